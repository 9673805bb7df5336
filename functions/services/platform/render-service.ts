/**
 * The render service: the Node side of a network publish on Workers (./worker-render.ts). The
 * Worker cannot render Astro pages, so its rebuild service POSTs a `RenderJob` here; this service
 * opens the site's database, renders the routes the publish affects through the build's server
 * bundle (the local renderer, ../local-renderer.ts) and writes them into the site's own prefix of
 * the pages bucket (`outputFor(siteId)`, in production `r2PagesOutput` over R2's S3 API). It
 * answers 200 only once the pages are written, so the publish is live when the editor sees it.
 *
 * One renderer per site is kept in a small LRU: its baseline is the published site it last
 * rendered, so the next publish re-renders only what changed. A site's first job here renders
 * what the job's change names (a brand-new site is sent with `wholeSite: true`). Jobs of one site
 * run one after another (a chain per site, across a renderer's replacement or eviction); jobs of
 * different sites run side by side.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import { openDb, type Db } from '../../../db/client.ts';
import { isSiteId } from '../../../src/lib/platform/sites.ts';
import { robotsTxt, sitemapIndexXml } from '../../../src/lib/sitemap.ts';
import { streamingBodyLimit } from '../../body-limit.ts';
import { errorBody } from '../../errors.ts';
import { validate } from '../../validate.ts';
import {
  createLocalRenderer,
  type LocalRenderer,
  type LocalRendererOptions,
  type RendererOutput,
} from '../local-renderer.ts';
import type { PublishedChange } from '../rebuild.ts';
import type { RenderJob } from './worker-render.ts';

/** The shortest bearer token the service accepts to be configured with. */
export const MIN_RENDER_TOKEN_LENGTH = 32;
/** Largest job body: a job names page ids and removed paths, never content. */
export const MAX_JOB_BYTES = 64 * 1024;
/** Sites whose renderer (and open database) is kept between jobs, by default. */
export const DEFAULT_OPEN_RENDERERS = 16;

const DATABASE_URL_SCHEMES = ['libsql://', 'https://', 'file:'];

/** The body of `POST /render`: a `RenderJob` (./worker-render.ts). */
export const RenderJobSchema = v.object({
  event: v.literal('lunette.render'),
  siteId: v.pipe(
    v.string(),
    v.check(isSiteId, 'siteId must be a site id (lower-case letters, digits and inner dashes, at most 40)'),
  ),
  databaseUrl: v.pipe(
    v.string(),
    v.maxLength(2048),
    v.check(
      (url) => DATABASE_URL_SCHEMES.some((scheme) => url.startsWith(scheme)),
      'databaseUrl must start with libsql://, https:// or file:',
    ),
  ),
  siteUrl: v.pipe(
    v.string(),
    v.maxLength(2048),
    v.check(
      (url) => /^https?:\/\/[^/\s]+/.test(url) && URL.canParse(url),
      'siteUrl must be an http(s) origin',
    ),
  ),
  change: v.object({
    pageIds: v.array(v.pipe(v.string(), v.maxLength(200))),
    wholeSite: v.boolean(),
    removedPaths: v.array(
      v.pipe(
        v.string(),
        v.maxLength(2048),
        v.check((path) => path.startsWith('/'), 'change.removedPaths must be paths starting with /'),
      ),
    ),
  }),
}) satisfies v.GenericSchema<unknown, RenderJob>;

/** What a successful job answers (`data` of `{success: true, data}`). */
export interface RenderResult {
  /** Routes rendered (a route can be written to several files). */
  rendered: number;
  /** Files removed. */
  removed: number;
  /** Wall time in this service, from the job's arrival to its last write, waiting included. */
  ms: number;
}

/** A site's database as the service holds it. */
export interface SiteDb {
  db: Db;
  close(): void;
}

