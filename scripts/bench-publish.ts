/**
 * Publish -> live figures (the last part of `npm run bench`, or `node scripts/bench-publish.ts`):
 * how long after a publish a visitor sees the change, with the local renderer that re-renders
 * only the affected routes (functions/services/local-renderer.ts), against a full `astro build`.
 * Two sites, each in its own temp database and build folder (the developer's data/ and dist/
 * stay untouched): the demo site, and the demo plus 200 generated pages in German and English.
 * A publish writes a field's published text in the database, calls `afterPublish` the way the
 * publish route does, and polls the public page over HTTP until the new text is served.
 * Figures only; the targets are printed beside them (one page p50 <= 200 ms, p95 <= 1 s; all
 * pages of a locale <= 2 s).
 *
 * LUNETTE_BENCH_BUILDS=<folder> keeps each prepared site (database and build) in that folder and
 * copies it from there on the next run instead of building twice, for iterating on the renderer:
 * the full-build figure is then not measured, and the kept builds are stale once src/ changes
 * (delete the folder). LUNETTE_RENDER_PHASES=1 makes the renderer log its phases per batch.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { openDb, type Db, type DbHandle } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { fields, groups, navigation, pages } from '../db/schema.ts';
import { group, localized, page, richText, image, type PageRows } from '../db/seed/builders.ts';
import { seedDemoSite } from '../db/seed/index.ts';
import { MEDIA, PAGE } from '../db/seed/ids.ts';
import { loadSite } from '../db/snapshot.ts';
import { startNodeServer } from '../functions/node.ts';
import { createLocalRenderer, type LocalRenderer } from '../functions/services/local-renderer.ts';
import type { PublishedChange } from '../functions/services/rebuild.ts';
import type { FieldContent, FieldSnapshot, GroupSnapshot, Locale } from '../src/lib/content.ts';
import { pagePath } from '../src/lib/routes.ts';
import { freePort } from '../tests/fixtures/net.ts';
import { formatTable, type BenchRow } from './bench-table.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const RUNS = 10;

// ---------------------------------------------------------------------------------------------
// Helpers shared with functions/services/local-renderer.test.ts

/** A text field of a page whose text the built page shows verbatim (so a change is easy to spot). */
export interface ShownText {
  fieldId: string;
  pageId: string;
  locale: Locale;
  content: FieldContent;
  text: string;
}

/** Finds a localized text field of a page whose text appears in its built HTML. */
export async function shownTextField(
  db: Db,
  siteDir: string,
  pageId: string,
  locale: Locale,
): Promise<ShownText> {
  const site = await loadSite(db, 'published');
  const target = site.pages.find((p) => p.id === pageId);
  if (!target) throw new Error(`no published page ${pageId}`);
  const path = pagePath(target, locale);
  const html = await readFile(join(siteDir, path, 'index.html'), 'utf8');
  const all: FieldSnapshot[] = [];
  const visit = (list: readonly GroupSnapshot[]) =>
    list.forEach((g) => {
      all.push(...Object.values(g.fields));
      visit(g.children);
    });
  visit(target.groups);
  for (const field of all) {
    const content = field.content;
    if (content?.kind !== 'localized' || content.values[locale]?.json) continue;
    const text = content.values[locale]?.text ?? '';
    if (text.length >= 8 && !/[&<>"']/.test(text) && html.includes(text))
      return { fieldId: field.id, pageId, locale, content, text };
  }
  throw new Error(`no plain text field of ${pageId} is shown verbatim in ${path}`);
}

/** Publishes a new text for a field (draft and published side), as a publish would leave the row. */
export async function publishText(db: Db, field: ShownText, text: string): Promise<void> {
  const content = structuredClone(field.content);
  if (content.kind !== 'localized') throw new Error('not a localized field');
  content.values[field.locale] = { text };
  await db
    .update(fields)
    .set({
      content,
      publishedContent: content,
      publishedAt: new Date().toISOString(),
      revision: sql`${fields.revision} + 1`,
    })
    .where(eq(fields.id, field.fieldId));
}

/** Sets the label of a navigation container in one locale (draft and published). */
async function publishNavLabel(db: Db, locale: Locale, label: string): Promise<void> {
  const row = await db.query.navigation.findFirst();
  if (!row?.published) throw new Error('no published navigation');
  const tree = structuredClone(row.published);
  const first = tree.containers[0];
  if (!first) throw new Error('the navigation is empty');
  first.label[locale] = label;
  await db.update(navigation).set({ draft: tree, published: tree }).where(eq(navigation.id, row.id));
}

// ---------------------------------------------------------------------------------------------
// The generated site

/** 200 generated pages (German and English), an island (content slider) on every 4th. */
export function generatedPages(count = 200): PageRows[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const slider = group(
      'slider',
      'contentSliderBoard',
      { title: localized(`Einblicke ${n}`, `Insights ${n}`) },
      { showScrollHint: true },
      [1, 2, 3].map((c) =>
        group(`card${c}`, 'contentSliderCard', {
          kicker: localized(`Karte ${c}`, `Card ${c}`),
          title: localized(`Thema ${n}.${c}`, `Topic ${n}.${c}`),
          description: richText([`Beschreibung der Karte ${c}.`], [`Description of card ${c}.`]),
          backgroundImage: image(MEDIA.shopWindow),
        }),
      ),
    );
    return page({
      id: `page-bench-${n}`,
      position: 1000 + n,
      slug: { de: `seite-${n}`, en: `page-${n}` },
      name: { de: `Seite ${n}`, en: `Page ${n}` },
      description: { de: `Testseite ${n}`, en: `Test page ${n}` },
      groups: [
        group(
          'hero',
          'hero',
          {
            kicker: localized(`Rubrik ${n}`, `Section ${n}`),
            title: localized(`Willkommen auf Seite ${n}`, `Welcome to page ${n}`),
            image: image(MEDIA.shopWindow),
          },
          { alignment: 'left' },
        ),
        group('text', 'richTextBlock', {
          title: localized(`Absatz ${n}`, `Paragraph ${n}`),
          text: richText(
            [
              `Dies ist der Inhalt der generierten Seite ${n}. Er ist lang genug, um wie eine echte Seite zu wirken.`,
            ],
            [`This is the content of generated page ${n}. It is long enough to look like a real page.`],
          ),
        }),
        ...(n % 4 === 0 ? [slider] : []),
      ],
    });
  });
}

