/**
 * Pages: what a page save may change (`data` of POST /data with itemType 'page'), and the
 * page's publication and translation status (GET /page/status/*). Pure: no I/O, no DOM, no node:*.
 */
import * as v from 'valibot';
import { LocaleSchema } from '../content.ts';
import { IdSchema, atLeastOneKey } from './common.ts';

const LocaleTextMap = v.record(LocaleSchema, v.pipe(v.string(), v.maxLength(500)));

/** Page meta a page save may change (merged into the stored meta). */
export const PageMetaPatchSchema = v.strictObject({
  name: v.optional(LocaleTextMap),
  description: v.optional(LocaleTextMap),
  disallowedLanguages: v.optional(v.array(LocaleSchema)),
  password: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  ogImageId: v.optional(v.nullable(IdSchema)),
});

/** What a page save may change: meta keys (as `options`) and the shared image (as `mediaId`). */
export const PageDataSchema = v.pipe(
  v.strictObject({ options: v.optional(PageMetaPatchSchema), mediaId: v.optional(v.nullable(IdSchema)) }),
  v.check((o) => atLeastOneKey(o), 'data is empty'),
);

/** GET /page/status/publication?id= and GET /page/status/translation?id= (other query keys ignored). */
export const PageIdQuerySchema = v.object({ id: IdSchema });
export type PageIdQuery = v.InferOutput<typeof PageIdQuerySchema>;

/** Counts of changed items (editor spec §3 page status counts). */
export const ChangeCountsSchema = v.object({
  fields: v.pipe(v.number(), v.integer(), v.minValue(0)),
  groups: v.pipe(v.number(), v.integer(), v.minValue(0)),
  pages: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type ChangeCounts = v.InferOutput<typeof ChangeCountsSchema>;

/** A button without a link, or without text in some locales (warning tooltips in edit mode). */
export const ButtonWarningSchema = v.object({
  fieldId: IdSchema,
  groupId: v.nullable(IdSchema),
  name: v.string(),
  missingLink: v.boolean(),
  missingText: v.array(LocaleSchema),
});
export type ButtonWarning = v.InferOutput<typeof ButtonWarningSchema>;

/** Missing translations of one locale. */
export const LocaleMissingSchema = v.object({ count: v.number(), fieldIds: v.array(IdSchema) });
export type LocaleMissing = v.InferOutput<typeof LocaleMissingSchema>;
export const MissingTranslationsSchema = v.record(LocaleSchema, LocaleMissingSchema);
/** Missing translations per visitor locale (the status answer names every site locale). */
export type MissingTranslations = Required<v.InferOutput<typeof MissingTranslationsSchema>>;

export const PublicationStatusResponseSchema = v.object({
  pageId: IdSchema,
  counts: ChangeCountsSchema,
  /** Something changed and (multilingual) nothing is missing. */
  canPublish: v.boolean(),
  /** Which items changed (for status badges). */
  changed: v.object({ page: v.boolean(), groupIds: v.array(IdSchema), fieldIds: v.array(IdSchema) }),
  buttons: v.array(ButtonWarningSchema),
});
export type PublicationStatusResponse = v.InferOutput<typeof PublicationStatusResponseSchema>;

export const TranslationStatusResponseSchema = v.object({
  pageId: IdSchema,
  multilingual: v.boolean(),
  locales: v.array(LocaleSchema),
  missing: MissingTranslationsSchema,
  total: v.number(),
});
/** The translation status, every site locale present in `missing`. */
export type TranslationStatusResponse = Omit<
  v.InferOutput<typeof TranslationStatusResponseSchema>,
  'missing'
> & { missing: MissingTranslations };
