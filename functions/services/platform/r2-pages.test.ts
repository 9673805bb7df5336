/**
 * A site's pages in R2: keys stay inside `sites/{siteId}/`, the writer refuses any other key
 * before writing anything and deletes only after writing, and the assets-like fetchers map
 * request paths onto the site's own objects.
 */
import { describe, expect, it } from 'vitest';
import { fakePagesBucket } from './r2-pages-test-support.ts';
import {
  ForeignPageKeyError,
  isOwnPageKey,
  PAGE_CACHE_CONTROL,
  r2PageWriter,
  r2PagesOutput,
  r2SitePages,
  sitePageKey,
  sitePagesPrefix,
} from './r2-pages.ts';

describe('keys of a site', () => {
  it('puts public and protected files under the site prefix', () => {
    expect(sitePagesPrefix('optik-a')).toBe('sites/optik-a/');
    expect(sitePageKey('optik-a', 'de/index.html')).toBe('sites/optik-a/client/de/index.html');
    expect(sitePageKey('optik-a', '../protected/de/intern/index.html')).toBe(
      'sites/optik-a/protected/de/intern/index.html',
    );
  });

  it('refuses paths that would leave the site', () => {
    for (const file of [
      '../../optik-b/client/de/index.html',
      '../client/de/index.html',
      'de/../../optik-b/x.html',
      '/de/index.html',
      'de//index.html',
      'de\\index.html',
      '',
    ])
      expect(sitePageKey('optik-a', file), file).toBeNull();
    expect(sitePageKey('../optik-b', 'de/index.html')).toBeNull();
    expect(() => sitePagesPrefix('Optik A')).toThrow();
    expect(isOwnPageKey('optik-a', 'sites/optik-a/client/de/index.html')).toBe(true);
    expect(isOwnPageKey('optik-a', 'sites/optik-ab/client/de/index.html')).toBe(false);
    expect(isOwnPageKey('optik-a', 'sites/optik-a/other/x.html')).toBe(false);
    expect(isOwnPageKey('optik-a', 'sites/optik-b/client/de/index.html')).toBe(false);
  });
});

describe('r2PageWriter', () => {
  it('writes new objects first, then deletes removed ones', async () => {
    const { bucket, log, objects, textOf } = fakePagesBucket({
      'sites/optik-a/client/de/alt/index.html': 'alt',
      'sites/optik-b/client/de/alt/index.html': 'B bleibt',
    });
    await r2PageWriter(bucket, 'optik-a').apply({
      write: [
        { file: 'de/neu/index.html', body: '<h1>Neu</h1>' },
        { file: 'de/sitemap.xml', body: '<urlset/>' },
      ],
      remove: ['de/alt/index.html'],
    });
    expect(log).toEqual([
      'put sites/optik-a/client/de/neu/index.html',
      'put sites/optik-a/client/de/sitemap.xml',
      'delete sites/optik-a/client/de/alt/index.html',
    ]);
    expect(textOf('sites/optik-a/client/de/neu/index.html')).toBe('<h1>Neu</h1>');
    expect(objects.get('sites/optik-a/client/de/neu/index.html')).toMatchObject({
      contentType: 'text/html; charset=utf-8',
      cacheControl: PAGE_CACHE_CONTROL,
    });
    expect(objects.get('sites/optik-a/client/de/sitemap.xml')?.contentType).toBe(
      'application/xml; charset=utf-8',
    );
    expect(textOf('sites/optik-b/client/de/alt/index.html')).toBe('B bleibt');
  });

  it('refuses a batch with a key outside the prefix, writing nothing of it', async () => {
    const { bucket, log } = fakePagesBucket({ 'sites/optik-b/client/de/index.html': 'B' });
    const writer = r2PageWriter(bucket, 'optik-a');
    await expect(
      writer.apply({
        write: [
          { file: 'de/index.html', body: 'A' },
          { file: '../../optik-b/client/de/index.html', body: 'überschrieben' },
        ],
        remove: [],
      }),
    ).rejects.toBeInstanceOf(ForeignPageKeyError);
    await expect(writer.apply({ write: [], remove: ['../../optik-b/client/de/index.html'] })).rejects.toThrow(
      /outside sites\/optik-a\//u,
    );
    expect(log).toEqual([]);
    expect(() => r2PageWriter(bucket, '../optik-b')).toThrow();
  });

  it('never deletes a file the same batch writes', async () => {
    const { bucket, log } = fakePagesBucket();
    await r2PageWriter(bucket, 'optik-a').apply({
      write: [{ file: 'de/index.html', body: 'A' }],
      remove: ['de/index.html'],
    });
    expect(log).toEqual(['put sites/optik-a/client/de/index.html']);
  });

  it("is the local renderer's output: write, and remove telling whether the file existed", async () => {
    const { bucket, textOf } = fakePagesBucket();
    const output = r2PagesOutput(bucket, 'optik-a');
    await output.write('../protected/de/intern/index.html', new TextEncoder().encode('geheim'));
    expect(textOf('sites/optik-a/protected/de/intern/index.html')).toBe('geheim');
    expect(await output.remove('../protected/de/intern/index.html')).toBe(true);
    expect(await output.remove('../protected/de/intern/index.html')).toBe(false);
    await expect(output.write('../../optik-b/client/x.html', new Uint8Array())).rejects.toThrow();
  });
});

describe('r2SitePages', () => {
  const { bucket } = fakePagesBucket({
    'sites/optik-a/client/de/index.html': 'Startseite A',
    'sites/optik-a/client/de/kontakt/index.html': 'Kontakt A',
    'sites/optik-a/client/de/404.html': '404 A',
    'sites/optik-a/client/robots.txt': 'User-agent: *',
    'sites/optik-a/protected/de/intern/index.html': 'Intern A',
    'sites/optik-b/client/de/index.html': 'Startseite B',
  });
  const { pages, protectedPages } = r2SitePages(bucket, 'optik-a');
  const get = async (fetcher: typeof pages, path: string) => {
    const res = await fetcher.fetch(`https://optik-a.example${path}`);
    return [res.status, res.status === 200 ? await res.text() : null];
  };

  it('serves directory pages, files and 404 for the rest', async () => {
    expect(await get(pages, '/de/')).toEqual([200, 'Startseite A']);
    expect(await get(pages, '/de/kontakt')).toEqual([200, 'Kontakt A']);
    expect(await get(pages, '/de/kontakt/')).toEqual([200, 'Kontakt A']);
    expect(await get(pages, '/de/404.html')).toEqual([200, '404 A']);
    expect(await get(pages, '/robots.txt')).toEqual([200, 'User-agent: *']);
    expect(await get(pages, '/de/fehlt/')).toEqual([404, null]);
    const res = await pages.fetch('https://optik-a.example/de/');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('never reads another prefix or the protected folder through public paths', async () => {
    expect(await get(pages, '/../optik-b/client/de/')).toEqual([404, null]);
    expect(await get(pages, '/%2e%2e/%2e%2e/optik-b/client/de/')).toEqual([404, null]);
    expect(await get(pages, '/../protected/de/intern/')).toEqual([404, null]);
    expect(await get(pages, '/_protected/de/intern/')).toEqual([404, null]);
    expect(await get(protectedPages, '/_protected/de/intern/')).toEqual([200, 'Intern A']);
    expect(await get(protectedPages, '/de/')).toEqual([404, null]);
  });
});
