/**
 * Cloudflare Workers entry: the same API app over a Turso database (DATABASE_URL +
 * DATABASE_AUTH_TOKEN from the environment). The site's pages are rendered here from its
 * published snapshot by the edge renderer (Astro for workerd) and kept in the Cache API per
 * build and publish version (services/edge/, docs/decisions/0014-the-edge.md): a publish bumps
 * the version in KV (SITE_STATE) and is live at the next request. Scripts, styles, public files
 * and the editor shell come from the assets binding. Unknown paths get the locale's 404 page. Form mail goes through the same outbox as on
 * Node, delivered by a mail provider's HTTP API (MAIL_API_KEY, MAIL_API_URL, MAIL_FROM): right
 * after a submission (`ctx.waitUntil`) and from the Cron Trigger (`scheduled`, wrangler.toml),
 * which retries whatever is still pending. Media files live in the R2 bucket bound as MEDIA and are
 * served at /media/* with the same headers as on Node; own videos go to Cloudflare Stream
 * (STREAM_ACCOUNT_ID, STREAM_API_TOKEN). Workers cannot run sharp or jsdom: image uploads are
 * re-encoded by the Cloudflare Images binding IMAGES (services/media/cloudflare-processor.ts;
 * SVG is sanitised by the same DOM-free code as on Node), and refused altogether without that
 * binding.
 * Image variants (/_img/...) are cut and encoded by the same binding and kept in R2
 * (services/images/cloudflare-variants.ts); without MEDIA and IMAGES they are 404s.
 * Protected pages are rendered only behind their password form (services/protected/).
 *
 * With PLATFORM_DATABASE_URL set, the same Worker serves every site of the network instead: the
 * request's Host picks the site from the platform registry and its pages are rendered the same
 * way from its own database (services/platform/worker-network.ts). Without it, this is the
 * single-site Worker above.
 */
import { createClient } from '@libsql/client/web';
import { drizzle } from 'drizzle-orm/libsql/web';
import { Hono, type ExecutionContext } from 'hono';
import * as authSchema from '../db/auth-schema.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { createApp } from './app.ts';
import { authFromEnv } from './auth/service.ts';
import { noEditors } from './auth/types.ts';
import { isReservedSlugPath } from './routes/reserved.ts';
import { loadSite } from '../db/snapshot.ts';
import { findPageRedirect } from './services/content/redirects.ts';
import { createEdgePages, edgeCache, type EdgePages } from './services/edge/edge-pages.ts';
import { edgeRebuild } from './services/edge/edge-rebuild.ts';
import {
  handleJobs,
  warmJob,
  type DeadKv,
  type EdgeJob,
  type QueueBatchLike,
  type QueueLike,
} from './services/edge/jobs.ts';
import { warmAfterDeploy } from './services/edge/deploy-warm.ts';
import { bundledRenderer } from './services/edge/renderer.ts';
import { isUpkeepRun, scheduledTimeOf, siteUpkeep, workerFeeds } from './services/edge/site-upkeep.ts';
import { runDuePublishes } from './services/content/scheduled-publish.ts';
import { magazineFeedFromEnv } from './services/magazine/http-feed.ts';
import type { ReviewsEnv } from './services/reviews/service.ts';
import type { SocialFeedEnv } from './services/social-feed/service.ts';
import {
  SINGLE_SITE_ID,
  isolateSiteVersions,
  kvSiteVersions,
  type SiteVersions,
} from './services/edge/site-versions.ts';
import type { ImagesBindingLike } from './services/images/cloudflare-binding.ts';
import { cloudflareImageRoutes } from './services/images/cloudflare-variants.ts';
import { NO_STORE } from './services/images/variant-request.ts';
import { cloudflareMediaProcessor } from './services/media/cloudflare-processor.ts';
import { r2MediaStore, type R2BucketLike } from './services/media/r2-store.ts';
import type { MailOutbox } from './services/outbox.ts';
import { createOutboxSender, type OutboxSender } from './services/outbox-sender.ts';
import type { ProtectedGateOptions } from './services/protected/gate.ts';
import { workerProtectedGate } from './services/protected/worker-assets.ts';
import { protectedPageFinder } from './services/protected/published-pages.ts';
import { runSiteJob } from './services/edge/site-jobs.ts';
import { createNetworkWorker } from './services/platform/worker-network.ts';
import {
  drainQuietly,
  mediaBucketOf,
  serveAsset,
  serveStoredMedia,
  workerTransport,
} from './services/platform/worker-shared.ts';
import { videoFromEnv } from './services/video/from-env.ts';
import { translationFromWorkerEnv } from './services/translation/deepl-fetch.ts';
import { withWorkerSecurityHeaders } from './services/static/worker-security.ts';