export interface RenderServiceOptions {
  /** The bearer token callers must send (`LUNETTE_RENDER_TOKEN`, at least 32 characters). */
  token: string;
  /** The build root with the server bundle (`server/entry.mjs`) and the static build's styles. */
  bundleDir: string;
  /** Where a site's rendered files go (production: `r2PagesOutput(bucket, siteId)`). */
  outputFor: (siteId: string) => RendererOutput;
  /** Opens a site's database (default: `openDb` with the group token `SITE_DATABASE_AUTH_TOKEN`). */
  openSiteDb?: (url: string) => Promise<SiteDb>;
  log?: (message: string) => void;
  /** Renderers kept at once (default 16); the least recently used idle one is closed first. */
  maxOpenRenderers?: number;
  /** Makes a site's renderer (default: the in-process local renderer; tests pass a fake). */
  makeRenderer?: (options: LocalRendererOptions) => LocalRenderer;
}

/** The default opener: a site's libSQL database with the network's group token. */
export async function openSiteDatabase(url: string): Promise<SiteDb> {
  const handle = await openDb(url, { authToken: process.env['SITE_DATABASE_AUTH_TOKEN'] });
  return { db: handle.db, close: () => handle.client.close() };
}

/** Whether two secrets are equal, in constant time (over their digests: lengths do not leak). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

interface OpenSite {
  databaseUrl: string;
  siteUrl: string;
  db: SiteDb;
  renderer: LocalRenderer;
  /** A job of the site is running on it (it is not evicted then). */
  busy: boolean;
}

/**
 * The render service's HTTP app: `POST /render` (bearer token, a `RenderJob` body) and
 * `GET /health`. `close()` waits for running jobs and closes every open database.
 *
 * @example
 * const app = createRenderServiceApp({ token, bundleDir: 'dist', outputFor: (id) => r2PagesOutput(bucket, id) });
 * serve({ fetch: app.fetch, port: 4322 });
 */
