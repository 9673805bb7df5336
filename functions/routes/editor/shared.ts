/**
 * What every editor route shares: the body size limit and the error handler that turns a stale
 * save into the 412 answer carrying the item as stored now (`data: { current }`).
 */
import type { Context } from 'hono';
import { MAX_BODY_BYTES } from '../../../src/lib/api/common.ts';
import { streamingBodyLimit } from '../../body-limit.ts';
import { errorBody, handleError } from '../../errors.ts';
import { StaleItemError } from '../../services/content/rows.ts';

/** Refuses bodies over MAX_BODY_BYTES with 413 before they are parsed. */
export const editorBodyLimit = streamingBodyLimit(MAX_BODY_BYTES, 'body too large');

/** Sub-app error handler: 412 with `data.current` for stale saves, the app's shape otherwise. */
export function handleEditorError(err: Error, c: Context) {
  if (err instanceof StaleItemError) {
    return c.json({ ...errorBody(c, 'stale'), data: { current: err.current } }, 412);
  }
  return handleError(err, c);
}
