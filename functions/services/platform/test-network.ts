/**
 * A network of two sites for tests: a registry and two site databases in a temp folder, seeded
 * from the demo template as "Optik Alpha" (alpha.localhost) and "Optik Beta" (beta.localhost), the
 * real network sign-in, an optician of each site and a network admin, and the host router over
 * the real site servers (functions/node.ts). Pages are not rendered by Astro here: a recorder
 * writes each site's home page naming its business, and records every publish.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDb } from '../../../db/client.ts';
import { openPlatformDb } from '../../../db/platform/client.ts';
import { settings } from '../../../db/schema.ts';
import { SEEBLICK } from '../../../db/seed/templates.ts';
import { readSettings } from '../../../src/lib/settings.ts';
import { TEST_AUTH_SECRET, cookieHeaderFrom, testClientIp } from '../../auth/testing.ts';
import { workerClientAddress } from '../../auth/client-ip.ts';
import { createAuthService } from '../../auth/service.ts';
import { createPlatformNodeApp, createSiteCache } from '../../platform-node.ts';
import type { PublishedChange } from '../rebuild.ts';
import { nodeSiteOpener } from './node-site.ts';
import { provisionSite } from './provision.ts';
import { createSiteRegistry } from './registry.ts';

export const ALPHA = { id: 'optik-alpha', host: 'alpha.localhost', name: 'Optik Alpha' } as const;
export const BETA = { id: 'optik-beta', host: 'beta.localhost', name: 'Optik Beta' } as const;

export const TEST_PASSWORD = 'Netzwerk-Test-2026-pass';

export async function createTestNetwork() {
  const dir = await mkdtemp(join(tmpdir(), 'lunette-network-'));
  const sitesDir = join(dir, 'sites');
  const distDir = join(dir, 'dist');
  await mkdir(join(distDir, 'client'), { recursive: true });
  const platform = await openPlatformDb(`file:${join(dir, 'platform.db')}`);
  const registry = createSiteRegistry(platform.db);
  for (const site of [ALPHA, BETA]) {
    await provisionSite(
      { registry, sitesDir },
      { id: site.id, hosts: [site.host], template: 'demo', business: { ...SEEBLICK, name: site.name } },
    );
  }
  const auth = createAuthService(platform.db, {
    secret: TEST_AUTH_SECRET,
    siteUrl: 'http://localhost',
    quiet: true,
  });
  const editors = {
    alpha: await auth.createEditor({
      email: 'alpha@optik.test',
      password: TEST_PASSWORD,
      name: 'Alpha',
      role: 'optician',
    }),
    beta: await auth.createEditor({
      email: 'beta@optik.test',
      password: TEST_PASSWORD,
      name: 'Beta',
      role: 'optician',
    }),
    admin: await auth.createEditor({
      email: 'admin@network.test',
      password: TEST_PASSWORD,
      name: 'Admin',
      role: 'admin',
    }),
  };
  await registry.addMember(ALPHA.id, editors.alpha.id);
  await registry.addMember(BETA.id, editors.beta.id);

  const publishes: { siteId: string; change: PublishedChange }[] = [];
  const sites = createSiteCache(
    nodeSiteOpener({
      registry,
      auth,
      distDir,
      sitesDir,
      defaultSite: { mediaDir: join(dir, 'media'), imageCacheDir: join(dir, 'image-cache') },
      siteUrlOf: (site) => `http://${site.primaryHost}`,
      mail: { transport: { send: async () => {} }, from: 'Lunette <noreply@lunette.test>' },
      publicDir: join(dir, 'public'),
      // In-process requests have no socket: CF-Connecting-IP stands for the client's address.
      services: { clientAddress: workerClientAddress },
      log: () => {},
      makeRenderer: (options) => ({
        async afterPublish(change) {
          const handle = await openDb(options.databaseUrl);
          try {
            const [row] = await handle.db.select().from(settings).where(eq(settings.id, 'site'));
            const name = readSettings(row?.published).business.name;
            const home = join(options.distDir, 'client', 'de');
            await mkdir(home, { recursive: true });
            await writeFile(
              join(home, 'index.html'),
              `<!doctype html><title>${name}</title><h1>${name}</h1>`,
            );
          } finally {
            handle.client.close();
          }
          const site = [ALPHA, BETA].find((s) => options.distDir.includes(s.id));
          publishes.push({ siteId: site?.id ?? '?', change });
        },
        idle: async () => null,
        warmUp: async () => {},
      }),
    }),
    { max: 8, log: () => {} },
  );
  const app = createPlatformNodeApp({ registry, sites });

  /** A request to the router with the given Host. */
  const request = (host: string, path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('host', host);
    return app.request(`http://${host}${path}`, { ...init, headers });
  };

  /** Signs in on `host`; answers the Cookie header (throws when refused). */
  const signIn = async (host: string, email: string): Promise<string> => {
    const res = await request(host, '/api/v1/auth/sign-in/email', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: `http://${host}`,
        'cf-connecting-ip': testClientIp(),
      },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`sign-in of ${email} on ${host}: ${res.status}`);
    return cookieHeaderFrom(res);
  };

  const siteDb = async (siteId: string) => {
    const site = await registry.site(siteId);
    if (!site) throw new Error(`no site ${siteId}`);
    return openDb(site.databaseUrl);
  };

  return {
    dir,
    sitesDir,
    registry,
    auth,
    editors,
    sites,
    app,
    publishes,
    request,
    signIn,
    siteDb,
    async close() {
      await sites.closeAll();
      platform.client.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type TestNetwork = Awaited<ReturnType<typeof createTestNetwork>>;
