/**
 * The error half of every answer: `{ success: false, error: { code, message } }`; a stale save
 * answers 412 with code 'stale' and `data: { current }`, the item as it is stored now.
 */
import * as v from 'valibot';
import { StoredItemSchema } from './items.ts';

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
