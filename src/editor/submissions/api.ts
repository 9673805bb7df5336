/**
 * The submissions panel's one call: GET /api/v1/submissions?kind=..., its answer validated
 * before the panel trusts it; every failure is an `ApiFailure` (401 when the session expired).
 */
import * as v from 'valibot';
import { ApiErrorBodySchema } from '../../lib/editor-api.ts';
import { ApiFailure } from '../api-client.ts';
import {
  SUBMISSIONS_PATH,
  SubmissionsResponseSchema,
  type SubmissionKind,
  type SubmissionsResponse,
} from './submissions-api.ts';

/**
 * Loads the newest submissions of one kind.
 *
 * @example
 * const { submissions, total } = await fetchSubmissions('contact');
 */
export async function fetchSubmissions(
  kind: SubmissionKind,
  doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<SubmissionsResponse['data']> {
  let res: Response;
  try {
    res = await doFetch(`${SUBMISSIONS_PATH}?${new URLSearchParams({ kind })}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    throw new ApiFailure(0, 'network_error', error instanceof Error ? error.message : String(error));
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const failure = v.safeParse(ApiErrorBodySchema, json);
    throw failure.success
      ? new ApiFailure(res.status, failure.output.error.code, failure.output.error.message)
      : new ApiFailure(res.status, 'invalid_response', `GET ${SUBMISSIONS_PATH}: HTTP ${res.status}`);
  }
  const parsed = v.safeParse(SubmissionsResponseSchema, json);
  if (!parsed.success)
    throw new ApiFailure(res.status, 'invalid_response', `GET ${SUBMISSIONS_PATH}: unexpected answer`);
  return parsed.output.data;
}
