/**
 * The undo/redo history of the page being edited, as pure data: a stack of past changes and a
 * stack of undone ones, each entry holding the change that undoes it and the one that redoes it.
 * Pure (history in, new history out) so the rules are tested without a browser: a new change
 * clears what was undone, the oldest entries fall off past a cap, a burst of changes to the
 * same thing (an option slider, a colour being picked) becomes one entry, and a step that cannot
 * be taken back (a permanent deletion) is a barrier: undo stops there and says why, instead of
 * undoing an older change as if it were that step.
 */

/** One undoable change: how to take it back, how to make it again, and what it touched. */
export interface HistoryEntry<TChange> {
  undo: TChange;
  redo: TChange;
  /** What the change touched (a field in a locale, a block's option); null never coalesces. */
  key: string | null;
  /** When it was recorded (ms), for coalescing bursts. */
  at: number;
}

/** A kind of step that cannot be undone. */
export type IrreversibleStep = 'deletion';

/** Where the past stops: the irreversible step and when it happened (ms). */
export interface HistoryBarrier {
  step: IrreversibleStep;
  at: number;
}

/** Past changes (newest last) and undone ones (the next to redo last). */
export interface History<TChange> {
  readonly past: readonly HistoryEntry<TChange>[];
  readonly future: readonly HistoryEntry<TChange>[];
  /** The irreversible step the past begins after; undo never reaches behind it. */
  readonly barrier: HistoryBarrier | null;
}

/** How many entries the history keeps; older ones are dropped. */
export const HISTORY_LIMIT = 100;
/** Changes to the same key closer together than this become one entry. */
export const COALESCE_MS = 1500;

export interface RecordOptions {
  limit?: number;
  coalesceMs?: number;
}

/** A history with nothing to undo or redo. */
export function emptyHistory<TChange>(): History<TChange> {
  return { past: [], future: [], barrier: null };
}

/**
 * The history after a new change: redo is no longer possible; a change to the same key within
 * the coalescing window merges with the previous entry (its undo kept, the new redo taken).
 *
 * @example
 * const h = recordChange(emptyHistory<string>(), { undo: 'a', redo: 'b', key: 'title', at: 0 });
 * canUndo(h); // true
 */
export function recordChange<TChange>(
  history: History<TChange>,
  entry: HistoryEntry<TChange>,
  options: RecordOptions = {},
): History<TChange> {
  const limit = Math.max(1, options.limit ?? HISTORY_LIMIT);
  const coalesceMs = options.coalesceMs ?? COALESCE_MS;
  const last = history.past.at(-1);
  if (
    last !== undefined &&
    entry.key !== null &&
    last.key === entry.key &&
    entry.at - last.at >= 0 &&
    entry.at - last.at < coalesceMs
  ) {
    const merged: HistoryEntry<TChange> = { ...last, redo: entry.redo, at: entry.at };
    return { ...history, past: [...history.past.slice(0, -1), merged], future: [] };
  }
  const past = [...history.past, entry];
  return { ...history, past: past.slice(Math.max(0, past.length - limit)), future: [] };
}

/**
 * The history after a step that cannot be undone: every change before it is out of reach (undoing
 * one would not take this step back, and the editor would think it had), nothing can be redone,
 * and undo says why it stops (`undoBlockedBy`). Changes after it are undoable as usual.
 *
 * @example
 * const h = recordIrreversible<string>('deletion', Date.now()); // the history from now on
 * canUndo(h); // false
 * undoBlockedBy(h); // { step: 'deletion', at: ... }
 */
export function recordIrreversible<TChange>(step: IrreversibleStep, at: number): History<TChange> {
  return { past: [], future: [], barrier: { step, at } };
}

/** The irreversible step undo has reached (nothing newer left to undo), or null. */
export function undoBlockedBy<TChange>(history: History<TChange>): HistoryBarrier | null {
  return history.past.length === 0 ? history.barrier : null;
}

/** Whether there is a change to undo. */
export function canUndo<TChange>(history: History<TChange>): boolean {
  return history.past.length > 0;
}

/** Whether there is an undone change to make again. */
export function canRedo<TChange>(history: History<TChange>): boolean {
  return history.future.length > 0;
}

/**
 * Takes the newest change off the past to undo it; null when there is none. Once its undo is
 * stored, put it on the future with `undone` (or back with `putBackPast` when it failed).
 */
export function takeUndo<TChange>(
  history: History<TChange>,
): { history: History<TChange>; entry: HistoryEntry<TChange> } | null {
  const entry = history.past.at(-1);
  if (!entry) return null;
  return { history: { ...history, past: history.past.slice(0, -1) }, entry };
}

/** Takes the most recently undone change off the future to redo it; null when there is none. */
export function takeRedo<TChange>(
  history: History<TChange>,
): { history: History<TChange>; entry: HistoryEntry<TChange> } | null {
  const entry = history.future.at(-1);
  if (!entry) return null;
  return { history: { ...history, future: history.future.slice(0, -1) }, entry };
}

/** The history after an undo was stored: the entry can now be redone. */
export function undone<TChange>(history: History<TChange>, entry: HistoryEntry<TChange>): History<TChange> {
  return { ...history, future: [...history.future, entry] };
}

/** The history after a redo was stored (or an undo failed): the entry can be undone again. */
export function putBackPast<TChange>(
  history: History<TChange>,
  entry: HistoryEntry<TChange>,
  limit = HISTORY_LIMIT,
): History<TChange> {
  const past = [...history.past, entry];
  return { ...history, past: past.slice(Math.max(0, past.length - limit)) };
}

/** The history after a redo failed: the entry stays ready to redo. */
export function putBackFuture<TChange>(
  history: History<TChange>,
  entry: HistoryEntry<TChange>,
): History<TChange> {
  return undone(history, entry);
}
