/**
 * The host table over KV with a real platform database (a libSQL file whose statements are
 * counted) and a KV namespace in memory: a second isolate finds its sites without a query, an
 * isolate asks KV at most every HOST_TABLE_CHECK_MS, a change made elsewhere (the site CLI) reaches
 * KV at the next cron `sync()`, one made through the registry at once, and known hosts are served
 * while the registry cannot be reached.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPlatformDb, type PlatformDbHandle } from '../../../db/platform/client.ts';
import { siteHosts } from '../../../db/platform/schema.ts';
import {
  HOST_TABLE_CHECK_MS,
  HOST_TABLE_KEY,
  kvHostTable,
  parseStoredHostTable,
  storedHostTable,
} from './kv-host-table.ts';
import { createSiteRegistry, readHostTable } from './registry.ts';
import { countingPlatformDb, memoryKv } from './test-registry-probes.ts';

let dir: string;
let platform: PlatformDbHandle;
let clock = Date.parse('2026-11-28T08:00:00Z');
const now = () => new Date(clock);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-kv-hosts-'));
  platform = await openPlatformDb(`file:${join(dir, 'platform.db')}`);
  const registry = createSiteRegistry(platform.db, { now });
  for (const id of ['optik-a', 'optik-b'])
    await registry.createSite({
      id,
      name: id,
      hosts: [`${id}.example`],
      locales: ['de'],
      databaseUrl: `file:${join(dir, `${id}.db`)}`,
    });
});
afterAll(async () => {
  platform.client.close();
  await rm(dir, { recursive: true, force: true });
});

let kv: ReturnType<typeof memoryKv>;
beforeEach(() => {
  kv = memoryKv();
});

/** One isolate: its registry over the counted database and the shared KV. */
function isolate() {
  const counted = countingPlatformDb(platform.client);
  const hosts = kvHostTable({ kv, db: counted.db, now });
  return { ...counted, hosts, registry: createSiteRegistry(counted.db, { now, hosts }) };
}

describe('the host table in KV', () => {
  it('is read from the registry once, then every isolate finds its sites with no query', async () => {
    const first = isolate();
    expect((await first.registry.siteForHost('optik-a.example'))?.id).toBe('optik-a');
    expect([first.queries(), kv.puts]).toEqual([1, 1]);

    const second = isolate();
    expect((await second.registry.siteForHost('optik-b.example'))?.id).toBe('optik-b');
    expect(await second.registry.siteForHost('nobody.example')).toBeNull();
    expect((await second.registry.siteForHost('OPTIK-A.example:443'))?.id).toBe('optik-a');
    expect(second.queries()).toBe(0);
  });

  it('asks KV at most every HOST_TABLE_CHECK_MS, sharing one read among waiting requests', async () => {
    const { registry } = isolate();
    await Promise.all([registry.siteForHost('optik-a.example'), registry.siteForHost('optik-b.example')]);
    expect(kv.gets).toBe(1);
    await registry.siteForHost('optik-a.example');
    expect(kv.gets).toBe(1);
    clock += HOST_TABLE_CHECK_MS;
    await registry.siteForHost('optik-a.example');
    expect(kv.gets).toBe(2);
  });

  it('takes a change made elsewhere at the next sync, with one query when nothing changed', async () => {
    const worker = isolate();
    await worker.registry.siteForHost('optik-a.example');
    const before = worker.queries();
    expect(await worker.hosts.sync()).toBe(false);
    expect(worker.queries() - before).toBe(1);

    // The site CLI (another process) adds a host in the registry's database.
    await platform.db.insert(siteHosts).values({ host: 'www.optik-a.example', siteId: 'optik-a' });
    const reader = isolate();
    expect(await reader.registry.siteForHost('www.optik-a.example')).toBeNull();
    expect(await worker.hosts.sync()).toBe(true);
    // The isolate that synced serves it at once, another after its next look at KV.
    expect((await worker.registry.siteForHost('www.optik-a.example'))?.id).toBe('optik-a');
    expect(await reader.registry.siteForHost('www.optik-a.example')).toBeNull();
    clock += HOST_TABLE_CHECK_MS;
    expect((await reader.registry.siteForHost('www.optik-a.example'))?.id).toBe('optik-a');
    expect(reader.queries()).toBe(0);
    await platform.db.delete(siteHosts).where(eq(siteHosts.host, 'www.optik-a.example'));
  });

  it("writes the registry's own changes to KV at once", async () => {
    const { registry } = isolate();
    await registry.siteForHost('optik-a.example');
    await registry.setStatus('optik-b', 'disabled');
    expect(kv.puts).toBe(2);
    expect((await registry.siteForHost('optik-b.example'))?.status).toBe('disabled');
    const stored = parseStoredHostTable(kv.values.get(HOST_TABLE_KEY) ?? null);
    expect(stored?.sites.find((site) => site.id === 'optik-b')?.status).toBe('disabled');
    await registry.setStatus('optik-b', 'active');
  });

  it('reads a copy of another format from the registry anew', async () => {
    kv.values.set(HOST_TABLE_KEY, JSON.stringify({ format: 0, hosts: { 'optik-a.example': 'optik-a' } }));
    const { registry, queries } = isolate();
    expect((await registry.siteForHost('optik-a.example'))?.id).toBe('optik-a');
    expect([queries(), kv.puts]).toEqual([1, 1]);
    expect(parseStoredHostTable(kv.values.get(HOST_TABLE_KEY) ?? null)).toEqual(
      await readHostTable(platform.db),
    );
  });

  it('keeps serving known hosts while the registry, or KV, cannot be reached', async () => {
    kv.values.set(HOST_TABLE_KEY, storedHostTable(await readHostTable(platform.db)));
    const broken = await openPlatformDb(`file:${join(dir, 'platform.db')}`);
    const hosts = kvHostTable({ kv, db: broken.db, now });
    const registry = createSiteRegistry(broken.db, { now, hosts });
    broken.client.close();
    expect((await registry.siteForHost('optik-a.example'))?.id).toBe('optik-a');
    expect(await registry.siteForHost('nobody.example')).toBeNull();
    await expect(hosts.sync()).rejects.toThrow();
    kv.failing = true;
    clock += HOST_TABLE_CHECK_MS;
    expect((await registry.siteForHost('optik-b.example'))?.id).toBe('optik-b');
  });
});
