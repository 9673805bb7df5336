/** Tests for the game rules: each operation's rule, then fast-check properties over op sequences. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyGameState,
  GameStateSchema,
  MAX_APPLIED_OP_IDS,
  MAX_PAGES,
  MAX_PLAYERS,
  type AppliedOp,
  type ClientOp,
  type GameState,
} from './protocol.ts';
import { applyOp, defaultGameName, isApplied, stampOp } from './reducer.ts';
import * as v from 'valibot';

const AT = '2026-11-22T10:00:00.000Z';
let counter = 0;
const nextOpId = () => `op-${++counter}`;

/** Stamps and applies client operations in order. */
function run(state: GameState, ...ops: ClientOp[]): GameState {
  return ops.reduce((current, op) => applyOp(current, stampOp(op, { gameId: 'g1', at: AT })), state);
}

const create = (): ClientOp => ({ type: 'createGame', opId: nextOpId() });
const add = (playerId: string, playerName: string): ClientOp => ({
  type: 'addPlayer',
  opId: nextOpId(),
  playerId,
  playerName,
});
const rename = (playerId: string, playerName: string): ClientOp => ({
  type: 'renamePlayer',
  opId: nextOpId(),
  playerId,
  playerName,
});
const remove = (playerId: string): ClientOp => ({ type: 'removePlayer', opId: nextOpId(), playerId });
const score = (pageId: string, playerId: string, delta: 1 | -1): ClientOp => ({
  type: 'score',
  opId: nextOpId(),
  pageId,
  playerId,
  delta,
});

const started = () => run(emptyGameState(), create(), add('p1', 'Anna'), add('p2', 'Ben'));

describe('defaultGameName and stampOp', () => {
  it("names a game 'Game ' and the Swiss date of its creation", () => {
    const date = new Intl.DateTimeFormat('de-CH', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Zurich',
    }).format(new Date(AT));
    expect(defaultGameName(AT)).toBe(`Game ${date}`);
    expect(defaultGameName('2026-12-31T23:30:00.000Z')).toMatch(/^Game 01\.01\.2027$/);
  });

  it('stamps a createGame with the room id, the time and the default or trimmed name', () => {
    expect(stampOp({ type: 'createGame', opId: 'o' }, { gameId: 'g1', at: AT })).toEqual({
      type: 'createGame',
      opId: 'o',
      gameId: 'g1',
      gameName: defaultGameName(AT),
      at: AT,
    });
    expect(
      stampOp({ type: 'createGame', opId: 'o', gameName: '  Altstadt ' }, { gameId: 'g', at: AT }),
    ).toMatchObject({
      gameName: 'Altstadt',
    });
    expect(
      stampOp({ type: 'createGame', opId: 'o', gameName: '   ' }, { gameId: 'g', at: AT }),
    ).toMatchObject({
      gameName: defaultGameName(AT),
    });
  });
});

