/**
 * The single-site Worker in its real runtime: built as `npm run deploy` builds it and run in
 * workerd (tests/fixtures/workerd.ts) with Miniflare's local R2, KV, Images and Cache API, over a
 * seeded libSQL database reached by HTTP (tests/fixtures/hrana-server.ts, the protocol Turso
 * speaks) and a fake mail provider on 127.0.0.1. Its boot proves the import graph does no I/O,
 * randomness or timers at module scope (workerd refuses them). Pages are rendered by the Worker
 * (docs/decisions/0014-the-edge.md): both locales, every image, a cached view that asks the
 * database nothing, a contact request reaching the outbox and the mail provider, an editor's
 * sign-in (by API and through the login page in Chromium), a save, an SVG upload sanitised in
 * workerd, publish -> live, a scheduled publish run by the Cron Trigger, a protected page behind its password, the game config, site search,
 * and writes refused with a translated 503 while the database is unreachable.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cookieHeaderFrom } from '../../functions/auth/testing.ts';
import { validContactRequest } from '../fixtures/contact-request.ts';
import { startFakeJsonServer, type FakeJsonServer } from '../fixtures/fake-json-server.ts';
import { startHranaServer, type HranaServer } from '../fixtures/hrana-server.ts';
import { homeTitleSave, imageUrls } from '../fixtures/page-images.ts';
import { waitFor } from '../fixtures/net.ts';
import { startWorkerd, type WorkerdRun } from '../fixtures/workerd.ts';
import { editorDictionary } from '../../src/i18n/editor.ts';
import { brokenImages, launchBrowser, type BrowserSession } from './browser.ts';

const ADMIN = { email: 'edge-admin@optik-sonnenberg.test', password: 'Edge-Worker-2026-test' };
const AUTH_SECRET = 'workerd-test-secret-not-for-production-0123456789';

/** Runs a project script under this Node with extra environment; rejects with its output. */
export function runScript(script: string, env: Record<string, string>): Promise<void> {
  return new Promise((done, fail) => {
    let out = '';
    const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: 'pipe' });
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${script} exited ${code}: ${out}`))));
  });
}

let dir: string;
let database: HranaServer;
let mail: FakeJsonServer;
let worker: WorkerdRun;
let dbFile: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-workerd-'));
  dbFile = join(dir, 'site.db');
  // The same seed and migrations as every deployment, then the first admin (scripts/create-admin.ts).
  await runScript('db/seed/cli.ts', { DATABASE_URL: `file:${dbFile}` });
  await runScript('scripts/create-admin.ts', {
    DATABASE_URL: `file:${dbFile}`,
    LUNETTE_ADMIN_EMAIL: ADMIN.email,
    LUNETTE_ADMIN_PASSWORD: ADMIN.password,
  });
  database = await startHranaServer({ file: dbFile, authToken: 'site-token' });
  mail = await startFakeJsonServer({ json: { id: 'sent' } });
  worker = await startWorkerd({
    distDir: inject('distDir'),
    stateDir: join(dir, 'state'),
    vars: {
      DATABASE_URL: database.url,
      DATABASE_AUTH_TOKEN: 'site-token',
      AUTH_SECRET,
      MAIL_API_KEY: 'mail-key',
      MAIL_API_URL: `${mail.url}/emails`,
      MAIL_FROM: 'Optik Sonnenberg <noreply@optik-sonnenberg.test>',
      PUBLIC_PARTYKIT_HOST: 'lunette-golf.example.partykit.dev',
    },
  });
}, 180_000);

afterAll(async () => {
  await worker?.stop();
  await database?.close();
  await mail?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) =>
  fetch(`${worker.url}${path}`, { redirect: 'manual', ...init });

/** A row's revision, read from the database file itself. */
function revisionOf(table: 'fields' | 'pages', id: string): number {
  const db = new Database(dbFile, { readonly: true });
  try {
    const row = db.prepare(`SELECT revision FROM ${table} WHERE id = ?`).get(id) as { revision: number };
    return Number(row.revision);
  } finally {
    db.close();
  }
}
const fieldRevision = (id: string) => revisionOf('fields', id);

let cookie = '';
const editorHeaders = () => ({ 'content-type': 'application/json', origin: worker.url, cookie });

/** Publishes a page through the API; the answer's data. */
async function publish(pageId: string): Promise<{ live: boolean }> {
  const response = await get('/api/v1/page/publish', {
    method: 'POST',
    headers: editorHeaders(),
    body: JSON.stringify({ id: pageId }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: { live: boolean } }).data;
}

describe('the single-site Worker in workerd', () => {
  it('serves both locales and the 404 page', async () => {
    const de = await get('/de/');
    expect(de.status).toBe(200);
    expect(await de.text()).toContain('<html lang="de"');
    // The booking frame's reachability check may ask the widget's origin, named by the page itself.
    expect(de.headers.get('content-security-policy')).toMatch(
      /connect-src [^;]*https:\/\/booking\.example\.invalid/u,
    );
    const en = await get('/en/');
    expect(en.status).toBe(200);
    expect(await en.text()).toContain('<html lang="en"');
    expect((await get('/')).headers.get('location')).toMatch(/\/de\/$/u);
    const missing = await get('/en/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<html lang="en"');
  });

  it('answers every image of the home page from R2 through the Images binding', async () => {
    const urls = imageUrls(await (await get('/de/')).text());
    expect(urls.filter((url) => url.startsWith('/_img/')).length).toBeGreaterThan(5);
    const failed: string[] = [];
    for (const url of urls) {
      const response = await get(url);
      await response.arrayBuffer();
      // An AVIF not made yet redirects to its WebP (docs/decisions/0009-image-variants.md).
      if (response.status !== 200 && response.status !== 302) failed.push(`${response.status} ${url}`);
    }
    expect(failed).toEqual([]);
    const avif = urls.find((url) => url.endsWith('.avif'));
    if (avif) {
      const response = await get(avif);
      expect([200, 302]).toContain(response.status);
    }
  });

  it('stores a contact request in the outbox and the mail reaches the provider', async () => {
    const response = await get('/api/v1/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: worker.url, 'cf-connecting-ip': '203.0.113.7' },
      body: JSON.stringify(validContactRequest({ nachname: 'Workerd' })),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const db = new Database(dbFile, { readonly: true });
    try {
      const rows = db.prepare("SELECT count(*) AS n FROM outbox WHERE body LIKE '%Workerd%'").get() as {
        n: number;
      };
      expect(rows.n).toBeGreaterThan(0);
    } finally {
      db.close();
    }
    await waitFor(async () => mail.requests.some((r) => r.url === '/emails'), 20_000);
    expect(mail.requests[0]!.headers.authorization).toBe('Bearer mail-key');
  });

  it('signs an editor in and saves a field', async () => {
    const signIn = await get('/api/v1/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: worker.url, 'cf-connecting-ip': '203.0.113.9' },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    cookie = cookieHeaderFrom(signIn);
    expect(cookie).toContain('=');
    const headers = editorHeaders();
    const save = await get('/api/v1/data', {
      method: 'POST',
      headers,
      body: JSON.stringify(
        homeTitleSave('Am Rand der Welt gespeichert', fieldRevision('field-home-cta-title')),
      ),
    });
    expect(save.status, await save.clone().text()).toBe(200);
    expect(fieldRevision('field-home-cta-title')).toBeGreaterThan(0);
    // Saved is not published: visitors still see the old text.
    expect(await (await get('/de/')).text()).not.toContain('Am Rand der Welt gespeichert');
  });

  it('takes an SVG upload through the editor API, stored without its script', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12" onload="alert(1)">' +
      '<script>alert(2)</script><rect width="10" height="12" fill="#c00"/><circle cx="18" cy="6" r="5"/></svg>';
    const bytes = new TextEncoder().encode(svg);
    // The editor's three steps (src/editor/media/media-api.ts): directUpload, PUT, createEntry.
    const started = await get('/api/v1/media/directUpload', {
      method: 'POST',
      headers: editorHeaders(),
      body: JSON.stringify({ mediaType: 'image', fileName: 'logo.svg', fileSize: bytes.byteLength }),
    });
    expect(started.status, await started.clone().text()).toBe(200);
    const { url, id } = ((await started.json()) as { data: { url: string; id: string } }).data;
    const put = await get(url, {
      method: 'PUT',
      headers: { ...editorHeaders(), 'content-type': 'image/svg+xml' },
      body: bytes,
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const created = await get('/api/v1/media/createEntry', {
      method: 'POST',
      headers: editorHeaders(),
      body: JSON.stringify({ uploadId: id }),
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const { media } = ((await created.json()) as { data: { media: Record<string, unknown> } }).data;
    expect(media).toMatchObject({ mimeType: 'image/svg+xml', resolution: { width: 24, height: 12 } });

    const stored = await get(String(media['publicUrl']));
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toMatch(/^image\/svg\+xml/u);
    expect(stored.headers.get('content-security-policy')).toContain('sandbox');
    const text = await stored.text();
    expect(text).not.toMatch(/script|onload|alert/iu);
    expect(text).toContain('<rect width="10" height="12" fill="#c00"/>');
    expect(text).toContain('<circle cx="18" cy="6" r="5"/>');
  });

  it('makes a publish live at the next request, with no build', async () => {
    expect(await publish('page-home')).toMatchObject({ live: true });
    const after = await get('/de/');
    expect(after.headers.get('x-lunette-cache')).toBe('miss');
    expect(await after.text()).toContain('Am Rand der Welt gespeichert');
    const again = await get('/de/');
    expect(again.headers.get('x-lunette-cache')).toBe('hit');
    expect(await again.text()).toContain('Am Rand der Welt gespeichert');
    // The publish also queued the warming of its pages: the English home page is ready before anyone asks.
    await waitFor(async () => worker.output().includes('[jobs] warmed default'), 30_000);
    expect((await get('/en/')).headers.get('x-lunette-cache')).toBe('hit');
  });

  it('publishes a scheduled page when the Cron Trigger runs, with its version', async () => {
    const save = await get('/api/v1/data', {
      method: 'POST',
      headers: editorHeaders(),
      body: JSON.stringify(homeTitleSave('Zur geplanten Zeit', fieldRevision('field-home-cta-title'))),
    });
    expect(save.status, await save.clone().text()).toBe(200);
    // Due a minute ago (the API refuses a past time, so it goes into the database directly).
    const db = new Database(dbFile);
    try {
      db.prepare(
        "INSERT INTO scheduled_publishes (id, page_id, due_at, created_by_name, state) VALUES ('edge-due', 'page-home', ?, 'Edge', 'pending')",
      ).run(new Date(Date.now() - 60_000).toISOString());
    } finally {
      db.close();
    }
    const cron = await get('/cdn-cgi/local/scheduled');
    expect([cron.status, await cron.text()]).toEqual([200, 'ok']);
    const stateOf = () => {
      const read = new Database(dbFile, { readonly: true });
      try {
        return read.prepare("SELECT state FROM scheduled_publishes WHERE id = 'edge-due'").get() as {
          state: string;
        };
      } finally {
        read.close();
      }
    };
    await waitFor(async () => stateOf().state === 'done', 30_000);
    expect(await (await get('/de/')).text()).toContain('Zur geplanten Zeit');
    const versions = new Database(dbFile, { readonly: true });
    try {
      const latest = versions
        .prepare(
          "SELECT published_by_kind AS kind FROM page_versions WHERE page_id = 'page-home' ORDER BY sequence DESC",
        )
        .get() as { kind: string };
      expect(latest.kind).toBe('scheduled');
    } finally {
      versions.close();
    }
    // Back to the text the browser tests below look for.
    const back = await get('/api/v1/data', {
      method: 'POST',
      headers: editorHeaders(),
      body: JSON.stringify(
        homeTitleSave('Am Rand der Welt gespeichert', fieldRevision('field-home-cta-title')),
      ),
    });
    expect(back.status, await back.clone().text()).toBe(200);
    expect(await publish('page-home')).toMatchObject({ live: true });
  });

  it('answers a cached page without asking the database', async () => {
    await (await get('/en/')).text();
    const asked = database.requests();
    const cached = await get('/en/');
    expect(cached.headers.get('x-lunette-cache')).toBe('hit');
    await cached.text();
    expect(database.requests()).toBe(asked);
    const etag = cached.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await get('/en/', { headers: { 'if-none-match': etag! } })).status).toBe(304);
  });

  it('shows a protected page only behind its password, never from the cache', async () => {
    const save = await get('/api/v1/data', {
      method: 'POST',
      headers: editorHeaders(),
      body: JSON.stringify({
        itemType: 'page',
        pageId: 'page-gallery',
        baseRevision: revisionOf('pages', 'page-gallery'),
        data: { options: { password: 'Mondschein-42' } },
      }),
    });
    expect(save.status, await save.clone().text()).toBe(200);
    await publish('page-gallery');
    const form = await get('/de/galerie');
    expect(form.status).toBe(403);
    expect(form.headers.get('cache-control')).toContain('no-store');
    const formHtml = await form.text();
    expect(formHtml).toContain('password');
    expect(formHtml).not.toContain('gallery-01-shelf');
    const right = await get('/de/galerie', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': '22',
        origin: worker.url,
        'cf-connecting-ip': '203.0.113.21',
      },
      body: 'password=Mondschein-42',
    });
    expect(right.status).toBe(303);
    const pass = right.headers.getSetCookie()[0]!.split(';')[0]!;
    const page = await get('/de/galerie', { headers: { cookie: pass } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(await page.text()).toContain('gallery-01-shelf');
    // Without the pass, still the form: nothing was cached for the public.
    expect((await get('/de/galerie')).status).toBe(403);
  });

  it('gives the game its room host', async () => {
    const response = await get('/api/v1/game/config');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { partyHost: 'lunette-golf.example.partykit.dev' } });
  });

  it('keeps serving cached pages while the database is unreachable and refuses writes with a clear 503', async () => {
    await (await get('/de/kontakt')).text();
    await database.pause();
    try {
      const page = await get('/de/kontakt');
      expect(page.status).toBe(200);
      await page.text();
      const save = await get('/api/v1/data', {
        method: 'POST',
        headers: editorHeaders(),
        body: JSON.stringify(homeTitleSave('Nie gespeichert', 1)),
      });
      expect(save.status).toBe(503);
      expect(await save.json()).toMatchObject({
        success: false,
        error: { code: 'database_unavailable', message: expect.stringContaining('nichts wurde gespeichert') },
      });
    } finally {
      await database.resume();
    }
    expect(await (await get('/de/')).text()).not.toContain('Nie gespeichert');
  });
});

describe('the single-site Worker in Chromium', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A page that records console errors and CSP violations. */
  async function watchedPage(): Promise<{ page: Page; problems: string[] }> {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    return { page, problems };
  }

  it('shows both locales with their images, islands and no console error', async () => {
    for (const locale of ['de', 'en'] as const) {
      const { page, problems } = await watchedPage();
      await page.goto(`${worker.url}/${locale}/`);
      await page.waitForLoadState('networkidle');
      const broken = await brokenImages(page);
      expect(broken).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  it('finds a page with the site search', async () => {
    const { page, problems } = await watchedPage();
    await page.goto(`${worker.url}/de/suche?searchQuery=Kontaktlinsen`);
    await page.locator('.site-search-results__list a').first().waitFor({ timeout: 20_000 });
    const links = await page
      .locator('.site-search-results__list a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((href) => href.startsWith('/de/'))).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('signs an editor in through the login page and opens the editor', async () => {
    const t = editorDictionary('de');
    const { page, problems } = await watchedPage();
    await page.goto(`${worker.url}/de/login`);
    await page.getByRole('button', { name: t.authSubmit }).and(page.locator(':enabled')).waitFor();
    await page.getByLabel(t.authEmailLabel).fill(ADMIN.email);
    await page.getByLabel(t.authPasswordLabel).fill(ADMIN.password);
    await Promise.all([
      page.waitForURL(/\/de\/edit\//u),
      page.getByRole('button', { name: t.authSubmit }).click(),
    ]);
    // The editor island loads the draft from the Worker's API: the saved text is on the page.
    await page.getByText('Am Rand der Welt gespeichert').first().waitFor({ timeout: 30_000 });
    expect(problems).toEqual([]);
    await page.close();
  });
});
