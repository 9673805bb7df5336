/**
 * The play page's map before hydration: a labelled map region with its tools and one drawer per
 * hole (in position order), the first in front and the others inert tap targets.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider } from '../../fields/context.tsx';
import type { GroupSnapshot, Locale } from '../../lib/content.ts';
import { holePages, pageOf, playPage, site } from '../mapDetails/test-fixtures.ts';
import { readOptions } from '../read.ts';
import { mapContainerSchema } from './schema.ts';
import { MapContainerView } from './View.tsx';

const block = (options: Record<string, unknown> = {}): GroupSnapshot => ({
  id: 'group-play-map',
  type: 'mapContainer',
  version: 1,
  status: 'published',
  options,
  disallowedLanguages: [],
  fields: {},
  children: [],
});

function render(locale: Locale, options: Record<string, unknown> = {}) {
  const page = pageOf(playPage.id, [block(options)], { role: 'urban-golf-play' });
  return renderToStaticMarkup(
    <RenderProvider mode="live" locale={locale} site={site([page, ...holePages])} page={page}>
      <MapContainerView
        group={block(options)}
        fields={block(options).fields}
        options={readOptions(mapContainerSchema, 1, options)}
      />
    </RenderProvider>,
  );
}

describe('MapContainerView (server HTML)', () => {
  it('is a labelled map region that is loading, with the theme and location buttons', () => {
    const html = render('de');
    expect(html).toMatch(
      /class="map-stage map-stage--large" role="region" aria-label="Karte" data-map-state="loading" data-theme="light"/,
    );
    expect(html).toContain('Karte wird geladen …');
    expect(html).toMatch(
      /<button type="button" class="map-tools__button map-tools__theme" aria-pressed="false"/,
    );
    expect(html).toContain('Meinen Standort anzeigen');
    expect(render('en', { showGeolocation: false })).not.toContain('Show my location');
  });

  it('has one drawer per hole in position order, the first in front', () => {
    const html = render('en');
    const drawers = [
      ...html.matchAll(/<article class="map-drawer( is-active)?"[^>]*data-page-id="([^"]+)"/g),
    ];
    expect(drawers.map((m) => [m[2], m[1] !== undefined])).toEqual([
      ['page-map-bahnhofplatz', true],
      ['page-map-marktgasse', false],
      ['page-map-stadthaus', false],
    ]);
    expect(html).toContain('role="group" aria-label="Holes"');
    expect(html).toContain('Hole 1 of 3');
    expect(html).toContain('Station square');
    // Drawers sit 95% of a drawer's width apart.
    expect([...html.matchAll(/--offset:([\d.-]+)/g)].map((m) => Number(m[1]))).toEqual([0, 0.95, 1.9]);
  });

  it('makes the peeking drawers inert and hidden, and the first has no previous button', () => {
    const html = render('de');
    const [first, second] = html.split('<article').slice(1);
    expect(first?.split('>')[0]).not.toContain('aria-hidden');
    expect(first).toMatch(/aria-label="Vorheriges Loch" disabled=""/);
    expect(first).toContain('aria-expanded="false"');
    expect(second?.split('>')[0]).toContain('aria-hidden="true"');
    expect(second).toMatch(/<div class="map-drawer__content" inert="">/);
    expect(first).toContain('href="/de/map/bahnhofplatz">Mehr zu diesem Loch</a>');
  });
});
