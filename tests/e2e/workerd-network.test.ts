/**
 * The network Worker in its real runtime (`wrangler dev --env network`, the bundle of
 * `wrangler deploy --env network`) with two sites on two hosts: the registry and each site's
 * database are libSQL files behind their own Hrana HTTP servers (tests/fixtures/hrana-server.ts),
 * as Turso gives each database its own host. Each host shows its own business in both locales
 * with its images, an unknown host gets the unknown-site page, a publish on one site is live there
 * at the next request and leaves the other's cached pages alone, a cached page or an unknown host
 * asks the registry nothing (the host table is in KV) while a host added to the registry by
 * another process is served after the Cron Trigger ran, and a visitor's Chromium shows a site's
 * page with no console error.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDb } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { openPlatformDb } from '../../db/platform/client.ts';
import { siteHosts } from '../../db/platform/schema.ts';
import { seedDemoSite } from '../../db/seed/index.ts';
import { SEEBLICK, templateContent } from '../../db/seed/templates.ts';
import { createAuthService } from '../../functions/auth/service.ts';
import { createSiteRegistry } from '../../functions/services/platform/registry.ts';
import { platformTexts } from '../../src/i18n/visitor/platform.ts';
import { startHranaServer, type HranaServer } from '../fixtures/hrana-server.ts';
import { homeTitleSave, imageUrls } from '../fixtures/page-images.ts';
import { waitFor } from '../fixtures/net.ts';
import { startWorkerd, type WorkerdRun } from '../fixtures/workerd.ts';
import { editorDictionary } from '../../src/i18n/editor.ts';
import { brokenImages, launchBrowser, type BrowserSession } from './browser.ts';

const SECRET = 'workerd-network-secret-not-for-production-0123456789';
const ADMIN = { email: 'network-admin@lunette.test', password: 'Netzwerk-Admin-2026', name: 'Nora Netz' };
const SITE_TOKEN = 'group-token-of-every-site';
const HOSTS = { a: 'optik-a.localhost', b: 'optik-b.localhost' } as const;

let dir: string;
let platformFile: string;
/** The registry's Hrana server (its requests are counted). */
let registryServer: HranaServer;
const servers: HranaServer[] = [];
let worker: WorkerdRun;
/** The network admin's session (signed in on A's host, valid on every site). */
let cookie = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-workerd-network-'));
  // Each site's database: migrated and seeded, then served over HTTP like a Turso database.
  const siteUrls: Record<'a' | 'b', string> = { a: '', b: '' };
  for (const id of ['a', 'b'] as const) {
    const file = join(dir, `${id}.db`);
    const handle = await openDb(`file:${file}`);
    await migrateDb(handle.db);
    await seedDemoSite(handle.db, id === 'b' ? { content: templateContent('demo', SEEBLICK) } : {});
    handle.client.close();
    const server = await startHranaServer({ file, authToken: SITE_TOKEN });
    servers.push(server);
    siteUrls[id] = server.url;
  }
  platformFile = join(dir, 'platform.db');
  const platform = await openPlatformDb(`file:${platformFile}`);
  const registry = createSiteRegistry(platform.db);
  for (const id of ['a', 'b'] as const)
    await registry.createSite({
      id: `optik-${id}`,
      name: `Optik ${id.toUpperCase()}`,
      hosts: [HOSTS[id]],
      locales: ['de', 'en'],
      databaseUrl: siteUrls[id],
    });
  await createAuthService(platform.db, {
    secret: SECRET,
    siteUrl: `http://${HOSTS.a}`,
    quiet: true,
  }).createEditor({
    ...ADMIN,
    role: 'admin',
  });
  platform.client.close();
  registryServer = await startHranaServer({ file: platformFile, authToken: 'registry-token' });
  servers.push(registryServer);
  worker = await startWorkerd({
    distDir: inject('distDir'),
    stateDir: join(dir, 'state'),
    env: 'network',
    vars: {
      PLATFORM_DATABASE_URL: registryServer.url,
      PLATFORM_DATABASE_AUTH_TOKEN: 'registry-token',
      SITE_DATABASE_AUTH_TOKEN: SITE_TOKEN,
      AUTH_SECRET: SECRET,
    },
  });
}, 240_000);

