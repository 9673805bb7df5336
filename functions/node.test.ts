/**
 * The embedded server: redirects, static files, translated 404s, API mount, and the development
 * mailbox /dev/mail (temp dist + seeded db).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { seedDemoSite } from '../db/seed/index.ts';
import { editorDictionary } from '../src/i18n/editor.ts';
import { createNodeApp, isLoopback } from './node.ts';
import { createEmlFileTransport } from './services/mail/nodemailer-transports.ts';

let dir: string;
let handle: DbHandle;
let app: ReturnType<typeof createNodeApp>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-node-'));
  const dist = join(dir, 'dist');
  for (const [path, body] of [
    ['de/index.html', '<h1>Willkommen</h1>'],
    ['de/404.html', '<h1>Seite nicht gefunden</h1>'],
    ['en/404.html', '<h1>Page not found</h1>'],
    ['_astro/app.abc123.css', 'body{}'],
  ] as const) {
    await mkdir(join(dist, 'client', path, '..'), { recursive: true });
    await writeFile(join(dist, 'client', path), body);
  }
  handle = await openDb(`file:${join(dir, 'test.db')}`);
  await migrateDb(handle.db);
  await seedDemoSite(handle.db);
  app = createNodeApp({ db: handle.db, distDir: dist, mediaDir: join(dir, 'media') });
});

afterAll(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

describe('embedded server', () => {
  it('redirects / to the German site', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/de/');
  });
  it('serves directory index pages with revalidation, assets as immutable', async () => {
    const page = await app.request('/de/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Willkommen');
    expect(page.headers.get('cache-control')).toContain('must-revalidate');
    const asset = await app.request('/_astro/app.abc123.css');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });
  it('redirects reserved tilde slugs to the role page', async () => {
    const res = await app.request('/en/~contact');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/en\/[a-z-]+$/);
  });
  it("answers unknown pages with the locale's 404 page", async () => {
    const de = await app.request('/de/gibt-es-nicht');
    expect(de.status).toBe(404);
    expect(await de.text()).toContain('Seite nicht gefunden');
    const en = await app.request('/en/nope/deeper');
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('Page not found');
    const unknownTilde = await app.request('/de/~nothing');
    expect(unknownTilde.status).toBe(404);
  });
  it('never serves files outside dist', async () => {
    const res = await app.request('/..%2f..%2fpackage.json');
    expect(res.status).toBe(404);
  });
  it('mounts the API', async () => {
    expect((await app.request('/api/v1/health')).status).toBe(200);
    const missing = await app.request('/api/v1/unknown');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false });
  });
});

describe('/dev/mail', () => {
  const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
  let devApp: ReturnType<typeof createNodeApp>;
  beforeAll(async () => {
    const mailDir = join(dir, 'outbox');
    devApp = createNodeApp({
      db: handle.db,
      distDir: join(dir, 'dist'),
      mediaDir: join(dir, 'media'),
      devMail: { dir: mailDir },
    });
    const transport = (at: string) => createEmlFileTransport({ dir: mailDir, now: () => new Date(at) });
    await transport('2026-11-22T09:00:00Z').send({
      to: 'Anna Muster <anna@example.ch>',
      from: 'Optik Sonnenberg <noreply@optik-sonnenberg.ch>',
      subject: 'Ältere Nachricht',
      text: 'Erste',
      messageId: '<mail-old@optik-sonnenberg.ch>',
    });
    await transport('2026-11-22T10:00:00Z').send({
      to: 'termine@optik-sonnenberg.ch',
      from: 'Optik Sonnenberg <noreply@optik-sonnenberg.ch>',
      replyTo: 'anna@example.ch',
      subject: 'Neue Anfrage <script>alert(1)</script>',
      text: 'Grüezi\n<b>fett</b>',
      messageId: '<mail-new@optik-sonnenberg.ch>',
    });
  });

  it('lists the written messages, newest first, escaped, in German or French', async () => {
    const res = await devApp.request('/dev/mail', {}, from('127.0.0.1'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await res.text();
    const t = editorDictionary('de');
    expect(page).toContain(t.devMailTitle);
    expect(page.indexOf('mail-new@')).toBeLessThan(page.indexOf('mail-old@'));
    expect(page).toContain('Neue Anfrage &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;b&gt;fett&lt;/b&gt;');
    expect(page).toContain('Anna Muster &lt;anna@example.ch&gt;');
    const date = new Intl.DateTimeFormat('de-CH', {
      dateStyle: 'full',
      timeStyle: 'medium',
      timeZone: 'Europe/Zurich',
    }).format(new Date('2026-11-22T10:00:00Z'));
    expect(page).toContain(date);
    const fr = await devApp.request('/dev/mail', { headers: { 'accept-language': 'fr-CH' } }, from('::1'));
    expect(await fr.text()).toContain(editorDictionary('fr').devMailTitle);
  });

  it('answers only requests from this machine', async () => {
    expect((await devApp.request('/dev/mail', {}, from('192.0.2.10'))).status).toBe(404);
    expect((await devApp.request('/dev/mail')).status).toBe(404);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('10.0.0.1')).toBe(false);
  });

  it('does not exist without the local mail default (production, SMTP)', async () => {
    expect((await app.request('/dev/mail', {}, from('127.0.0.1'))).status).toBe(404);
  });
});
