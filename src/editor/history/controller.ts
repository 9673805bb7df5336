/**
 * The history of the page being edited, as a nanostore: the save routine and the block actions
 * record what they stored, the toolbar buttons and Ctrl/Cmd+Z read it, and undo/redo run one
 * entry at a time through the function that applies a change (history/apply.ts, over the one save
 * routine), so the server stays the truth. The history belongs to one page: it is emptied when
 * another page is loaded. A permanent deletion anywhere in the editor is recorded as a barrier
 * (`recordIrreversibleStep`): undo stops there rather than jump to an older change.
 */
import { atom } from 'nanostores';
import { $draft } from '../store.ts';
import type { EditorChange, EditorHistoryEntry } from './changes.ts';
import {
  emptyHistory,
  putBackFuture,
  putBackPast,
  recordChange,
  recordIrreversible,
  takeRedo,
  takeUndo,
  undoBlockedBy,
  undone,
  type History,
  type HistoryBarrier,
  type IrreversibleStep,
} from './history.ts';

/** The current page's history. */
export const $history = atom<History<EditorChange>>(emptyHistory());
/** Whether an undo or redo is being stored (the next waits for it). */
export const $historyBusy = atom<boolean>(false);

let pageId: string | null = null;

$draft.listen((draft) => {
  const next = draft?.page.id ?? null;
  if (next !== pageId) {
    pageId = next;
    $history.set(emptyHistory());
  }
});

/** Records a change the editor stored. */
export function recordEditorChange(entry: EditorHistoryEntry): void {
  $history.set(recordChange($history.get(), entry));
}

/**
 * Records a step that cannot be undone (a block, page, collection item or file deleted for good):
 * undo stops there and says so instead of undoing an older change as if it were this one.
 */
export function recordIrreversibleStep(step: IrreversibleStep = 'deletion'): void {
  $history.set(recordIrreversible(step, Date.now()));
}

/** The irreversible step undo has reached, or null when undo can go on (or has nothing at all). */
export function undoBlocked(): HistoryBarrier | null {
  return undoBlockedBy($history.get());
}

/** Forgets the history (another page, or the page's changes were discarded). */
export function clearHistory(): void {
  $history.set(emptyHistory());
}

/**
 * What applying a change came to: whether it was stored and, when applying made something new
 * (a block added again gets a new id), the change that now takes it back.
 */
export type ApplyOutcome = { ok: false } | { ok: true; opposite?: EditorChange };
export type ApplyChange = (change: EditorChange) => Promise<ApplyOutcome>;

/**
 * Runs one entry in one direction: takes it off its stack, applies its change and, once stored,
 * moves it to the other stack (with the opposite change applying made, if any); a failure puts
 * it back. False when there was nothing to run, another run is under way, or it failed.
 */
async function runEntry(direction: 'undo' | 'redo', apply: ApplyChange): Promise<boolean> {
  if ($historyBusy.get()) return false;
  const taken = direction === 'undo' ? takeUndo($history.get()) : takeRedo($history.get());
  if (!taken) return false;
  $historyBusy.set(true);
  $history.set(taken.history);
  try {
    const outcome = await apply(taken.entry[direction]);
    if (!outcome.ok) {
      const put = direction === 'undo' ? putBackPast : putBackFuture;
      $history.set(put($history.get(), taken.entry));
      return false;
    }
    if (direction === 'undo') {
      const entry = outcome.opposite ? { ...taken.entry, redo: outcome.opposite } : taken.entry;
      $history.set(undone($history.get(), entry));
    } else {
      const entry = outcome.opposite ? { ...taken.entry, undo: outcome.opposite } : taken.entry;
      $history.set(putBackPast($history.get(), entry));
    }
    return true;
  } finally {
    $historyBusy.set(false);
  }
}

/** Undoes the newest change; false when there was none, another is running, or it failed. */
export function undoWith(apply: ApplyChange): Promise<boolean> {
  return runEntry('undo', apply);
}

/** Makes the most recently undone change again; false when there was none or it failed. */
export function redoWith(apply: ApplyChange): Promise<boolean> {
  return runEntry('redo', apply);
}
