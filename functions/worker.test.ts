/**
 * The Workers entry: the static side (redirect of /, assets, the locale's 404 page) and the form
 * mail: a request that stored a submission drains the outbox in `waitUntil`, and the Cron
 * Trigger's `scheduled` handler drains what is still due (over a local libSQL file here).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExecutionContext } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { CONTACT_FORM_GROUP_ID } from '../db/seed/content/contact.ts';
import { seedDemoSite } from '../db/seed/index.ts';
import { emptyContactForm } from '../src/lib/forms/contact.ts';
import { createApp } from './app.ts';
import type { MailMessage } from './services/mail/transport.ts';
import { createOutboxSender } from './services/outbox-sender.ts';
import { fakeImagesBinding } from '../tests/fixtures/fake-images-binding.ts';
import { mediaTestApp, pngBytes, upload } from './routes/editor/media-test-support.ts';
import { cloudflareMediaProcessor } from './services/media/cloudflare-processor.ts';
import { SVG_CSP } from './services/media/serve.ts';
import { memoryMediaStore } from './services/media/store.ts';
import { createWorker, serveAsset, serveStoredMedia, type Deployment, type WorkerEnv } from './worker.ts';
import { fakeAssetsBinding } from '../tests/fixtures/fake-assets-binding.ts';

const files: Record<string, string> = {
  '/de/': 'Startseite',
  '/de/404.html': 'Seite nicht gefunden',
  '/en/404.html': 'Page not found',
};

const assets = fakeAssetsBinding(files);

describe('serveAsset', () => {
  it('redirects / to /de/', async () => {
    const res = await serveAsset(new Request('https://optik.example/'), assets);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://optik.example/de/');
  });
  it('serves existing assets', async () => {
    const res = await serveAsset(new Request('https://optik.example/de/'), assets);
    expect(await res.text()).toBe('Startseite');
  });
  it("falls back to the locale's 404 page with status 404", async () => {
    const en = await serveAsset(new Request('https://optik.example/en/missing'), assets);
    expect(en.status).toBe(404);
    expect(await en.text()).toBe('Page not found');
    const other = await serveAsset(new Request('https://optik.example/xx/missing'), assets);
    expect(await other.text()).toBe('Seite nicht gefunden');
  });
});

describe('form mail on Workers', () => {
  let dir: string;
  let handle: DbHandle;
  const sent: MailMessage[] = [];
  let failing = false;
  let clock = Date.parse('2026-11-22T10:00:00Z');
  const now = () => new Date(clock);
  let deployment: Deployment;
  let opened = 0;
  const env = { DATABASE_URL: 'libsql://test.example', ASSETS: assets } satisfies WorkerEnv;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lunette-worker-'));
    handle = await openDb(`file:${join(dir, 'test.db')}`);
    await migrateDb(handle.db);
    await seedDemoSite(handle.db);
    const sender = createOutboxSender({
      db: handle.db,
      from: 'Optik <noreply@optik.ch>',
      now,
      log: () => undefined,
      transport: {
        send: async (mail) => {
          if (failing) throw new Error('503 provider unavailable');
          sent.push(mail);
        },
      },
    });
    let woken = false;
    const app = createApp({ db: handle.db, services: { now, outbox: { wake: () => void (woken = true) } } });
    deployment = {
      app,
      sender,
      takeWake: () => {
        const was = woken;
        woken = false;
        return was;
      },
    };
  });
  afterAll(async () => {
    handle.client.close();
    await rm(dir, { recursive: true, force: true });
  });

  const worker = () =>
    createWorker(
      () => {
        opened += 1;
        return deployment;
      },
      () => deployment.sender,
    );
  /** An execution context that collects what is handed to waitUntil. */
  const context = () => {
    const waited: Promise<unknown>[] = [];
    const ctx: ExecutionContext = {
      waitUntil: (p) => void waited.push(p),
      passThroughOnException: () => undefined,
      props: {},
    };
    return { ctx, waited };
  };
  const submit = (n: number) =>
    new Request('https://optik.example/api/v1/contact', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://optik.example',
        'cf-connecting-ip': `192.0.2.${n}`,
      },
      body: JSON.stringify({
        groupId: CONTACT_FORM_GROUP_ID,
        lang: 'de',
        ...emptyContactForm(),
        anrede: 'herr',
        vorname: 'Beat',
        nachname: 'Muster',
        plz: '8400',
        email: `beat${n}@example.ch`,
        telefon: '052 212 34 56',
        existingCustomer: 'ja',
        themes: ['glassDetermination'],
        bevorzugterTermin: `${new Date().getUTCFullYear() + 1}-12-03`,
        bevorzugteUhrzeit: '09:00',
      }),
    });

  it('serves assets without opening the database', async () => {
    const { ctx, waited } = context();
    const res = await worker().fetch(new Request('https://optik.example/de/'), env, ctx);
    expect(await res.text()).toBe('Startseite');
    expect(opened).toBe(0);
    expect(waited).toHaveLength(0);
  });

  it('drains the outbox in waitUntil after a stored submission, not after other requests', async () => {
    const { ctx, waited } = context();
    const res = await worker().fetch(submit(1), env, ctx);
    expect(res.status).toBe(200);
    expect(waited).toHaveLength(1);
    await Promise.all(waited);
    expect(sent.map((m) => m.to).sort()).toEqual(['beat1@example.ch', 'termine@optik-sonnenberg.ch']);

    const other = context();
    expect(
      (await worker().fetch(new Request('https://optik.example/api/v1/health'), env, other.ctx)).status,
    ).toBe(200);
    expect(other.waited).toHaveLength(0);
  });

  it('retries what failed from the Cron Trigger', async () => {
    sent.length = 0;
    failing = true;
    const first = context();
    await worker().fetch(submit(2), env, first.ctx);
    await Promise.all(first.waited);
    expect(sent).toHaveLength(0);

    failing = false;
    const early = context();
    await worker().scheduled({}, env, early.ctx);
    await Promise.all(early.waited);
    expect(sent).toHaveLength(0);

    // The cron runs every minute; by then the first retry (after about 5 s) is due.
    clock += 60_000;
    const cron = context();
    await worker().scheduled({}, env, cron.ctx);
    expect(cron.waited).toHaveLength(1);
    await Promise.all(cron.waited);
    expect(sent.map((m) => m.to).sort()).toEqual(['beat2@example.ch', 'termine@optik-sonnenberg.ch']);
  });
});

