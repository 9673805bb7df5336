/**
 * GET /changelog and POST /changelog: the product changelog in the editor's language, and which
 * entries (by date) an editor has seen. Pure: no I/O, no DOM, no node:*.
 */
import * as v from 'valibot';
import type { EditorLocale } from '../../i18n/editor.ts';
import { isCivilDate } from '../civil-date.ts';

/** The editor languages the changelog is written in. */
export const CHANGELOG_LANGUAGES = ['de', 'fr'] as const satisfies readonly EditorLocale[];

/** Most dates one POST may mark as seen. */
export const MAX_CHANGELOG_DATES = 100;

/** A changelog date: a real calendar day 'YYYY-MM-DD'. */
export const ChangelogDateSchema = v.pipe(
  v.string(),
  v.check(isCivilDate, 'dates must be calendar days (YYYY-MM-DD)'),
);

/** GET /changelog?language=de|fr&showAll=true|false (showAll false: only entries not seen yet). */
export const ChangelogQuerySchema = v.object({
  language: v.picklist(CHANGELOG_LANGUAGES),
  showAll: v.optional(v.picklist(['true', 'false']), 'false'),
});
export type ChangelogQuery = v.InferInput<typeof ChangelogQuerySchema>;

export const ChangelogEntrySchema = v.object({ date: ChangelogDateSchema, text: v.string() });
export type ChangelogEntry = v.InferOutput<typeof ChangelogEntrySchema>;

/** The entries, newest first. */
export const ChangelogResponseSchema = v.object({ entries: v.array(ChangelogEntrySchema) });
export type ChangelogResponse = v.InferOutput<typeof ChangelogResponseSchema>;

/** POST /changelog: the dates the dialog showed. */
export const ChangelogSeenRequestSchema = v.strictObject({
  dates: v.pipe(v.array(ChangelogDateSchema), v.minLength(1), v.maxLength(MAX_CHANGELOG_DATES)),
});
export type ChangelogSeenRequest = v.InferOutput<typeof ChangelogSeenRequestSchema>;

/** The dates now marked seen (unknown dates are ignored). */
export const ChangelogSeenResponseSchema = v.object({ dates: v.array(ChangelogDateSchema) });
export type ChangelogSeenResponse = v.InferOutput<typeof ChangelogSeenResponseSchema>;
