/** poiManager before hydration: its title, the map region and the list of points. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider } from '../../fields/context.tsx';
import { group, pageOf, site, text } from '../mapDetails/test-fixtures.ts';
import { readOptions } from '../read.ts';
import { poiManagerSchema } from './schema.ts';
import { PoiManagerView } from './View.tsx';

const points = [
  { longitude: 8.72985, latitude: 47.5016, icon: 'party' },
  { longitude: 8.7304, latitude: 47.50105 },
];

function render(pointsOfInterest: unknown[]) {
  const block = group('group-poi', 'poiManager', [text('title', 'Nach der Runde', 'After the round')], {
    pointsOfInterest,
  });
  const page = pageOf('page-x', [block]);
  return renderToStaticMarkup(
    <RenderProvider mode="live" locale="de" site={site([page])} page={page}>
      <PoiManagerView
        group={block}
        fields={block.fields}
        options={readOptions(poiManagerSchema, 1, block.options)}
      />
    </RenderProvider>,
  );
}

describe('PoiManagerView', () => {
  it('shows the title, a labelled map and the points with a show-on-map button each', () => {
    const html = render(points);
    expect(html).toContain('<h1>Nach der Runde</h1>');
    expect(html).toContain('role="region" aria-label="Karte"');
    expect(html).toContain('Punkt 1 · Party');
    expect(html).toContain('Punkt 2 · Punkt');
    // Disabled until the map is there.
    expect(html.match(/disabled="">Auf der Karte zeigen/g)).toHaveLength(2);
    expect(html).not.toContain('Meinen Standort anzeigen');
  });

  it('says so when there are no points', () => {
    expect(render([])).toContain('Für diese Karte sind noch keine Punkte erfasst.');
  });
});
