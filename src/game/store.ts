/**
 * The browser's game store: one game at a time, fed by a reconnecting partysocket connection to the
 * game's room, exposed as the nanostores atom `$game` (the optimistic view) and a few commands.
 * Its parts live in `store/`:
 *
 * - `session.ts`: the open game's status and sync state; `$game` is the room's confirmed state with
 *   the pending operations on top (`sync.ts`), recomputed after every welcome, broadcast and ack.
 * - `storage.ts`: the current game id (spec §9) and each game's queued operations and last state in
 *   localStorage, so a reload or a closed tab mid-game loses no tap.
 * - `connection.ts`: the rooms' address, the socket, and what the room sends; after a reconnect
 *   every unconfirmed operation is sent again (the room ignores the ones it already has). A game
 *   the room does not know (or turns away) clears its stored id, and the screens go to the root
 *   (the start screen, opened by a link, stays and says why); an id that cannot be a game's
 *   (`isGameId`) is refused without asking a room;
 *   a game opened by a link becomes the stored current game only once its room confirmed it
 *   (`current-game.ts`), so a link that does not work leaves a running game in place. A heartbeat
 *   notices a connection that silently stopped.
 * - `commands.ts`: what the screens call; every command is an operation with a fresh operation id.
 *
 * Screens and the map import the default store's functions below; tests make their own stores with
 * `createGameStore(deps)`. Nothing here runs at import time, so it is safe in server rendering.
 */
import type { ReadableAtom } from 'nanostores';
import { randomId } from './ids.ts';
import { createCommands, type GameCommands } from './store/commands.ts';
import { createConnection, type ConnectionDeps } from './store/connection.ts';
import { createSession, type GameView } from './store/session.ts';
import { createGameStorage, type BrowserStorage } from './store/storage.ts';

export { CONFIG_PATH } from './store/connection.ts';
export type { GameRefusal, GameStatus, GameView } from './store/session.ts';
export { CURRENT_GAME_KEY, PENDING_KEY_PREFIX, STATE_KEY_PREFIX } from './store/storage.ts';
export type { Game, HoleScore, Player } from './protocol.ts';

/**
 * The shareable link of a game (spec §2).
 *
 * @example
 * gameLink('https://optik.ch', 'de', 'k3v9q0'); // 'https://optik.ch/de/game?id=k3v9q0'
 */
export function gameLink(origin: string, locale: string, id: string): string {
  return `${origin}/${locale}/game?id=${encodeURIComponent(id)}`;
}

/** What a store uses from its environment; the browser's by default. */
export interface GameStoreDeps extends ConnectionDeps {
  /** Where ids, queued operations and the last state are kept (default: localStorage). */
  storage?: BrowserStorage | null;
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
}

/** One game store: the open game's view and the commands that change it. */
export interface GameStore extends GameCommands {
  $game: ReadableAtom<GameView>;
  configureGame(options: { partyHost?: string }): Promise<void>;
}

/**
 * Makes a game store. The module's default store (the exports below) is `createGameStore()`.
 *
 * @example
 * const phone = createGameStore({ storage: memoryStorage(), WebSocket });
 * await phone.configureGame({ partyHost: '127.0.0.1:1999' });
 * const id = await phone.createGame();
 */
export function createGameStore(deps: GameStoreDeps = {}): GameStore {
  const log =
    deps.log ?? ((message: string, error?: unknown) => console.error(`[game] ${message}`, error ?? ''));
  const session = createSession();
  const storage = createGameStorage(deps.storage, log);
  const connection = createConnection({ deps, session, storage, clientId: randomId(16), log });
  const commands = createCommands({ session, storage, connection, now: deps.now ?? (() => new Date()) });

  // A phone waking up or coming back online should not wait for the next reconnect attempt.
  if (typeof window !== 'undefined' && typeof document !== 'undefined') {
    window.addEventListener('online', connection.reconnectNow);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') connection.reconnectNow();
    });
  }

  return { $game: session.$game, configureGame: connection.configureGame, ...commands };
}

const defaultStore = createGameStore();

/** The open game's optimistic view. */
export const $game: ReadableAtom<GameView> = defaultStore.$game;
/** Sets the rooms' host (`host:port`, or with `ws://` / `wss://`); without one, asks `/api/v1/game/config` once. */
export const configureGame = defaultStore.configureGame;
/** Creates a game under a new id, stores it as the current game and connects; resolves with the id once the room has it (or is unreachable: the creation stays queued). */
export const createGame = defaultStore.createGame;
/** Opens a game and resolves with its first settled status (`ready`, `not_found` or `offline`); `not_found` clears its stored id; the game becomes the stored current one once its room confirms it. */
export const openGame = defaultStore.openGame;
/** Resolves once the room confirmed (`ready`) or refused (`not_found`) the open game, however long the phone is offline meanwhile. */
export const gameConfirmed = defaultStore.gameConfirmed;
/** The current game id kept in the browser, if any. */
export const storedGameId = defaultStore.storedGameId;
/** Closes the game and forgets the current game id (queued changes stay for the next visit). */
export const leaveGame = defaultStore.leaveGame;
/** Adds a player (name trimmed, empty ignored); returns the new player's id, or null if nothing was added. */
export const addPlayer = defaultStore.addPlayer;
/** Renames a player (name trimmed, empty ignored). */
export const renamePlayer = defaultStore.renamePlayer;
/** Removes a player and their scores. */
export const removePlayer = defaultStore.removePlayer;
/** One tap on plus (1) or minus (-1) for a player on a hole page; never below 0. */
export const changeScore = defaultStore.changeScore;
/** Reports the second-last hole page's completeness to the game (sent only when it changes). */
export const reportPageComplete = defaultStore.reportPageComplete;