async function insertPages(db: Db, rows: PageRows[]): Promise<void> {
  const now = new Date().toISOString();
  for (const r of rows) {
    await db.insert(pages).values({ ...r.page, publishedAt: now });
    for (const g of r.groups) await db.insert(groups).values({ ...g, publishedAt: now });
    for (let i = 0; i < r.fields.length; i += 50)
      await db.insert(fields).values(r.fields.slice(i, i + 50).map((f) => ({ ...f, publishedAt: now })));
  }
}

// ---------------------------------------------------------------------------------------------
// Measuring

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Polls a public URL until its body contains `text`. */
async function pollFor(url: string, text: string, timeoutMs = 30_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const body = await fetch(url).then((r) => r.text());
    if (body.includes(text)) return;
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error(`${url} did not show "${text}" within ${timeoutMs} ms`);
}

/** A production `astro build` of a database into `outDir`; its duration in ms. */
export async function astroBuild(outDir: string, databaseUrl: string): Promise<number> {
  const started = performance.now();
  await new Promise<void>((done, fail) => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent', '--outDir', outDir],
      {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          ASTRO_TELEMETRY_DISABLED: '1',
          NODE_ENV: 'production',
          DATABASE_URL: databaseUrl,
        },
      },
    );
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`astro build exited with ${code}`))));
  });
  return performance.now() - started;
}

interface Row {
  site: string;
  what: string;
  /** Render targets of the batch (pages, 404 pages, sitemaps). */
  renders: number;
  p50: number;
  p95: number;
  /** Median CPU time of the render batch (independent of other load on the machine). */
  cpu50: number;
  target: string;
}

/** Latencies of the runs plus what the renderer reported for them. */
interface Runs {
  times: number[];
  renders: number;
  cpu: number[];
}

export interface Bench {
  handle: DbHandle;
  renderer: LocalRenderer;
  base: string;
  siteDir: string;
  close: () => Promise<void>;
}

/** A seeded temp site, built once, served with the local renderer as its rebuild service (also used by bench-settings.ts). */
export async function prepare(
  dir: string,
  name: string,
  extra: PageRows[],
): Promise<Bench & { buildMs: number }> {
  const url = `file:${join(dir, `${name}.db`)}`;
  const distDir = join(dir, `${name}-dist`);
  const kept = process.env['LUNETTE_BENCH_BUILDS'];
  const keptDb = kept && join(kept, `${name}.db`);
  const reuse = keptDb ? (await stat(keptDb).catch(() => null)) !== null : false;
  if (kept && reuse) {
    await cp(join(kept, `${name}.db`), join(dir, `${name}.db`));
    await cp(join(kept, `${name}-dist`), distDir, { recursive: true, verbatimSymlinks: true });
  }
  const handle = await openDb(url);
  let buildMs = NaN;
  if (!reuse) {
    await migrateDb(handle.db);
    await seedDemoSite(handle.db);
    await insertPages(handle.db, extra);
    await astroBuild(distDir, url);
    // The comparison figure: a second (warm) full build of the same site.
    buildMs = await astroBuild(distDir, url);
    if (kept) {
      // Everything into the database file itself before copying it.
      await handle.client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
      await cp(join(dir, `${name}.db`), join(kept, `${name}.db`));
      await cp(distDir, join(kept, `${name}-dist`), { recursive: true, verbatimSymlinks: true });
    }
  }
  const renderer = createLocalRenderer({ distDir, db: handle.db, databaseUrl: url, log: () => {} });
  await renderer.warmUp();
  const port = await freePort();
  const server = await startNodeServer({
    db: handle.db,
    distDir,
    mediaDir: join(dir, 'media'),
    port,
    hostname: '127.0.0.1',
    services: { rebuild: renderer },
  });
  return {
    handle,
    renderer,
    buildMs,
    base: `http://127.0.0.1:${port}`,
    siteDir: join(distDir, 'client'),
    close: async () => {
      await new Promise((r) => server.close(r));
      handle.client.close();
    },
  };
}

