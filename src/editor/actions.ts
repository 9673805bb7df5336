/**
 * What the editor shell does with the API: load and reload the draft, refresh the publication
 * and translation status after every change, the structural block actions of the context menu
 * (move, remove, restore, field and language visibility), publish and revert. Every failure is
 * logged and shown as a toast; nothing fails silently. Saves of values go through save.ts.
 */
import { ApiFailure, editorApi, type EditorApi } from './api-client.ts';
import { createSaveRoutine, type SaveRoutine } from './save.ts';
import { moveEntry, pairEntry } from './history/changes.ts';
import { clearHistory, recordEditorChange, recordIrreversibleStep } from './history/controller.ts';
import { publishApi } from './history/publish-api.ts';
import {
  $draft,
  $editorLocale,
  $menu,
  $panel,
  $previousStatus,
  $publication,
  $publishState,
  $translation,
  applyPositions,
  findField,
  findGroup,
  isPlaceholder,
  markUnsaved,
  pushToast,
  setDraft,
  storeField,
  storeItem,
  updateGroup,
  withoutGroups,
} from './store.ts';
import { editorDictionary, type EditorDictionary, type EditorKey } from '../i18n/editor.ts';
import { ERROR_TEXT_KEYS } from '../i18n/editor/core.ts';
import type { EditorChange } from './history/changes.ts';
import type { ContentStatus, FieldSnapshot, GroupSnapshot, Locale, PageSnapshot } from '../lib/content.ts';
import type { DraftPageQuery, DraftPageResponse } from '../lib/api/draft.ts';
import type { GroupAddRequest } from '../blocks/add-request.ts';
import { loginHref } from '../lib/login-return.ts';
import { positionsOf, reorderIds } from '../lib/block-order.ts';
import type { PublishReasons } from '../lib/publish/publish-rules.ts';

const api: EditorApi = editorApi;

const t = (): EditorDictionary => editorDictionary($editorLocale.get());

function currentPage(): PageSnapshot {
  const draft = $draft.get();
  if (!draft) throw new Error('the draft page is not loaded');
  return draft.page;
}

function log(message: string, error: unknown): void {
  console.error(`[editor] ${message}`, error);
}

/** The reason of a failure in the editor language: the text of its error code, else its message. */
function reasonOf(error: unknown): string {
  if (error instanceof ApiFailure && Object.hasOwn(ERROR_TEXT_KEYS, error.code)) {
    return t()[ERROR_TEXT_KEYS[error.code as keyof typeof ERROR_TEXT_KEYS]];
  }
  return error instanceof Error ? error.message : '';
}

/** Logs a failure and shows it as an error toast (with the reason when there is one). */
function report(key: EditorKey, error: unknown): void {
  log(key, error);
  const text = reasonOf(error);
  const reason = text ? ` (${text})` : '';
  pushToast('error', `${t()[key]}${reason}`);
}

/** The login page that leads back to where the editor is now. */
export function signInHref(locale: Locale): string {
  const here = typeof window === 'undefined' ? `/${locale}/edit/` : `${location.pathname}${location.search}`;
  return loginHref(`/${locale}/login`, here);
}

/** The shared save routine over the draft store (what the editor context hands to every part). */
export const saveRoutine: SaveRoutine = createSaveRoutine({
  api: { saveData: (input) => api.saveData(input) },
  page: currentPage,
  currentField: (field) =>
    findField(currentPage(), field.id, { groupId: field.groupId ?? null, name: field.name }) ?? field,
  currentGroup: (group) => findGroup(currentPage(), group.id) ?? group,
  stored: storeItem,
  keepField: storeField,
  keepGroup: (group) => {
    const draft = $draft.get();
    if (draft) $draft.set(updateGroup(draft, group.id, () => group));
  },
  notify: pushToast,
  unsaved: markUnsaved,
  texts: t,
  onSaved: () => scheduleStatusRefresh(),
  signIn: () => location.assign(signInHref(localeOfPath())),
  log,
  recorded: recordEditorChange,
});

