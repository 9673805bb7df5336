/**
 * Draft rules (editor spec §4): what changed between a page's draft and its
 * published snapshot, which translations are missing or machine-translated and not reviewed, whether publishing may be offered, and
 * whether a button lacks a link or a text (the page-wide list of such buttons needs the block
 * schemas, so it is `src/blocks/button-warnings.ts`). Pure, so the server's status calls and the editor's
 * tooltips answer the same question the same way.
 */
import * as v from 'valibot';
import { LinkSchema, type LinkValue } from './block-options.ts';
import {
  VISITOR_LOCALES,
  type FieldContent,
  type FieldSnapshot,
  type GroupSnapshot,
  type Locale,
  type PageSnapshot,
} from './content.ts';
import type { ChangeCounts, MissingTranslations } from './api/page.ts';

export type { ButtonWarning, ChangeCounts, MissingTranslations } from './api/page.ts';

/** What differs between the draft and the published side of one page. */
export interface PageChanges {
  counts: ChangeCounts;
  /** The page's own slug or meta changed, or it was never published. */
  pageChanged: boolean;
  groupIds: string[];
  fieldIds: string[];
}

/** Whether a site with these locales is multilingual (editor spec §3: more than one locale). */
export function isMultilingual(locales: readonly string[]): boolean {
  return new Set(locales).size > 1;
}

/** Sum of the change counts. */
export function totalChanges(counts: ChangeCounts): number {
  return counts.fields + counts.groups + counts.pages;
}

/**
 * Publishing is offered only when something changed and, on a multilingual site, no translation
 * is missing (editor spec §4).
 */
export function canPublish(
  counts: ChangeCounts,
  missing: Partial<MissingTranslations>,
  multilingual: boolean,
): boolean {
  if (totalChanges(counts) === 0) return false;
  if (!multilingual) return true;
  return Object.values(missing).every((m) => !m || m.count === 0);
}

// ---------------------------------------------------------------------------------------------
// Changes

/**
 * Compares a page's draft snapshot with its published snapshot (null: never published).
 * A group counts when it is new, marked for deletion, or its options, languages, version or
 * place among the groups present on both sides differ; a field when its content, options,
 * media or visibility differ (a field missing on one side reads as empty). Fields of a group
 * marked for deletion are not counted on their own.
 */
export function comparePage(draft: PageSnapshot, published: PageSnapshot | null): PageChanges {
  const groupIds: string[] = [];
  const fieldIds: string[] = [];
  const pageChanged =
    published === null ||
    !sameJson(normalizeLocaleMap(draft.slug), normalizeLocaleMap(published.slug)) ||
    !sameJson(normalizeMeta(draft.meta), normalizeMeta(published.meta));

  compareFields(draft.fields, published?.fields ?? {}, fieldIds);
  compareGroupLists(draft.groups, published?.groups ?? [], groupIds, fieldIds);

  return {
    counts: { fields: fieldIds.length, groups: groupIds.length, pages: pageChanged ? 1 : 0 },
    pageChanged,
    groupIds,
    fieldIds,
  };
}

function compareGroupLists(
  draftGroups: readonly GroupSnapshot[],
  publishedGroups: readonly GroupSnapshot[],
  groupIds: string[],
  fieldIds: string[],
): void {
  const publishedById = new Map(publishedGroups.map((g) => [g.id, g]));
  const draftIds = new Set(draftGroups.map((g) => g.id));
  // Order only matters among groups that exist on both sides: adding one does not move the rest.
  const commonDraftOrder = draftGroups.filter((g) => publishedById.has(g.id)).map((g) => g.id);
  const commonPublishedOrder = publishedGroups.filter((g) => draftIds.has(g.id)).map((g) => g.id);

  for (const group of draftGroups) {
    const before = publishedById.get(group.id);
    const moved =
      before !== undefined && commonDraftOrder.indexOf(group.id) !== commonPublishedOrder.indexOf(group.id);
    if (group.status === 'markedForDeletion') {
      groupIds.push(group.id);
      continue;
    }
    if (
      before === undefined ||
      moved ||
      group.version !== before.version ||
      !sameJson(normalizeObject(group.options), normalizeObject(before.options)) ||
      !sameJson([...group.disallowedLanguages].sort(), [...before.disallowedLanguages].sort())
    ) {
      groupIds.push(group.id);
    }
    compareFields(group.fields, before?.fields ?? {}, fieldIds);
    compareGroupLists(group.children, before?.children ?? [], groupIds, fieldIds);
  }
}

