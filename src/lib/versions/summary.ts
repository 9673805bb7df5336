/**
 * What a publish changed against the page's previous version, as kept with each version
 * (`page_versions.summary`) and told in words by the history list: the page's own settings,
 * fields changed (by name), blocks added, removed, moved, and blocks whose options changed (by
 * type). Counts are exact; the name lists hold each name once, at most `MAX_SUMMARY_NAMES`.
 * Fields compare like the editor's "changed" (src/lib/drafts.ts: empty locales read as absent,
 * media by id). Pure: no I/O, no DOM, no node:*.
 */
import { normalizeContent } from '../drafts.ts';
import type { FieldSnapshot, GroupSnapshot, PageSnapshot } from '../content.ts';

/** Most names kept per list (the counts stay exact). */
export const MAX_SUMMARY_NAMES = 12;

/** The page's own settings a version can change. */
export const PAGE_SETTINGS = ['name', 'slug', 'description', 'languages', 'password', 'image'] as const;
export type PageSetting = (typeof PAGE_SETTINGS)[number];

/** A count with the distinct names behind it (field names, block types). */
export interface NamedCount {
  count: number;
  names: string[];
}

/** What one version changed against the one before (the first version: everything is new). */
export interface VersionSummary {
  /** The page's first version: nothing to compare with. */
  first: boolean;
  page: PageSetting[];
  fields: NamedCount;
  blocksAdded: NamedCount;
  blocksRemoved: NamedCount;
  blocksMoved: NamedCount;
  optionsChanged: NamedCount;
}

class Tally {
  count = 0;
  private readonly names = new Set<string>();
  add(name: string): void {
    this.count += 1;
    if (this.names.size < MAX_SUMMARY_NAMES) this.names.add(name);
  }
  done(): NamedCount {
    return { count: this.count, names: [...this.names] };
  }
}

/** Keys sorted, undefined dropped, recursively, as one string. */
function canonical(value: unknown): string {
  const norm = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(norm);
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(v).sort()) {
        const inner = (v as Record<string, unknown>)[key];
        if (inner !== undefined) out[key] = norm(inner);
      }
      return out;
    }
    return v;
  };
  return JSON.stringify(norm(value));
}

function fieldState(field: FieldSnapshot | undefined): string {
  return canonical({
    content: normalizeContent(field?.content ?? null),
    options: field?.options ?? {},
    media: field?.media?.id ?? null,
    visible: field?.visible ?? true,
  });
}

function nonEmpty(map: Partial<Record<string, string>> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(map ?? {})) if (value) out[key] = value;
  return out;
}

function pageSettingsChanged(after: PageSnapshot, before: PageSnapshot): PageSetting[] {
  const changed: PageSetting[] = [];
  const differ = (a: unknown, b: unknown) => canonical(a) !== canonical(b);
  if (differ(nonEmpty(after.meta.name), nonEmpty(before.meta.name))) changed.push('name');
  if (differ(nonEmpty(after.slug), nonEmpty(before.slug))) changed.push('slug');
  if (differ(nonEmpty(after.meta.description), nonEmpty(before.meta.description)))
    changed.push('description');
  if (
    differ(
      [...(after.meta.disallowedLanguages ?? [])].sort(),
      [...(before.meta.disallowedLanguages ?? [])].sort(),
    )
  )
    changed.push('languages');
  if ((after.meta.password || null) !== (before.meta.password || null)) changed.push('password');
  if ((after.meta.ogImageId ?? null) !== (before.meta.ogImageId ?? null)) changed.push('image');
  return changed;
}

interface Placed {
  group: GroupSnapshot;
  parentId: string | null;
}

function flatten(groups: readonly GroupSnapshot[], parentId: string | null, out: Map<string, Placed>) {
  for (const group of groups) {
    out.set(group.id, { group, parentId });
    flatten(group.children, group.id, out);
  }
  return out;
}

function compareFields(
  after: Record<string, FieldSnapshot>,
  before: Record<string, FieldSnapshot>,
  fields: Tally,
) {
  const names = new Set([...Object.keys(after), ...Object.keys(before)]);
  for (const name of [...names].sort()) {
    if (fieldState(after[name]) !== fieldState(before[name])) fields.add(name);
  }
}

