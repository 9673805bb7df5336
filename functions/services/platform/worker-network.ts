/**
 * One Worker for every site of the network. Each request's `Host` picks its site from the
 * platform registry (a Turso database: PLATFORM_DATABASE_URL + PLATFORM_DATABASE_AUTH_TOKEN); a
 * host that names no active site gets the unknown-site page (JSON for /api/*), never another
 * site's content. The site's own database is the registry row's `databaseUrl` (one Turso group
 * token, SITE_DATABASE_AUTH_TOKEN, opens every database of the group). The build's
 * site-independent files (scripts, styles, public files, the editor shell) come from ASSETS. Media: the shared MEDIA bucket, where a site reads
 * only keys of its own tenant segment. Pages are rendered by this Worker from the site's published
 * snapshot and cached per site, build and publish version (../edge/edge-pages.ts); a publish bumps
 * the site's version (../edge/edge-rebuild.ts) and records it in the registry. Which host names
 * which site comes from the host table in KV (./kv-host-table.ts), kept per isolate: a request
 * asks Turso nothing to find its site, and the Cron Trigger brings the table up to date after
 * changes made elsewhere (the site CLI). Per isolate, the registry is opened once and at most 32
 * sites are kept open (least recently used dropped first).
 */
import { siteHostOf } from './request-host.ts';
import { Hono, type ExecutionContext } from 'hono';
import type { Db } from '../../../db/client.ts';
import type { PlatformDb } from '../../../db/platform/client.ts';
import { createApp } from '../../app.ts';
import { siteSchemaCheck } from '../../middleware/schema-gate.ts';
import { createAuthService } from '../../auth/service.ts';
import { noEditors } from '../../auth/types.ts';
import { errorBody } from '../../errors.ts';
import { isReservedSlugPath } from '../../routes/reserved.ts';
import type { Deployment, WorkerEnv } from '../../worker.ts';
import { findPageRedirect } from '../content/redirects.ts';
import { cloudflareImageRoutes } from '../images/cloudflare-variants.ts';
import { NO_STORE } from '../images/variant-request.ts';
import { cloudflareMediaProcessor } from '../media/cloudflare-processor.ts';
import { r2MediaStore } from '../media/r2-store.ts';
import type { MailOutbox } from '../outbox.ts';
import { createOutboxSender } from '../outbox-sender.ts';
import { protectedPageFinder } from '../protected/published-pages.ts';
import { workerProtectedGate } from '../protected/worker-assets.ts';
import { translationFromWorkerEnv } from '../translation/deepl-fetch.ts';
import { videoFromEnv } from '../video/from-env.ts';
import { withWorkerSecurityHeaders } from '../static/worker-security.ts';
import { createSiteRegistry, type SiteRecord, type SiteRegistry } from './registry.ts';
import { kvHostTable, type KvHostTable } from './kv-host-table.ts';
import {
  isSharedAssetPath,
  isSiteMediaKey,
  siteUrlOf,
  webPlatformDb,
  webSiteDb,
  workerPlatform,
} from './worker-network-parts.ts';

export { isSharedAssetPath, isSiteMediaKey };
import { siteScopedAuth } from './site-auth.ts';
import { unknownSiteHtml } from './unknown-site-page.ts';
import {
  drainQuietly,
  mediaBucketOf,
  serveAsset,
  serveStoredMedia,
  workerTransport,
} from './worker-shared.ts';
import { loadSite } from '../../../db/snapshot.ts';
import { createEdgePages, edgeCache, type EdgePages } from '../edge/edge-pages.ts';
import { edgeRebuild } from '../edge/edge-rebuild.ts';
import { warmAfterDeploy } from '../edge/deploy-warm.ts';
import { handleJobs, warmJob, type QueueBatchLike } from '../edge/jobs.ts';
import { bundledRenderer, type EdgeRenderer } from '../edge/renderer.ts';
import { isUpkeepRun, scheduledTimeOf, siteUpkeep, workerFeeds } from '../edge/site-upkeep.ts';
import { runDuePublishes } from '../content/scheduled-publish.ts';
import { runSiteJob } from '../edge/site-jobs.ts';
import { magazineFeedFromEnv } from '../magazine/http-feed.ts';
import { createMarketplaceNetwork, type MarketplaceNetwork } from './marketplace-network.ts';
import { forEachLimited } from '../../../src/lib/each-limited.ts';
import { isolateSiteVersions, kvSiteVersions, type SiteVersions } from '../edge/site-versions.ts';

/** Sites the Cron Trigger visits at once (drain, scheduled publishes, upkeep). */
const CRON_LANES = 4;

