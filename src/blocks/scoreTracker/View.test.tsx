/**
 * The score card and the leaderboard: static HTML waits for the game; the edit-mode preview shows
 * the holes of the 'map' collection as page dots, a counter per player with the accessible names
 * of its buttons, and the leaderboard sorted by strokes.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider, type RenderMode } from '../../fields/context.tsx';
import { gameTexts } from '../../i18n/visitor/game.ts';
import type { GroupSnapshot, Locale, PageSnapshot } from '../../lib/content.ts';
import { readOptions } from '../read.ts';
import { scoreTrackerSchema } from './schema.ts';
import { ScoreTrackerView } from './View.tsx';

const trackerGroup = (score: string): GroupSnapshot => ({
  id: `group-${score}`,
  type: 'scoreTracker',
  version: 1,
  status: 'published',
  options: { score },
  disallowedLanguages: [],
  fields: {},
  children: [],
});

const hole = (id: string, position: number, name: string): PageSnapshot => ({
  id,
  collection: 'map',
  role: null,
  position,
  status: 'published',
  slug: { de: id, en: id },
  meta: { name: { de: name, en: name } },
  ogImage: null,
  fields: {},
  groups: [],
});

function render(g: GroupSnapshot, mode: RenderMode, locale: Locale = 'de', holes = true): string {
  const page: PageSnapshot = { ...hole('page-play', 0, 'Spielkarte'), collection: null, groups: [g] };
  const pages = holes ? [page, hole('hole-2', 2, 'Kirchplatz'), hole('hole-1', 1, 'Marktgasse')] : [page];
  const site = { pages, navigation: { containers: [] }, settings: {}, branches: [] };
  const options = readOptions(scoreTrackerSchema, 1, g.options) as never;
  return renderToStaticMarkup(
    <RenderProvider mode={mode} locale={locale} site={site} page={page}>
      <ScoreTrackerView group={g} fields={g.fields} options={options} />
    </RenderProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('score card', () => {
  it('waits for the game in the static HTML', () => {
    const html = text(render(trackerGroup('card'), 'live'));
    expect(html).toContain('Spielkarte');
    expect(html).toContain(gameTexts.de.gameLoading);
  });

  it('previews dots for every hole and a counter per player in edit mode', () => {
    const html = render(trackerGroup('card'), 'edit');
    expect(html).toContain('aria-label="Loch 1: noch keine Schläge"');
    expect(html).toContain('aria-label="Loch 2: noch keine Schläge"');
    expect(html).toContain('aria-current="step"');
    expect(text(html)).toContain('Loch 1 von 2');
    expect(text(html)).toContain('Marktgasse');
    expect(html).toContain('aria-label="Anna: Schlag hinzufügen"');
    expect(html).toContain('aria-label="Ben: Schlag entfernen"');
  });

  it('says so when the site has no holes', () => {
    expect(text(render(trackerGroup('card'), 'edit', 'en', false))).toContain(gameTexts.en.gameNoHoles);
  });
});

describe('leaderboard', () => {
  it('previews the table sorted by strokes in edit mode', () => {
    const html = text(render(trackerGroup('table'), 'edit'));
    expect(html).toContain('Rangliste');
    expect(html.indexOf('Anna')).toBeLessThan(html.indexOf('Ben'));
    expect(html).not.toContain(gameTexts.de.gameToCoupon);
  });

  it('waits for the game in the static HTML', () => {
    expect(text(render(trackerGroup('table'), 'live', 'en'))).toContain(gameTexts.en.gameLoading);
  });
});
