/**
 * Cloudflare Workers entry: the same API app over a Turso database (DATABASE_URL +
 * DATABASE_AUTH_TOKEN from the environment), static pages from the assets binding. Unknown
 * paths get the locale's translated 404 page.
 */
import { createClient } from '@libsql/client/web';
import { drizzle } from 'drizzle-orm/libsql/web';
import * as schema from '../db/schema.ts';
import { DEFAULT_LOCALE } from '../src/lib/content.ts';
import { splitLocale } from '../src/lib/routes.ts';
import { createApp } from './app.ts';
import { isReservedSlugPath } from './routes/reserved.ts';

export interface WorkerEnv {
  DATABASE_URL: string;
  DATABASE_AUTH_TOKEN?: string;
  ASSETS: { fetch: (request: Request | string) => Promise<Response> };
}

type App = ReturnType<typeof createApp>;
let cached: { url: string; app: App } | null = null;

function appFor(env: WorkerEnv): App {
  if (!env.DATABASE_URL)
    throw new Error('DATABASE_URL is missing: set the Turso database URL as a Worker secret');
  if (cached?.url !== env.DATABASE_URL) {
    const client = createClient({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
    cached = { url: env.DATABASE_URL, app: createApp({ db: drizzle(client, { schema }) }) };
  }
  return cached.app;
}

/** Serves a static asset, falling back to the locale's 404 page (status 404). */
export async function serveAsset(request: Request, assets: WorkerEnv['ASSETS']): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === '/') return Response.redirect(new URL(`/${DEFAULT_LOCALE}/`, url).href, 302);
  const response = await assets.fetch(request);
  if (response.status !== 404) return response;
  const locale = splitLocale(url.pathname.replace(/^(\/[a-z]{2})\/.*$/, '$1'))?.locale ?? DEFAULT_LOCALE;
  const page = await assets.fetch(new URL(`/${locale}/404.html`, url).href);
  return new Response(page.body, { status: 404, headers: page.headers });
}

export default {
  async fetch(request: Request, env: WorkerEnv): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/') || isReservedSlugPath(pathname)) return appFor(env).fetch(request, env);
    return serveAsset(request, env.ASSETS);
  },
};
