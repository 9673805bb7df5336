/**
 * The registry's mail marks over real libSQL files: a site's outbox state, written into the
 * registry, names exactly the active sites with mail due; and the sweep, given the marks, opens
 * only those, several at a time, without waiting for a site that hangs.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../../db/client.ts';
import { migrateDb } from '../../../db/migrate.ts';
import { openPlatformDb, type PlatformDbHandle } from '../../../db/platform/client.ts';
import { outbox, submissions } from '../../../db/schema.ts';
import {
  mailStateRecorder,
  recordMailState,
  refreshMailState,
  siteMailState,
  sitesWithMailDue,
} from './mail-due.ts';
import { startOutboxSweep } from './outbox-sweep.ts';
import { createSiteRegistry, type SiteRecord } from './registry.ts';

let dir: string;
let platform: PlatformDbHandle;
let site: DbHandle;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-mail-due-'));
  platform = await openPlatformDb(`file:${join(dir, 'platform.db')}`);
  site = await openDb(`file:${join(dir, 'alpha.db')}`);
  await migrateDb(site.db);
  const registry = createSiteRegistry(platform.db);
  for (const id of ['alpha', 'beta', 'gamma']) {
    await registry.createSite({
      id,
      name: `Optik ${id}`,
      hosts: [`${id}.localhost`],
      locales: ['de'],
      databaseUrl: `file:${join(dir, `${id}.db`)}`,
    });
  }
  await registry.setStatus('gamma', 'disabled');
});

afterAll(async () => {
  site.client.close();
  platform.client.close();
  await rm(dir, { recursive: true, force: true });
});

const mail = (id: string, extra: Partial<typeof outbox.$inferInsert> = {}) => ({
  id,
  submissionId: 's1',
  purpose: 'notification' as const,
  recipient: 'info@optik.test',
  subject: 'Anfrage',
  body: 'Hallo',
  ...extra,
});

describe('mail marks in the registry', () => {
  it("reads a site's earliest due mail and what waits, and names the active sites with mail due", async () => {
    expect(await siteMailState(site.db)).toEqual({ dueAt: null, waiting: 0 });
    await site.db.insert(submissions).values({ id: 's1', kind: 'contact', payload: {}, locale: 'de' });
    await site.db
      .insert(outbox)
      .values([
        mail('m1', { nextAttemptAt: '2026-11-28T10:05:00.000Z' }),
        mail('m2', { status: 'failed', nextAttemptAt: '2026-11-28T10:01:00.000Z' }),
        mail('m3', { status: 'delivered', nextAttemptAt: '2026-11-28T09:00:00.000Z' }),
      ]);
    expect(await siteMailState(site.db)).toEqual({ dueAt: '2026-11-28T10:01:00.000Z', waiting: 2 });

    await refreshMailState(platform.db, 'alpha', site.db);
    await recordMailState(platform.db, 'beta', { dueAt: '2026-11-28T12:00:00.000Z', waiting: 1 });
    await recordMailState(platform.db, 'gamma', { dueAt: '2026-11-28T09:00:00.000Z', waiting: 1 });
    expect(await sitesWithMailDue(platform.db, new Date('2026-11-28T10:00:00.000Z'))).toEqual([]);
    expect(await sitesWithMailDue(platform.db, new Date('2026-11-28T10:02:00.000Z'))).toEqual(['alpha']);
    // A disabled site is never opened for its mail.
    expect(await sitesWithMailDue(platform.db, new Date('2026-11-28T13:00:00.000Z'))).toEqual([
      'alpha',
      'beta',
    ]);
    // Delivered: the recorder takes the mark away.
    await site.db.update(outbox).set({ status: 'delivered' });
    const record = mailStateRecorder(platform.db);
    await record('alpha', site.db);
    expect(await sitesWithMailDue(platform.db, new Date('2026-11-28T13:00:00.000Z'))).toEqual(['beta']);
    // A mark that went stale (written by another process) is corrected by the next drain.
    await recordMailState(platform.db, 'alpha', { dueAt: '2026-11-28T09:00:00.000Z', waiting: 9 });
    await record('alpha', site.db);
    expect(await sitesWithMailDue(platform.db, new Date('2026-11-28T13:00:00.000Z'))).toEqual(['beta']);
    await refreshMailState(platform.db, 'alpha', site.db);
    expect(await sitesWithMailDue(platform.db, new Date('2026-11-28T13:00:00.000Z'))).toEqual(['beta']);
  });
});

describe('outbox sweep with the marks', () => {
  const record = (id: string): SiteRecord =>
    ({
      id,
      name: id,
      locales: ['de'],
      status: 'active',
      databaseUrl: `file:${id}.db`,
      businessId: null,
      isDefault: false,
      createdAt: '2026-11-28T00:00:00.000Z',
      lastPublishAt: null,
      hosts: [`${id}.localhost`],
      primaryHost: `${id}.localhost`,
    }) as SiteRecord;

  it('scans every site once, then opens only the marked ones, several at a time, past one that hangs', async () => {
    const all = ['a', 'b', 'c', 'd', 'e', 'f'].map(record);
    const opened: string[] = [];
    let inFlight = 0;
    let most = 0;
    const sites = {
      openSites: () => opened,
      get: async (site: SiteRecord) => {
        if (site.id === 'b') return new Promise<never>(() => {}); // hangs for ever
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((r) => setImmediate(r));
        inFlight--;
        opened.push(site.id);
        return {} as never;
      },
    };
    const checked: string[] = [];
    const logs: string[] = [];
    let marks = ['b', 'd', 'e', 'f'];
    const sweep = startOutboxSweep({
      registry: { listSites: async () => all },
      sites,
      mailDue: async (site) => {
        checked.push(site.id);
        return site.id === 'a';
      },
      dueSiteIds: async () => marks,
      intervalMs: 3_600_000,
      concurrency: 2,
      openTimeoutMs: 200,
      log: (m) => logs.push(m),
    });
    try {
      // The first run (started at once) asked every site's outbox and opened the one with mail.
      await sweep.sweepOnce();
      expect(checked.sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
      expect(opened).toEqual(['a']);
      // Later runs open the marked sites without asking the others; b hangs and is left behind.
      checked.length = 0;
      expect(await sweep.sweepOnce()).toBe(3);
      expect(checked).toEqual([]);
      expect(opened.sort()).toEqual(['a', 'd', 'e', 'f']);
      expect(most).toBeLessThanOrEqual(2);
      expect(logs.join('\n')).toContain('b: outbox sweep failed: Error: not open after 200 ms');
      marks = [];
      expect(await sweep.sweepOnce()).toBe(0);
    } finally {
      sweep.stop();
    }
  });
});
