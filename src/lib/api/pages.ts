/**
 * The pages panel's calls under /page: create (POST /page/add), rename / change URL / languages
 * (POST /page/update), delete (POST /page/remove) and the list of every page (GET /page/list).
 * Pure: no I/O, no DOM, no node:*.
 */
import * as v from 'valibot';
import { LocaleSchema, PAGE_ROLES } from '../content.ts';
import { IdSchema, atLeastOneKey, ContentStatusSchema } from './common.ts';
import { localeMapOf } from './items.ts';

/** Collections whose items an editor can create as pages here (editor spec §3). */
export const PAGE_COLLECTIONS = ['team', 'service', 'testimonial'] as const;
export const PageCollectionSchema = v.picklist(PAGE_COLLECTIONS);
export type PageCollection = v.InferOutput<typeof PageCollectionSchema>;

/** The spec's slug error keys (§5), as `error.fields['slug.{locale}']` of a 400 answer. */
export const SLUG_ERROR_KEYS = ['not empty', 'already exists'] as const;

const PageNameSchema = v.pipe(v.string(), v.trim(), v.maxLength(200));
const NameMapSchema = localeMapOf(PageNameSchema);
/** Typed slugs: the server applies the slug transform, so any text up to 200 characters. */
const SlugInputSchema = v.pipe(v.string(), v.maxLength(200));
/** A block type name as the registry spells it (checked against the registry by the server). */
const BlockTypeNameSchema = v.pipe(v.string(), v.maxLength(60), v.regex(/^[a-zA-Z][a-zA-Z0-9]*$/u));

/** POST /page/add: a new draft page; a name in at least one locale is required. */
export const PageAddRequestSchema = v.strictObject({
  collectionName: v.nullable(PageCollectionSchema),
  initialMeta: v.strictObject({
    name: v.pipe(
      NameMapSchema,
      v.check((names) => Object.values(names).some((n) => (n ?? '') !== ''), 'a name is required'),
    ),
  }),
  /** The editor's current visitor locale: its name gives the slug of the other locales too. */
  lang: LocaleSchema,
  /** Blocks added below the title block, in this order. */
  initialGroups: v.optional(v.pipe(v.array(BlockTypeNameSchema), v.maxLength(10))),
});
export type PageAddRequest = v.InferOutput<typeof PageAddRequestSchema>;

/** POST /page/update: new slugs per locale and/or meta (name per locale, hidden languages). */
export const PageUpdateRequestSchema = v.pipe(
  v.strictObject({
    id: IdSchema,
    slug: v.optional(localeMapOf(SlugInputSchema)),
    meta: v.optional(
      v.pipe(
        v.strictObject({
          name: v.optional(NameMapSchema),
          disallowedLanguages: v.optional(v.pipe(v.array(LocaleSchema), v.maxLength(10))),
        }),
        v.check((m) => atLeastOneKey(m), 'meta is empty'),
      ),
    ),
  }),
  v.check((o) => o.slug !== undefined || o.meta !== undefined, 'nothing to update'),
);
export type PageUpdateRequest = v.InferOutput<typeof PageUpdateRequestSchema>;

/** GET /page/list: no query keys. */
export const PageListQuerySchema = v.object({});

/** One page as the pages panel lists it (never its password, only whether it has one). */
export const PageListEntrySchema = v.object({
  id: IdSchema,
  collection: v.nullable(v.string()),
  role: v.nullable(v.picklist(PAGE_ROLES)),
  position: v.number(),
  status: ContentStatusSchema,
  name: localeMapOf(v.string()),
  /** Draft slugs (what the editor sees and edits). */
  slug: localeMapOf(v.string()),
  /** Slugs visitors see; null when never published. */
  publishedSlug: v.nullable(localeMapOf(v.string())),
  disallowedLanguages: v.array(v.string()),
  protected: v.boolean(),
  /** Ever published. */
  published: v.boolean(),
  /** The draft differs from the published page (the page, its blocks or fields). */
  changed: v.boolean(),
  revision: v.number(),
});
export type PageListEntry = v.InferOutput<typeof PageListEntrySchema>;

export const PageListResponseSchema = v.object({ pages: v.array(PageListEntrySchema) });
export type PageListResponse = v.InferOutput<typeof PageListResponseSchema>;

/** The answer of POST /page/add and /page/update: the page as listed. */
export const PageEntryResponseSchema = v.object({ page: PageListEntrySchema });
export type PageEntryResponse = v.InferOutput<typeof PageEntryResponseSchema>;

/** POST /page/remove. */
export const PageRemoveRequestSchema = v.strictObject({ id: IdSchema });
export type PageRemoveRequest = v.InferOutput<typeof PageRemoveRequestSchema>;

export const PageRemoveResponseSchema = v.object({
  pageId: IdSchema,
  /** Public paths that no longer exist. */
  removedPaths: v.array(v.string()),
  /** False when the rebuild failed (logged); the database no longer holds the page. */
  live: v.boolean(),
});
export type PageRemoveResponse = v.InferOutput<typeof PageRemoveResponseSchema>;

/** The body of a refused slug: `error.fields` maps 'slug.de' to a slug error key. */
export const SlugErrorBodySchema = v.object({
  success: v.literal(false),
  error: v.object({
    code: v.literal('invalid_input'),
    fields: v.record(v.string(), v.picklist(SLUG_ERROR_KEYS)),
  }),
});
