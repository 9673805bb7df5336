/**
 * The local rebuild service: makes a publish live in milliseconds instead of a multi-second
 * `astro build` (docs/decisions/0005-publish-to-live.md). It renders only the routes a publish
 * affects (src/lib/affected-routes.ts) through the built server bundle's internal render route,
 * in this process, and swaps each file into the served folder atomically (temp file beside the
 * target, then rename), so a visitor never sees a half-written page. Publishes are queued and
 * rendered one batch at a time from the database as it is when the batch starts, so an older
 * render can never overwrite a newer publish. Without a server bundle it falls back to a full
 * build. After a deploy build replaced the bundle, restart the server (until then every publish
 * runs a full build). LUNETTE_RENDER_PHASES=1 logs where each batch's time went (./render-phases.ts).
 */
import { mkdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Db } from '../../db/client.ts';
import { loadSite } from '../../db/snapshot.ts';
import { blockSchema } from '../../src/blocks/registry.ts';
import type { SiteSnapshot } from '../../src/lib/content.ts';
import {
  INTERNAL_RENDER_LOCALS,
  affectedRoutes,
  renderSource,
  type InternalRenderLocals,
  type RenderTarget,
} from '../../src/lib/affected-routes.ts';
import {
  builtForProduction,
  callNodeHandler,
  finishRenderedPage,
  preferProductionReact,
  runAstroBuild,
  stylesheetLinks,
  type NodeHandler,
} from './local-renderer-bundle.ts';
import { sharedRenderPool, type RenderPool } from './render-pool.ts';
import type { PublishedChange, RebuildService } from './rebuild.ts';
import { forEachLimited } from '../../src/lib/each-limited.ts';
import { PROTECTED_DIR } from '../../src/lib/protected-pages.ts';
import { PhaseClock } from './render-phases.ts';

export interface LocalRendererOptions {
  /** The build root (`astro build --outDir`): HTML in `client/`, the server bundle in `server/`. */
  distDir: string;
  db: Db;
  /**
   * The build root holding the server bundle (`server/entry.mjs`) and the static build whose
   * stylesheets rendered pages link (default: `distDir`). The network's other sites render with
   * the default site's build into folders of their own.
   */
  bundleDir?: string;
  /** Absolute origin of canonical links, hreflang and the sitemap (default: the build's `site`). */
  siteUrl?: string;
  /** Database the fallback full build reads (default: DATABASE_URL). */
  databaseUrl?: string;
  /** Folder holding astro.config.mjs (default: this repository). */
  projectRoot?: string;
  /** Renders in flight at once within a batch rendered on the main thread (default 8). */
  concurrency?: number;
  /**
   * Render threads for batches of at least `POOLED_BATCH` renders (./render-pool.ts): the process's
   * shared pool of the server bundle by default; `false` renders every batch on the main thread.
   */
  pool?: RenderPool | false;
  log?: (message: string) => void;
  /** The full build (default: `astro build --outDir <distDir>` in a child process). */
  runBuild?: () => Promise<void>;
  /**
   * Where rendered files go (default: swapped into `distDir` on this machine's disk).
   */
  output?: RendererOutput;
  /**
   * Runs after each batch is live (its publishes already settled), before the next batch starts;
   * `idle()` waits for it. A failure is logged, never fails the publish. Node sites re-index their
   * site search here (services/search-index.ts).
   */
  afterBatch?: (report: RenderReport) => Promise<void>;
}

/** Where the renderer puts files, named relative to the HTML folder (`de/index.html`, `../protected/...`). */
export interface RendererOutput {
  /** Writes (or replaces) one file; a reader sees the old or the new bytes, never a mix. */
  write(file: string, body: Uint8Array): Promise<void>;
  /** Removes one file; whether it existed. */
  remove(file: string): Promise<boolean>;
}

/** What one batch did (for logs, tests and the benchmark). */
export interface RenderReport {
  /** Monotonic batch number. */
  sequence: number;
  mode: 'render' | 'build';
  rendered: number;
  removed: number;
  /** Wall time of the batch. */
  ms: number;
  /** CPU time this process spent meanwhile (the figure that does not depend on machine load). */
  cpuMs: number;
}

export interface LocalRenderer extends RebuildService {
  /** Resolves when every queued publish is live; the report of the last batch (null if none ran). */
  idle(): Promise<RenderReport | null>;
  /** Loads the server bundle and renders one page in memory, so the first publish is fast. */
  warmUp(): Promise<void>;
}