/** Indexes of one longest strictly increasing subsequence of `values`. */
function longestIncreasing(values: readonly number[]): Set<number> {
  const length: number[] = [];
  const previous: number[] = [];
  let best = -1;
  values.forEach((value, i) => {
    length[i] = 1;
    previous[i] = -1;
    for (let j = 0; j < i; j++) {
      if (values[j]! < value && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        previous[i] = j;
      }
    }
    if (best === -1 || length[i]! > length[best]!) best = i;
  });
  const kept = new Set<number>();
  for (let i = best; i !== -1; i = previous[i]!) kept.add(i);
  return kept;
}

/** Blocks present on both sides whose place among their common siblings changed. */
function movedIds(
  afterList: readonly GroupSnapshot[],
  sides: { after: ReadonlyMap<string, Placed>; before: ReadonlyMap<string, Placed> },
  parentId: string | null,
  beforeSiblings: (parentId: string | null) => readonly GroupSnapshot[],
  out: Set<string>,
) {
  const commonAfter = afterList.filter((g) => sides.before.get(g.id)?.parentId === parentId).map((g) => g.id);
  const commonBefore = beforeSiblings(parentId)
    .filter((g) => sides.after.get(g.id)?.parentId === parentId)
    .map((g) => g.id);
  // The fewest blocks that moved: those outside the longest run kept in the old order.
  const kept = longestIncreasing(commonAfter.map((id) => commonBefore.indexOf(id)));
  commonAfter.forEach((id, index) => {
    if (!kept.has(index)) out.add(id);
  });
  for (const group of afterList) movedIds(group.children, sides, group.id, beforeSiblings, out);
}

/**
 * What `after` (the version just published) changed against `before` (the previous version; null
 * for the page's first).
 *
 * @example
 * const summary = summarizeVersion(published, previous);
 * summary.fields; // { count: 2, names: ['text', 'title'] }
 */
export function summarizeVersion(after: PageSnapshot, before: PageSnapshot | null): VersionSummary {
  const fields = new Tally();
  const added = new Tally();
  const removed = new Tally();
  const moved = new Tally();
  const options = new Tally();
  const prior = before ?? { ...after, meta: { name: {} }, slug: {}, fields: {}, groups: [] };

  compareFields(after.fields, prior.fields, fields);
  const afterById = flatten(after.groups, null, new Map());
  const beforeById = flatten(prior.groups, null, new Map());
  for (const [id, { group }] of afterById) {
    const old = beforeById.get(id)?.group;
    if (!old) {
      added.add(group.type);
      compareFields(group.fields, {}, fields);
      continue;
    }
    if (
      group.version !== old.version ||
      canonical(group.options) !== canonical(old.options) ||
      canonical([...group.disallowedLanguages].sort()) !== canonical([...old.disallowedLanguages].sort())
    )
      options.add(group.type);
    compareFields(group.fields, old.fields, fields);
  }
  for (const [id, { group }] of beforeById) if (!afterById.has(id)) removed.add(group.type);

  const siblings = (parentId: string | null) =>
    parentId === null ? prior.groups : (beforeById.get(parentId)?.group.children ?? []);
  const movedSet = new Set<string>();
  movedIds(after.groups, { after: afterById, before: beforeById }, null, siblings, movedSet);
  // A block that changed parent moved as well.
  for (const [id, placed] of afterById) {
    const old = beforeById.get(id);
    if (old && old.parentId !== placed.parentId) movedSet.add(id);
  }
  for (const id of movedSet) moved.add(afterById.get(id)!.group.type);

  return {
    first: before === null,
    page: before === null ? [] : pageSettingsChanged(after, before),
    fields: fields.done(),
    blocksAdded: added.done(),
    blocksRemoved: removed.done(),
    blocksMoved: moved.done(),
    optionsChanged: options.done(),
  };
}

/** Whether a summary records no change at all (a publish of an unchanged page). */
export function isEmptySummary(summary: VersionSummary): boolean {
  return (
    !summary.first &&
    summary.page.length === 0 &&
    summary.fields.count +
      summary.blocksAdded.count +
      summary.blocksRemoved.count +
      summary.blocksMoved.count +
      summary.optionsChanged.count ===
      0
  );
}
