import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canGoToGame,
  cleanPlayerName,
  initialPlayerRows,
  playerRowsStep,
  type PlayerRow,
  type PlayerRowsChange,
  type PlayerRowsEvent,
  type PlayerRowsState,
} from './player-rows.ts';

const anna: PlayerRow = { id: 'p-anna', playerName: 'Anna' };
const ben: PlayerRow = { id: 'p-ben', playerName: 'Ben' };

/** Runs events from a state and collects every change. */
function run(events: PlayerRowsEvent[], from: PlayerRowsState = initialPlayerRows) {
  let state = from;
  const changes: PlayerRowsChange[] = [];
  for (const event of events) {
    const step = playerRowsStep(state, event);
    state = step.state;
    changes.push(...step.changes);
  }
  return { state, changes };
}

describe('cleanPlayerName', () => {
  it('trims names and ignores empty ones', () => {
    expect(cleanPlayerName('  Anna Muster ')).toBe('Anna Muster');
    expect(cleanPlayerName(' \t ')).toBeNull();
    expect(cleanPlayerName('')).toBeNull();
  });
});

describe('player row editing', () => {
  it('edits a clicked row with its name as the draft', () => {
    const { state, changes } = run([{ type: 'editRow', player: anna }]);
    expect(state.editing).toEqual({ playerId: 'p-anna', originalName: 'Anna' });
    expect(state.draft).toBe('Anna');
    expect(changes).toEqual([]);
  });

  it('commits a new name (trimmed) on Enter or blur', () => {
    const { state, changes } = run([
      { type: 'editRow', player: anna },
      { type: 'changeDraft', text: '  Anna B. ' },
      { type: 'commit' },
    ]);
    expect(changes).toEqual([{ type: 'renamePlayer', playerId: 'p-anna', name: 'Anna B.' }]);
    expect(state.editing).toBeNull();
  });

  it('renames once when Enter is followed by the blur of the closing input', () => {
    const { changes } = run([
      { type: 'editRow', player: anna },
      { type: 'changeDraft', text: 'Annabelle' },
      { type: 'commit' },
      { type: 'commit' },
    ]);
    expect(changes).toHaveLength(1);
  });

  it('cancels on Escape, and the following blur changes nothing', () => {
    const { state, changes } = run([
      { type: 'editRow', player: anna },
      { type: 'changeDraft', text: 'Annabelle' },
      { type: 'cancel' },
      { type: 'commit' },
    ]);
    expect(changes).toEqual([]);
    expect(state.editing).toBeNull();
  });

  it('treats an empty or unchanged name as a cancel', () => {
    for (const text of ['', '   ', 'Anna', ' Anna ']) {
      const { state, changes } = run([
        { type: 'editRow', player: anna },
        { type: 'changeDraft', text },
        { type: 'commit' },
      ]);
      expect(changes, JSON.stringify(text)).toEqual([]);
      expect(state.editing).toBeNull();
    }
  });

  it('commits the edited row when another row is clicked', () => {
    const { state, changes } = run([
      { type: 'editRow', player: anna },
      { type: 'changeDraft', text: 'Anja' },
      { type: 'editRow', player: ben },
    ]);
    expect(changes).toEqual([{ type: 'renamePlayer', playerId: 'p-anna', name: 'Anja' }]);
    expect(state.editing?.playerId).toBe('p-ben');
  });

  it('first adds the typed player when a row is clicked while the add field has text', () => {
    const { state, changes } = run([
      { type: 'changeAddText', text: ' Cleo ' },
      { type: 'editRow', player: anna },
    ]);
    expect(changes).toEqual([{ type: 'addPlayer', name: 'Cleo' }]);
    expect(state.addText).toBe('');
    expect(state.editing?.playerId).toBe('p-anna');
  });

  it('adds trimmed names and ignores empty ones', () => {
    expect(run([{ type: 'changeAddText', text: '  Dario ' }, { type: 'submitAdd' }]).changes).toEqual([
      { type: 'addPlayer', name: 'Dario' },
    ]);
    const empty = run([{ type: 'changeAddText', text: '   ' }, { type: 'submitAdd' }]);
    expect(empty.changes).toEqual([]);
    expect(empty.state.addText).toBe('');
  });

  it('ends the edit when the edited player is removed (here or on another phone)', () => {
    const { state, changes } = run([
      { type: 'editRow', player: anna },
      { type: 'changeDraft', text: 'Anja' },
      { type: 'playersChanged', players: [ben] },
      { type: 'commit' },
    ]);
    expect(state.editing).toBeNull();
    expect(changes).toEqual([]);
    const kept = run([
      { type: 'editRow', player: anna },
      { type: 'playersChanged', players: [anna, ben] },
    ]);
    expect(kept.state.editing?.playerId).toBe('p-anna');
  });

  it('ignores draft changes when no row is edited', () => {
    expect(run([{ type: 'changeDraft', text: 'x' }]).state).toEqual(initialPlayerRows);
  });
});

describe('canGoToGame', () => {
  it('needs a player and no row being edited', () => {
    expect(canGoToGame([], initialPlayerRows)).toBe(false);
    expect(canGoToGame([anna], initialPlayerRows)).toBe(true);
    const editing = run([{ type: 'editRow', player: anna }]).state;
    expect(canGoToGame([anna], editing)).toBe(false);
  });
});

describe('player row editing (properties)', () => {
  const players = [anna, ben, { id: 'p-cleo', playerName: 'Cleo' }];
  const text = fc.oneof(fc.constantFrom('', ' ', 'Anna', ' Ben ', 'Cleo'), fc.string({ maxLength: 8 }));
  const event: fc.Arbitrary<PlayerRowsEvent> = fc.oneof(
    fc.constantFrom(...players).map((player) => ({ type: 'editRow' as const, player })),
    text.map((t) => ({ type: 'changeDraft' as const, text: t })),
    fc.constant({ type: 'commit' as const }),
    fc.constant({ type: 'cancel' as const }),
    text.map((t) => ({ type: 'changeAddText' as const, text: t })),
    fc.constant({ type: 'submitAdd' as const }),
    fc.subarray(players).map((list) => ({ type: 'playersChanged' as const, players: list })),
  );

  it('never asks for an empty, untrimmed or unchanged name', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = initialPlayerRows;
        for (const e of events) {
          const before = state;
          const step = playerRowsStep(state, e);
          state = step.state;
          for (const change of step.changes) {
            expect(change.name).toBe(change.name.trim());
            expect(change.name).not.toBe('');
            if (change.type === 'renamePlayer') {
              expect(change.playerId).toBe(before.editing?.playerId);
              expect(change.name).not.toBe(before.editing?.originalName);
            }
          }
          // A commit right after a step never renames a second time without new input.
          if (e.type === 'commit') expect(playerRowsStep(state, e).changes).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });
});
