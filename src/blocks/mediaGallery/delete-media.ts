/**
 * The gallery's delete call (visitor spec §7): `POST /api/v1/media/delete` with the item's
 * stored key, answered by a success flag and an error string, through Hono's typed client over
 * the app's own type (a type-only import: no server code reaches the island). Same-origin, with
 * the editor's session cookie; a network failure or an unreadable answer counts as a failed delete.
 */
import { hc } from 'hono/client';
import * as v from 'valibot';
import type { AppType } from '../../../functions/app.ts';
import {
  MEDIA_ERRORS,
  MediaDeleteAnswerSchema,
  type MediaDeleteAnswer,
  type MediaDeleteRequest,
} from '../../lib/api/media.ts';

const mediaApi = hc<AppType>('', { init: { credentials: 'same-origin' } }).api.v1.media;

/**
 * Deletes one gallery item; never throws.
 *
 * @example
 * const { success, error } = await deleteMedia(request);
 */
export async function deleteMedia(request: MediaDeleteRequest): Promise<MediaDeleteAnswer> {
  try {
    const response = await mediaApi.delete.$post({ json: request });
    const parsed = v.safeParse(MediaDeleteAnswerSchema, await response.json().catch(() => null));
    if (!parsed.success) return { success: false, error: `${MEDIA_ERRORS.delete} (${response.status})` };
    return response.ok
      ? parsed.output
      : { success: false, error: parsed.output.error ?? MEDIA_ERRORS.delete };
  } catch (error) {
    return { success: false, error: error instanceof Error ? error.message : MEDIA_ERRORS.delete };
  }
}
