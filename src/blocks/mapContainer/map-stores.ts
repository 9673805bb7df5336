/**
 * Browser state of the maps: the light/dark theme (localStorage, shared by every map on the page)
 * and the once-per-session location tooltip (sessionStorage). Views read them with
 * `useStore(store, { ssr: 'initial' })`: the server HTML shows the defaults, the stored values
 * arrive right after hydration. Nothing touches storage at import time.
 */
import { atom, onMount } from 'nanostores';
import {
  otherTheme,
  readMapTheme,
  storeMapTheme,
  takeLocationTooltip,
  type MapTheme,
} from '../../lib/map/preferences.ts';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export const $mapTheme = atom<MapTheme>('light');
onMount($mapTheme, () => {
  $mapTheme.set(readMapTheme(storage('localStorage')));
});

/** Switches light <-> dark and remembers the choice on this device. */
export function toggleMapTheme(): void {
  const next = otherTheme($mapTheme.get());
  $mapTheme.set(next);
  storeMapTheme(storage('localStorage'), next);
}

export const $locationTooltip = atom(false);
onMount($locationTooltip, () => {
  if (takeLocationTooltip(storage('sessionStorage'))) $locationTooltip.set(true);
});

export function dismissLocationTooltip(): void {
  $locationTooltip.set(false);
}
