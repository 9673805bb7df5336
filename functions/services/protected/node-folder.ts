/**
 * The Node server's door to protected pages: their HTML is read from the build's `protected/`
 * folder beside the served `client/` folder (no static route ever reaches it), the client
 * address as the API's rate limits find it (the socket, or behind TRUSTED_PROXIES the forwarded
 * client: otherwise every visitor behind the proxy would share one counter).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../../db/client.ts';
import { PROTECTED_DIR } from '../../../src/lib/protected-pages.ts';
import { toBase64Url } from './password-hash.ts';
import { createProtectedGate, type ProtectedGateOptions } from './gate.ts';
import { protectedPageFinder } from './published-pages.ts';

export interface NodeProtectedOptions extends Partial<
  Pick<ProtectedGateOptions, 'secret' | 'secure' | 'limits' | 'now'>
> {
  db: Db;
  /** The build root: protected pages lie in its `protected/` folder. */
  distDir: string;
  /** Who the client is (the app's `services.clientAddress`); default: the socket address. */
  clientAddress?: (request: Request, env: unknown) => string | null;
}

/**
 * Middleware answering protected paths (form or page) and passing every other request on.
 * Without a secret, passes are signed with a random one of this process (they end at a restart).
 */
export function protectedPagesFromFolder(options: NodeProtectedOptions): MiddlewareHandler {
  const folder = join(options.distDir, PROTECTED_DIR);
  const addresses = new WeakMap<Request, string>();
  const gate = createProtectedGate({
    secret: options.secret ?? toBase64Url(crypto.getRandomValues(new Uint8Array(32))),
    secure: options.secure ?? false,
    now: options.now,
    limits: options.limits,
    clientAddress: (request) => addresses.get(request) ?? null,
    findPage: protectedPageFinder(options.db),
    // publicPathFile (in the gate) never names a file outside the folder.
    readPage: (file) => readFile(join(folder, file), 'utf8').catch(() => null),
  });
  return async (c, next) => {
    const address = options.clientAddress
      ? options.clientAddress(c.req.raw, c.env)
      : c.env
        ? getConnInfo(c).remote.address
        : undefined;
    if (address) addresses.set(c.req.raw, address);
    const answer = await gate(c.req.raw);
    if (answer) return answer;
    return next();
  };
}