afterAll(async () => {
  await worker?.stop();
  for (const server of servers) await server.close();
  await rm(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to the Worker naming a site by its Host header (fetch may not set Host). */
function call(
  host: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: worker.port,
        path,
        method: init.method ?? 'GET',
        headers: { ...init.headers, host: `${host}:${worker.port}` },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', fail);
    req.end(init.body);
  });
}

describe('the network Worker in workerd', () => {
  it('shows each host its own site in both locales, and an unknown host the unknown-site page', async () => {
    for (const locale of ['de', 'en']) {
      const a = await call(HOSTS.a, `/${locale}/`);
      const b = await call(HOSTS.b, `/${locale}/`);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body).toContain('Optik Sonnenberg');
      expect(a.body).not.toContain('Optik Seeblick');
      expect(b.body).toContain('Optik Seeblick');
      // Canonical links name the site's own host.
      expect(b.body).toContain(`https://${HOSTS.b}/${locale}/`);
    }
    const unknown = await call('nobody.localhost', '/de/');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain(platformTexts.de.unknownSiteTitle);
  });

  it('answers every home-page image of a template site from R2', async () => {
    const urls = imageUrls((await call(HOSTS.b, '/de/')).body).filter(
      (url) => url.endsWith('.webp') || url.startsWith('/media/'),
    );
    expect(urls.length).toBeGreaterThan(3);
    const failed: string[] = [];
    for (const url of urls) {
      const answer = await call(HOSTS.b, url);
      if (answer.status !== 200) failed.push(`${answer.status} ${url}`);
    }
    expect(failed).toEqual([]);
  });

  it('makes a publish on one site live there and leaves the other alone', async () => {
    await call(HOSTS.b, '/de/');
    const signIn = await call(HOSTS.a, '/api/v1/auth/sign-in/email', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: `http://${HOSTS.a}:${worker.port}`,
        'cf-connecting-ip': '203.0.113.30',
      },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(signIn.status, signIn.body).toBe(200);
    cookie = [signIn.headers['set-cookie'] ?? []]
      .flat()
      .map((header) => header.split(';')[0] ?? '')
      .filter((pair) => pair.includes('=') && !pair.endsWith('='))
      .join('; ');
    expect(cookie).toContain('=');
    const headers = {
      'content-type': 'application/json',
      origin: `http://${HOSTS.a}:${worker.port}`,
      cookie,
    };
    const save = await call(HOSTS.a, '/api/v1/data', {
      method: 'POST',
      headers,
      body: JSON.stringify(homeTitleSave('Nur bei A veröffentlicht', 0)),
    });
    expect(save.status, save.body).toBe(200);
    const publish = await call(HOSTS.a, '/api/v1/page/publish', {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: 'page-home' }),
    });
    expect(publish.status, publish.body).toBe(200);
    expect(JSON.parse(publish.body)).toMatchObject({ data: { live: true } });
    expect((await call(HOSTS.a, '/de/')).body).toContain('Nur bei A veröffentlicht');
    const b = await call(HOSTS.b, '/de/');
    expect(b.headers['x-lunette-cache']).toBe('hit');
    expect(b.body).not.toContain('Nur bei A veröffentlicht');
  });

  it('renders the published pages through the jobs queue before a visitor asks', async () => {
    await waitFor(async () => worker.output().includes('[jobs] warmed optik-a'), 30_000);
    const en = await call(HOSTS.a, '/en/');
    expect(en.status).toBe(200);
    expect(en.headers['x-lunette-cache']).toBe('hit');
  });

  it('shows network admins every site and the failed jobs on /network', async () => {
    const page = await call(HOSTS.b, '/network', { headers: { cookie } });
    expect(page.status).toBe(200);
    const t = editorDictionary('de');
    expect(page.body).toContain('Optik A');
    expect(page.body).toContain('Optik B');
    expect(page.body).toContain(t.networkFailedJobsTitle);
    expect(page.body).toContain(t.networkNoFailedJobs);
    expect((await call(HOSTS.b, '/network')).status).toBe(302);
  });

  it('finds hosts in KV: no registry request for a page or an unknown host, a new host after the cron', async () => {
    await call(HOSTS.b, '/de/');
    const asked = registryServer.requests();
    const page = await call(HOSTS.b, '/de/');
    expect([page.status, page.headers['x-lunette-cache']]).toEqual([200, 'hit']);
    const unknown = await call('nobody.localhost', '/de/');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain(platformTexts.de.unknownSiteTitle);
    expect(registryServer.requests()).toBe(asked);

    // The site CLI (another process) adds a host to B in the registry's database.
    const added = 'neu.optik-b.localhost';
    const platform = await openPlatformDb(`file:${platformFile}`);
    await platform.db.insert(siteHosts).values({ host: added, siteId: 'optik-b' });
    platform.client.close();
    expect((await call(added, '/de/')).status).toBe(404);
    // The Cron Trigger (a minute that is no upkeep run) finds the registry's counter moved.
    const cron = await fetch(`${worker.url}/cdn-cgi/local/scheduled?time=${Date.UTC(2026, 10, 28, 8, 1)}`);
    expect([cron.status, await cron.text()]).toEqual([200, 'ok']);
    await waitFor(async () => (await call(added, '/de/')).status === 200, 30_000);
    const served = await call(added, '/de/');
    expect(served.body).toContain('Optik Seeblick');
    expect(worker.output()).toContain('[hosts] the host table in KV was brought up to date');
  });
});

describe('the network Worker in Chromium', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows a site's page on its own host with no console error", async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`http://${HOSTS.b}:${worker.port}/de/`);
    await page.waitForLoadState('networkidle');
    expect(await page.title()).toContain('Optik Seeblick');
    const broken = await brokenImages(page);
    expect(broken).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
