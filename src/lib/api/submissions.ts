/**
 * The contract of GET /api/v1/submissions (the editor's list of form submissions) and its CSV
 * export: one valibot schema per query and answer, shared by the Hono route and the editor's
 * panel. Pure: no I/O, no DOM, no node:*.
 */
import * as v from 'valibot';
import { EDITOR_LOCALES } from '../../i18n/editor.ts';
import { successSchema } from './common.ts';

/** The two kinds of submissions the editor lists (one tab each). */
export const SUBMISSION_KINDS = ['contact', 'sponsor'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** Most submissions the list answers at once (the CSV has them all). */
export const MAX_LIST_LIMIT = 5000;
export const DEFAULT_LIST_LIMIT = 500;

/** Query of the list: which kind, and how many of the newest. */
export const SubmissionsQuerySchema = v.object({
  kind: v.picklist(SUBMISSION_KINDS),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,5}$/u), v.transform(Number), v.minValue(1), v.maxValue(MAX_LIST_LIMIT)),
  ),
});
export type SubmissionsQuery = v.InferInput<typeof SubmissionsQuerySchema>;

/** Query of the CSV export: the kind and the editor language of the column titles. */
export const SubmissionsCsvQuerySchema = v.object({
  kind: v.picklist(SUBMISSION_KINDS),
  lang: v.optional(v.picklist(EDITOR_LOCALES), 'de'),
});

/** The statuses of an outbox row (see db/schema.ts). */
export const MAIL_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_PURPOSES = ['notification', 'confirmation'] as const;
export type MailPurpose = (typeof MAIL_PURPOSES)[number];

/** One e-mail of a submission and how its delivery stands. */
export const SubmissionMailSchema = v.object({
  purpose: v.picklist(MAIL_PURPOSES),
  recipient: v.string(),
  status: v.picklist(MAIL_STATUSES),
  attempts: v.number(),
  deliveredAt: v.nullable(v.string()),
  lastError: v.nullable(v.string()),
});
export type SubmissionMail = v.InferOutput<typeof SubmissionMailSchema>;

/** One submission as the editor sees it. */
export const SubmissionEntrySchema = v.object({
  id: v.string(),
  kind: v.picklist(SUBMISSION_KINDS),
  /** ISO timestamp. */
  createdAt: v.string(),
  /** The visitor's language. */
  locale: v.string(),
  /** The validated form fields as stored. */
  payload: v.record(v.string(), v.unknown()),
  mails: v.array(SubmissionMailSchema),
  /** Sponsor bookings: the booked item keys (empty for contact requests). */
  items: v.array(v.string()),
});
export type SubmissionEntry = v.InferOutput<typeof SubmissionEntrySchema>;

/** The list's answer data: the newest first, and how many there are in all. */
export const SubmissionsListSchema = v.object({
  kind: v.picklist(SUBMISSION_KINDS),
  total: v.number(),
  submissions: v.array(SubmissionEntrySchema),
});
export type SubmissionsList = v.InferOutput<typeof SubmissionsListSchema>;

/** The list's whole answer (the success envelope around `SubmissionsListSchema`). */
export const SubmissionsResponseSchema = successSchema(SubmissionsListSchema);
export type SubmissionsResponse = v.InferOutput<typeof SubmissionsResponseSchema>;
