/**
 * Stored items: a field, group or page row's draft side with its revision, as saves answer them
 * and as a 412 'stale' answer carries them (`current`). Also the shapes these rows hold: field
 * content, page meta and rich-text documents. Pure: no I/O, no DOM, no node:*.
 */
import * as v from 'valibot';
import { COLLECTIONS, LocaleSchema, PAGE_ROLES } from '../content.ts';
import {
  ContentStatusSchema,
  IdSchema,
  JsonObjectSchema,
  MAX_TEXT_LENGTH,
  RevisionSchema,
} from './common.ts';

/**
 * A ProseMirror node as Milkdown stores it. Declared as a type, not inferred: valibot cannot infer
 * a schema that refers to itself (`content` holds nodes), so the schema below is typed against it.
 */
export interface ProseMirrorNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: ProseMirrorNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

/**
 * Deepest nesting of objects and arrays a rich-text document may have: a node and its `content`
 * array are two levels, so this allows 50 nested nodes (real documents: a handful — lists in
 * lists, marks). A deeper document is refused before it is walked (a 2,000-level one overflowed
 * the validator's stack).
 */
export const MAX_RICH_TEXT_NESTING = 100;

/**
 * Whether `value` nests objects and arrays at most `max` levels deep. Iterative, so a hostile
 * value cannot overflow the stack while it is measured.
 *
 * @example
 * nestingWithin({ a: [{ b: 1 }] }, 3); // true
 * nestingWithin({ a: [{ b: 1 }] }, 2); // false
 */
export function nestingWithin(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    if (depth > max) return false;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
  return true;
}

/** A Milkdown / ProseMirror document node. */
export const ProseMirrorNodeSchema: v.GenericSchema<ProseMirrorNode> = v.object({
  type: v.pipe(v.string(), v.maxLength(60)),
  attrs: v.optional(v.record(v.string(), v.unknown())),
  content: v.optional(v.array(v.lazy(() => ProseMirrorNodeSchema))),
  marks: v.optional(
    v.array(
      v.object({
        type: v.pipe(v.string(), v.maxLength(60)),
        attrs: v.optional(v.record(v.string(), v.unknown())),
      }),
    ),
  ),
  text: v.optional(v.pipe(v.string(), v.maxLength(MAX_TEXT_LENGTH))),
});

/** A whole rich-text document: its nesting is measured first, then the nodes are checked. */
export const RichTextDocSchema = v.pipe(
  v.custom<ProseMirrorNode>(
    (doc) => nestingWithin(doc, MAX_RICH_TEXT_NESTING),
    'the rich text is nested too deeply',
  ),
  ProseMirrorNodeSchema,
);

/**
 * A map from visitor locale to a value; any locale may be missing, no other key is allowed.
 * Each value is optional so the inferred type is `LocaleMap<T>` (a record keyed by a picklist
 * would otherwise demand every locale).
 */
export const localeMapOf = <T extends v.GenericSchema>(schema: T) =>
  v.record(LocaleSchema, v.optional(schema));

/** The value of one locale of a text or rich-text field. `json` is the Milkdown/ProseMirror doc. */
export const LocalizedValueSchema = v.object({
  text: v.nullable(v.string()),
  json: v.optional(v.nullable(RichTextDocSchema)),
});
export type LocalizedValue = v.InferOutput<typeof LocalizedValueSchema>;

/** A field's content: per locale (localized text / rich text), or one value for all locales. */
export const FieldContentSchema = v.variant('kind', [
  v.object({ kind: v.literal('localized'), values: localeMapOf(LocalizedValueSchema) }),
  v.object({ kind: v.literal('single'), value: v.nullable(v.union([v.string(), v.number(), v.boolean()])) }),
]);
export type FieldContent = v.InferOutput<typeof FieldContentSchema>;

/** A page's meta: its name and description per locale, hidden languages, password, shared image. */
export const PageMetaSchema = v.object({
  name: localeMapOf(v.string()),
  description: v.optional(localeMapOf(v.string())),
  disallowedLanguages: v.optional(v.array(v.string())),
  password: v.optional(v.nullable(v.string())),
  ogImageId: v.optional(v.nullable(v.string())),
  /** A collection item moved to the archive (src/lib/collection-archive.ts); absent: shown. */
  hidden: v.optional(v.boolean()),
  /** The archive group of a hidden collection item; absent or null: 'Uncategorized'. */
  archiveKey: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(120)))),
});
export type PageMeta = v.InferOutput<typeof PageMetaSchema>;

/** A field row's draft side. */
export const StoredFieldSchema = v.object({
  itemType: v.literal('field'),
  id: IdSchema,
  pageId: IdSchema,
  groupId: v.nullable(IdSchema),
  name: v.string(),
  revision: RevisionSchema,
  content: v.nullable(FieldContentSchema),
  options: JsonObjectSchema,
  mediaId: v.nullable(v.string()),
  visible: v.boolean(),
  /** False while the field was never published. */
  published: v.boolean(),
});
export type StoredField = v.InferOutput<typeof StoredFieldSchema>;

/** A group row's draft side. */
export const StoredGroupSchema = v.object({
  itemType: v.literal('group'),
  id: IdSchema,
  pageId: IdSchema,
  parentId: v.nullable(IdSchema),
  type: v.string(),
  revision: RevisionSchema,
  status: ContentStatusSchema,
  previousStatus: v.nullable(ContentStatusSchema),
  position: v.number(),
  options: JsonObjectSchema,
  meta: v.object({ disallowedLanguages: v.array(v.string()) }),
  /** False while the group was never published (removing it deletes it outright). */
  published: v.boolean(),
});
export type StoredGroup = v.InferOutput<typeof StoredGroupSchema>;

/** A page row's draft side. */
export const StoredPageSchema = v.object({
  itemType: v.literal('page'),
  id: IdSchema,
  revision: RevisionSchema,
  collection: v.nullable(v.picklist(COLLECTIONS)),
  role: v.nullable(v.picklist(PAGE_ROLES)),
  status: ContentStatusSchema,
  slug: localeMapOf(v.string()),
  meta: PageMetaSchema,
  published: v.boolean(),
});
export type StoredPage = v.InferOutput<typeof StoredPageSchema>;

export const StoredItemSchema = v.variant('itemType', [
  StoredFieldSchema,
  StoredGroupSchema,
  StoredPageSchema,
]);
/** An item as stored now (draft side), with its revision. */
export type StoredItem = v.InferOutput<typeof StoredItemSchema>;
