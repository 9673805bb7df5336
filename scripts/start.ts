/**
 * `npm start`: the one launcher of the embedded default.
 * 1. opens DATABASE_URL (default file:data/lunette.db), migrates it and seeds the demo site once;
 * 2. builds dist/ when it is missing or its sources changed: pages in dist/client, the local
 *    renderer's server bundle in dist/server (LUNETTE_DIST is that root); when only the published
 *    content changed since the pages were rendered, re-renders them in process (site-stamp.ts);
 * 3. serves site + API + media on PORT (4321) and runs the game rooms (`partykit dev`, PARTY_PORT
 *    1999), restarting their server whenever it goes down (room-supervisor.ts; GET /api/v1/health
 *    reports it);
 * 4. stops both cleanly on Ctrl-C (SIGINT) or SIGTERM.
 * Editor sign-in: AUTH_SECRET, else a secret kept in auth-secret beside the database file (0600);
 * a first admin from LUNETTE_ADMIN_EMAIL/_PASSWORD, or a generated one printed once.
 * Media: uploads are stored in LUNETTE_MEDIA_DIR (default data/media) and served at /media/; own
 * videos go to Cloudflare Stream when STREAM_ACCOUNT_ID and STREAM_API_TOKEN are set.
 * Form mail: the outbox sender delivers over SMTP_URL, or else writes .eml files into
 * LUNETTE_MAIL_DIR (default outbox/ beside the database); in development (NODE_ENV is not
 * 'production') those are listed at /dev/mail for requests from this machine.
 */
import { spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb, type DbHandle } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { seedDemoSite } from '../db/seed/index.ts';
import { bootstrapAdmin, businessDomain, loadOrCreateAuthSecret } from '../functions/auth/bootstrap.ts';
import { nodeClientAddress, parseTrustedProxies } from '../functions/auth/client-ip.ts';
import { createAuthService } from '../functions/auth/service.ts';
import { serve, type ServerType } from '@hono/node-server';
import { defaultPlatformUrl, openPlatformDb } from '../db/platform/client.ts';
import { nodeClientIp } from '../functions/node.ts';
import { DEFAULT_OPEN_SITES, createPlatformNodeApp, createSiteCache } from '../functions/platform-node.ts';
import { ensureDemoNetwork } from '../functions/services/platform/demo-network.ts';
import { nodeSiteOpener } from '../functions/services/platform/node-site.ts';
import { sitesWithMailDue } from '../functions/services/platform/mail-due.ts';
import { startOutboxSweep } from '../functions/services/platform/outbox-sweep.ts';
import { createSiteRegistry } from '../functions/services/platform/registry.ts';
import { localMediaStore } from '../functions/services/media/local-store.ts';
import { nodeMailFromEnv } from '../functions/services/mail/from-env.ts';
import { createLocalRenderer } from '../functions/services/local-renderer.ts';
import { nodeMediaProcessor } from '../functions/services/media/node-processor.ts';
import { videoFromEnv } from '../functions/services/video/from-env.ts';
import { translationFromNodeEnv } from '../functions/services/translation/deepl-node.ts';
import { magazineFeedFromEnv } from '../functions/services/magazine/http-feed.ts';
import { stopStaleChild } from './child-pid.ts';
import { PARTY_DEV_MARKER } from './party-dev.ts';
import { superviseRoomServer, type RoomSupervisor } from './room-supervisor.ts';
import {
  BUILD_RECORD_FILE,
  PAGES_RECORD_FILE,
  isBuildRecord,
  isPagesRecord,
  pagesStamp,
  planRebuild,
  readRecord,
  sourcesStamp,
  writeRecord,
} from './site-stamp.ts';

