/**
 * The one save routine every editor part goes through (editor spec §7 "shared save routine"):
 * item id, type, parent id, new value and cache tag in; one POST /data out, based on the revision
 * the editor has. It skips a value that did not change (or is empty before and after) unless
 * forced, runs saves of the same item one after another (each on the revision the previous one
 * left), puts the stored answer into the draft, and on a 412 shows the newer value with a notice.
 * A failed save is never silent: the edit stays on screen, the error is logged and shown with a
 * retry, and the page warns before it is left.
 */
import { ApiFailure, type EditorApi } from './api-client.ts';
import type { FieldSaveInput, SaveOutcome } from './context.tsx';
import type { FieldContent, FieldSnapshot, GroupSnapshot, Locale, PageSnapshot } from '../lib/content.ts';
import type { StoredItem } from '../lib/api/items.ts';
import type { FieldSaveRequest } from '../lib/api/save.ts';
import type { ToastAction, ToastKind } from './store.ts';
import { fieldEntry, groupOptionsEntry, pairEntry, type EditorHistoryEntry } from './history/changes.ts';

type FieldData = FieldSaveRequest['data'];

// ---------------------------------------------------------------------------------------------
// Skip rules (pure)

/** Empty in the spec's sense: nothing, or only whitespace, or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Deep equality of JSON values, key order ignored. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalize(a)) === JSON.stringify(normalize(b));
}

function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const inner = (value as Record<string, unknown>)[key];
      if (inner !== undefined) out[key] = normalize(inner);
    }
    return out;
  }
  return value;
}

/** Whether a value would not change anything: equal to the stored one, or empty on both sides. */
export function isUnchangedValue(before: unknown, after: unknown): boolean {
  if (isEmptyValue(before) && isEmptyValue(after)) return true;
  return sameValue(before, after);
}

/** Whether every key of an options patch keeps the value it has. */
export function optionsUnchanged(current: Record<string, unknown>, patch: Record<string, unknown>): boolean {
  return Object.entries(patch).every(([key, value]) => isUnchangedValue(current[key], value));
}

function contentUnchanged(content: FieldContent | null, input: NonNullable<FieldData['content']>) {
  if ('value' in input) {
    const before = content?.kind === 'single' ? content.value : null;
    return isUnchangedValue(before, input.value);
  }
  const before = content?.kind === 'localized' ? content.values[input.locale] : undefined;
  if (isEmptyValue(before?.text) && isEmptyValue(input.text)) return true;
  if ((before?.text ?? null) !== input.text) return false;
  return input.json === undefined || sameValue(before?.json ?? null, input.json);
}

/**
 * Whether a field save would change nothing (editor spec §4: skipped unless forced): every part
 * it names keeps its value, or is empty before and after.
 */
export function fieldSaveUnchanged(field: FieldSnapshot, data: FieldData): boolean {
  if (data.content !== undefined && !contentUnchanged(field.content, data.content)) return false;
  if (data.options !== undefined && !optionsUnchanged(field.options, data.options)) return false;
  if (data.mediaId !== undefined && !isUnchangedValue(field.media?.id ?? null, data.mediaId)) return false;
  if (data.visible !== undefined && data.visible !== field.visible) return false;
  return true;
}

/** The field as it looks with this data applied locally (an edit kept on screen after a failed save). */
export function applyFieldData(field: FieldSnapshot, data: FieldData): FieldSnapshot {
  let content = field.content;
  if (data.content) {
    if ('value' in data.content) {
      content = { kind: 'single', value: data.content.value };
    } else {
      const values = content?.kind === 'localized' ? { ...content.values } : {};
      const { locale, text, json } = data.content;
      values[locale] = json === undefined ? { ...values[locale], text } : { text, json };
      content = { kind: 'localized', values };
    }
  }
  return {
    ...field,
    content,
    options: data.options ? { ...field.options, ...data.options } : field.options,
    media: data.mediaId === null ? null : field.media,
    visible: data.visible ?? field.visible,
  };
}

