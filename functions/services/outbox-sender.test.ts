/**
 * The outbox sender over a real libSQL file: delivery with stable Message-IDs, failure bookkeeping
 * and backoff, leases, exactly-once under concurrent drains, wake and stop. The clock is
 * injected, so nothing waits for real seconds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { outbox } from '../../db/schema.ts';
import type { MailMessage, MailTransport } from './mail/transport.ts';
import { storeSubmission, type OutgoingMail } from './outbox.ts';
import {
  ALERT_AFTER_ATTEMPTS,
  BACKOFF_BASE_MS,
  BACKOFF_CAP_MS,
  createOutboxSender,
  defaultBackoff,
  reclaimAbandonedLeases,
  type LeaseOwnership,
} from './outbox-sender.ts';

const FROM = 'Optik Sonnenberg <noreply@optik-sonnenberg.ch>';
const START = Date.parse('2026-11-22T10:00:00.000Z');

let dir: string;
let handle: DbHandle;
let clock: number;
const now = () => new Date(clock);
const logs: string[] = [];
const log = (message: string) => void logs.push(message);

/** A transport that records what it sent and fails while `failing` says so. */
function recordingTransport(options: { delayMs?: number } = {}) {
  const sent: MailMessage[] = [];
  const state = {
    sent,
    failing: false as boolean | ((mail: MailMessage) => boolean),
    transport: {
      async send(mail: MailMessage) {
        if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
        const fail = typeof state.failing === 'function' ? state.failing(mail) : state.failing;
        if (fail) throw new Error('451 Try again later');
        sent.push(mail);
      },
    } satisfies MailTransport,
  };
  return state;
}

const mails = (visitor: string): OutgoingMail[] => [
  {
    purpose: 'notification',
    language: 'de',
    to: 'info@optik-sonnenberg.ch',
    subject: 'Neue Anfrage',
    text: 'Anfrage',
  },
  { purpose: 'confirmation', language: 'en', to: visitor, subject: 'Ihre Anfrage', text: 'Danke' },
];

async function submit(n = 1) {
  for (let i = 0; i < n; i += 1) {
    await storeSubmission(
      handle.db,
      {
        kind: 'contact',
        payload: { vorname: 'Anna', email: `anna${i}@example.ch` },
        locale: 'de',
        clientAddress: null,
        mails: mails(`anna${i}@example.ch`),
      },
      undefined,
      now(),
    );
  }
}

const rows = () => handle.db.select().from(outbox).orderBy(outbox.createdAt, outbox.id);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-sender-'));
  handle = await openDb(`file:${join(dir, 'test.db')}`);
  await migrateDb(handle.db);
  clock = START;
  logs.length = 0;
});
afterEach(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

describe('defaultBackoff', () => {
  it('starts at 5 s, doubles, and stops at 15 min', () => {
    const mid = () => 0.5;
    expect(defaultBackoff(1, mid)).toBe(BACKOFF_BASE_MS);
    expect(defaultBackoff(2, mid)).toBe(2 * BACKOFF_BASE_MS);
    expect(defaultBackoff(5, mid)).toBe(16 * BACKOFF_BASE_MS);
    expect(defaultBackoff(9, mid)).toBe(BACKOFF_CAP_MS);
    expect(defaultBackoff(1000, mid)).toBe(BACKOFF_CAP_MS);
  });
  it('varies by at most 20 % and never exceeds the cap (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, r) => {
        const exact = Math.min(BACKOFF_BASE_MS * 2 ** Math.min(n - 1, 30), BACKOFF_CAP_MS);
        const wait = defaultBackoff(n, () => r);
        expect(wait).toBeGreaterThanOrEqual(Math.floor(exact * 0.8));
        expect(wait).toBeLessThanOrEqual(Math.min(Math.ceil(exact * 1.2), BACKOFF_CAP_MS));
      }),
    );
  });
});

