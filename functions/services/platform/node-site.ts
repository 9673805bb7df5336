/**
 * Opens one site of the network on the Node server: its database (migrated on open), its media
 * folder and image cache, its pages folder, its outbox sender and its publish renderer, behind
 * the same site server as a single-site deployment (functions/node.ts). The default site keeps
 * the build root's own pages (`astro build`); every other site's pages are rendered by the same
 * server bundle into `<sitesDir>/<id>/pages`, sharing only the build's site-independent files
 * (scripts, styles, the editor shell, public/). A site whose pages were rendered by another build
 * is rendered whole before it answers its first request; a new site too, or with `homePageFirst`
 * once its home page is rendered, the rest following in the background. The network's business data is copied in when
 * it changed since this process last copied it (docs/decisions/0026).
 */
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDb } from '../../../db/client.ts';
import { pages } from '../../../db/schema.ts';
import { migrateDb, readAppliedSchema } from '../../../db/migrate.ts';
import { databaseSchemaCheck } from '../../middleware/schema-gate.ts';
import type { PlatformDb } from '../../../db/platform/client.ts';
import { recordSchemaVersion } from './fleet-migrate.ts';
import { mailStateRecorder } from './mail-due.ts';
import { robotsTxt, sitemapIndexXml } from '../../../src/lib/sitemap.ts';
import { createNodeApp } from '../../node.ts';
import type { SiteRuntime } from '../../platform-node.ts';
import type { Services } from '../../types.ts';
import { createImageVariants } from '../images/node-variants.ts';
import { forgetProbedOrigins } from '../static/inline-hashes.ts';
import { createLocalRenderer, type LocalRenderer, type LocalRendererOptions } from '../local-renderer.ts';
import type { MailTransport } from '../mail/transport.ts';
import { localMediaStore } from '../media/local-store.ts';
import { nodeLeaseOwnership } from '../outbox-lease.ts';
import { createOutboxSender } from '../outbox-sender.ts';
import { indexPagesFolder } from '../search/node-index.ts';
import { hasSearchIndex } from '../search/site-search.ts';
import { createFeedsRefresher } from '../feeds/refresher.ts';
import { startScheduledPublishTimer } from '../content/scheduled-publish.ts';
import { reviewsFromEnv } from '../reviews/service.ts';
import { socialFeedFromEnv } from '../social-feed/service.ts';
import type { ProtectedGateOptions } from '../protected/gate.ts';
import type { NetworkLookup, SiteRecord, SiteRegistry } from './registry.ts';
import { syncBusinessFromNetwork } from './business-sync.ts';
import { syncDirectoryFromNetwork } from './directory-sync.ts';
import { createMarketplaceNetwork } from './marketplace-network.ts';
import { siteScopedAuth, type NetworkAuth } from './site-auth.ts';
import { nodeNetworkOverview } from './site-storage.ts';
import { backgroundRebuild } from '../render-status.ts';

/** The file in a pages folder naming the build it was rendered with. */
export const BUILD_STAMP_FILE = '.lunette-build.json';

export interface NodeNetworkOptions {
  registry: SiteRegistry;
  /** The network's sign-in (accounts in the registry); each site sees only its members and admins. */
  auth: NetworkAuth;
  /** The build root: the default site's pages, the server bundle, the shared scripts and styles. */
  distDir: string;
  /** Where the other sites keep their files: `<sitesDir>/<id>/{pages,media,image-cache}`. */
  sitesDir: string;
  /** The default site's media folder and image cache (LUNETTE_MEDIA_DIR, LUNETTE_IMAGE_CACHE_DIR). */
  defaultSite: { mediaDir: string; imageCacheDir: string };
  /** The site's absolute origin for canonical links and the sitemap. */
  siteUrlOf: (site: SiteRecord) => string;
  mail: { transport: MailTransport; from: string };
  /** Services every site shares (video, translation, the media processor, the clock, ...). */
  services?: Partial<Services>;
  protectedPages?: Pick<ProtectedGateOptions, 'secret' | 'secure'>;
  devMail?: { dir: string } | null;
  /** Folder of the project's public/ files (served to every site from the build). */
  publicDir: string;
  log?: (message: string) => void;
  /**
   * A site never rendered answers once its home page is rendered, the rest following in the
   * background (default false: the whole site first). Needs a renderer that replaces files
   * atomically, as the in-process one does (a page read while it is rewritten must not be empty).
   */
  homePageFirst?: boolean;
  /** Makes a site's publish renderer (default: the in-process renderer; tests pass a recorder). */
  makeRenderer?: (options: LocalRendererOptions) => LocalRenderer;
  /**
   * The registry's database: with it, each site's schema version is recorded when it opens, and
   * its mail state after each drain of its sender that sent or failed mail and when it closes
   * (./mail-due.ts), so the outbox sweep visits only sites with mail due.
   */
  platformDb?: PlatformDb;
}

