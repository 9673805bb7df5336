/**
 * /page/versions/* and /page/schedule/* over HTTP on a real libSQL file: every publish keeps a
 * version (who, when, what changed), one can be shown and restored as the draft (deleted blocks
 * come back, the published side stays); a publish scheduled in Zurich time runs when due through
 * the same publish rules, is cancellable, and a refused request changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fields, groups, pageVersions, scheduledPublishes } from '../../../db/schema.ts';
import { loadSite } from '../../../db/snapshot.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import { fieldText } from '../../../src/lib/content.ts';
import { runDuePublishes } from '../../services/content/scheduled-publish.ts';
import {
  call,
  dumpContent,
  freshDb,
  recordingRebuild,
  TEST_EDITOR,
  testApp,
  type TestApp,
  type TestDb,
} from './test-support.ts';

let t: TestDb;
let app: TestApp;
beforeAll(async () => {
  t = await freshDb();
  ({ app } = testApp(t.db));
});
afterAll(async () => t.close());

const HOME = PAGE.home;
const CTA = 'group-home-cta';

async function saveCtaTitle(text: string) {
  const [row] = await t.db.select().from(fields).where(eq(fields.id, 'field-home-cta-title'));
  const res = await call(app, '/data', {
    itemType: 'field',
    pageId: HOME,
    groupId: CTA,
    name: 'title',
    baseRevision: row!.revision,
    data: { content: { locale: 'de', text } },
  });
  expect(res.status).toBe(200);
}

async function ctaTitle(side: 'draft' | 'published') {
  const site = await loadSite(t.db, side);
  const cta = site.pages.find((p) => p.id === HOME)!.groups.find((g) => g.id === CTA);
  return cta ? fieldText(cta.fields['title'], 'de') : null;
}

describe('version history', () => {
  it('keeps a version per publish with who, when and what changed', async () => {
    await saveCtaTitle('Erste Fassung');
    expect((await call(app, '/page/publish', { id: HOME })).status).toBe(200);
    await saveCtaTitle('Zweite Fassung');
    await call(app, '/group/remove', { pageId: HOME, groupId: 'group-home-spacer' });
    expect((await call(app, '/page/publish', { id: HOME })).status).toBe(200);

    const list = await call(app, `/page/versions/list?pageId=${HOME}`);
    expect(list.status).toBe(200);
    const versions = list.body.data.versions;
    expect(versions.map((v: { sequence: number }) => v.sequence)).toEqual([2, 1]);
    expect(versions[0]).toMatchObject({
      publishedAt: '2026-11-22T10:00:00.000Z',
      publishedBy: { kind: 'editor', id: TEST_EDITOR.id, name: 'Anna', email: 'anna@example.ch' },
      summary: {
        first: false,
        fields: { count: 1, names: ['title'] },
        blocksRemoved: { count: 1, names: ['spacer'] },
        blocksAdded: { count: 0 },
      },
    });
    expect(versions[1].summary.first).toBe(true);
  });

  it('shows one version with the page as it was published', async () => {
    const res = await call(app, `/page/versions/get?pageId=${HOME}&sequence=1`);
    expect(res.status).toBe(200);
    const cta = res.body.data.page.groups.find((g: { id: string }) => g.id === CTA);
    expect(cta.fields.title.content.values.de.text).toBe('Erste Fassung');
    expect(res.body.data.page.groups.some((g: { id: string }) => g.id === 'group-home-spacer')).toBe(true);
  });

  it('restores a version as the draft: deleted blocks come back, the published side stays', async () => {
    const [before] = await t.db.select().from(fields).where(eq(fields.id, 'field-home-cta-title'));
    const res = await call(app, '/page/versions/restore', { pageId: HOME, sequence: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data.restoredGroupIds).toEqual(['group-home-spacer']);
    expect(await ctaTitle('draft')).toBe('Erste Fassung');
    expect(await ctaTitle('published')).toBe('Zweite Fassung');
    const [after] = await t.db.select().from(fields).where(eq(fields.id, 'field-home-cta-title'));
    expect(after!.revision).toBe(before!.revision + 1);
    const [spacer] = await t.db.select().from(groups).where(eq(groups.id, 'group-home-spacer'));
    expect(spacer).toMatchObject({ status: 'draft', publishedAt: null });
    const status = await call(app, `/page/status/publication?id=${HOME}`);
    expect(status.body.data.canPublish).toBe(true);
    expect(status.body.data.changed.groupIds).toContain('group-home-spacer');

    // Publishing it makes the old text public again and keeps a third version.
    expect((await call(app, '/page/publish', { id: HOME })).status).toBe(200);
    expect(await ctaTitle('published')).toBe('Erste Fassung');
    const list = await call(app, `/page/versions/list?pageId=${HOME}`);
    expect(list.body.data.versions[0]).toMatchObject({
      sequence: 3,
      summary: { blocksAdded: { count: 1, names: ['spacer'] }, fields: { count: 1 } },
    });
  });

  it('marks blocks added since the version for deletion (published) or deletes them (draft)', async () => {
    const added = await call(app, '/group/add', { pageId: HOME, groupName: 'spacer', nextTo: null });
    expect(added.status).toBe(200);
    const newId = added.body.data.group.id as string;
    // Version 2 has neither the new block nor the spacer (published again in version 3).
    const res = await call(app, '/page/versions/restore', { pageId: HOME, sequence: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.removedGroupIds.sort()).toEqual([newId, 'group-home-spacer'].sort());
    expect(await t.db.select().from(groups).where(eq(groups.id, newId))).toEqual([]);
    const [spacer] = await t.db.select().from(groups).where(eq(groups.id, 'group-home-spacer'));
    expect(spacer).toMatchObject({ status: 'markedForDeletion', previousStatus: 'published' });
    expect(await ctaTitle('draft')).toBe('Zweite Fassung');
    // Back to version 3: the marked spacer is restored, not duplicated.
    expect((await call(app, '/page/versions/restore', { pageId: HOME, sequence: 3 })).status).toBe(200);
    const [back] = await t.db.select().from(groups).where(eq(groups.id, 'group-home-spacer'));
    expect(back).toMatchObject({ status: 'published', previousStatus: null });
    const status = await call(app, `/page/status/publication?id=${HOME}`);
    expect(status.body.data.counts).toEqual({ fields: 0, groups: 0, pages: 0 });
  });

  it('answers 404 with its code for an unknown page or version and changes nothing', async () => {
    const before = await dumpContent(t.db);
    const page = await call(app, '/page/versions/list?pageId=page-nope');
    expect([page.status, page.body.error.code]).toEqual([404, 'page_not_found']);
    const version = await call(app, `/page/versions/get?pageId=${HOME}&sequence=99`);
    expect([version.status, version.body.error.code]).toEqual([404, 'version_not_found']);
    const restore = await call(app, '/page/versions/restore', { pageId: HOME, sequence: 99 });
    expect([restore.status, restore.body.error.code]).toEqual([404, 'version_not_found']);
    expect((await call(app, '/page/versions/restore', { pageId: HOME, sequence: 0 })).status).toBe(400);
    expect(await dumpContent(t.db)).toBe(before);
  });

  it('needs a signed-in editor', async () => {
    expect((await call(app, `/page/versions/list?pageId=${HOME}`, undefined, { editor: false })).status).toBe(
      401,
    );
  });
});

describe('scheduled publishing', () => {
  it('converts Zurich time, refuses the past and a skipped hour, lists and cancels', async () => {
    // The app's clock: 2026-11-22T10:00Z = 11:00 in Zurich.
    const past = await call(app, '/page/schedule/add', { pageId: HOME, date: '2026-11-22', time: '11:00' });
    expect([past.status, past.body.error.code]).toEqual([409, 'schedule_in_past']);
    const skipped = await call(app, '/page/schedule/add', {
      pageId: HOME,
      date: '2027-03-28',
      time: '02:30',
    });
    expect(skipped.status).toBe(400);
    const unknown = await call(app, '/page/schedule/add', {
      pageId: 'page-nope',
      date: '2026-12-01',
      time: '09:00',
    });
    expect(unknown.status).toBe(404);
    expect((await call(app, '/page/schedule/list')).body.data.schedules).toEqual([]);

    const ok = await call(app, '/page/schedule/add', { pageId: HOME, date: '2026-11-22', time: '11:01' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.schedule).toMatchObject({
      dueAt: '2026-11-22T10:01:00.000Z',
      state: 'pending',
      createdBy: { id: TEST_EDITOR.id, name: 'Anna' },
    });
    const summer = await call(app, '/page/schedule/add', { pageId: HOME, date: '2027-07-01', time: '08:00' });
    expect(summer.body.data.schedule.dueAt).toBe('2027-07-01T06:00:00.000Z');
    const list = await call(app, '/page/schedule/list');
    expect(list.body.data.schedules.map((s: { dueAt: string }) => s.dueAt)).toEqual([
      '2026-11-22T10:01:00.000Z',
      '2027-07-01T06:00:00.000Z',
    ]);
    for (const id of [ok.body.data.schedule.id, summer.body.data.schedule.id]) {
      expect((await call(app, '/page/schedule/cancel', { id })).body.data.schedule.state).toBe('cancelled');
    }
    const again = await call(app, '/page/schedule/cancel', { id: ok.body.data.schedule.id });
    expect([again.status, again.body.error.code]).toEqual([404, 'schedule_not_found']);
    expect((await call(app, '/page/schedule/list')).body.data.schedules).toEqual([]);
  });

  it('publishes when due, once, and keeps a version naming the scheduler', async () => {
    await saveCtaTitle('Geplant');
    const ok = await call(app, '/page/schedule/add', { pageId: HOME, date: '2026-11-22', time: '11:05' });
    const id = ok.body.data.schedule.id;
    const rebuild = recordingRebuild();
    const early = await runDuePublishes(t.db, { rebuild }, new Date('2026-11-22T10:04:59Z'));
    expect(early).toEqual({ published: [], failed: [] });
    expect(await ctaTitle('published')).toBe('Erste Fassung');

    const due = new Date('2026-11-22T10:05:00Z');
    const [first, second] = await Promise.all([
      runDuePublishes(t.db, { rebuild }, due),
      runDuePublishes(t.db, { rebuild }, due),
    ]);
    expect([...first.published, ...second.published]).toEqual([id]);
    expect(rebuild.calls).toHaveLength(1);
    expect(await ctaTitle('published')).toBe('Geplant');
    const [row] = await t.db.select().from(scheduledPublishes).where(eq(scheduledPublishes.id, id));
    expect(row).toMatchObject({ state: 'done', settledAt: due.toISOString() });
    const [latest] = (await call(app, `/page/versions/list?pageId=${HOME}`)).body.data.versions;
    expect(latest).toMatchObject({
      publishedAt: due.toISOString(),
      publishedBy: { kind: 'scheduled', id: TEST_EDITOR.id, name: 'Anna' },
    });
  });

  it('marks a publish the rules hold back as failed with the reason, and publishes nothing', async () => {
    // German text without English: a missing translation holds the page back.
    const [row] = await t.db.select().from(fields).where(eq(fields.id, 'field-home-cta-title'));
    await call(app, '/data', {
      itemType: 'field',
      pageId: HOME,
      groupId: CTA,
      name: 'title',
      baseRevision: row!.revision,
      data: { content: { locale: 'en', text: null } },
    });
    const versionsBefore = await t.db.select().from(pageVersions).where(eq(pageVersions.pageId, HOME));
    const ok = await call(app, '/page/schedule/add', { pageId: HOME, date: '2026-11-22', time: '11:10' });
    const result = await runDuePublishes(
      t.db,
      { rebuild: recordingRebuild() },
      new Date('2026-11-22T10:10:00Z'),
    );
    expect(result.failed).toEqual([{ id: ok.body.data.schedule.id, reason: 'missing_translations' }]);
    const list = (await call(app, '/page/schedule/list')).body.data.schedules;
    expect(list).toEqual([
      expect.objectContaining({ state: 'failed', failureReason: 'missing_translations' }),
    ]);
    expect(await t.db.select().from(pageVersions).where(eq(pageVersions.pageId, HOME))).toHaveLength(
      versionsBefore.length,
    );
    // Dismissing the failed entry takes it off the list.
    await call(app, '/page/schedule/cancel', { id: ok.body.data.schedule.id });
    expect((await call(app, '/page/schedule/list')).body.data.schedules).toEqual([]);
  });
});