// ---------------------------------------------------------------------------------------------
// The routine

/** Texts the routine shows (from the editor dictionary). */
export interface SaveTexts {
  saveError: string;
  saveRetry: string;
  saveStale: string;
  saveStaleKeepMine: string;
  saveUnauthorized: string;
  saveSignIn: string;
}

export interface SaveDeps {
  api: Pick<EditorApi, 'saveData'>;
  /** The page being edited. */
  page: () => PageSnapshot;
  /** The newest version of a field in the draft (placeholders found by group and name). */
  currentField: (field: FieldSnapshot) => FieldSnapshot;
  /** The newest version of a group in the draft. */
  currentGroup: (group: GroupSnapshot) => GroupSnapshot;
  /** Puts what the server stored into the draft. */
  stored: (item: StoredItem) => void;
  /** Keeps an unsaved edit on screen. */
  keepField: (field: FieldSnapshot) => void;
  keepGroup: (group: GroupSnapshot) => void;
  notify: (kind: ToastKind, text: string, action?: ToastAction) => void;
  /** Records (retry) or clears (null) an unsaved item. */
  unsaved: (key: string, retry: (() => void) | null) => void;
  /** The texts in the current editor language. */
  texts: () => SaveTexts;
  /** After any successful save (e.g. refresh the publication status). */
  onSaved?: () => void;
  /** Sends the editor to the login page (session expired). */
  signIn?: () => void;
  log?: (message: string, error: unknown) => void;
  /** Receives every stored change as an undo/redo entry (the page's history). */
  recorded?: (entry: EditorHistoryEntry) => void;
  /** The clock for history entries (ms). */
  now?: () => number;
}

/** A field save; `untracked` stores an undo or redo without recording it again. */
export interface TrackedFieldSaveInput extends FieldSaveInput {
  untracked?: boolean;
}

export interface SaveRoutine {
  saveField: (input: TrackedFieldSaveInput) => Promise<SaveOutcome>;
  saveGroupOptions: (
    group: GroupSnapshot,
    patch: Record<string, unknown>,
    force?: boolean,
    untracked?: boolean,
  ) => Promise<SaveOutcome>;
  savePageOptions: (
    patch: { disallowedLanguages?: string[] },
    force?: boolean,
    untracked?: boolean,
  ) => Promise<SaveOutcome>;
  /** Resolves once every save started so far has finished (e.g. before publishing). */
  settled: () => Promise<void>;
}