function compareFields(
  draftFields: Record<string, FieldSnapshot>,
  publishedFields: Record<string, FieldSnapshot>,
  fieldIds: string[],
): void {
  for (const field of Object.values(draftFields)) {
    if (!sameJson(fieldState(field), fieldState(publishedFields[field.name]))) fieldIds.push(field.id);
  }
}

/** A field's comparable state; an absent field equals an empty, visible one. */
function fieldState(field: FieldSnapshot | undefined) {
  return {
    content: normalizeContent(field?.content ?? null),
    options: normalizeObject(field?.options ?? {}),
    media: field?.media?.id ?? null,
    visible: field?.visible ?? true,
  };
}

/** Content with empty locales dropped; all-empty localized content reads as null. */
export function normalizeContent(content: FieldContent | null): unknown {
  if (!content) return null;
  if (content.kind === 'single') return content.value === null ? null : { single: content.value };
  const values: Record<string, unknown> = {};
  for (const locale of Object.keys(content.values).sort()) {
    const value = content.values[locale as Locale];
    if (!value || !hasLocalizedValue(value)) continue;
    values[locale] = { text: value.text ?? null, json: value.json ?? null };
  }
  return Object.keys(values).length === 0 ? null : { localized: values };
}

function hasLocalizedValue(value: { text: string | null; json?: unknown }): boolean {
  return typeof value.text === 'string' && value.text.trim() !== '';
}

function normalizeMeta(meta: PageSnapshot['meta']): unknown {
  return normalizeObject({
    name: normalizeLocaleMap(meta.name),
    description: normalizeLocaleMap(meta.description ?? {}),
    disallowedLanguages: [...(meta.disallowedLanguages ?? [])].sort(),
    password: meta.password || null,
    ogImageId: meta.ogImageId ?? null,
  });
}

function normalizeLocaleMap(map: Partial<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(map).sort()) {
    const value = map[key];
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out;
}

/** Keys sorted, undefined values dropped, recursively: two objects equal in meaning compare equal. */
function normalizeObject(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeObject);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const inner = (value as Record<string, unknown>)[key];
      if (inner !== undefined) out[key] = normalizeObject(inner);
    }
    return out;
  }
  return value;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalizeObject(a)) === JSON.stringify(normalizeObject(b));
}

// ---------------------------------------------------------------------------------------------
// Missing translations

/** The locales a page is shown in. */
export function pageLocales(page: PageSnapshot, locales: readonly Locale[] = VISITOR_LOCALES): Locale[] {
  const hidden = new Set(page.meta.disallowedLanguages ?? []);
  return locales.filter((l) => !hidden.has(l));
}

/** A field as the translation walk meets it: where it sits and the locales it is shown in. */
interface ShownField {
  field: FieldSnapshot;
  /** Its block (null for a page-level field). */
  group: GroupSnapshot | null;
  /** Locales where the page, its block (and the block's parents) and the field are shown. */
  shownIn: readonly Locale[];
}

/**
 * Every visible localized field of a page in page order (page fields, then blocks depth first),
 * with the locales it is shown in. Groups marked for deletion are skipped.
 */
function shownLocalizedFields(page: PageSnapshot, locales: readonly Locale[]): ShownField[] {
  const out: ShownField[] = [];
  const visitFields = (
    fields: Record<string, FieldSnapshot>,
    group: GroupSnapshot | null,
    where: readonly Locale[],
  ) => {
    for (const field of Object.values(fields)) {
      if (field.visible && field.content?.kind === 'localized') out.push({ field, group, shownIn: where });
    }
  };
  const visitGroups = (groups: readonly GroupSnapshot[], where: readonly Locale[]) => {
    for (const group of groups) {
      if (group.status === 'markedForDeletion') continue;
      const hidden = new Set(group.disallowedLanguages);
      const groupWhere = where.filter((l) => !hidden.has(l));
      visitFields(group.fields, group, groupWhere);
      visitGroups(group.children, groupWhere);
    }
  };
  const shown = pageLocales(page, locales);
  visitFields(page.fields, null, shown);
  visitGroups(page.groups, shown);
  return out;
}

function filledIn(field: FieldSnapshot, locale: Locale): boolean {
  if (field.content?.kind !== 'localized') return false;
  const value = field.content.values[locale];
  return value !== undefined && hasLocalizedValue(value);
}

/** The locales (of those shown) where a field with a value somewhere has none. */
function missingLocales({ field, shownIn }: ShownField, locales: readonly Locale[]): Locale[] {
  // A value in a locale where it is hidden still shows the editor meant to write one.
  if (!locales.some((l) => filledIn(field, l))) return [];
  return shownIn.filter((l) => !filledIn(field, l));
}

