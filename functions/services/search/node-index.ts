/**
 * The Node server's side of the site search: after each render (and when a site opens), the
 * whole index is rebuilt from the HTML in the site's pages folder (./site-search.ts). Reading
 * about a hundred files takes a few dozen milliseconds; the index then matches the folder
 * visitors are served from, whatever wrote it (a build, a publish, a re-render after a change of
 * the network's data). Protected pages live outside the folder; `_astro/` holds no pages.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Db } from '../../../db/client.ts';
import type { Locale } from '../../../src/lib/content.ts';
import { replaceSearchIndex, type RenderedPage } from './site-search.ts';

/** What one indexing run did (for the log). */
export interface FolderIndexReport {
  pages: Record<Locale, number>;
  files: number;
  ms: number;
}

/** The site path of an HTML file of the folder: `de/kontakt/index.html` -> `/de/kontakt`. */
export function pathOfHtmlFile(file: string): string {
  const parts = file
    .split(sep)
    .join('/')
    .replace(/(?:^|\/)index\.html$/u, '');
  const path = `/${parts}`.replace(/\.html$/u, '');
  return /^\/[a-z]{2}$/u.test(path) ? `${path}/` : path;
}

async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(folder, file).startsWith(`_astro${sep}`));
}

/**
 * Rebuilds the site's index from its pages folder (`<dist>/client`).
 *
 * @example
 * await indexPagesFolder(db, 'dist/client'); // { pages: { de: 53, en: 53 }, files: 126, ms: 40 }
 */
export async function indexPagesFolder(db: Db, folder: string): Promise<FolderIndexReport> {
  const started = performance.now();
  const files = await htmlFiles(folder);
  const pages: RenderedPage[] = [];
  for (const file of files)
    pages.push({ path: pathOfHtmlFile(relative(folder, file)), html: await readFile(file, 'utf8') });
  const counts = await replaceSearchIndex(db, pages);
  return { pages: counts, files: files.length, ms: performance.now() - started };
}