/** Builds the save routine over an API client and the draft store. */
export function createSaveRoutine(deps: SaveDeps): SaveRoutine {
  const queues = new Map<string, Promise<unknown>>();
  const log = deps.log ?? ((message, error) => console.error(message, error));
  const now = deps.now ?? (() => Date.now());
  const record = (entry: EditorHistoryEntry | null, untracked: boolean | undefined) => {
    if (entry && !untracked) deps.recorded?.(entry);
  };

  /** Runs saves of one item in order, so each is based on the revision the previous one stored. */
  function enqueue<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = queues.get(key) ?? Promise.resolve();
    const next = previous.then(task, task);
    queues.set(
      key,
      next.catch(() => undefined),
    );
    return next;
  }

  function failed(error: unknown, key: string, retry: () => void, keep: () => void): SaveOutcome {
    if (error instanceof ApiFailure && error.isStale && error.current) {
      deps.stored(error.current);
      deps.unsaved(key, null);
      deps.notify('warning', deps.texts().saveStale, { label: deps.texts().saveStaleKeepMine, run: retry });
      return 'stale';
    }
    log(`[editor] save of ${key} failed`, error);
    keep();
    deps.unsaved(key, retry);
    if (error instanceof ApiFailure && error.status === 401 && deps.signIn) {
      deps.notify('error', deps.texts().saveUnauthorized, {
        label: deps.texts().saveSignIn,
        run: deps.signIn,
      });
    } else {
      const reason = error instanceof Error && error.message ? ` (${error.message})` : '';
      deps.notify('error', `${deps.texts().saveError}${reason}`, {
        label: deps.texts().saveRetry,
        run: retry,
      });
    }
    return 'error';
  }

  function saveField(input: TrackedFieldSaveInput): Promise<SaveOutcome> {
    const key = `field:${input.field.groupId ?? 'page'}:${input.field.name}`;
    return enqueue(key, async () => {
      const field = deps.currentField(input.field);
      if (!input.force && fieldSaveUnchanged(field, input.data)) return 'skipped';
      const pageId = field.pageId ?? deps.page().id;
      const groupId = field.groupId ?? null;
      const retry = () =>
        void saveField({ field: input.field, data: input.data, force: true, untracked: input.untracked });
      try {
        const { item } = await deps.api.saveData({
          itemType: 'field',
          pageId,
          groupId,
          name: field.name,
          baseRevision: field.revision ?? null,
          data: input.data,
          revalidationTag: groupId ?? pageId,
        });
        deps.stored(item);
        deps.unsaved(key, null);
        record(fieldEntry(field, pageId, input.data, now()), input.untracked);
        deps.onSaved?.();
        return 'saved';
      } catch (error) {
        return failed(error, key, retry, () => deps.keepField(applyFieldData(field, input.data)));
      }
    });
  }

  function saveGroupOptions(
    group: GroupSnapshot,
    patch: Record<string, unknown>,
    force = false,
    untracked = false,
  ): Promise<SaveOutcome> {
    const key = `group:${group.id}`;
    return enqueue(key, async () => {
      const current = deps.currentGroup(group);
      if (!force && optionsUnchanged(current.options, patch)) return 'skipped';
      const pageId = deps.page().id;
      const retry = () => void saveGroupOptions(group, patch, true, untracked);
      try {
        const { item } = await deps.api.saveData({
          itemType: 'group',
          pageId,
          groupId: current.id,
          baseRevision: current.revision ?? 0,
          data: { options: patch },
          revalidationTag: current.id,
        });
        deps.stored(item);
        deps.unsaved(key, null);
        record(groupOptionsEntry(current, patch, now()), untracked);
        deps.onSaved?.();
        return 'saved';
      } catch (error) {
        return failed(error, key, retry, () =>
          deps.keepGroup({ ...current, options: { ...current.options, ...patch } }),
        );
      }
    });
  }

  function savePageOptions(
    patch: { disallowedLanguages?: string[] },
    force = false,
    untracked = false,
  ): Promise<SaveOutcome> {
    const page = deps.page();
    const key = `page:${page.id}`;
    return enqueue(key, async () => {
      const current = deps.page();
      const before = { disallowedLanguages: [...(current.meta.disallowedLanguages ?? [])].sort() };
      const after: { disallowedLanguages?: Locale[] } = patch.disallowedLanguages
        ? { disallowedLanguages: [...patch.disallowedLanguages].sort() as Locale[] }
        : {};
      if (!force && optionsUnchanged(before, after)) return 'skipped';
      const retry = () => void savePageOptions(patch, true, untracked);
      try {
        const { item } = await deps.api.saveData({
          itemType: 'page',
          pageId: current.id,
          baseRevision: current.revision ?? 0,
          data: { options: after },
          revalidationTag: current.id,
        });
        deps.stored(item);
        deps.unsaved(key, null);
        if (after.disallowedLanguages) {
          record(
            pairEntry(
              { kind: 'pageLanguages', disallowedLanguages: before.disallowedLanguages },
              { kind: 'pageLanguages', disallowedLanguages: after.disallowedLanguages },
              now(),
            ),
            untracked,
          );
        }
        deps.onSaved?.();
        return 'saved';
      } catch (error) {
        return failed(error, key, retry, () => undefined);
      }
    });
  }

  async function settled(): Promise<void> {
    await Promise.all([...queues.values()]);
  }

  return { saveField, saveGroupOptions, savePageOptions, settled };
}
