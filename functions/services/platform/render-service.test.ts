/**
 * The render service. Its own rules run against a fake renderer factory writing through the real
 * R2 page output into an in-memory bucket: the bearer token, the job schema and body limit, one
 * renderer per site (reused, replaced, evicted), jobs of one site one after another, the 200 only
 * after the pages are written, the 500 on failure, and no key outside the site's prefix. Then the
 * Worker's client (`httpRenderService`) publishes to the app served on 127.0.0.1, where the real
 * local renderer renders a seeded site through a stand-in server bundle (no astro build).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { openDb } from '../../../db/client.ts';
import { migrateDb } from '../../../db/migrate.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import { seedDemoSite } from '../../../db/seed/index.ts';
import type { LocalRenderer, LocalRendererOptions, RenderReport } from '../local-renderer.ts';
import type { PublishedChange } from '../rebuild.ts';
import { r2PagesOutput } from './r2-pages.ts';
import { fakePagesBucket } from './r2-pages-test-support.ts';
import { createRenderServiceApp, type RenderServiceOptions } from './render-service.ts';
import { httpRenderService, type RenderJob } from './worker-render.ts';

const TOKEN = 'render-token-for-tests-0123456789abcdef';
const change = (extra: Partial<PublishedChange> = {}): PublishedChange => ({
  pageIds: [],
  wholeSite: false,
  removedPaths: [],
  ...extra,
});
const jobFor = (siteId: string, extra: Partial<RenderJob> = {}): RenderJob => ({
  event: 'lunette.render',
  siteId,
  databaseUrl: `libsql://${siteId}.turso.io`,
  siteUrl: `https://${siteId}.example`,
  change: change({ pageIds: ['page-home'] }),
  ...extra,
});

/** A gate a fake render waits at until the test opens it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** What a fake render does, given the site and the change (writes go through `output`). */
type FakeRender = (
  siteId: string,
  change: PublishedChange,
  output: NonNullable<LocalRendererOptions['output']>,
) => Promise<void>;

