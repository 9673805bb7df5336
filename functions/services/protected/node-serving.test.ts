/**
 * Protected pages on the embedded Node server, end to end over `app.request()`: the password set
 * through the page save is stored hashed; without a pass, no path (each locale's page path, the
 * id alias, the folder file, the 404 fallback, the API, the public folder a search index reads)
 * gives the page's HTML or text; a wrong password shows the form with its error; attempts are
 * rate-limited; the right password gives a pass for that page only, which a password change ends.
 */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../../db/client.ts';
import { migrateDb } from '../../../db/migrate.ts';
import { pages } from '../../../db/schema.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import { seedDemoSite } from '../../../db/seed/index.ts';
import { loadSite } from '../../../db/snapshot.ts';
import { PASSWORD_MARKER } from '../../../src/lib/protected-pages.ts';
import { sitemapEntries } from '../../../src/lib/sitemap.ts';
import { nodeClientAddress, parseTrustedProxies } from '../../auth/client-ip.ts';
import { createNodeApp, nodeClientIp } from '../../node.ts';
import { createRateLimiter } from '../../rate-limit.ts';
import { fakeAuth } from '../../routes/editor/test-support.ts';
import { protectedRouteFiles, moveProtectedFiles } from './build-output.ts';
import { isPagePasswordHash } from './password-hash.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const A = PAGE.teamAnna; // a collection item: /de/team/anna-sonnenberg and the id alias
const B = PAGE.gallery; // /de/galerie, /en/gallery
const SECRET_TEXT = 'Nur für Eingeweihte';

let dir: string;
let dist: string;
let handle: DbHandle;
let app: ReturnType<typeof createNodeApp>;
let perClient = createRateLimiter({ limit: 100, windowMs: 60_000 });

