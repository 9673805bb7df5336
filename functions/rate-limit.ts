/**
 * A per-client rate limit for public writes (the forms): at most `limit` requests per client
 * address in a sliding window of `windowMs`. Counters live in memory: one process on Node; on
 * Workers each isolate counts on its own (Cloudflare's rate-limiting rules cover the rest).
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors.ts';
import type { AppEnv } from './types.ts';

export interface RateLimiter {
  /** Counts one request of `key`; false when it is over the limit (then it is not counted). */
  hit(key: string): boolean;
}

export function createRateLimiter(opts: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const now = opts.now ?? Date.now;
  const hits = new Map<string, number[]>();
  return {
    hit(key) {
      const at = now();
      const recent = (hits.get(key) ?? []).filter((t) => at - t < opts.windowMs);
      if (recent.length >= opts.limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(at);
      hits.set(key, recent);
      // Forget idle clients now and then, so the map cannot grow without bound.
      if (hits.size > 10_000) {
        for (const [k, times] of hits) if (times.every((t) => at - t >= opts.windowMs)) hits.delete(k);
      }
      return true;
    },
  };
}

/** Answers 429 'rate_limited' when the client (services.clientAddress) is over the limit. */
export function rateLimitByClient(limiter: RateLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const client = c.var.services.clientAddress(c.req.raw, c.env) ?? 'unknown';
    if (!limiter.hit(client)) throw new ApiError(429, 'rate_limited');
    await next();
  };
}
