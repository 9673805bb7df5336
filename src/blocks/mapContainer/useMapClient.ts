/**
 * Mounts a MapLibre map in a container once the island runs and the visitor is not tapping
 * (`whenQuiet`): loads the map module on demand,
 * keeps markers, routes, the highlighted hole and the theme in sync, and reports the map's state
 * on the container's stage element (`data-map-state`, `data-style`, `data-center`, `data-zoom`),
 * which the page's CSS and the end-to-end tests read.
 */
import { useEffect, useState, type RefObject } from 'react';
import type { LngLat } from '../../lib/map/constants.ts';
import type { MapMarker } from '../../lib/map/markers.ts';
import { mapStyleUrl, type MapTheme } from '../../lib/map/preferences.ts';
import { whenQuiet } from '../../lib/map/when-quiet.ts';
import type { MapClient, MapTexts, RouteLine } from './map-client.ts';
import { $mapTheme } from './map-stores.ts';

export type MapStatus = 'loading' | 'ready' | 'error';

/** The configured production styles (swisstopo light and imagery dark); offline styles without. */
export const styleFor = (theme: MapTheme) =>
  mapStyleUrl(theme, {
    PUBLIC_MAP_STYLE_LIGHT: import.meta.env.PUBLIC_MAP_STYLE_LIGHT,
    PUBLIC_MAP_STYLE_DARK: import.meta.env.PUBLIC_MAP_STYLE_DARK,
  });

/** The colour of the active route: the site's primary colour. */
function primaryColor(element: HTMLElement): string {
  const rgb = getComputedStyle(element).getPropertyValue('--color-primary').trim();
  return rgb ? `rgb(${rgb})` : 'rgb(73, 157, 221)';
}

export function useMapClient(input: {
  stageRef: RefObject<HTMLElement | null>;
  canvasRef: RefObject<HTMLElement | null>;
  texts: MapTexts;
  theme: MapTheme;
  markers: readonly MapMarker[];
  routes: readonly RouteLine[];
  activePageId: string | null;
}): { status: MapStatus; client: MapClient | null } {
  const { stageRef, canvasRef, texts, theme, markers, routes, activePageId } = input;
  const [client, setClient] = useState<MapClient | null>(null);
  const [status, setStatus] = useState<MapStatus>('loading');

  useEffect(() => {
    const container = canvasRef.current;
    const stage = stageRef.current;
    if (!container || !stage) return;
    let cancelled = false;
    let created: MapClient | null = null;
    const start = () =>
      import('./map-client.ts')
        .then(({ createMapClient }) => {
          if (cancelled) return;
          created = createMapClient({
            container,
            // The stored theme (read now, not the server default of the first render).
            styleUrl: styleFor($mapTheme.get()),
            routeColor: primaryColor(stage),
            texts,
            onReady: () => {
              if (cancelled) return;
              setClient(created);
              setStatus('ready');
            },
            onStyle: (url) => {
              stage.dataset['style'] = url;
            },
            onMoveEnd: ([lng, lat]: LngLat, zoom: number) => {
              stage.dataset['center'] = `${lng.toFixed(6)},${lat.toFixed(6)}`;
              stage.dataset['zoom'] = zoom.toFixed(2);
            },
          });
        })
        .catch((error: unknown) => {
          console.warn('The map could not be shown:', error);
          if (!cancelled) setStatus('error');
        });
    const cancelStart = whenQuiet(() => void start(), window);
    return () => {
      cancelled = true;
      cancelStart();
      created?.destroy();
    };
    // The map is created once per mount; texts only change with the locale (a new page).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, []);

  useEffect(() => client?.setStyle(styleFor(theme)), [client, theme]);
  useEffect(() => client?.setMarkers(markers), [client, markers]);
  useEffect(() => client?.setRoutes(routes), [client, routes]);
  useEffect(() => client?.setActivePage(activePageId), [client, activePageId]);

  return { status, client };
}
