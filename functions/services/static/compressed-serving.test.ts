/**
 * Compressed answers of the Node server: the build's brotli/gzip copies, never a stale copy of a
 * page the local renderer swapped after a publish, and compression of everything else on the fly.
 */
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../../db/client.ts';
import { migrateDb } from '../../../db/migrate.ts';
import { createNodeApp } from '../../node.ts';
import { Hono } from 'hono';
import { acceptedCodings, compressAnswers } from './compressed-serving.ts';
import { precompressFolder } from './precompress.ts';

describe('acceptedCodings', () => {
  it('prefers brotli, honours weights and refusals', () => {
    expect(acceptedCodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('gzip;q=1.0, br;q=0.5')).toEqual(['gzip', 'br']);
    expect(acceptedCodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedCodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('identity')).toEqual([]);
    expect(acceptedCodings(undefined)).toEqual([]);
  });
});

describe('compressAnswers', () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Brille ${i}` })) };
  const app = new Hono()
    .use('*', compressAnswers())
    .get('/small', (c) => c.json({ success: true, data: { revision: 3 } }))
    .get('/big', (c) => c.json(big))
    .get('/stream', (c) => c.text('Sehtest '.repeat(500)));

  it('sends a small JSON answer as it is, a large one compressed whole, both with their length', async () => {
    const small = await app.request('/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBe('Accept-Encoding');
    expect(Number(small.headers.get('content-length'))).toBe((await small.arrayBuffer()).byteLength);
    const large = await app.request('/big', { headers: { 'Accept-Encoding': 'br' } });
    expect(large.headers.get('content-encoding')).toBe('br');
    const bytes = Buffer.from(await large.arrayBuffer());
    expect(Number(large.headers.get('content-length'))).toBe(bytes.length);
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(big);
  });
  it('compresses other text while it streams', async () => {
    const res = await app.request('/stream', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBeNull();
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe('Sehtest '.repeat(500));
  });
});

describe('the Node server', () => {
  let dir: string;
  let client: string;
  let handle: DbHandle;
  let app: ReturnType<typeof createNodeApp>;
  const page = `<!doctype html><title>Start</title>${'<p>Willkommen bei Optik Sonnenberg</p>'.repeat(200)}`;
  const script = `export const x = ${JSON.stringify('abc'.repeat(2000))};`;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lunette-compress-'));
    client = join(dir, 'dist', 'client');
    await mkdir(join(client, 'de'), { recursive: true });
    await mkdir(join(client, '_astro'), { recursive: true });
    await writeFile(join(client, 'de', 'index.html'), page);
    await writeFile(join(client, 'de', '404.html'), `<h1>Nicht gefunden</h1>${' '.repeat(2000)}`);
    await writeFile(join(client, '_astro', 'app.js'), script);
    await writeFile(join(client, '_astro', 'tiny.css'), 'a{}');
    await writeFile(join(client, 'photo.png'), Buffer.alloc(4096, 1));
    const report = await precompressFolder(client);
    expect(report.files).toBe(3);
    handle = await openDb(`file:${join(dir, 'site.db')}`);
    await migrateDb(handle.db);
    app = createNodeApp({ db: handle.db, distDir: join(dir, 'dist'), mediaDir: join(dir, 'media') });
  });
  afterAll(async () => {
    handle.client.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends the brotli copy of a page and a script, gzip to gzip-only clients', async () => {
    const br = await app.request('/de/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toMatch(/^text\/html/);
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(page.length / 5);
    expect(brotliDecompressSync(bytes).toString()).toBe(page);

    const gz = await app.request('/_astro/app.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('cache-control')).toContain('immutable');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
  });

  it('sends the file itself without an accepted coding, still varying on it', async () => {
    const plain = await app.request('/de/', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    expect(await plain.text()).toBe(page);
    const tiny = await app.request('/_astro/tiny.css', { headers: { 'Accept-Encoding': 'br' } });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    const image = await app.request('/photo.png', { headers: { 'Accept-Encoding': 'br' } });
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('vary')).toBeNull();
  });

  it('never sends the old copy of a page swapped after a publish', async () => {
    const file = join(client, 'de', 'index.html');
    // The local renderer's swap: a temp file beside the page, then a rename over it.
    const republished = page.replace('Willkommen', 'Neu eröffnet');
    await writeFile(`${file}.tmp`, republished);
    await rename(`${file}.tmp`, file);
    expect((await stat(file)).mtimeMs).toBeGreaterThan((await stat(`${file}.gz`)).mtimeMs);
    for (const coding of ['br', 'gzip'] as const) {
      const res = await app.request('/de/', { headers: { 'Accept-Encoding': coding } });
      expect(res.headers.get('content-encoding')).toBe(coding);
      const body = Buffer.from(await res.arrayBuffer());
      expect((coding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString()).toBe(republished);
    }
  });

  it('never serves a copy under its own name (it may outlive a removed or protected page)', async () => {
    for (const path of ['/de/index.html.br', '/de/index.html.gz', '/_astro/app.js.br']) {
      const res = await app.request(path, { headers: { 'Accept-Encoding': 'br' } });
      expect(res.status, path).toBe(404);
    }
    // A page removed after the build: its copies stay on disk, yet nothing is served for it.
    await rm(join(client, 'de', 'index.html'));
    const removed = await app.request('/de/', { headers: { 'Accept-Encoding': 'br' } });
    expect(removed.status).toBe(404);
    expect(brotliDecompressSync(Buffer.from(await removed.arrayBuffer())).toString()).toContain(
      'Nicht gefunden',
    );
    await writeFile(join(client, 'de', 'index.html'), page);
  });

  it('compresses API answers and generated pages on the fly', async () => {
    const notFound = await app.request('/de/nirgends', { headers: { 'Accept-Encoding': 'br' } });
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await notFound.arrayBuffer())).toString()).toContain(
      'Nicht gefunden',
    );
    const api = await app.request('/api/v1/navigation?locale=de', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(api.headers.get('vary')).toContain('Accept-Encoding');
    const text =
      api.headers.get('content-encoding') === 'gzip'
        ? gunzipSync(Buffer.from(await api.arrayBuffer())).toString()
        : await api.text();
    expect(() => JSON.parse(text) as unknown).not.toThrow();
  });

  it('answers HEAD with the headers only', async () => {
    const head = await app.request('/_astro/app.js', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });
});
