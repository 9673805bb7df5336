/** Tests for the client's copy of a game: optimistic view, welcome, broadcasts, acks, refusals. */
import { describe, expect, it } from 'vitest';
import { emptyGameState, type AppliedOp, type ClientOp, type GameState } from './protocol.ts';
import { applyOp, stampOp } from './reducer.ts';
import {
  dropPending,
  enqueue,
  initialSync,
  optimisticState,
  receiveAck,
  receiveApplied,
  receiveWelcome,
  type SyncState,
} from './sync.ts';

const ROOM_AT = '2026-11-22T10:00:00.000Z';
const LOCAL = new Date('2026-11-22T10:00:05.000Z');

const roomApply = (state: GameState, op: ClientOp): { state: GameState; applied: AppliedOp } => {
  const applied = stampOp(op, { gameId: 'g1', at: ROOM_AT });
  return { state: applyOp(state, applied), applied };
};

/** The room's state after creating the game and adding Anna (seq 2). */
function roomWithAnna(): GameState {
  let state = emptyGameState();
  state = roomApply(state, { type: 'createGame', opId: 'c1' }).state;
  return roomApply(state, { type: 'addPlayer', opId: 'a1', playerId: 'anna', playerName: 'Anna' }).state;
}

const tap = (opId: string, delta: 1 | -1 = 1): ClientOp => ({
  type: 'score',
  opId,
  pageId: 'h1',
  playerId: 'anna',
  delta,
});

const welcomed = (pending: ClientOp[] = []): SyncState =>
  pending.reduce((sync, op) => enqueue(sync, op, LOCAL), receiveWelcome(initialSync('g1'), roomWithAnna()));

describe('optimisticState', () => {
  it('shows pending operations on top of the confirmed state', () => {
    const view = optimisticState(welcomed([tap('t1'), tap('t2')]));
    expect(view.holes).toEqual([
      { pageId: 'h1', playerId: 'anna', score: 2, updatedAt: LOCAL.toISOString() },
    ]);
  });

  it('shows a game being created before any welcome', () => {
    const sync = enqueue(initialSync('g1'), { type: 'createGame', opId: 'c1' }, LOCAL);
    expect(optimisticState(sync).game).toMatchObject({ id: 'g1', createdAt: LOCAL.toISOString() });
  });
});

describe('receiveWelcome', () => {
  it('drops pending operations the room already applied and keeps the others', () => {
    const sync = enqueue(enqueue(initialSync('g1'), tap('a1'), LOCAL), tap('t9'), LOCAL);
    const next = receiveWelcome(sync, roomWithAnna());
    expect(next.pending.map((p) => p.op.opId)).toEqual(['t9']);
    expect(next.confirmed?.seq).toBe(2);
  });
});

describe('receiveApplied', () => {
  it('applies the next broadcast and forgets the pending operation it confirms', () => {
    const sync = welcomed([tap('t1'), tap('t2')]);
    const { applied } = roomApply(roomWithAnna(), tap('t1'));
    const { sync: next, resync } = receiveApplied(sync, { type: 'applied', seq: 3, ops: [applied] });
    expect(resync).toBe(false);
    expect(next.confirmed?.holes[0]?.score).toBe(1);
    expect(next.pending.map((p) => p.op.opId)).toEqual(['t2']);
    expect(optimisticState(next).holes[0]?.score).toBe(2);
  });

  it("merges another phone's tap under this phone's pending one", () => {
    const sync = welcomed([tap('mine')]);
    const { applied } = roomApply(roomWithAnna(), tap('theirs'));
    const { sync: next } = receiveApplied(sync, { type: 'applied', seq: 3, ops: [applied] });
    expect(optimisticState(next).holes[0]?.score).toBe(2);
  });

  it('ignores broadcasts it already has, and asks for a resync after a gap', () => {
    const sync = welcomed();
    const { applied } = roomApply(roomWithAnna(), tap('t1'));
    expect(receiveApplied(sync, { type: 'applied', seq: 2, ops: [applied] })).toEqual({
      sync,
      resync: false,
    });
    expect(receiveApplied(sync, { type: 'applied', seq: 4, ops: [applied] })).toEqual({ sync, resync: true });
  });

  it('applies the operations of one room write it lacks, skipping the ones it has', () => {
    const sync = welcomed([tap('mine')]);
    const first = roomApply(roomWithAnna(), tap('theirs'));
    const second = roomApply(first.state, tap('mine'));
    const third = roomApply(second.state, tap('later'));
    const ops = [first.applied, second.applied, third.applied];
    const { sync: next, resync } = receiveApplied(sync, { type: 'applied', seq: 5, ops });
    expect(resync).toBe(false);
    expect(next.confirmed).toEqual(third.state);
    expect(next.pending).toEqual([]);
    // The same write again, or its tail after the phone already had its first operation.
    expect(receiveApplied(next, { type: 'applied', seq: 5, ops })).toEqual({ sync: next, resync: false });
    const afterFirst = receiveApplied(sync, { type: 'applied', seq: 3, ops: [first.applied] }).sync;
    expect(receiveApplied(afterFirst, { type: 'applied', seq: 5, ops }).sync.confirmed).toEqual(third.state);
    // A write that starts after a gap asks for a resync.
    expect(receiveApplied(sync, { type: 'applied', seq: 5, ops: ops.slice(1) })).toEqual({
      sync,
      resync: true,
    });
  });

  it('ignores broadcasts before the first welcome', () => {
    const sync = initialSync('g1');
    const { applied } = roomApply(roomWithAnna(), tap('t1'));
    expect(receiveApplied(sync, { type: 'applied', seq: 1, ops: [applied] })).toEqual({
      sync,
      resync: false,
    });
  });
});

describe('receiveAck', () => {
  it('forgets an acknowledged operation once the confirmed state reached its seq', () => {
    const sync = welcomed([tap('t1')]);
    expect(receiveAck(sync, { type: 'ack', opId: 't1', seq: 3, duplicate: false })).toBe(sync);
    expect(receiveAck(sync, { type: 'ack', opId: 't1', seq: 2, duplicate: true }).pending).toEqual([]);
  });
});

describe('dropPending', () => {
  it('removes one operation', () => {
    expect(dropPending(welcomed([tap('t1'), tap('t2')]), 't1').pending.map((p) => p.op.opId)).toEqual(['t2']);
  });
});
