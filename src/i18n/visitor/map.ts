/** Visitor texts: the urban golf map (mapContainer, its drawers, mapDetails, poiManager). */
import type { AreaTexts } from './area.ts';

const de = {
  /** Label of the map area (drawers, buttons and the map canvas). */
  mapRegion: 'Karte',
  /** MapLibre's canvas label. */
  mapCanvas: 'Interaktive Karte',
  mapZoomIn: 'Hineinzoomen',
  mapZoomOut: 'Herauszoomen',
  mapResetBearing: 'Karte nach Norden ausrichten',
  mapPopupClose: 'Popup schliessen',
  mapAttribution: 'Quellenangaben ein- oder ausblenden',
  mapLoading: 'Karte wird geladen …',
  mapUnavailable: 'Die Karte kann auf diesem Gerät nicht angezeigt werden.',
  mapDarkTheme: 'Dunkle Karte',
  mapShowLocation: 'Meinen Standort anzeigen',
  mapLocationTooltip: 'Tippen Sie hier, um Ihren Standort auf der Karte zu sehen.',
  mapLocationTooltipClose: 'Hinweis schliessen',
  mapYourLocation: 'Ihr Standort',
  /** Label of the group of hole drawers. */
  mapHoles: 'Löcher',
  /** {number} and {count} are filled in. */
  mapHoleOf: 'Loch {number} von {count}',
  /** {number} is filled in. */
  mapHole: 'Loch {number}',
  mapDrawerExpand: 'Details anzeigen',
  mapDrawerBack: 'Zurück zur Karte',
  mapPreviousHole: 'Vorheriges Loch',
  mapNextHole: 'Nächstes Loch',
  /** Link from a marker popup or drawer to the hole's own page. */
  mapHoleLink: 'Mehr zu diesem Loch',
  mapIconStart: 'Start',
  mapIconEnd: 'Ziel',
  mapIconParty: 'Party',
  mapIconDefault: 'Punkt',
  /** {number} is filled in. */
  mapPoint: 'Punkt {number}',
  mapPoints: 'Punkte auf der Karte',
  mapNoPoints: 'Für diese Karte sind noch keine Punkte erfasst.',
  mapShowOnMap: 'Auf der Karte zeigen',
  /** {length} is filled in (e.g. '320 m'). */
  mapRouteLength: 'Strecke: {length}',
  /** {number} is filled in. */
  mapRouteSketch: 'Skizze der Strecke von Loch {number}',
  mapBackToPlay: 'Zurück zur Spielkarte',
  /** {latitude} and {longitude} are filled in. */
  mapCoordinates: '{latitude}° N, {longitude}° O',
};

export const mapTexts: AreaTexts<typeof de> = {
  de,
  en: {
    mapRegion: 'Map',
    mapCanvas: 'Interactive map',
    mapZoomIn: 'Zoom in',
    mapZoomOut: 'Zoom out',
    mapResetBearing: 'Point the map north',
    mapPopupClose: 'Close popup',
    mapAttribution: 'Show or hide the map credits',
    mapLoading: 'Loading the map …',
    mapUnavailable: 'The map cannot be shown on this device.',
    mapDarkTheme: 'Dark map',
    mapShowLocation: 'Show my location',
    mapLocationTooltip: 'Tap here to see your location on the map.',
    mapLocationTooltipClose: 'Close hint',
    mapYourLocation: 'Your location',
    mapHoles: 'Holes',
    mapHoleOf: 'Hole {number} of {count}',
    mapHole: 'Hole {number}',
    mapDrawerExpand: 'Show details',
    mapDrawerBack: 'Back to the map',
    mapPreviousHole: 'Previous hole',
    mapNextHole: 'Next hole',
    mapHoleLink: 'More about this hole',
    mapIconStart: 'Start',
    mapIconEnd: 'Finish',
    mapIconParty: 'Party',
    mapIconDefault: 'Point',
    mapPoint: 'Point {number}',
    mapPoints: 'Points on the map',
    mapNoPoints: 'No points have been added to this map yet.',
    mapShowOnMap: 'Show on the map',
    mapRouteLength: 'Route: {length}',
    mapRouteSketch: 'Sketch of the route of hole {number}',
    mapBackToPlay: 'Back to the score card',
    mapCoordinates: '{latitude}° N, {longitude}° E',
  },
};