/** Publishes a text change of one page RUNS times; time from the write until the page shows it. */
async function onePage(bench: Bench, pageId: string, locale: Locale): Promise<Runs> {
  const field = await shownTextField(bench.handle.db, bench.siteDir, pageId, locale);
  const site = await loadSite(bench.handle.db, 'published');
  const target = site.pages.find((p) => p.id === pageId);
  if (!target) throw new Error(pageId);
  const url = `${bench.base}${pagePath(target, locale)}`;
  const runs: Runs = { times: [], renders: 0, cpu: [] };
  for (let run = 0; run < RUNS; run++) {
    const marker = `Neu${run}x${Math.random().toString(36).slice(2, 8)}`;
    const started = performance.now();
    await publishText(bench.handle.db, field, `${field.text} ${marker}`);
    const change: PublishedChange = { pageIds: [pageId], wholeSite: false, removedPaths: [] };
    const live = bench.renderer.afterPublish(change);
    await pollFor(url, marker);
    runs.times.push(performance.now() - started);
    await live;
    const report = await bench.renderer.idle();
    runs.renders = report?.rendered ?? 0;
    runs.cpu.push(report?.cpuMs ?? NaN);
  }
  return runs;
}

/** Changes a navigation label RUNS times; time until every page of the locale is written. */
async function navigationChange(
  bench: Bench,
  locale: Locale,
  wholeSite: boolean,
  runs: number,
  lastPath: string,
): Promise<Runs> {
  const result: Runs = { times: [], renders: 0, cpu: [] };
  for (let run = 0; run < runs; run++) {
    const label = `Menue${run}x${Math.random().toString(36).slice(2, 8)}`;
    const started = performance.now();
    await publishNavLabel(bench.handle.db, locale, label);
    await bench.renderer.afterPublish({ pageIds: [], wholeSite, removedPaths: [] });
    await pollFor(`${bench.base}${lastPath}`, label);
    result.times.push(performance.now() - started);
    const report = await bench.renderer.idle();
    result.renders = report?.rendered ?? 0;
    result.cpu.push(report?.cpuMs ?? NaN);
  }
  return result;
}

/** Runs the publish -> live benchmark: its figures as rows of the bench table. */
export async function benchPublish(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'lunette-bench-publish-'));
  const rows: Row[] = [];
  const builds: { site: string; ms: number }[] = [];
  try {
    console.log(
      `\npublish -> live: building the demo and the 200-page site (temp folders; load ${loadavg()[0]?.toFixed(1)}) ...`,
    );
    const demo = await prepare(dir, 'demo', []);
    builds.push({ site: 'demo', ms: demo.buildMs });
    try {
      rows.push(row('demo', 'one-page', await onePage(demo, PAGE.home, 'de'), ONE_PAGE));
      rows.push(row('demo', 'team-member', await onePage(demo, PAGE.teamAnna, 'en'), ONE_PAGE));
      rows.push(row('demo', 'whole-site', await navigationChange(demo, 'de', true, RUNS, '/de/kontakt'), ''));
    } finally {
      await demo.close();
    }

    const big = await prepare(dir, 'big', generatedPages(200));
    builds.push({ site: '200pages', ms: big.buildMs });
    try {
      rows.push(row('200pages', 'one-page', await onePage(big, 'page-bench-117', 'de'), ONE_PAGE));
      const locale = await navigationChange(big, 'de', false, RUNS, '/de/seite-200');
      rows.push(row('200pages', 'nav-label-de', locale, '<= 2000'));
      const all = await navigationChange(big, 'en', true, 5, '/en/page-200');
      rows.push(row('200pages', 'whole-site', all, ''));
    } finally {
      await big.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  // ms from the database write until the public page serves the change (RUNS runs; 5 for the
  // whole 200-page site); the targets are in bench/budgets.json.
  return [
    ...rows.flatMap((r) => {
      const key = `publish.${r.site}.${r.what}`;
      return [
        { name: `${key}.renders`, value: r.renders, unit: 'pages' },
        { name: `${key}.p50`, value: Math.round(r.p50), unit: 'ms' },
        { name: `${key}.p95`, value: Math.round(r.p95), unit: 'ms' },
        { name: `${key}.cpu.p50`, value: Math.round(r.cpu50), unit: 'ms' },
      ];
    }),
    // The full astro build for comparison (warm).
    ...builds
      .filter((b) => Number.isFinite(b.ms))
      .map((b) => ({ name: `publish.${b.site}.full-build`, value: b.ms / 1000, unit: 's' })),
  ];
}

const ONE_PAGE = 'p50 <= 200, p95 <= 1000';

function row(site: string, what: string, runs: Runs, target: string): Row {
  return {
    site,
    what,
    renders: runs.renders,
    p50: percentile(runs.times, 50),
    p95: percentile(runs.times, 95),
    cpu50: percentile(runs.cpu, 50),
    target,
  };
}

if (import.meta.main) {
  benchPublish()
    .then((rows) => console.log(formatTable(rows)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
