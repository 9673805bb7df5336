/**
 * The store's persistence in browser storage (localStorage by default): the current game id, each
 * game's unconfirmed operations (the offline queue, so a reload or a closed tab mid-game loses no
 * tap) and its last confirmed state (shown while offline after a reload). Storage that is missing
 * or refuses writes (private mode, blocked cookies) makes the store forget, never fail.
 */
import * as v from 'valibot';
import { ClientOpSchema, GameStateSchema, IdSchema, type GameState } from '../protocol.ts';
import type { PendingOp, SyncState } from '../sync.ts';
import { decideCurrentGame, type CurrentGameEvent } from './current-game.ts';

/** localStorage key of the current game id (spec §9). */
export const CURRENT_GAME_KEY = 'currentGameId';
/** localStorage key prefix of a game's unconfirmed operations. */
export const PENDING_KEY_PREFIX = 'gamePendingOps:';
/** localStorage key prefix of a game's last confirmed state (shown while offline after a reload). */
export const STATE_KEY_PREFIX = 'gameState:';

/** The part of the Web Storage API the store uses. */
export type BrowserStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PendingOpsSchema = v.array(
  v.object({ op: ClientOpSchema, queuedAt: v.pipe(v.string(), v.isoTimestamp()) }),
);

/** What a store keeps in browser storage, read and written by game. */
export interface GameStorage {
  /** The current game id, if one is kept and well-formed. */
  storedGameId(): string | null;
  /** Keeps `gameId` as the current game, or forgets the current game (`null`). */
  setCurrentGame(gameId: string | null): void;
  /**
   * Keeps the current game as a game's creation, confirmation or refusal decides
   * (`decideCurrentGame`): a game replaces the running one only once created here or confirmed.
   */
  noteCurrentGame(event: CurrentGameEvent): void;
  /** Forgets the current game id if it is `gameId`. */
  clearCurrentGame(gameId: string): void;
  /** The last confirmed state and the queued operations kept for a game (unreadable ones are dropped). */
  loadGame(gameId: string): { confirmed: GameState | null; pending: PendingOp[] };
  /** Keeps the sync state's queued operations (none: the key is removed). */
  savePending(sync: SyncState): void;
  /** Keeps the sync state's confirmed state, if it has one. */
  saveConfirmed(sync: SyncState): void;
  /** Drops a game's kept confirmed state. */
  dropConfirmed(gameId: string): void;
  /** Drops everything kept for a game the room does not know. */
  forgetGame(gameId: string): void;
}

/**
 * Makes the store's storage over `storage` (`undefined`: the browser's localStorage, if any;
 * `null`: nothing is kept).
 *
 * @example
 * const kept = createGameStorage(undefined, console.error);
 * kept.storedGameId(); // 'k3v9q0' after a game was opened on this device
 */
export function createGameStorage(
  storage: BrowserStorage | null | undefined,
  log: (message: string, error?: unknown) => void,
): GameStorage {
  function target(): BrowserStorage | null {
    if (storage !== undefined) return storage;
    try {
      return globalThis.localStorage ?? null;
    } catch {
      return null; // storage disabled (private mode, blocked cookies)
    }
  }

  function read(key: string): string | null {
    try {
      return target()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  function write(key: string, value: string | null): void {
    try {
      if (value === null) target()?.removeItem(key);
      else target()?.setItem(key, value);
    } catch (error) {
      log(`could not keep ${key} in browser storage`, error);
    }
  }

  function readJson<T extends v.GenericSchema>(key: string, schema: T): v.InferOutput<T> | null {
    const text = read(key);
    if (text === null) return null;
    try {
      const result = v.safeParse(schema, JSON.parse(text));
      return result.success ? result.output : null;
    } catch {
      return null;
    }
  }

  function clearCurrentGame(gameId: string): void {
    if (read(CURRENT_GAME_KEY) === gameId) write(CURRENT_GAME_KEY, null);
  }

  function dropConfirmed(gameId: string): void {
    write(STATE_KEY_PREFIX + gameId, null);
  }

  return {
    storedGameId() {
      const id = read(CURRENT_GAME_KEY);
      return id !== null && v.is(IdSchema, id) ? id : null;
    },
    setCurrentGame(gameId) {
      write(CURRENT_GAME_KEY, gameId);
    },
    clearCurrentGame,
    noteCurrentGame(event) {
      const kept = read(CURRENT_GAME_KEY);
      const keptHasPending = kept !== null && read(PENDING_KEY_PREFIX + kept) !== null;
      const { current, dropStateOf } = decideCurrentGame(kept, event, keptHasPending);
      if (current !== kept) write(CURRENT_GAME_KEY, current);
      if (dropStateOf !== null) dropConfirmed(dropStateOf);
    },
    loadGame(gameId) {
      return {
        confirmed: readJson(STATE_KEY_PREFIX + gameId, GameStateSchema),
        pending: readJson(PENDING_KEY_PREFIX + gameId, PendingOpsSchema) ?? [],
      };
    },
    savePending(sync) {
      write(
        PENDING_KEY_PREFIX + sync.gameId,
        sync.pending.length === 0 ? null : JSON.stringify(sync.pending),
      );
    },
    saveConfirmed(sync) {
      if (sync.confirmed !== null) write(STATE_KEY_PREFIX + sync.gameId, JSON.stringify(sync.confirmed));
    },
    dropConfirmed,
    forgetGame(gameId) {
      write(PENDING_KEY_PREFIX + gameId, null);
      dropConfirmed(gameId);
      clearCurrentGame(gameId);
    },
  };
}