describe('outbox sender', () => {
  it('delivers each row once, with its stable Message-ID, the visitor as Reply-To of the notification and the business as Reply-To of the confirmation', async () => {
    await submit(2);
    const t = recordingTransport();
    const sender = createOutboxSender({ db: handle.db, transport: t.transport, from: FROM, now, log });
    expect(await sender.drainOnce()).toEqual({ delivered: 4, failed: 0 });
    expect(await sender.drainOnce()).toEqual({ delivered: 0, failed: 0 });
    expect(t.sent).toHaveLength(4);
    const stored = await rows();
    for (const row of stored) {
      expect(row).toMatchObject({ status: 'delivered', attempts: 1, lastError: null });
      expect(row.deliveredAt).toBe(new Date(START).toISOString());
      const message = t.sent.find((m) => m.messageId === `<${row.id}@optik-sonnenberg.ch>`);
      expect(message, row.id).toBeDefined();
      expect(message).toMatchObject({ to: row.recipient, subject: row.subject, text: row.body, from: FROM });
      if (row.purpose === 'confirmation') expect(message?.replyTo).toBe('info@optik-sonnenberg.ch');
      // Each message names its language: German to the business, the visitor's to the visitor.
      expect(message?.language).toBe(row.purpose === 'notification' ? 'de' : 'en');
    }
    const notifications = t.sent.filter((m) => m.to === 'info@optik-sonnenberg.ch');
    expect(notifications.map((m) => m.replyTo).sort()).toEqual(['anna0@example.ch', 'anna1@example.ch']);
  });

  it('records a failure, waits for the backoff, then retries and delivers', async () => {
    await submit();
    const t = recordingTransport();
    t.failing = true;
    const sender = createOutboxSender({
      db: handle.db,
      transport: t.transport,
      from: FROM,
      now,
      log,
      backoff: (n) => n * 1000,
    });
    expect(await sender.drainOnce()).toEqual({ delivered: 0, failed: 2 });
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: 451 Try again later' });
      expect(row.nextAttemptAt).toBe(new Date(START + 1000).toISOString());
    }
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatch(/attempt 1 failed/u);
    // Not yet due: nothing is tried.
    clock = START + 999;
    expect(await sender.drainOnce()).toEqual({ delivered: 0, failed: 0 });
    clock = START + 1000;
    expect(await sender.drainOnce()).toEqual({ delivered: 0, failed: 2 });
    expect((await rows()).map((r) => r.nextAttemptAt)).toEqual([
      new Date(START + 1000 + 2000).toISOString(),
      new Date(START + 1000 + 2000).toISOString(),
    ]);
    t.failing = false;
    clock = START + 3000;
    expect(await sender.drainOnce()).toEqual({ delivered: 2, failed: 0 });
    expect((await rows()).map((r) => [r.status, r.attempts, r.lastError])).toEqual([
      ['delivered', 3, null],
      ['delivered', 3, null],
    ]);
  });

  it('never gives up: keeps retrying at the cap and alerts after many attempts', async () => {
    await submit();
    const t = recordingTransport();
    t.failing = true;
    const sender = createOutboxSender({ db: handle.db, transport: t.transport, from: FROM, now, log });
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      expect((await sender.drainOnce()).failed).toBe(2);
      clock += BACKOFF_CAP_MS;
    }
    const stored = await rows();
    expect(stored.every((r) => r.status === 'pending' && r.attempts === 30)).toBe(true);
    expect(Date.parse(stored[0]?.nextAttemptAt ?? '') - (clock - BACKOFF_CAP_MS)).toBeLessThanOrEqual(
      BACKOFF_CAP_MS,
    );
    expect(logs.filter((l) => l.includes('ALERT'))).toHaveLength(2 * (30 - ALERT_AFTER_ATTEMPTS + 1));
    t.failing = false;
    expect((await sender.drainOnce()).delivered).toBe(2);
  });

  it('tries each row at most once per drain, even when the backoff is zero', async () => {
    await submit();
    const t = recordingTransport();
    t.failing = true;
    const sender = createOutboxSender({
      db: handle.db,
      transport: t.transport,
      from: FROM,
      now,
      log,
      backoff: () => 0,
    });
    expect(await sender.drainOnce()).toEqual({ delivered: 0, failed: 2 });
  });

  it('re-sends a row whose sender died mid-send only after its lease ran out', async () => {
    await submit();
    const [first] = await rows();
    // A sender claimed it and vanished.
    await handle.db
      .update(outbox)
      .set({ status: 'sending', nextAttemptAt: new Date(START + 60_000).toISOString() })
      .where(eq(outbox.id, first?.id ?? ''));
    const t = recordingTransport();
    const sender = createOutboxSender({ db: handle.db, transport: t.transport, from: FROM, now, log });
    expect(await sender.drainOnce()).toEqual({ delivered: 1, failed: 0 });
    clock = START + 60_000;
    expect(await sender.drainOnce()).toEqual({ delivered: 1, failed: 0 });
    expect(t.sent.map((m) => m.messageId)).toContain(`<${first?.id}@optik-sonnenberg.ch>`);
  });

  it('sends every message exactly once when drains race (one sender twice, and two senders)', async () => {
    await submit(15);
    const t = recordingTransport({ delayMs: 2 });
    const a = createOutboxSender({
      db: handle.db,
      transport: t.transport,
      from: FROM,
      now,
      log,
      batchSize: 3,
    });
    const b = createOutboxSender({
      db: handle.db,
      transport: t.transport,
      from: FROM,
      now,
      log,
      batchSize: 4,
    });
    const results = await Promise.all([a.drainOnce(), a.drainOnce(), b.drainOnce(), b.drainOnce()]);
    expect(results.reduce((sum, r) => sum + r.delivered, 0)).toBe(30);
    const ids = t.sent.map((m) => m.messageId);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect((await rows()).every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true);
  });

  it('claims a row only while it is still due (the guard against a second process)', async () => {
    await submit();
    const [row] = await rows();
    const t = recordingTransport();
    // Another process claimed this row a moment ago: its lease is in the future.
    await handle.db
      .update(outbox)
      .set({ status: 'sending', nextAttemptAt: new Date(START + 300_000).toISOString() })
      .where(eq(outbox.id, row?.id ?? ''));
    const sender = createOutboxSender({ db: handle.db, transport: t.transport, from: FROM, now, log });
    expect(await sender.drainOnce()).toEqual({ delivered: 1, failed: 0 });
    expect(t.sent.map((m) => m.messageId)).not.toContain(`<${row?.id}@optik-sonnenberg.ch>`);
    // And a delivered row is never claimed again, whatever its time.
    await handle.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(0).toISOString() })
      .where(eq(outbox.status, 'delivered'));
    expect(await sender.drainOnce()).toEqual({ delivered: 0, failed: 0 });
  });

  it('drains soon after wake(), and stop() waits for a running drain', async () => {
    const t = recordingTransport({ delayMs: 5 });
    const sender = createOutboxSender({ db: handle.db, transport: t.transport, from: FROM, now, log });
    await submit();
    sender.wake();
    await expect.poll(() => t.sent.length, { timeout: 5000, interval: 10 }).toBe(2);
    await submit();
    sender.wake();
    await sender.stop();
    sender.wake();
    const settled = t.sent.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(t.sent.length).toBe(settled);
  });

  it('polls on its own once started', async () => {
    const t = recordingTransport();
    const sender = createOutboxSender({
      db: handle.db,
      transport: t.transport,
      from: FROM,
      now,
      log,
      pollIntervalMs: 20,
    });
    sender.start();
    try {
      await submit();
      await expect.poll(() => t.sent.length, { timeout: 5000, interval: 10 }).toBe(2);
    } finally {
      await sender.stop();
    }
  });
});

