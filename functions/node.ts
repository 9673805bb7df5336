/**
 * The embedded default: one Node server on one port for the static site (dist/client/), the API
 * (/api/v1/*) and uploaded media (/media/*). `/` goes to /de/, `/{locale}/~{role}` to that
 * role's page (see routes/reserved.ts), every `/{locale}/edit/...` path to that locale's editor
 * shell, and unknown paths get the locale's translated 404 page with status 404. In development
 * (see scripts/start.ts) `/dev/mail` lists the e-mails the local mail default wrote, to requests
 * from this machine only. Protected pages' HTML lies outside the served folder (dist/protected/)
 * and is shown only behind their password form (services/protected/). Every answer carries the
 * security headers (functions/security-headers.ts); text answers go out brotli or gzip compressed,
 * built files from their build-time copies while those are fresh (services/static/).
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import type { Db } from '../db/client.ts';
import { DEFAULT_LOCALE } from '../src/lib/content.ts';
import { splitLocale } from '../src/lib/routes.ts';
import { createApp } from './app.ts';
import { errorBody } from './errors.ts';
import { findPageRedirect } from './services/content/redirects.ts';
import { imageRoutes } from './routes/images.ts';
import { devMailRoutes } from './services/mail/dev-mail.ts';
import { protectedPagesFromFolder } from './services/protected/node-folder.ts';
import type { ProtectedGateOptions } from './services/protected/gate.ts';
import { mediaSafetyHeaders } from './services/media/serve.ts';
import {
  compressAnswers,
  hideCompressedCopies,
  precompressedFiles,
} from './services/static/compressed-serving.ts';
import { securityHeadersMiddleware } from './services/static/security-middleware.ts';
import type { Services } from './types.ts';

export interface NodeServerOptions {
  db: Db;
  /** The build root (`astro build --outDir`): pages are served from its `client/` folder. */
  distDir: string;
  mediaDir: string;
  services?: Partial<Services>;
  /** Serves /dev/mail over this .eml folder (development with the local mail default only). */
  devMail?: { dir: string } | null;
  /** Protected pages: the secret signing visitors' passes (the auth secret), Secure cookies, limits. */
  protectedPages?: Pick<ProtectedGateOptions, 'secret' | 'secure' | 'limits' | 'now'>;
  /**
   * A site of the network other than the build's own: its pages live in `distDir`, while the
   * site-independent files (bundled scripts and styles, the editor shell, the files of public/)
   * come from the build root `shared`. Nothing else is read from there, so no page of the
   * build's own site can show up on this one.
   */
  shared?: { distDir: string; isSharedFile: (path: string) => boolean };
}

const socketAddresses = new WeakMap<Request, string>();

/** The socket address a request came from (for the auth service's `clientIp`), if known. */
export const nodeClientIp = (request: Request): string | undefined => socketAddresses.get(request);

/** Whether a socket address is this machine (IPv4, IPv6 or IPv4-mapped loopback). */
export const isLoopback = (address: string | undefined): boolean =>
  address !== undefined && /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/u.test(address);

