/**
 * Fields: what a field save may change (`data` of POST /data with itemType 'field') and
 * PUT/POST /field/visibility. Pure: no I/O, no DOM, no node:*.
 */
import * as v from 'valibot';
import { LocaleSchema } from '../content.ts';
import { FieldNameSchema, IdSchema, MAX_TEXT_LENGTH, OptionsPatchSchema, atLeastOneKey } from './common.ts';
import { RichTextDocSchema, StoredFieldSchema } from './items.ts';

const Text = v.pipe(v.string(), v.maxLength(MAX_TEXT_LENGTH));

/** New content of one locale of a localized text, rich-text or button field. */
export const LocalizedContentInputSchema = v.strictObject({
  locale: LocaleSchema,
  /** Plain text (rich text: its plain text); null or whitespace only clears the locale. */
  text: v.nullable(Text),
  /** The rich-text document; leave out for plain text fields. */
  json: v.optional(v.nullable(RichTextDocSchema)),
});
export type LocalizedContentInput = v.InferOutput<typeof LocalizedContentInputSchema>;

/** New content of a single-value field (one value for all locales). */
export const SingleContentInputSchema = v.strictObject({
  value: v.nullable(v.union([Text, v.pipe(v.number(), v.finite()), v.boolean()])),
});
export type SingleContentInput = v.InferOutput<typeof SingleContentInputSchema>;

/** What a field save may change. */
export const FieldDataSchema = v.pipe(
  v.strictObject({
    content: v.optional(v.union([LocalizedContentInputSchema, SingleContentInputSchema])),
    options: v.optional(OptionsPatchSchema),
    mediaId: v.optional(v.nullable(IdSchema)),
    visible: v.optional(v.boolean()),
  }),
  v.check((o) => atLeastOneKey(o), 'data is empty'),
);

/**
 * PUT/POST /field/visibility — show or hide one field. `fieldId` null (or unknown) finds the field
 * by group and name and creates it when missing; a page field (groupId null) needs `pageId`.
 */
export const FieldVisibilityRequestSchema = v.pipe(
  v.strictObject({
    fieldId: v.nullable(IdSchema),
    fieldName: FieldNameSchema,
    groupId: v.nullable(IdSchema),
    pageId: v.optional(IdSchema),
    visible: v.boolean(),
  }),
  v.check((r) => r.groupId !== null || r.pageId !== undefined, 'pageId is required for a page field'),
);
export type FieldVisibilityRequest = v.InferOutput<typeof FieldVisibilityRequestSchema>;

export const FieldVisibilityResponseSchema = v.object({ field: StoredFieldSchema });
export type FieldVisibilityResponse = v.InferOutput<typeof FieldVisibilityResponseSchema>;