/** Sites kept open per isolate. */
export const WORKER_OPEN_SITES = 32;

/** One open site on the Worker: its deployment (API app, outbox, door, redirects) and its pages. */
export interface WorkerSite extends Deployment {
  site: SiteRecord;
  /** The site's pages, rendered here from its published snapshot. */
  pages: EdgePages;
  /** The site's own database. */
  db: Db;
  /** The origin of the site's canonical links (`https://{primary host}`). */
  siteUrl: string;
  /** The site's background work (feeds, business data and directory from the registry). */
  upkeep: () => Promise<unknown>;
  /** Publishes the site's scheduled publishes that are due (docs/decisions/0020). */
  publishDue: (now: Date) => Promise<unknown>;
}

export interface NetworkWorkerOptions {
  /** Opens the registry's database (default: `@libsql/client/web` over PLATFORM_DATABASE_URL). */
  openPlatformDb?: (env: WorkerEnv) => PlatformDb;
  /** Opens a site's database (default: `@libsql/client/web` over its `databaseUrl`). */
  openSiteDb?: (env: WorkerEnv, site: SiteRecord) => Db;
  /** The page renderer (default: the edge renderer bundled into the Worker). */
  renderer?: () => Promise<EdgeRenderer>;
  /** Sites kept open (default 32). */
  maxOpenSites?: number;
  /** The clock of the registry and of the host table's copy (tests). */
  now?: () => Date;
}

const bucketOrNull = (env: WorkerEnv) => {
  const bucket = mediaBucketOf(env);
  return bucket ? r2MediaStore(bucket) : null;
};

interface Network {
  registry: SiteRegistry;
  /** The host table's copy in KV (null without SITE_STATE: the registry's database is asked). */
  hosts: KvHostTable | null;
  versions: SiteVersions;
  marketplace: MarketplaceNetwork;
  /** The open site for a record (opened now when it is not, or when its record changed). */
  open(site: SiteRecord, request: Request): WorkerSite;
  openSites(): string[];
}

/**
 * The network Worker's handlers. The isolate's registry and open sites are kept per
 * PLATFORM_DATABASE_URL, like the single-site Worker keeps its database.
 */
