/**
 * Save -> answer and save -> live (part `answers` of `npm run bench`; or run
 * `node scripts/bench-answers.ts`): an editor write answers after its database commit and the
 * pages follow in the background (functions/services/render-status.ts). Over the real routes and
 * the local renderer on the bench's temp demo site (scripts/bench-publish.ts `prepare`), with the
 * background tracker Node's sites use, it times a field save (POST /data), a settings save
 * (POST /settings, every page re-renders) and a publish (POST /page/publish): from the request
 * until the answer (p50, p95), and until the tracker reports the render done (p50).
 * The machine should be idle: a write's answer is measured alone, after the previous render ended.
 * Figures only; nothing here asserts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { fields } from '../db/schema.ts';
import { PAGE } from '../db/seed/ids.ts';
import { createApp } from '../functions/app.ts';
import type { AuthService } from '../functions/auth/types.ts';
import { backgroundRebuild, type RenderTracker } from '../functions/services/render-status.ts';
import { readSettings } from '../src/lib/settings.ts';
import { prepare, type Bench } from './bench-publish.ts';
import { formatTable, type BenchRow } from './bench-table.ts';

const RUNS = 30;
const CTA_TITLE = 'field-home-cta-title';

/** One signed-in editor for every request (the bench measures writes, not sign-in). */
const editor: AuthService = {
  editorFromHeaders: async () => ({ id: 'bench', email: 'bench@example.ch', name: 'Bench', role: 'admin' }),
  handle: async () => new Response(null, { status: 404 }),
};

type App = ReturnType<typeof createApp>;

async function post(app: App, path: string, body: unknown): Promise<void> {
  const res = await app.request(`/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
}

async function saveCta(bench: Bench, app: App, text: string): Promise<void> {
  const [row] = await bench.handle.db.select().from(fields).where(eq(fields.id, CTA_TITLE));
  await post(app, '/data', {
    itemType: 'field',
    pageId: PAGE.home,
    groupId: 'group-home-cta',
    name: 'title',
    baseRevision: row?.revision ?? 0,
    data: { content: { locale: 'de', text } },
  });
}

async function saveStreet(app: App, street: string): Promise<void> {
  const res = await app.request('/api/v1/settings/draft');
  const { data } = (await res.json()) as { data: { settings: unknown; revision: number } };
  const footer = { ...readSettings(data.settings).footer, useBusinessDataFromLookUp: false, street };
  await post(app, '/settings', { baseRevision: data.revision, settings: { footer } });
}

interface Timing {
  answer: number[];
  live: number[];
}

/** Times `write` RUNS times (after an untimed `before`): until it answers, and until its render is done. */
async function time(
  tracker: RenderTracker,
  write: (run: number) => Promise<void>,
  before: (run: number) => Promise<void> = async () => {},
): Promise<Timing> {
  const timing: Timing = { answer: [], live: [] };
  for (let run = 0; run < RUNS; run++) {
    await before(run);
    await tracker.settled();
    const started = performance.now();
    await write(run);
    timing.answer.push(performance.now() - started);
    await tracker.settled();
    timing.live.push(performance.now() - started);
  }
  return timing;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Runs the save -> answer / save -> live benchmark: its figures as rows of the bench table. */
export async function benchAnswers(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'lunette-bench-answers-'));
  try {
    console.log('\nsave -> answer: building the demo site ...');
    const bench = await prepare(dir, 'answers', []);
    try {
      const tracker = backgroundRebuild(bench.renderer);
      const app = createApp({
        db: bench.handle.db,
        services: { auth: editor, rebuild: tracker.rebuild, renderStatus: tracker },
      });
      const salt = Math.random().toString(36).slice(2, 8);
      // Warm-up: the first render loads the server bundle.
      await saveStreet(app, `Warmgasse ${salt}`);
      await tracker.settled();
      const figures = {
        field: await time(tracker, (run) => saveCta(bench, app, `Feld ${salt} ${run}`)),
        settings: await time(tracker, (run) => saveStreet(app, `Benchgasse ${salt} ${run}`)),
        publish: await time(
          tracker,
          () => post(app, '/page/publish', { id: PAGE.home }),
          (run) => saveCta(bench, app, `Publiziert ${salt} ${run}`),
        ),
      };
      return Object.entries(figures).flatMap(([name, t]) => [
        { name: `answers.${name}.answer.p50`, value: Math.round(percentile(t.answer, 50)), unit: 'ms' },
        { name: `answers.${name}.answer.p95`, value: Math.round(percentile(t.answer, 95)), unit: 'ms' },
        ...(name === 'field'
          ? []
          : [{ name: `answers.${name}.live.p50`, value: Math.round(percentile(t.live, 50)), unit: 'ms' }]),
      ]);
    } finally {
      await bench.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  benchAnswers()
    .then((rows) => console.log(formatTable(rows)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