/** The whole embedded server as one Hono app (also used by tests through `app.request()`). */
export function createNodeApp({
  db,
  distDir,
  mediaDir,
  services,
  devMail,
  protectedPages,
  shared,
}: NodeServerOptions) {
  const app = new Hono();
  // Only the static pages: the server bundle beside them (dist/server, the local renderer's
  // internal render route) is never mounted, so /internal-render/* is a plain 404 here.
  const siteDir = join(distDir, 'client');
  const assetsDir = shared ? join(shared.distDir, 'client') : siteDir;
  // Every answer: the security headers (CSP with the build's inline hashes), then compression.
  app.use('*', securityHeadersMiddleware({ clientDir: assetsDir, pagesDir: siteDir }));
  app.use('*', compressAnswers());
  // Every request's socket address (the API's rate limits and the protected pages' door read it).
  app.use('*', async (c, next) => {
    const address = c.env ? getConnInfo(c).remote.address : undefined;
    if (address) socketAddresses.set(c.req.raw, address);
    await next();
  });
  const clientAddress = services?.clientAddress ?? ((request: Request) => nodeClientIp(request) ?? null);
  app.route('/', createApp({ db, services: { clientAddress, ...services } }));
  app.get('/', (c) => c.redirect(`/${DEFAULT_LOCALE}/`, 302));
  if (devMail) {
    // Visitors' messages: only for the developer at this machine, never across the network.
    app.use('/dev/mail', async (c, next) => {
      const address = c.env ? getConnInfo(c).remote.address : undefined;
      if (!isLoopback(address)) return c.notFound();
      return next();
    });
    app.route('/dev/mail', devMailRoutes(devMail));
  }

  app.route('/_img', imageRoutes({ db, images: services?.images }));
  // Protected pages (HTML outside the served folder) before anything static: form or page.
  app.use('*', protectedPagesFromFolder({ db, distDir, ...protectedPages, clientAddress }));
  // Hashed build assets and uploaded media never change under their URL; pages must revalidate.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.req.path.startsWith('/api/') || c.req.path.startsWith('/dev/')) return;
    const immutable = c.req.path.startsWith('/_astro/') || c.req.path.startsWith('/media/');
    c.res.headers.set(
      'Cache-Control',
      immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
  });
  // Uploaded files are never sniffed as another type, and an SVG opens in a script-free sandbox.
  app.use('/media/*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(mediaSafetyHeaders(c.req.path)))
      c.res.headers.set(name, value);
  });
  app.use('/media/*', serveStatic({ root: mediaDir, rewriteRequestPath: (p) => p.replace(/^\/media/, '') }));
  // Every edit route (/{locale}/edit/...) gets that locale's editor shell; its client-only island
  // reads the path and loads the page's draft through the API (signed-in editors only).
  const editShell = async (c: Context) => {
    const locale = splitLocale(`/${c.req.param('locale') ?? ''}`)?.locale;
    const html = locale
      ? await readFile(join(assetsDir, locale, 'edit', 'index.html'), 'utf8').catch(() => null)
      : null;
    if (html === null) return c.notFound();
    c.header('X-Robots-Tag', 'noindex, nofollow');
    return c.html(html);
  };
  app.get('/:locale{[a-z]{2}}/edit', editShell);
  app.get('/:locale{[a-z]{2}}/edit/*', editShell);
  // Built files from their brotli/gzip copies when fresh (services/static/compressed-serving.ts);
  // the copies themselves are never served under their own names.
  app.use('*', hideCompressedCopies());
  app.use('*', precompressedFiles({ root: siteDir }));
  app.use('*', serveStatic({ root: siteDir }));
  if (shared) {
    const sharedCopies = precompressedFiles({ root: assetsDir });
    const serveShared = serveStatic({ root: assetsDir });
    app.use('*', async (c, next) => {
      if (!shared.isSharedFile(c.req.path)) return next();
      return (await sharedCopies(c, async () => {})) ?? serveShared(c, next);
    });
  }

  app.notFound(async (c) => {
    if (c.req.path.startsWith('/api/')) return c.json(errorBody(c, 'not_found'), 404);
    // A renamed page's old path answers 301 to where the page lives now.
    const moved = await findPageRedirect(db, c.req.path, new URL(c.req.url).search);
    if (moved) return c.redirect(moved, 301);
    const locale = splitLocale(c.req.path.replace(/^(\/[a-z]{2})\/.*$/, '$1'))?.locale ?? DEFAULT_LOCALE;
    const html = await readFile(join(siteDir, locale, '404.html'), 'utf8').catch(() => 'Not found');
    return c.html(html, 404);
  });
  return app;
}

/** Starts the server; resolves once it listens. */
export function startNodeServer(
  options: NodeServerOptions & { port: number; hostname?: string },
): Promise<ServerType> {
  const app = createNodeApp({
    ...options,
    distDir: resolve(options.distDir),
    mediaDir: resolve(options.mediaDir),
  });
  return new Promise((done) => {
    const server = serve(
      { fetch: app.fetch, port: options.port, hostname: options.hostname ?? '0.0.0.0' },
      () => done(server),
    );
  });
}
