/**
 * The outbox sender: delivers the mail rows that storeSubmission wrote, exactly once each, with
 * retries until delivered. A drain claims due rows atomically (pending, or 'sending' whose lease
 * ran out because a sender died mid-send), hands each to the transport with the row's stable
 * Message-ID, and marks it delivered, or pending again with the error and a later attempt time
 * (exponential backoff: 5 s doubling, capped at 15 min, with jitter). It never gives up: a row
 * that keeps failing is retried at the cap and logged louder. Runs on Node (wake + polling
 * timer) and on Workers (`drainOnce()` after a submission and from the Cron Trigger).
 *
 * Exactly once: two drains (two processes, or a wake racing the timer) can never claim the same
 * row, because the claim is one conditional UPDATE in a write transaction. The one gap is a
 * sender that dies after the server accepted a message and before it recorded that: the row is
 * sent again after its lease, with the same Message-ID (and, over the HTTP API, the same
 * Idempotency-Key), so receivers can drop the repeat. On Node a claim also names its process
 * (`leases`, ./outbox-lease.ts): a sender that starts takes back at once the rows of a process that
 * is gone from this host, so mail claimed by a server that crashed goes out as soon as it is
 * restarted, not when the lease ends.
 */
import { and, asc, eq, inArray, isNotNull, lte, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox, submissions } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write.ts';
import type { MailOutbox } from './outbox.ts';
import { DEFAULT_MAIL_FROM, messageIdFor, singleMailbox, type MailTransport } from './mail/transport.ts';

/** First retry delay; it doubles with every failed attempt. */
export const BACKOFF_BASE_MS = 5_000;
/** Longest wait between two attempts. */
export const BACKOFF_CAP_MS = 15 * 60_000;
/** From this many failed attempts on, every further failure is logged as an alert. */
export const ALERT_AFTER_ATTEMPTS = 10;

/**
 * The wait after the `attempts`-th failed attempt: 5 s, 10 s, 20 s, ... up to 15 min, each
 * varied by ±20 % so many failed rows do not all retry in the same second.
 *
 * @example
 * defaultBackoff(1, () => 0.5); // 5000
 * defaultBackoff(30, () => 0.5); // 900000
 */
export function defaultBackoff(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const base = Math.min(BACKOFF_BASE_MS * 2 ** exponent, BACKOFF_CAP_MS);
  return Math.round(Math.min(base * (0.8 + 0.4 * random()), BACKOFF_CAP_MS));
}

/** Names the holder of each lease, and tells which holders are gone (Node: ./outbox-lease.ts). */
export interface LeaseOwnership {
  /** Written with each claim: who holds the lease. */
  owner: string;
  /** Whether the holder named `owner` is gone for sure (its process no longer runs). */
  isGone(owner: string): Promise<boolean>;
}

export interface OutboxSenderOptions {
  db: Db;
  transport: MailTransport;
  /** The sender address (MAIL_FROM). */
  from?: string;
  /** The clock (tests move it instead of waiting). */
  now?: () => Date;
  /** Where delivery problems are reported (default console.error). */
  log?: (message: string) => void;
  /** Milliseconds to wait after the n-th failed attempt (default `defaultBackoff`). */
  backoff?: (attempts: number) => number;
  /** How long a claimed row stays reserved for one send (default 5 min; SMTP times out after 30 s). */
  leaseMs?: number;
  /** Rows claimed and sent together (default 10). */
  batchSize?: number;
  /** Most attempts in one drain (default 1000), so a Worker's drain ends in time. */
  maxPerDrain?: number;
  /** Polling period of `start()` (default 5 s). */
  pollIntervalMs?: number;
  /** Who this sender is, and whose leases `start()` may take back; none: leases only run out. */
  leases?: LeaseOwnership;
  /**
   * Runs after each drain of `start()`'s polling that sent or failed something, and once more when
   * it stops (Node: records the site's mail state in the registry, ./platform/mail-due.ts). A
   * failure is logged.
   */
  afterDrain?: () => Promise<void>;
}

/** What one drain did. */
export interface DrainResult {
  delivered: number;
  failed: number;
}

export interface OutboxSender extends MailOutbox {
  /** Sends every row that is due now, one attempt each; resolves when done. */
  drainOnce(): Promise<DrainResult>;
  /**
   * Starts polling (Node): a drain every `pollIntervalMs`, and one at once, after taking back the
   * leases of holders that are gone (with `leases`).
   */
  start(): void;
  /** Stops polling and waits for a running drain to finish. */
  stop(): Promise<void>;
}

type OutboxRow = typeof outbox.$inferSelect;

