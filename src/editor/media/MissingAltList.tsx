/**
 * The publish dialog's list of images without alt text in a published language: each image by
 * the name it was uploaded with (read from the library; the URL's file name until it answers)
 * and the languages it lacks.
 */
import { useEffect, useState } from 'react';
import { format } from '../../i18n/editor.ts';
import { useEditorTexts } from '../hooks.ts';
import { mediaApi } from './media-api.ts';
import type { MissingAlt } from '../../lib/publish/accessibility.ts';

export function MissingAltList({ images }: { images: readonly MissingAlt[] }) {
  const t = useEditorTexts();
  const [names, setNames] = useState<Record<string, string>>({});

  useEffect(() => {
    let current = true;
    void Promise.allSettled(images.map((image) => mediaApi.get(image.mediaId))).then((answers) => {
      if (!current) return;
      const found: Record<string, string> = {};
      for (const answer of answers) {
        if (answer.status === 'fulfilled') found[answer.value.media.id] = answer.value.media.originalFilename;
      }
      setNames(found);
    });
    return () => {
      current = false;
    };
  }, [images]);

  return (
    <>
      <p>{t.publishAltIntro}</p>
      <ul className="editor-missing" data-missing-alt="">
        {images.map((image) => (
          <li key={image.mediaId} data-media-id={image.mediaId}>
            {format(t.publishAltItem, {
              name: names[image.mediaId] ?? image.fileName,
              locales: image.locales.map((l) => l.toUpperCase()).join(', '),
            })}
          </li>
        ))}
      </ul>
    </>
  );
}