/** Records a structural change in the page's history unless it is itself an undo or redo. */
function track(on: boolean, undo: EditorChange, redo: EditorChange): void {
  if (on) recordEditorChange(pairEntry(undo, redo, Date.now()));
}

function localeOfPath(): Locale {
  return typeof location !== 'undefined' && location.pathname.startsWith('/en/') ? 'en' : 'de';
}

// ---------------------------------------------------------------------------------------------
// Loading

/** Loads a draft page into the store; rethrows ApiFailure (401, 404) for the shell to handle. */
export async function loadDraft(query: DraftPageQuery): Promise<DraftPageResponse> {
  const draft = await api.getDraftPage(query);
  setDraft(draft);
  void refreshStatus();
  return draft;
}

/** Re-reads the current draft page (after a structural change elsewhere, e.g. a block added). */
export async function reloadDraft(): Promise<void> {
  const draft = $draft.get();
  if (!draft) return;
  try {
    setDraft(await api.getDraftPage({ id: draft.page.id }));
  } catch (error) {
    report('editorShellLoadError', error);
  }
  await refreshStatus();
}

let statusTimer: ReturnType<typeof setTimeout> | null = null;

/** Refreshes the status soon, once for a burst of saves. */
export function scheduleStatusRefresh(): void {
  if (statusTimer) clearTimeout(statusTimer);
  statusTimer = setTimeout(() => {
    statusTimer = null;
    void refreshStatus();
  }, 250);
}

/** Reads the changed items and missing translations of the page. Failures are logged only. */
export async function refreshStatus(): Promise<void> {
  const draft = $draft.get();
  if (!draft) return;
  const id = draft.page.id;
  const [publication, translation] = await Promise.allSettled([
    api.getPublicationStatus(id),
    api.getTranslationStatus(id),
  ]);
  if ($draft.get()?.page.id !== id) return;
  if (publication.status === 'fulfilled') $publication.set(publication.value);
  else log('publication status', publication.reason);
  if (translation.status === 'fulfilled') $translation.set(translation.value);
  else log('translation status', translation.reason);
}

// ---------------------------------------------------------------------------------------------
// Blocks

/**
 * Whether an action ended stored. The block actions report their failure themselves; undo and
 * redo need the outcome to keep the history in step with the server.
 */
export type Done = boolean;

/** Where a block moves: one place up or down, or to an index among its siblings (0 = first). */
export type GroupMove = 'up' | 'down' | { toIndex: number };

/** The ids of a block and its siblings in page order (the page's blocks or a container's). */
function siblingIds(groups: readonly GroupSnapshot[], id: string): string[] | null {
  if (groups.some((g) => g.id === id)) return groups.map((g) => g.id);
  for (const g of groups) {
    const inner = siblingIds(g.children, id);
    if (inner) return inner;
  }
  return null;
}

/**
 * Moves a block among its siblings. A move to an index shows at once in the draft and is taken
 * back, with a toast saying so, when the server refuses it; a step up or down waits for the answer.
 * Either way the server's positions are the truth, and the history records the indices.
 */
export async function moveGroup(group: GroupSnapshot, move: GroupMove, tracked = true): Promise<Done> {
  const before = siblingIds(currentPage().groups, group.id);
  const optimistic = typeof move === 'object' && before ? reorderIds(before, group.id, move.toIndex) : null;
  const draft = $draft.get();
  if (draft && optimistic) $draft.set(applyPositions(draft, positionsOf(optimistic)));
  try {
    const target = typeof move === 'object' ? { toIndex: move.toIndex } : { direction: move };
    const answer = await api.sortGroup({ pageId: currentPage().id, groupId: group.id, ...target });
    const current = $draft.get();
    if (current) $draft.set(applyPositions(current, answer.positions));
    if (answer.moved && tracked) {
      recordEditorChange(moveEntry(group.id, answer.fromIndex, answer.toIndex, Date.now()));
    }
    scheduleStatusRefresh();
    return true;
  } catch (error) {
    const current = $draft.get();
    if (current && optimistic && before) $draft.set(applyPositions(current, positionsOf(before)));
    report(optimistic ? 'blockMoveFailed' : 'menuMoveError', error);
    return false;
  }
}

