/**
 * The editor's undoable changes as data, and how to take one back: for a field save, the save that
 * writes back what the field held before; for a block option, the value it had (or its default);
 * for the structural actions (move, hide, languages, remove, add), the opposite action. Pure, so
 * the inverses are tested without the API.
 */
import * as v from 'valibot';
import { blockSchema, type DialogBlockType } from '../../blocks/registry.ts';
import type { FieldSnapshot, GroupSnapshot } from '../../lib/content.ts';
import type { FieldSaveRequest } from '../../lib/api/save.ts';
import type { HistoryEntry } from './history.ts';

type FieldData = FieldSaveRequest['data'];

/** One change the editor can make again or take back; every kind goes through save.ts or actions.ts. */
export type EditorChange =
  | { kind: 'field'; pageId: string; groupId: string | null; name: string; data: FieldData }
  | { kind: 'groupOptions'; groupId: string; patch: Record<string, unknown> }
  | { kind: 'pageLanguages'; disallowedLanguages: string[] }
  | { kind: 'fieldVisible'; pageId: string; groupId: string | null; name: string; visible: boolean }
  | { kind: 'groupFieldsVisible'; groupId: string; visibleFields: Record<string, boolean> }
  | { kind: 'groupLanguages'; groupId: string; disallowedLanguages: string[] }
  | { kind: 'move'; groupId: string; toIndex: number }
  | { kind: 'markRemoved'; groupId: string }
  | { kind: 'restore'; groupId: string }
  | { kind: 'deleteAdded'; groupId: string }
  | { kind: 'add'; blockType: DialogBlockType; nextTo: string | null };

export type EditorHistoryEntry = HistoryEntry<EditorChange>;

function sortedKeys(object: object): string {
  return Object.keys(object).sort().join(',');
}

/**
 * The field data that puts back what `before` held for the parts `data` changes (content of its
 * locale, options, visibility). Media changes are not taken back (the library owns them): null
 * when nothing else changed.
 */
export function inverseFieldData(before: FieldSnapshot, data: FieldData): FieldData | null {
  const out: FieldData = {};
  if (data.content) {
    if ('value' in data.content) {
      out.content = { value: before.content?.kind === 'single' ? before.content.value : null };
    } else {
      const old =
        before.content?.kind === 'localized' ? before.content.values[data.content.locale] : undefined;
      out.content = {
        locale: data.content.locale,
        text: old?.text ?? null,
        ...(data.content.json === undefined ? {} : { json: old?.json ?? null }),
      };
    }
  }
  if (data.options) {
    out.options = Object.fromEntries(
      Object.keys(data.options).map((key) => [key, before.options[key] ?? null]),
    );
  }
  if (data.visible !== undefined) out.visible = before.visible;
  return Object.keys(out).length > 0 ? out : null;
}

/** A field save as a history entry (null when it changed nothing that can be taken back). */
export function fieldEntry(
  before: FieldSnapshot,
  pageId: string,
  data: FieldData,
  at: number,
): EditorHistoryEntry | null {
  const undo = inverseFieldData(before, data);
  if (!undo) return null;
  const redo: FieldData = { ...data };
  delete redo.mediaId;
  const where = { pageId: before.pageId ?? pageId, groupId: before.groupId ?? null, name: before.name };
  const part = data.content ? ('value' in data.content ? 'value' : data.content.locale) : '-';
  return {
    undo: { kind: 'field', ...where, data: undo },
    redo: { kind: 'field', ...where, data: redo },
    key: `field:${where.groupId ?? 'page'}:${where.name}:${part}:${sortedKeys(data.options ?? {})}:${data.visible !== undefined}`,
    at,
  };
}

/** The default of a block option (what an unset option means), or null when the block has none. */
export function optionDefault(blockType: string, key: string): unknown {
  const schema = blockSchema(blockType);
  if (!schema) return null;
  const parsed = v.safeParse(schema.options, {});
  if (!parsed.success) return null;
  return (parsed.output as Record<string, unknown>)[key] ?? null;
}

/** A block options save as a history entry: undo writes the values (or defaults) it had. */
export function groupOptionsEntry(
  before: GroupSnapshot,
  patch: Record<string, unknown>,
  at: number,
): EditorHistoryEntry {
  const undo = Object.fromEntries(
    Object.keys(patch).map((key) => [key, before.options[key] ?? optionDefault(before.type, key)]),
  );
  return {
    undo: { kind: 'groupOptions', groupId: before.id, patch: undo },
    redo: { kind: 'groupOptions', groupId: before.id, patch: { ...patch } },
    key: `group:${before.id}:${sortedKeys(patch)}`,
    at,
  };
}

/** Two changes that are each other's inverse, as an entry that never coalesces. */
export function pairEntry(undo: EditorChange, redo: EditorChange, at: number): EditorHistoryEntry {
  return { undo, redo, key: null, at };
}

/**
 * A block move as a history entry: undo puts it back at the index it had among its siblings,
 * redo at the index it went to (indices, not steps, so a drag over several places is one step).
 */
export function moveEntry(
  groupId: string,
  fromIndex: number,
  toIndex: number,
  at: number,
): EditorHistoryEntry {
  return pairEntry({ kind: 'move', groupId, toIndex: fromIndex }, { kind: 'move', groupId, toIndex }, at);
}
