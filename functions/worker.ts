/**
 * Cloudflare Workers entry: the same API app over a Turso database (DATABASE_URL +
 * DATABASE_AUTH_TOKEN from the environment), static pages from the assets binding. Unknown
 * paths get the locale's translated 404 page.
 */
import { createClient } from '@libsql/client/web';
import { drizzle } from 'drizzle-orm/libsql/web';
import * as authSchema from '../db/auth-schema.ts';
import * as schema from '../db/schema.ts';
import { DEFAULT_LOCALE } from '../src/lib/content.ts';
import { splitLocale } from '../src/lib/routes.ts';
import { createApp } from './app.ts';
import { authFromEnv } from './auth/service.ts';
import { noEditors } from './auth/types.ts';
import { isReservedSlugPath } from './routes/reserved.ts';
import { createDeployHook } from './services/deploy-hook.ts';
import { noRebuild } from './services/rebuild.ts';

export interface WorkerEnv {
  DATABASE_URL: string;
  DATABASE_AUTH_TOKEN?: string;
  /** Signs editor sessions (wrangler secret put AUTH_SECRET). */
  AUTH_SECRET?: string;
  PUBLIC_SITE_URL?: string;
  /** Deploy hook a publish calls to rebuild and deploy the site (see services/deploy-hook.ts). */
  LUNETTE_REBUILD_HOOK_URL?: string;
  ASSETS: { fetch: (request: Request | string) => Promise<Response> };
}

type App = ReturnType<typeof createApp>;
let cached: { url: string; app: App } | null = null;

function appFor(env: WorkerEnv, request: Request): App {
  if (!env.DATABASE_URL)
    throw new Error('DATABASE_URL is missing: set the Turso database URL as a Worker secret');
  if (cached?.url !== env.DATABASE_URL) {
    const client = createClient({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
    const db = drizzle(client, { schema: { ...schema, ...authSchema } });
    // Without a secret nobody can sign in (every write is refused) but the site keeps answering.
    if (!env.AUTH_SECRET) console.error('AUTH_SECRET is missing: wrangler secret put AUTH_SECRET');
    const siteUrl = env.PUBLIC_SITE_URL ?? new URL(request.url).origin;
    const auth = env.AUTH_SECRET ? authFromEnv(db, { ...env, PUBLIC_SITE_URL: siteUrl }) : noEditors;
    // Without a deploy hook, publishes reach visitors only with the next deploy.
    if (!env.LUNETTE_REBUILD_HOOK_URL)
      console.error('LUNETTE_REBUILD_HOOK_URL is missing: publishes stay offline');
    const rebuild = env.LUNETTE_REBUILD_HOOK_URL
      ? createDeployHook({ url: env.LUNETTE_REBUILD_HOOK_URL })
      : noRebuild;
    cached = { url: env.DATABASE_URL, app: createApp({ db, services: { auth, rebuild } }) };
  }
  return cached.app;
}

/** Serves a static asset, falling back to the locale's 404 page (status 404). */
export async function serveAsset(request: Request, assets: WorkerEnv['ASSETS']): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === '/') return Response.redirect(new URL(`/${DEFAULT_LOCALE}/`, url).href, 302);
  // Every edit route (/{locale}/edit/...) gets that locale's editor shell (its island loads the draft).
  const edit = /^\/([a-z]{2})\/edit(?:\/.*)?$/.exec(url.pathname);
  const editLocale = edit ? splitLocale(`/${edit[1]}`)?.locale : undefined;
  if (editLocale) return assets.fetch(new URL(`/${editLocale}/edit/`, url).href);
  const response = await assets.fetch(request);
  if (response.status !== 404) return response;
  const locale = splitLocale(url.pathname.replace(/^(\/[a-z]{2})\/.*$/, '$1'))?.locale ?? DEFAULT_LOCALE;
  const page = await assets.fetch(new URL(`/${locale}/404.html`, url).href);
  return new Response(page.body, { status: 404, headers: page.headers });
}

export default {
  async fetch(request: Request, env: WorkerEnv): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/') || isReservedSlugPath(pathname))
      return appFor(env, request).fetch(request, env);
    return serveAsset(request, env.ASSETS);
  },
};
