/**
 * The editor island's state, as nanostores atoms: the draft page being edited (updated in place
 * by every save, so the page re-renders with the stored value and its new revision), the query
 * flags, the publication and translation status, the current selection with its menu, and the
 * toasts. The draft helpers below are pure (draft in, new draft out) so saves are testable.
 */
import { atom } from 'nanostores';
import { getBlock } from '../blocks/manifests.ts';
import type { EditorLocale } from '../i18n/editor.ts';
import type { FieldSpec } from '../blocks/types.ts';
import type { ContentStatus, FieldSnapshot, GroupSnapshot, PageSnapshot } from '../lib/content.ts';
import { NO_FLAGS, type EditorFlags } from '../lib/edit-route.ts';
import type { DraftPageResponse } from '../lib/api/draft.ts';
import type { StoredField, StoredGroup, StoredItem, StoredPage } from '../lib/api/items.ts';
import type { PublicationStatusResponse, TranslationStatusResponse } from '../lib/api/page.ts';

// ---------------------------------------------------------------------------------------------
// Atoms

/** The draft page with the draft site pieces it renders with; null until loaded. */
export const $draft = atom<DraftPageResponse | null>(null);
/** The editor's own UI language (the signed-in editor's choice; German until it is read). */
export const $editorLocale = atom<EditorLocale>('de');
/** The query flags (toolbar, pageMenu, settings). */
export const $flags = atom<EditorFlags>(NO_FLAGS);
/** Changed items of the page and whether publishing may be offered; null until loaded. */
export const $publication = atom<PublicationStatusResponse | null>(null);
/** Missing translations per locale; null until loaded. */
export const $translation = atom<TranslationStatusResponse | null>(null);

export type PublishState = 'idle' | 'publishing' | 'published' | 'error';
export const $publishState = atom<PublishState>('idle');

/** What a click selected. */
export type SelectedItem =
  | { kind: 'page'; id: string }
  | { kind: 'group'; id: string }
  | { kind: 'field'; id: string; groupId: string | null; name: string };

/** The selection, the place of its context menu and, when the click hit a page link, its edit path. */
export interface MenuState {
  item: SelectedItem;
  left: number;
  top: number;
  /** An internal edit path the clicked element links to (edit-page action). */
  editHref: string | null;
  /** Anchor rectangle (viewport) to place the menu next to once its size is known. */
  anchor: { left: number; top: number; width: number; height: number } | null;
}
export const $menu = atom<MenuState | null>(null);

/** Where a media library choice goes: an image or video field, or the page's share image. */
export type MediaTarget =
  | {
      kind: 'field';
      fieldId: string;
      groupId: string | null;
      name: string;
      mediaType: 'image' | 'video';
      /** The field's frame on screen (width / height), for the crop preview; null when unknown. */
      frameRatio: number | null;
    }
  | { kind: 'pageImage' }
  /** The site logo (or the alternative logo) in the settings' header section. */
  | { kind: 'settingsLogo'; which: 'logo' | 'alternativeLogo' };

/**
 * The panel open from the menu: options of a group, link options of a field, add block, the
 * media library for a field or the page's share image, the bulk uploader of a gallery, the
 * collection editor of a container block.
 */
export type PanelState =
  | { kind: 'options'; groupId: string }
  | { kind: 'link'; fieldId: string; groupId: string | null; name: string }
  | { kind: 'addBlock'; nextTo: string | null }
  | { kind: 'media'; target: MediaTarget }
  | { kind: 'bulkUpload'; groupId: string }
  | { kind: 'collection'; groupId: string }
  | { kind: 'jobBoard'; board: 'jobs' | 'marketplace' };
export const $panel = atom<PanelState | null>(null);

export type ToastKind = 'info' | 'success' | 'warning' | 'error';
export interface ToastAction {
  label: string;
  run: () => void;
}
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  action?: ToastAction | undefined;
}
export const $toasts = atom<Toast[]>([]);

/** Saves that failed and keep an edit not yet stored, by item key, with their retry. */
export const $unsaved = atom<Record<string, () => void>>({});

/** Statuses groups had before being marked for deletion (restoring needs it). */
export const $previousStatus = atom<Record<string, ContentStatus>>({});

// ---------------------------------------------------------------------------------------------
// Toasts

let toastId = 0;
const TOAST_MS = 5000;

/**
 * Shows a toast; info and success disappear by themselves, warnings and errors stay unless
 * `durationMs` is given (the spec times some messages, e.g. the YouTube ones at 2 s and 3 s).
 */
