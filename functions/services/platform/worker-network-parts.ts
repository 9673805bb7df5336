/**
 * The network Worker's parts that hold no request state (./worker-network.ts wires them): the
 * registry's and the sites' databases over Turso's HTTP protocol, a site's origin, which paths
 * every site shares and which media keys a site may read, and the network as `/network` shows it.
 */
import { createClient } from '@libsql/client/web';
import { drizzle } from 'drizzle-orm/libsql/web';
import * as authSchema from '../../../db/auth-schema.ts';
import type { Db } from '../../../db/client.ts';
import type { PlatformDb } from '../../../db/platform/client.ts';
import * as platformSchema from '../../../db/platform/schema.ts';
import * as schema from '../../../db/schema.ts';
import { DEFAULT_TENANT } from '../../../src/lib/media/keys.ts';
import { splitLocale } from '../../../src/lib/routes.ts';
import type { PlatformService } from '../../types.ts';
import type { WorkerEnv } from '../../worker.ts';
import { listDeadJobs } from '../edge/jobs.ts';
import { isTemplateMediaKey } from '../media/template-media.ts';
import { networkSiteOf, type SiteRecord, type SiteRegistry } from './registry.ts';

/** The registry's database over Turso's HTTP protocol. */
export function webPlatformDb(env: WorkerEnv): PlatformDb {
  if (!env.PLATFORM_DATABASE_URL) throw new Error('PLATFORM_DATABASE_URL is missing');
  const client = createClient({
    url: env.PLATFORM_DATABASE_URL,
    authToken: env.PLATFORM_DATABASE_AUTH_TOKEN,
  });
  return drizzle(client, { schema: { ...platformSchema, ...authSchema } });
}

/** A site's database over Turso's HTTP protocol, with the group token. */
export function webSiteDb(env: WorkerEnv, site: SiteRecord): Db {
  const client = createClient({ url: site.databaseUrl, authToken: env.SITE_DATABASE_AUTH_TOKEN });
  return drizzle(client, { schema: { ...schema, ...authSchema } });
}

/** The site's https origin for canonical links and cookies; the request's own without a primary host. */
export function siteUrlOf(site: SiteRecord, request: Request): string {
  return site.primaryHost ? `https://${site.primaryHost}` : new URL(request.url).origin;
}

/**
 * Whether a path is one of the build's site-independent files, served from ASSETS: scripts and
 * styles (`/_astro/`), the editor shell (`/{locale}/edit/...`) and public files outside the
 * locale folders. Pages, 404 pages, sitemaps and robots.txt are the site's own.
 */
export function isSharedAssetPath(pathname: string): boolean {
  if (pathname.startsWith('/_astro/')) return true;
  if (/^\/[a-z]{2}\/edit(?:\/.*)?$/u.test(pathname)) return splitLocale(pathname.slice(0, 3)) !== null;
  const first = pathname.split('/')[1] ?? '';
  if (first === '' || first.startsWith('_') || splitLocale(`/${first}`)) return false;
  return !/\.html?$/iu.test(pathname) && !/^\/(?:robots\.txt|sitemap[^/]*\.xml)$/u.test(pathname);
}

/**
 * Whether a media key belongs to the site (its tenant segment; the default site also reads
 * 'default'). Template media (the seed's photos every template names) belong to every site.
 */
export function isSiteMediaKey(site: Pick<SiteRecord, 'id' | 'isDefault'>, key: string): boolean {
  const tenant = key.split('/')[1];
  return tenant === site.id || (site.isDefault && tenant === DEFAULT_TENANT) || isTemplateMediaKey(key);
}

/**
 * The network as its admins see it on `/network` at the edge: the registry's sites (their storage
 * is Turso's and R2's, not measured here: 0) and the jobs that failed for good.
 */
export function workerPlatform(registry: SiteRegistry, env: WorkerEnv): PlatformService {
  const kv = env.SITE_STATE;
  return {
    async listSites() {
      return (await registry.listSites()).map((site) => networkSiteOf(site, 0));
    },
    ...(kv ? { failedJobs: () => listDeadJobs(kv) } : {}),
  };
}
