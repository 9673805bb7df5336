/**
 * The open game as every game screen sees it (gameSetup and scoreTracker islands): which game the
 * screen opens (`?id=` first, else the id stored in this browser), the store's optimistic view,
 * and the spec's not-found rule: a game that does not exist clears the stored id (the store does
 * that) and sends the player to the root.
 *
 * Several islands on one page share the store module, so a game is opened once per page load.
 * Before hydration (and in the static HTML) nothing is open: screens render their waiting state.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useSyncExternalStore } from 'react';
import {
  $game,
  gameConfirmed,
  openGame,
  storedGameId,
  type GameStatus,
  type GameView,
} from '../../game/store.ts';
import type { Locale } from '../../lib/content.ts';
import { rootPath, screenGameId } from '../../game/screens/screens.ts';

/**
 * - pending: not hydrated yet, or looking for the game;
 * - none: no game link and no stored game;
 * - open: a game is open (its `view.status` says whether it is connected);
 * - notFound: the game does not exist; the player is being sent to the root.
 */
export type GamePhase = 'pending' | 'none' | 'open' | 'notFound';

export interface CurrentGame {
  phase: GamePhase;
  view: GameView;
}

let opening: { id: string; done: Promise<GameStatus> } | null = null;

/**
 * Opens a game once per page load, however many islands ask.
 *
 * @example
 * const status = await openCurrentGame('k3v9q0'); // 'ready' | 'offline' | 'not_found'
 */
export function openCurrentGame(id: string): Promise<GameStatus> {
  if (opening?.id === id) return opening.done;
  const done = openGame(id);
  opening = { id, done };
  return done;
}

/**
 * Opens a game link's game and resolves once its room has confirmed it (`ready`: it is now this
 * phone's current game) or refused it (`not_found`: a running game stays the current one); while
 * the phone is offline it keeps waiting.
 *
 * @example
 * if ((await joinGameLink('k3v9q0')) === 'ready') goToShare();
 */
export async function joinGameLink(id: string): Promise<'ready' | 'not_found'> {
  await openCurrentGame(id);
  return gameConfirmed(id);
}

const subscribeNever = () => () => undefined;

let thisPageGameId: string | null | undefined;

/**
 * The game this page shows: the link's `?id=`, else the stored one; read once per page load (the
 * stored id is cleared when the game turns out not to exist, but the page keeps its answer).
 */
function pageGameId(): string | null {
  thisPageGameId ??= screenGameId(window.location.search, storedGameId());
  return thisPageGameId;
}

/** false while rendering on the server and hydrating, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** Sends the player to the site's root (the game does not exist). */
export function leaveForRoot(locale: Locale): void {
  window.location.replace(rootPath(locale));
}

/**
 * The game the screen shows; opens it after hydration unless `enabled` is false (edit mode).
 *
 * @example
 * const { phase, view } = useCurrentGame(locale, mode === 'live');
 */
export function useCurrentGame(locale: Locale, enabled: boolean): CurrentGame {
  const view = useStore($game);
  // undefined on the server and while hydrating; then the page's game id, or null.
  const id = useSyncExternalStore(subscribeNever, pageGameId, () => undefined);

  useEffect(() => {
    if (!enabled || id === undefined || id === null) return;
    openCurrentGame(id).catch((error: unknown) => console.error('Failed to initialize game', error));
  }, [enabled, id]);

  const notFound = enabled && typeof id === 'string' && view.status === 'not_found';
  useEffect(() => {
    if (notFound) leaveForRoot(locale);
  }, [notFound, locale]);

  if (!enabled || id === undefined) return { phase: 'pending', view };
  if (id === null) return { phase: 'none', view };
  if (notFound) return { phase: 'notFound', view };
  return { phase: view.game === null ? 'pending' : 'open', view };
}
