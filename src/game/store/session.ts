/**
 * The open game as the store holds it (status + sync state) and the view the screens read from it.
 * The storage, connection and command parts of the store share one session.
 */
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { Game, GameState, HoleScore, Player } from '../protocol.ts';
import { optimisticState, type SyncState } from '../sync.ts';

/**
 * - idle: no game open;
 * - connecting: opening a game, no answer from its room yet;
 * - ready: the room welcomed this connection, changes flow both ways;
 * - not_found: the game cannot be played: the room has no such game, or turned it away (see
 *   `GameRefusal`); its stored id was cleared, a running game stays the current one;
 * - offline: the connection is down and being retried; changes are queued.
 */
export type GameStatus = 'idle' | 'connecting' | 'ready' | 'not_found' | 'offline';

/**
 * Why a game cannot be played (status `not_found`), for the player's message:
 * - not_found: the room has no such game;
 * - invalid_id: the id (a link's) is not a valid game id;
 * - other_site: the game belongs to another site of the network.
 */
export type GameRefusal = 'not_found' | 'invalid_id' | 'other_site';

/** What the screens show: the optimistic view of the open game. */
export interface GameView {
  status: GameStatus;
  game: Game | null;
  /** In the order they were added. */
  players: Player[];
  holes: HoleScore[];
  /** How many of this device's changes the room has not confirmed yet. */
  pending: number;
  /** Whether the second-last hole page was reported complete (spec §4 Page dots). */
  secondLastComplete: boolean;
  /** Why the game cannot be played (status `not_found`), else null. */
  refusal: GameRefusal | null;
}

/** The store's own record of the open game; `$game` is derived from it. */
export interface Session {
  status: GameStatus;
  sync: SyncState | null;
  /** Set with status `not_found`. */
  refusal?: GameRefusal;
}

/** One store's session atom, its view and the few ways the store's parts change or await it. */
export interface GameSession {
  $session: WritableAtom<Session>;
  $game: ReadableAtom<GameView>;
  /** Replaces the sync state, and the status when one is given. */
  setSync(sync: SyncState, status?: GameStatus): void;
  setStatus(status: GameStatus): void;
  /** Resolves with the first value `check` returns for the session (now or after a change). */
  until<T>(check: (session: Session) => T | undefined): Promise<T>;
}

/**
 * Makes an idle session.
 *
 * @example
 * const session = createSession();
 * session.$game.get().status; // 'idle'
 */
export function createSession(): GameSession {
  const $session = atom<Session>({ status: 'idle', sync: null });
  const $game = computed($session, viewOf);

  function setSync(sync: SyncState, status?: GameStatus): void {
    const session = $session.get();
    $session.set(withStatus({ ...session, sync }, status ?? session.status));
  }

  function setStatus(status: GameStatus): void {
    const session = $session.get();
    if (session.status !== status) $session.set(withStatus(session, status));
  }

  function until<T>(check: (session: Session) => T | undefined): Promise<T> {
    const current = check($session.get());
    if (current !== undefined) return Promise.resolve(current);
    return new Promise((resolve) => {
      const unbind = $session.listen((session) => {
        const value = check(session);
        if (value === undefined) return;
        unbind();
        resolve(value);
      });
    });
  }

  return { $session, $game, setSync, setStatus, until };
}

/** A refusal belongs to `not_found` only. */
function withStatus(session: Session, status: GameStatus): Session {
  if (status === 'not_found') return { ...session, status };
  return { status, sync: session.sync };
}

/** The status once the room has answered (or cannot be reached); undefined while connecting. */
export function settledStatus(session: Session): GameStatus | undefined {
  return session.status === 'connecting' ? undefined : session.status;
}

function viewOf(session: Session): GameView {
  if (session.sync === null) {
    return {
      status: session.status,
      game: null,
      players: [],
      holes: [],
      pending: 0,
      secondLastComplete: false,
      refusal: refusalOf(session),
    };
  }
  const state: GameState = optimisticState(session.sync);
  return {
    status: session.status,
    game: state.game,
    players: state.players,
    holes: state.holes,
    pending: session.sync.pending.length,
    secondLastComplete: state.secondLastPage?.complete ?? false,
    refusal: refusalOf(session),
  };
}

function refusalOf(session: Session): GameRefusal | null {
  return session.status === 'not_found' ? (session.refusal ?? 'not_found') : null;
}
