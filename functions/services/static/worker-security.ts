/**
 * The Workers' security headers (functions/security-headers.ts): the same policy as on Node, with
 * the build's inline hashes fetched once per isolate from the assets binding (the build wrote
 * them to `client/_lunette/inline-hashes.json`, ./inline-hashes.ts) and HSTS on every https
 * request (production; `wrangler dev` answers over http). The build's scripts and styles under
 * /_astro/ never reach the Worker: their headers come from the assets' `_headers` file.
 */
import {
  INLINE_HASHES_FILE,
  NO_INLINE_HASHES,
  InlineHashesSchema,
  securityHeadersFor,
  withSecurityHeaders,
  type ConnectEnv,
  type InlineHashes,
} from '../../security-headers.ts';
import * as v from 'valibot';
import { INLINE_HASHES_HEADER } from './inline-code.ts';

/** Where the build's inline hashes are among the assets. */
const HASHES_PATH = `/${INLINE_HASHES_FILE}`;

/** An assets binding (anything with its fetch). */
interface AssetsFetcher {
  fetch: (request: Request | string) => Promise<Response>;
}

const loaded = new WeakMap<AssetsFetcher, Promise<InlineHashes>>();

/** The build's inline hashes from the assets (none, logged once, when the file is missing). */
export function inlineHashesFromAssets(assets: AssetsFetcher, origin: string): Promise<InlineHashes> {
  let hashes = loaded.get(assets);
  if (!hashes) {
    hashes = assets
      .fetch(new URL(HASHES_PATH, origin).href)
      .then(async (answer) => (answer.ok ? v.parse(InlineHashesSchema, await answer.json()) : null))
      .catch(() => null)
      .then((parsed) => {
        if (parsed) return parsed;
        console.error(`${HASHES_PATH} is missing from the assets: islands cannot start (run npm run build)`);
        return NO_INLINE_HASHES;
      });
    loaded.set(assets, hashes);
  }
  return hashes;
}

/** The `_headers` file of the assets served without the Worker (/_astro/*). */
export const ASSETS_HEADERS_FILE = `/_astro/*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n`;

/** The Worker's answer with the security headers set. */
export async function withWorkerSecurityHeaders(
  request: Request,
  env: ConnectEnv & { ASSETS: AssetsFetcher },
  answer: Response,
): Promise<Response> {
  const url = new URL(request.url);
  let inline = await inlineHashesFromAssets(env.ASSETS, url.origin);
  // A page rendered by the Worker names its own inline code (services/edge/edge-pages.ts).
  const own = answer.headers.get(INLINE_HASHES_HEADER);
  if (own) {
    const parsed = v.safeParse(InlineHashesSchema, JSON.parse(own));
    if (parsed.success)
      inline = {
        scripts: [...new Set([...inline.scripts, ...parsed.output.scripts])],
        handlers: [...new Set([...inline.handlers, ...parsed.output.handlers])],
        connect: [...new Set([...inline.connect, ...parsed.output.connect])],
      };
    answer = new Response(answer.body, answer);
    answer.headers.delete(INLINE_HASHES_HEADER);
  }
  return withSecurityHeaders(answer, securityHeadersFor(request, env, inline, url.protocol === 'https:'));
}
