/**
 * mapContainer view: the play page's map of the urban golf course (visitor spec §2 Play page,
 * §4 Map drawers and Map). Markers for every hole's points of interest (one per spot), each
 * hole's route, and one bottom drawer per hole. The drawer in front is the active hole, shared
 * with the score card through `$activeHole`; the map flies to its first marker. Without a chosen
 * hole the map shows the whole course.
 */
import { Picture } from '../../components/Picture.tsx';
import { imageUrlAt } from '../../lib/media/variants.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { $activeHole, activeHoleIndex, setActiveHole } from '../../game/active-hole.ts';
import { mapTexts } from '../../i18n/visitor/map.ts';
import { fieldText } from '../../lib/content.ts';
import { boundsOf } from '../../lib/map/bounds.ts';
import type { LngLat } from '../../lib/map/constants.ts';
import type { SnapPoint } from '../../lib/map/drawer.ts';
import { dedupeMarkers, focusPoint, holeMarkers } from '../../lib/map/markers.ts';
import { readMapHoles, type MapHole } from '../mapDetails/holes.ts';
import type { BlockProps } from '../types.ts';
import type { RouteLine } from './map-client.ts';
import { $mapTheme } from './map-stores.ts';
import { MapDrawers } from './MapDrawers.tsx';
import { MapStage } from './MapStage.tsx';
import type { mapContainerSchema } from './schema.ts';
import { holeMapTexts } from './texts.ts';
import { useMapClient } from './useMapClient.ts';

/** A popup draws its photo at most 240 CSS px wide; twice that for sharp screens. */
const MAP_POPUP_IMAGE_WIDTH = 480;
/** The hole drawer: a side panel on wide screens, the full width on phones. */
const MAP_DRAWER_IMAGE_SIZES = '(min-width: 768px) 400px, 100vw';

export function MapContainerView({ group, options, fields }: BlockProps<typeof mapContainerSchema>) {
  const { locale, mode, site, pageHref } = useRenderContext();
  const t = mapTexts[locale];
  const id = useId();
  const titleTag = useTitleTag(group.id);
  const hasTitle = fieldText(fields.title, locale) !== null || mode === 'edit';

  const holes = useMemo(() => readMapHoles(site.pages, locale, pageHref), [site.pages, locale, pageHref]);
  const markers = useMemo(
    () =>
      dedupeMarkers(
        holes.flatMap((hole) =>
          holeMarkers({
            pageId: hole.pageId,
            number: hole.number,
            title: hole.title,
            imageUrl: hole.image ? imageUrlAt(hole.image, MAP_POPUP_IMAGE_WIDTH) : null,
            href: hole.href,
            hrefLabel: t.mapHoleLink,
            pointsOfInterest: hole.pointsOfInterest,
          }),
        ),
      ),
    [holes, t],
  );
  const routes = useMemo<RouteLine[]>(
    () =>
      holes.flatMap((hole) =>
        hole.route && hole.route.length >= 2 ? [{ pageId: hole.pageId, coordinates: hole.route }] : [],
      ),
    [holes],
  );
  const courseBounds = useMemo(
    () => boundsOf([...markers.map((m): LngLat => [m.lng, m.lat]), ...routes.flatMap((r) => r.coordinates)]),
    [markers, routes],
  );
  const texts = useMemo(() => holeMapTexts(t), [t]);

  const chosen = useStore($activeHole, { ssr: 'initial' });
  const pageIds = holes.map((h) => h.pageId);
  const active = activeHoleIndex(pageIds, chosen);
  const activeHole = holes[active] ?? null;
  // A hole counts as chosen once the player (or the score card) picked one of these holes.
  const chosenHole = chosen !== null && pageIds.includes(chosen) ? chosen : null;
  const [snap, setSnap] = useState<SnapPoint>(0.2);
  const theme = useStore($mapTheme, { ssr: 'initial' });

  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const { status, client } = useMapClient({
    stageRef,
    canvasRef,
    texts,
    theme,
    markers,
    routes,
    activePageId: activeHole?.pageId ?? null,
  });

  // The first view is set at once (the course, or the hole chosen before a reload); later the map
  // flies to each newly chosen hole.
  const placed = useRef(false);
  useEffect(() => {
    if (!client) return;
    const instant = !placed.current;
    placed.current = true;
    const hole = holes.find((h) => h.pageId === chosenHole);
    const focus = hole ? focusPoint(hole.pointsOfInterest, hole.route) : null;
    if (focus) client.flyTo(focus, instant);
    else if (courseBounds) client.fitTo(courseBounds, instant);
  }, [client, chosenHole, holes, courseBounds]);

  const renderBody = (hole: MapHole) => (
    <>
      {hole.image ? (
        <Picture
          media={hole.image}
          locale={locale}
          className="map-drawer__image"
          sizes={MAP_DRAWER_IMAGE_SIZES}
        />
      ) : null}
      {mode === 'live' && hole.descriptionField ? (
        <RichText field={hole.descriptionField} className="map-drawer__text" />
      ) : hole.description ? (
        <p className="map-drawer__text">{hole.description}</p>
      ) : null}
      {hole.href ? (
        <p>
          <a className="button button--text" href={hole.href}>
            {t.mapHoleLink}
          </a>
        </p>
      ) : null}
    </>
  );

  return (
    <section className="block map-container">
      {hasTitle || fieldText(fields.description, locale) !== null ? (
        <div className="block__inner map-container__head">
          <Text field={fields.title} as={titleTag} />
          <RichText field={fields.description} />
        </div>
      ) : null}
      <div className="map-container__frame">
        <MapStage
          stageRef={stageRef}
          canvasRef={canvasRef}
          status={status}
          client={client}
          theme={theme}
          size={options.size}
          t={t}
          showGeolocation={options.showGeolocation}
        >
          <MapDrawers
            id={id}
            holes={holes}
            active={active}
            onActivate={(index) => setActiveHole(holes[index]?.pageId ?? null)}
            snap={snap}
            onSnap={setSnap}
            t={t}
            headingLevel={hasTitle && titleTag === 'h2' ? 'h3' : 'h2'}
            renderBody={renderBody}
          />
        </MapStage>
      </div>
    </section>
  );
}
