/**
 * The Node server's security headers (functions/security-headers.ts) as Hono middleware: every
 * answer of a site's server, and the unknown-site page of the network router. The build's inline
 * hashes are read once per served folder (./inline-hashes.ts), the booking frames' origins from the
 * site's own pages (scanned again after each render); the game-room and map hosts come
 * from the process environment, as the game config route and the build read them, and the site's
 * own host from `Host` (an absolute URI in the request line names none of them).
 * HSTS only with LUNETTE_HSTS=1: set it when the server is reached over https only (behind a TLS
 * proxy); a local http server must not make the browser insist on https for localhost.
 */
import type { MiddlewareHandler } from 'hono';
import {
  NO_INLINE_HASHES,
  securityHeadersFor,
  withSecurityHeaders,
  type ConnectEnv,
} from '../../security-headers.ts';
import { loadInlineHashes, probedOriginsOfFolder } from './inline-hashes.ts';

export interface SecurityMiddlewareOptions {
  /** The served build folder whose inline hashes the pages need (null: a server without pages). */
  clientDir: string | null;
  /** The site's own rendered pages, whose booking frames' origins the pages may fetch. */
  pagesDir?: string | null;
  /** Where the game-room and map variables are read (default: the process environment). */
  env?: ConnectEnv & { LUNETTE_HSTS?: string | undefined };
}

/** Sets the security headers on every answer that passes through. */
export function securityHeadersMiddleware({
  clientDir,
  pagesDir = clientDir,
  env = process.env,
}: SecurityMiddlewareOptions): MiddlewareHandler {
  const hsts = env.LUNETTE_HSTS === '1';
  return async (c, next) => {
    const build = clientDir ? await loadInlineHashes(clientDir) : NO_INLINE_HASHES;
    // The build's file knows the build's pages only: a publish may have changed a booking address.
    const inline = pagesDir ? { ...build, connect: await probedOriginsOfFolder(pagesDir) } : build;
    await next();
    const headers = securityHeadersFor(c.req.raw, env, inline, hsts);
    const answer = withSecurityHeaders(c.res, headers);
    if (answer !== c.res) c.res = answer;
  };
}