/** The service over a fake renderer factory and an in-memory bucket, with everything recorded. */
function harness(render: FakeRender, overrides: Partial<RenderServiceOptions> = {}) {
  const pages = fakePagesBucket();
  const logs: string[] = [];
  const events: string[] = [];
  const made: { siteId: string; options: LocalRendererOptions }[] = [];
  const opened: string[] = [];
  const closed: string[] = [];
  const siteOfOutput = new Map<object, string>();
  const makeRenderer = (options: LocalRendererOptions): LocalRenderer => {
    const output = options.output;
    const siteId = output ? (siteOfOutput.get(output) ?? '?') : '?';
    made.push({ siteId, options });
    let last: RenderReport | null = null;
    let sequence = 0;
    return {
      async afterPublish(published) {
        events.push(`start ${siteId}`);
        try {
          if (output) await render(siteId, published, output);
        } finally {
          events.push(`end ${siteId}`);
        }
        sequence++;
        last = { sequence, mode: 'render', rendered: published.pageIds.length, removed: 0, ms: 1, cpuMs: 1 };
      },
      idle: async () => last,
      warmUp: async () => {},
    };
  };
  const app = createRenderServiceApp({
    token: TOKEN,
    bundleDir: '/nonexistent/dist',
    outputFor: (siteId) => {
      const output = r2PagesOutput(pages.bucket, siteId);
      siteOfOutput.set(output, siteId);
      return output;
    },
    openSiteDb: async (url) => {
      opened.push(url);
      return { db: {} as Db, close: () => void closed.push(url) };
    },
    log: (message) => logs.push(message),
    makeRenderer,
    ...overrides,
  });
  const post = async (body: unknown, headers: Record<string, string> = {}) =>
    app.request('/render', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}`, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { app, pages, logs, events, made, opened, closed, post };
}

/** Writes the start page with the change's page ids in it. */
const writeHome: FakeRender = async (siteId, published, output) => {
  await output.write('de/index.html', new TextEncoder().encode(`${siteId}: ${published.pageIds.join(',')}`));
};

describe('render service: the caller', () => {
  it('needs a long token to be created at all', () => {
    expect(() =>
      createRenderServiceApp({ token: 'short', bundleDir: 'dist', outputFor: () => ({}) as never }),
    ).toThrow('at least 32 characters');
  });

  it('answers 401 without a bearer token and 403 with a wrong one, before reading the job', async () => {
    const { post, made } = harness(writeHome);
    const missing = await post(jobFor('optik-a'), { authorization: '' });
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expect((await post(jobFor('optik-a'), { authorization: `Basic ${TOKEN}` })).status).toBe(401);
    const wrong = await post(jobFor('optik-a'), { authorization: `Bearer ${TOKEN.slice(0, -1)}x` });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ success: false, error: { code: 'forbidden' } });
    // Even a body that is not JSON gets the token's answer first.
    expect((await post('{nope', { authorization: 'Bearer nope' })).status).toBe(403);
    expect(made).toEqual([]);
  });
});

describe('render service: the job', () => {
  it.each([
    ['a site id that is none', { siteId: '../optik-b' }, 'siteId must be a site id'],
    ['an upper-case site id', { siteId: 'Optik-A' }, 'siteId must be a site id'],
    [
      'a foreign database scheme',
      { databaseUrl: 'postgres://db' },
      'databaseUrl must start with libsql://, https:// or file:',
    ],
    ['an http database', { databaseUrl: 'http://db.example' }, 'databaseUrl must start with'],
    ['a site URL that is no origin', { siteUrl: 'optik-a.example' }, 'siteUrl must be an http(s) origin'],
    ['another event', { event: 'lunette.deploy' }, 'event'],
    [
      'a relative removed path',
      { change: change({ removedPaths: ['de/alt'] }) },
      'removedPaths must be paths starting with /',
    ],
  ])('refuses %s with a 400 saying so', async (_, extra, message) => {
    const { post, made } = harness(writeHome);
    const response = await post({ ...jobFor('optik-a'), ...extra });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { success: boolean; error: { code: string; message: string } };
    expect(body.success).toBe(false);
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toContain(message);
    expect(made).toEqual([]);
  });

  it('refuses a missing change, a body that is not JSON and one over 64 KB', async () => {
    const { post } = harness(writeHome);
    const { change: _omitted, ...noChange } = jobFor('optik-a');
    const missing = await post(noChange);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toContain('change');
    const malformed = await post('{"event":');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { message: string } }).error.message).toMatch(/JSON/i);
    const huge = jobFor('optik-a', {
      change: change({ pageIds: Array.from({ length: 7000 }, (_, i) => `page-${i}-xxxx`) }),
    });
    expect(JSON.stringify(huge).length).toBeGreaterThan(64 * 1024);
    expect((await post(huge)).status).toBe(413);
  });
});

describe('render service: rendering', () => {
  it('answers 200 with the report only once the pages are written, into the site prefix', async () => {
    const writing = gate();
    const { post, pages, made, opened } = harness(async (siteId, published, output) => {
      await writing.opened;
      await writeHome(siteId, published, output);
    });
    let answered = false;
    const pending = post(jobFor('optik-a')).then((r) => {
      answered = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(answered).toBe(false);
    expect(pages.objects.size).toBe(0);
    writing.open();
    const response = await pending;
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      success: boolean;
      data: { rendered: number; removed: number; ms: number };
    };
    expect(body).toMatchObject({ success: true, data: { rendered: 1, removed: 0 } });
    expect(body.data.ms).toBeGreaterThanOrEqual(25);
    expect(pages.textOf('sites/optik-a/client/de/index.html')).toBe('optik-a: page-home');
    expect(opened).toEqual(['libsql://optik-a.turso.io']);
    expect(made[0]?.options).toMatchObject({
      siteUrl: 'https://optik-a.example',
      bundleDir: '/nonexistent/dist',
    });
  });

  it('renders a brand-new site whole, with its robots.txt and sitemap index naming its origin', async () => {
    const { post, pages } = harness(writeHome);
    const response = await post(jobFor('optik-new', { change: change({ wholeSite: true }) }));
    expect(response.status).toBe(200);
    expect(pages.textOf('sites/optik-new/client/robots.txt')).toContain(
      'Sitemap: https://optik-new.example/sitemap.xml',
    );
    expect(pages.textOf('sites/optik-new/client/sitemap.xml')).toContain(
      'https://optik-new.example/de/sitemap.xml',
    );
  });

  it('keeps one renderer per site and replaces it when the site moves to another origin', async () => {
    const seen: PublishedChange[] = [];
    const { post, made, opened, closed } = harness(async (siteId, published, output) => {
      seen.push(published);
      await writeHome(siteId, published, output);
    });
    expect((await post(jobFor('optik-a'))).status).toBe(200);
    expect((await post(jobFor('optik-a'))).status).toBe(200);
    expect(made).toHaveLength(1);
    expect(opened).toHaveLength(1);
    // A new origin changes every page's canonical links: a fresh renderer renders the whole site.
    expect((await post(jobFor('optik-a', { siteUrl: 'https://www.optik-a.ch' }))).status).toBe(200);
    expect(made).toHaveLength(2);
    expect(closed).toEqual(['libsql://optik-a.turso.io']);
    expect(seen.map((c) => c.wholeSite)).toEqual([false, false, true]);
    expect(made[1]?.options.siteUrl).toBe('https://www.optik-a.ch');
  });

  it('closes the least recently used site beyond its limit', async () => {
    const { post, closed, made } = harness(writeHome, { maxOpenRenderers: 2 });
    for (const id of ['optik-a', 'optik-b', 'optik-a', 'optik-c'])
      expect((await post(jobFor(id))).status).toBe(200);
    expect(closed).toEqual(['libsql://optik-b.turso.io']);
    expect((await post(jobFor('optik-b'))).status).toBe(200);
    expect(closed).toEqual(['libsql://optik-b.turso.io', 'libsql://optik-a.turso.io']);
    expect(made.map((m) => m.siteId)).toEqual(['optik-a', 'optik-b', 'optik-c', 'optik-b']);
  });

  it('runs the jobs of one site one after another, other sites meanwhile', async () => {
    const gates = new Map<string, ReturnType<typeof gate>>();
    const { post, events } = harness(async (siteId, published, output) => {
      const g = gates.get(`${siteId} ${published.pageIds[0]}`);
      if (g) await g.opened;
      await writeHome(siteId, published, output);
    });
    for (const key of ['optik-a first', 'optik-a second', 'optik-b first']) gates.set(key, gate());
    const a1 = post(jobFor('optik-a', { change: change({ pageIds: ['first'] }) }));
    const a2 = post(jobFor('optik-a', { change: change({ pageIds: ['second'] }) }));
    const b1 = post(jobFor('optik-b', { change: change({ pageIds: ['first'] }) }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(events).toEqual(['start optik-a', 'start optik-b']);
    gates.get('optik-b first')?.open();
    expect((await b1).status).toBe(200);
    gates.get('optik-a second')?.open(); // opened early: it must still wait for the first
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(events).toEqual(['start optik-a', 'start optik-b', 'end optik-b']);
    gates.get('optik-a first')?.open();
    expect((await a1).status).toBe(200);
    expect((await a2).status).toBe(200);
    expect(events).toEqual([
      'start optik-a',
      'start optik-b',
      'end optik-b',
      'end optik-a',
      'start optik-a',
      'end optik-a',
    ]);
  });

  it('answers 500 with a log line when rendering fails, and the next job renders again', async () => {
    let failing = true;
    const { post, logs, pages } = harness(async (siteId, published, output) => {
      if (failing) throw new Error('entry.mjs exploded');
      await writeHome(siteId, published, output);
    });
    const response = await post(jobFor('optik-a'));
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ success: false, error: { code: 'internal_error' } });
    expect(logs).toContain('optik-a: render failed: entry.mjs exploded');
    failing = false;
    expect((await post(jobFor('optik-a'))).status).toBe(200);
    expect(pages.textOf('sites/optik-a/client/de/index.html')).toBe('optik-a: page-home');
  });

  it('answers 500 when the database does not open, and opens it again next time', async () => {
    let attempts = 0;
    const { post, logs } = harness(writeHome, {
      openSiteDb: async () => {
        attempts++;
        if (attempts === 1) throw new Error('SERVER_ERROR: 401 Unauthorized');
        return { db: {} as Db, close: () => {} };
      },
    });
    expect((await post(jobFor('optik-a'))).status).toBe(500);
    expect(logs).toContain('optik-a: render failed: SERVER_ERROR: 401 Unauthorized');
    expect((await post(jobFor('optik-a'))).status).toBe(200);
    expect(attempts).toBe(2);
  });

  it("never writes outside the site's prefix: a stray file fails the job and touches nothing", async () => {
    const { post, pages, logs } = harness(async (_siteId, _published, output) => {
      await output.write('../../optik-b/client/de/index.html', new TextEncoder().encode('hijacked'));
    });
    expect((await post(jobFor('optik-a'))).status).toBe(500);
    expect(pages.objects.size).toBe(0);
    expect(logs.some((l) => l.includes('refusing to write outside sites/optik-a/'))).toBe(true);
  });
});

describe('render service: a Worker publish over HTTP', { timeout: 60_000 }, () => {
  let dir: string;
  let server: ServerType;
  let url: string;
  let databaseUrl: string;
  const pages = fakePagesBucket({ 'sites/optik-a/client/de/alt/index.html': 'old page' });
  const logs: string[] = [];
  let service: ReturnType<typeof createRenderServiceApp>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lunette-render-service-'));
    databaseUrl = `file:${join(dir, 'optik-a.db')}`;
    const handle = await openDb(databaseUrl);
    await migrateDb(handle.db);
    await seedDemoSite(handle.db);
    handle.client.close();
    // A stand-in for the build's server bundle: answers every internal render with what it was given.
    await mkdir(join(dir, 'dist', 'server'), { recursive: true });
    await writeFile(
      join(dir, 'dist', 'server', 'entry.mjs'),
      `export async function handler(req, res, next, locals) {
        const given = locals.lunetteInternalRender;
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<p>' + req.url + ' ' + given.siteUrl + ' ' + given.site.pages.length + ' pages</p>');
      }\n`,
    );
    service = createRenderServiceApp({
      token: TOKEN,
      bundleDir: join(dir, 'dist'),
      outputFor: (siteId) => r2PagesOutput(pages.bucket, siteId),
      log: (message) => logs.push(message),
    });
    server = await new Promise<ServerType>((resolve) => {
      const listening = serve({ fetch: service.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(listening),
      );
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/render`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await service?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("publishes a new site whole, then one page, with the pages written under the site's prefix", async () => {
    const client = httpRenderService({ url, token: TOKEN });
    const job = (published: PublishedChange): RenderJob => ({
      event: 'lunette.render',
      siteId: 'optik-a',
      databaseUrl,
      siteUrl: 'https://optik-a.example',
      change: published,
    });
    await client.render(job(change({ wholeSite: true })));
    const keys = [...pages.objects.keys()];
    expect(keys.every((k) => k.startsWith('sites/optik-a/'))).toBe(true);
    expect(keys.length).toBeGreaterThan(20);
    const home = pages.textOf('sites/optik-a/client/de/index.html') ?? '';
    expect(home).toMatch(/^<p>\/\S+\/de\/\S* https:\/\/optik-a\.example \d+ pages<\/p>$/);
    expect(pages.objects.get('sites/optik-a/client/de/index.html')?.contentType).toBe(
      'text/html; charset=utf-8',
    );
    expect(pages.textOf('sites/optik-a/client/robots.txt')).toContain('https://optik-a.example/sitemap.xml');

    pages.log.length = 0;
    await client.render(job(change({ pageIds: [PAGE.home], removedPaths: ['/de/alt'] })));
    expect(pages.textOf('sites/optik-a/client/de/alt/index.html')).toBeUndefined();
    const written = pages.log.filter((l) => l.startsWith('put ')).map((l) => l.slice(4));
    expect(written).toContain('sites/optik-a/client/de/index.html');
    expect(written).toContain('sites/optik-a/client/en/index.html');
    // Only the start page, its 404s and the sitemaps: not the whole site again.
    expect(written.length).toBeLessThan(10);
    expect(logs.some((l) => /^optik-a: rendered \d+, removed 1 in \d+ ms$/.test(l))).toBe(true);

    await expect(httpRenderService({ url, token: 'x'.repeat(40) }).render(job(change()))).rejects.toThrow(
      'the render service answered 403',
    );
  });
});
