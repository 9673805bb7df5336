/** imageBoard view as static HTML: masonry cards take their image heights from the cycle. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider } from '../../fields/context.tsx';
import { IMAGE_CARD_HEIGHTS } from '../../lib/card-heights.ts';
import type { FieldSnapshot, GroupSnapshot, PageSnapshot, SiteSnapshot } from '../../lib/content.ts';
import { readOptions } from '../read.ts';
import { imageBoardSchema } from './schema.ts';
import { ImageBoardView } from './View.tsx';

const text = (name: string, value: string): FieldSnapshot => ({
  id: `f-${name}-${value}`,
  name,
  content: { kind: 'localized', values: { de: { text: value }, en: { text: value } } },
  options: {},
  media: null,
  visible: true,
});

const imageField: FieldSnapshot = {
  id: 'f-image',
  name: 'image',
  content: null,
  options: {},
  media: {
    id: 'm',
    url: '/demo/x.svg',
    mimeType: 'image/svg+xml',
    width: 800,
    height: 600,
    alt: { de: 'Bild' },
    focalPoint: null,
    blurHash: null,
  },
  visible: true,
};

const card = (i: number, extra: Partial<GroupSnapshot> = {}): GroupSnapshot => ({
  id: `card-${i}`,
  type: 'imageCard',
  version: 1,
  status: 'published',
  options: {},
  disallowedLanguages: [],
  fields: { image: imageField, title: text('title', `Karte ${i}`) },
  children: [],
  ...extra,
});

const page: PageSnapshot = {
  id: 'p',
  collection: null,
  role: null,
  position: 0,
  status: 'published',
  slug: { de: 'p' },
  meta: { name: { de: 'P' } },
  ogImage: null,
  fields: {},
  groups: [],
};
const site: SiteSnapshot = { pages: [page], navigation: { containers: [] }, settings: {}, branches: [] };

function render(children: GroupSnapshot[], options: Record<string, unknown> = {}, opensPage = false) {
  const group: GroupSnapshot = {
    ...card(0),
    id: 'board',
    type: 'imageBoard',
    fields: { title: text('title', 'Fassungen') },
    children,
  };
  const shown = opensPage ? { ...page, groups: [group] } : page;
  return renderToStaticMarkup(
    <RenderProvider mode="live" locale="de" site={site} page={shown}>
      <ImageBoardView
        group={group}
        fields={group.fields}
        options={readOptions(imageBoardSchema, 1, options)}
      />
    </RenderProvider>,
  );
}

describe('ImageBoardView', () => {
  it('gives masonry card images the heights of the cycle, in order', () => {
    const html = render(Array.from({ length: 9 }, (_, i) => card(i)));
    const heights = [...html.matchAll(/class="image-card__media" style="height:(\d+)px"/g)].map((m) =>
      Number(m[1]),
    );
    expect(heights).toEqual(Array.from({ length: 9 }, (_, i) => IMAGE_CARD_HEIGHTS[i % 7]));
  });

  it('counts only the cards shown in the locale', () => {
    const html = render([card(0), card(1, { disallowedLanguages: ['de'] }), card(2)]);
    expect(html).not.toContain('Karte 1');
    const heights = [...html.matchAll(/style="height:(\d+)px"/g)].map((m) => Number(m[1]));
    expect(heights).toEqual([310, 266]);
  });

  it('uses uniform images outside masonry', () => {
    const html = render([card(0), card(1)], { gridLayout: 'grid', columnLayout: 4 });
    expect(html).toContain('cards cards--grid card-grid cols-4');
    expect(html).not.toContain('style="height');
  });

  it('heads the cards one level below the board title (h1 and h2 when the board opens the page)', () => {
    expect(render([card(0)])).toMatch(/<h2>Fassungen<\/h2>.*<h3 class="image-card__title">/);
    expect(render([card(0)], {}, true)).toMatch(/<h1>Fassungen<\/h1>.*<h2 class="image-card__title">/);
  });
});
