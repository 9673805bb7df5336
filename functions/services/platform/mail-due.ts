/**
 * Which sites of the network have form mail due, kept in the registry (`sites.mail_due_at`,
 * `sites.mail_waiting`, registry migration 0002), so the outbox sweep and the Worker's cron look
 * only at those instead of opening every site's database every minute (at 5,000 sites, 5,000
 * round trips a run). A site's mark is written from its own outbox: after a submission is stored
 * and after its sender settles a pass (`recordMailState`). A site's state is read from its outbox
 * (`siteMailState`): the earliest time anything is due and how much waits.
 */
import { and, eq, inArray, isNotNull, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { PlatformDb } from '../../../db/platform/client.ts';
import { sites } from '../../../db/platform/schema.ts';
import { outbox } from '../../../db/schema.ts';

export interface MailState {
  /** When the earliest waiting mail is due (ISO time; a lease's end for mail being sent); null: none. */
  dueAt: string | null;
  /** Mails pending, being sent or waiting for their next try. */
  waiting: number;
}

/** A site's mail state, read from its outbox (one query). */
export async function siteMailState(db: Db): Promise<MailState> {
  const [row] = await db
    .select({ dueAt: min(outbox.nextAttemptAt), waiting: sql<number>`count(*)` })
    .from(outbox)
    .where(inArray(outbox.status, ['pending', 'sending', 'failed']));
  return { dueAt: row?.dueAt ?? null, waiting: Number(row?.waiting ?? 0) };
}

/** Writes a site's mail state into the registry (does not bump the registry's change counter). */
export async function recordMailState(platform: PlatformDb, siteId: string, state: MailState): Promise<void> {
  await platform
    .update(sites)
    .set({ mailDueAt: state.dueAt, mailWaiting: state.waiting })
    .where(eq(sites.id, siteId));
}

/** Reads a site's outbox and records its state; a failure is logged, never thrown (the sweep's full scan heals it). */
export async function refreshMailState(
  platform: PlatformDb,
  siteId: string,
  db: Db,
  log: (message: string) => void = () => {},
): Promise<void> {
  try {
    await recordMailState(platform, siteId, await siteMailState(db));
  } catch (error) {
    log(`${siteId}: mail state not recorded in the registry: ${String(error)}`);
  }
}

/**
 * The Node network's recorder: reads a site's outbox after its sender's drains and writes the
 * registry only when its mark differs (an open site's sender drains every 5 s: a single-row read
 * then, a write only on a change).
 */
export function mailStateRecorder(platform: PlatformDb, log: (message: string) => void = () => {}) {
  return async (siteId: string, db: Db): Promise<void> => {
    try {
      const state = await siteMailState(db);
      const [mark] = await platform
        .select({ dueAt: sites.mailDueAt, waiting: sites.mailWaiting })
        .from(sites)
        .where(eq(sites.id, siteId));
      if (!mark || (mark.dueAt === state.dueAt && (mark.waiting ?? 0) === state.waiting)) return;
      await recordMailState(platform, siteId, state);
    } catch (error) {
      log(`${siteId}: mail state not recorded in the registry: ${String(error)}`);
    }
  };
}

/** Ids of the active sites whose mail is due at `now`, earliest first. */
export async function sitesWithMailDue(platform: PlatformDb, now: Date = new Date()): Promise<string[]> {
  const rows = await platform
    .select({ id: sites.id })
    .from(sites)
    .where(
      and(eq(sites.status, 'active'), isNotNull(sites.mailDueAt), lte(sites.mailDueAt, now.toISOString())),
    )
    .orderBy(sites.mailDueAt);
  return rows.map((row) => row.id);
}