/** A package's CLI file in this project's node_modules. */
const bin = (path: string) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));
const PORT = Number(process.env['PORT'] ?? 4321);
const PARTY_PORT = Number(process.env['PARTY_PORT'] ?? 1999);
const DIST = process.env['LUNETTE_DIST'] ?? 'dist';
const MEDIA = process.env['LUNETTE_MEDIA_DIR'] ?? 'data/media';
const BUILD_RECORD = join(DIST, BUILD_RECORD_FILE);
const PAGES_RECORD = join(DIST, PAGES_RECORD_FILE);
const offlineEnv = {
  ASTRO_TELEMETRY_DISABLED: '1',
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

const log = (message: string) => console.log(`[lunette] ${message}`);

/** Runs a Node CLI (by package bin path) under this Node, inheriting output. */
function runNode(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: 'inherit', env });
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${script} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function main() {
  const handle = await openDb();
  await migrateDb(handle.db);
  const mediaStore = localMediaStore(MEDIA);
  const { created } = await seedDemoSite(handle.db, { mediaStore });
  log(created ? 'database created and demo site seeded' : `database ready (${handle.url})`);

  const dataDir = handle.url.startsWith('file:') ? dirname(handle.url.slice('file:'.length)) : 'data';
  await mkdir(dataDir, { recursive: true });
  // The network: sites, hosts, accounts and the businesses of the directory (db/platform/).
  const platform = await openPlatformDb(
    process.env['PLATFORM_DATABASE_URL'] || defaultPlatformUrl(handle.url),
  );
  const registry = createSiteRegistry(platform.db);
  const sitesDir = process.env['LUNETTE_SITES_DIR'] ?? join(dataDir, 'sites');
  await ensureDemoNetwork({ registry, defaultDb: handle.db, defaultUrl: handle.url, sitesDir, log });

  const secret = process.env['AUTH_SECRET'] || (await loadOrCreateAuthSecret(join(dataDir, 'auth-secret')));
  // Sent by the game rooms with their snapshots (functions/routes/games.ts). Kept beside the
  // database (0600), so rooms and API agree after any restart of either.
  const GAME_SNAPSHOT_SECRET =
    process.env['GAME_SNAPSHOT_SECRET'] ||
    (await loadOrCreateAuthSecret(join(dataDir, 'game-snapshot-secret')));
  process.env['GAME_SNAPSHOT_SECRET'] = GAME_SNAPSHOT_SECRET; // the in-process API reads process.env

  // The game rooms start now, beside the build and the sites' start (they need neither to run).
  // A game-room server left by a launcher that was killed holds the port: stop it first.
  const partyPidFile = join(dataDir, 'party.pid');
  await stopStaleChild(partyPidFile, PARTY_DEV_MARKER, { log });
  // The room's variables (among them the snapshot secret) go through the environment, never the
  // command line: scripts/party-dev.ts hands them to `partykit dev` inside its own process.
  const rooms = superviseRoomServer({
    port: PARTY_PORT,
    pidFile: partyPidFile,
    log,
    spawnServer: () =>
      spawn(
        process.execPath,
        [
          fileURLToPath(new URL('./party-dev.ts', import.meta.url)),
          '--port',
          String(PARTY_PORT),
          '--disable-request-cf-fetch',
          '--no-hotkeys',
        ],
        {
          stdio: ['ignore', 'inherit', 'inherit'],
          env: {
            ...process.env,
            ...offlineEnv,
            LUNETTE_API_URL: `http://127.0.0.1:${PORT}`,
            GAME_SNAPSHOT_SECRET,
          },
          detached: true,
        },
      ),
  });
  roomsStarted = rooms;
  // Until the server runs, a Ctrl-C stops the rooms too (they have a process group of their own).
  const stopEarly = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping`);
    void rooms.stop().finally(() => process.exit(0));
  };
  process.once('SIGINT', stopEarly);
  process.once('SIGTERM', stopEarly);
  const siteUrl = process.env['PUBLIC_SITE_URL'] ?? `http://localhost:${PORT}`;
  // Rate limits count per socket address; forwarding headers only from TRUSTED_PROXIES.
  const clientAddress = nodeClientAddress(nodeClientIp, parseTrustedProxies(process.env['TRUSTED_PROXIES']));
  const auth = createAuthService(platform.db, { secret, siteUrl, clientIp: clientAddress });
  await bootstrapAdmin({
    db: platform.db,
    auth,
    env: process.env,
    log,
    domain: await businessDomain(handle.db),
  });

  await prepareBuild(handle);

  await mkdir(MEDIA, { recursive: true });
  // Form mail: stored submissions are delivered from the outbox, retried until they arrive.
  const mail = nodeMailFromEnv(process.env, { dataDir });
  const devMail = process.env['NODE_ENV'] !== 'production' && mail.emlDir ? { dir: mail.emlDir } : null;
  const secure = siteUrl.startsWith('https:');
  // Each site opens on its first request (pages, database, outbox, renderer), at most 64 at once.
  const sites = createSiteCache(
    nodeSiteOpener({
      registry,
      platformDb: platform.db,
      auth,
      distDir: DIST,
      sitesDir,
      defaultSite: {
        mediaDir: MEDIA,
        imageCacheDir: process.env['LUNETTE_IMAGE_CACHE_DIR'] ?? 'data/image-cache',
      },
      siteUrlOf: (site) =>
        site.isDefault || !site.primaryHost
          ? siteUrl
          : secure
            ? `https://${site.primaryHost}`
            : `http://${site.primaryHost}:${PORT}`,
      mail: { transport: mail.transport, from: mail.from },
      services: {
        clientAddress,
        mediaProcessor: nodeMediaProcessor,
        video: videoFromEnv(process.env),
        translation: translationFromNodeEnv(process.env),
        magazine: magazineFeedFromEnv(process.env),
        rooms: () => rooms.health(),
        // A shop saved its business data: every open site's directory follows.
        networkChanged: () => void sites.refreshNetwork(),
      },
      // Visitors' passes for protected pages are signed with the same secret; Secure over HTTPS.
      protectedPages: { secret, secure },
      devMail,
      publicDir: fileURLToPath(new URL('../public', import.meta.url)),
    }),
    { max: Number(process.env['LUNETTE_OPEN_SITES'] ?? DEFAULT_OPEN_SITES), log },
  );
  // The default site opens now: its renderer warms up and its outbox is delivered at once.
  const defaultSite = await registry.defaultSite();
  if (defaultSite) await sites.get(defaultSite);
  // Mail of sites that are not open is delivered all the same (they open when mail is due).
  // After its first look into every site, the sweep visits only the sites the registry marks.
  const sweep = startOutboxSweep({ registry, sites, log, dueSiteIds: () => sitesWithMailDue(platform.db) });
  const app = createPlatformNodeApp({ registry, sites });
  const server = await new Promise<ServerType>((done) => {
    const listening = serve({ fetch: app.fetch, port: PORT, hostname: '0.0.0.0' }, () => done(listening));
  });
  log(`form mail: ${mail.description}${devMail ? ` (shown at http://localhost:${PORT}/dev/mail)` : ''}`);
  log(`site and API on http://localhost:${PORT}/  ·  game rooms on ws://localhost:${PARTY_PORT}`);
  for (const site of await registry.listSites()) {
    const host = site.isDefault ? 'localhost' : site.primaryHost;
    log(
      `  ${site.name} (${site.id}${site.status === 'active' ? '' : `, ${site.status}`}): http://${host}:${PORT}/`,
    );
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping`);
    const roomsStopped = rooms.stop().then(() => rm(partyPidFile, { force: true }));
    // A send in progress finishes (or times out) before the databases close.
    const closed = new Promise<void>((done) => server.close(() => done()));
    sweep.stop();
    void Promise.all([sites.closeAll(), closed, roomsStopped]).finally(() => {
      mail.close();
      handle.client.close();
      platform.client.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.off('SIGINT', stopEarly);
  process.off('SIGTERM', stopEarly);
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/**
 * Makes dist/ match the sources and the published content (scripts/site-stamp.ts): a full build
 * when the sources changed (or LUNETTE_FORCE_BUILD=1), an in-process re-render of every page when
 * only the content did, nothing otherwise.
 */
async function prepareBuild(handle: DbHandle): Promise<void> {
  const [built, shown, sources, pages] = await Promise.all([
    readRecord(BUILD_RECORD, isBuildRecord),
    readRecord(PAGES_RECORD, isPagesRecord),
    sourcesStamp(),
    pagesStamp(handle.db),
  ]);
  const plan = planRebuild({
    built,
    shown,
    sources,
    pages,
    force: process.env['LUNETTE_FORCE_BUILD'] === '1',
  });
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const build = async () => {
    // Records first: a build that a crash cuts short is never taken for a finished one.
    await Promise.all([rm(BUILD_RECORD, { force: true }), rm(PAGES_RECORD, { force: true })]);
    await runNode(bin('astro/bin/astro.mjs'), ['build', '--silent', '--outDir', resolve(DIST)], {
      ...process.env,
      ...offlineEnv,
      // Production JSX also under the e2e runner (NODE_ENV=test): the renderer reuses this bundle.
      NODE_ENV: 'production',
      DATABASE_URL: handle.url,
    });
    await writeRecord(BUILD_RECORD, { sources, builtAt: new Date().toISOString() });
  };
  if (plan.kind === 'none') {
    log('site is up to date');
    return;
  }
  if (plan.kind === 'render') {
    log('site is up to date; its content changed since the pages were rendered: rendering them again ...');
    try {
      // Without a usable server bundle the renderer falls back to the full build.
      const renderer = createLocalRenderer({ distDir: DIST, db: handle.db, runBuild: build, log });
      await renderer.afterPublish({ pageIds: [], wholeSite: true, removedPaths: plan.removedPaths });
      await writeRecord(PAGES_RECORD, pages);
      log(`pages rendered in ${seconds()} s`);
      return;
    } catch (error) {
      log(`rendering the pages failed (${String(error)}): building the site instead`);
    }
  }
  log('building the site ...');
  await build();
  await writeRecord(PAGES_RECORD, pages);
  log(`built in ${seconds()} s`);
}

/** The game rooms once started: a start that fails after that stops them again. */
let roomsStarted: RoomSupervisor | null = null;

main().catch((error: unknown) => {
  console.error('[lunette] start failed:', error);
  void (roomsStarted?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
});
