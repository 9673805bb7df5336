/**
 * The network's figures (part of `npm run bench`, skip with --no-sites; alone: `node
 * scripts/bench-sites.ts [--sites 200]` after a build in dist/): one Node server holding N
 * generated sites (blank template) behind the host router:
 * - time to create a site (database, seed, registry) and to have it live (its first page answered,
 *   which renders the whole site with the shared build);
 * - memory (RSS, heap) and open site databases after every site answered once (the cache bound);
 * - requests per second routed by host across all sites vs one site, in-process (no sockets);
 * - proof that a publish on one site touches no file of another (every other file's mtime and size).
 * Figures only; nothing here asserts.
 */
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPlatformDb } from '../db/platform/client.ts';
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
      const info = await stat(path);
      out.set(path, `${info.mtimeMs}:${info.size}`);
    }
  }
  return out;
}

export async function benchSites({ distDir = 'dist', count = 200 } = {}): Promise<BenchRow[]> {
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
      // The real renderer, remembered per pages folder so the bench can publish on one site.
      makeRenderer: (options) => {
        const renderer = createLocalRenderer(options);
        renderers.set(resolve(options.distDir), renderer);
        return renderer;
      },
    }),
    { max: DEFAULT_OPEN_SITES, log: () => {} },
  );
  const app = createPlatformNodeApp({ registry, sites });
  const get = (host: string, path = '/de/') => app.request(`http://${host}${path}`, { headers: { host } });
  const hostOf = (i: number) => `site-${i}.localhost`;

  try {
    console.log(`\nnetwork: ${count} generated sites (blank template) on one Node server`);
    const created: number[] = [];
    const live: number[] = [];
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
      created.push(made - started);
      live.push(performance.now() - started);
    }
    rows.push(
      { name: 'sites.create.p50', value: Math.round(percentile(created, 50)), unit: 'ms' },
      { name: 'sites.create.p95', value: Math.round(percentile(created, 95)), unit: 'ms' },
      { name: 'sites.live.p50', value: Math.round(percentile(live, 50)), unit: 'ms' },
      { name: 'sites.live.p95', value: Math.round(percentile(live, 95)), unit: 'ms' },
    );
    globalThis.gc?.();
    const memory = process.memoryUsage();
    rows.push(
      { name: 'sites.rss', value: Math.round(memory.rss / 1024 / 1024), unit: 'MB' },
      { name: 'sites.heap', value: Math.round(memory.heapUsed / 1024 / 1024), unit: 'MB' },
      { name: 'sites.open-databases', value: sites.openSites().length, unit: `of ${count}` },
    );

    const requests = 2000;
    const open = Math.min(count, DEFAULT_OPEN_SITES);
    // Home pages, in-process, sequential: one site; the open ones by host; all (most open a closed site).
    for (const [label, host] of [
      ['one', () => hostOf(0)],
      ['open', () => hostOf(count - 1 - Math.floor(Math.random() * open))],
      ['random', () => hostOf(Math.floor(Math.random() * count))],
    ] as const) {
      const started = performance.now();
      for (let i = 0; i < requests; i++) await (await get(host())).arrayBuffer();
      const seconds = (performance.now() - started) / 1000;
      rows.push({
        name: `sites.requests.${label}`,
        value: Math.round(requests / seconds),
        unit: 'requests/s',
      });
    }

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
    );
  } finally {
    await sites.closeAll();
    platform.client.close();
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--sites');
  console.log(formatTable(await benchSites({ count: at > 0 ? Number(process.argv[at + 1]) : 200 })));
}
