/**
 * What the screens call: open, create and leave a game, and change it. Every change is an
 * operation with a fresh operation id: it shows in `$game` at once, is kept in browser storage until
 * the room confirms it, and is sent as soon as the room listens.
 */
import { isGameId, randomGameId, randomId } from '../ids.ts';
import type { ClientOp } from '../protocol.ts';
import { scoreOf } from '../scores.ts';
import { enqueue, initialSync, optimisticState, type SyncState } from '../sync.ts';
import type { GameConnection } from './connection.ts';
import { settledStatus, type GameSession, type GameStatus } from './session.ts';
import type { GameStorage } from './storage.ts';

/** The commands of one store (documented on the default store's exports in `store.ts`). */
export interface GameCommands {
  createGame(): Promise<string>;
  openGame(id: string): Promise<GameStatus>;
  gameConfirmed(id: string): Promise<'ready' | 'not_found'>;
  storedGameId(): string | null;
  leaveGame(): void;
  addPlayer(name: string): string | null;
  renamePlayer(playerId: string, name: string): void;
  removePlayer(playerId: string): void;
  changeScore(pageId: string, playerId: string, delta: 1 | -1): void;
  reportPageComplete(pageId: string, complete: boolean): void;
}

/**
 * Makes the commands of a store over its session, storage and connection.
 *
 * @example
 * const commands = createCommands({ session, storage, connection, now: () => new Date() });
 * const id = await commands.createGame();
 */
export function createCommands(parts: {
  session: GameSession;
  storage: GameStorage;
  connection: GameConnection;
  now: () => Date;
}): GameCommands {
  const { session, storage, connection, now } = parts;
  const { $session, $game, setSync, until } = session;

  /**
   * Makes `gameId` the open game. A game created here is the current one at once; an opened one
   * (a link) only once its room confirms it (the connection notes that), so a link that does not
   * work leaves the running game stored.
   */
  function start(gameId: string, sync: SyncState, created: boolean): void {
    if (created) storage.noteCurrentGame({ kind: 'created', gameId });
    setSync(sync, 'connecting');
  }

  async function openGame(id: string): Promise<GameStatus> {
    // An id that cannot be a game's (a link cut short or mistyped) need not ask a room.
    if (!isGameId(id)) {
      storage.clearCurrentGame(id);
      connection.disconnect();
      $session.set({ status: 'not_found', sync: null, refusal: 'invalid_id' });
      return 'not_found';
    }
    const current = $session.get();
    const open = current.sync?.gameId === id && current.status !== 'idle' && current.status !== 'not_found';
    if (open && connection.isOpenFor(id)) return until(settledStatus);
    connection.disconnect();
    const { confirmed, pending } = storage.loadGame(id);
    start(id, initialSync(id, confirmed, pending), false);
    await connection.open(id);
    return until(settledStatus);
  }

  /** Resolves once the room confirmed (`ready`) or refused (`not_found`) the open game `id`, offline or not meanwhile. */
  function gameConfirmed(id: string): Promise<'ready' | 'not_found'> {
    return until(({ status, sync }) => {
      if (status === 'not_found' || (sync !== null && sync.gameId !== id)) return 'not_found';
      return status === 'ready' ? 'ready' : undefined;
    });
  }

  async function createGame(): Promise<string> {
    connection.disconnect();
    const id = randomGameId();
    const op: ClientOp = { type: 'createGame', opId: randomId() };
    const sync = enqueue(initialSync(id), op, now());
    start(id, sync, true);
    storage.savePending(sync);
    await connection.open(id);
    // Resolves once the room has the game, or when it cannot be reached (the creation stays queued).
    await until((current) => {
      if (current.sync?.gameId !== id || current.status === 'offline' || current.status === 'not_found') {
        return true;
      }
      return current.sync.pending.some((pendingOp) => pendingOp.op.opId === op.opId) ? undefined : true;
    });
    return id;
  }

  function leaveGame(): void {
    const sync = $session.get().sync;
    connection.disconnect();
    if (sync !== null && sync.pending.length === 0) storage.dropConfirmed(sync.gameId);
    storage.setCurrentGame(null);
    $session.set({ status: 'idle', sync: null });
  }

  /** Queues an operation on the open game and sends it if the room is listening. */
  function submit(op: ClientOp): boolean {
    const { status, sync } = $session.get();
    if (sync === null || status === 'idle' || status === 'not_found') return false;
    const next = enqueue(sync, op, now());
    setSync(next);
    storage.savePending(next);
    connection.sendOp(op);
    return true;
  }

  function addPlayer(name: string): string | null {
    if (name.trim() === '') return null;
    const playerId = randomId();
    return submit({ type: 'addPlayer', opId: randomId(), playerId, playerName: name.trim() })
      ? playerId
      : null;
  }

  function renamePlayer(playerId: string, name: string): void {
    if (name.trim() === '') return;
    submit({ type: 'renamePlayer', opId: randomId(), playerId, playerName: name.trim() });
  }

  function removePlayer(playerId: string): void {
    submit({ type: 'removePlayer', opId: randomId(), playerId });
  }

  function changeScore(pageId: string, playerId: string, delta: 1 | -1): void {
    // A minus at 0 changes nothing (spec: never below 0); it need not travel.
    if (delta < 0 && scoreOf($game.get().holes, pageId, playerId) === 0) return;
    submit({ type: 'score', opId: randomId(), pageId, playerId, delta });
  }

  function reportPageComplete(pageId: string, complete: boolean): void {
    const sync = $session.get().sync;
    const reported = sync === null ? null : optimisticState(sync).secondLastPage;
    if (reported?.pageId === pageId && reported.complete === complete) return;
    submit({ type: 'reportPageComplete', opId: randomId(), pageId, complete });
  }

  return {
    createGame,
    openGame,
    gameConfirmed,
    storedGameId: storage.storedGameId,
    leaveGame,
    addPlayer,
    renamePlayer,
    removePlayer,
    changeScore,
    reportPageComplete,
  };
}
