/**
 * The one request-size guard of the API: a Content-Length over the limit is refused at once, and
 * a body without one (chunked) is counted chunk by chunk as it streams in and refused with 413 as
 * soon as it passes the limit, so an oversized body is never read whole.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './errors.ts';

/**
 * A middleware answering 413 `invalid_input` (with `detail` in the message, and `extra` in the
 * error object) to bodies over `maxBytes`.
 *
 * @example
 * app.post('/contact', streamingBodyLimit(16 * 1024), handler);
 */
export function streamingBodyLimit(
  maxBytes: number,
  detail?: string,
  extra: Record<string, string> = {},
): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      const body = errorBody(c, 'invalid_input', detail);
      return c.json({ ...body, error: { ...body.error, ...extra } }, 413);
    },
  });
}