describe('after each drain', () => {
  it('runs afterDrain after the drains of its polling and once more when it stops', async () => {
    const t = recordingTransport();
    const seen: number[] = [];
    const sender = createOutboxSender({
      db: handle.db,
      transport: t.transport,
      from: FROM,
      now,
      log,
      pollIntervalMs: 20,
      afterDrain: async () => {
        seen.push(t.sent.length);
        if (seen.length === 1) throw new Error('registry away');
      },
    });
    sender.start();
    await submit();
    sender.wake();
    // Once the mail is out, a drain reports it to afterDrain; a failing afterDrain is only logged.
    await expect.poll(() => seen.at(-1), { timeout: 5000, interval: 10 }).toBe(2);
    const before = seen.length;
    await sender.stop();
    expect(seen.length).toBeGreaterThan(before);
  });
});

describe('leases of a sender that is gone', () => {
  /** Holders by name: 'dead' is gone, every other one still runs. */
  const ownership = (owner: string): LeaseOwnership => ({ owner, isGone: async (name) => name === 'dead' });

  /** A row claimed by `owner` a moment ago: its lease ends in 5 minutes. */
  async function claimedBy(owner: string | null) {
    await submit();
    // A row nobody claimed yet (rows() is in no particular order, and earlier rows stay).
    const row = (await rows()).find((r) => r.status === 'pending' && r.leaseOwner === null);
    await handle.db
      .update(outbox)
      .set({ status: 'sending', nextAttemptAt: new Date(START + 300_000).toISOString(), leaseOwner: owner })
      .where(eq(outbox.id, row?.id ?? ''));
    return row!.id;
  }

  it('names the holder with each claim and clears it once the send is settled', async () => {
    await submit();
    let seen: (string | null)[] = [];
    const t = recordingTransport();
    const sender = createOutboxSender({
      db: handle.db,
      transport: {
        async send(mail) {
          seen = (await rows()).map((r) => r.leaseOwner);
          await t.transport.send(mail);
        },
      },
      from: FROM,
      now,
      log,
      leases: ownership('this-server'),
    });
    expect(await sender.drainOnce()).toEqual({ delivered: 2, failed: 0 });
    expect(seen).toEqual(['this-server', 'this-server']);
    expect((await rows()).map((r) => r.leaseOwner)).toEqual([null, null]);
  });

  it('takes back only the rows of holders that are gone', async () => {
    const dead = await claimedBy('dead');
    const running = await claimedBy('running');
    const unnamed = await claimedBy(null);
    expect(await reclaimAbandonedLeases(handle.db, ownership('x'), now())).toBe(1);
    const byId = new Map((await rows()).map((r) => [r.id, r]));
    expect(byId.get(dead)).toMatchObject({
      status: 'sending',
      nextAttemptAt: now().toISOString(),
      leaseOwner: null,
    });
    expect(byId.get(running)?.nextAttemptAt).toBe(new Date(START + 300_000).toISOString());
    expect(byId.get(unnamed)?.nextAttemptAt).toBe(new Date(START + 300_000).toISOString());
  });

  it('sends at start what a crashed server had claimed, without waiting for the lease', async () => {
    const dead = await claimedBy('dead');
    const t = recordingTransport();
    const sender = createOutboxSender({
      db: handle.db,
      transport: t.transport,
      from: FROM,
      now,
      log,
      leases: ownership('this-server'),
    });
    sender.start();
    try {
      // The clock stands still: only the take-back makes the row due.
      await expect
        .poll(() => t.sent.map((m) => m.messageId), { timeout: 5000, interval: 10 })
        .toContain(`<${dead}@optik-sonnenberg.ch>`);
      expect(logs.join('\n')).toContain('1 message(s) claimed by a process that is gone: sending now');
    } finally {
      await sender.stop();
    }
  });
});
