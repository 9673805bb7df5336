/**
 * One GET of a JSON answer from an external service with a time limit: what the reviews and feed
 * clients share. Any failure (unreachable, slow, not 2xx, not JSON) is one `FeedFetchError` with a
 * short reason, so the refresher logs one line and keeps its cached copy.
 */

/** Default time limit of one external call. */
export const DEFAULT_TIMEOUT_MS = 8_000;

export class FeedFetchError extends Error {
  override name = 'FeedFetchError';
}

/**
 * GETs `url` and returns its parsed JSON body.
 *
 * @example
 * const body = await fetchJson('https://api.example/x', { timeoutMs: 5000 });
 */
export async function fetchJson(
  url: string,
  options: { headers?: Record<string, string>; timeoutMs?: number; fetch?: typeof fetch; service: string },
): Promise<unknown> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let res: Response;
  try {
    res = await (options.fetch ?? fetch)(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const slow = error instanceof Error && error.name === 'TimeoutError';
    throw new FeedFetchError(
      slow ? `${options.service} did not answer within ${timeoutMs} ms` : `${options.service} unreachable`,
      { cause: error },
    );
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => null);
    throw new FeedFetchError(`${options.service} answered ${res.status}`);
  }
  try {
    return await res.json();
  } catch (error) {
    throw new FeedFetchError(`${options.service} answered a body that is not JSON`, { cause: error });
  }
}
