/**
 * Scheduled publishing (docs/decisions/0020): an editor sets a page to publish at a Zurich date
 * and time; the runner publishes what is due (`runDuePublishes`) with the same `publishPage` and
 * publish rules as the publish button. On Node a timer per open site runs it
 * (`startScheduledPublishTimer`, sleeping until the next due time, at most a minute); on Workers
 * the Cron Trigger runs it every minute. Claiming an entry happens inside the publish's own
 * transaction, so two runners (two isolates, two processes) never publish it twice, and a
 * cancelled entry is never published.
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { scheduledPublishes } from '../../../db/schema.ts';
import type { Tx } from '../../../db/write.ts';
import type { ScheduleAddRequest, ScheduleEntry } from '../../../src/lib/api/versions.ts';
import { isInFuture, nextWakeDelay } from '../../../src/lib/versions/due.ts';
import { zurichToUtc } from '../../../src/lib/versions/zurich-time.ts';
import type { Editor } from '../../auth/types.ts';
import { ApiError } from '../../errors.ts';
import type { RebuildService } from '../rebuild.ts';
import { PublishBlockedError, publishPage } from './publish.ts';
import { getPage } from './rows.ts';

type ScheduleRow = typeof scheduledPublishes.$inferSelect;

function toEntry(row: ScheduleRow): ScheduleEntry {
  return {
    id: row.id,
    pageId: row.pageId,
    dueAt: row.dueAt,
    state: row.state,
    createdBy: { id: row.createdById, name: row.createdByName, email: row.createdByEmail },
    createdAt: row.createdAt,
    failureReason: (row.failureReason as ScheduleEntry['failureReason']) ?? null,
  };
}

/**
 * Schedules a publish of a page at a Zurich date and time: 404 for an unknown page, 400 for a
 * time that does not exist (the spring change to summer time skips an hour), 409
 * 'schedule_in_past' for a time not after `now`.
 */
export async function schedulePublish(
  db: Db,
  request: ScheduleAddRequest,
  editor: Pick<Editor, 'id' | 'name' | 'email'>,
  now: Date,
): Promise<ScheduleEntry> {
  const dueAt = zurichToUtc({ date: request.date, time: request.time });
  if (!dueAt) throw new ApiError(400, 'invalid_input', 'date/time');
  await getPage(db, request.pageId);
  if (!isInFuture(dueAt, now)) throw new ApiError(409, 'schedule_in_past');
  const [row] = await db
    .insert(scheduledPublishes)
    .values({
      id: `schedule-${crypto.randomUUID()}`,
      pageId: request.pageId,
      dueAt: dueAt.toISOString(),
      createdById: editor.id,
      createdByName: editor.name,
      createdByEmail: editor.email,
      createdAt: now.toISOString(),
    })
    .returning();
  return toEntry(row!);
}

/** The site's pending publishes and the failed ones not yet dismissed, soonest first. */
export async function listSchedules(db: Db): Promise<ScheduleEntry[]> {
  const rows = await db
    .select()
    .from(scheduledPublishes)
    .where(inArray(scheduledPublishes.state, ['pending', 'failed']))
    .orderBy(asc(scheduledPublishes.dueAt));
  return rows.map(toEntry);
}

/** Cancels a pending publish or dismisses a failed one; 404 'schedule_not_found' otherwise. */
export async function cancelSchedule(db: Db, id: string, now: Date): Promise<ScheduleEntry> {
  const [row] = await db
    .update(scheduledPublishes)
    .set({ state: 'cancelled', settledAt: now.toISOString() })
    .where(and(eq(scheduledPublishes.id, id), inArray(scheduledPublishes.state, ['pending', 'failed'])))
    .returning();
  if (!row) throw new ApiError(404, 'schedule_not_found');
  return toEntry(row);
}

/** What the runner needs: the site's rebuild service and a log line for failures. */
export interface ScheduledPublishDeps {
  rebuild: RebuildService;
  log?: (message: string) => void;
}

/** One run's outcome per entry. */
export interface DueRunResult {
  published: string[];
  failed: { id: string; reason: string }[];
}

/** Thrown inside the publish transaction when the entry is no longer pending (cancelled, or run elsewhere). */
class NotPendingError extends Error {}