describe('media on Workers', () => {
  it('serves a stored file with the media headers, and 404 for unknown or malformed keys', async () => {
    const store = memoryMediaStore();
    await store.put('uploads/default/library/a.svg', new TextEncoder().encode('<svg/>'), 'image/svg+xml');
    const res = await serveStoredMedia('/media/uploads/default/library/a.svg', store);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<svg/>');
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': SVG_CSP,
    });
    const missing = await serveStoredMedia('/media/uploads/default/library/b.png', store);
    expect([missing.status, missing.headers.get('x-content-type-options')]).toEqual([404, 'nosniff']);
    expect((await serveStoredMedia('/media/..%2F..%2Fsecret', store)).status).toBe(404);
    expect((await serveStoredMedia('/media/uploads/default/library/a.svg', null)).status).toBe(404);
  });

  it('takes image uploads through the Images binding: stored re-encoded with a content hash, SVG sanitised', async () => {
    const images = fakeImagesBinding();
    const m = await mediaTestApp({ mediaProcessor: cloudflareMediaProcessor(images) });
    try {
      const photo = await upload(m.app, 'Schaufenster.png', await pngBytes(24, 16));
      expect(photo.status, JSON.stringify(photo.body)).toBe(200);
      const item = photo.body['data'].media;
      expect(item).toMatchObject({
        mimeType: 'image/png',
        resolution: { width: 24, height: 16 },
        blurHash: null,
      });
      expect(item.publicUrl).toMatch(/^\/media\/uploads\/default\/library\/[0-9a-f-]{36}\.png$/u);
      expect(item.contentHash).toMatch(/^[0-9a-f]{64}$/u);
      expect(images.pipelines).toEqual([{ transforms: [], format: 'image/png' }]);
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="8" onload="alert(1)"><script>alert(2)</script><rect width="1" height="1"/></svg>';
      const logo = await upload(m.app, 'logo.svg', new TextEncoder().encode(svg));
      expect(logo.status, JSON.stringify(logo.body)).toBe(200);
      expect(logo.body['data'].media).toMatchObject({
        mimeType: 'image/svg+xml',
        resolution: { width: 12, height: 8 },
      });
      const key = String(logo.body['data'].media.publicUrl).slice('/media/'.length);
      const stored = await readFile(join(m.mediaDir, key), 'utf8');
      expect(stored).toBe(
        '<svg width="12" height="8" xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
      );
      expect(images.pipelines).toHaveLength(1);
    } finally {
      await m.close();
    }
  });
});
