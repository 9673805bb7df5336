/**
 * Undo and redo for the page being edited: applies a recorded change through the same paths the
 * editor used to make it (the one save routine for values, the block actions for structure),
 * untracked so applying it does not record it again. Each failure is already shown by those
 * paths; the entry then stays where it was, so the editor can try again. Undo at an irreversible
 * step says that it cannot be undone and stops.
 */
import { addBlock, moveGroup, reloadDraft, removeGroup, restoreGroup, saveRoutine } from '../actions.ts';
import { setFieldVisible, setGroupFieldsVisible, setGroupLanguages } from '../actions.ts';
import { editorDictionary, format } from '../../i18n/editor.ts';
import { $draft, $editorLocale, findGroup, pushToast } from '../store.ts';
import type { FieldSnapshot, GroupSnapshot } from '../../lib/content.ts';
import type { EditorChange } from './changes.ts';
import { redoWith, undoBlocked, undoWith, type ApplyOutcome } from './controller.ts';
import type { HistoryBarrier } from './history.ts';

function group(id: string): GroupSnapshot | null {
  const draft = $draft.get();
  return draft ? findGroup(draft.page, id) : null;
}

function field(where: { pageId: string; groupId: string | null; name: string }): FieldSnapshot | null {
  const draft = $draft.get();
  if (!draft) return null;
  // Found by group and name: a placeholder the first save created has a stored id by now.
  const fields = where.groupId ? findGroup(draft.page, where.groupId)?.fields : draft.page.fields;
  return Object.values(fields ?? {}).find((f) => f.name === where.name) ?? null;
}

const outcome = (ok: boolean): ApplyOutcome => (ok ? { ok: true } : { ok: false });

/** Applies one change; its outcome tells the history whether it was stored. */
export async function applyChange(change: EditorChange): Promise<ApplyOutcome> {
  switch (change.kind) {
    case 'field': {
      const target = field(change);
      if (!target) return { ok: false };
      const result = await saveRoutine.saveField({
        field: target,
        data: change.data,
        force: true,
        untracked: true,
      });
      return outcome(result === 'saved');
    }
    case 'groupOptions': {
      const target = group(change.groupId);
      if (!target) return { ok: false };
      return outcome((await saveRoutine.saveGroupOptions(target, change.patch, true, true)) === 'saved');
    }
    case 'pageLanguages':
      return outcome(
        (await saveRoutine.savePageOptions(
          { disallowedLanguages: change.disallowedLanguages },
          true,
          true,
        )) === 'saved',
      );
    case 'fieldVisible': {
      const target = field(change);
      return outcome(target !== null && (await setFieldVisible(target, change.visible, false)));
    }
    case 'groupFieldsVisible': {
      const target = group(change.groupId);
      return outcome(target !== null && (await setGroupFieldsVisible(target, change.visibleFields, false)));
    }
    case 'groupLanguages': {
      const target = group(change.groupId);
      return outcome(target !== null && (await setGroupLanguages(target, change.disallowedLanguages, false)));
    }
    case 'move': {
      const target = group(change.groupId);
      return outcome(target !== null && (await moveGroup(target, { toIndex: change.toIndex }, false)));
    }
    case 'markRemoved':
    case 'deleteAdded': {
      const target = group(change.groupId);
      return outcome(target !== null && (await removeGroup(target, false)));
    }
    case 'restore': {
      const target = group(change.groupId);
      return outcome(target !== null && (await restoreGroup(target, false)));
    }
    case 'add':
      return addAgain(change);
  }
}

async function addAgain(change: Extract<EditorChange, { kind: 'add' }>): Promise<ApplyOutcome> {
  const draft = $draft.get();
  if (!draft) return { ok: false };
  // The block it went after may be gone by now; the new one then goes at the end.
  const nextTo = change.nextTo && findGroup(draft.page, change.nextTo) ? change.nextTo : null;
  try {
    const groupId = await addBlock({ pageId: draft.page.id, groupName: change.blockType, nextTo }, false);
    await reloadDraft();
    return { ok: true, opposite: { kind: 'deleteAdded', groupId } };
  } catch (error) {
    console.error('[editor] adding the block again failed', error);
    return { ok: false };
  }
}

/**
 * Why undo stops at an irreversible step, in the editor's language ('Das Löschen kann nicht
 * rückgängig gemacht werden. Ältere Änderungen ...').
 */
export function undoBlockedText(barrier: HistoryBarrier): string {
  const t = editorDictionary($editorLocale.get());
  const reason = { deletion: t.historyIrreversibleDeletion }[barrier.step];
  return format(t.historyUndoBlocked, { reason });
}

/**
 * Undoes the newest change of the page (Ctrl/Cmd+Z, the toolbar's undo button). At an
 * irreversible step it changes nothing and says why.
 */
export async function undoLastChange(): Promise<boolean> {
  const barrier = undoBlocked();
  if (barrier) {
    pushToast('info', undoBlockedText(barrier));
    return false;
  }
  return undoWith(applyChange);
}

/** Makes the most recently undone change again (Shift+Ctrl/Cmd+Z, the redo button). */
export function redoLastChange(): Promise<boolean> {
  return redoWith(applyChange);
}
