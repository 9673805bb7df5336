/**
 * The browser half of the maps: MapLibre GL with the configured style, HTML markers (buttons)
 * with popups, the holes' route lines and the visitor's position. Only the map islands load this
 * module, with a dynamic import once they are on screen, so MapLibre, its worker and its CSS never
 * weigh on other pages. Popups are built from DOM nodes (never HTML strings): their texts come
 * from the content and cannot inject markup.
 */
import type { FeatureCollection } from 'geojson';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
// As a URL, not a CSS import: Astro would link an imported stylesheet from every page of the
// route, so the map's CSS (about 70 KB) is added to the document only when a map loads.
import maplibreCssUrl from 'maplibre-gl/dist/maplibre-gl.css?url';
import { MAP_DEFAULTS, type Bounds, type LngLat } from '../../lib/map/constants.ts';
import { markerNumbers, type MapMarker } from '../../lib/map/markers.ts';

maplibregl.setWorkerUrl(workerUrl);
// Importers wait for the styles, so no map is drawn unstyled.
await addStylesheetOnce(maplibreCssUrl);

/** Links a stylesheet into the document unless it is already there; resolves once it loaded. */
function addStylesheetOnce(href: string): Promise<void> {
  if ([...document.querySelectorAll('link[rel="stylesheet"]')].some((l) => l.getAttribute('href') === href))
    return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((done) => {
    // A failed stylesheet only costs the looks of the controls; the map still works.
    link.addEventListener('load', () => done());
    link.addEventListener('error', () => done());
  });
  document.head.append(link);
  return loaded;
}

/** Texts the map shows; markers and popups get theirs from the view's dictionary. */
export interface MapTexts {
  canvas: string;
  zoomIn: string;
  zoomOut: string;
  resetBearing: string;
  popupClose: string;
  attribution: string;
  yourLocation: string;
  /** The accessible name of a marker button. */
  describeMarker: (marker: MapMarker) => string;
  /** The small line above a popup entry's title, e.g. 'Loch 2 · Start'. */
  popupKicker: (marker: MapMarker) => string;
}

/** A hole's route line. */
export interface RouteLine {
  pageId: string;
  coordinates: readonly LngLat[];
}

export interface MapClientOptions {
  container: HTMLElement;
  styleUrl: string;
  /** CSS colour of the active hole's route. */
  routeColor: string;
  texts: MapTexts;
  onReady: () => void;
  onStyle: (styleUrl: string) => void;
  onMoveEnd: (center: LngLat, zoom: number) => void;
}

export interface MapClient {
  setStyle: (styleUrl: string) => void;
  setRoutes: (routes: readonly RouteLine[]) => void;
  setMarkers: (markers: readonly MapMarker[]) => void;
  /** Highlights the markers and route of a hole page. */
  setActivePage: (pageId: string | null) => void;
  /** Flies to a point at the fly-to zoom (800 ms), or jumps there with `instant`. */
  flyTo: (point: LngLat, instant?: boolean) => void;
  /** Fits a box into view (padding 50, max zoom 16), animated unless `instant`. */
  fitTo: (bounds: Bounds, instant?: boolean) => void;
  /** Flies to a marker (by index in the last setMarkers list) and opens its popup. */
  showMarker: (index: number) => void;
  setUserLocation: (point: LngLat | null) => void;
  destroy: () => void;
}

const ROUTE_SOURCE = 'lunette-routes';
const ROUTE_LAYER = 'lunette-routes';
const INACTIVE_ROUTE_COLOR = '#6b7785';
const SVG_NS = 'http://www.w3.org/2000/svg';

/** Small icons drawn inside the marker (24×24 viewBox); plain markers show only their number. */
const ICON_PATHS: Record<MapMarker['icon'], string | null> = {
  start: 'M8 5v14l11-7z',
  end: 'M6 3h2v18H6zM9 4h10l-2.5 4L19 12H9z',
  party: 'M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z',
  default: null,
};

