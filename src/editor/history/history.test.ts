/**
 * The history rules: record, undo, redo, redo cleared by a new change, the cap, coalescing bursts,
 * and the barrier of an irreversible step that undo never reaches behind.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  emptyHistory,
  HISTORY_LIMIT,
  putBackFuture,
  putBackPast,
  recordChange,
  recordIrreversible,
  takeRedo,
  takeUndo,
  undoBlockedBy,
  undone,
  type History,
  type HistoryEntry,
} from './history.ts';

const entry = (n: number, key: string | null = null, at = n * 10_000): HistoryEntry<string> => ({
  undo: `undo-${n}`,
  redo: `redo-${n}`,
  key,
  at,
});

/** Undo as the controller does it when applying succeeds. */
function undo(history: History<string>): { history: History<string>; applied: string } | null {
  const taken = takeUndo(history);
  return taken ? { history: undone(taken.history, taken.entry), applied: taken.entry.undo } : null;
}

function redo(history: History<string>): { history: History<string>; applied: string } | null {
  const taken = takeRedo(history);
  return taken ? { history: putBackPast(taken.history, taken.entry), applied: taken.entry.redo } : null;
}

describe('history', () => {
  it('starts with nothing to undo or redo', () => {
    const h = emptyHistory<string>();
    expect(canUndo(h)).toBe(false);
    expect(canRedo(h)).toBe(false);
    expect(takeUndo(h)).toBeNull();
    expect(takeRedo(h)).toBeNull();
  });

  it('undoes the newest change first, then redoes it', () => {
    let h = recordChange(recordChange(emptyHistory<string>(), entry(1)), entry(2));
    const first = undo(h)!;
    expect(first.applied).toBe('undo-2');
    h = first.history;
    expect(canRedo(h)).toBe(true);
    const second = undo(h)!;
    expect(second.applied).toBe('undo-1');
    expect(canUndo(second.history)).toBe(false);
    const again = redo(second.history)!;
    expect(again.applied).toBe('redo-1');
    expect(redo(again.history)!.applied).toBe('redo-2');
  });

  it('a new change clears what was undone', () => {
    const h = undo(recordChange(emptyHistory<string>(), entry(1)))!.history;
    expect(canRedo(h)).toBe(true);
    const next = recordChange(h, entry(2));
    expect(canRedo(next)).toBe(false);
    expect(next.past.map((e) => e.redo)).toEqual(['redo-2']);
  });

  it(`keeps at most ${HISTORY_LIMIT} entries, dropping the oldest`, () => {
    let h = emptyHistory<string>();
    for (let n = 0; n < HISTORY_LIMIT + 5; n++) h = recordChange(h, entry(n));
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]!.undo).toBe('undo-5');
    expect(recordChange(h, entry(999), { limit: 3 }).past.map((e) => e.undo)).toEqual([
      `undo-${HISTORY_LIMIT + 3}`,
      `undo-${HISTORY_LIMIT + 4}`,
      'undo-999',
    ]);
  });

  it('merges a burst of changes to the same thing into one entry (first undo, last redo)', () => {
    let h = emptyHistory<string>();
    h = recordChange(h, entry(1, 'title:de', 1000));
    h = recordChange(h, entry(2, 'title:de', 1800));
    h = recordChange(h, entry(3, 'title:de', 2500));
    expect(h.past).toEqual([{ undo: 'undo-1', redo: 'redo-3', key: 'title:de', at: 2500 }]);
    // Another key, a pause, or an entry without a key starts a new entry.
    h = recordChange(h, entry(4, 'text:de', 2600));
    h = recordChange(h, entry(5, 'text:de', 9000));
    h = recordChange(h, entry(6, null, 9100));
    h = recordChange(h, entry(7, null, 9200));
    expect(h.past.map((e) => e.undo)).toEqual(['undo-1', 'undo-4', 'undo-5', 'undo-6', 'undo-7']);
    expect(recordChange(h, entry(8, 'x', 1), { coalesceMs: 0 }).past).toHaveLength(6);
  });

  it('a failed undo or redo puts the entry back where it was', () => {
    const h = recordChange(emptyHistory<string>(), entry(1));
    const taken = takeUndo(h)!;
    expect(canUndo(taken.history)).toBe(false);
    expect(putBackPast(taken.history, taken.entry)).toEqual(h);
    const undoneOnce = undone(taken.history, taken.entry);
    const redoTaken = takeRedo(undoneOnce)!;
    expect(putBackFuture(redoTaken.history, redoTaken.entry)).toEqual(undoneOnce);
  });

  it('undoing everything and redoing everything returns to the same history (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), (count) => {
        let h = emptyHistory<string>();
        for (let n = 0; n < count; n++) h = recordChange(h, entry(n));
        const start = h;
        const undoneOrder: string[] = [];
        for (let step = undo(h); step; step = undo(h)) {
          undoneOrder.push(step.applied);
          h = step.history;
        }
        expect(undoneOrder).toEqual(start.past.map((e) => e.undo).reverse());
        for (let step = redo(h); step; step = redo(h)) h = step.history;
        expect(h).toEqual(start);
      }),
    );
  });
});

describe('an irreversible step', () => {
  it('stops undo: the earlier edit is never taken back in its place, and undo says why', () => {
    const edited = recordChange(emptyHistory<string>(), entry(1, 'title:de'));
    const h = recordIrreversible<string>('deletion', 50_000);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBeNull();
    expect(undoBlockedBy(h)).toEqual({ step: 'deletion', at: 50_000 });
    // Nothing the earlier history held survives to be undone or redone.
    expect(h.past.some((e) => e.undo === edited.past[0]!.undo)).toBe(false);
    expect(canRedo(h)).toBe(false);
  });

  it('changes after it undo as usual, then undo stops at it again', () => {
    let h = recordIrreversible<string>('deletion', 0);
    h = recordChange(h, entry(2));
    expect(undoBlockedBy(h)).toBeNull();
    const step = undo(h)!;
    expect(step.applied).toBe('undo-2');
    expect(undo(step.history)).toBeNull();
    expect(undoBlockedBy(step.history)?.step).toBe('deletion');
    // Redoing it is still possible, and keeps the barrier below it.
    const again = redo(step.history)!;
    expect(again.applied).toBe('redo-2');
    expect(again.history.barrier?.step).toBe('deletion');
  });

  it('whatever came before, undo after it never applies an earlier change (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 5 }), (before, after) => {
        let h = emptyHistory<string>();
        for (let n = 0; n < before; n++) h = recordChange(h, entry(n));
        h = recordIrreversible('deletion', 1);
        for (let n = 100; n < 100 + after; n++) h = recordChange(h, entry(n));
        const applied: string[] = [];
        for (let step = undo(h); step; step = undo(h)) {
          applied.push(step.applied);
          h = step.history;
        }
        expect(applied.every((a) => Number(a.slice(5)) >= 100)).toBe(true);
        expect(applied).toHaveLength(after);
        expect(undoBlockedBy(h)?.step).toBe('deletion');
      }),
    );
  });
});
