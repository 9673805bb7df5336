/**
 * The registry's memory of memberships over a real platform database in a temp folder: a yes is
 * remembered for MEMBERSHIP_TTL_MS, a no never (a member added by another process counts at
 * once), and a site removed here forgets its members at once; the change counter moves with every
 * change of a site or host (whoever writes) but not with a publish, the host table is read again
 * only when it moved, and the last host table serves while the registry cannot be reached.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlatformDb, type PlatformDbHandle } from '../../../db/platform/client.ts';
import { siteHosts, siteMembers, sites } from '../../../db/platform/schema.ts';
import {
  HOSTS_CHECK_MS,
  MEMBERSHIP_TTL_MS,
  createSiteRegistry,
  readChangeCount,
  readHostTable,
} from './registry.ts';

let dir: string;
let platform: PlatformDbHandle;
let clock = Date.parse('2026-11-27T08:00:00Z');
const now = () => new Date(clock);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-registry-'));
  platform = await openPlatformDb(`file:${join(dir, 'platform.db')}`);
});
afterAll(async () => {
  platform.client.close();
  await rm(dir, { recursive: true, force: true });
});

async function newSite(id: string) {
  const registry = createSiteRegistry(platform.db, { now });
  await registry.createSite({
    id,
    name: `Optik ${id}`,
    hosts: [`${id}.localhost`],
    locales: ['de'],
    databaseUrl: `file:${join(dir, `${id}.db`)}`,
  });
  return registry;
}

/** The membership row removed behind the registry's back (as another process would). */
const dropRow = (siteId: string, userId: string) =>
  platform.db.delete(siteMembers).where(and(eq(siteMembers.siteId, siteId), eq(siteMembers.userId, userId)));

describe('memberships', () => {
  it('remembers a yes for MEMBERSHIP_TTL_MS, then asks the database again', async () => {
    const registry = await newSite('seeblick');
    await registry.addMember('seeblick', 'user-anna');
    expect(await registry.isMember('seeblick', 'user-anna')).toBe(true);
    await dropRow('seeblick', 'user-anna');
    clock += MEMBERSHIP_TTL_MS - 1;
    expect(await registry.isMember('seeblick', 'user-anna')).toBe(true);
    clock += 1;
    expect(await registry.isMember('seeblick', 'user-anna')).toBe(false);
  });

  it('never remembers a no: a member added elsewhere counts at once', async () => {
    const registry = await newSite('bergsicht');
    expect(await registry.isMember('bergsicht', 'user-ben')).toBe(false);
    await createSiteRegistry(platform.db, { now }).addMember('bergsicht', 'user-ben');
    expect(await registry.isMember('bergsicht', 'user-ben')).toBe(true);
    // Membership is per site: another site does not borrow it.
    expect(await registry.isMember('seeblick', 'user-ben')).toBe(false);
  });

  it('forgets the members of a site it removed at once', async () => {
    const registry = await newSite('talblick');
    await registry.addMember('talblick', 'user-cleo');
    expect(await registry.isMember('talblick', 'user-cleo')).toBe(true);
    await dropRow('talblick', 'user-cleo');
    await registry.removeSite('talblick');
    expect(await registry.isMember('talblick', 'user-cleo')).toBe(false);
  });
});

describe('the host table when the registry cannot be reached', () => {
  it('keeps answering known hosts from the last table, and fails only without one', async () => {
    const own = await openPlatformDb(`file:${join(dir, 'outage.db')}`);
    const registry = createSiteRegistry(own.db, { now });
    await registry.createSite({
      id: 'optik-out',
      name: 'Optik Out',
      hosts: ['optik-out.localhost'],
      locales: ['de'],
      databaseUrl: `file:${join(dir, 'optik-out.db')}`,
    });
    expect((await registry.siteForHost('optik-out.localhost'))?.id).toBe('optik-out');
    own.client.close();
    clock += 60_000;
    expect((await registry.siteForHost('optik-out.localhost'))?.id).toBe('optik-out');
    expect(await registry.siteForHost('nobody.localhost')).toBeNull();
    const fresh = createSiteRegistry(own.db, { now });
    await expect(fresh.siteForHost('optik-out.localhost')).rejects.toThrow();
  });
});

