/**
 * A client's copy of a game, kept in step with the room: the state the room confirmed plus the
 * operations this client made that the room has not confirmed yet (pending, oldest first). The
 * optimistic view a player sees is the confirmed state with the pending operations applied on top;
 * it is recomputed (rebased) after every welcome, `applied` broadcast and ack.
 *
 * Pure functions over plain data: `store.ts` feeds them the room's messages and keeps the result.
 */
import { applyOp, isApplied, stampOp } from './reducer.ts';
import {
  emptyGameState,
  type AckMessage,
  type AppliedMessage,
  type ClientOp,
  type GameState,
} from './protocol.ts';

/** An operation waiting for the room, with the local time it was made (its optimistic timestamp). */
export interface PendingOp {
  op: ClientOp;
  queuedAt: string;
}

export interface SyncState {
  /** The game id (the room name). */
  gameId: string;
  /** The room's state as last confirmed; null before the first welcome (and no stored copy). */
  confirmed: GameState | null;
  /** This client's operations the room has not confirmed yet, in the order they were made. */
  pending: PendingOp[];
}

/**
 * A fresh copy of a game, optionally starting from a stored confirmed state and stored pending
 * operations (a reload keeps queued taps).
 *
 * @example
 * const sync = initialSync('g1'); // { gameId: 'g1', confirmed: null, pending: [] }
 */
export function initialSync(
  gameId: string,
  confirmed: GameState | null = null,
  pending: PendingOp[] = [],
): SyncState {
  return { gameId, confirmed, pending };
}

/**
 * The optimistic view: the confirmed state (an empty one before any welcome) with every pending
 * operation applied, stamped with the time it was made. Pending operations the confirmed state
 * already holds are skipped by the reducer.
 *
 * @example
 * const view = optimisticState(sync);
 */
export function optimisticState(sync: SyncState): GameState {
  let state = sync.confirmed ?? emptyGameState();
  for (const { op, queuedAt } of sync.pending) {
    state = applyOp(state, stampOp(op, { gameId: sync.gameId, at: queuedAt }));
  }
  return state;
}

/**
 * Adds an operation this client just made.
 *
 * @example
 * sync = enqueue(sync, { type: 'score', opId, pageId, playerId, delta: 1 }, new Date());
 */
export function enqueue(sync: SyncState, op: ClientOp, now: Date): SyncState {
  return { ...sync, pending: [...sync.pending, { op, queuedAt: now.toISOString() }] };
}

/**
 * The room's full state (on connect, reconnect or resync) replaces the confirmed one; pending
 * operations the room already applied are dropped, the rest stay to be sent again.
 *
 * @example
 * sync = receiveWelcome(sync, message.state);
 * for (const { op } of sync.pending) send(op);
 */
export function receiveWelcome(sync: SyncState, state: GameState): SyncState {
  return { ...sync, confirmed: state, pending: sync.pending.filter(({ op }) => !isApplied(state, op.opId)) };
}

/**
 * Applies the operations the room broadcast (one room write's worth). `resync` is true when the
 * message does not follow the confirmed state (a missed broadcast): the caller asks for a fresh
 * welcome. Messages before the first welcome are ignored, and so are the operations the confirmed
 * state already holds.
 *
 * @example
 * const { sync: next, resync } = receiveApplied(sync, message);
 * if (resync) sendHello();
 */
export function receiveApplied(
  sync: SyncState,
  message: AppliedMessage,
): { sync: SyncState; resync: boolean } {
  const { confirmed } = sync;
  if (confirmed === null || message.seq <= confirmed.seq) return { sync, resync: false };
  // ops[i] was applied at firstSeq + i.
  const firstSeq = message.seq - message.ops.length + 1;
  if (firstSeq > confirmed.seq + 1) return { sync, resync: true };
  const fresh = message.ops.slice(confirmed.seq + 1 - firstSeq);
  let next = confirmed;
  for (const op of fresh) next = applyOp(next, op);
  if (next.seq !== message.seq) return { sync, resync: true };
  const appliedIds = new Set(fresh.map((op) => op.opId));
  return {
    sync: { ...sync, confirmed: next, pending: sync.pending.filter(({ op }) => !appliedIds.has(op.opId)) },
    resync: false,
  };
}

/**
 * The room stored an operation (or had applied it before). It is forgotten once the confirmed
 * state has reached the acknowledged sequence number, so that the view never loses it in between.
 *
 * @example
 * sync = receiveAck(sync, message);
 */
export function receiveAck(sync: SyncState, message: AckMessage): SyncState {
  if (sync.confirmed === null || sync.confirmed.seq < message.seq) return sync;
  return { ...sync, pending: sync.pending.filter(({ op }) => op.opId !== message.opId) };
}

/**
 * The room refused an operation for good (malformed, or beyond the game's limits): it never will
 * accept it, so it is dropped.
 *
 * @example
 * if (message.code === 'invalid_message' && message.opId) sync = dropPending(sync, message.opId);
 */
export function dropPending(sync: SyncState, opId: string): SyncState {
  return { ...sync, pending: sync.pending.filter(({ op }) => op.opId !== opId) };
}
