/**
 * When `npm start` must rebuild: two fingerprints, kept in two small files of the build folder.
 * - The sources (src/, db/, public/, the Astro config, the lockfile) are what only a full
 *   `astro build` turns into pages, scripts and the server bundle: `.lunette-build.json`, written
 *   after a build that finished (and removed before one starts, so a build a crash cut short is
 *   never taken for a finished one).
 * - The published content is what the pages show. The running server keeps the pages current with
 *   it on its own (publishes, feed refreshes, the network's directory all re-render their pages in
 *   process), so a content change alone needs no build: a start that finds the content changed
 *   since `.lunette-pages.json` was written re-renders the pages in process (seconds, not a minute).
 *   Editor bookkeeping (revision numbers, which every draft save bumps) is left out: it shows on
 *   no page.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/client.ts';
import { loadSite } from '../db/snapshot.ts';
import { buildStaticRoutes } from '../src/lib/routes.ts';

const SOURCE_ROOTS = ['src', 'db', 'public', 'astro.config.mjs', 'package-lock.json'];

/** The file naming the sources a finished build was made from (other sites' pages compare it too). */
export const BUILD_RECORD_FILE = '.lunette-build.json';
/** The file naming the content the pages were last rendered from as a whole. */
export const PAGES_RECORD_FILE = '.lunette-pages.json';

/** What `.lunette-build.json` holds. */
export interface BuildRecord {
  sources: string;
  builtAt: string;
}

/** What `.lunette-pages.json` holds. */
export interface PagesRecord {
  content: string;
  /** The public page paths the pages folder holds (`/de/`, `/de/kontakt`). */
  paths: string[];
}

async function* walk(path: string): AsyncGenerator<string> {
  const info = await stat(path).catch(() => null);
  if (!info) return;
  if (info.isFile()) {
    yield path;
    return;
  }
  for (const entry of (await readdir(path)).sort()) {
    if (entry.endsWith('.test.ts')) continue;
    yield* walk(join(path, entry));
  }
}

/** A fingerprint of every source file a build reads (tests left out). */
export async function sourcesStamp(root = '.'): Promise<string> {
  const hash = createHash('sha256');
  for (const source of SOURCE_ROOTS) {
    for await (const file of walk(join(root, source))) {
      hash.update(file);
      hash.update(await readFile(file));
    }
  }
  return hash.digest('hex');
}

/** JSON of `value` without the editor's revision numbers (at any depth). */
function withoutRevisions(value: unknown): string {
  return JSON.stringify(value, (key, inner: unknown) => (key === 'revision' ? undefined : inner));
}

/**
 * The published content as the pages show it, and the public paths of its pages.
 *
 * @example
 * const { content, paths } = await pagesStamp(db); // paths: ['/de/', '/de/kontakt', ...]
 */
export async function pagesStamp(db: Db): Promise<PagesRecord> {
  const site = await loadSite(db, 'published');
  const paths = buildStaticRoutes(site.pages).map((route) => `/${route.locale}/${route.slug}`);
  return {
    content: createHash('sha256').update(withoutRevisions(site)).digest('hex'),
    paths: [...new Set(paths)].sort(),
  };
}

/** What a start must do to the build folder before it serves it. */
export type RebuildPlan =
  | { kind: 'build' }
  | { kind: 'none' }
  /** Re-render every page in process; `removedPaths` are pages the folder holds that are gone now. */
  | { kind: 'render'; removedPaths: string[] };

/**
 * Decides from the records found in the build folder (null: missing or unreadable) and the
 * fingerprints now.
 *
 * @example
 * planRebuild({ built: { sources: 'a', builtAt }, shown: null, sources: 'a', pages }); // { kind: 'render', removedPaths: [] }
 */
export function planRebuild({
  built,
  shown,
  sources,
  pages,
  force = false,
}: {
  built: BuildRecord | null;
  shown: PagesRecord | null;
  sources: string;
  pages: PagesRecord;
  force?: boolean;
}): RebuildPlan {
  if (force || built?.sources !== sources) return { kind: 'build' };
  if (shown?.content === pages.content) return { kind: 'none' };
  const live = new Set(pages.paths);
  return { kind: 'render', removedPaths: (shown?.paths ?? []).filter((path) => !live.has(path)) };
}

/** Reads a record file; null when it is missing or not what `is` expects. */
export async function readRecord<T>(file: string, is: (value: unknown) => value is T): Promise<T | null> {
  try {
    const value: unknown = JSON.parse(await readFile(file, 'utf8'));
    return is(value) ? value : null;
  } catch {
    return null;
  }
}

/** Writes a record file so a reader (or a start after a crash) sees the old file or the new one. */
export async function writeRecord(file: string, value: BuildRecord | PagesRecord): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(temp, JSON.stringify(value));
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
}

export const isBuildRecord = (value: unknown): value is BuildRecord =>
  typeof value === 'object' && value !== null && typeof (value as BuildRecord).sources === 'string';

export const isPagesRecord = (value: unknown): value is PagesRecord =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PagesRecord).content === 'string' &&
  Array.isArray((value as PagesRecord).paths);