describe('the change counter', () => {
  it('moves with every change of a site or a host, by whoever writes, but not with a publish', async () => {
    const db = platform.db;
    const registry = await newSite('zaehler');
    const moved = async (change: () => Promise<unknown>) => {
      const before = await readChangeCount(db);
      await change();
      return (await readChangeCount(db)) - before;
    };
    expect(await moved(() => registry.markPublished('zaehler'))).toBe(0);
    expect(await moved(() => registry.addMember('zaehler', 'user-dora'))).toBe(0);
    // What another process (the site CLI) or an operator's SQL does.
    expect(
      await moved(() => db.insert(siteHosts).values({ host: 'www.zaehler.localhost', siteId: 'zaehler' })),
    ).toBe(1);
    expect(
      await moved(() =>
        db.update(siteHosts).set({ primary: true }).where(eq(siteHosts.host, 'www.zaehler.localhost')),
      ),
    ).toBe(1);
    expect(
      await moved(() => db.update(sites).set({ name: 'Optik Zähler' }).where(eq(sites.id, 'zaehler'))),
    ).toBe(1);
    expect(await moved(() => db.delete(siteHosts).where(eq(siteHosts.host, 'www.zaehler.localhost')))).toBe(
      1,
    );
    expect(await moved(() => registry.setStatus('zaehler', 'disabled'))).toBe(1);
    // The site and (by the cascade) its host.
    expect(await moved(() => registry.removeSite('zaehler'))).toBe(2);
  });

  it('is read with the table in one batch', async () => {
    await newSite('tabelle');
    const table = await readHostTable(platform.db);
    expect(table.version).toBe(await readChangeCount(platform.db));
    expect(table.sites.find((site) => site.id === 'tabelle')).toMatchObject({
      hosts: ['tabelle.localhost'],
      primaryHost: 'tabelle.localhost',
      status: 'active',
    });
  });
});

describe('the host table from the database', () => {
  it('is read again only when the counter moved, at most every HOSTS_CHECK_MS', async () => {
    const registry = await newSite('seesicht');
    const first = await registry.siteForHost('seesicht.localhost');
    clock += HOSTS_CHECK_MS;
    // Nothing changed: the same table (and record), only the counter was asked.
    expect(await registry.siteForHost('seesicht.localhost')).toBe(first);
    // A host added by another process: unseen until the next check, then there.
    await platform.db.insert(siteHosts).values({ host: 'www.seesicht.localhost', siteId: 'seesicht' });
    expect(await registry.siteForHost('www.seesicht.localhost')).toBeNull();
    clock += HOSTS_CHECK_MS;
    expect((await registry.siteForHost('www.seesicht.localhost'))?.id).toBe('seesicht');
    expect((await registry.siteForHost('seesicht.localhost'))?.hosts).toEqual([
      'seesicht.localhost',
      'www.seesicht.localhost',
    ]);
  });

  it("shows this registry's own changes at once", async () => {
    const registry = await newSite('sofort');
    expect((await registry.siteForHost('sofort.localhost'))?.status).toBe('active');
    await registry.setStatus('sofort', 'disabled');
    expect((await registry.siteForHost('sofort.localhost'))?.status).toBe('disabled');
  });

  it('lists every site with its last publish, read now', async () => {
    const registry = await newSite('liste');
    const other = createSiteRegistry(platform.db, { now });
    await other.markPublished('liste');
    const listed = (await registry.listSites()).find((site) => site.id === 'liste');
    expect(listed?.lastPublishAt).toBe(now().toISOString());
  });
});
