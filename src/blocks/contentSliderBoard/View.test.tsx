/**
 * The slider's server HTML: before hydration (and without JavaScript) every slide is readable as
 * a section of a vertical list, with no slider controls; the scroll hint shows for visitors only.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider, type RenderMode } from '../../fields/context.tsx';
import type { FieldSnapshot, GroupSnapshot, Locale, PageSnapshot } from '../../lib/content.ts';
import { readOptions } from '../read.ts';
import { contentSliderBoardSchema } from './schema.ts';
import { ContentSliderBoardView } from './View.tsx';

const text = (name: string, de: string, en: string): FieldSnapshot => ({
  id: `f-${name}-${de}`,
  name,
  content: { kind: 'localized', values: { de: { text: de }, en: { text: en } } },
  options: {},
  media: null,
  visible: true,
});

const group = (id: string, type: string, fields: FieldSnapshot[], children: GroupSnapshot[] = []) => ({
  id,
  type,
  version: 1,
  status: 'published' as const,
  options: {},
  disallowedLanguages: [],
  fields: Object.fromEntries(fields.map((f) => [f.name, f])),
  children,
});

const slides = ['Werkstatt', 'Gläser', 'Sonne'].map((title, i) =>
  group(`slide-${i}`, 'contentSliderCard', [text('title', title, `${title} EN`), text('kicker', 'K', 'K')]),
);
const englishOnly = { ...slides[2]!, id: 'slide-en', disallowedLanguages: ['de'] };

const page: PageSnapshot = {
  id: 'page-test',
  collection: null,
  role: null,
  position: 0,
  status: 'published',
  slug: { de: 'test', en: 'test' },
  meta: { name: { de: 'Test', en: 'Test' } },
  ogImage: null,
  fields: {},
  groups: [],
};

function render(board: GroupSnapshot, mode: RenderMode = 'live', locale: Locale = 'de', raw: object = {}) {
  const site = { pages: [page], navigation: { containers: [] }, settings: {}, branches: [] };
  return renderToStaticMarkup(
    <RenderProvider mode={mode} locale={locale} site={site} page={page}>
      <ContentSliderBoardView
        group={board}
        fields={board.fields}
        options={readOptions(contentSliderBoardSchema, 1, raw)}
      />
    </RenderProvider>,
  );
}

const board = group(
  'board',
  'contentSliderBoard',
  [text('title', 'Rundgang', 'Tour')],
  [...slides, englishOnly],
);

describe('ContentSliderBoardView (server HTML)', () => {
  it('renders every slide of the locale as a list section, none hidden', () => {
    const html = render(board);
    expect(html).toContain('content-slider__stage is-list');
    expect(html.match(/role="group"/g)).toHaveLength(3);
    for (const title of ['Werkstatt', 'Gläser', 'Sonne']) expect(html).toContain(`>${title}</h3>`);
    expect(html).not.toMatch(/inert|aria-hidden="true" data-slide/);
    expect(html).toContain('aria-label="Folie 1 von 3"');
    expect(render(board, 'live', 'en').match(/role="group"/g)).toHaveLength(4);
  });

  it('has no slider controls before hydration', () => {
    expect(render(board)).not.toContain('content-slider__controls');
  });

  it('labels the region with the board title and the slides under an h2', () => {
    const html = render(board);
    expect(html).toContain('<h2>Rundgang</h2>');
    expect(html).toContain('aria-labelledby="board-title"');
    expect(html).toContain('aria-roledescription="carousel"');
  });

  it('uses h2 slide titles and the dictionary label when the board has no title', () => {
    const untitled = { ...board, fields: {} };
    const html = render(untitled);
    expect(html).toContain('>Werkstatt</h2>');
    expect(html).toContain('aria-label="Bilderfolge"');
  });

  it('shows the scroll hint to visitors, not to editors, and not when switched off', () => {
    expect(render(board)).toContain('Nach unten scrollen');
    expect(render(board, 'live', 'en')).toContain('Scroll down');
    expect(render(board, 'edit')).not.toContain('Nach unten scrollen');
    expect(render(board, 'live', 'de', { showScrollHint: false })).not.toContain('Nach unten scrollen');
  });
});
