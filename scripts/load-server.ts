/**
 * The real Node server under load (scripts/load.ts starts it as its own process, so the load
 * generator and the server do not share an event loop): the host router of `npm start`
 * (functions/platform-node.ts) over the demo network in a fresh temp data folder, with a copy of a
 * finished build (`--dist`, default dist/; the copy and the data live in .cache/load-*), on 127.0.0.1 and a free port. The same assembly as
 * scripts/start.ts without the build and the game rooms. Two editors exist (an admin and an
 * optician who is a member of the default site); form mail goes to .eml files in the temp folder.
 *
 * Once it listens it prints one line, READY_PREFIX + JSON: port, accounts, the save targets.
 * SIGTERM or SIGINT closes it and removes the temp folder.
 *
 * node scripts/load-server.ts [--dist dist] [--port 0] [--db-dir /dev/shm]
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { openDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { openPlatformDb } from '../db/platform/client.ts';
import { seedDemoSite } from '../db/seed/index.ts';
import { createAuthService } from '../functions/auth/service.ts';
import { nodeClientIp } from '../functions/node.ts';
import { createPlatformNodeApp, createSiteCache } from '../functions/platform-node.ts';
import { nodeMailFromEnv } from '../functions/services/mail/from-env.ts';
import { localMediaStore } from '../functions/services/media/local-store.ts';
import { nodeMediaProcessor } from '../functions/services/media/node-processor.ts';
import { ensureDemoNetwork } from '../functions/services/platform/demo-network.ts';
import { createLocalRenderer, type LocalRenderer } from '../functions/services/local-renderer.ts';
import { nodeSiteOpener } from '../functions/services/platform/node-site.ts';
import { createSiteRegistry } from '../functions/services/platform/registry.ts';
import { READY_PREFIX, saveTargets } from './load-targets.ts';

/** The accounts the load signs in with (a temp database: these never exist anywhere else). */
export const LOAD_ACCOUNTS = {
  admin: { email: 'load-admin@lunette.test', password: 'load-admin-password-2026', name: 'Load Admin' },
  optician: { email: 'load-optician@lunette.test', password: 'load-optician-pw-2026', name: 'Load Optician' },
} as const;

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};

async function main() {
  const sourceDist = resolve(arg('dist', 'dist'));
  if (!(await stat(join(sourceDist, 'server', 'entry.mjs')).catch(() => null))) {
    throw new Error(`no build in ${sourceDist}: run npm run build first`);
  }
  // Inside the project: the server bundle of the copied build resolves its packages from node_modules.
  const cache = fileURLToPath(new URL('../.cache/', import.meta.url));
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(join(cache, 'load-'));
  const log = (message: string) => process.stderr.write(`[load-server] ${message}\n`);
  // A copy: the renderer and the search index write into the pages folder.
  const dist = join(dir, 'dist');
  await cp(sourceDist, dist, { recursive: true });
  const mediaDir = join(dir, 'media');
  // `--db-dir`: the databases elsewhere (e.g. /dev/shm, to see the cost without the disk's fsync).
  const dbDir = arg('db-dir', '') ? await mkdtemp(join(arg('db-dir', ''), 'lunette-load-db-')) : dir;
  const handle = await openDb(`file:${join(dbDir, 'lunette.db')}`);
  await migrateDb(handle.db);
  await seedDemoSite(handle.db, { mediaStore: localMediaStore(mediaDir) });
  const platform = await openPlatformDb(`file:${join(dbDir, 'platform.db')}`);
  const registry = createSiteRegistry(platform.db);
  const sitesDir = join(dir, 'sites');
  await ensureDemoNetwork({
    registry,
    defaultDb: handle.db,
    defaultUrl: handle.url,
    sitesDir,
    log: () => {},
  });

  const secret = randomBytes(48).toString('base64url');
  const auth = createAuthService(platform.db, {
    secret,
    siteUrl: 'http://127.0.0.1',
    clientIp: nodeClientIp,
    quiet: true,
  });
  const defaultSite = await registry.defaultSite();
  if (!defaultSite) throw new Error('the demo network has no default site');
  await auth.createEditor({ ...LOAD_ACCOUNTS.admin, role: 'admin' });
  const optician = await auth.createEditor({ ...LOAD_ACCOUNTS.optician, role: 'optician' });
  await registry.addMember(defaultSite.id, optician.id);

  const mail = nodeMailFromEnv({}, { dataDir: dir });
  // The real renderer, watched: the load starts once the start-up renders (the demo network's
  // first sync, the feeds' first refresh) are done, so it measures the steady state.
  const renderers: LocalRenderer[] = [];
  let lastPublish = performance.now();
  const makeRenderer: typeof createLocalRenderer = (options) => {
    const renderer = createLocalRenderer(options);
    renderers.push(renderer);
    return {
      ...renderer,
      afterPublish: (change) => {
        lastPublish = performance.now();
        return renderer.afterPublish(change);
      },
    };
  };
  const sites = createSiteCache(
    nodeSiteOpener({
      registry,
      auth,
      distDir: dist,
      sitesDir,
      defaultSite: { mediaDir, imageCacheDir: join(dir, 'image-cache') },
      siteUrlOf: (site) => (site.isDefault ? 'http://127.0.0.1' : `http://${site.primaryHost}`),
      mail: { transport: mail.transport, from: mail.from },
      services: { mediaProcessor: nodeMediaProcessor },
      protectedPages: { secret, secure: false },
      devMail: null,
      publicDir: fileURLToPath(new URL('../public', import.meta.url)),
      log,
      makeRenderer,
    }),
    { log },
  );
  await sites.get(defaultSite);
  const quietSince = async (ms: number, deadline: number) => {
    while (performance.now() < deadline) {
      await Promise.all(renderers.map((r) => r.idle()));
      const checked = performance.now();
      await new Promise((r) => setTimeout(r, ms));
      if (lastPublish < checked) return;
    }
  };
  await quietSince(1500, performance.now() + 60_000);
  const app = createPlatformNodeApp({ registry, sites });
  const server = await new Promise<ServerType>((done) => {
    const listening = serve({ fetch: app.fetch, port: Number(arg('port', '0')), hostname: '127.0.0.1' }, () =>
      done(listening),
    );
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const targets = await saveTargets(handle.db);
  process.stdout.write(`${READY_PREFIX}${JSON.stringify({ port, accounts: LOAD_ACCOUNTS, targets })}\n`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const closed = new Promise<void>((done) => server.close(() => done()));
    if ('closeAllConnections' in server) server.closeAllConnections();
    void Promise.all([closed, sites.closeAll()])
      .finally(async () => {
        handle.client.close();
        platform.client.close();
        await rm(dir, { recursive: true, force: true });
        if (dbDir !== dir) await rm(dbDir, { recursive: true, force: true });
      })
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('[load-server] start failed:', error);
  process.exit(1);
});
