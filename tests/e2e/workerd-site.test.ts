/**
 * The single-site Worker in its real runtime: built as `npm run deploy` builds it and run in
 * workerd (tests/fixtures/workerd.ts) with Miniflare's local R2, Images and Cache, over a seeded
 * libSQL database reached by HTTP (tests/fixtures/hrana-server.ts, the protocol Turso speaks) and
 * a fake mail provider on 127.0.0.1. Its boot proves the import graph does no I/O, randomness or
 * timers at module scope (workerd refuses them).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cookieHeaderFrom } from '../../functions/auth/testing.ts';
import { validContactRequest } from '../fixtures/contact-request.ts';
import { startFakeJsonServer, type FakeJsonServer } from '../fixtures/fake-json-server.ts';
import { startHranaServer, type HranaServer } from '../fixtures/hrana-server.ts';
import { waitFor } from '../fixtures/net.ts';
import { startWorkerd, type WorkerdRun } from '../fixtures/workerd.ts';

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

/** A field's revision, read from the database file itself. */
function fieldRevision(id: string): number {
  const db = new Database(dbFile, { readonly: true });
  try {
    return Number(
      (db.prepare('SELECT revision FROM fields WHERE id = ?').get(id) as { revision: number }).revision,
    );
  } finally {
    db.close();
  }
}

/** Every image URL of a page: `src`, and each candidate of every `srcset`. */
function imageUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [, src] of html.matchAll(/<(?:img|source)[^>]*?\ssrc="([^"]+)"/gu)) urls.add(src!);
  for (const [, set] of html.matchAll(/\ssrcset="([^"]+)"/giu))
    for (const candidate of set!.split(',')) urls.add(candidate.trim().split(/\s+/u)[0]!);
  return [...urls].filter((url) => url.startsWith('/')).map((url) => url.replaceAll('&amp;', '&'));
}

describe('the single-site Worker in workerd', () => {
  it('serves both locales and the 404 page', async () => {
    const de = await get('/de/');
    expect(de.status).toBe(200);
    expect(await de.text()).toContain('<html lang="de"');
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
    const cookie = cookieHeaderFrom(signIn);
    expect(cookie).toContain('=');
    const headers = { 'content-type': 'application/json', origin: worker.url, cookie };
    const save = await get('/api/v1/data', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        itemType: 'field',
        pageId: 'page-home',
        groupId: 'group-home-cta',
        name: 'title',
        baseRevision: fieldRevision('field-home-cta-title'),
        data: { content: { locale: 'de', text: 'Am Rand der Welt gespeichert' } },
      }),
    });
    expect(save.status, await save.clone().text()).toBe(200);
    expect(fieldRevision('field-home-cta-title')).toBeGreaterThan(0);
  });

  it('gives the game its room host', async () => {
    const response = await get('/api/v1/game/config');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { partyHost: 'lunette-golf.example.partykit.dev' } });
  });
});