describe('applyOp', () => {
  it('creates the game once; a second createGame changes nothing but is recorded', () => {
    const state = run(emptyGameState(), create());
    expect(state.game).toEqual({ id: 'g1', gameName: defaultGameName(AT), createdAt: AT });
    const again = run(state, { type: 'createGame', opId: 'other', gameName: 'Other' });
    expect(again.game).toEqual(state.game);
    expect(again.seq).toBe(2);
    expect(isApplied(again, 'other')).toBe(true);
  });

  it('changes nothing before the game exists', () => {
    const state = run(emptyGameState(), add('p1', 'Anna'), score('h1', 'p1', 1));
    expect(state).toMatchObject({ game: null, players: [], holes: [], seq: 2 });
  });

  it('adds players with trimmed names in order; empty names and known ids are ignored', () => {
    const state = run(started(), add('p3', '  Cleo '), add('p4', '   '), add('p1', 'Duplicate'));
    expect(state.players.map((p) => [p.id, p.playerName])).toEqual([
      ['p1', 'Anna'],
      ['p2', 'Ben'],
      ['p3', 'Cleo'],
    ]);
    expect(state.players[2]?.createdAt).toBe(AT);
  });

  it(`adds at most ${MAX_PLAYERS} players`, () => {
    const ops = Array.from({ length: MAX_PLAYERS + 3 }, (_, i) => add(`x${i}`, `P${i}`));
    expect(run(run(emptyGameState(), create()), ...ops).players).toHaveLength(MAX_PLAYERS);
  });

  it('renames with a trimmed name; empty, unchanged and unknown are ignored', () => {
    let state = run(started(), rename('p1', ' Anna B. '));
    expect(state.players[0]?.playerName).toBe('Anna B.');
    const before = state;
    state = run(state, rename('p1', '  '), rename('p1', 'Anna B.'), rename('nobody', 'X'));
    expect({ ...state, appliedOpIds: [], seq: 0 }).toEqual({ ...before, appliedOpIds: [], seq: 0 });
  });

  it('removes a player with their hole rows, and for good', () => {
    let state = run(started(), score('h1', 'p1', 1), score('h1', 'p2', 1), score('h2', 'p1', 1));
    state = run(state, remove('p1'));
    expect(state.players.map((p) => p.id)).toEqual(['p2']);
    expect(state.holes.map((h) => [h.pageId, h.playerId])).toEqual([['h1', 'p2']]);
    state = run(state, add('p1', 'Anna again'), score('h1', 'p1', 1), rename('p1', 'X'));
    expect(state.players.map((p) => p.id)).toEqual(['p2']);
    expect(state.holes).toHaveLength(1);
  });

  it('counts +1 and -1 taps, never below 0; a -1 at 0 changes nothing', () => {
    let state = run(started(), score('h1', 'p1', -1));
    expect(state.holes).toEqual([]);
    state = run(state, score('h1', 'p1', 1), score('h1', 'p1', 1), score('h1', 'p1', -1));
    expect(state.holes).toEqual([{ pageId: 'h1', playerId: 'p1', score: 1, updatedAt: AT }]);
    state = run(state, score('h1', 'p1', -1), score('h1', 'p1', -1), score('h1', 'p1', -1));
    expect(state.holes).toEqual([{ pageId: 'h1', playerId: 'p1', score: 0, updatedAt: AT }]);
  });

  it('ignores scores for unknown players', () => {
    expect(run(started(), score('h1', 'ghost', 1)).holes).toEqual([]);
  });

  it('keeps hole rows sorted by page, then player', () => {
    const state = run(
      started(),
      score('h2', 'p2', 1),
      score('h1', 'p2', 1),
      score('h2', 'p1', 1),
      score('h1', 'p1', 1),
    );
    expect(state.holes.map((h) => `${h.pageId}/${h.playerId}`)).toEqual(['h1/p1', 'h1/p2', 'h2/p1', 'h2/p2']);
  });

  it(`keeps scores for at most ${MAX_PAGES} pages`, () => {
    const ops = Array.from({ length: MAX_PAGES + 2 }, (_, i) => score(`page-${i}`, 'p1', 1));
    const state = run(started(), ...ops);
    expect(new Set(state.holes.map((h) => h.pageId)).size).toBe(MAX_PAGES);
    // Pages already scored still count.
    expect(run(state, score('page-0', 'p1', 1)).holes.find((h) => h.pageId === 'page-0')?.score).toBe(2);
  });

  it('records the second-last page completeness as reported', () => {
    const report = (pageId: string, complete: boolean): ClientOp => ({
      type: 'reportPageComplete',
      opId: nextOpId(),
      pageId,
      complete,
    });
    let state = run(started(), report('h5', true));
    expect(state.secondLastPage).toEqual({ pageId: 'h5', complete: true, updatedAt: AT });
    state = run(state, report('h5', false));
    expect(state.secondLastPage?.complete).toBe(false);
  });

  it('ignores a duplicate operation id and returns the same state', () => {
    const tap = score('h1', 'p1', 1);
    const once = run(started(), tap);
    expect(run(once, tap)).toBe(once);
  });

  it(`remembers the latest ${MAX_APPLIED_OP_IDS} operation ids`, () => {
    const taps = Array.from({ length: MAX_APPLIED_OP_IDS + 5 }, () => score('h1', 'p1', 1));
    const state = run(started(), ...taps);
    expect(state.appliedOpIds).toHaveLength(MAX_APPLIED_OP_IDS);
    expect(state.appliedOpIds.at(-1)).toBe(taps.at(-1)?.opId);
    expect(state.seq).toBe(3 + taps.length);
  });
});

// ---------------------------------------------------------------------------------------------------
// Properties. Operations are drawn from a small pool of players and pages, so that they collide.

const PLAYERS = ['p1', 'p2', 'p3'];
const PAGES = ['h1', 'h2'];

const opArbitrary: fc.Arbitrary<ClientOp> = fc.oneof(
  { weight: 1, arbitrary: fc.record({ type: fc.constant('createGame' as const), opId: fc.uuid() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('addPlayer' as const),
      opId: fc.uuid(),
      playerId: fc.constantFrom(...PLAYERS),
      playerName: fc.constantFrom('Anna', ' Ben ', '', '  '),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constantFrom('renamePlayer' as const),
      opId: fc.uuid(),
      playerId: fc.constantFrom(...PLAYERS),
      playerName: fc.constantFrom('Cleo', ' Dan', ''),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('removePlayer' as const),
      opId: fc.uuid(),
      playerId: fc.constantFrom(...PLAYERS),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      type: fc.constant('score' as const),
      opId: fc.uuid(),
      pageId: fc.constantFrom(...PAGES),
      playerId: fc.constantFrom(...PLAYERS),
      delta: fc.constantFrom(1 as const, -1 as const),
    }),
  },
);

