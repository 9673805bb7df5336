/**
 * Settings -> live figures (part of `npm run bench`, skip with --no-settings; or run
 * `node scripts/bench-settings.ts`): how long after an editor saves a settings section every page
 * of the site shows it, i.e. every built HTML file on disk is re-rendered with the new footer.
 * The save goes through the real route (POST /api/v1/settings: validation, revision check, draft
 * and published write, then `afterPublish({ wholeSite: true })` with the local renderer), on the
 * same temp sites as scripts/bench-publish.ts: the demo site and the demo plus 200 generated
 * pages in German and English (the developer's data/ and dist/ stay untouched).
 * Figures only; nothing here asserts.
 */
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../functions/app.ts';
import type { AuthService } from '../functions/auth/types.ts';
import { readSettings } from '../src/lib/settings.ts';
import { generatedPages, prepare, type Bench } from './bench-publish.ts';
import { formatTable, type BenchRow } from './bench-table.ts';

const RUNS = { demo: 5, big: 3 } as const;

/** Every request is from one signed-in editor (the bench measures the save, not the sign-in). */
const benchAuth: AuthService = {
  editorFromHeaders: async () => ({
    id: 'bench-editor',
    email: 'bench@example.ch',
    name: 'Bench',
    role: 'admin',
  }),
  handle: async () => new Response(null, { status: 404 }),
};

async function htmlFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true });
  return names.filter((name) => name.endsWith('.html')).map((name) => join(dir, name));
}

/** The files (of `files`) that do not show `text` yet. */
async function notYet(files: readonly string[], text: string): Promise<string[]> {
  const bodies = await Promise.all(files.map((f) => readFile(f, 'utf8').catch(() => '')));
  return files.filter((_, i) => !bodies[i]?.includes(text));
}

/** Saves the footer street through the API; the answer's status and the settings revision. */
async function saveStreet(app: ReturnType<typeof createApp>, street: string): Promise<void> {
  const draft = await app.request('/api/v1/settings/draft');
  const { data } = (await draft.json()) as { data: { settings: unknown; revision: number } };
  const footer = { ...readSettings(data.settings).footer, useBusinessDataFromLookUp: false, street };
  const res = await app.request('/api/v1/settings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body: JSON.stringify({ baseRevision: data.revision, settings: { footer } }),
  });
  if (res.status !== 200) throw new Error(`settings save answered ${res.status}: ${await res.text()}`);
}

interface Figures {
  site: string;
  files: number;
  times: number[];
}

/** Saves a new footer street `runs` times; ms from the save until every page file on disk shows it. */
async function measure(bench: Bench, site: string, runs: number): Promise<Figures> {
  const app = createApp({ db: bench.handle.db, services: { auth: benchAuth, rebuild: bench.renderer } });
  // A first save finds the files that show the footer: the pages (not sitemaps or redirects).
  const first = `Benchgasse ${Math.random().toString(36).slice(2, 8)}`;
  await saveStreet(app, first);
  await bench.renderer.idle();
  const all = await htmlFiles(bench.siteDir);
  const missing = new Set(await notYet(all, first));
  const files = all.filter((f) => !missing.has(f));
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const street = `Benchgasse ${run}x${Math.random().toString(36).slice(2, 8)}`;
    const started = performance.now();
    await saveStreet(app, street);
    let left = await notYet(files, street);
    while (left.length > 0) {
      await new Promise((r) => setTimeout(r, 5));
      left = await notYet(left, street);
    }
    times.push(performance.now() - started);
    await bench.renderer.idle();
  }
  return { site, files: files.length, times };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};

/** Runs the settings -> live benchmark: its figures as rows of the bench table. */
export async function benchSettings(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'lunette-bench-settings-'));
  const rows: Figures[] = [];
  try {
    console.log(
      `\nsettings -> live: building the demo and the 200-page site (load ${loadavg()[0]?.toFixed(1)}) ...`,
    );
    for (const [site, extra, runs] of [
      ['demo', [], RUNS.demo],
      ['200 pages', generatedPages(200), RUNS.big],
    ] as const) {
      const bench = await prepare(dir, site === 'demo' ? 'demo' : 'big', [...extra]);
      try {
        rows.push(await measure(bench, site, runs));
      } finally {
        await bench.close();
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  // ms from POST /settings (footer street) until every page file shows it.
  return rows.flatMap((r) => {
    const key = `settings.${r.site === 'demo' ? 'demo' : '200pages'}`;
    return [
      { name: `${key}.files`, value: r.files, unit: 'files' },
      { name: `${key}.median`, value: Math.round(median(r.times)), unit: 'ms' },
      { name: `${key}.max`, value: Math.round(Math.max(...r.times)), unit: 'ms' },
    ];
  });
}

if (import.meta.main) {
  benchSettings()
    .then((rows) => console.log(formatTable(rows)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
