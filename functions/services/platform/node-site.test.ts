/**
 * Sites opened and closed by the Node network server: the open-sites cap holds under concurrent
 * traffic with descriptors bounded, and a site that reopens with the network unchanged does no
 * sync work. Pages are not rendered (a recorder stands for the renderer).
 */
import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPlatformDb } from '../../../db/platform/client.ts';
import { collectClosedConnections } from '../../../db/statement-cache.ts';
import { TEST_AUTH_SECRET } from '../../auth/testing.ts';
import { createAuthService } from '../../auth/service.ts';
import { createPlatformNodeApp, createSiteCache } from '../../platform-node.ts';
import type { PublishedChange } from '../rebuild.ts';
import type * as BusinessSync from './business-sync.ts';
import type * as DirectorySync from './directory-sync.ts';
import { nodeSiteOpener } from './node-site.ts';
import { provisionSite } from './provision.ts';
import { createSiteRegistry, type SiteRegistry } from './registry.ts';

const calls = vi.hoisted(() => ({ business: 0, directory: 0, renders: 0 }));
/** What the recorder rendered, and what holds back its whole-site renders. */
const renders: PublishedChange[] = [];
let wholeSiteGate: Promise<void> = Promise.resolve();
vi.mock('./business-sync.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof BusinessSync>();
  return {
    ...actual,
    syncBusinessFromNetwork: (...args: Parameters<typeof actual.syncBusinessFromNetwork>) => {
      calls.business++;
      return actual.syncBusinessFromNetwork(...args);
    },
  };
});
vi.mock('./directory-sync.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof DirectorySync>();
  return {
    ...actual,
    syncDirectoryFromNetwork: (...args: Parameters<typeof actual.syncDirectoryFromNetwork>) => {
      calls.directory++;
      return actual.syncDirectoryFromNetwork(...args);
    },
  };
});

const CAP = 3;
const SITES = 3 * CAP;
const hostOf = (i: number) => `site-${i}.localhost`;
const openDescriptors = () => readdirSync('/proc/self/fd').length;

let dir = '';
let registry: SiteRegistry;
let platform: Awaited<ReturnType<typeof openPlatformDb>>;
let network: ReturnType<typeof makeNetwork>;

function makeNetwork() {
  const auth = createAuthService(platform.db, {
    secret: TEST_AUTH_SECRET,
    siteUrl: 'http://localhost',
    quiet: true,
  });
  let peak = 0;
  const opener = nodeSiteOpener({
    registry,
    auth,
    distDir: join(dir, 'dist'),
    sitesDir: join(dir, 'sites'),
    defaultSite: { mediaDir: join(dir, 'media'), imageCacheDir: join(dir, 'image-cache') },
    siteUrlOf: (site) => `http://${site.primaryHost}`,
    mail: { transport: { send: async () => {} }, from: 'Lunette <noreply@lunette.test>' },
    publicDir: join(dir, 'public'),
    log: () => {},
    homePageFirst: true,
    makeRenderer: (options) => ({
      async afterPublish(change) {
        calls.renders++;
        renders.push(change);
        if (change.wholeSite) await wholeSiteGate;
        await mkdir(join(options.distDir, 'client'), { recursive: true });
        await new Promise((done) => setTimeout(done, 5)); // a render takes a while
      },
      idle: async () => null,
      warmUp: async () => {},
    }),
  });
  const sites = createSiteCache(
    async (site) => {
      const runtime = await opener(site);
      peak = Math.max(peak, sites.liveSites());
      return runtime;
    },
    { max: CAP, log: () => {} },
  );
  const app = createPlatformNodeApp({ registry, sites });
  const get = async (i: number) => {
    const res = await app.request(`http://${hostOf(i)}/de/`, { headers: { host: hostOf(i) } });
    await res.arrayBuffer();
    peak = Math.max(peak, sites.liveSites());
    return res.status;
  };
  return { sites, get, app, peak: () => peak };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-node-site-'));
  await mkdir(join(dir, 'dist', 'client'), { recursive: true });
  platform = await openPlatformDb(`file:${join(dir, 'platform.db')}`);
  registry = createSiteRegistry(platform.db);
  for (let i = 0; i < SITES; i++)
    await provisionSite(
      { registry, sitesDir: join(dir, 'sites') },
      { id: `site-${i}`, hosts: [hostOf(i)], template: 'blank', business: { name: `Optik ${i}` } },
    );
  network = makeNetwork();
}, 120_000);
afterAll(async () => {
  await network.sites.closeAll();
  platform.client.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the open-sites cap', () => {
  it(`holds with ${SITES} sites opened one after another and concurrently, descriptors bounded`, async () => {
    await network.get(0); // the descriptors of one open site and of the process
    await collectClosedConnections();
    const before = openDescriptors();
    for (let i = 0; i < SITES; i++) await network.get(i);
    // Concurrent requests to every site, three rounds.
    for (let round = 0; round < 3; round++)
      await Promise.all(Array.from({ length: SITES }, (_, i) => network.get((i * 7 + round) % SITES)));
    expect(network.peak()).toBeLessThanOrEqual(CAP);
    expect(network.sites.openSites().length).toBeLessThanOrEqual(CAP);
    await collectClosedConnections();
    // Each open site may hold its pooled connections (3 files each); closed ones hold none.
    expect(openDescriptors() - before).toBeLessThanOrEqual(CAP * 3 * 4);
    // Many more opens and closes than that leave the count where it was.
    const middle = openDescriptors();
    for (let round = 0; round < 3; round++) for (let i = 0; i < SITES; i++) await network.get(i);
    await collectClosedConnections();
    expect(openDescriptors() - middle).toBeLessThanOrEqual(2 + CAP * 3);
  }, 120_000);
});

describe('reopening a site', () => {
  it('does no sync work while the network data did not change, and syncs after a change', async () => {
    await network.sites.closeAll();
    await network.get(1); // synced at least once in this process already
    await network.sites.close('site-1');
    const before = { ...calls };
    await network.get(1);
    await network.sites.close('site-1');
    await network.get(1);
    expect(calls).toEqual(before);
    await network.sites.close('site-1');
    const [other] = await registry.businesses();
    if (!other) throw new Error('no business in the network');
    await registry.updateBusinessData(other.id, {
      email: 'neu@optik.test',
      phone: other.phone,
      branches: [],
    });
    await network.get(1);
    expect(calls.directory).toBe(before.directory + 1);
  }, 60_000);
});

describe('a new site', () => {
  it('answers once its home page is rendered, the rest of the site following in the background', async () => {
    const site = await provisionSite(
      { registry, sitesDir: join(dir, 'sites') },
      { id: 'site-new', hosts: ['site-new.localhost'], template: 'blank', business: { name: 'Optik Neu' } },
    );
    let openGate = () => {};
    wholeSiteGate = new Promise((done) => (openGate = done));
    renders.length = 0;
    await network.sites.get(site);
    expect(renders).toEqual([
      { pageIds: [expect.any(String)], wholeSite: false, removedPaths: [] },
      { pageIds: [], wholeSite: true, removedPaths: [] },
    ]);
    // A page not rendered yet waits for the whole render rather than answering 404 at once.
    let answered = false;
    const waiting = Promise.resolve(
      network.app.request('http://site-new.localhost/de/', { headers: { host: 'site-new.localhost' } }),
    ).then((res) => {
      answered = true;
      return res;
    });
    await new Promise((done) => setTimeout(done, 50));
    expect(answered).toBe(false);
    openGate();
    expect((await waiting).status).toBe(404); // the recorder writes no files
  }, 60_000);
});