export function createNetworkWorker(options: NetworkWorkerOptions = {}) {
  const openPlatform = options.openPlatformDb ?? webPlatformDb;
  const openSiteDb = options.openSiteDb ?? webSiteDb;
  const renderer = options.renderer ?? bundledRenderer;
  const max = Math.max(1, options.maxOpenSites ?? WORKER_OPEN_SITES);
  let cached: { url: string; network: Network } | null = null;

  const openSite = (
    env: WorkerEnv,
    { registry, versions, marketplace }: Pick<Network, 'registry' | 'versions' | 'marketplace'>,
    site: SiteRecord,
    request: Request,
  ): WorkerSite => {
    const db = openSiteDb(env, site);
    const siteUrl = siteUrlOf(site, request);
    const sender = createOutboxSender({ db, transport: workerTransport(env), from: env.MAIL_FROM });
    // One sign-in for the network (accounts in the registry), valid on this site for its members and admins.
    const auth = env.AUTH_SECRET
      ? siteScopedAuth(
          createAuthService(registry.db, { secret: env.AUTH_SECRET, siteUrl }),
          site.id,
          registry,
        )
      : noEditors;
    const jobs = env.JOBS;
    const live = edgeRebuild({
      siteId: site.id,
      versions,
      ...(jobs ? { warm: (change) => jobs.send(warmJob(site.id, siteUrl, change)) } : {}),
    });
    const rebuild = {
      async afterPublish(change: Parameters<typeof live.afterPublish>[0]) {
        await live.afterPublish(change);
        await registry.markPublished(site.id);
      },
    };
    let woken = false;
    const outbox: MailOutbox = { wake: () => void (woken = true) };
    const bucket = mediaBucketOf(env);
    const media = bucket ? { mediaStore: r2MediaStore(bucket) } : {};
    const processor = env.IMAGES ? { mediaProcessor: cloudflareMediaProcessor(env.IMAGES) } : {};
    const feeds = workerFeeds(db, env, rebuild);
    const app = createApp({
      db,
      services: {
        auth,
        rebuild,
        outbox,
        feeds,
        magazine: magazineFeedFromEnv(env),
        marketplaceNetwork: marketplace,
        platform: workerPlatform(registry, env),
        mediaTenant: site.id,
        network: registry,
        ...media,
        ...processor,
        video: videoFromEnv(env),
        translation: translationFromWorkerEnv(env),
        // The Worker never migrates: writes wait (503) until `npm run deploy` migrated this site.
        schema: siteSchemaCheck(db),
      },
    });
    const images =
      bucket && env.IMAGES
        ? new Hono().route('/_img', cloudflareImageRoutes({ db, bucket, images: env.IMAGES }))
        : undefined;
    const findProtectedPage = protectedPageFinder(db);
    const redirect = (pathname: string, search: string) => findPageRedirect(db, pathname, search);
    const pages = createEdgePages({
      siteId: site.id,
      siteUrl,
      versions,
      renderer,
      loadSnapshot: () => loadSite(db, 'published'),
      cache: edgeCache(),
      gate: (readPage) =>
        workerProtectedGate({ readPage, siteUrl, secret: env.AUTH_SECRET, findPage: findProtectedPage }),
      findRedirect: redirect,
    });
    return {
      site,
      db,
      siteUrl,
      app,
      images,
      sender,
      pages,
      findProtectedPage,
      redirect,
      upkeep: () =>
        siteUpkeep({
          siteId: site.id,
          db,
          feeds,
          rebuild,
          network: { lookup: registry, businessId: site.businessId },
        }),
      publishDue: (now) =>
        runDuePublishes(
          db,
          { rebuild, log: (message) => console.error(`[schedule] ${site.id}: ${message}`) },
          now,
        ),
      takeWake: () => {
        const was = woken;
        woken = false;
        return was;
      },
    };
  };

  const networkFor = (env: WorkerEnv): Network => {
    const url = env.PLATFORM_DATABASE_URL ?? '';
    if (cached?.url === url) return cached.network;
    if (!env.AUTH_SECRET) console.error('AUTH_SECRET is missing: wrangler secret put AUTH_SECRET');
    if (!env.SITE_STATE)
      console.error('SITE_STATE (KV binding) is missing: each isolate keeps its own versions');
    if (!env.MEDIA) console.error('MEDIA (R2 binding) is missing: uploads are kept in memory only');
    const platformDb = openPlatform(env);
    const clock = options.now ? { now: options.now } : {};
    const hosts = env.SITE_STATE ? kvHostTable({ kv: env.SITE_STATE, db: platformDb, ...clock }) : null;
    const registry = createSiteRegistry(platformDb, { ...clock, ...(hosts ? { hosts } : {}) });
    const versions = env.SITE_STATE ? kvSiteVersions(env.SITE_STATE) : isolateSiteVersions();
    // The network's marketplace (every site's published items, kept 60 s) for every site's API.
    const marketplace = createMarketplaceNetwork({
      listSites: () => registry.listSites(),
      openSiteDb: async (site) => ({ db: openSiteDb(env, site), close: () => undefined }),
    });
    // Least recently used first: a hit moves the site to the end.
    const open = new Map<string, WorkerSite>();
    const network: Network = {
      registry,
      hosts,
      versions,
      marketplace,
      open(site, request) {
        const known = open.get(site.id);
        open.delete(site.id);
        if (
          known &&
          known.site.databaseUrl === site.databaseUrl &&
          known.site.primaryHost === site.primaryHost
        ) {
          known.site = site;
          open.set(site.id, known);
          return known;
        }
        // Web clients hold no connections: a dropped site needs no closing.
        const opened = openSite(env, { registry, versions, marketplace }, site, request);
        open.set(site.id, opened);
        while (open.size > max) open.delete(open.keys().next().value as string);
        return opened;
      },
      openSites: () => [...open.keys()],
    };
    cached = { url, network };
    return network;
  };

  // What a host of no active site answers (the Node router's answer: functions/platform-node.ts).
  const unknownSite = new Hono().all('*', (c) => {
    c.header('Cache-Control', NO_STORE);
    if (c.req.path.startsWith('/api/')) return c.json(errorBody(c, 'not_found'), 404);
    return c.html(unknownSiteHtml(), 404);
  });

  /** A site's page (rendered here), or a file of the build every site shares. */
  const servePage = async (request: Request, env: WorkerEnv, open: WorkerSite): Promise<Response> => {
    const url = new URL(request.url);
    const locale = open.site.locales[0];
    if (isSharedAssetPath(url.pathname)) {
      const edit = /^\/[a-z]{2}\/edit(?:\/.*)?$/u.test(url.pathname);
      const shared = edit ? await serveAsset(request, env.ASSETS) : await env.ASSETS.fetch(request);
      if (shared.status !== 404) return shared;
    }
    const page = await open.pages.serve(request);
    if (page) return page;
    if (url.pathname === '/') return Response.redirect(new URL(`/${locale ?? 'de'}/`, url).href, 302);
    const notFound = await open.pages.serve(new Request(new URL(`/${locale ?? 'de'}/404.html`, url)));
    return new Response(notFound?.body ?? 'Not found', { status: 404, headers: notFound?.headers ?? {} });
  };

  /** One request of whichever site its Host names. */
  const serveRequest = async (request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> => {
    const url = new URL(request.url);
    const network = networkFor(env);
    const site = await network.registry.siteForHost(siteHostOf(request));
    if (!site || site.status !== 'active') return unknownSite.fetch(request);
    const open = network.open(site, request);
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (url.pathname.startsWith('/media/') && read)
      return serveStoredMedia(url.pathname, bucketOrNull(env), (key) => isSiteMediaKey(site, key));
    if (url.pathname.startsWith('/_img/') && read) {
      if (open.images) return open.images.fetch(request);
      return new Response('Not found', { status: 404, headers: { 'Cache-Control': NO_STORE } });
    }
    // The admins' `/network` page is the app's (functions/routes/platform.ts), like the API.
    const appPath = url.pathname.startsWith('/api/') || url.pathname === '/network';
    if (!appPath && !isReservedSlugPath(url.pathname)) return servePage(request, env, open);
    const response = await open.app.fetch(request, env, ctx);
    if (open.takeWake()) ctx.waitUntil(drainQuietly(open.sender));
    return response;
  };

  return {
    /** The isolate's registry and open sites (tests). */
    networkFor,
    /** Every answer, the unknown-site page included, leaves with the security headers. */
    async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
      return withWorkerSecurityHeaders(request, env, await serveRequest(request, env, ctx));
    },
    /**
     * The Cron Trigger: brings the host table's copy in KV up to date with the registry (one
     * query when nothing changed), drains the outbox of every active site (retries included),
     * publishes each site's scheduled publishes that are due (every minute) and,
     * every UPKEEP_EVERY_MINUTES, does each site's background work (../edge/site-upkeep.ts).
     */
    async scheduled(controller: unknown, env: WorkerEnv, ctx: ExecutionContext): Promise<void> {
      const network = networkFor(env);
      const { hosts } = network;
      if (hosts)
        ctx.waitUntil(
          hosts
            .sync()
            .then(
              (rewritten) => rewritten && console.log('[hosts] the host table in KV was brought up to date'),
            )
            .catch((error: unknown) => console.error('[hosts] the host table was not checked', error)),
        );
      const upkeep = isUpkeepRun(scheduledTimeOf(controller));
      const drainAll = async () => {
        const sites = (await network.registry.listSites()).filter((s) => s.status === 'active');
        const request = new Request('https://scheduled.invalid/');
        const visit = async (site: (typeof sites)[number]) => {
          const open = network.open(site, request);
          await drainQuietly(open.sender);
          await open
            .publishDue(new Date())
            .catch((error: unknown) => console.error(`[schedule] ${site.id} not run`, error));
          if (upkeep)
            await open.upkeep().catch((error: unknown) => console.error(`[upkeep] ${site.id} failed`, error));
        };
        // A few sites at a time (a Worker keeps at most six connections open): a site whose mail
        // provider or database is slow holds up only its own lane.
        await forEachLimited(sites, CRON_LANES, (site) =>
          visit(site).catch((error: unknown) => console.error(`[cron] ${site.id}`, error)),
        );
      };
      ctx.waitUntil(
        drainAll().catch((error: unknown) => console.error('[mail] network drain failed', error)),
      );
      // After a deploy, every active site with a primary host is rendered ahead of its visitors.
      const { SITE_STATE: kv, JOBS: queue } = env;
      if (kv && queue)
        ctx.waitUntil(
          renderer()
            .then(({ buildId }) =>
              warmAfterDeploy({
                kv,
                queue,
                buildId,
                sites: async () =>
                  (await network.registry.listSites())
                    .filter((site) => site.status === 'active' && site.primaryHost)
                    .map((site) => ({ siteId: site.id, origin: `https://${site.primaryHost}` })),
              }),
            )
            .catch((error: unknown) => console.error('[jobs] warming after the deploy not queued', error)),
        );
    },
    /** The jobs queue (warming a site's pages) and its dead-letter queue (../edge/jobs.ts). */
    async queue(batch: QueueBatchLike, env: WorkerEnv): Promise<void> {
      await handleJobs(batch, env, async (job) => {
        const network = networkFor(env);
        const site = await network.registry.site(job.siteId);
        if (!site || site.status !== 'active') throw new Error(`no active site ${job.siteId}`);
        await runSiteJob(job, network.open(site, new Request(job.origin)));
      });
    },
  };
}