export interface WorkerEnv extends ReviewsEnv, SocialFeedEnv {
  /** The health magazine's JSON feed (services/magazine/http-feed.ts); unset: the offline demo. */
  MAGAZINE_FEED_URL?: string;
  /** The single site's database (without PLATFORM_DATABASE_URL). */
  DATABASE_URL?: string;
  DATABASE_AUTH_TOKEN?: string;
  /** The network's platform registry (Turso); set, the Worker serves every site of the network. */
  PLATFORM_DATABASE_URL?: string;
  PLATFORM_DATABASE_AUTH_TOKEN?: string;
  /** A Turso group token that opens every site database of the network (the registry names them). */
  SITE_DATABASE_AUTH_TOKEN?: string;
  /** Signs editor sessions (wrangler secret put AUTH_SECRET). */
  AUTH_SECRET?: string;
  PUBLIC_SITE_URL?: string;
  /** Sites' publish versions (wrangler.toml `[[kv_namespaces]] binding = "SITE_STATE"`): services/edge/site-versions.ts. */
  SITE_STATE?: DeadKv;
  /** The jobs queue (wrangler.toml `[[queues.producers]] binding = "JOBS"`): services/edge/jobs.ts. */
  JOBS?: QueueLike;
  /** The mail provider's API key (wrangler secret put MAIL_API_KEY); without it mail stays queued. */
  MAIL_API_KEY?: string;
  /** The provider's send endpoint (default Resend's, see services/mail/http-api.ts). */
  MAIL_API_URL?: string;
  /** The sender address of form mail, e.g. `Optik Sonnenberg <noreply@optik-sonnenberg.ch>`. */
  MAIL_FROM?: string;
  ASSETS: { fetch: (request: Request | string) => Promise<Response> };
  /** The R2 bucket of uploaded media (wrangler.toml `[[r2_buckets]] binding = "MEDIA"`). */
  MEDIA?: R2BucketLike;
  /** Cloudflare Images (wrangler.toml `[images] binding = "IMAGES"`): re-encodes image uploads. */
  IMAGES?: ImagesBindingLike;
  /** Cloudflare Stream for own videos (without them, video uploads are refused here). */
  STREAM_ACCOUNT_ID?: string;
  STREAM_API_TOKEN?: string;
  STREAM_API_URL?: string;
  /** The game rooms' secret for their snapshot writes (wrangler secret put GAME_SNAPSHOT_SECRET). */
  GAME_SNAPSHOT_SECRET?: string;
  /** DeepL for machine translation in the editor (wrangler secret put DEEPL_API_KEY). */
  DEEPL_API_KEY?: string;
  /** Another server speaking DeepL's API (optional). */
  DEEPL_SERVER_URL?: string;
  /** Where browsers reach the game rooms (also allowed in the pages' connect-src). */
  PUBLIC_PARTYKIT_HOST?: string;
  /** The map styles the build used (their origins are allowed in connect-src and img-src). */
  PUBLIC_MAP_STYLE_LIGHT?: string;
  PUBLIC_MAP_STYLE_DARK?: string;
  /** Comma-separated origins of the map's tiles, glyphs and sprites (functions/security-headers.ts). */
  LUNETTE_MAP_ORIGINS?: string;
}

type App = ReturnType<typeof createApp>;

