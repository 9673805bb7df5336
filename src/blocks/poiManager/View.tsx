/**
 * poiManager view: a map of the points of interest an editor placed (editor spec §3 Point of
 * interest), with its title and description, and the same points as a list below the map; each
 * list entry flies the map to its point and opens the point's popup. Points on the same spot are
 * drawn as one marker (0.0001° tolerance); the map opens fitted around all points.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { mapTexts } from '../../i18n/visitor/map.ts';
import { boundsOf } from '../../lib/map/bounds.ts';
import type { LngLat } from '../../lib/map/constants.ts';
import { dedupeMarkers, holeMarkers } from '../../lib/map/markers.ts';
import { $mapTheme } from '../mapContainer/map-stores.ts';
import { MapStage } from '../mapContainer/MapStage.tsx';
import { formatCoordinates, pointMapTexts } from '../mapContainer/texts.ts';
import { useMapClient } from '../mapContainer/useMapClient.ts';
import { PointList } from '../mapDetails/PointList.tsx';
import type { BlockProps } from '../types.ts';
import type { poiManagerSchema } from './schema.ts';

/** A points map draws no routes. */
const NO_ROUTES: never[] = [];

export function PoiManagerView({ group, options, fields }: BlockProps<typeof poiManagerSchema>) {
  const { locale } = useRenderContext();
  const t = mapTexts[locale];
  const id = useId();
  const titleTag = useTitleTag(group.id);
  const points = options.pointsOfInterest;

  const markers = useMemo(
    () =>
      dedupeMarkers(
        points.flatMap((poi, index) =>
          holeMarkers({
            pageId: null,
            number: index + 1,
            title: formatCoordinates(t, locale, poi.latitude, poi.longitude),
            imageUrl: null,
            href: null,
            hrefLabel: null,
            pointsOfInterest: [poi],
          }),
        ),
      ),
    [points, t, locale],
  );
  /** The marker that shows each point (a point on a shared spot is shown by the first one there). */
  const markerOfPoint = useMemo(
    () =>
      points.map((_, index) =>
        markers.findIndex((m) => [m, ...m.pairs].some((entry) => entry.number === index + 1)),
      ),
    [points, markers],
  );
  const bounds = useMemo(() => boundsOf(markers.map((m): LngLat => [m.lng, m.lat])), [markers]);
  const texts = useMemo(() => pointMapTexts(t), [t]);
  const theme = useStore($mapTheme, { ssr: 'initial' });
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const { status, client } = useMapClient({
    stageRef,
    canvasRef,
    texts,
    theme,
    markers,
    routes: NO_ROUTES,
    activePageId: null,
  });

  useEffect(() => {
    if (client && bounds) client.fitTo(bounds, true);
  }, [client, bounds]);

  return (
    <section className="block poi-manager">
      <div className="block__inner">
        <Text field={fields.title} as={titleTag} />
        <RichText field={fields.description} />
        <MapStage
          stageRef={stageRef}
          canvasRef={canvasRef}
          status={status}
          client={client}
          theme={theme}
          size="medium"
          t={t}
          showGeolocation={false}
        />
        {points.length > 0 ? (
          <div className="poi-manager__points">
            <PointList
              points={points}
              t={t}
              locale={locale}
              idPrefix={id}
              action={(index, labelId) => (
                <button
                  type="button"
                  className="button button--text poi-manager__show"
                  aria-describedby={labelId}
                  disabled={!client}
                  onClick={() => client?.showMarker(markerOfPoint[index] ?? -1)}
                >
                  {t.mapShowOnMap}
                </button>
              )}
            />
          </div>
        ) : (
          <p className="poi-manager__empty">{t.mapNoPoints}</p>
        )}
      </div>
    </section>
  );
}
