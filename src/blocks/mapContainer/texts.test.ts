import { describe, expect, it } from 'vitest';
import { visitorDictionary } from '../../i18n/visitor.ts';
import { dedupeMarkers, holeMarkers } from '../../lib/map/markers.ts';
import { formatCoordinates, formatLength, holeMapTexts, pointMapTexts } from './texts.ts';

const marker = (number: number, icon: 'start' | 'end', title: string) =>
  holeMarkers({
    pageId: `page-${number}`,
    number,
    title,
    imageUrl: null,
    href: null,
    hrefLabel: null,
    pointsOfInterest: [{ longitude: 8.72565, latitude: 47.49975, icon }],
  })[0]!;

describe('map texts', () => {
  const [shared] = dedupeMarkers([marker(1, 'end', 'Bahnhofplatz'), marker(2, 'start', 'Marktgasse')]);

  it('names a marker after its hole, and a shared spot after all its holes, starting with its numbers', () => {
    const de = holeMapTexts(visitorDictionary('de'));
    expect(de.describeMarker(marker(2, 'start', 'Marktgasse'))).toBe('Loch 2, Start: Marktgasse');
    expect(de.describeMarker(shared!)).toBe(
      'Loch 1/2: Loch 1, Ziel: Bahnhofplatz; Loch 2, Start: Marktgasse',
    );
    expect(de.popupKicker(shared!)).toBe('Loch 1 · Ziel');
    const en = pointMapTexts(visitorDictionary('en'));
    expect(en.describeMarker(shared!)).toBe('Point 1/2: Point 1, Finish; Point 2, Start');
    expect(en.canvas).toBe('Interactive map');
  });

  it('formats coordinates and lengths with Intl in de-CH and en-CH', () => {
    const five = (locale: string, n: number) =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: 5, maximumFractionDigits: 5 }).format(n);
    expect(formatCoordinates(visitorDictionary('de'), 'de', 47.49975, 8.72565)).toBe(
      `${five('de-CH', 47.49975)}° N, ${five('de-CH', 8.72565)}° O`,
    );
    expect(formatLength('de', 320)).toBe(
      new Intl.NumberFormat('de-CH', { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(320),
    );
    expect(formatLength('en', 1200)).toBe(
      new Intl.NumberFormat('en-CH', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(
        1.2,
      ),
    );
  });
});
