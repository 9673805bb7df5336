/**
 * The map's remembered choices (visitor spec §4 Map): the light or dark theme, kept in
 * localStorage; and whether the location tooltip was seen, kept in sessionStorage (it shows until
 * seen once per session). Storage may be missing or throw (private modes, blocked cookies): the
 * map then simply forgets. Pure apart from the storage object passed in.
 */

export const MAP_THEMES = ['light', 'dark'] as const;
export type MapTheme = (typeof MAP_THEMES)[number];

/** localStorage key of the map theme. */
export const MAP_THEME_KEY = 'mapTheme';
/** sessionStorage key set once the location tooltip was shown. */
export const LOCATION_TOOLTIP_KEY = 'mapLocationTooltipSeen';

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'setItem'>;

/** A stored theme value; anything unknown reads as 'light'. */
export function parseMapTheme(raw: string | null | undefined): MapTheme {
  return raw === 'dark' ? 'dark' : 'light';
}

export function otherTheme(theme: MapTheme): MapTheme {
  return theme === 'dark' ? 'light' : 'dark';
}

function safeGet(storage: ReadStorage | null | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeSet(storage: WriteStorage | null | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // storage full or blocked: the choice lasts for this page only
  }
}

export function readMapTheme(storage: ReadStorage | null | undefined): MapTheme {
  return parseMapTheme(safeGet(storage, MAP_THEME_KEY));
}

export function storeMapTheme(storage: WriteStorage | null | undefined, theme: MapTheme): void {
  safeSet(storage, MAP_THEME_KEY, theme);
}

/**
 * Whether to show the location tooltip now; marks it seen, so it shows once per session.
 *
 * @example
 * takeLocationTooltip(sessionStorage); // true the first time in a session, then false
 */
export function takeLocationTooltip(storage: (ReadStorage & WriteStorage) | null | undefined): boolean {
  if (safeGet(storage, LOCATION_TOOLTIP_KEY) === '1') return false;
  safeSet(storage, LOCATION_TOOLTIP_KEY, '1');
  return true;
}

/** Build-time configuration of the production map styles (swisstopo light and imagery dark). */
export interface MapStyleEnv {
  PUBLIC_MAP_STYLE_LIGHT?: string | undefined;
  PUBLIC_MAP_STYLE_DARK?: string | undefined;
}

/** The offline styles under public/map/: the default for development and tests. */
export const OFFLINE_MAP_STYLES: Record<MapTheme, string> = {
  light: '/map/style-light.json',
  dark: '/map/style-dark.json',
};

/**
 * The style URL for a theme: the configured one, else the offline style. A configured light style
 * without a dark one keeps the dark theme offline rather than mixing sources silently.
 */
export function mapStyleUrl(theme: MapTheme, env: MapStyleEnv): string {
  const configured = theme === 'dark' ? env.PUBLIC_MAP_STYLE_DARK : env.PUBLIC_MAP_STYLE_LIGHT;
  const url = typeof configured === 'string' ? configured.trim() : '';
  return url === '' ? OFFLINE_MAP_STYLES[theme] : url;
}
