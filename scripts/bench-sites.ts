/**
 * The network's figures (part of `npm run bench`, skip with --no-sites; alone: `node
 * scripts/bench-sites.ts [--sites 120] [--open-sites 64]` after a build in dist/): one Node server
 * holding N generated sites (blank template) behind the host router, at most `--open-sites` open:
 * - time to create a site (database, seed, registry), to have it live (its first page answered:
 *   the home page is rendered first) and to have its whole site rendered (in the background);
 * - memory (RSS, heap), open site databases and the process's open file descriptors after every
 *   site answered twice (the second time syncs the directory the later sites joined), and again after the random traffic (the cache bound, closes that free);
 * - one site vs random over all N sites side by side: requests per second and p99 latency,
 *   sequential and 8 at a time, in-process (no sockets), and the most sites live at once;
 * - proof that a publish on one site touches no file of another (every other file's mtime and size).
 * N defaults to 120: creating and first rendering a site costs about 0.7 s on the 2-core machine,
 * so 500 sites do not fit in the bench's two minutes. Figures only; nothing here asserts.
 */
import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPlatformDb } from '../db/platform/client.ts';
import { collectClosedConnections } from '../db/statement-cache.ts';
import { TEST_AUTH_SECRET } from '../functions/auth/testing.ts';
import { createAuthService } from '../functions/auth/service.ts';
import { createPlatformNodeApp, createSiteCache, DEFAULT_OPEN_SITES } from '../functions/platform-node.ts';
import { createLocalRenderer, type LocalRenderer } from '../functions/services/local-renderer.ts';
import { nodeSiteOpener, siteFolders } from '../functions/services/platform/node-site.ts';
import { provisionSite } from '../functions/services/platform/provision.ts';
import { createSiteRegistry } from '../functions/services/platform/registry.ts';
import { formatTable, type BenchRow } from './bench-table.ts';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

async function files(dir: string, out = new Map<string, string>()): Promise<Map<string, string>> {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await files(path, out);
    else {
      // A database closing meanwhile (the cache's bound) removes its -shm and -wal files.
      const info = await stat(path).catch(() => null);
      if (info) out.set(path, `${info.mtimeMs}:${info.size}`);
    }
  }
  return out;
}

const openDescriptors = () => readdirSync('/proc/self/fd').length;

