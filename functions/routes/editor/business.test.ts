/**
 * GET /business/draft and POST /business over a real site database (the seeded demo) and a real
 * registry (its own libSQL file, the demo business registered as `site create` does): the draft
 * names the canton's holidays, a save with overlapping hours is refused and changes nothing, a
 * good save lands in the registry and in the site's branches, re-renders the site and tells the
 * other sites; a branch of another business and a site outside a network are refused.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPlatformDb, type PlatformDbHandle } from '../../../db/platform/client.ts';
import { networkBranches } from '../../../db/platform/schema.ts';
import { branches } from '../../../db/schema.ts';
import { seedNetworkDirectory } from '../../../db/seed/content/network-directory.ts';
import { BusinessDraftSchema, type BusinessSave } from '../../../src/lib/api/business.ts';
import { createApp } from '../../app.ts';
import { registerBusiness } from '../../services/platform/provision.ts';
import { createSiteRegistry, type SiteRegistry } from '../../services/platform/registry.ts';
import { fakeAuth, freshDb, recordingRebuild, type TestDb } from './test-support.ts';
import * as v from 'valibot';

let site: TestDb;
let dir: string;
let platform: PlatformDbHandle;
let registry: SiteRegistry;
let businessId: string;
const rebuild = recordingRebuild();
const networkChanged = vi.fn();
const NOW = new Date('2026-11-28T10:00:00Z');

beforeAll(async () => {
  site = await freshDb();
  dir = await mkdtemp(join(tmpdir(), 'lunette-business-'));
  platform = await openPlatformDb(`file:${join(dir, 'platform.db')}`);
  registry = createSiteRegistry(platform.db);
  await seedNetworkDirectory(platform.db);
  businessId = (await registerBusiness(registry, site.db, { canton: 'ZH' })) ?? '';
});
afterAll(async () => {
  await site.close();
  platform.client.close();
  await rm(dir, { recursive: true, force: true });
});

const app = () =>
  createApp({
    db: site.db,
    services: { auth: fakeAuth, network: registry, rebuild, networkChanged, now: () => NOW },
  });
const editor = { 'x-test-editor': '1', 'content-type': 'application/json', origin: 'http://localhost' };

async function draft() {
  const res = await app().request('/api/v1/business/draft', { headers: editor });
  expect(res.status).toBe(200);
  return v.parse(BusinessDraftSchema, ((await res.json()) as { data: unknown }).data);
}

const post = (body: unknown) =>
  app().request('/api/v1/business', { method: 'POST', headers: editor, body: JSON.stringify(body) });

function saveOf(current: Awaited<ReturnType<typeof draft>>): BusinessSave {
  return {
    email: current.email,
    phone: current.phone,
    branches: current.branches.map(({ active: _active, ...branch }) => branch),
  };
}

describe('the business routes', () => {
  it("read the business from the registry with the canton's holidays of the coming year", async () => {
    const current = await draft();
    expect(current.id).toBe(businessId);
    expect(current.today).toBe('2026-11-28');
    expect(current.branches.length).toBeGreaterThan(0);
    expect(current.holidays.map((h) => h.date)).toContain('2026-12-25');
    expect(current.holidays.every((h) => h.date >= '2026-11-28' && h.date <= '2027-11-30')).toBe(true);
    expect((await app().request('/api/v1/business/draft')).status).toBe(401);
  });

  it('refuse overlapping hours with the reason, and change nothing', async () => {
    const current = await draft();
    const save = saveOf(current);
    const [first] = save.branches;
    first!.openingHours = [
      { day: 1, open: '09:00', close: '12:00' },
      { day: 1, open: '11:30', close: '18:00' },
    ];
    const res = await post(save);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { problems: unknown[] } };
    expect(body.error.problems).toEqual([
      { branchId: first!.id, where: { kind: 'weekday', day: 1 }, code: 'overlap' },
    ]);
    expect((await draft()).branches[0]?.openingHours).toEqual(current.branches[0]?.openingHours);
  });

  it('store new hours and a holiday opening in the registry and the site, re-render, and tell the other sites', async () => {
    const current = await draft();
    const save = saveOf(current);
    const [first] = save.branches;
    first!.openingHours = [
      { day: 1, open: '08:00', close: '12:00' },
      { day: 1, open: '13:00', close: '19:00' },
    ];
    first!.specialHours = [{ date: '2026-12-26', open: '10:00', close: '14:00' }];
    first!.phone = '+41 52 000 00 00';
    const calls = rebuild.calls.length;
    const res = await post(save);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { changed: true } });
    const [stored] = await platform.db
      .select()
      .from(networkBranches)
      .where(eq(networkBranches.id, first!.id));
    expect(stored).toMatchObject({ openingHours: first!.openingHours, specialHours: first!.specialHours });
    const [local] = await site.db.select().from(branches).where(eq(branches.id, first!.id));
    expect(local).toMatchObject({ openingHours: first!.openingHours, phone: '+41 52 000 00 00' });
    expect(rebuild.calls.slice(calls)).toEqual([{ pageIds: [], wholeSite: true, removedPaths: [] }]);
    expect(networkChanged).toHaveBeenCalled();
  });

  it("refuse another business's branch, and answer 404 outside a network", async () => {
    const save = saveOf(await draft());
    const foreign = (await platform.db.select().from(networkBranches)).find(
      (b) => b.businessId !== businessId,
    );
    save.branches[0]!.id = foreign!.id;
    expect((await post(save)).status).toBe(404);
    const alone = createApp({ db: site.db, services: { auth: fakeAuth, rebuild } });
    expect((await alone.request('/api/v1/business/draft', { headers: editor })).status).toBe(404);
  });
});
