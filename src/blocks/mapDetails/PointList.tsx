/**
 * The points of interest as an ordered list: number and icon (the same key as on the map), what
 * the point is (start, finish, party or a plain point) and its coordinates in the visitor's
 * locale. Used on a hole's page (mapDetails) and below a points map (poiManager), which adds a
 * "show on the map" button per point.
 */
import type { ReactNode } from 'react';
import type { AreaDictionary } from '../../i18n/visitor/area.ts';
import type { mapTexts } from '../../i18n/visitor/map.ts';
import type { Locale } from '../../lib/content.ts';
import type { PointOfInterest } from '../../lib/map/markers.ts';
import { fill, formatCoordinates, iconLabel } from '../mapContainer/texts.ts';
import './styles.css';

export interface PointListProps {
  points: readonly PointOfInterest[];
  t: AreaDictionary<typeof mapTexts>;
  locale: Locale;
  /** Something to add to each point (e.g. a button). */
  action?: (index: number, labelId: string) => ReactNode;
  idPrefix: string;
}

export function PointList({ points, t, locale, action, idPrefix }: PointListProps) {
  return (
    <ol className="poi-list">
      {points.map((poi, index) => {
        const icon = poi.icon ?? 'default';
        const labelId = `${idPrefix}-point-${index}`;
        return (
          <li key={index} className="poi-list__item">
            <span className={`poi-list__icon poi-list__icon--${icon}`} aria-hidden="true">
              {index + 1}
            </span>
            <span className="poi-list__text" id={labelId}>
              <span className="poi-list__name">
                {fill(t.mapPoint, { number: index + 1 })} · {iconLabel(t, icon)}
              </span>
              <span className="poi-list__coordinates">
                {formatCoordinates(t, locale, poi.latitude, poi.longitude)}
              </span>
            </span>
            {action ? action(index, labelId) : null}
          </li>
        );
      })}
    </ol>
  );
}