/** The visitor's address in a submission's payload, if it is one plain address. */
function visitorAddress(payload: Record<string, unknown> | undefined): string | undefined {
  const email = payload?.['email'];
  if (typeof email !== 'string' || !email) return undefined;
  try {
    return singleMailbox(email).address;
  } catch {
    return undefined;
  }
}

/**
 * Runs a bookkeeping write, trying again a few times (a busy database must not turn a delivered
 * message into one that is sent again when its lease runs out).
 */
async function persistently<T>(write: () => Promise<T>, tries = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    }
  }
}

/** An error as one short line for the lastError column and the log. */
function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return text.replace(/[\u0000-\u001f\u007f]+/gu, ' ').slice(0, 500);
}

/**
 * Makes the rows that a gone holder had claimed due now (they keep their attempts); answers how
 * many. Rows of holders that still run, or that `isGone` can't tell about, keep their lease.
 *
 * @example
 * await reclaimAbandonedLeases(db, await nodeLeaseOwnership()); // 2 after a crash mid-send
 */
export async function reclaimAbandonedLeases(
  db: Db,
  leases: Pick<LeaseOwnership, 'isGone'>,
  now: Date = new Date(),
): Promise<number> {
  const holders = await db
    .selectDistinct({ owner: outbox.leaseOwner })
    .from(outbox)
    .where(and(eq(outbox.status, 'sending'), isNotNull(outbox.leaseOwner)));
  let reclaimed = 0;
  for (const { owner } of holders) {
    if (owner === null || !(await leases.isGone(owner))) continue;
    const rows = await writeTransaction(db, (tx) =>
      tx
        .update(outbox)
        .set({ nextAttemptAt: now.toISOString(), leaseOwner: null })
        .where(and(eq(outbox.status, 'sending'), eq(outbox.leaseOwner, owner)))
        .returning({ id: outbox.id }),
    );
    reclaimed += rows.length;
  }
  return reclaimed;
}

/**
 * Creates the sender. Pass it as `services.outbox` (its `wake()` starts a drain soon) and call
 * `start()` on Node; on Workers call `drainOnce()` from `waitUntil` and the scheduled handler.
 *
 * @example
 * const sender = createOutboxSender({ db, transport, from: 'Optik <noreply@optik.ch>' });
 * sender.start();
 * const app = createApp({ db, services: { outbox: sender } });
 */
