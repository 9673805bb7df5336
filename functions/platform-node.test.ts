/**
 * The isolation matrix of the network on Node: two sites, Optik Alpha and Optik Beta, with an
 * optician of each. Everything of A asked through B's host is refused or answered from B only,
 * and nothing sent to B's host changes A's database.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { SITE_HOST_HEADER, SNAPSHOT_PATH } from '../party/snapshot-writer.ts';
import { eq } from 'drizzle-orm';
import { networkBusinesses } from '../db/platform/schema.ts';
import { createApp } from './app.ts';
import { siteFolders } from './services/platform/node-site.ts';
import { ALPHA, BETA, createTestNetwork, type TestNetwork } from './services/platform/test-network.ts';

let net: TestNetwork;

beforeAll(async () => {
  net = await createTestNetwork();
}, 60_000);
afterAll(async () => {
  await net.close();
});

/** A fingerprint of every row of every table of a site's database. */
async function fingerprint(siteId: string): Promise<string> {
  const handle = await net.siteDb(siteId);
  try {
    const hash = createHash('sha256');
    const tables = await handle.client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite%' ORDER BY name",
    );
    for (const { name } of tables.rows) {
      const rows = await handle.client.execute(`SELECT * FROM "${String(name)}" ORDER BY 1`);
      hash.update(`${String(name)}:${JSON.stringify(rows.rows)}`);
    }
    return hash.digest('hex');
  } finally {
    handle.client.close();
  }
}

/** Every API route of a site's app, with its parameters filled in. */
function apiRoutes(): { method: string; path: string }[] {
  const routes = createApp({ db: null as never }).routes.filter(
    (r) => r.path.startsWith('/api/v1/') && r.method !== 'ALL' && !r.path.includes('*'),
  );
  const unique = new Map(
    routes.map((r) => {
      const path = r.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) =>
        name === 'locale' ? 'de' : 'x',
      );
      return [`${r.method} ${path}`, { method: r.method, path }];
    }),
  );
  return [...unique.values()];
}

describe('routing by host', () => {
  it("serves each site's own pages on its host", async () => {
    const a = await net.request(ALPHA.host, '/de/');
    const b = await net.request(BETA.host, '/de/');
    expect(a.status).toBe(200);
    expect(await a.text()).toContain(ALPHA.name);
    const beta = await b.text();
    expect(beta).toContain(BETA.name);
    expect(beta).not.toContain(ALPHA.name);
  });

  it('answers an unknown host with the unknown-site page, never a site', async () => {
    const res = await net.request('nobody.localhost:4321', '/de/');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Diese Website gibt es hier nicht');
    expect(html).not.toContain(ALPHA.name);
    const api = await net.request('nobody.localhost', '/api/v1/settings');
    expect(api.status).toBe(404);
    expect((await net.request('', '/de/')).status).toBe(404);
  });

  it('answers a disabled site like an unknown host, and serves it again when enabled', async () => {
    await net.registry.setStatus(BETA.id, 'disabled');
    expect((await net.request(BETA.host, '/de/')).status).toBe(404);
    await net.registry.setStatus(BETA.id, 'active');
    expect((await net.request(BETA.host, '/de/')).status).toBe(200);
  });
});

