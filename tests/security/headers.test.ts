/**
 * Security headers on every kind of answer (issue 14, item 4), on the Node server and the Worker:
 * a page, an API answer, a media file, the editor, the login and the unknown-site page carry the
 * Content-Security-Policy, nosniff, the referrer policy, DENY framing, the Permissions-Policy and
 * the Cross-Origin-Opener-Policy (issue 25, item 13); HSTS only when the site
 * is served over https (the Worker on https, Node with LUNETTE_HSTS=1). Every inline script and
 * handler of a served page is allowed by the policy's hashes, never by 'unsafe-inline'.
 * The policy as Chromium enforces it: tests/e2e/csp.test.ts.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExecutionContext } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { createApp } from '../../functions/app.ts';
import { createNodeApp } from '../../functions/node.ts';
import { createPlatformNodeApp, createSiteCache } from '../../functions/platform-node.ts';
import { PERMISSIONS_POLICY } from '../../functions/security-headers.ts';
import { SVG_CSP } from '../../functions/services/media/serve.ts';
import { localMediaStore } from '../../functions/services/media/local-store.ts';
import {
  forgetInlineHashes,
  inlineHashesOfHtml,
  writeInlineHashes,
} from '../../functions/services/static/inline-hashes.ts';
import { createNetworkWorker } from '../../functions/services/platform/worker-network.ts';
import { openPlatformDb } from '../../db/platform/client.ts';
import { createWorker, type Deployment } from '../../functions/worker.ts';
import { fakeAssetsBinding } from '../fixtures/fake-assets-binding.ts';
import { TRACKING_CONNECT_ORIGINS } from '../../src/lib/tracking.ts';

/** A built page as Astro writes it: the island bootstrap inline, the booking frame's handlers. */
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script>(()=>{self.Astro=self.Astro||{};})();</script></head>` +
  `<body><astro-island client="visible"></astro-island>` +
  `<iframe src="https://booking.example.invalid/" onload="this.closest('.booking-frame').dataset.state='loaded'"></iframe>` +
  `<script type="application/ld+json">{"@type":"Optician"}</script></body></html>`;

const PAGES: Record<string, string> = {
  'de/index.html': page('Start'),
  'de/login/index.html': page('Anmelden'),
  'de/edit/index.html': `<!doctype html><title>Editor</title><script>(()=>{var e=async t=>{await(await t())()};})();</script>`,
  'de/404.html': page('Nicht gefunden'),
};

/** The sources of one directive. */
const directive = (policy: string | null, name: string): string[] =>
  (policy ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

/** Expects the headers every answer carries. */
function expectBaseHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  expect(res.headers.get('permissions-policy')).toContain('camera=()');
  expect(res.headers.get('permissions-policy')).toContain('geolocation=(self)');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
}

/** Expects the page policy, allowing exactly this page's inline code by hash. */
async function expectPagePolicy(res: Response) {
  expectBaseHeaders(res);
  const policy = res.headers.get('content-security-policy');
  const scripts = directive(policy, 'script-src');
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  const inline = inlineHashesOfHtml(await res.text());
  expect(inline.scripts.length).toBeGreaterThan(0);
  for (const hash of [...inline.scripts, ...inline.handlers]) expect(scripts).toContain(`'${hash}'`);
  if (inline.handlers.length) expect(scripts).toContain("'unsafe-hashes'");
}

let dir: string;
let handle: DbHandle;
let app: ReturnType<typeof createNodeApp>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-headers-'));
  const client = join(dir, 'dist', 'client');
  for (const [path, html] of Object.entries(PAGES)) {
    await mkdir(join(client, path, '..'), { recursive: true });
    await writeFile(join(client, path), html);
  }
  await writeInlineHashes(client);
  forgetInlineHashes();
  const mediaDir = join(dir, 'media');
  const store = localMediaStore(mediaDir);
  await store.put('uploads/default/library/a.png', new Uint8Array([137, 80, 78, 71]), 'image/png');
  await store.put('uploads/default/library/b.svg', new TextEncoder().encode('<svg/>'), 'image/svg+xml');
  handle = await openDb(`file:${join(dir, 'site.db')}`);
  await migrateDb(handle.db);
  app = createNodeApp({
    db: handle.db,
    distDir: join(dir, 'dist'),
    mediaDir,
    services: { mediaStore: store },
  });
});
afterAll(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

describe('Node server', () => {
  it('sends the page policy with every inline script hashed on a page', async () => {
    const res = await app.request('/de/');
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    await expectPagePolicy(res);
  });
  it('lets pages reach the game rooms beside the site, and nothing else but their origin and the consented tracking', async () => {
    const res = await app.request('http://localhost:4321/de/');
    expect(directive(res.headers.get('content-security-policy'), 'connect-src')).toEqual([
      "'self'",
      'ws://localhost:1999',
      ...TRACKING_CONNECT_ORIGINS,
    ]);
  });
  it('sends the same on the editor, the login and the 404 page', async () => {
    for (const path of ['/de/edit/', '/de/edit/kontakt', '/de/login/', '/de/nirgends']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(path === '/de/nirgends' ? 404 : 200);
      await expectPagePolicy(res);
    }
  });
  it('closes API answers to everything', async () => {
    const res = await app.request('/api/v1/health');
    expectBaseHeaders(res);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const missing = await app.request('/api/v1/nothing-here');
    expect(missing.status).toBe(404);
    expectBaseHeaders(missing);
  });
  it("serves media unsniffed and keeps an SVG's sandbox", async () => {
    const png = await app.request('/media/uploads/default/library/a.png');
    expect(png.status).toBe(200);
    expectBaseHeaders(png);
    const svg = await app.request('/media/uploads/default/library/b.svg');
    expectBaseHeaders(svg);
    expect(svg.headers.get('content-security-policy')).toBe(SVG_CSP);
  });
  it('sends HSTS only when LUNETTE_HSTS=1 says the site is served over https only', async () => {
    process.env['LUNETTE_HSTS'] = '1';
    try {
      const secure = createNodeApp({
        db: handle.db,
        distDir: join(dir, 'dist'),
        mediaDir: join(dir, 'media'),
      });
      expect((await secure.request('/de/')).headers.get('strict-transport-security')).toBe(
        'max-age=31536000',
      );
    } finally {
      delete process.env['LUNETTE_HSTS'];
    }
  });
  it("gives the network router's unknown-site page the headers too", async () => {
    const router = createPlatformNodeApp({
      registry: { siteForHost: async () => null },
      sites: createSiteCache(async () => {
        throw new Error('no site opens here');
      }),
    });
    const res = await router.request('http://unknown.example/de/');
    expect(res.status).toBe(404);
    expectBaseHeaders(res);
    expect(directive(res.headers.get('content-security-policy'), 'frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('Worker', () => {
  const hashes = inlineHashesOfHtml(page('Start'));
  const assets = fakeAssetsBinding({
    '/de/': page('Start'),
    '/de/edit/': PAGES['de/edit/index.html'] ?? '',
    '/de/404.html': page('Nicht gefunden'),
    '/_lunette/inline-hashes.json': JSON.stringify({
      scripts: [...hashes.scripts, ...inlineHashesOfHtml(PAGES['de/edit/index.html'] ?? '').scripts],
      handlers: hashes.handlers,
    }),
  });
  const ctx: ExecutionContext = {
    waitUntil: () => undefined,
    passThroughOnException: () => undefined,
    props: {},
  };
  let worker: ReturnType<typeof createWorker>;
  beforeAll(() => {
    const deployment: Deployment = {
      app: createApp({ db: handle.db }),
      sender: { drainOnce: async () => ({ sent: 0, failed: 0 }) } as unknown as Deployment['sender'],
      takeWake: () => false,
    };
    worker = createWorker(
      () => deployment,
      () => deployment.sender,
    );
  });
  const env = () => ({ ASSETS: assets, PUBLIC_PARTYKIT_HOST: 'golf.lunette.partykit.dev' });

  it('sends the page policy and HSTS on https pages, the editor and the 404 page', async () => {
    for (const path of ['/de/', '/de/edit/seite', '/de/nirgends']) {
      const res = await worker.fetch(new Request(`https://optik.example${path}`), env(), ctx);
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000');
      await expectPagePolicy(res);
    }
    const home = await worker.fetch(new Request('https://optik.example/de/'), env(), ctx);
    expect(directive(home.headers.get('content-security-policy'), 'connect-src')).toContain(
      'wss://golf.lunette.partykit.dev',
    );
  });
  it("names the game rooms beside the site's Host, not beside an absolute URI's host", async () => {
    const res = await worker.fetch(
      new Request('https://evil.example/de/', { headers: { host: 'optik.example' } }),
      { ASSETS: assets },
      ctx,
    );
    const connect = directive(res.headers.get('content-security-policy'), 'connect-src');
    expect(connect).toContain('wss://optik.example:1999');
    expect(connect.join(' ')).not.toContain('evil.example');
  });
  it('closes API answers and sends no HSTS over plain http (wrangler dev)', async () => {
    const res = await worker.fetch(new Request('http://localhost:8787/api/v1/health'), env(), ctx);
    expectBaseHeaders(res);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
  it('serves media with the headers (a missing file too)', async () => {
    const res = await worker.fetch(
      new Request('https://optik.example/media/uploads/default/x/a.svg'),
      env(),
      ctx,
    );
    expect(res.status).toBe(404);
    expectBaseHeaders(res);
    expect(res.headers.get('content-security-policy')).toBe(SVG_CSP);
  });
  it("gives the network Worker's unknown-site page the headers too", async () => {
    const platform = await openPlatformDb(`file:${join(dir, 'platform.db')}`);
    try {
      const network = createNetworkWorker({ openPlatformDb: () => platform.db });
      const env = { ASSETS: assets, PLATFORM_DATABASE_URL: 'libsql://platform.example' };
      const res = await network.fetch(new Request('https://nobody.example/de/'), env, ctx);
      expect(res.status).toBe(404);
      expectBaseHeaders(res);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect(directive(res.headers.get('content-security-policy'), 'frame-ancestors')).toEqual(["'none'"]);
    } finally {
      platform.client.close();
    }
  });
});