export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { db, transport } = options;
  const from = options.from || DEFAULT_MAIL_FROM;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message: string) => console.error(message));
  const backoff = options.backoff ?? ((attempts: number) => defaultBackoff(attempts));
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 10;
  const maxPerDrain = options.maxPerDrain ?? 1000;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;

  /** Reserves up to one batch of due rows (not yet tried in this drain) for this sender. */
  async function claim(tried: ReadonlySet<string>): Promise<OutboxRow[]> {
    const at = now();
    const due = and(
      inArray(outbox.status, ['pending', 'sending']),
      lte(outbox.nextAttemptAt, at.toISOString()),
      tried.size > 0 ? notInArray(outbox.id, [...tried]) : undefined,
    );
    const leaseUntil = new Date(at.getTime() + leaseMs).toISOString();
    // A plain read first: polling an outbox with nothing due never takes the write lock.
    const [anyDue] = await db.select({ id: outbox.id }).from(outbox).where(due).limit(1);
    if (!anyDue) return [];
    return writeTransaction(db, async (tx) => {
      const candidates = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(due)
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.createdAt))
        .limit(Math.min(batchSize, maxPerDrain - tried.size));
      if (candidates.length === 0) return [];
      // The condition again: of two senders racing for a row, only one sees it still due.
      return tx
        .update(outbox)
        .set({ status: 'sending', nextAttemptAt: leaseUntil, leaseOwner: options.leases?.owner ?? null })
        .where(
          and(
            inArray(
              outbox.id,
              candidates.map((c) => c.id),
            ),
            due,
          ),
        )
        .returning();
    });
  }

  /**
   * The Reply-To of each row: a notification answers to the visitor who wrote (the address in
   * the submission), a confirmation to the business (the recipient of the same submission's
   * notification), so nobody's answer ends at the no-reply sender.
   */
  async function replyToAddresses(rows: OutboxRow[]): Promise<Map<string, string | undefined>> {
    const ids = [...new Set(rows.map((r) => r.submissionId))];
    if (ids.length === 0) return new Map();
    const [found, notifications] = await Promise.all([
      db
        .select({ id: submissions.id, payload: submissions.payload })
        .from(submissions)
        .where(inArray(submissions.id, ids)),
      db
        .select({ submissionId: outbox.submissionId, recipient: outbox.recipient })
        .from(outbox)
        .where(and(inArray(outbox.submissionId, ids), eq(outbox.purpose, 'notification'))),
    ]);
    const visitor = new Map(found.map((s) => [s.id, visitorAddress(s.payload)]));
    const business = new Map(notifications.map((n) => [n.submissionId, n.recipient]));
    return new Map(
      rows.map((row) => [
        row.id,
        row.purpose === 'notification' ? visitor.get(row.submissionId) : business.get(row.submissionId),
      ]),
    );
  }

  /** One attempt for one claimed row; true when delivered. */
  async function deliver(row: OutboxRow, replyTo: string | undefined): Promise<boolean> {
    const attempts = row.attempts + 1;
    try {
      await transport.send({
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        from,
        ...(replyTo ? { replyTo } : {}),
        messageId: messageIdFor(row.id, from),
        ...(row.language ? { language: row.language } : {}),
      });
    } catch (error) {
      const reason = describeError(error);
      const retryAt = new Date(now().getTime() + Math.max(0, backoff(attempts)));
      await persistently(() =>
        writeTransaction(db, (tx) =>
          tx
            .update(outbox)
            .set({
              status: 'pending',
              attempts,
              lastError: reason,
              nextAttemptAt: retryAt.toISOString(),
              leaseOwner: null,
            })
            .where(and(eq(outbox.id, row.id), eq(outbox.status, 'sending'))),
        ),
      );
      const prefix = attempts >= ALERT_AFTER_ATTEMPTS ? '[mail] ALERT still undelivered:' : '[mail]';
      log(`${prefix} ${row.id} attempt ${attempts} failed (${reason}); next at ${retryAt.toISOString()}`);
      return false;
    }
    await persistently(() =>
      writeTransaction(db, (tx) =>
        tx
          .update(outbox)
          .set({
            status: 'delivered',
            attempts,
            lastError: null,
            deliveredAt: now().toISOString(),
            leaseOwner: null,
          })
          .where(and(eq(outbox.id, row.id), eq(outbox.status, 'sending'))),
      ),
    );
    return true;
  }

  async function drainOnce(): Promise<DrainResult> {
    const tried = new Set<string>();
    const result: DrainResult = { delivered: 0, failed: 0 };
    while (tried.size < maxPerDrain) {
      const rows = await claim(tried);
      if (rows.length === 0) break;
      for (const row of rows) tried.add(row.id);
      const replyTo = await replyToAddresses(rows);
      const outcomes = await Promise.all(rows.map((row) => deliver(row, replyTo.get(row.id))));
      for (const ok of outcomes) result[ok ? 'delivered' : 'failed'] += 1;
    }
    return result;
  }

  // Node: one drain at a time from wake() and the timer; a wake during a drain drains again after.
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  let poll: ReturnType<typeof setInterval> | null = null;
  /** Set by start(): the first drain takes back the leases of holders that are gone. */
  let reclaimFirst = false;

  async function drainAfterReclaim(): Promise<DrainResult> {
    if (reclaimFirst && options.leases) {
      const reclaimed = await reclaimAbandonedLeases(db, options.leases, now());
      reclaimFirst = false;
      if (reclaimed > 0) log(`[mail] ${reclaimed} message(s) claimed by a process that is gone: sending now`);
    }
    return drainOnce();
  }

  async function settled(): Promise<void> {
    await options
      .afterDrain?.()
      .catch((error: unknown) => log(`[mail] after the drain: ${describeError(error)}`));
  }

  function drainSoon() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drainAfterReclaim()
      // The outbox changes only where a drain sent or failed something (new mail always wakes one).
      .then((result) => (result.delivered + result.failed > 0 ? settled() : undefined))
      .catch((error: unknown) => log(`[mail] drain failed: ${describeError(error)}`))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          drainSoon();
        }
      });
  }

  return {
    drainOnce,
    wake() {
      if (stopped) return;
      const timer = setTimeout(drainSoon, 0);
      (timer as { unref?: () => void }).unref?.();
    },
    start() {
      if (poll || stopped) return;
      poll = setInterval(drainSoon, pollIntervalMs);
      (poll as { unref?: () => void }).unref?.();
      reclaimFirst = true;
      drainSoon();
    },
    async stop() {
      const polling = poll !== null;
      stopped = true;
      if (poll) clearInterval(poll);
      poll = null;
      await running;
      // What is left when the site closes is what the registry's mark must name.
      if (polling) await settled();
    },
  };
}