/** What one Worker isolate serves with: the API app, the outbox sender, and whether a request woke it. */
export interface Deployment {
  app: { fetch: App['fetch'] };
  /** Serves /_img/... (absent without the R2 and Images bindings: every variant is a 404). */
  images?: { fetch: (request: Request) => Response | Promise<Response> };
  sender: Pick<OutboxSender, 'drainOnce'>;
  /** The published protected page a path shows (absent: no page is protected). */
  findProtectedPage?: ProtectedGateOptions['findPage'];
  /** True once after the outbox was woken (a submission was stored) since the last call. */
  takeWake(): boolean;
  /** Where a renamed page's old path lives now (see services/content/redirects.ts), or null. */
  redirect?(pathname: string, search: string): Promise<string | null>;
  /** The site's pages rendered at the edge (services/edge/); absent: pages come from the assets. */
  pages?: EdgePages;
}

let cachedDb: { url: string; db: Db; sender: OutboxSender } | null = null;
let isolateVersions: SiteVersions | null = null;

/** The sites' publish versions: KV, or (misconfigured, logged) this isolate's own. */
function versionsOf(env: WorkerEnv): SiteVersions {
  if (env.SITE_STATE) return kvSiteVersions(env.SITE_STATE);
  if (!isolateVersions) {
    console.error('SITE_STATE (KV binding) is missing: each isolate keeps its own versions');
    isolateVersions = isolateSiteVersions();
  }
  return isolateVersions;
}

/** The single site's background work (no request: nothing here depends on one). */
function upkeepFor(env: WorkerEnv): () => Promise<unknown> {
  const { db } = dbFor(env);
  const rebuild = edgeRebuild({ siteId: SINGLE_SITE_ID, versions: versionsOf(env) });
  const feeds = workerFeeds(db, env, rebuild);
  return () => siteUpkeep({ siteId: SINGLE_SITE_ID, db, feeds, rebuild });
}
/** The single site's scheduled publishes that are due (docs/decisions/0020), run every minute. */
function duePublishesFor(env: WorkerEnv): (now: Date) => Promise<unknown> {
  const { db } = dbFor(env);
  const rebuild = edgeRebuild({ siteId: SINGLE_SITE_ID, versions: versionsOf(env) });
  return (now) =>
    runDuePublishes(db, { rebuild, log: (message) => console.error(`[schedule] ${message}`) }, now);
}
let cachedApp: { url: string; deployment: Deployment } | null = null;

