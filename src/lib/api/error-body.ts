/**
 * The error half of every answer: `{ success: false, error: { code, message } }`; a stale save
 * answers 412 with code 'stale' and `data: { current }`, the item as it is stored now.
 */
import * as v from 'valibot';
import { StoredItemSchema } from './items.ts';

/** Every error code the API answers with (functions/errors.ts has a message for each). */
export const SERVER_ERROR_CODES = [
  'invalid_input',
  'not_found',
  'page_not_found',
  'internal_error',
  'unauthorized',
  'forbidden',
  'forbidden_origin',
  'stale',
  'rate_limited',
  'conflict',
  'fully_booked',
  'bookings_closed',
  'health_optics_only',
  'translation_not_configured',
  'translation_failed',
  'branch_not_found',
  'url_missing',
  'article_not_found',
  'database_unavailable',
  'not_site_editor',
  'publish_blocked',
  // Version history and scheduled publishing (src/lib/api/versions.ts).
  'version_not_found',
  'schedule_not_found',
  'schedule_in_past',
] as const;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** Codes the editor's client produces itself: no answer, an unreadable answer, a refused request. */
export const CLIENT_ERROR_CODES = ['network_error', 'invalid_response', 'invalid_request'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** Body of a 412: the stale item as stored now. */
export const StaleDataSchema = v.object({ current: StoredItemSchema });
export type StaleData = v.InferOutput<typeof StaleDataSchema>;

/** The error body of every call. */
export const ApiErrorBodySchema = v.object({
  success: v.literal(false),
  error: v.object({ code: v.string(), message: v.string() }),
  /** Only on a 412 'stale': the item as stored now. */
  data: v.optional(StaleDataSchema),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;
