/**
 * The gallery's server HTML: the first batch of its items as links that open the lightbox, the
 * 'Mehr laden' button while more are hidden, nothing for visitors without items or a group id,
 * and the bulk-uploader hint for editors of an empty gallery.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider, type RenderMode } from '../../fields/context.tsx';
import type { GroupSnapshot, Locale, MediaSnapshot } from '../../lib/content.ts';
import { groupSnapshot, testPage, testSite, textField } from '../../lib/snapshot-fixtures.ts';
import { readOptions } from '../read.ts';
import { mediaGallerySchema } from './schema.ts';
import { MediaGalleryView } from './View.tsx';

const photo = (i: number): MediaSnapshot => ({
  id: `media-${i}`,
  url: `/media/demo/default/group-g/photo-${i}.jpg`,
  mimeType: 'image/jpeg',
  width: 1600,
  height: 1067,
  alt: { de: `Foto ${i}`, en: `Photo ${i}` },
  focalPoint: null,
  blurHash: null,
  contentHash: `${i}`.padStart(64, 'a'),
});

const gallery = (count: number, options: Record<string, unknown> = {}, id = 'group-g'): GroupSnapshot => ({
  ...groupSnapshot(id, 'mediaGallery', [textField('title', 'Galerie', 'Gallery')], options),
  media: Array.from({ length: count }, (_, i) => photo(i + 1)),
});

function render(group: GroupSnapshot, mode: RenderMode = 'live', locale: Locale = 'de') {
  return renderToStaticMarkup(
    <RenderProvider mode={mode} locale={locale} site={testSite()} page={testPage}>
      <MediaGalleryView
        group={group}
        fields={group.fields}
        options={readOptions(mediaGallerySchema, 1, group.options)}
      />
    </RenderProvider>,
  );
}

describe('MediaGalleryView (server HTML)', () => {
  it('shows the first 24 of 30 items as links to the image, and the load-more button', () => {
    const html = render(gallery(30));
    expect(html.match(/data-gallery-tile=""/g)).toHaveLength(24);
    expect(html).toContain('href="/media/demo/default/group-g/photo-1.jpg"');
    expect(html).toContain('alt="Foto 24"');
    expect(html).not.toContain('alt="Foto 25"');
    expect(html).toContain('>Mehr laden</button>');
    expect(html).toContain('24 von 30 Bildern');
    expect(render(gallery(30), 'live', 'en')).toContain('>Load more</button>');
    expect(html).not.toContain('media-gallery__delete');
  });

  it('has no load-more button when one batch holds everything, and follows the batch size option', () => {
    expect(render(gallery(24))).not.toContain('Mehr laden');
    const html = render(gallery(20, { batchSize: 6 }));
    expect(html.match(/data-gallery-tile=""/g)).toHaveLength(6);
    expect(html).toContain('Mehr laden');
  });

  it('names a tile whose image has no alt text', () => {
    const group = gallery(2);
    group.media = group.media!.map((m) => ({ ...m, alt: {} }));
    expect(render(group)).toContain('aria-label="Bild 1 von 2 vergrössern"');
  });

  it('renders nothing for visitors of an empty gallery or without a group id', () => {
    expect(render(gallery(0))).toBe('');
    expect(render(gallery(5, {}, ''))).toBe('');
    expect(render(gallery(5, {}, ''), 'edit')).toBe('');
  });

  it('shows editors of an empty gallery the bulk-uploader hint', () => {
    expect(render(gallery(0), 'edit')).toContain('Massen-Upload');
  });

  it('sets the grid columns and the fit from the options', () => {
    const html = render(gallery(3, { columnLayout: 5, objectFit: 'contain' }));
    expect(html).toContain('media-gallery__grid--5');
    expect(html).toContain('media-gallery--fit-contain');
    expect(html).toContain('sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"');
  });
});