/**
 * Missing translations of a page per locale: a localized (text, rich-text or button) field that
 * has a value in some locale but is empty in another locale where the page, its group (and the
 * group's parents) and the field are shown. Groups marked for deletion are ignored. On a
 * single-language site nothing is ever missing.
 */
export function findMissingTranslations(
  page: PageSnapshot,
  locales: readonly Locale[] = VISITOR_LOCALES,
): MissingTranslations {
  const missing = Object.fromEntries(
    VISITOR_LOCALES.map((l) => [l, { count: 0, fieldIds: [] as string[] }]),
  ) as MissingTranslations;
  if (!isMultilingual(locales)) return missing;
  for (const shown of shownLocalizedFields(page, locales)) {
    for (const locale of missingLocales(shown, locales)) {
      missing[locale].count += 1;
      missing[locale].fieldIds.push(shown.field.id);
    }
  }
  return missing;
}

/** Why a field is on the missing-translations list of a locale. */
export type TranslationWorkReason = 'missing' | 'unreviewed';

/** One field that needs an editor in one locale. */
export interface TranslationWorkItem {
  fieldId: string;
  fieldName: string;
  /** The field's block (null for a page-level field). */
  groupId: string | null;
  groupType: string | null;
  reason: TranslationWorkReason;
}

/**
 * What the missing-translations dialog lists, per locale in page order: fields whose translation
 * is missing (as `findMissingTranslations` counts them) and fields whose text in that locale was
 * machine-translated and not reviewed yet (only where the field is shown). Nothing on a
 * single-language site.
 */
export function translationWork(
  page: PageSnapshot,
  locales: readonly Locale[] = VISITOR_LOCALES,
): Record<Locale, TranslationWorkItem[]> {
  const work = Object.fromEntries(VISITOR_LOCALES.map((l) => [l, [] as TranslationWorkItem[]])) as Record<
    Locale,
    TranslationWorkItem[]
  >;
  if (!isMultilingual(locales)) return work;
  for (const shown of shownLocalizedFields(page, locales)) {
    const { field, group } = shown;
    const missing = new Set(missingLocales(shown, locales));
    for (const locale of shown.shownIn) {
      const reason: TranslationWorkReason | null = missing.has(locale)
        ? 'missing'
        : field.machineTranslated?.[locale] && filledIn(field, locale)
          ? 'unreviewed'
          : null;
      if (!reason) continue;
      work[locale].push({
        fieldId: field.id,
        fieldName: field.name,
        groupId: group?.id ?? null,
        groupType: group?.type ?? null,
        reason,
      });
    }
  }
  return work;
}

/** How many fields are machine-translated and not reviewed, over all locales. */
export function countUnreviewed(work: Record<Locale, TranslationWorkItem[]>): number {
  return Object.values(work).reduce(
    (sum, items) => sum + items.filter((i) => i.reason === 'unreviewed').length,
    0,
  );
}

/** Sum of missing translations over all locales. */
export function totalMissing(missing: Partial<MissingTranslations>): number {
  return Object.values(missing).reduce((sum, m) => sum + (m?.count ?? 0), 0);
}

// ---------------------------------------------------------------------------------------------
// Buttons

/** Whether a link option value leads somewhere (the value its type needs is present). */
export function isLinkComplete(raw: unknown): boolean {
  const parsed = v.safeParse(LinkSchema, raw);
  if (!parsed.success) return false;
  const link: LinkValue = parsed.output;
  switch (link.type) {
    case 'url':
      return !!link.url?.trim();
    case 'phone':
      return !!link.phone?.replace(/[^\d+]/g, '');
    case 'email':
      return !!link.email?.includes('@');
    case 'page':
      return !!link.page?.id;
  }
}

/**
 * The warning flags of one button field: no usable `link` option, and the locales (among those
 * it is shown in) where it has no text. Used for the edit-mode tooltips.
 */
export function buttonFlags(
  field: FieldSnapshot,
  locales: readonly Locale[] = VISITOR_LOCALES,
): { missingLink: boolean; missingText: Locale[] } {
  const content = field.content;
  const textIn = (locale: Locale): boolean => {
    if (!content) return false;
    if (content.kind === 'single') return content.value !== null && String(content.value).trim() !== '';
    const value = content.values[locale];
    return value !== undefined && hasLocalizedValue(value);
  };
  return {
    missingLink: !isLinkComplete(field.options['link']),
    missingText: locales.filter((l) => !textIn(l)),
  };
}
