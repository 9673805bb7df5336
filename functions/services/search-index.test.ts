/**
 * The search index over a small pages folder: German and English pages are indexed in their own
 * languages, the 404 page (no index mark) and a protected page (outside the public folder) are not.
 */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSearchIndexer, indexSiteFolder } from './search-index.ts';

const page = (lang: string, body: string, marked = true) =>
  `<!doctype html><html lang="${lang}"><head><title>t</title></head><body>` +
  `<header><nav>Kopfzeilenwort</nav></header>` +
  `<main${marked ? ' data-pagefind-body' : ''}><h1>${body}</h1><p>${body} Inhalt</p></main>` +
  `<footer>Fusszeilenwort</footer></body></html>`;

let root: string;
let client: string;

async function put(file: string, html: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}

/** The decompressed text of every fragment of the written index (all languages). */
async function fragmentsText(): Promise<string> {
  const folder = join(client, 'pagefind', 'fragment');
  const names = await readdir(folder);
  const texts = await Promise.all(
    names.map(async (name) => gunzipSync(await readFile(join(folder, name))).toString('utf8')),
  );
  return texts.join('\n');
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lunette-search-'));
  client = join(root, 'client');
  await put(join(client, 'de', 'index.html'), page('de', 'Brillenglas Sehtest'));
  await put(join(client, 'en', 'index.html'), page('en', 'Spectacle lenses eye test'));
  await put(join(client, 'de', '404', 'index.html'), page('de', 'Seitenfehler Nirgendwo', false));
  await put(join(client, 'de', '404.html'), page('de', 'Seitenfehler Nirgendwo', false));
  await put(join(root, 'protected', 'de', 'intern', 'index.html'), page('de', 'Geheimrezept Mitarbeitende'));
});

afterAll(async () => {
  await closeSearchIndexer();
  await rm(root, { recursive: true, force: true });
});

describe('indexSiteFolder', () => {
  it('indexes the marked pages of each language, and nothing else', async () => {
    const report = await indexSiteFolder(client);
    expect(report.pages).toEqual({ de: 1, en: 1 });
    expect(report.files).toBe(4);
    const entry = JSON.parse(await readFile(join(client, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(Object.keys(entry.languages).sort()).toEqual(['de', 'en']);
    expect(entry.languages['de']?.page_count).toBe(1);
    expect(entry.languages['en']?.page_count).toBe(1);
    const text = await fragmentsText();
    expect(text).toContain('Brillenglas Sehtest');
    expect(text).toContain('Spectacle lenses eye test');
    expect(text).not.toContain('Seitenfehler');
    expect(text).not.toContain('Kopfzeilenwort');
    expect(text).not.toContain('Fusszeilenwort');
    const bundle = await readdir(join(client, 'pagefind'));
    expect(bundle).toContain('pagefind.js');
    expect(bundle.filter((name) => /ui\.|highlight/.test(name))).toEqual([]);
  });

  it("never indexes a protected page's text (it lives outside the public folder)", async () => {
    await indexSiteFolder(client);
    expect(await fragmentsText()).not.toContain('Geheimrezept');
  });

  it('replaces the bundle on a second run and leaves no temporary folder behind', async () => {
    await put(join(client, 'de', 'neu', 'index.html'), page('de', 'Kontaktlinsen Abo'));
    await indexSiteFolder(client);
    expect(await fragmentsText()).toContain('Kontaktlinsen Abo');
    expect((await readdir(client)).sort()).toEqual(['de', 'en', 'pagefind']);
  });
});
