/**
 * Map texts from the visitor dictionary: marker names, popup lines and the numbers and
 * coordinates in the visitor's locale (de-CH / en-CH). Shared by the map blocks; pure.
 */
import type { mapTexts } from '../../i18n/visitor/map.ts';
import type { AreaDictionary } from '../../i18n/visitor/area.ts';
import type { Locale } from '../../lib/content.ts';
import { markerNumbers, type MapMarker, type MarkerIcon } from '../../lib/map/markers.ts';
import type { MapTexts } from './map-client.ts';

/** Fills `{name}` placeholders. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));

export const INTL_LOCALE: Record<Locale, string> = { de: 'de-CH', en: 'en-CH' };

export function iconLabel(t: AreaDictionary<typeof mapTexts>, icon: MarkerIcon): string {
  switch (icon) {
    case 'start':
      return t.mapIconStart;
    case 'end':
      return t.mapIconEnd;
    case 'party':
      return t.mapIconParty;
    default:
      return t.mapIconDefault;
  }
}

/** '47.49975° N, 8.72565° O' with five decimals (about a metre) in the locale's number format. */
export function formatCoordinates(
  t: AreaDictionary<typeof mapTexts>,
  locale: Locale,
  latitude: number,
  longitude: number,
): string {
  const number = new Intl.NumberFormat(INTL_LOCALE[locale], {
    minimumFractionDigits: 5,
    maximumFractionDigits: 5,
  });
  return fill(t.mapCoordinates, { latitude: number.format(latitude), longitude: number.format(longitude) });
}

/** A length in metres ('320 m', '1.2 km') in the locale's format. */
export function formatLength(locale: Locale, metres: number): string {
  const km = metres >= 1000;
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'unit',
    unit: km ? 'kilometer' : 'meter',
    maximumFractionDigits: km ? 1 : 0,
  }).format(km ? metres / 1000 : metres);
}

const controls = (t: AreaDictionary<typeof mapTexts>) => ({
  canvas: t.mapCanvas,
  zoomIn: t.mapZoomIn,
  zoomOut: t.mapZoomOut,
  resetBearing: t.mapResetBearing,
  popupClose: t.mapPopupClose,
  attribution: t.mapAttribution,
  yourLocation: t.mapYourLocation,
});

/**
 * A marker's accessible name: its entry ('Loch 2, Start: Marktgasse'); a marker standing for
 * several entries starts with the numbers it shows ('Loch 1/2: Loch 1, Ziel: …; Loch 2, Start: …'),
 * so the visible text is part of the name.
 */
function describeWith(entry: (m: MapMarker) => string, numbered: (numbers: string) => string) {
  return (marker: MapMarker) => {
    if (marker.pairs.length === 0) return entry(marker);
    return `${numbered(markerNumbers(marker).join('/'))}: ${[marker, ...marker.pairs].map(entry).join('; ')}`;
  };
}

/** Texts of the course map: markers named after their hole ('Loch 2, Start: Marktgasse'). */
export function holeMapTexts(t: AreaDictionary<typeof mapTexts>): MapTexts {
  const hole = (number: string | number) => fill(t.mapHole, { number });
  return {
    ...controls(t),
    describeMarker: describeWith((m) => `${hole(m.number)}, ${iconLabel(t, m.icon)}: ${m.popupText}`, hole),
    popupKicker: (m) => `${hole(m.number)} · ${iconLabel(t, m.icon)}`,
  };
}

/** Texts of a plain points map: markers named 'Punkt 2, Party'. */
export function pointMapTexts(t: AreaDictionary<typeof mapTexts>): MapTexts {
  const point = (number: string | number) => fill(t.mapPoint, { number });
  return {
    ...controls(t),
    describeMarker: describeWith((m) => `${point(m.number)}, ${iconLabel(t, m.icon)}`, point),
    popupKicker: (m) => `${point(m.number)} · ${iconLabel(t, m.icon)}`,
  };
}
