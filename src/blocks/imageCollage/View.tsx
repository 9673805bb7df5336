/**
 * imageCollage view: up to four images overlapping in a collage beside the text (or above or
 * below it, by the shifted alignment option), with a kicker, title, text and button.
 */
import { Button } from '../../fields/Link.tsx';
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import type { BlockProps } from '../types.ts';
import type { imageCollageSchema } from './schema.ts';
import './styles.css';

/** The collage's image fields, in stacking order (the first is the large one). */
const IMAGE_FIELDS = ['image', 'secondaryImage', 'tertiaryImage', 'quaternaryImage'] as const;

export function ImageCollageView({ group, options, fields }: BlockProps<typeof imageCollageSchema>) {
  const { mode } = useRenderContext();
  const titleTag = useTitleTag(group.id);
  const images = IMAGE_FIELDS.map((name) => fields[name]).filter(
    (field) => field?.media && (field.visible || mode === 'edit'),
  );
  return (
    <section
      className={`block image-collage image-collage--${options.shiftedAlignment} align-${options.alignment} bg-${options.backgroundColor}`}
    >
      <div className="block__inner image-collage__inner">
        {images.length > 0 ? (
          <div className={`image-collage__grid image-collage__grid--${images.length}`}>
            {images.map((field, index) => (
              <div
                key={field?.id ?? index}
                className={`image-collage__image image-collage__image--${index + 1}`}
              >
                <Media
                  field={field}
                  sizes={index === 0 ? '(min-width: 768px) 35vw, 70vw' : '(min-width: 768px) 20vw, 45vw'}
                />
              </div>
            ))}
          </div>
        ) : null}
        <div className="image-collage__text">
          <Text field={fields.kicker} as="p" className="kicker" />
          <Text field={fields.title} as={titleTag} />
          <RichText field={fields.description} />
          <Button field={fields.button} variant="contained" />
        </div>
      </div>
    </section>
  );
}