describe('isolation matrix', () => {
  it("answers every public API read on B's host from B only", async () => {
    for (const path of [
      '/api/v1/settings',
      '/api/v1/navigation',
      '/api/v1/page/get?id=page-home',
      '/api/v1/health',
    ]) {
      const res = await net.request(BETA.host, path);
      const body = await res.text();
      expect(body, path).not.toContain(ALPHA.name);
      if (path === '/api/v1/settings' || path.startsWith('/api/v1/page/get'))
        expect(body, path).toContain(BETA.name);
    }
  });

  it("refuses every API route on B's host with A's editor session, and B and A stay unchanged", async () => {
    const cookie = await net.signIn(ALPHA.host, 'alpha@optik.test');
    // The session is an editor on A ...
    const own = await net.request(ALPHA.host, '/api/v1/page/list', { headers: { cookie } });
    expect(own.status).toBe(200);
    const before = { a: await fingerprint(ALPHA.id), b: await fingerprint(BETA.id) };
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const accepted: string[] = [];
    for (const { method, path } of routes) {
      if (path.startsWith('/api/v1/auth/')) continue;
      const res = await net.request(BETA.host, path, {
        method,
        headers: { cookie, origin: `http://${BETA.host}`, 'content-type': 'application/json' },
        ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{}' }),
      });
      const text = await res.text();
      // The network lookup and the marketplace list the whole network, on every site, by design.
      if (path !== '/api/v1/optician' && path !== '/api/v1/marketplace')
        expect(text, `${method} ${path}`).not.toContain(ALPHA.name);
      if (res.status < 400) accepted.push(`${method} ${path}`);
    }
    // Only visitor routes answer (from B); no editor route accepts A's session on B.
    expect(accepted.sort()).toEqual(
      [
        'GET /api/v1/aspectSponsorForm/availability',
        'GET /api/v1/game/config',
        'GET /api/v1/health',
        'GET /api/v1/marketplace',
        'GET /api/v1/navigation',
        'GET /api/v1/optician',
        'GET /api/v1/settings',
      ].sort(),
    );
    expect(await fingerprint(BETA.id)).toBe(before.b);
    expect(await fingerprint(ALPHA.id)).toBe(before.a);
  });

  it("refuses a sign-in on B's host for an editor of A only", async () => {
    await expect(net.signIn(BETA.host, 'alpha@optik.test')).rejects.toThrow(/403/);
    // A network admin may sign in on every site.
    const admin = await net.signIn(BETA.host, 'admin@network.test');
    const res = await net.request(BETA.host, '/api/v1/page/list', { headers: { cookie: admin } });
    expect(res.status).toBe(200);
  });

  it("serves a site's media files on its own host only", async () => {
    const key = `uploads/${ALPHA.id}/library/0b6f7f1e-alpha.png`;
    const file = join(siteFolders(net.sitesDir, ALPHA.id).media, key);
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, 'alpha-only-bytes');
    expect((await net.request(ALPHA.host, `/media/${key}`)).status).toBe(200);
    const other = await net.request(BETA.host, `/media/${key}`);
    expect(other.status).toBe(404);
    expect(await other.text()).not.toContain('alpha-only-bytes');
  });

  it("stores a contact request sent to B's host in B's database only", async () => {
    const before = await fingerprint(ALPHA.id);
    const res = await net.request(BETA.host, '/api/v1/contact', {
      method: 'POST',
      headers: { origin: `http://${BETA.host}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await fingerprint(ALPHA.id)).toBe(before);
  });

  it('publishes on one site re-render that site only', async () => {
    const cookie = await net.signIn(ALPHA.host, 'alpha@optik.test');
    net.publishes.length = 0;
    const res = await net.request(ALPHA.host, '/api/v1/page/publish', {
      method: 'POST',
      headers: { cookie, origin: `http://${ALPHA.host}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'page-home' }),
    });
    expect(res.status).toBeLessThan(500);
    expect(net.publishes.every((p) => p.siteId === ALPHA.id)).toBe(true);
  });

  it("stores a game room's snapshot in its game's site only", async () => {
    const secret = 'network-snapshot-secret';
    // The Node entry reads the rooms' secret from the process environment.
    const previous = process.env['GAME_SNAPSHOT_SECRET'];
    process.env['GAME_SNAPSHOT_SECRET'] = secret;
    onTestFinished(() => {
      if (previous === undefined) delete process.env['GAME_SNAPSHOT_SECRET'];
      else process.env['GAME_SNAPSHOT_SECRET'] = previous;
    });
    const snapshot = {
      game: { id: 'gamebeta1', gameName: 'Beta game', createdAt: '2026-11-22T10:00:00.000Z' },
      players: [{ id: 'p1', playerName: 'Pia', createdAt: '2026-11-22T10:01:00.000Z' }],
      holes: [],
      secondLastPage: null,
      seq: 1,
    };
    const before = await fingerprint(ALPHA.id);
    // The rooms post to the server's own address, naming the game's site.
    const post = (secretGiven: string) =>
      net.app.request(`http://127.0.0.1${SNAPSHOT_PATH}`, {
        method: 'POST',
        headers: {
          host: '127.0.0.1',
          [SITE_HOST_HEADER]: BETA.host,
          origin: 'http://127.0.0.1',
          'content-type': 'application/json',
          authorization: `Bearer ${secretGiven}`,
        },
        body: JSON.stringify(snapshot),
      });
    expect((await post('wrong-secret')).status).toBe(403);
    expect((await post(secret)).status).toBe(200);
    expect((await net.request(BETA.host, '/api/v1/game/gamebeta1')).status).toBe(200);
    expect((await net.request(ALPHA.host, '/api/v1/game/gamebeta1')).status).toBe(404);
    expect(await fingerprint(ALPHA.id)).toBe(before);
  });

  it('answers the network lookup on every site, and resets only its own branches', async () => {
    for (const host of [ALPHA.host, BETA.host]) {
      const res = await net.request(host, '/api/v1/optician');
      const body = (await res.json()) as { data: { name: string; branches: { id: string }[] }[] };
      expect(body.data.map((b) => b.name).sort()).toEqual([ALPHA.name, BETA.name]);
    }
    const list = (await (await net.request(ALPHA.host, '/api/v1/optician')).json()) as {
      data: { name: string; branches: { id: string }[] }[];
    };
    const alphaBranch = list.data.find((b) => b.name === ALPHA.name)?.branches[0]?.id ?? '';
    const betaBranch = list.data.find((b) => b.name === BETA.name)?.branches[0]?.id ?? '';
    const cookie = await net.signIn(ALPHA.host, 'alpha@optik.test');
    const reset = (branchId: string) =>
      net.request(ALPHA.host, '/api/v1/optician', {
        method: 'POST',
        headers: { cookie, origin: `http://${ALPHA.host}`, 'content-type': 'application/json' },
        body: JSON.stringify({ branchId }),
      });
    const refused = await reset(betaBranch);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain('Branch ID not found');
    expect((await reset('no-such-branch')).status).toBe(404);
    expect((await reset(alphaBranch)).status).toBe(200);
  });

  it('takes its business data and health-optics membership from the network lookup', async () => {
    const businessId = (await net.registry.site(ALPHA.id))?.businessId ?? '';
    const setNetwork = async (values: Partial<typeof networkBusinesses.$inferInsert>) => {
      await net.registry.db.update(networkBusinesses).set(values).where(eq(networkBusinesses.id, businessId));
      // The lookup reaches a site when it opens (or through POST /api/v1/optician).
      await net.sites.close(ALPHA.id);
    };
    const cookie = await net.signIn(ALPHA.host, 'alpha@optik.test');
    const addHealthOpticsBox = () =>
      net.request(ALPHA.host, '/api/v1/group/add', {
        method: 'POST',
        headers: { cookie, origin: `http://${ALPHA.host}`, 'content-type': 'application/json' },
        body: JSON.stringify({ pageId: 'page-home', groupName: 'goFeed', nextTo: 'group-home-hero' }),
      });

    await setNetwork({ phone: '+41 44 999 88 77', healthOptics: true, healthOpticsActive: false });
    const settings = (await (await net.request(ALPHA.host, '/api/v1/settings')).json()) as {
      data: { business: { phone: string } };
    };
    expect(settings.data.business.phone).toBe('+41 44 999 88 77');
    const refused = await addHealthOpticsBox();
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('health_optics_only');

    await setNetwork({ healthOpticsActive: true });
    expect((await addHealthOpticsBox()).status).toBe(200);
    // Beta's business data stays its own.
    const beta = (await (await net.request(BETA.host, '/api/v1/settings')).json()) as {
      data: { business: { phone: string } };
    };
    expect(beta.data.business.phone).not.toBe('+41 44 999 88 77');
  });
});
