/**
 * What every call of the API shares: the path prefix, the size limits, the id, name and revision
 * schemas every request is built from, the cache tags, and the success envelope around an
 * answer's `data`. Pure: no I/O, no DOM, no node:*.
 *
 * Every answer is `{ success: true, data }` or `{ success: false, error: { code, message } }`
 * (see ./error-body.ts).
 */
import * as v from 'valibot';
import { CONTENT_STATUSES } from '../content.ts';

/** Prefix of every API path. */
export const API_PREFIX = '/api/v1';

/** Largest text a single field locale may hold (a long rich-text article fits easily). */
export const MAX_TEXT_LENGTH = 50_000;
/** Largest request body the editor routes accept, in bytes. */
export const MAX_BODY_BYTES = 512 * 1024;

/** Cache tags of the editor spec §7; `revalidate/tag` accepts exactly these. */
export const CACHE_TAGS = [
  'appMetadata',
  'pages',
  'pageStatus',
  'settings',
  'navigation',
  'translations',
  'instagramFeed',
  'changelog',
  'reviews',
] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

/** What a save writes: a field, a group (box) or a page (editor spec §3 item kinds). */
export const ITEM_TYPES = ['field', 'group', 'page'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** A row id: letters, digits, '-' and '_' (seeded ids like 'group-home-hero', generated uuids). */
export const IdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.regex(/^[\w-]+$/u));
/** A field name as block schemas declare it ('title', 'secondaryButton'). */
export const FieldNameSchema = v.pipe(v.string(), v.maxLength(60), v.regex(/^[A-Za-z][\w]*$/u));
/** An option key ('alignment', 'link'). */
export const OptionKeySchema = v.pipe(v.string(), v.maxLength(60), v.regex(/^[A-Za-z][\w]*$/u));
/** A row revision (optimistic concurrency). */
export const RevisionSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
export const ContentStatusSchema = v.picklist(CONTENT_STATUSES);
export const CacheTagSchema = v.picklist(CACHE_TAGS);
/** A revalidation tag sent along with a mutation: a cache tag or an item id. */
export const RevalidationTagSchema = v.union([CacheTagSchema, IdSchema]);

/** Any JSON object (stored options, settings). */
export const JsonObjectSchema = v.record(v.string(), v.unknown());

/** A partial options map; the server merges it into the stored options and checks each value. */
export const OptionsPatchSchema = v.pipe(
  v.record(OptionKeySchema, v.unknown()),
  v.check((o) => Object.keys(o).length <= 60, 'too many options'),
);

/** Whether a patch object sets at least one key (an empty save is refused). */
export const atLeastOneKey = (o: object): boolean => Object.values(o).some((value) => value !== undefined);

/**
 * The success envelope around a data schema.
 *
 * @example
 * v.parse(successSchema(SaveResponseSchema), await res.json()).data.item;
 */
export function successSchema<T extends v.GenericSchema>(data: T) {
  return v.object({ success: v.literal(true), data });
}
