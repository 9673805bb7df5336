/**
 * The registry's memory of memberships over a real platform database in a temp folder: a yes is
 * remembered for MEMBERSHIP_TTL_MS, a no never (a member added by another process counts at
 * once), and a site removed here forgets its members at once; the last host table serves while
 * the registry cannot be reached.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlatformDb, type PlatformDbHandle } from '../../../db/platform/client.ts';
import { siteMembers } from '../../../db/platform/schema.ts';
import { MEMBERSHIP_TTL_MS, createSiteRegistry } from './registry.ts';

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