export function pushToast(kind: ToastKind, text: string, action?: ToastAction, durationMs?: number): number {
  const id = ++toastId;
  $toasts.set([...$toasts.get(), { id, kind, text, action }]);
  const lasts = durationMs ?? (kind === 'info' || kind === 'success' ? TOAST_MS : null);
  if (lasts !== null && typeof window !== 'undefined') {
    window.setTimeout(() => dismissToast(id), lasts);
  }
  return id;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

export function markUnsaved(key: string, retry: (() => void) | null): void {
  const next = { ...$unsaved.get() };
  if (retry) next[key] = retry;
  else delete next[key];
  $unsaved.set(next);
}

// ---------------------------------------------------------------------------------------------
// Draft helpers (pure)

/** Id given to a field a block declares but that has no row yet (created by its first save). */
export function placeholderId(groupId: string, name: string): string {
  return `new-${groupId}-${name}`;
}

/** Whether a field exists only in the editor so far (no stored row, no revision). */
export function isPlaceholder(field: FieldSnapshot): boolean {
  return field.revision === undefined;
}

/**
 * The draft with an empty placeholder for every field a block declares but has no row for
 * (a freshly added block has none), so each one renders and can be typed into.
 */
export function withPlaceholders(draft: DraftPageResponse): DraftPageResponse {
  const pageId = draft.page.id;
  const fill = (group: GroupSnapshot): GroupSnapshot => {
    const specs = getBlock(group.type)?.fields ?? [];
    const missing = specs.filter((spec) => !group.fields[spec.name]);
    const children = group.children.map(fill);
    if (missing.length === 0 && children.every((c, i) => c === group.children[i])) return group;
    const fields = { ...group.fields };
    for (const spec of missing) {
      fields[spec.name] = {
        id: placeholderId(group.id, spec.name),
        pageId,
        groupId: group.id,
        name: spec.name,
        content: null,
        options: {},
        media: null,
        visible: true,
      };
    }
    return { ...group, fields, children };
  };
  return { ...draft, page: { ...draft.page, groups: draft.page.groups.map(fill) } };
}

/** A group anywhere in the page's tree (cards included). */
export function findGroup(page: PageSnapshot, id: string): GroupSnapshot | null {
  const visit = (groups: readonly GroupSnapshot[]): GroupSnapshot | null => {
    for (const group of groups) {
      if (group.id === id) return group;
      const inner = visit(group.children);
      if (inner) return inner;
    }
    return null;
  };
  return visit(page.groups);
}

/** The siblings list a group sits in (page level or the cards of its parent). */
export function siblingsOf(page: PageSnapshot, id: string): readonly GroupSnapshot[] {
  const visit = (groups: readonly GroupSnapshot[]): readonly GroupSnapshot[] | null => {
    if (groups.some((g) => g.id === id)) return groups;
    for (const group of groups) {
      const inner = visit(group.children);
      if (inner) return inner;
    }
    return null;
  };
  return visit(page.groups) ?? [];
}

/** A field by id, or by group and name (a placeholder that has since been created). */
export function findField(
  page: PageSnapshot,
  id: string,
  where?: { groupId: string | null; name: string },
): FieldSnapshot | null {
  const match = (field: FieldSnapshot) =>
    field.id === id || (where !== undefined && field.groupId === where.groupId && field.name === where.name);
  for (const field of Object.values(page.fields)) if (match(field)) return field;
  const visit = (groups: readonly GroupSnapshot[]): FieldSnapshot | null => {
    for (const group of groups) {
      for (const field of Object.values(group.fields)) {
        if (field.id === id || (where && where.groupId === group.id && field.name === where.name))
          return field;
      }
      const inner = visit(group.children);
      if (inner) return inner;
    }
    return null;
  };
  return visit(page.groups);
}

/** What a block declares about one of its fields (kind, multi-line), if anything. */
export function fieldSpecOf(page: PageSnapshot, field: FieldSnapshot): FieldSpec | null {
  if (!field.groupId) return null;
  const group = findGroup(page, field.groupId);
  return getBlock(group?.type ?? '')?.fields.find((f) => f.name === field.name) ?? null;
}

function mapGroups(
  groups: readonly GroupSnapshot[],
  fn: (g: GroupSnapshot) => GroupSnapshot,
): GroupSnapshot[] {
  return groups.map((group) => {
    const children = mapGroups(group.children, fn);
    const same = children.every((c, i) => c === group.children[i]);
    return fn(same ? group : { ...group, children });
  });
}

/**
 * The draft with one field replaced (matched by id, or by group and name for a placeholder the
 * save just created). Unknown fields leave the draft unchanged.
 */
export function replaceField(draft: DraftPageResponse, next: FieldSnapshot): DraftPageResponse {
  const matches = (field: FieldSnapshot, groupId: string | null) =>
    field.id === next.id || (groupId === (next.groupId ?? null) && field.name === next.name);
  const inFields = (fields: Record<string, FieldSnapshot>, groupId: string | null) => {
    const key = Object.keys(fields).find((k) => matches(fields[k]!, groupId));
    return key === undefined ? fields : { ...fields, [key]: next };
  };
  const page = draft.page;
  const pageFields = next.groupId ? page.fields : inFields(page.fields, null);
  const groups = next.groupId
    ? mapGroups(page.groups, (g) => {
        if (g.id !== next.groupId) return g;
        const fields = inFields(g.fields, g.id);
        return fields === g.fields ? g : { ...g, fields };
      })
    : page.groups;
  return { ...draft, page: { ...page, fields: pageFields, groups } };
}

/** The draft with one group changed by `fn`. */
export function updateGroup(
  draft: DraftPageResponse,
  id: string,
  fn: (group: GroupSnapshot) => GroupSnapshot,
): DraftPageResponse {
  return {
    ...draft,
    page: { ...draft.page, groups: mapGroups(draft.page.groups, (g) => (g.id === id ? fn(g) : g)) },
  };
}

/** A field snapshot carrying what the server stored (media kept when its id did not change). */
export function fieldFromStored(stored: StoredField, before: FieldSnapshot | null): FieldSnapshot {
  const media =
    stored.mediaId === null
      ? null
      : before?.media?.id === stored.mediaId
        ? before.media
        : (before?.media ?? null);
  return {
    id: stored.id,
    revision: stored.revision,
    pageId: stored.pageId,
    groupId: stored.groupId,
    name: stored.name,
    content: stored.content,
    options: stored.options,
    media,
    visible: stored.visible,
  };
}

function groupFromStored(stored: StoredGroup, before: GroupSnapshot): GroupSnapshot {
  return {
    ...before,
    revision: stored.revision,
    status: stored.status,
    options: stored.options,
    disallowedLanguages: stored.meta.disallowedLanguages,
  };
}

function pageFromStored(stored: StoredPage, before: PageSnapshot): PageSnapshot {
  return {
    ...before,
    revision: stored.revision,
    status: stored.status,
    slug: stored.slug,
    meta: stored.meta,
  };
}

/** The draft after the server answered with an item as it is stored now (a save, or a 412's `current`). */
export function applyStoredItem(draft: DraftPageResponse, item: StoredItem): DraftPageResponse {
  switch (item.itemType) {
    case 'field': {
      const before = findField(draft.page, item.id, { groupId: item.groupId, name: item.name });
      return replaceField(draft, fieldFromStored(item, before));
    }
    case 'group':
      return updateGroup(draft, item.id, (g) => groupFromStored(item, g));
    case 'page':
      return item.id === draft.page.id ? { ...draft, page: pageFromStored(item, draft.page) } : draft;
  }
}

// ---------------------------------------------------------------------------------------------
// Store actions

/** Replaces the draft (after loading), adding placeholders for declared fields without rows. */
export function setDraft(draft: DraftPageResponse | null): void {
  $draft.set(draft ? withPlaceholders(draft) : null);
}

/** Applies a stored item to the current draft, remembering a group's previous status. */
export function storeItem(item: StoredItem): void {
  const draft = $draft.get();
  if (draft) $draft.set(applyStoredItem(draft, item));
  if (item.itemType === 'group' && item.previousStatus) {
    $previousStatus.set({ ...$previousStatus.get(), [item.id]: item.previousStatus });
  }
}

/** Replaces one field of the current draft locally (an edit kept after a failed save). */
export function storeField(field: FieldSnapshot): void {
  const draft = $draft.get();
  if (draft) $draft.set(replaceField(draft, field));
}

/** The draft with groups reordered by the positions the server answered (after an add or a move). */
export function applyPositions(
  draft: DraftPageResponse,
  positions: readonly { id: string; position: number }[],
): DraftPageResponse {
  if (positions.length === 0) return draft;
  const rank = new Map(positions.map((p) => [p.id, p.position]));
  const reorder = (groups: readonly GroupSnapshot[]): GroupSnapshot[] => {
    const children = groups.map((g) => {
      const inner = reorder(g.children);
      return inner.every((c, i) => c === g.children[i]) ? g : { ...g, children: inner };
    });
    if (!children.some((g) => rank.has(g.id))) return children;
    return children
      .map((g, index) => ({ g, index }))
      .sort((a, b) => (rank.get(a.g.id) ?? a.index) - (rank.get(b.g.id) ?? b.index) || a.index - b.index)
      .map(({ g }) => g);
  };
  return { ...draft, page: { ...draft.page, groups: reorder(draft.page.groups) } };
}

/** The draft without these groups (a deleted draft block and its cards). */
export function withoutGroups(draft: DraftPageResponse, ids: readonly string[]): DraftPageResponse {
  const gone = new Set(ids);
  const prune = (groups: readonly GroupSnapshot[]): GroupSnapshot[] =>
    groups.filter((g) => !gone.has(g.id)).map((g) => ({ ...g, children: prune(g.children) }));
  return { ...draft, page: { ...draft.page, groups: prune(draft.page.groups) } };
}