/**
 * Adds a block of a type after `nextTo` (null: at the end) and closes the page's menu; answers
 * the new group's id and throws when adding failed (the caller shows why and re-reads the draft).
 */
export async function addBlock(input: GroupAddRequest, tracked = true): Promise<string> {
  const { group } = await api.addGroup(input);
  $menu.set(null);
  track(
    tracked,
    { kind: 'deleteAdded', groupId: group.id },
    { kind: 'add', blockType: input.groupName, nextTo: input.nextTo },
  );
  return group.id;
}

/**
 * Removes a block: the server deletes a never-published one (the caller confirmed first) and
 * marks a published one for deletion, restorable until the next publish.
 */
export async function removeGroup(group: GroupSnapshot, tracked = true): Promise<Done> {
  try {
    const answer = await api.removeGroup({ pageId: currentPage().id, groupId: group.id });
    if (answer.outcome === 'deleted') {
      // Deleted for good: undo stops here instead of undoing an older change in its place (as an
      // undo of adding it, the redo adds it again, so that one stays reversible).
      if (tracked) recordIrreversibleStep('deletion');
      const draft = $draft.get();
      if (draft) $draft.set(withoutGroups(draft, answer.groupIds));
      $menu.set(null);
      $panel.set(null);
      pushToast('success', t().menuRemoved);
    } else {
      storeItem(answer.group);
      pushToast('info', t().menuMarked);
      track(tracked, { kind: 'restore', groupId: group.id }, { kind: 'markRemoved', groupId: group.id });
    }
    scheduleStatusRefresh();
    return true;
  } catch (error) {
    report('menuRemoveError', error);
    return false;
  }
}

/** Restores a block marked for deletion to the status it had before. */
export async function restoreGroup(group: GroupSnapshot, tracked = true): Promise<Done> {
  const pageId = currentPage().id;
  const remembered = $previousStatus.get()[group.id];
  // The draft snapshot does not carry the previous status; a block can only have been marked
  // after it was published, so 'published' is the answer unless this session saw otherwise.
  const candidates: ContentStatus[] = remembered ? [remembered] : ['published', 'draft'];
  let lastError: unknown = null;
  for (const to of candidates) {
    try {
      const answer = await api.setGroupStatus({ pageId, groupId: group.id, from: 'markedForDeletion', to });
      storeItem(answer.group);
      pushToast('success', t().menuRestored);
      track(tracked, { kind: 'markRemoved', groupId: group.id }, { kind: 'restore', groupId: group.id });
      scheduleStatusRefresh();
      return true;
    } catch (error) {
      lastError = error;
      if (!(error instanceof ApiFailure && error.status === 409)) break;
    }
  }
  report('menuRestoreError', lastError);
  return false;
}

/** Shows or hides one field (a declared field without a row is created hidden). */
export async function setFieldVisible(field: FieldSnapshot, visible: boolean, tracked = true): Promise<Done> {
  const page = currentPage();
  const where = { pageId: field.pageId ?? page.id, groupId: field.groupId ?? null, name: field.name };
  try {
    const answer = await api.setFieldVisibility({
      fieldId: isPlaceholder(field) ? null : field.id,
      fieldName: field.name,
      groupId: field.groupId ?? null,
      pageId: field.pageId ?? page.id,
      visible,
    });
    storeItem(answer.field);
    track(
      tracked && field.visible !== visible,
      { kind: 'fieldVisible', ...where, visible: field.visible },
      { kind: 'fieldVisible', ...where, visible },
    );
    scheduleStatusRefresh();
    return true;
  } catch (error) {
    report('menuVisibilityError', error);
    return false;
  }
}