export function createRenderServiceApp(options: RenderServiceOptions) {
  if (options.token.length < MIN_RENDER_TOKEN_LENGTH)
    throw new Error(`the render token must have at least ${MIN_RENDER_TOKEN_LENGTH} characters`);
  const log = options.log ?? ((message: string) => console.log(`[render] ${message}`));
  const openSiteDb = options.openSiteDb ?? openSiteDatabase;
  const makeRenderer = options.makeRenderer ?? createLocalRenderer;
  const maxOpen = Math.max(1, options.maxOpenRenderers ?? DEFAULT_OPEN_RENDERERS);

  /** Open sites, least recently used first (a Map keeps insertion order). */
  const open = new Map<string, OpenSite>();
  /** The tail of each site's job chain, while it has one. */
  const chains = new Map<string, Promise<void>>();

  /** Runs `job` after every earlier job of the same site has finished. */
  const serialized = <T>(siteId: string, job: () => Promise<T>): Promise<T> => {
    const run = (chains.get(siteId) ?? Promise.resolve()).then(job);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    chains.set(siteId, tail);
    void tail.then(() => {
      if (chains.get(siteId) === tail) chains.delete(siteId);
    });
    return run;
  };

  const closeSite = async (siteId: string, site: OpenSite): Promise<void> => {
    if (open.get(siteId) === site) open.delete(siteId);
    await site.renderer.idle().catch(() => null);
    site.db.close();
  };

  /** Closes least recently used idle sites until there is room for one more. */
  const makeRoom = async (): Promise<void> => {
    for (const [siteId, site] of open) {
      if (open.size < maxOpen) return;
      if (!site.busy) await closeSite(siteId, site);
    }
  };

  /**
   * The site's renderer for this job (reused, or made), marked busy before anything else can run;
   * whether the whole site must render.
   */
  const siteFor = async (job: RenderJob): Promise<{ site: OpenSite; renderAll: boolean }> => {
    const known = open.get(job.siteId);
    if (known && known.databaseUrl === job.databaseUrl && known.siteUrl === job.siteUrl) {
      open.delete(job.siteId);
      open.set(job.siteId, known);
      known.busy = true;
      return { site: known, renderAll: false };
    }
    // Another database or origin than last time: a fresh renderer; a new origin changes every
    // page's canonical links, so the whole site renders.
    if (known) await closeSite(job.siteId, known);
    await makeRoom();
    const db = await openSiteDb(job.databaseUrl);
    try {
      const renderer = makeRenderer({
        distDir: options.bundleDir,
        bundleDir: options.bundleDir,
        db: db.db,
        siteUrl: job.siteUrl,
        output: options.outputFor(job.siteId),
        log: (message) => log(`${job.siteId}: ${message}`),
      });
      const site: OpenSite = { databaseUrl: job.databaseUrl, siteUrl: job.siteUrl, db, renderer, busy: true };
      open.set(job.siteId, site);
      return { site, renderAll: known !== undefined && known.siteUrl !== job.siteUrl };
    } catch (error) {
      db.close();
      throw error;
    }
  };

  const render = (job: RenderJob): Promise<RenderResult> => {
    const started = performance.now();
    return serialized(job.siteId, async () => {
      const { site, renderAll } = await siteFor(job);
      try {
        const change: PublishedChange = renderAll ? { ...job.change, wholeSite: true } : job.change;
        await site.renderer.afterPublish(change);
        // Nothing else of this site is queued on the renderer (the chain), so this is our batch.
        const report = await site.renderer.idle();
        if (change.wholeSite) {
          // The site's robots.txt and sitemap index name its origin; the Worker serves them from its prefix.
          const output = options.outputFor(job.siteId);
          const encode = (text: string) => new TextEncoder().encode(text);
          await output.write('robots.txt', encode(robotsTxt(job.siteUrl)));
          await output.write('sitemap.xml', encode(sitemapIndexXml(job.siteUrl)));
        }
        return {
          rendered: report?.rendered ?? 0,
          removed: report?.removed ?? 0,
          ms: Math.round(performance.now() - started),
        };
      } finally {
        site.busy = false;
      }
    });
  };

  const app = new Hono()
    .onError((error, c) => {
      // Hono's own refusals (a body that is not JSON): a 400 that says why.
      if (error instanceof HTTPException && error.status < 500)
        return c.json(errorBody(c, 'invalid_input', error.message), error.status);
      log(`${c.req.method} ${c.req.path} failed: ${String(error)}`);
      return c.json(errorBody(c, 'internal_error'), 500);
    })
    .get('/health', (c) => c.json({ success: true as const, data: { openSites: open.size } }))
    .post(
      '/render',
      async (c, next) => {
        const header = c.req.header('authorization') ?? '';
        const match = /^Bearer\s+(\S+)$/i.exec(header);
        if (!match?.[1]) {
          c.header('WWW-Authenticate', 'Bearer');
          return c.json(errorBody(c, 'unauthorized', 'a bearer token is required'), 401);
        }
        if (!sameSecret(match[1], options.token)) return c.json(errorBody(c, 'forbidden'), 403);
        return next();
      },
      streamingBodyLimit(MAX_JOB_BYTES, `a render job is at most ${MAX_JOB_BYTES} bytes`),
      validate('json', RenderJobSchema),
      async (c) => {
        const job = c.req.valid('json');
        try {
          const result = await render(job);
          log(`${job.siteId}: rendered ${result.rendered}, removed ${result.removed} in ${result.ms} ms`);
          return c.json({ success: true as const, data: result }, 200);
        } catch (error) {
          log(`${job.siteId}: render failed: ${error instanceof Error ? error.message : String(error)}`);
          return c.json(errorBody(c, 'internal_error', 'the pages could not be rendered'), 500);
        }
      },
    );

  return Object.assign(app, {
    /** Waits for running jobs, then closes every open site's database. */
    async close(): Promise<void> {
      await Promise.all([...chains.values()]);
      await Promise.all([...open].map(([siteId, site]) => closeSite(siteId, site)));
    },
  });
}

/** The render service's app type. */
export type RenderServiceApp = ReturnType<typeof createRenderServiceApp>;
