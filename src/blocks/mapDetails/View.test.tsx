/** A hole's own page: static HTML with its number, route sketch, length, points and the way back. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider } from '../../fields/context.tsx';
import type { Locale } from '../../lib/content.ts';
import { roundedLength, routeLengthMetres } from '../../lib/map/geometry.ts';
import { readOptions } from '../read.ts';
import { mapDetailsSchema } from './schema.ts';
import { holePages, playPage, site } from './test-fixtures.ts';
import { MapDetailsView } from './View.tsx';

const pages = [...holePages, playPage];
const marktgasse = holePages[0]!;
const details = marktgasse.groups[0]!;

function render(locale: Locale) {
  return renderToStaticMarkup(
    <RenderProvider mode="live" locale={locale} site={site(pages)} page={marktgasse}>
      <MapDetailsView
        group={details}
        fields={details.fields}
        options={readOptions(mapDetailsSchema, 1, details.options)}
      />
    </RenderProvider>,
  );
}

describe('MapDetailsView', () => {
  it('shows the hole number, title (h1), description and the way back to the play page', () => {
    const html = render('de');
    expect(html).toContain('Loch 2 von 3');
    expect(html).toContain('<h1>Marktgasse</h1>');
    expect(html).toContain('Marktgasse Text');
    expect(html).toContain(
      '<a class="button button--contained" href="/de/urban-golf-spielen">Zurück zur Spielkarte</a>',
    );
    expect(render('en')).toContain('href="/en/urban-golf-play">Back to the score card</a>');
  });

  it('draws the route as an SVG sketch and gives its length in the locale format', () => {
    const html = render('de');
    expect(html).toMatch(
      /<svg class="route-sketch"[^>]*role="img" aria-label="Skizze der Strecke von Loch 2"/,
    );
    expect(html).toMatch(/<path class="route-sketch__route" d="M[\d. L]+"/);
    const metres = roundedLength(
      routeLengthMetres(readOptions(mapDetailsSchema, 1, details.options).mapRoute),
    );
    const length = new Intl.NumberFormat('de-CH', { style: 'unit', unit: 'meter' }).format(metres);
    expect(html).toContain(`Strecke: ${length}`);
  });

  it('lists the points of interest with their kind and coordinates', () => {
    const html = render('en');
    const five = new Intl.NumberFormat('en-CH', { minimumFractionDigits: 5, maximumFractionDigits: 5 });
    expect(html).toContain('<h2>Points on the map</h2>');
    expect(html).toContain('Point 1 · Start');
    expect(html).toContain('Point 2 · Point');
    expect(html).toContain('Point 3 · Finish');
    expect(html).toContain(`${five.format(47.49975)}° N, ${five.format(8.72565)}° E`);
    expect(html.match(/class="route-sketch__point/g)).toHaveLength(3);
  });
});