const stamp = (op: ClientOp, i: number): AppliedOp =>
  stampOp(op, { gameId: 'g1', at: new Date(Date.UTC(2026, 10, 22, 10, 0, i)).toISOString() });

const applyAll = (state: GameState, ops: AppliedOp[]) => ops.reduce(applyOp, state);

/** A game with three players, so that score-only sequences have someone to score for. */
const withPlayers = () =>
  applyAll(emptyGameState(), [
    stamp({ type: 'createGame', opId: 'c' }, 0),
    ...PLAYERS.map((id, i) => stamp({ type: 'addPlayer', opId: `a-${id}`, playerId: id, playerName: id }, i)),
  ]);

const RUNS = { numRuns: 60 };

describe('applyOp properties', () => {
  it('never produces a score below 0 and always a state that matches the schema', () => {
    fc.assert(
      fc.property(fc.array(opArbitrary, { minLength: 100, maxLength: 100 }), (ops) => {
        const state = applyAll(emptyGameState(), ops.map(stamp));
        expect(state.holes.every((hole) => hole.score >= 0)).toBe(true);
        expect(v.is(GameStateSchema, state)).toBe(true);
        const players = new Set(state.players.map((p) => p.id));
        expect(state.holes.every((hole) => players.has(hole.playerId))).toBe(true);
      }),
      RUNS,
    );
  });

  it('ignores duplicates: any sequence with repeated operations equals it without the repeats', () => {
    fc.assert(
      fc.property(
        fc.array(opArbitrary, { minLength: 100, maxLength: 100 }),
        fc.array(fc.nat(), { maxLength: 60 }),
        (ops, repeats) => {
          const stamped = ops.map(stamp);
          const withRepeats = [...stamped];
          // Insert each repeat somewhere after its original (a resend is always later).
          for (const r of repeats) {
            const original = stamped[r % stamped.length] as AppliedOp;
            const after = withRepeats.indexOf(original) + 1;
            withRepeats.splice(after + (r % (withRepeats.length - after + 1)), 0, original);
          }
          expect(applyAll(emptyGameState(), withRepeats)).toEqual(applyAll(emptyGameState(), stamped));
        },
      ),
      RUNS,
    );
  });

  it('counts every distinct +1 tap whatever the order, duplicates included', () => {
    const tapArbitrary = fc.record({
      opId: fc.uuid(),
      pageId: fc.constantFrom(...PAGES),
      playerId: fc.constantFrom(...PLAYERS),
    });
    const scenario = fc
      .tuple(
        fc.uniqueArray(tapArbitrary, { minLength: 100, maxLength: 100, selector: (tap) => tap.opId }),
        fc.array(fc.nat(), { maxLength: 50 }),
      )
      .chain(([taps, duplicateIndexes]) => {
        const ops = taps.map((tap, i) => stamp({ type: 'score', ...tap, delta: 1 }, i));
        const duplicated = [...ops, ...duplicateIndexes.map((i) => ops[i % ops.length] as AppliedOp)];
        const length = duplicated.length;
        return fc.tuple(
          fc.constant(taps),
          fc.shuffledSubarray(duplicated, { minLength: length, maxLength: length }),
        );
      });
    fc.assert(
      fc.property(scenario, ([taps, shuffled]) => {
        const state = applyAll(withPlayers(), shuffled);
        for (const pageId of PAGES) {
          for (const playerId of PLAYERS) {
            const expected = taps.filter((t) => t.pageId === pageId && t.playerId === playerId).length;
            const row = state.holes.find((h) => h.pageId === pageId && h.playerId === playerId);
            expect(row?.score ?? 0).toBe(expected);
          }
        }
      }),
      RUNS,
    );
  });

  it('applies the same sequence to the same state on every replica (determinism)', () => {
    fc.assert(
      fc.property(fc.array(opArbitrary, { minLength: 100, maxLength: 100 }), (ops) => {
        const stamped = ops.map(stamp);
        const a = applyAll(emptyGameState(), stamped);
        const b = applyAll(structuredClone(emptyGameState()), structuredClone(stamped));
        expect(b).toEqual(a);
        expect(a.seq).toBe(new Set(ops.map((op) => op.opId)).size);
      }),
      RUNS,
    );
  });
});