function icon(kind: MapMarker['icon']): SVGSVGElement | null {
  const d = ICON_PATHS[kind];
  if (!d) return null;
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', d);
  svg.append(path);
  return svg;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function markerElement(marker: MapMarker, texts: MapTexts): HTMLButtonElement {
  const button = element('button', `map-marker map-marker--${marker.icon}`);
  button.type = 'button';
  if (marker.hasPair) button.classList.add('map-marker--pair');
  button.setAttribute('aria-label', texts.describeMarker(marker));
  const glyph = icon(marker.icon);
  if (glyph) button.append(glyph);
  button.append(element('span', 'map-marker__number', markerNumbers(marker).join('/')));
  return button;
}

function popupContent(marker: MapMarker, texts: MapTexts): HTMLElement {
  const root = element('div', 'map-popup');
  const entries = [marker, ...marker.pairs];
  const image = entries.find((e) => e.publicUrl)?.publicUrl;
  if (image) {
    const img = element('img', 'map-popup__image');
    img.src = image;
    img.alt = '';
    img.loading = 'lazy';
    root.append(img);
  }
  for (const entry of entries) {
    const section = element('div', 'map-popup__entry');
    section.append(element('p', 'map-popup__kicker', texts.popupKicker(entry)));
    section.append(element('p', 'map-popup__title', entry.popupText));
    if (entry.pageUrl && entry.pageUrlLabel) {
      const link = element('a', 'map-popup__link', entry.pageUrlLabel);
      link.href = entry.pageUrl;
      section.append(link);
    }
    root.append(section);
  }
  return root;
}

/**
 * Creates the map. Throws when the browser cannot draw it (no WebGL); the caller shows its
 * fallback. Map errors later on (a style or source that fails to load) are logged only.
 */
export function createMapClient(options: MapClientOptions): MapClient {
  const { container, texts } = options;
  let styleUrl = options.styleUrl;
  let routes: readonly RouteLine[] = [];
  let activePageId: string | null = null;
  let markers: { data: MapMarker; marker: maplibregl.Marker; popup: maplibregl.Popup }[] = [];
  let userMarker: maplibregl.Marker | null = null;

  const map = new maplibregl.Map({
    container,
    style: styleUrl,
    center: [...MAP_DEFAULTS.center],
    zoom: MAP_DEFAULTS.zoom,
    minZoom: MAP_DEFAULTS.minZoom,
    maxZoom: 19,
    maxBounds: [[...MAP_DEFAULTS.maxBounds[0]], [...MAP_DEFAULTS.maxBounds[1]]],
    attributionControl: false,
    // Tiles and labels appear without a fade: every fade frame is main-thread work a tap waits for.
    fadeDuration: 0,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    locale: {
      'Map.Title': texts.canvas,
      'NavigationControl.ZoomIn': texts.zoomIn,
      'NavigationControl.ZoomOut': texts.zoomOut,
      'NavigationControl.ResetBearing': texts.resetBearing,
      'Popup.Close': texts.popupClose,
      'AttributionControl.ToggleAttribution': texts.attribution,
    },
  });
  map.touchZoomRotate.disableRotation();
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  map.addControl(new maplibregl.AttributionControl({ compact: true }), 'top-right');

  const routeData = (): FeatureCollection => ({
    type: 'FeatureCollection',
    features: routes.map((route) => ({
      type: 'Feature',
      properties: { pageId: route.pageId, active: route.pageId === activePageId },
      geometry: { type: 'LineString', coordinates: route.coordinates.map(([lng, lat]) => [lng, lat]) },
    })),
  });

  const addRouteLayer = () => {
    if (map.getSource(ROUTE_SOURCE)) return;
    map.addSource(ROUTE_SOURCE, { type: 'geojson', data: routeData() });
    map.addLayer({
      id: ROUTE_LAYER,
      type: 'line',
      source: ROUTE_SOURCE,
      layout: {
        'line-join': 'round',
        'line-cap': 'round',
        'line-sort-key': ['case', ['get', 'active'], 1, 0],
      },
      paint: {
        'line-width': MAP_DEFAULTS.routeWidth,
        'line-opacity': MAP_DEFAULTS.routeOpacity,
        'line-color': ['case', ['get', 'active'], options.routeColor, INACTIVE_ROUTE_COLOR],
      },
    });
  };

  const updateRoutes = () => {
    const source = map.getSource<maplibregl.GeoJSONSource>(ROUTE_SOURCE);
    if (source) source.setData(routeData());
  };

  const updateActiveMarkers = () => {
    for (const { data, marker } of markers) {
      const active = [data, ...data.pairs].some((m) => m.pageId !== null && m.pageId === activePageId);
      marker.getElement().classList.toggle('is-active', active);
    }
  };

  // Fires for the first style and again after every theme switch (a full style reload drops
  // the route layer, so it is added again).
  map.on('style.load', () => {
    addRouteLayer();
    options.onStyle(styleUrl);
  });
  map.once('load', () => options.onReady());
  map.on('moveend', () => {
    const center = map.getCenter();
    options.onMoveEnd([center.lng, center.lat], map.getZoom());
  });
  map.on('error', (event) => console.warn('Map error:', event.error?.message ?? event));

  return {
    setStyle(next) {
      if (next === styleUrl) return;
      styleUrl = next;
      map.setStyle(next, { diff: false });
    },
    setRoutes(next) {
      routes = next;
      updateRoutes();
    },
    setMarkers(next) {
      for (const { marker, popup } of markers) {
        popup.remove();
        marker.remove();
      }
      markers = next.map((data) => {
        const element = markerElement(data, texts);
        const marker = new maplibregl.Marker({ element, anchor: 'center' })
          .setLngLat([data.lng, data.lat])
          .addTo(map);
        const popup = new maplibregl.Popup({ offset: 22, maxWidth: '260px' }).setDOMContent(
          popupContent(data, texts),
        );
        element.setAttribute('aria-expanded', 'false');
        popup.on('open', () => element.setAttribute('aria-expanded', 'true'));
        popup.on('close', () => {
          element.setAttribute('aria-expanded', 'false');
          // Closed from its own close button: the keyboard focus goes back to the marker.
          if (document.activeElement === document.body) element.focus({ preventScroll: true });
        });
        // One toggle per activation, whether by mouse, touch or keyboard (the button's click). The
        // map must not see this click: it would close the popup that just opened.
        element.addEventListener('click', (event) => {
          event.stopPropagation();
          if (popup.isOpen()) popup.remove();
          else popup.setLngLat([data.lng, data.lat]).addTo(map);
        });
        return { data, marker, popup };
      });
      updateActiveMarkers();
    },
    setActivePage(pageId) {
      activePageId = pageId;
      updateRoutes();
      updateActiveMarkers();
    },
    flyTo([lng, lat], instant = false) {
      if (instant) map.jumpTo({ center: [lng, lat], zoom: MAP_DEFAULTS.flyZoom });
      else
        map.flyTo({ center: [lng, lat], zoom: MAP_DEFAULTS.flyZoom, duration: MAP_DEFAULTS.flyDurationMs });
    },
    fitTo([[west, south], [east, north]], instant = false) {
      map.fitBounds(
        [
          [west, south],
          [east, north],
        ],
        { padding: MAP_DEFAULTS.fitPadding, maxZoom: MAP_DEFAULTS.fitMaxZoom, animate: !instant },
      );
    },
    showMarker(index) {
      const entry = markers[index];
      if (!entry) return;
      this.flyTo([entry.data.lng, entry.data.lat]);
      if (!entry.popup.isOpen()) entry.popup.setLngLat([entry.data.lng, entry.data.lat]).addTo(map);
    },
    setUserLocation(point) {
      if (!point) {
        userMarker?.remove();
        userMarker = null;
        return;
      }
      if (!userMarker) {
        const dot = element('div', 'map-user-location');
        dot.setAttribute('role', 'img');
        dot.setAttribute('aria-label', texts.yourLocation);
        userMarker = new maplibregl.Marker({ element: dot }).setLngLat([point[0], point[1]]).addTo(map);
      } else {
        userMarker.setLngLat([point[0], point[1]]);
      }
    },
    destroy() {
      map.remove();
    },
  };
}