/** Shows or hides fields of a block by name. */
export async function setGroupFieldsVisible(
  group: GroupSnapshot,
  visibleFields: Record<string, boolean>,
  tracked = true,
): Promise<Done> {
  const before = Object.fromEntries(
    Object.keys(visibleFields).map((name) => [name, group.fields[name]?.visible ?? true]),
  );
  try {
    const answer = await api.setGroupVisibility({
      pageId: currentPage().id,
      groupId: group.id,
      visibleFields,
    });
    for (const field of answer.fields) storeItem(field);
    track(
      tracked,
      { kind: 'groupFieldsVisible', groupId: group.id, visibleFields: before },
      { kind: 'groupFieldsVisible', groupId: group.id, visibleFields: { ...visibleFields } },
    );
    scheduleStatusRefresh();
    return true;
  } catch (error) {
    report('menuVisibilityError', error);
    return false;
  }
}

/** The languages a block is hidden in. */
export async function setGroupLanguages(
  group: GroupSnapshot,
  disallowedLanguages: string[],
  tracked = true,
): Promise<Done> {
  try {
    const answer = await api.setGroupMeta({
      pageId: currentPage().id,
      groupId: group.id,
      meta: { disallowedLanguages: disallowedLanguages as Locale[] },
    });
    storeItem(answer.group);
    track(
      tracked,
      { kind: 'groupLanguages', groupId: group.id, disallowedLanguages: [...group.disallowedLanguages] },
      { kind: 'groupLanguages', groupId: group.id, disallowedLanguages: [...disallowedLanguages] },
    );
    scheduleStatusRefresh();
    return true;
  } catch (error) {
    report('menuLanguagesError', error);
    return false;
  }
}

/** The languages the page is hidden in (a page save through the shared routine). */
export async function setPageLanguages(disallowedLanguages: string[]): Promise<void> {
  await saveRoutine.savePageOptions({ disallowedLanguages });
}

// ---------------------------------------------------------------------------------------------
// Publish and revert

/** After publishing the page reloads (editor spec §4); long enough to read the outcome. */
const RELOAD_AFTER_PUBLISHED_MS = 1200;
const RELOAD_AFTER_ERROR_MS = 4000;

/**
 * Publishes the page: publishing -> published | error, then the page reloads. When the publish
 * rules hold it back (the server's 409), nothing changed: back to idle, and `onRefused` gets the
 * server's reasons for the publish dialog.
 */
export async function publish(
  options: { accessibilityConfirmed?: boolean; onRefused?: (reasons: PublishReasons) => void } = {},
  reload: () => void = () => location.reload(),
): Promise<void> {
  if ($publishState.get() === 'publishing') return;
  $publishState.set('publishing');
  try {
    await saveRoutine.settled();
    const outcome = await publishApi.publish(currentPage().id, {
      accessibilityConfirmed: options.accessibilityConfirmed ?? false,
    });
    if (!outcome.ok) {
      $publishState.set('idle');
      options.onRefused?.(outcome.reasons);
      return;
    }
    $publishState.set('published');
    pushToast('success', `${t().toolbarPublished}. ${t().toolbarReloading}`);
    setTimeout(reload, RELOAD_AFTER_PUBLISHED_MS);
  } catch (error) {
    log('publish', error);
    $publishState.set('error');
    pushToast('error', t().toolbarPublishError);
    setTimeout(reload, RELOAD_AFTER_ERROR_MS);
  }
}

/**
 * Signs the editor out (better-auth's sign-out, which deletes the session) once every started
 * save has finished, then goes to the login page; false when signing out failed (shown as a toast).
 */
export async function signOut(locale: Locale, go: (href: string) => void = (href) => location.assign(href)) {
  try {
    await saveRoutine.settled();
    const response = await fetch('/api/v1/auth/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{}',
    });
    if (!response.ok) throw new ApiFailure(response.status, 'sign_out_failed', 'POST /auth/sign-out');
    clearHistory();
    go(`/${locale}/login`);
    return true;
  } catch (error) {
    report('authSignOutFailed', error);
    return false;
  }
}

/** Discards the page's unpublished changes in all languages (the caller confirmed first). */
export async function revert(): Promise<void> {
  try {
    await saveRoutine.settled();
    await api.revertPage(currentPage().id);
    // The discarded changes can no longer be taken back one by one.
    clearHistory();
    $menu.set(null);
    $panel.set(null);
    await reloadDraft();
    pushToast('success', t().toolbarReverted);
  } catch (error) {
    report('toolbarRevertError', error);
  }
}