export async function benchSites({
  distDir = 'dist',
  count = 120,
  maxOpen = DEFAULT_OPEN_SITES,
} = {}): Promise<BenchRow[]> {
  const dist = resolve(distDir);
  if (!(await stat(join(dist, 'server', 'entry.mjs')).catch(() => null))) {
    console.log(`\nnetwork: no build in ${dist} (run npm run bench, or npm start once): skipped`);
    return [];
  }
  const rows: BenchRow[] = [];
  const dir = await mkdtemp(join(tmpdir(), 'lunette-bench-sites-'));
  const sitesDir = join(dir, 'sites');
  await mkdir(sitesDir, { recursive: true });
  const platform = await openPlatformDb(`file:${join(dir, 'platform.db')}`);
  const registry = createSiteRegistry(platform.db);
  const auth = createAuthService(platform.db, {
    secret: TEST_AUTH_SECRET,
    siteUrl: 'http://localhost',
    quiet: true,
  });
  const renderers = new Map<string, LocalRenderer>();
  const sites = createSiteCache(
    nodeSiteOpener({
      registry,
      auth,
      distDir: dist,
      sitesDir,
      defaultSite: { mediaDir: join(dir, 'media'), imageCacheDir: join(dir, 'image-cache') },
      siteUrlOf: (site) => `http://${site.primaryHost}`,
      mail: { transport: { send: async () => {} }, from: 'Lunette <noreply@lunette.localhost>' },
      publicDir: fileURLToPath(new URL('../public', import.meta.url)),
      log: () => {},
      homePageFirst: true,
      // The real renderer, remembered per pages folder so the bench can publish on one site.
      makeRenderer: (options) => {
        const renderer = createLocalRenderer(options);
        renderers.set(resolve(options.distDir), renderer);
        return renderer;
      },
    }),
    { max: maxOpen, log: () => {} },
  );
  const app = createPlatformNodeApp({ registry, sites });
  const get = (host: string, path = '/de/') => app.request(`http://${host}${path}`, { headers: { host } });
  const hostOf = (i: number) => `site-${i}.localhost`;

  try {
    console.log(
      `\nnetwork: ${count} generated sites (blank template) on one Node server, ${maxOpen} open at most`,
    );
    const benchStarted = performance.now();
    const descriptorsAtStart = openDescriptors();
    const created: number[] = [];
    const live: number[] = [];
    const rendered: number[] = [];
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      await provisionSite(
        { registry, sitesDir },
        { id: `site-${i}`, hosts: [hostOf(i)], template: 'blank', business: { name: `Optik Bench ${i}` } },
      );
      const made = performance.now();
      const res = await get(hostOf(i));
      if (res.status !== 200) throw new Error(`site-${i} answered ${res.status}`);
      await res.arrayBuffer();
      const answered = performance.now();
      // The rest of the site renders in the background; wait for it, so each site starts alone.
      await renderers.get(siteFolders(sitesDir, `site-${i}`).pages)?.idle();
      created.push(made - started);
      live.push(answered - made);
      rendered.push(performance.now() - made);
    }
    rows.push(
      { name: 'sites.create.p50', value: Math.round(percentile(created, 50)), unit: 'ms' },
      { name: 'sites.create.p95', value: Math.round(percentile(created, 95)), unit: 'ms' },
      { name: 'sites.first-page.p50', value: Math.round(percentile(live, 50)), unit: 'ms' },
      { name: 'sites.first-page.p95', value: Math.round(percentile(live, 95)), unit: 'ms' },
      { name: 'sites.whole-site.p50', value: Math.round(percentile(rendered, 50)), unit: 'ms' },
      { name: 'sites.whole-site.p95', value: Math.round(percentile(rendered, 95)), unit: 'ms' },
    );
    const footprint = async (label: string) => {
      await collectClosedConnections();
      const memory = process.memoryUsage();
      rows.push(
        { name: `sites.${label}.rss`, value: Math.round(memory.rss / 1024 / 1024), unit: 'MB' },
        { name: `sites.${label}.heap`, value: Math.round(memory.heapUsed / 1024 / 1024), unit: 'MB' },
        { name: `sites.${label}.live-sites`, value: sites.liveSites(), unit: `of ${count}` },
        {
          name: `sites.${label}.descriptors`,
          value: openDescriptors(),
          unit: `open (${descriptorsAtStart} at start)`,
        },
      );
    };
    // Every site was created after the ones before it: the directory each copies changed since,
    // so each syncs and re-renders once on its next open. Open each once more, then measure.
    for (let i = 0; i < count; i++) await (await get(hostOf(i))).arrayBuffer();
    await footprint('after-opening');

    // Home pages, in-process: one site vs a random one of all N (most open a closed site).
    const requests = 600;
    let mostLive = 0;
    const timed = async (host: string) => {
      const started = performance.now();
      const res = await get(host);
      await res.arrayBuffer();
      mostLive = Math.max(mostLive, sites.liveSites());
      return performance.now() - started;
    };
    for (let i = 0; i < 100; i++) await timed(hostOf(0)); // warm up
    const modes = [
      ['one', () => hostOf(0)],
      [`random-of-${count}`, () => hostOf(Math.floor(Math.random() * count))],
    ] as const;
    for (const concurrency of [1, 8])
      for (const [label, host] of modes) {
        const latencies: number[] = [];
        const started = performance.now();
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            for (let i = 0; i < requests / concurrency; i++) latencies.push(await timed(host()));
          }),
        );
        const seconds = (performance.now() - started) / 1000;
        const name = `sites.requests.${label}.x${concurrency}`;
        rows.push(
          { name, value: Math.round(requests / seconds), unit: 'requests/s' },
          { name: `${name}.p99`, value: Math.round(percentile(latencies, 99) * 10) / 10, unit: 'ms' },
        );
      }
    rows.push({ name: 'sites.most-live-at-once', value: mostLive, unit: `cap ${maxOpen}` });
    await footprint('after-random');

    const target = await registry.site('site-1');
    if (target) await sites.get(target);
    const renderer = renderers.get(siteFolders(sitesDir, 'site-1').pages);
    const before = await files(sitesDir);
    const started = performance.now();
    await renderer?.afterPublish({ pageIds: [], wholeSite: true, removedPaths: [] });
    const after = await files(sitesDir);
    const own = join(sitesDir, 'site-1');
    const touched = [...after].filter(([path, sig]) => !path.startsWith(own) && before.get(path) !== sig);
    const ownChanged = [...after].filter(([path, sig]) => path.startsWith(own) && before.get(path) !== sig);
    rows.push(
      { name: 'sites.publish', value: Math.round(performance.now() - started), unit: 'ms' },
      { name: 'sites.publish.own-files', value: ownChanged.length, unit: 'files' },
      { name: 'sites.publish.other-sites-files', value: touched.length, unit: 'files' },
      { name: 'sites.bench-time', value: Math.round((performance.now() - benchStarted) / 1000), unit: 's' },
    );
  } finally {
    await sites.closeAll();
    platform.client.close();
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? Number(process.argv[at + 1]) : undefined;
  };
  console.log(
    formatTable(
      await benchSites({
        ...(option('--sites') ? { count: option('--sites') } : {}),
        ...(option('--open-sites') ? { maxOpen: option('--open-sites') } : {}),
      }),
    ),
  );
}
