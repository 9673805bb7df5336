/**
 * One JSON call to a platform API with a bearer token and a timeout (Turso's Platform API,
 * Cloudflare's custom hostnames): the answer, or a one-line reason why none came.
 */

export interface ApiCallOptions {
  token: string;
  timeoutMs: number;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch | undefined;
}

/** No answer came: the call timed out or the server was not reachable. */
export class NoAnswerError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NoAnswerError';
  }
}

/**
 * Calls `url` with JSON and the bearer token; rejects with a NoAnswerError whose message is
 * `no answer within <ms> ms` or `not reachable (<cause>)`.
 */
export async function callApi(url: string, init: RequestInit, options: ApiCallOptions): Promise<Response> {
  try {
    return await (options.fetch ?? fetch)(url, {
      ...init,
      headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new NoAnswerError(
      timedOut ? `no answer within ${options.timeoutMs} ms` : `not reachable (${String(error)})`,
    );
  }
}
