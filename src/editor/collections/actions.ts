/**
 * What the collection editor does with the API: add, reorder, show or archive, remove an item.
 * Each call re-reads the draft afterwards (the container and the panel render from it) and shows
 * a toast; a failure appends the API's message to the error text (editor spec §8).
 */
import { editorDictionary, format, type EditorKey } from '../../i18n/editor.ts';
import type { EditableCollection } from '../../lib/collections.ts';
import { reloadDraft } from '../actions.ts';
import { recordIrreversibleStep } from '../history/controller.ts';
import { $editorLocale, dismissToast, pushToast } from '../store.ts';
import { collectionApi, type CollectionApi } from './collection-api.ts';

const api: CollectionApi = collectionApi;
const t = () => editorDictionary($editorLocale.get());

/** The container block the editor works in and the collection it lists. */
export interface CollectionTarget {
  collectionId: string;
  collectionName: EditableCollection;
}

/** Logs a failure and shows its error text with the API's message appended. */
function fail(key: EditorKey, error: unknown): false {
  console.error(`[editor] ${key}`, error);
  const reason = error instanceof Error && error.message ? `: ${error.message}` : '';
  pushToast('error', `${t()[key]}${reason}`);
  return false;
}

/** Adds an item named `name`; resolves to the new page's id, or null after a failure. */
export async function addItem(target: CollectionTarget, name: string): Promise<string | null> {
  try {
    const { page } = await api.add({ ...target, collectionType: 'page', name });
    await reloadDraft();
    pushToast('success', format(t().collectionAdded, { name: name.trim() }));
    return page.id;
  } catch (error) {
    fail('collectionAddError', error);
    return null;
  }
}

/** Moves item `active` to the place of item `over`, with the reorder toasts (loading, then done). */
export async function sortItems(target: CollectionTarget, active: string, over: string): Promise<boolean> {
  const loading = pushToast('info', t().collectionSorting);
  try {
    await api.sort({ ...target, active, over });
    await reloadDraft();
    pushToast('success', t().collectionSorted);
    return true;
  } catch (error) {
    return fail('collectionSortError', error);
  } finally {
    dismissToast(loading);
  }
}

/** Shows an archived item again (`shown` true) or moves it to the archive. */
export async function setItemShown(
  target: CollectionTarget,
  item: { id: string; name: string },
  shown: boolean,
): Promise<boolean> {
  try {
    await api.toggle({ ...target, pageId: item.id, action: shown ? 'add' : 'remove' });
    await reloadDraft();
    pushToast(
      'success',
      format(shown ? t().collectionShownAgain : t().collectionHidden, { name: item.name }),
    );
    return true;
  } catch (error) {
    return fail('collectionToggleError', error);
  }
}

/** Removes an item for good (after the panel asked for confirmation); undo stops there. */
export async function removeItem(
  target: CollectionTarget,
  item: { id: string; name: string },
): Promise<boolean> {
  try {
    await api.removeItem({ ...target, pageId: item.id });
    // Gone for good: undo must not reach behind this to an older change.
    recordIrreversibleStep('deletion');
    await reloadDraft();
    pushToast('success', format(t().collectionRemoved, { name: item.name }));
    return true;
  } catch (error) {
    return fail('collectionRemoveError', error);
  }
}