/** The database and outbox sender of this isolate (created once per DATABASE_URL). */
function dbFor(env: WorkerEnv): { db: Db; sender: OutboxSender } {
  if (!env.DATABASE_URL)
    throw new Error('DATABASE_URL is missing: set the Turso database URL as a Worker secret');
  if (cachedDb?.url !== env.DATABASE_URL) {
    const client = createClient({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
    const db: Db = drizzle(client, { schema: { ...schema, ...authSchema } });
    if (!env.MAIL_API_KEY) console.error('MAIL_API_KEY is missing: form mail stays in the outbox');
    const sender = createOutboxSender({ db, transport: workerTransport(env), from: env.MAIL_FROM });
    cachedDb = { url: env.DATABASE_URL, db, sender };
  }
  return cachedDb;
}

function deploymentFor(env: WorkerEnv, request: Request): Deployment {
  if (cachedApp?.url !== env.DATABASE_URL || !cachedApp) {
    const { db, sender } = dbFor(env);
    // Without a secret nobody can sign in (every write is refused) but the site keeps answering.
    if (!env.AUTH_SECRET) console.error('AUTH_SECRET is missing: wrangler secret put AUTH_SECRET');
    const siteUrl = env.PUBLIC_SITE_URL ?? new URL(request.url).origin;
    const auth = env.AUTH_SECRET ? authFromEnv(db, { ...env, PUBLIC_SITE_URL: siteUrl }) : noEditors;
    // A publish bumps the site's version: the Worker renders its pages anew (services/edge/).
    const versions = versionsOf(env);
    const jobs = env.JOBS;
    const rebuild = edgeRebuild({
      siteId: SINGLE_SITE_ID,
      versions,
      ...(jobs ? { warm: (change) => jobs.send(warmJob(SINGLE_SITE_ID, siteUrl, change)) } : {}),
    });
    // A wake only marks the isolate; the fetch handler then drains in waitUntil (no timers here).
    let woken = false;
    const outbox: MailOutbox = { wake: () => void (woken = true) };
    if (!env.MEDIA) console.error('MEDIA (R2 binding) is missing: uploads are kept in memory only');
    const bucket = mediaBucketOf(env);
    const media = bucket ? { mediaStore: r2MediaStore(bucket) } : {};
    if (!env.IMAGES) console.error('IMAGES (Images binding) is missing: image uploads are refused');
    const processor = env.IMAGES ? { mediaProcessor: cloudflareMediaProcessor(env.IMAGES) } : {};
    const translation = translationFromWorkerEnv(env);
    const feeds = workerFeeds(db, env, rebuild);
    const services = {
      auth,
      rebuild,
      outbox,
      feeds,
      magazine: magazineFeedFromEnv(env),
      ...media,
      ...processor,
      video: videoFromEnv(env),
      translation,
    };
    const app = createApp({ db, services });
    const takeWake = () => {
      const was = woken;
      woken = false;
      return was;
    };
    const images =
      bucket && env.IMAGES
        ? new Hono().route('/_img', cloudflareImageRoutes({ db, bucket, images: env.IMAGES }))
        : undefined;
    const findProtectedPage = protectedPageFinder(db);
    const redirect = (pathname: string, search: string) => findPageRedirect(db, pathname, search);
    const pages = createEdgePages({
      siteId: SINGLE_SITE_ID,
      siteUrl,
      versions,
      renderer: bundledRenderer,
      loadSnapshot: () => loadSite(db, 'published'),
      cache: edgeCache(),
      gate: (readPage) =>
        workerProtectedGate({ readPage, siteUrl, secret: env.AUTH_SECRET, findPage: findProtectedPage }),
      findRedirect: redirect,
    });
    cachedApp = {
      url: env.DATABASE_URL ?? '',
      deployment: {
        app,
        images,
        sender,
        findProtectedPage,
        takeWake,
        redirect,
        pages,
      },
    };
  }
  return cachedApp.deployment;
}

export { serveAsset, serveStoredMedia };

/**
 * The Worker's handlers over a way to get the isolate's deployment (tests pass their own).
 * `fetch` serves API and assets and drains the outbox after a request that stored mail;
 * `scheduled` (the Cron Trigger) drains whatever is due, retries included.
 */
export function createWorker(
  open: (env: WorkerEnv, request: Request) => Deployment,
  openSender: (env: WorkerEnv) => Deployment['sender'],
  /** The site's pages rendered here (absent: pages come from the assets, as in Node tests). */
  openPages?: (env: WorkerEnv, request: Request) => EdgePages | undefined,
  /** The site's background work, run every UPKEEP_EVERY_MINUTES by the Cron Trigger. */
  openUpkeep?: (env: WorkerEnv) => (() => Promise<unknown>) | undefined,
  /** Runs a job of the queue (services/edge/jobs.ts). */
  runJob?: (env: WorkerEnv, job: EdgeJob) => Promise<void>,
  /** Publishes the scheduled publishes that are due; every Cron Trigger run (each minute). */
  openDuePublishes?: (env: WorkerEnv) => (now: Date) => Promise<unknown>,
) {
  const serve = async (request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/media/') && (request.method === 'GET' || request.method === 'HEAD')) {
      const bucket = mediaBucketOf(env);
      return serveStoredMedia(pathname, bucket ? r2MediaStore(bucket) : null);
    }
    if (pathname.startsWith('/_img/') && (request.method === 'GET' || request.method === 'HEAD')) {
      const { images } = open(env, request);
      if (images) return images.fetch(request);
      return new Response('Not found', { status: 404, headers: { 'Cache-Control': NO_STORE } });
    }
    if (!pathname.startsWith('/api/') && !isReservedSlugPath(pathname)) {
      const pages = openPages?.(env, request);
      const page = await pages?.serve(request);
      if (page) return page;
      const door = workerProtectedGate({
        assets: env.ASSETS,
        siteUrl: env.PUBLIC_SITE_URL ?? new URL(request.url).origin,
        secret: env.AUTH_SECRET,
        findPage: async (locale, rest) =>
          (await open(env, request).findProtectedPage?.(locale, rest)) ?? null,
      });
      return (
        (await door(request)) ??
        serveAsset(
          request,
          env.ASSETS,
          (path, search) => open(env, request).redirect?.(path, search) ?? Promise.resolve(null),
          undefined,
          async (notFound) => (pages ? pages.serve(new Request(notFound)) : null),
        )
      );
    }
    const deployment = open(env, request);
    const response = await deployment.app.fetch(request, env, ctx);
    if (deployment.takeWake()) ctx.waitUntil(drainQuietly(deployment.sender));
    return response;
  };
  return {
    /** Every answer leaves with the security headers (services/static/worker-security.ts). */
    async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
      return withWorkerSecurityHeaders(request, env, await serve(request, env, ctx));
    },
    async scheduled(controller: unknown, env: WorkerEnv, ctx: ExecutionContext): Promise<void> {
      ctx.waitUntil(drainQuietly(openSender(env)));
      const { SITE_STATE: kv, JOBS: queue, PUBLIC_SITE_URL: origin } = env;
      // After a deploy, the site's pages are rendered ahead of visitors (its canonical origin known).
      if (openUpkeep && kv && queue && origin)
        ctx.waitUntil(
          bundledRenderer()
            .then(({ buildId }) =>
              warmAfterDeploy({
                kv,
                queue,
                buildId,
                sites: async () => [{ siteId: SINGLE_SITE_ID, origin }],
              }),
            )
            .catch((error: unknown) => console.error('[jobs] warming after the deploy not queued', error)),
        );
      const publishDue = openDuePublishes?.(env);
      if (publishDue)
        ctx.waitUntil(
          publishDue(new Date()).catch((error: unknown) => console.error('[schedule] not run', error)),
        );
      const upkeep = isUpkeepRun(scheduledTimeOf(controller)) ? openUpkeep?.(env) : undefined;
      if (upkeep) ctx.waitUntil(upkeep().catch((error: unknown) => console.error('[upkeep] failed', error)));
    },
    /** The jobs queue and its dead-letter queue (wrangler.toml `[[queues.consumers]]`). */
    async queue(batch: QueueBatchLike, env: WorkerEnv): Promise<void> {
      await handleJobs(batch, env, (job) => (runJob ? runJob(env, job) : Promise.resolve()));
    },
  };
}

const singleSite = createWorker(
  deploymentFor,
  (env) => dbFor(env).sender,
  (env, request) => deploymentFor(env, request).pages,
  upkeepFor,
  async (env, job) => {
    const { pages } = deploymentFor(env, new Request(job.origin));
    if (pages) await runSiteJob(job, { pages, db: dbFor(env).db });
  },
  duePublishesFor,
);

const network = createNetworkWorker();

/** The network Worker when the registry is configured, else the single-site one. */
export default {
  fetch: (request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> =>
    env.PLATFORM_DATABASE_URL ? network.fetch(request, env, ctx) : singleSite.fetch(request, env, ctx),
  scheduled: (controller: unknown, env: WorkerEnv, ctx: ExecutionContext): Promise<void> =>
    env.PLATFORM_DATABASE_URL
      ? network.scheduled(controller, env, ctx)
      : singleSite.scheduled(controller, env, ctx),
  queue: (batch: QueueBatchLike, env: WorkerEnv): Promise<void> =>
    env.PLATFORM_DATABASE_URL ? network.queue(batch, env) : singleSite.queue(batch, env),
};
