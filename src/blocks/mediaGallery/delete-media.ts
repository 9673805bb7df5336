/**
 * The gallery's delete call (visitor spec §7): `POST /api/v1/media/delete` with the item's
 * stored key, answered by a success flag and an error string. Same-origin, with the editor's
 * session cookie; a network failure or an unreadable answer counts as a failed delete.
 */
import * as v from 'valibot';
import {
  MEDIA_ERRORS,
  MediaDeleteAnswerSchema,
  type MediaDeleteAnswer,
  type MediaDeleteRequest,
} from '../../lib/api/media.ts';

/** Where the delete request goes (the media routes under the API prefix). */
export const MEDIA_DELETE_PATH = '/api/v1/media/delete';

/**
 * Deletes one gallery item; never throws.
 *
 * @example
 * const { success, error } = await deleteMedia(request);
 */
export async function deleteMedia(request: MediaDeleteRequest): Promise<MediaDeleteAnswer> {
  try {
    const response = await fetch(MEDIA_DELETE_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    const parsed = v.safeParse(MediaDeleteAnswerSchema, await response.json().catch(() => null));
    if (!parsed.success) return { success: false, error: `${MEDIA_ERRORS.delete} (${response.status})` };
    return response.ok
      ? parsed.output
      : { success: false, error: parsed.output.error ?? MEDIA_ERRORS.delete };
  } catch (error) {
    return { success: false, error: error instanceof Error ? error.message : MEDIA_ERRORS.delete };
  }
}
