/**
 * The edge figures of `npm run bench` (skip with --no-edge), measured in workerd on this machine:
 * the Worker bundle (raw and gzip) and its global-scope start-up (`wrangler check startup`, the
 * active CPU time of the start-up profile; Cloudflare allows 1 s), then the Worker of
 * `wrangler dev --local` over the demo database behind the Hrana server (tests/fixtures/): a whole
 * site's first render (every page of both sitemaps, cold), time to first byte of a cached and a
 * rendered page, and publish -> live (the publish request until the page shows the new text).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { seedDemoSite } from '../db/seed/index.ts';
import { createAuthService } from '../functions/auth/service.ts';
import { cookieHeaderFrom } from '../functions/auth/testing.ts';
import { startHranaServer } from '../tests/fixtures/hrana-server.ts';
import { homeTitleSave } from '../tests/fixtures/page-images.ts';
import { startWorkerd } from '../tests/fixtures/workerd.ts';
import type { BenchRow } from './bench-table.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const wrangler = join(projectRoot, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
const SECRET = 'bench-edge-secret-not-for-production-0123456789';
const ADMIN = {
  email: 'bench@lunette.test',
  password: 'Bench-Edge-2026!',
  name: 'Bench',
  role: 'admin' as const,
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => Math.round(value * 10) / 10;

/** Bundle size and global-scope start-up from `wrangler check startup`. */
async function startupFigures(distDir: string, dir: string): Promise<BenchRow[]> {
  const log = await new Promise<string>((done, fail) => {
    let out = '';
    const child = spawn(
      process.execPath,
      [wrangler, 'check', 'startup', '--outfile', join(dir, 'startup.cpuprofile')],
      {
        cwd: projectRoot,
        env: {
          ...process.env,
          LUNETTE_DIST: distDir,
          WRANGLER_SEND_METRICS: 'false',
          CLOUDFLARE_CF_FETCH_ENABLED: 'false',
          CI: '1',
          NO_COLOR: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) =>
      code === 0 ? done(out) : fail(new Error(`wrangler check startup exited ${code}\n${out}`)),
    );
  });
  const bundle = /Bundle:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/u.exec(log);
  const active = /Active:\s*([\d.]+)\s*ms/u.exec(log);
  return [
    { name: 'edge.worker bundle', value: Math.round(Number(bundle?.[1] ?? NaN)), unit: 'KiB' },
    { name: 'edge.worker bundle gzip', value: Math.round(Number(bundle?.[2] ?? NaN)), unit: 'KiB' },
    { name: 'edge.global-scope startup (active CPU)', value: ms(Number(active?.[1] ?? NaN)), unit: 'ms' },
  ];
}

/** Paths of both locales' sitemaps. */
async function sitemapPaths(base: string): Promise<string[]> {
  const paths: string[] = [];
  for (const locale of ['de', 'en']) {
    const xml = await (await fetch(`${base}/${locale}/sitemap.xml`)).text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/gu)) paths.push(new URL(loc!).pathname);
  }
  return [...new Set(paths)];
}

async function timed(url: string, init?: RequestInit): Promise<{ ms: number; status: number; text: string }> {
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text };
}

/** Figures of the running Worker. */
async function runtimeFigures(distDir: string, dir: string, runs: number): Promise<BenchRow[]> {
  const file = join(dir, 'site.db');
  const handle = await openDb(`file:${file}`);
  await migrateDb(handle.db);
  await seedDemoSite(handle.db);
  await createAuthService(handle.db, {
    secret: SECRET,
    siteUrl: 'http://localhost',
    quiet: true,
  }).createEditor(ADMIN);
  handle.client.close();
  const database = await startHranaServer({ file });
  const worker = await startWorkerd({
    distDir,
    stateDir: join(dir, 'state'),
    vars: { DATABASE_URL: database.url, AUTH_SECRET: SECRET },
  });
  const base = worker.url;
  try {
    const rows: BenchRow[] = [];
    // A whole site, cold: every page of both sitemaps once.
    const paths = await sitemapPaths(base);
    const started = performance.now();
    const renders: number[] = [];
    for (const path of paths) renders.push((await timed(`${base}${path}`)).ms);
    rows.push(
      {
        name: `edge.whole site first render (${paths.length} pages)`,
        value: Math.round(performance.now() - started),
        unit: 'ms',
      },
      { name: 'edge.page rendered TTFB p50', value: ms(percentile(renders, 50)), unit: 'ms' },
    );
    const cached: number[] = [];
    for (let i = 0; i < runs * 2; i++) cached.push((await timed(`${base}/de/`)).ms);
    rows.push({ name: 'edge.page cached TTFB p50', value: ms(percentile(cached, 50)), unit: 'ms' });

    // Publish -> live: save the home page's title, publish, poll until the page shows it.
    const signIn = await fetch(`${base}/api/v1/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'cf-connecting-ip': '203.0.113.99' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    if (!signIn.ok) throw new Error(`bench sign-in failed: ${signIn.status}`);
    const headers = { 'content-type': 'application/json', origin: base, cookie: cookieHeaderFrom(signIn) };
    const live: number[] = [];
    for (let i = 0; i < runs; i++) {
      const text = `Edge ${i} ${Date.now()}`;
      const db = await openDb(`file:${file}`);
      const revision = (
        await db.client.execute("SELECT revision FROM fields WHERE id = 'field-home-cta-title'")
      ).rows[0]?.['revision'];
      db.client.close();
      const save = await fetch(`${base}/api/v1/data`, {
        method: 'POST',
        headers,
        body: JSON.stringify(homeTitleSave(text, Number(revision ?? 0))),
      });
      if (!save.ok) throw new Error(`bench save failed: ${save.status} ${await save.text()}`);
      const publishStarted = performance.now();
      const publish = await fetch(`${base}/api/v1/page/publish`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ id: 'page-home' }),
      });
      if (!publish.ok) throw new Error(`bench publish failed: ${publish.status}`);
      await publish.text();
      for (let tries = 0; ; tries++) {
        if ((await timed(`${base}/de/`)).text.includes(text)) break;
        if (tries > 200) throw new Error('the publish never showed');
      }
      live.push(performance.now() - publishStarted);
    }
    rows.push(
      { name: 'edge.publish -> live p50', value: ms(percentile(live, 50)), unit: 'ms' },
      { name: 'edge.publish -> live p95', value: ms(percentile(live, 95)), unit: 'ms' },
    );
    return rows;
  } finally {
    await worker.stop();
    await database.close();
  }
}

/** Every edge figure (the build in `distDir` must exist: `npm run build`). */
export async function benchEdge({
  distDir,
  runs = 20,
}: {
  distDir: string;
  runs?: number;
}): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'lunette-bench-edge-'));
  const dist = resolve(distDir);
  try {
    return [...(await startupFigures(dist, dir)), ...(await runtimeFigures(dist, dir, runs))];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatTable, loadBudgets } = await import('./bench-table.ts');
  console.log(
    formatTable(await benchEdge({ distDir: process.env['LUNETTE_DIST'] ?? 'dist' }), await loadBudgets()),
  );
}
