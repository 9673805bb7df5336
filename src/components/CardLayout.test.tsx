/**
 * The card layouts as static HTML: list markup per layout, split anchors and panels, carousel
 * arrows only above three cards, and the card excerpt rule.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldSnapshot } from '../lib/content.ts';
import {
  CAROUSEL_ARROWS_ABOVE,
  CardLayout,
  SPLIT_VISIBLE_ITEMS,
  cardExcerpt,
  splitAnchor,
  type GridLayout,
  type LayoutCard,
} from './CardLayout.tsx';

const cards = (n: number): LayoutCard[] =>
  Array.from({ length: n }, (_, i) => ({ key: `c${i}`, label: `Card ${i}`, content: <p>Body {i}</p> }));

const render = (layout: GridLayout, n = 3) =>
  renderToStaticMarkup(
    <CardLayout
      id="group-x"
      layout={layout}
      columns={4}
      cards={cards(n)}
      label="Frames"
      previousLabel="Previous"
      nextLabel="Next"
    />,
  );

describe('CardLayout', () => {
  it('renders nothing without cards', () => {
    expect(render('grid', 0)).toBe('');
  });

  it('renders grid, masonry and avatar as one list of cards', () => {
    expect(render('grid')).toMatch(
      /^<ul class="cards cards--grid card-grid cols-4">(<li class="cards__item">.*?<\/li>){3}<\/ul>$/,
    );
    expect(render('masonry')).toContain('class="cards cards--masonry cols-4"');
    expect(render('avatar')).toContain('class="cards cards--avatar"');
  });

  it('renders the carousel as a labelled, focusable scroll region; arrows only above three cards', () => {
    const three = render('carousel', CAROUSEL_ARROWS_ABOVE);
    expect(three).toContain('role="region" aria-label="Frames" tabindex="0"');
    expect(three).not.toContain('cards-carousel--arrows');
    const four = render('carousel', CAROUSEL_ARROWS_ABOVE + 1);
    expect(four).toContain('cards-carousel cards-carousel--arrows');
    expect(four).toContain('--carousel-previous:&quot;Previous&quot;');
    expect(four).toContain('--carousel-columns:4');
  });

  it('renders the split view as in-page links to one panel per card, 5 names at a time', () => {
    expect(SPLIT_VISIBLE_ITEMS).toBe(5);
    const html = render('split', 7);
    expect(html).toContain(`--split-visible:${SPLIT_VISIBLE_ITEMS}`);
    expect(html).toContain('<ul class="cards-split__list" aria-label="Frames">');
    for (let i = 0; i < 7; i++) {
      expect(html).toContain(`<a href="#group-x-c${i}">Card ${i}</a>`);
      expect(html).toContain(`<div id="group-x-c${i}" class="cards-split__panel"><p>Body ${i}</p></div>`);
    }
  });

  it('builds anchor ids that are safe in a URL fragment', () => {
    expect(splitAnchor('group-a', 'page-b')).toBe('group-a-page-b');
    expect(splitAnchor('group a', 'x/y#z')).toBe('group-a-x-y-z');
  });
});

describe('cardExcerpt', () => {
  const field = (json: unknown, text: string | null = null, visible = true): FieldSnapshot => ({
    id: 'f',
    name: 'description',
    content: { kind: 'localized', values: { de: { text, json: json as never } } },
    options: {},
    media: null,
    visible,
  });
  const doc = (text: string) => ({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });

  it('cuts rich text to 200 characters with an ellipsis', () => {
    const long = 'Brille '.repeat(60);
    const cut = cardExcerpt(field(doc(long)), 'de') ?? '';
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(201);
    expect(cardExcerpt(field(doc('Kurz.')), 'de')).toBe('Kurz.');
  });

  it('falls back to the stored plain text, and is null when empty or hidden', () => {
    expect(cardExcerpt(field(null, 'Nur Text'), 'de')).toBe('Nur Text');
    expect(cardExcerpt(field(null, '  '), 'de')).toBeNull();
    expect(cardExcerpt(field(doc('Versteckt'), null, false), 'de')).toBeNull();
    expect(cardExcerpt(undefined, 'de')).toBeNull();
    expect(cardExcerpt(field(doc('Nur Deutsch')), 'en')).toBeNull();
  });
});
