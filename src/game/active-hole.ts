/**
 * The hole the player is on: shared by the score card (scoreTracker) and the map drawers
 * (mapContainer), so moving to a hole on one moves the other. The value is a 'map' collection
 * page id; null means "none chosen yet" (the views then show the first hole). It is kept in
 * sessionStorage, so a reload during a round stays on the same hole.
 *
 * Views read it with `useStore($activeHole, { ssr: 'initial' })` (the server HTML has no hole
 * chosen; the stored one arrives right after hydration) and change it with `setActiveHole`.
 */
import { atom, onMount } from 'nanostores';

/** sessionStorage key of the active hole's page id. */
export const ACTIVE_HOLE_KEY = 'activeHole';

export const $activeHole = atom<string | null>(null);

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

onMount($activeHole, () => {
  if ($activeHole.get() !== null) return;
  try {
    const stored = session()?.getItem(ACTIVE_HOLE_KEY) ?? null;
    if (stored) $activeHole.set(stored);
  } catch {
    // storage blocked: start without a chosen hole
  }
});

/**
 * Makes a hole page the active one (null: none chosen).
 *
 * @example
 * setActiveHole(page.id); // the score card and the map drawers both move to this hole
 */
export function setActiveHole(pageId: string | null): void {
  $activeHole.set(pageId);
  try {
    if (pageId === null) session()?.removeItem(ACTIVE_HOLE_KEY);
    else session()?.setItem(ACTIVE_HOLE_KEY, pageId);
  } catch {
    // storage blocked or full: the choice lasts for this page only
  }
}

/**
 * The index of the active hole among the hole page ids (in order); the first hole (0) when none
 * is chosen or the chosen one is not among them.
 *
 * @example
 * activeHoleIndex(['page-a', 'page-b'], 'page-b'); // 1
 * activeHoleIndex(['page-a', 'page-b'], null);     // 0
 */
export function activeHoleIndex(pageIds: readonly string[], active: string | null): number {
  const index = active === null ? -1 : pageIds.indexOf(active);
  return index < 0 ? 0 : index;
}

/** The page id of the hole that is shown as active (see activeHoleIndex); null without holes. */
export function resolveActiveHole(pageIds: readonly string[], active: string | null): string | null {
  return pageIds[activeHoleIndex(pageIds, active)] ?? null;
}
