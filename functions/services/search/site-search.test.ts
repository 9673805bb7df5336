import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../../db/client.ts';
import { migrateDb } from '../../../db/migrate.ts';
import { indexPagesFolder, pathOfHtmlFile } from './node-index.ts';
import { hasSearchIndex, replaceSearchIndex, searchSite } from './site-search.ts';

const html = (lang: string, title: string, body: string, canonical?: string) =>
  `<html lang="${lang}"><head><title>${title} | Optik</title>${
    canonical ? `<link rel="canonical" href="https://optik.ch${canonical}">` : ''
  }</head><body><nav>Navigation Brillen</nav><main data-search-body><h1>${title}</h1><p>${body}</p></main></body></html>`;

const PAGES = [
  { path: '/de/', html: html('de', 'Willkommen', 'Ihr Optiker in Zürich für Brillengläser und Hörgeräte.') },
  {
    path: '/de/kontaktlinsen',
    html: html('de', 'Kontaktlinsen', 'Weiche und harte Kontaktlinsen, Anpassung inklusive.'),
  },
  {
    path: '/de/team/anna',
    html: html('de', 'Anna Muster', 'Augenoptikerin mit Kontaktlinsen-Erfahrung.', '/de/team/anna'),
  },
  {
    path: '/de/team/7',
    html: html('de', 'Anna Muster', 'Augenoptikerin mit Kontaktlinsen-Erfahrung.', '/de/team/anna'),
  },
  {
    path: '/en/contact-lenses',
    html: html('en', 'Contact lenses', 'Soft and hard contact lenses, fitting included.'),
  },
  {
    path: '/de/404',
    html: '<html lang="de"><body><main><h1>Kontaktlinsen nicht gefunden</h1></main></body></html>',
  },
];

let handle: DbHandle;
beforeAll(async () => {
  handle = await openDb('file::memory:');
  await migrateDb(handle.db);
});
afterAll(() => handle.client.close());

const search = (query: string, locale: 'de' | 'en' = 'de', offset = 0, limit = 20) =>
  searchSite(handle.db, { locale, query, offset, limit });

describe('site search', () => {
  it('indexes marked pages once each, under their canonical path', async () => {
    expect(await hasSearchIndex(handle.db)).toBe(false);
    expect(await replaceSearchIndex(handle.db, PAGES)).toEqual({ de: 3, en: 1 });
    expect(await hasSearchIndex(handle.db)).toBe(true);
    const found = await search('Augenoptikerin');
    expect(found.results.map((r) => r.url)).toEqual(['/de/team/anna']);
  });

  it('finds parts of compounds, umlauts typed or not, in the current locale only', async () => {
    expect((await search('gläser')).results.map((r) => r.url)).toEqual(['/de/']);
    expect((await search('Horgerate')).results.map((r) => r.url)).toEqual(['/de/']);
    expect((await search('HÖRGERÄTE')).total).toBe(1);
    expect((await search('Brillen')).results.map((r) => r.url)).toEqual(['/de/']);
    const lenses = await search('kontaktlinsen');
    expect(lenses.total).toBe(2);
    expect(lenses.results.every((r) => r.url.startsWith('/de/'))).toBe(true);
    expect((await search('contact lenses', 'en')).results.map((r) => r.url)).toEqual(['/en/contact-lenses']);
    expect((await search('Kontaktlinsen', 'en')).total).toBe(0);
  });

  it('ranks a match in the title first and marks the matches in the excerpt', async () => {
    const found = await search('Kontaktlinsen');
    expect(found.results[0]).toMatchObject({ url: '/de/kontaktlinsen', title: 'Kontaktlinsen' });
    const excerpt = found.results[0]!.excerpt;
    expect(excerpt.filter((p) => p.marked).map((p) => p.text.toLowerCase())).toContain('kontaktlinsen');
    expect(excerpt.map((p) => p.text).join('')).toContain('Weiche und harte');
  });

  it('never indexes navigation, and needs every word of the query', async () => {
    expect((await search('Navigation')).total).toBe(0);
    expect((await search('Kontaktlinsen Anpassung')).results.map((r) => r.url)).toEqual([
      '/de/kontaktlinsen',
    ]);
    expect((await search('Kontaktlinsen Qzxw')).total).toBe(0);
  });

  it('pages through the results with offset and limit, the total covering them all', async () => {
    const first = await search('Kontaktlinsen', 'de', 0, 1);
    const second = await search('Kontaktlinsen', 'de', 1, 1);
    expect([first.total, second.total]).toEqual([2, 2]);
    expect(first.results[0]!.url).not.toBe(second.results[0]!.url);
    expect((await search('Kontaktlinsen', 'de', 2, 1)).results).toEqual([]);
  });

  it('matches nothing for a query of short words or query syntax', async () => {
    expect(await search('ab')).toEqual({ total: 0, results: [] });
    expect((await search('"Kontakt* OR NEAR(')).total).toBe(0);
  });

  it('rebuilds the index from a pages folder (Node), leaving out _astro', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lunette-search-'));
    try {
      await mkdir(join(dir, 'de', 'kontakt'), { recursive: true });
      await mkdir(join(dir, '_astro'), { recursive: true });
      await writeFile(join(dir, 'de', 'index.html'), html('de', 'Start', 'Sonnenbrillen'));
      await writeFile(join(dir, 'de', 'kontakt', 'index.html'), html('de', 'Kontakt', 'Telefon'));
      await writeFile(join(dir, '_astro', 'x.html'), html('de', 'Intern', 'Sonnenbrillen'));
      const report = await indexPagesFolder(handle.db, dir);
      expect(report.pages).toEqual({ de: 2, en: 0 });
      expect((await search('Sonnenbrille')).results.map((r) => r.url)).toEqual(['/de/']);
      expect((await search('Kontaktlinsen')).total).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('names a file of the folder by its site path', () => {
    expect(pathOfHtmlFile('de/index.html')).toBe('/de/');
    expect(pathOfHtmlFile('de/kontakt/index.html')).toBe('/de/kontakt');
    expect(pathOfHtmlFile('en/404.html')).toBe('/en/404');
  });
});