interface LoadedBundle {
  handler: NodeHandler;
  /** Identity of entry.mjs when imported; a different one means a new build replaced it. */
  stamp: string;
}

interface Pending {
  change: PublishedChange;
  done: () => void;
  fail: (error: unknown) => void;
}

const DEFAULT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Batches with at least this many renders go to the render threads: below it, handing the snapshot
 * to a thread costs more than the renders (a one-page publish renders 2 to 10 routes).
 */
export const POOLED_BATCH = 24;

/** Creates the renderer; it reads the published site once now as the state of the built files. */
export function createLocalRenderer(options: LocalRendererOptions): LocalRenderer {
  const root = resolve(options.distDir);
  const clientDir = join(root, 'client');
  // Protected pages' files (`../protected/...`) land in the folder beside the public one.
  const protectedDir = join(root, PROTECTED_DIR);
  const bundleRoot = resolve(options.bundleDir ?? options.distDir);
  const entryFile = join(bundleRoot, 'server', 'entry.mjs');
  const projectRoot = options.projectRoot ?? DEFAULT_ROOT;
  const concurrency = Math.max(1, options.concurrency ?? 8);
  const log = options.log ?? ((message: string) => console.log(`[lunette] ${message}`));
  // LUNETTE_RENDER_PHASES=1: log where each batch's wall time went (load, diff, render, swap).
  const logPhases = process.env['LUNETTE_RENDER_PHASES'] === '1';
  const phaseLog = logPhases ? (message: string) => console.log(`[lunette] ${message}`) : log;
  const runBuild =
    options.runBuild ??
    (() => runAstroBuild(projectRoot, root, options.databaseUrl ?? process.env['DATABASE_URL']));

  /** The published site the files in clientDir show (null when unknown). */
  let baseline: Promise<SiteSnapshot | null> = loadSite(options.db, 'published').catch(() => null);
  let bundle: Promise<LoadedBundle | null> | null = null;
  let bundleOutdated = false;
  let sequence = 0;
  /** Last batch that wrote each file: a write from an older batch is dropped. */
  const writtenBy = new Map<string, number>();
  let queue: Pending[] = [];
  let running: Promise<void> | null = null;
  let lastReport: RenderReport | null = null;

  const entryStamp = async (): Promise<string | null> => {
    const info = await stat(entryFile).catch(() => null);
    return info ? `${info.mtimeMs}:${info.size}` : null;
  };

  /** Imports the server bundle once (again only while it is missing). */
  const loadBundle = (): Promise<LoadedBundle | null> => {
    bundle ??= (async () => {
      const stamp = await entryStamp();
      if (!stamp) return null;
      if (await builtForProduction(dirname(entryFile))) preferProductionReact(entryFile);
      const mod = (await import(pathToFileURL(entryFile).href)) as { handler?: NodeHandler };
      if (typeof mod.handler !== 'function') throw new Error(`${entryFile} exports no handler`);
      return { handler: mod.handler, stamp };
    })();
    return bundle.then((loaded) => {
      if (!loaded) bundle = null;
      return loaded;
    });
  };

  /** The loaded bundle if it still matches the file on disk; null means: run a full build. */
  const currentBundle = async (): Promise<LoadedBundle | null> => {
    if (bundleOutdated) return null;
    const loaded = await loadBundle().catch((error: unknown) => {
      // A bundle that does not load stays broken in this process (Node caches the failure).
      log(`the server bundle does not load (${String(error)}): publishing with full builds until a restart`);
      bundleOutdated = true;
      return null;
    });
    if (!loaded) return null;
    if ((await entryStamp()) !== loaded.stamp) {
      bundleOutdated = true;
      log(
        'the server bundle was rebuilt since this server started: restart it to render publishes in-process',
      );
      return null;
    }
    return loaded;
  };

  /**
   * The stylesheet links of the static build's visitor pages. The server bundle bundles the same
   * CSS into differently split and named files (its one route shares no CSS with the editor
   * page), so rendered pages link the static build's files instead: same styles, same bytes.
   */
  let staticLinks: Promise<string[] | null> | null = null;
  const builtStylesheets = (): Promise<string[] | null> => {
    staticLinks ??= readFile(join(bundleRoot, 'client', 'de', '404.html'), 'utf8').then(
      (html) => stylesheetLinks(html),
      () => null,
    );
    return staticLinks;
  };

  const renderLocals = (site: SiteSnapshot): Record<string, InternalRenderLocals> => {
    const given: InternalRenderLocals = options.siteUrl ? { site, siteUrl: options.siteUrl } : { site };
    return { [INTERNAL_RENDER_LOCALS]: given };
  };

  const renderOne = async (handler: NodeHandler, source: string, site: SiteSnapshot): Promise<Buffer> => {
    const result = await callNodeHandler(handler, source, renderLocals(site));
    if (result.status !== 200) throw new Error(`rendering ${source} answered ${result.status}`);
    return finishRenderedPage(result.body, source, await builtStylesheets());
  };

  /** How a batch renders: on the main thread, or on the render threads when it is large. */
  const renderWay = async (
    loaded: LoadedBundle,
    site: SiteSnapshot,
    renders: number,
  ): Promise<{ render: (source: string) => Promise<Buffer>; concurrency: number; end: () => void }> => {
    const pool = options.pool === undefined ? sharedRenderPool(entryFile, loaded.stamp) : options.pool;
    // Until its threads have loaded the bundle (about a second, once per process), a large batch
    // renders here as before: waiting for them would be slower.
    if (pool && renders >= POOLED_BATCH && !pool.ready) {
      pool.warmUp().catch((error: unknown) => log(`render threads do not start: ${String(error)}`));
    }
    if (!pool || renders < POOLED_BATCH || !pool.ready) {
      return { render: (source) => renderOne(loaded.handler, source, site), concurrency, end: () => {} };
    }
    const batch = pool.batch(renderLocals(site), await builtStylesheets());
    return {
      render: async (source) => {
        // A render thread that failed (or died) gets a second try on this thread.
        const result = await batch.render(source).catch((error: unknown) => {
          log(`render thread: ${String(error)}; rendering ${source} here instead`);
          return null;
        });
        if (!result) return renderOne(loaded.handler, source, site);
        if (result.status !== 200) throw new Error(`rendering ${source} answered ${result.status}`);
        return result.body;
      },
      concurrency: pool.capacity,
      end: () => batch.end(),
    };
  };

  /** Folders known to exist (saves a mkdir per file). */
  const folders = new Set<string>();

  /** Writes a file atomically, unless a newer batch has written it already. */
  const swapIn = async (file: string, body: Buffer, batch: number): Promise<void> => {
    if (options.output) {
      if ((writtenBy.get(file) ?? 0) > batch) return;
      writtenBy.set(file, batch);
      return options.output.write(file, body);
    }
    const target = insideClient(clientDir, file, protectedDir);
    if ((writtenBy.get(target) ?? 0) > batch) return;
    const folder = dirname(target);
    if (!folders.has(folder)) {
      await mkdir(folder, { recursive: true });
      folders.add(folder);
    }
    const temp = join(folder, `.${batch}-${Math.random().toString(36).slice(2)}.tmp`);
    let renamed = false;
    try {
      await writeFile(temp, body);
      if ((writtenBy.get(target) ?? 0) > batch) return;
      writtenBy.set(target, batch);
      await rename(temp, target);
      renamed = true;
    } finally {
      if (!renamed) {
        await rm(temp, { force: true });
        folders.delete(folder);
      }
    }
  };

  const removeFile = async (file: string, batch: number): Promise<boolean> => {
    if (options.output) {
      if ((writtenBy.get(file) ?? 0) > batch) return false;
      writtenBy.set(file, batch);
      return options.output.remove(file);
    }
    const target = insideClient(clientDir, file, protectedDir);
    if ((writtenBy.get(target) ?? 0) > batch) return false;
    const existed = (await stat(target).catch(() => null)) !== null;
    await rm(target, { force: true });
    writtenBy.set(target, batch);
    // Drop emptied page folders up to the locale folder.
    folders.clear();
    const top = target.startsWith(protectedDir + sep) ? protectedDir : clientDir;
    let folder = dirname(target);
    while (folder.startsWith(top + sep) && dirname(folder) !== top) {
      if (
        !(await rmdir(folder)
          .then(() => true)
          .catch(() => false))
      )
        break;
      folder = dirname(folder);
    }
    return existed;
  };

  const fullBuild = async (batch: number, started: number): Promise<RenderReport> => {
    // The snapshot taken before the build starts becomes the baseline: publishes made during the
    // build differ from it and are re-rendered by the next batch.
    const site = await loadSite(options.db, 'published');
    log('no usable server bundle: running a full build ...');
    await runBuild();
    baseline = Promise.resolve(site);
    staticLinks = null;
    writtenBy.clear();
    folders.clear();
    const ms = performance.now() - started;
    return { sequence: batch, mode: 'build', rendered: 0, removed: 0, ms, cpuMs: 0 };
  };

  const runBatch = async (change: PublishedChange): Promise<RenderReport> => {
    const batch = ++sequence;
    const started = performance.now();
    const cpu = process.cpuUsage();
    const phases = new PhaseClock(started);
    const loaded = await currentBundle();
    phases.lap('bundle');
    // A full build writes to disk only: with another output there is nothing to fall back to.
    if (!loaded && options.output) throw new Error(`no usable server bundle at ${entryFile}: build first`);
    if (!loaded) return fullBuild(batch, started);
    const before = await baseline;
    const after = await loadSite(options.db, 'published');
    phases.lap('load');
    const plan = affectedRoutes({
      before,
      after,
      change,
      collectionOf: (type) => blockSchema(type)?.collection,
    });
    phases.lap('diff');
    let failure: unknown = null;
    const way = await renderWay(loaded, after, plan.render.length);
    const renderTarget = async (target: RenderTarget) => {
      try {
        const rendering = performance.now();
        const body = await way.render(target.source);
        phases.add('render', rendering);
        const swapping = performance.now();
        for (const file of target.files) await swapIn(file, body, batch);
        phases.add('swap', swapping);
      } catch (error) {
        failure ??= error;
      }
    };
    // The changed pages' own routes go live first, before the 404 pages, lists and sitemaps start
    // (renders in flight share one thread: interleaved, the changed page would finish with the last).
    try {
      await forEachLimited(plan.render.slice(0, plan.changedFirst), way.concurrency, renderTarget);
      await forEachLimited(plan.render.slice(plan.changedFirst), way.concurrency, renderTarget);
    } finally {
      way.end();
    }
    phases.lap('renders');
    let removed = 0;
    for (const file of plan.remove) if (await removeFile(file, batch)) removed++;
    phases.lap('remove');
    if (logPhases) phaseLog(`batch ${batch}: ${plan.render.length} renders; ${phases.summary()}`);
    if (failure) throw failure;
    // Only a fully rendered batch moves the baseline; after a failure the next batch re-diffs.
    baseline = Promise.resolve(after);
    const used = process.cpuUsage(cpu);
    return {
      sequence: batch,
      mode: 'render',
      rendered: plan.render.length,
      removed,
      ms: performance.now() - started,
      cpuMs: (used.user + used.system) / 1000,
    };
  };

  /** Runs queued publishes, merging those that waited together into one batch. */
  const drain = async (): Promise<void> => {
    while (queue.length > 0) {
      const waiting = queue;
      queue = [];
      const merged: PublishedChange = {
        pageIds: [...new Set(waiting.flatMap((p) => p.change.pageIds))],
        wholeSite: waiting.some((p) => p.change.wholeSite),
        removedPaths: [...new Set(waiting.flatMap((p) => p.change.removedPaths))],
      };
      try {
        lastReport = await runBatch(merged);
        waiting.forEach((p) => p.done());
      } catch (error) {
        log(`publish render failed: ${String(error)}`);
        waiting.forEach((p) => p.fail(error));
        continue;
      }
      if (options.afterBatch)
        await options
          .afterBatch(lastReport)
          .catch((error: unknown) => log(`after the batch: ${String(error)}`));
    }
  };

  return {
    afterPublish(change) {
      const settled = new Promise<void>((done, fail) => queue.push({ change, done, fail }));
      running ??= drain().finally(() => {
        running = null;
      });
      return settled;
    },
    async idle() {
      while (running) await running;
      return lastReport;
    },
    async warmUp() {
      const loaded = await loadBundle();
      const site = await baseline;
      if (!loaded || !site) return;
      await renderOne(loaded.handler, renderSource('de', '404'), site).catch(() => undefined);
    },
  };
}

/** Resolves a file under the HTML folder (or the protected one), refusing anything that would leave them. */
function insideClient(clientDir: string, file: string, protectedDir: string): string {
  const target = resolve(clientDir, file);
  if (!target.startsWith(clientDir + sep) && !target.startsWith(protectedDir + sep))
    throw new Error(`refusing to write outside the site: ${file}`);
  return target;
}
