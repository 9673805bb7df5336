/**
 * Contract test of the magazine's JSON feed client against a fake server on 127.0.0.1: the two
 * calls and their shapes, a 404 as "no such article", and malformed, failing and slow answers as
 * one MagazineFeedError; through the cache, a failed refresh keeps the stale copy with one log line.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalCache } from '../../../db/schema.ts';
import { loadMagazineTeasers } from '../../../db/snapshot-magazine.ts';
import { magazineCacheKey } from '../../../src/lib/magazine/teaser.ts';
import { freshDb, type TestDb } from '../../routes/editor/test-support.ts';
import { cachedTeasers } from './cache.ts';
import { MagazineFeedError } from './feed.ts';
import { httpMagazineFeed } from './http-feed.ts';

const PERMALINK = 'https://magazine.example/artikel/blaulicht';
const POST = {
  id: 812,
  title: { rendered: 'Blaulicht &amp; Bildschirm' },
  excerpt: { rendered: '<p>Was Filter <em>wirklich</em> bringen&hellip;</p>' },
  link: PERMALINK,
  date: '2026-06-01T09:30:00',
  featured_image_url: 'https://magazine.example/img/blaulicht.jpg',
};

type Mode = 'ok' | 'malformed' | 'wrong-shape' | 'error' | 'slow';
let mode: Mode = 'ok';
const requests: string[] = [];
let server: ReturnType<typeof createServer>;
let baseUrl = '';

function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  requests.push(`${url.pathname}${url.search}`);
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  if (mode === 'slow') return void setTimeout(() => json(200, []), 1500);
  if (mode === 'error') return json(503, { message: 'maintenance' });
  if (mode === 'malformed') return json(200, '{"post_id": ');
  if (mode === 'wrong-shape') return json(200, [{ id: 1, title: 'no rendered' }]);
  if (url.pathname === '/feed/post-id') {
    return url.searchParams.get('permalink') === PERMALINK ? json(200, { post_id: 812 }) : json(404, {});
  }
  if (url.pathname === '/feed/post-teaser') {
    const ids = (url.searchParams.get('post_ids') ?? '').split(',');
    return json(200, ids.includes('812') ? [POST] : []);
  }
  json(404, {});
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const feed = () => httpMagazineFeed({ baseUrl, timeoutMs: 300 });

describe('magazine JSON feed client', () => {
  it('finds a post id by permalink, then its teaser by post_ids', async () => {
    mode = 'ok';
    expect(await feed().postIdByPermalink(PERMALINK)).toBe('812');
    expect(requests.at(-1)).toBe(`/feed/post-id?permalink=${encodeURIComponent(PERMALINK)}`);
    expect(await feed().teasers(['812', '9'])).toEqual([
      {
        postId: '812',
        title: 'Blaulicht & Bildschirm',
        excerpt: 'Was Filter wirklich bringen…',
        imageUrl: 'https://magazine.example/img/blaulicht.jpg',
        permalink: PERMALINK,
        date: '2026-06-01T09:30:00',
      },
    ]);
    expect(requests.at(-1)).toBe('/feed/post-teaser?post_ids=812,9');
  });

  it('answers null for an unknown permalink (the 404)', async () => {
    mode = 'ok';
    expect(await feed().postIdByPermalink('https://magazine.example/gibt-es-nicht')).toBeNull();
  });

  it.each<Mode>(['malformed', 'wrong-shape', 'error', 'slow'])('fails clearly on a %s answer', async (m) => {
    mode = m;
    await expect(feed().teasers(['812'])).rejects.toBeInstanceOf(MagazineFeedError);
    await expect(feed().postIdByPermalink(PERMALINK)).rejects.toBeInstanceOf(MagazineFeedError);
  });

  it('names the time limit when the feed is slow', async () => {
    mode = 'slow';
    await expect(feed().teasers(['812'])).rejects.toThrow('no answer in 300 ms');
  });
});

describe('magazine cache', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await freshDb();
  });
  afterAll(async () => t.close());

  it('stores a fetched teaser, serves it fresh, and keeps the stale copy when a refresh fails', async () => {
    mode = 'ok';
    const day1 = new Date('2026-07-01T10:00:00Z');
    const [first] = await cachedTeasers(t.db, feed(), ['812'], { now: day1 });
    expect(first?.title).toBe('Blaulicht & Bildschirm');
    expect((await loadMagazineTeasers(t.db))['812']?.permalink).toBe(PERMALINK);

    // Fresh: no call at all, even with the feed down.
    mode = 'error';
    const before = requests.length;
    const lines: string[] = [];
    await cachedTeasers(t.db, feed(), ['812'], { now: day1, log: (l) => lines.push(l) });
    expect(requests.length).toBe(before);
    expect(lines).toEqual([]);

    // Expired and the feed slow: the stale copy stays, one log line, the error noted.
    mode = 'slow';
    const day3 = new Date('2026-07-03T10:00:00Z');
    const stale = await cachedTeasers(t.db, feed(), ['812'], { now: day3, log: (l) => lines.push(l) });
    expect(stale.map((s) => s.title)).toEqual(['Blaulicht & Bildschirm']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[magazine\] refresh of 1 teaser\(s\) failed, keeping the cached copy/);
    const [row] = await t.db
      .select()
      .from(externalCache)
      .where(eq(externalCache.key, magazineCacheKey('812')));
    expect(row?.lastError).toContain('no answer in 300 ms');
    expect(row?.tag).toBe('magazine');
  });
});