function failureOf(error: unknown): NonNullable<ScheduleEntry['failureReason']> {
  if (error instanceof PublishBlockedError)
    return error.reasons.missingTranslations.length > 0 ? 'missing_translations' : 'accessibility';
  if (error instanceof ApiError && error.code === 'page_not_found') return 'page_not_found';
  return 'internal_error';
}

/**
 * Publishes every pending entry due at `now`, earliest first, each as `publishPage` does (the
 * publish rules apply; its version names the scheduler and the editor who scheduled it). An entry
 * the rules hold back, or whose page is gone, is marked failed with the reason; the others stay
 * untouched.
 */
export async function runDuePublishes(db: Db, deps: ScheduledPublishDeps, now: Date): Promise<DueRunResult> {
  const due = await db
    .select()
    .from(scheduledPublishes)
    .where(and(eq(scheduledPublishes.state, 'pending'), lte(scheduledPublishes.dueAt, now.toISOString())))
    .orderBy(asc(scheduledPublishes.dueAt));
  const result: DueRunResult = { published: [], failed: [] };
  for (const entry of due) {
    const claim = async (tx: Tx) => {
      const claimed = await tx
        .update(scheduledPublishes)
        .set({ state: 'done', settledAt: now.toISOString() })
        .where(and(eq(scheduledPublishes.id, entry.id), eq(scheduledPublishes.state, 'pending')))
        .returning({ id: scheduledPublishes.id });
      if (claimed.length === 0) throw new NotPendingError(entry.id);
    };
    try {
      await publishPage(db, entry.pageId, {
        rebuild: deps.rebuild,
        now,
        claim,
        publishedBy: {
          kind: 'scheduled',
          id: entry.createdById,
          name: entry.createdByName,
          email: entry.createdByEmail,
        },
      });
      result.published.push(entry.id);
    } catch (error) {
      if (error instanceof NotPendingError) continue;
      const reason = failureOf(error);
      if (reason === 'internal_error') deps.log?.(`scheduled publish ${entry.id} failed: ${String(error)}`);
      await db
        .update(scheduledPublishes)
        .set({
          state: 'failed',
          failureReason: reason,
          failureDetail: error instanceof PublishBlockedError ? { reasons: error.reasons } : null,
          settledAt: now.toISOString(),
        })
        .where(and(eq(scheduledPublishes.id, entry.id), eq(scheduledPublishes.state, 'pending')));
      result.failed.push({ id: entry.id, reason });
    }
  }
  return result;
}

/** The pending entries' due times (what the timer sleeps towards). */
async function pendingTimes(db: Db): Promise<{ state: 'pending'; dueAt: string }[]> {
  const rows = await db
    .select({ dueAt: scheduledPublishes.dueAt })
    .from(scheduledPublishes)
    .where(eq(scheduledPublishes.state, 'pending'))
    .orderBy(asc(scheduledPublishes.dueAt))
    .limit(1);
  return rows.map((r) => ({ state: 'pending' as const, dueAt: r.dueAt }));
}

/** A running timer; `stop` ends it and waits for a run in progress. */
export interface ScheduledPublishTimer {
  /** Look now (a publish was just scheduled or cancelled in this process). */
  poke(): void;
  stop(): Promise<void>;
}

/**
 * The Node server's timer of one open site: runs what is due, then sleeps until the next pending
 * publish (at most a minute, so entries written by another process are found). The timer is
 * unref'd: it never keeps the process alive.
 */
export function startScheduledPublishTimer(
  db: Db,
  deps: ScheduledPublishDeps & { now?: () => Date },
): ScheduledPublishTimer {
  const clock = deps.now ?? (() => new Date());
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    (timer as { unref?: () => void }).unref?.();
  };
  const tick = () => {
    timer = null;
    running = running.then(async () => {
      if (stopped) return;
      let delay = 60_000;
      try {
        await runDuePublishes(db, deps, clock());
        delay = nextWakeDelay(await pendingTimes(db), clock());
      } catch (error) {
        deps.log?.(`scheduled publishes not run: ${String(error)}`);
      }
      // A due time a few ms ahead is slept to, not polled: at least 50 ms between runs.
      schedule(Math.max(50, delay));
    });
  };
  schedule(0);
  return {
    poke: () => schedule(0),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
