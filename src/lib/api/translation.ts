/**
 * Machine translation of a field (editor spec §7 `POST translation`) and the confirm call that
 * marks a machine translation as reviewed. Pure: no I/O, no DOM, no node:*.
 */
import * as v from 'valibot';
import { LocaleSchema } from '../content.ts';
import { IdSchema } from './common.ts';
import { StoredFieldSchema } from './items.ts';

/** POST /translation — translate a field's draft text from one visitor locale into another. */
export const TranslationRequestSchema = v.pipe(
  v.strictObject({
    pageId: IdSchema,
    fieldId: IdSchema,
    from: LocaleSchema,
    to: LocaleSchema,
  }),
  v.check((r) => r.from !== r.to, 'from and to must differ'),
);
export type TranslationRequest = v.InferOutput<typeof TranslationRequestSchema>;

/** The field as stored after the translation (its `to` locale written, marked machine-translated). */
export const TranslationResponseSchema = v.object({ field: StoredFieldSchema });
export type TranslationResponse = v.InferOutput<typeof TranslationResponseSchema>;

/** POST /translation/confirm — an editor accepts a machine translation without changing it. */
export const TranslationConfirmRequestSchema = v.strictObject({
  fieldId: IdSchema,
  locale: LocaleSchema,
});
export type TranslationConfirmRequest = v.InferOutput<typeof TranslationConfirmRequestSchema>;

export const TranslationConfirmResponseSchema = v.object({
  fieldId: IdSchema,
  locale: LocaleSchema,
});
export type TranslationConfirmResponse = v.InferOutput<typeof TranslationConfirmResponseSchema>;

/** GET /translation/status — whether a translation provider is set up (the menu says so if not). */
export const TranslationSetupResponseSchema = v.object({ configured: v.boolean() });
export type TranslationSetupResponse = v.InferOutput<typeof TranslationSetupResponseSchema>;

/**
 * Error codes of these calls the editor tells apart: no provider set up (503), the provider failed
 * (502; nothing was written).
 */
export const TRANSLATION_NOT_CONFIGURED = 'translation_not_configured';
export const TRANSLATION_FAILED = 'translation_failed';
