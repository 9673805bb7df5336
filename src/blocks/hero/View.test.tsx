/**
 * The hero's image: cut to the frame the styles draw (4:3 beside the text, 21:9 centred, the
 * image's own shape with `contain`), sized to its column, and eager with high priority only when
 * the hero opens the page.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider } from '../../fields/context.tsx';
import type { FieldSnapshot } from '../../lib/content.ts';
import { groupSnapshot, testPage, testSite } from '../../lib/snapshot-fixtures.ts';
import { readOptions } from '../read.ts';
import { heroSchema } from './schema.ts';
import { HeroView } from './View.tsx';

const image: FieldSnapshot = {
  id: 'f-image',
  name: 'image',
  content: null,
  options: {},
  media: {
    id: 'photo',
    url: '/media/images/default/library/photo.jpg',
    mimeType: 'image/jpeg',
    width: 3000,
    height: 2000,
    alt: { de: 'Laden', en: 'Shop' },
    focalPoint: null,
    blurHash: null,
    contentHash: 'e'.repeat(64),
    cropArea: null,
  },
  visible: true,
};

const hero = groupSnapshot('hero', 'hero', [image]);

function render(options: object, titleGroupId: string) {
  const page = { ...testPage, groups: [hero] };
  const site = { ...testSite(), pages: [page] };
  return renderToStaticMarkup(
    <RenderProvider mode="live" locale="en" site={site} page={page} titleGroupId={titleGroupId}>
      <HeroView group={hero} fields={hero.fields} options={readOptions(heroSchema, 1, options)} />
    </RenderProvider>,
  );
}

describe('hero image', () => {
  it('loads first when the hero opens the page, cut 4:3 beside the text', () => {
    const html = render({ alignment: 'left' }, 'hero');
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toMatch(/\/_img\/photo\/\w+\/4x3-1024\.webp 1024w/u);
    expect(html).toContain(
      'sizes="(min-width: 1200px) 556px, (min-width: 768px) calc(50vw - 2.75rem), calc(100vw - 2.5rem)"',
    );
  });

  it('is lazy further down the page, and keeps its own shape with contain', () => {
    const html = render({ alignment: 'center', objectFit: 'contain' }, 'another-block');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchPriority');
    expect(html).toMatch(/\/_img\/photo\/\w+\/orig-1024\.webp 1024w/u);
    expect(render({ alignment: 'center' }, 'hero')).toMatch(/\/21x9-1024\.webp/u);
  });
});