async function api(path: string, body?: unknown) {
  const res = await app.request(`/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-test-editor': '1', origin: 'http://localhost', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, text: await res.text() };
}

/** Saves a page password through the editor API and publishes the page. */
async function setPassword(pageId: string, password: string | null) {
  const [row] = await handle.db.select().from(pages).where(eq(pages.id, pageId));
  const save = await api('/data', {
    itemType: 'page',
    pageId,
    baseRevision: row?.revision,
    data: { options: { password } },
  });
  expect(save.status, save.text).toBe(200);
  expect((await api('/page/publish', { id: pageId })).status).toBe(200);
}

/** What the build does: every route into the public folder, then protected ones moved out. */
async function build() {
  const site = await loadSite(handle.db, 'published');
  const client = join(dist, 'client');
  await rm(client, { recursive: true, force: true });
  const files: [string, string][] = [
    ['de/index.html', '<h1>Willkommen</h1>'],
    ['de/404.html', '<h1>Seite nicht gefunden</h1>'],
    ['en/404.html', '<h1>Page not found</h1>'],
    ['de/team/anna-sonnenberg/index.html', `<h1>Anna de</h1><p>${SECRET_TEXT}</p>`],
    ['en/team/anna-sonnenberg/index.html', `<h1>Anna en</h1><p>${SECRET_TEXT}</p>`],
    [`de/team/${A}/index.html`, `<h1>Anna alias</h1><p>${SECRET_TEXT}</p>`],
    [`en/team/${A}/index.html`, `<h1>Anna alias en</h1><p>${SECRET_TEXT}</p>`],
    ['de/galerie/index.html', `<h1>Galerie</h1><p>${SECRET_TEXT}</p>`],
    ['en/gallery/index.html', `<h1>Gallery</h1><p>${SECRET_TEXT}</p>`],
  ];
  for (const [path, body] of files) {
    await mkdir(join(client, path, '..'), { recursive: true });
    await writeFile(join(client, path), body);
  }
  await moveProtectedFiles(client, protectedRouteFiles(site.pages));
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Posts the password form as a browser does (with its length). */
const post = (path: string, password: string, headers: Record<string, string> = {}) => {
  const body = new URLSearchParams({ password }).toString();
  return app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(new TextEncoder().encode(body).length),
      ...headers,
    },
    body,
  });
};

/** The pass cookies a correct password answer sets, as one Cookie header. */
function passOf(res: Response): string {
  const cookies = res.headers.getSetCookie();
  return [...new Set(cookies.map((c) => c.split(';')[0]))].join('; ');
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-protected-'));
  dist = join(dir, 'dist');
  handle = await openDb(`file:${join(dir, 'test.db')}`);
  await migrateDb(handle.db);
  await seedDemoSite(handle.db);
  app = createNodeApp({
    db: handle.db,
    distDir: dist,
    mediaDir: join(dir, 'media'),
    services: { auth: fakeAuth },
    protectedPages: {
      secret: SECRET,
      secure: false,
      limits: {
        perClient: { hit: (key) => perClient.hit(key) },
        perClientPage: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
      },
    },
  });
  await setPassword(A, 'Brille-Geheim-7');
  await setPassword(B, 'Mondschein-42');
  await build();
}, 30_000);

afterAll(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the stored password', () => {
  it('is a hash on both sides, never the plain text', async () => {
    const [row] = await handle.db.select().from(pages).where(eq(pages.id, A));
    expect(isPagePasswordHash(row?.meta.password ?? '')).toBe(true);
    expect(row?.publishedMeta?.password).toBe(row?.meta.password);
    expect(JSON.stringify(row)).not.toContain('Brille-Geheim-7');
  });
  it('shows as a marker to the editor, and is kept when the marker is saved back', async () => {
    const draft = await api(`/page/get?id=${A}&includeDrafts=true`);
    expect(draft.status).toBe(200);
    const body = JSON.parse(draft.text) as { data: { page: { meta: { password: string } } } };
    expect(body.data.page.meta.password).toBe(PASSWORD_MARKER);
    expect(draft.text).not.toContain('pbkdf2');
    const [before] = await handle.db.select().from(pages).where(eq(pages.id, A));
    const save = await api('/data', {
      itemType: 'page',
      pageId: A,
      baseRevision: before?.revision,
      data: { options: { password: PASSWORD_MARKER } },
    });
    expect(save.text).not.toContain('pbkdf2');
    const [after] = await handle.db.select().from(pages).where(eq(pages.id, A));
    expect(after?.meta.password).toBe(before?.meta.password);
  });
});

describe('without the password', () => {
  const paths = [
    '/de/team/anna-sonnenberg',
    '/de/team/anna-sonnenberg/',
    '/en/team/anna-sonnenberg',
    `/de/team/${A}`,
    `/en/team/${A}`,
    '/de/galerie',
    '/en/gallery',
  ];
  it('every path of the page answers the password form in its locale, never the page', async () => {
    for (const path of paths) {
      const res = await app.request(path);
      const html = await res.text();
      expect(res.status, path).toBe(403);
      expect(html, path).not.toContain(SECRET_TEXT);
      expect(html).toContain(path.startsWith('/de/') ? 'Geschützte Seite' : 'Protected page');
      expect(html).toContain('name="password"');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-robots-tag')).toContain('noindex');
    }
    const head = await app.request('/de/galerie', { method: 'HEAD' });
    expect(head.status).toBe(403);
  });
  it('no file path and no 404 fallback gives the page', async () => {
    for (const path of [
      '/de/team/anna-sonnenberg/index.html',
      '/protected/de/team/anna-sonnenberg/index.html',
      '/../protected/de/galerie/index.html',
      '/de/galerie/..%2f..%2f..%2fprotected/de/galerie/index.html',
      '/de/nicht-da',
      '/de/%67alerie/index.html',
    ]) {
      const res = await app.request(path);
      expect(await res.text(), path).not.toContain(SECRET_TEXT);
      expect([403, 404], path).toContain(res.status);
    }
  });
  it('the public folder (what a search index reads) holds no protected HTML', async () => {
    for (const file of await filesUnder(join(dist, 'client')))
      expect(await readFile(file, 'utf8'), file).not.toContain(SECRET_TEXT);
    expect(await filesUnder(join(dist, 'protected'))).toHaveLength(6);
    const left = await readdir(join(dist, 'client', 'de'), { recursive: true });
    expect(left.filter((p) => p.includes('galerie') || p.includes('anna-sonnenberg'))).toEqual([]);
  });
  it('the sitemap leaves protected pages out', async () => {
    const site = await loadSite(handle.db, 'published');
    for (const locale of ['de', 'en'] as const) {
      const locs = sitemapEntries(site.pages, locale, 'https://optik.example').map((e) => e.loc);
      expect(locs.some((l) => l.includes('anna-sonnenberg') || l.includes('gal'))).toBe(false);
      expect(locs.length).toBeGreaterThan(3);
    }
  });
  it('no public API answer carries the page text, the password or its hash', async () => {
    const site = await loadSite(handle.db, 'published');
    const page = site.pages.find((p) => p.id === A);
    const hash = page?.meta.password ?? '';
    expect(hash).toMatch(/^pbkdf2/u);
    const text = JSON.stringify(page?.groups ?? []).match(/"text":"([^"]{40,})"/u)?.[1];
    expect(text).toBeDefined();
    const publicCalls = [
      `/page/get?id=${A}`,
      '/page/get?locale=de&slug=team/anna-sonnenberg',
      `/page/get?locale=en&slug=team/${A}`,
      `/page/info?id=${A}`,
      `/page/info?id=${A}&lang=en`,
      `/page/info?id=${B}`,
      '/navigation?locale=de',
      '/navigation?locale=en',
      '/settings',
      '/health',
    ];
    for (const path of publicCalls) {
      const res = await app.request(`/api/v1${path}`);
      const body = await res.text();
      expect(body, path).not.toContain(hash.split('$')[3] ?? 'x');
      expect(body, path).not.toContain('pbkdf2');
      expect(body, path).not.toContain('Brille-Geheim-7');
      expect(body, path).not.toContain(text ?? 'x');
      expect(body, path).not.toMatch(/"password"/u);
    }
    expect((await app.request(`/api/v1/page/get?id=${A}`)).status).toBe(403);
    expect((await app.request(`/api/v1/page/get?id=${PAGE.teamMarco}`)).status).toBe(200);
  });
});

describe('entering the password', () => {
  it('a wrong password shows the form with its error', async () => {
    const res = await post('/de/galerie', 'Brille-Geheim-7');
    const html = await res.text();
    expect(res.status).toBe(403);
    expect(html).toContain('Das Passwort ist falsch');
    expect(html).not.toContain(SECRET_TEXT);
    expect(res.headers.get('set-cookie')).toBeNull();
    const en = await post('/en/gallery', '');
    expect(await en.text()).toContain('The password is not correct');
  });
  it('a post without its length, or too long, is no password', async () => {
    const res = await app.request('/de/galerie', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'password=Mondschein-42',
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
    const long = await post('/de/galerie', `Mondschein-42${' '.repeat(5000)}`);
    expect(long.status).toBe(403);
  });
  it('a post from another site is refused', async () => {
    const res = await post('/de/galerie', 'Mondschein-42', { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
  it('the right password gives a pass for every path of that page only', async () => {
    const res = await post('/en/team/anna-sonnenberg', 'Brille-Geheim-7');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/team/anna-sonnenberg');
    const cookies = res.headers.getSetCookie();
    expect(cookies.map((c) => /Path=([^;]+)/u.exec(c)?.[1]).sort()).toEqual(
      ['/de/team/anna-sonnenberg', '/en/team/anna-sonnenberg', `/de/team/${A}`, `/en/team/${A}`].sort(),
    );
    for (const cookie of cookies) expect(cookie).toMatch(/HttpOnly; SameSite=Lax/u);
    const pass = passOf(res);
    for (const path of ['/de/team/anna-sonnenberg', '/en/team/anna-sonnenberg', `/de/team/${A}`]) {
      const page = await app.request(path, { headers: { cookie: pass } });
      expect(page.status, path).toBe(200);
      expect(await page.text()).toContain(SECRET_TEXT);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
    }
    // Page A's pass, even under page B's cookie name, opens nothing of page B.
    const other = await app.request('/de/galerie', { headers: { cookie: pass } });
    expect(other.status).toBe(403);
    const renamed = pass.replaceAll(`lunette_page_${A}`, `lunette_page_${B}`);
    expect((await app.request('/de/galerie', { headers: { cookie: renamed } })).status).toBe(403);
  });
  it('a password change ends every earlier pass', async () => {
    const pass = passOf(await post('/de/galerie', 'Mondschein-42'));
    expect((await app.request('/de/galerie', { headers: { cookie: pass } })).status).toBe(200);
    await setPassword(B, 'Sternenhimmel-9');
    expect((await app.request('/de/galerie', { headers: { cookie: pass } })).status).toBe(403);
    expect((await post('/de/galerie', 'Mondschein-42')).status).toBe(403);
    expect((await post('/de/galerie', 'Sternenhimmel-9')).status).toBe(303);
  });
  it('too many attempts from one client are refused, the right password too', async () => {
    perClient = createRateLimiter({ limit: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) expect((await post('/de/galerie', `falsch${i}`)).status).toBe(403);
    const limited = await post('/de/galerie', 'Sternenhimmel-9');
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Zu viele Versuche');
    expect(limited.headers.get('set-cookie')).toBeNull();
    const en = await post('/en/gallery', 'Sternenhimmel-9');
    expect(await en.text()).toContain('Too many attempts');
    perClient = createRateLimiter({ limit: 100, windowMs: 60_000 });
  });
  it('removing the password makes the page public again (after the next build)', async () => {
    await setPassword(B, '');
    const [row] = await handle.db.select().from(pages).where(eq(pages.id, B));
    expect(row?.publishedMeta?.password ?? null).toBeNull();
    // Until rebuilt, the leftover protected file is never shown: the 404 page answers.
    const stale = await app.request('/de/galerie');
    expect(await stale.text()).not.toContain(SECRET_TEXT);
    await build();
    const res = await app.request('/de/galerie');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(SECRET_TEXT);
    expect((await app.request(`/api/v1/page/get?id=${B}`)).status).toBe(200);
  });
});

describe('who a client is at the door', () => {
  /** The server as `npm start` runs it: the API's client address, TRUSTED_PROXIES, default limits. */
  const server = (trusted: string) =>
    createNodeApp({
      db: handle.db,
      distDir: dist,
      mediaDir: join(dir, 'media'),
      services: {
        auth: fakeAuth,
        clientAddress: nodeClientAddress(nodeClientIp, parseTrustedProxies(trusted)),
      },
      protectedPages: { secret: SECRET, secure: false },
    });
  /** A password post over a socket from `peer`, which forwards `forwardedFor`. */
  const attempt = (
    site: ReturnType<typeof createNodeApp>,
    peer: string,
    forwardedFor: string,
    password: string,
  ) => {
    const body = new URLSearchParams({ password }).toString();
    return site.request(
      '/de/team/anna-sonnenberg',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(body.length),
          'x-forwarded-for': forwardedFor,
        },
        body,
      },
      { incoming: { socket: { remoteAddress: peer } } },
    );
  };

  it('behind a trusted proxy is the forwarded client: others behind it are never refused', async () => {
    const proxied = server('127.0.0.1');
    for (let i = 0; i < 12; i++) await attempt(proxied, '127.0.0.1', '198.51.100.1', `falsch${i}`);
    expect((await attempt(proxied, '127.0.0.1', '198.51.100.1', 'Brille-Geheim-7')).status).toBe(429);
    expect((await attempt(proxied, '127.0.0.1', '198.51.100.2', 'Brille-Geheim-7')).status).toBe(303);
  });
  it('without trusted proxies is the socket, whatever it forwards', async () => {
    const direct = server('');
    for (let i = 0; i < 12; i++) await attempt(direct, '192.0.2.44', `198.51.100.${i}`, `falsch${i}`);
    expect((await attempt(direct, '192.0.2.44', '198.51.100.99', 'Brille-Geheim-7')).status).toBe(429);
    expect((await attempt(direct, '192.0.2.45', '198.51.100.99', 'Brille-Geheim-7')).status).toBe(303);
  });
});