/** Every file path under `dir` as a URL path ('/favicon.svg', '/map/style-light.json'). */
function publicPaths(dir: string): Set<string> {
  const paths = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name !== 'CONTEXT.md') paths.add(`/${relative(dir, path).split(sep).join('/')}`);
    }
  };
  if (statSync(dir, { throwIfNoEntry: false })?.isDirectory()) walk(dir);
  return paths;
}

/** The folders of a site that is not the default one. */
export function siteFolders(sitesDir: string, siteId: string) {
  const root = resolve(sitesDir, siteId);
  return {
    root,
    pages: join(root, 'pages'),
    media: join(root, 'media'),
    imageCache: join(root, 'image-cache'),
  };
}

/** Opens sites on this Node server (`createSiteCache(nodeSiteOpener(...))`). */
export function nodeSiteOpener(options: NodeNetworkOptions): (site: SiteRecord) => Promise<SiteRuntime> {
  const log = options.log ?? ((message: string) => console.log(`[lunette] ${message}`));
  const shared = publicPaths(options.publicDir);
  const isSharedFile = (path: string) =>
    path.startsWith('/_astro/') || shared.has(path) || /^\/[a-z]{2}\/edit\/?$/.test(path);
  const migrated = new Set<string>();
  /**
   * What this process last copied into each site database (by URL): a digest of the network's
   * businesses and branches and the site's own business. A site that reopens with the network
   * unchanged does no sync work and renders nothing (business and branch edits do not move the
   * registry's change counter, so the digest is taken of the data itself: one registry read).
   */
  const synced = new Map<string, string>();
  /** Site databases whose search index this process built from their pages folder. */
  const indexed = new Set<string>();
  // One network marketplace (and its 60 s cache) for every site this process serves.
  const marketplaceNetwork = createMarketplaceNetwork({
    listSites: () => options.registry.listSites(),
    openSiteDb: async (site) => {
      const handle = await openDb(site.databaseUrl);
      return { db: handle.db, close: () => handle.client.close() };
    },
  });
  const buildStamp = () => readFile(join(options.distDir, BUILD_STAMP_FILE), 'utf8').catch(() => 'none');

  // One overview for the whole network: its figures are measured in the background, not per view.
  const overview = nodeNetworkOverview(options.registry, options.sitesDir, { refreshInBackground: true });
  const recordMail = options.platformDb ? mailStateRecorder(options.platformDb, log) : null;

  return async (site) => {
    const handle = await openDb(site.databaseUrl);
    try {
      // Once per database and process: a site that reopens after the cache closed it is current.
      if (!migrated.has(site.databaseUrl)) {
        await migrateDb(handle.db);
        migrated.add(site.databaseUrl);
        // The registry names each site's schema version (docs/decisions/0025-fleet-migrations.md).
        const { platformDb } = options;
        if (platformDb) {
          const applied = await readAppliedSchema(handle.client);
          await recordSchemaVersion(platformDb, site.id, applied.version).catch((error: unknown) =>
            log(`${site.id}: schema version not recorded: ${String(error)}`),
          );
        }
      }
    } catch (error) {
      handle.client.close();
      throw error;
    }
    // The network lookup is the source of the business data: copied in before anything renders,
    // and again whenever a shop of the network changed its data (`refreshNetwork`).
    const syncNetwork = async () => {
      let all: Awaited<ReturnType<NetworkLookup['businesses']>>;
      try {
        all = await options.registry.businesses();
      } catch (error) {
        log(`${site.id}: business data from the network not read: ${String(error)}`);
        return false;
      }
      const digest = createHash('sha256')
        .update(JSON.stringify([site.businessId ?? null, all]))
        .digest('base64url');
      if (synced.get(site.databaseUrl) === digest) return false;
      // Both syncs read the list read above, not the registry again.
      const network = {
        businesses: async (ids?: readonly string[]) => (ids ? all.filter((b) => ids.includes(b.id)) : all),
      };
      let complete = true;
      const businessChanged = site.businessId
        ? await syncBusinessFromNetwork(network, handle.db, site.businessId).catch((error: unknown) => {
            log(`${site.id}: business data from the network not synced: ${String(error)}`);
            complete = false;
            return false;
          })
        : false;
      const directoryChanged = await syncDirectoryFromNetwork(
        network,
        handle.db,
        site.businessId ?? null,
      ).catch((error: unknown) => {
        log(`${site.id}: business directory from the network not synced: ${String(error)}`);
        complete = false;
        return false;
      });
      if (complete) synced.set(site.databaseUrl, digest);
      return businessChanged || directoryChanged;
    };
    const networkChanged = await syncNetwork();
    const folders = site.isDefault ? null : siteFolders(options.sitesDir, site.id);
    const distDir = folders ? folders.pages : options.distDir;
    const mediaDir = folders ? folders.media : options.defaultSite.mediaDir;
    await mkdir(mediaDir, { recursive: true });
    const mediaStore = localMediaStore(mediaDir);
    const siteUrl = options.siteUrlOf(site);
    // One run at a time, each reading the folder when it starts: the last run sees the last render.
    let indexing: Promise<unknown> = Promise.resolve();
    const indexSearch = () => {
      const run = indexing.then(async () => {
        try {
          const report = await indexPagesFolder(handle.db, join(distDir, 'client'));
          indexed.add(site.databaseUrl);
          log(
            `${site.id}: search index: ${JSON.stringify(report.pages)} pages in ${Math.round(report.ms)} ms`,
          );
        } catch (error) {
          log(`${site.id}: search index not rebuilt: ${String(error)}`);
          throw error;
        }
      });
      indexing = run.catch(() => undefined);
      return run;
    };
    const renderer = (options.makeRenderer ?? createLocalRenderer)({
      distDir,
      bundleDir: options.distDir,
      db: handle.db,
      databaseUrl: site.databaseUrl,
      ...(folders ? { siteUrl } : {}),
      log: (message) => log(`${site.id}: ${message}`),
      // The site search and the pages' allowed booking origins follow every batch of rendered pages.
      afterBatch: () => {
        forgetProbedOrigins(join(distDir, 'client'));
        return indexSearch();
      },
    });
    /** The whole site's first render, while a new site already answers with its home page. */
    let firstRender: Promise<void> | null = null;
    if (folders) {
      const stamp = await buildStamp();
      const own = await readFile(join(folders.pages, BUILD_STAMP_FILE), 'utf8').catch(() => '');
      if (own !== stamp || networkChanged) {
        const started = performance.now();
        const renderWholeSite = async () => {
          await renderer.afterPublish({ pageIds: [], wholeSite: true, removedPaths: [] });
          const client = join(folders.pages, 'client');
          await writeFile(join(client, 'robots.txt'), robotsTxt(siteUrl));
          await writeFile(join(client, 'sitemap.xml'), sitemapIndexXml(siteUrl));
          await writeFile(join(folders.pages, BUILD_STAMP_FILE), stamp);
          log(`${site.id}: pages rendered in ${Math.round(performance.now() - started)} ms`);
        };
        // A new site (never rendered) answers once its home page is rendered; the rest follows
        // in the background, and a page asked for before it is there waits for it (`fetch` below).
        // Pages of another build are replaced whole before the site answers: their stylesheets
        // and scripts may be gone.
        const [home] =
          own === '' && options.homePageFirst
            ? await handle.db
                .select({ id: pages.id })
                .from(pages)
                .where(eq(pages.role, 'home'))
                .limit(1)
                .catch(() => [])
            : [];
        if (home) {
          await renderer.afterPublish({ pageIds: [home.id], wholeSite: false, removedPaths: [] });
          firstRender = renderWholeSite()
            .catch((error: unknown) => log(`${site.id}: pages not rendered: ${String(error)}`))
            .finally(() => {
              firstRender = null;
            });
        } else await renderWholeSite();
      }
    } else if (networkChanged) {
      await renderer.afterPublish({ pageIds: [], wholeSite: true, removedPaths: [] });
    } else {
      renderer.warmUp().catch((error: unknown) => log(`renderer warm-up failed: ${String(error)}`));
    }
    // The index matches the folder as it is now (a build or another process may have written it):
    // awaited when there is none yet, else refreshed in the background. Another site's folder is
    // written by this process's renderer only, which indexes after every batch: once per process.
    if (!(await hasSearchIndex(handle.db).catch(() => false))) await indexSearch().catch(() => undefined);
    else if (!folders || !indexed.has(site.databaseUrl)) void indexSearch().catch(() => undefined);
    const sender = createOutboxSender({
      db: handle.db,
      transport: options.mail.transport,
      from: options.mail.from,
      // Claims name this process: a restart after a crash sends what the dead one had claimed.
      leases: await nodeLeaseOwnership(),
      ...(recordMail ? { afterDrain: () => recordMail(site.id, handle.db) } : {}),
    });
    sender.start();
    // Reviews and the photo feed: cached copies refreshed on a schedule; changes re-render their pages.
    const feeds = createFeedsRefresher({
      db: handle.db,
      reviews: reviewsFromEnv(process.env),
      social: socialFeedFromEnv(process.env),
      rebuild: renderer,
      log: (message) => log(`${site.id}: ${message}`),
    });
    feeds.start();
    const rendering = backgroundRebuild(
      {
        async afterPublish(change) {
          await renderer.afterPublish(change);
          await options.registry.markPublished(site.id);
        },
      },
      { log: (message) => log(`${site.id}: ${message}`) },
    );
    const app = createNodeApp({
      db: handle.db,
      distDir,
      mediaDir,
      devMail: site.isDefault ? (options.devMail ?? null) : null,
      ...(options.protectedPages ? { protectedPages: options.protectedPages } : {}),
      ...(folders ? { shared: { distDir: options.distDir, isSharedFile } } : {}),
      services: {
        ...options.services,
        auth: siteScopedAuth(options.auth, site.id, options.registry),
        platform: overview,
        // API writes wait while the database is behind the code (functions/middleware/schema-gate.ts).
        schema: databaseSchemaCheck(handle.client),
        mediaTenant: site.id,
        network: options.registry,
        marketplaceNetwork,
        mediaStore,
        images: createImageVariants({
          mediaStore,
          cacheDir: folders ? folders.imageCache : options.defaultSite.imageCacheDir,
        }),
        outbox: sender,
        feeds,
        // Saves answer after their commit; the pages follow in the background (render-status.ts).
        rebuild: rendering.rebuild,
        renderStatus: rendering,
      },
    });
    // Scheduled publishes (docs/decisions/0020): due ones are published as the publish route does.
    const scheduledPublishes = startScheduledPublishTimer(handle.db, {
      ...(options.services?.now ? { now: options.services.now } : {}),
      rebuild: {
        async afterPublish(change) {
          await renderer.afterPublish(change);
          await options.registry.markPublished(site.id);
        },
      },
      log: (message) => log(`${site.id}: ${message}`),
    });
    return {
      site,
      async fetch(request, env) {
        const answer = await app.fetch(request, env);
        const waitFor = firstRender;
        if (!waitFor || answer.status !== 404 || (request.method !== 'GET' && request.method !== 'HEAD'))
          return answer;
        await waitFor; // a page of a new site that is not rendered yet
        return app.fetch(request, env);
      },
      async refreshNetwork() {
        if (await syncNetwork())
          await renderer.afterPublish({ pageIds: [], wholeSite: true, removedPaths: [] });
      },
      async close() {
        await firstRender;
        await scheduledPublishes.stop();
        await feeds.stop();
        await rendering.settled();
        await renderer.idle().catch(() => null);
        await sender.stop();
        handle.client.close();
      },
    };
  };
}
