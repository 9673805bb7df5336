/**
 * The Node timer of scheduled publishes on a real libSQL file: it sleeps until the next due time
 * (not a whole minute), publishes through `publishPage` (a version is kept), a cancelled entry is
 * never published, and `stop` ends it. The runner's rules are covered over HTTP in
 * functions/routes/editor/versions.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { pageVersions, scheduledPublishes } from '../../../db/schema.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import { recordingRebuild } from '../../routes/editor/test-support.ts';
import { cancelSchedule, schedulePublish, startScheduledPublishTimer } from './scheduled-publish.ts';
import { seededContentDb } from './test-support.ts';

const t = seededContentDb();
const editor = { id: 'editor-1', name: 'Anna', email: 'anna@example.ch' };

async function stateOf(id: string) {
  const [row] = await t.db.select().from(scheduledPublishes).where(eq(scheduledPublishes.id, id));
  return row?.state;
}

describe('startScheduledPublishTimer', () => {
  it('publishes a due entry once its time comes and keeps its version', async () => {
    // The clock runs in real time, 400 ms before the due time: the timer must sleep to it, not a minute.
    const due = new Date('2026-11-22T10:01:00.000Z');
    const offset = due.getTime() - 400 - Date.now();
    const clock = () => new Date(Date.now() + offset);
    const entry = await schedulePublish(
      t.db,
      { pageId: PAGE.home, date: '2026-11-22', time: '11:01' },
      editor,
      clock(),
    );
    const cancelled = await schedulePublish(
      t.db,
      { pageId: PAGE.home, date: '2026-11-22', time: '11:01' },
      editor,
      clock(),
    );
    await cancelSchedule(t.db, cancelled.id, clock());
    const rebuild = recordingRebuild();
    const timer = startScheduledPublishTimer(t.db, { rebuild, now: clock });
    try {
      expect(await stateOf(entry.id)).toBe('pending');
      await vi.waitFor(async () => expect(await stateOf(entry.id)).toBe('done'), {
        timeout: 5_000,
        interval: 50,
      });
      expect(rebuild.calls).toHaveLength(1);
      expect(await stateOf(cancelled.id)).toBe('cancelled');
      const versions = await t.db.select().from(pageVersions).where(eq(pageVersions.pageId, PAGE.home));
      expect(versions.map((v) => v.publishedByKind)).toEqual(['scheduled']);
    } finally {
      await timer.stop();
    }
  });

  it('stops: nothing runs after stop', async () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    const entry = await schedulePublish(
      t.db,
      { pageId: PAGE.home, date: '2026-11-22', time: '11:30' },
      editor,
      now,
    );
    const rebuild = recordingRebuild();
    const timer = startScheduledPublishTimer(t.db, { rebuild, now: () => new Date('2026-11-22T10:31:00Z') });
    await timer.stop();
    expect(await stateOf(entry.id)).toBe('pending');
    expect(rebuild.calls).toHaveLength(0);
  });
});
