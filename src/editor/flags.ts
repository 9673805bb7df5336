/**
 * The query flags in the browser: read from the address at start, and every change written back
 * into it (history.replaceState, so Back still leaves the page) with the spec's rules from
 * src/lib/edit-route.ts. Closing the toolbar also drops the selection and any open panel.
 */
import { readFlags, setFlag, writeFlags, type EditorFlag, type EditorFlags } from '../lib/edit-route.ts';
import { $flags, $menu, $panel } from './store.ts';

/** Reads the flags from the address bar. */
export function initFlags(): void {
  $flags.set(readFlags(location.search));
}

/** Sets all flags at once and writes them into the address. */
export function applyFlags(next: EditorFlags): void {
  $flags.set(next);
  const { pathname, search, hash } = location;
  history.replaceState(history.state, '', `${pathname}${writeFlags(search, next)}${hash}`);
  if (!next.toolbar) {
    $menu.set(null);
    $panel.set(null);
  }
}

/** Switches one flag on or off (toolbar off clears all; a panel closes the toolbar). */
export function changeFlag(flag: EditorFlag, on: boolean): void {
  applyFlags(setFlag($flags.get(), flag, on));
}
