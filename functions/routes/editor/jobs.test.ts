/**
 * /jobs and /marketplace/own over HTTP (the editor's writes to the site's job board) and the
 * public GET /marketplace: add, edit, archive and publish re-render the pages holding the blocks;
 * no session, a foreign origin, bad input and another site's item change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { loadSite } from '../../../db/snapshot.ts';
import { JOBS_PAGE_ID } from '../../../db/seed/content/jobs.ts';
import { JobSnapshotSchema, MarketplaceItemSnapshotSchema } from '../../../src/lib/api/jobs.ts';
import { MarketplaceListSchema } from '../../../src/lib/api/marketplace.ts';
import { DEMO } from '../../../db/seed/ids.ts';
import { createApp } from '../../app.ts';
import { call, freshDb, testApp, type TestApp, type TestDb } from './test-support.ts';

let t: TestDb;
let other: TestDb;
let app: TestApp;
let rebuild: ReturnType<typeof testApp>['rebuild'];
beforeAll(async () => {
  [t, other] = await Promise.all([freshDb(), freshDb()]);
  ({ app, rebuild } = testApp(t.db));
});
afterAll(async () => Promise.all([t.close(), other.close()]));

const board = async () => (await loadSite(t.db, 'published')).jobs!;
const dump = async (db = t.db) => JSON.stringify(await loadSite(db, 'draft').then((s) => s.jobs));

const JOB = {
  title: 'Optometrist:in (60 %)',
  workQuota: '60 %',
  description: 'Sie machen Sehtests.\n\nMit Freude.',
  branchId: DEMO.branchIds.seen,
  staffMember: { firstName: 'Lea', lastName: 'Keller' },
};

describe('the seeded job board', () => {
  it('shows the published jobs and items only', async () => {
    const { offers, marketplace } = await board();
    expect(offers.map((j) => j.id)).toEqual(['job-augenoptikerin-efz', 'job-lernende-augenoptik']);
    expect(marketplace.every((i) => i.status === 'published')).toBe(true);
    expect(marketplace.map((i) => i.id)).not.toContain('item-entwurf');
    const missing = marketplace.find((i) => i.id === 'item-stelle-aushilfe')!;
    expect(missing.created).toBeNull();
    expect(offers[0]!.titleImages).toHaveLength(1);
    expect(offers[0]!.branch).toMatchObject({ city: 'Winterthur' });
  });
});

describe('POST /api/v1/jobs', () => {
  it('adds a published job, live on the pages holding the block', async () => {
    rebuild.calls.length = 0;
    const res = await call(app, '/jobs', JOB);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const job = v.parse(JobSnapshotSchema, res.body.data.job);
    expect(job).toMatchObject({
      title: JOB.title,
      workQuota: '60 %',
      status: 'published',
      created: '2026-11-22T10:00:00.000Z',
      staffMember: { firstName: 'Lea', lastName: 'Keller' },
      branch: { id: DEMO.branchIds.seen },
    });
    expect((await board()).offers[0]!.id).toBe(job.id);
    expect(rebuild.calls).toEqual([{ pageIds: [JOBS_PAGE_ID], wholeSite: false, removedPaths: [] }]);
  });

  it('edits, archives and republishes a job', async () => {
    const { body } = await call(app, '/jobs', JOB);
    const id = body.data.job.id as string;
    const edited = await call(app, `/jobs/${id}`, { ...JOB, title: 'Neu', workQuota: '' }, { method: 'PUT' });
    expect(edited.status).toBe(200);
    expect(edited.body.data.job).toMatchObject({ title: 'Neu', workQuota: null });
    const archived = await call(app, `/jobs/${id}/status`, { status: 'archived' });
    expect(archived.body.data.job.status).toBe('archived');
    expect((await board()).offers.map((j) => j.id)).not.toContain(id);
    const list = await call(app, '/jobs');
    expect(list.body.data.jobs.map((j: { id: string }) => j.id)).toContain(id);
    await call(app, `/jobs/${id}/status`, { status: 'published' });
    expect((await board()).offers.map((j) => j.id)).toContain(id);
  });

  it('refuses bad input, an unknown branch, no session and a foreign origin; nothing changes', async () => {
    const before = await dump();
    const refusals = [
      await call(app, '/jobs', { ...JOB, title: '  ' }),
      await call(app, '/jobs', { ...JOB, title: 'x'.repeat(201) }),
      await call(app, '/jobs', { ...JOB, branchId: 'no such branch!' }),
      await call(app, '/jobs', { ...JOB, branchId: 'branch-unknown' }),
      await call(app, '/jobs', { ...JOB, staffMember: 'Lea' }),
      await call(app, '/jobs', JOB, { raw: '{not json' }),
      await call(app, '/jobs', JOB, { editor: false }),
      await call(app, '/jobs', undefined, { editor: false }),
      await call(app, '/jobs', JOB, { origin: 'https://evil.example' }),
      await call(app, '/jobs/job-augenoptikerin-efz/status', { status: 'deleted' }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400, 401, 401, 403, 400]);
    for (const r of refusals) expect(r.body.success).toBe(false);
    expect(refusals[3]!.body.error.code).toBe('branch_not_found');
    expect(await dump()).toBe(before);
  });
});

describe('/api/v1/marketplace/own', () => {
  const ITEM = {
    kind: 'frame',
    direction: 'searching',
    title: 'Randlose Fassung gesucht',
    costChf: 120.5,
    options: { toBePickedUp: false, subjectToPostage: true, askingPrice: true },
  };

  it('adds, edits and archives an own item', async () => {
    const added = await call(app, '/marketplace/own', ITEM);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const item = v.parse(MarketplaceItemSnapshotSchema, added.body.data.item);
    expect(item).toMatchObject({ siteId: 'default', costChf: 120.5, options: ITEM.options });
    const edited = await call(
      app,
      `/marketplace/own/${item.id}`,
      { ...ITEM, costChf: null },
      { method: 'PUT' },
    );
    expect(edited.body.data.item.costChf).toBeNull();
    await call(app, `/marketplace/own/${item.id}/status`, { status: 'archived' });
    const pub = await call(app, '/marketplace', undefined, { editor: false });
    expect(pub.body.data.items.map((i: { id: string }) => i.id)).not.toContain(item.id);
  });

  it('refuses bad kinds, costs and directions', async () => {
    const before = await dump();
    const bad = [
      { ...ITEM, kind: 'car' },
      { ...ITEM, direction: 'selling' },
      { ...ITEM, costChf: -1 },
      { ...ITEM, costChf: 1.005 },
      { ...ITEM, costChf: '12' },
    ];
    for (const body of bad) expect((await call(app, '/marketplace/own', body)).status).toBe(400);
    expect(await dump()).toBe(before);
  });

  it("cannot edit another site's item: 404, and neither site changes", async () => {
    const beforeOther = await dump(other.db);
    const beforeOwn = await dump();
    // An item id that only the other site's database holds.
    const { body } = await call(testApp(other.db).app, '/marketplace/own', ITEM);
    const foreignId = body.data.item.id as string;
    const afterAdd = await dump(other.db);
    expect(afterAdd).not.toBe(beforeOther);
    const put = await call(
      app,
      `/marketplace/own/${foreignId}`,
      { ...ITEM, title: 'Gekapert' },
      { method: 'PUT' },
    );
    const status = await call(app, `/marketplace/own/${foreignId}/status`, { status: 'archived' });
    expect([put.status, status.status]).toEqual([404, 404]);
    expect(await dump(other.db)).toBe(afterAdd);
    expect(await dump()).toBe(beforeOwn);
  });
});

describe('GET /api/v1/marketplace', () => {
  it("answers the site's own published items outside a network, without a session", async () => {
    const res = await call(app, '/marketplace', undefined, { editor: false });
    expect(res.status).toBe(200);
    const { items } = v.parse(MarketplaceListSchema, res.body.data);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.status === 'published' && i.siteId === 'default')).toBe(true);
  });

  it('answers the network list when the service is there', async () => {
    const networkApp = createApp({
      db: t.db,
      services: {
        marketplaceNetwork: { publishedItems: async () => [] },
      },
    });
    const res = await networkApp.request('/api/v1/marketplace');
    expect(await res.json()).toEqual({ success: true, data: { items: [] } });
  });
});
