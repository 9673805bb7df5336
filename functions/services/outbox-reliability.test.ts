/**
 * Nothing is lost, nothing is sent twice: 100 contact requests go through the real
 * POST /api/v1/contact route while a real SMTP server on 127.0.0.1 refuses all mail (451 at RCPT
 * TO), then half of it (554 after DATA), then recovers. The outbox sender, with an injected
 * clock instead of real waiting, keeps retrying; at the end all 100 requests are stored and each
 * notification and confirmation arrived exactly once (counted by Message-ID).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { outbox, submissions } from '../../db/schema.ts';
import { CONTACT_FORM_EMAIL, CONTACT_FORM_GROUP_ID } from '../../db/seed/content/contact.ts';
import { seedDemoSite } from '../../db/seed/index.ts';
import { emptyContactForm } from '../../src/lib/forms/contact.ts';
import { createApp } from '../app.ts';
import { createSmtpTransport } from './mail/nodemailer-transports.ts';
import { startTestSmtp, type TestSmtpServer } from './mail/test-smtp.ts';
import { messageIdFor } from './mail/transport.ts';
import { createOutboxSender, defaultBackoff, type OutboxSender } from './outbox-sender.ts';

const REQUESTS = 100;
const FROM = 'Optik Sonnenberg <noreply@optik-sonnenberg.ch>';
const START = Date.parse('2026-11-22T10:00:00.000Z');

let dir: string;
let handle: DbHandle;
let smtp: TestSmtpServer;
let clock = START;
const now = () => new Date(clock);
const logs: string[] = [];
let wakes = 0;
let senders: OutboxSender[];
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-reliability-'));
  handle = await openDb(`file:${join(dir, 'test.db')}`);
  await migrateDb(handle.db);
  await seedDemoSite(handle.db);
  smtp = await startTestSmtp();
  const transport = createSmtpTransport({ url: smtp.url, timeoutMs: 5000 });
  // Two senders on one database, as a wake and the polling timer (or two processes) would race.
  senders = [1, 2].map(() =>
    createOutboxSender({
      db: handle.db,
      transport,
      from: FROM,
      now,
      log: (message) => void logs.push(message),
      // No jitter: every retry of a round falls due at the same moment.
      backoff: (attempts) => defaultBackoff(attempts, () => 0.5),
    }),
  );
  app = createApp({ db: handle.db, services: { now, outbox: { wake: () => void wakes++ } } });
});

afterAll(async () => {
  await smtp?.close();
  handle?.client.close();
  await rm(dir, { recursive: true, force: true });
});

/** A valid request from the demo contact page, the n-th visitor, from its own address. */
function postRequest(n: number) {
  return app.request('/api/v1/contact', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://localhost',
      'cf-connecting-ip': `10.5.${Math.floor(n / 250)}.${(n % 250) + 1}`,
    },
    body: JSON.stringify({
      groupId: CONTACT_FORM_GROUP_ID,
      lang: n % 2 === 0 ? 'de' : 'en',
      ...emptyContactForm(),
      anrede: 'frau',
      vorname: `Anna ${n}`,
      nachname: 'Muster',
      plz: '8400',
      email: `visitor${n}@example.ch`,
      telefon: '+41 52 212 34 56',
      existingCustomer: 'nein',
      themes: ['glassDetermination'],
      bevorzugterTermin: `${new Date().getUTCFullYear() + 1}-12-03`,
      bevorzugteUhrzeit: '14:30',
    }),
  });
}

const drainBoth = async () => {
  const results = await Promise.all(senders.map((s) => s.drainOnce()));
  return {
    delivered: results.reduce((n, r) => n + r.delivered, 0),
    failed: results.reduce((n, r) => n + r.failed, 0),
  };
};

describe('outbox reliability against a failing SMTP server', () => {
  it('stores all requests before any mail, whatever the mail server does', async () => {
    smtp.onRcpt = () => ({ code: 451, message: '4.3.0 Mail server temporarily unavailable' });
    for (let batch = 0; batch < REQUESTS; batch += 10) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => postRequest(batch + i)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    }
    expect(wakes).toBe(REQUESTS);
    expect(await handle.db.$count(submissions)).toBe(REQUESTS);
    expect(await handle.db.$count(outbox, eq(outbox.status, 'pending'))).toBe(2 * REQUESTS);
  });

  it('records every refusal and sends nothing while the server refuses recipients', async () => {
    expect(await drainBoth()).toEqual({ delivered: 0, failed: 2 * REQUESTS });
    expect(smtp.received).toHaveLength(0);
    expect(smtp.refused.rcpt).toBe(2 * REQUESTS);
    const rows = await handle.db.select().from(outbox);
    expect(
      rows.every((r) => r.status === 'pending' && r.attempts === 1 && /451/u.test(r.lastError ?? '')),
    ).toBe(true);
    // Not due again before the backoff (5 s): a drain now tries nothing.
    clock += 4_000;
    expect(await drainBoth()).toEqual({ delivered: 0, failed: 0 });
  });

  it('retries after the backoff while the server refuses every second message after DATA', async () => {
    smtp.onRcpt = () => null;
    let data = 0;
    smtp.onData = () => (++data % 2 === 0 ? { code: 554, message: '5.7.1 Rejected for now' } : null);
    clock = START + 5_000;
    expect(await drainBoth()).toEqual({ delivered: REQUESTS, failed: REQUESTS });
    expect(smtp.received).toHaveLength(REQUESTS);
  });

  it('delivers the rest once the server recovers, each message exactly once', async () => {
    smtp.onData = () => null;
    clock = START + 5_000 + 10_000;
    expect(await drainBoth()).toEqual({ delivered: REQUESTS, failed: 0 });
    clock += 60 * 60_000;
    expect(await drainBoth()).toEqual({ delivered: 0, failed: 0 });

    const rows = await handle.db.select().from(outbox);
    expect(rows).toHaveLength(2 * REQUESTS);
    expect(rows.every((r) => r.status === 'delivered' && r.deliveredAt !== null)).toBe(true);

    const received = new Map<string, number>();
    for (const mail of smtp.received) received.set(mail.messageId, (received.get(mail.messageId) ?? 0) + 1);
    expect(smtp.received).toHaveLength(2 * REQUESTS);
    for (const row of rows) {
      expect(received.get(messageIdFor(row.id, FROM)), row.id).toBe(1);
      const mail = smtp.received.find((m) => m.messageId === messageIdFor(row.id, FROM));
      expect(mail?.rcptTo).toEqual([row.recipient]);
    }

    const stored = await handle.db
      .select({ id: submissions.id, payload: submissions.payload })
      .from(submissions);
    expect(stored).toHaveLength(REQUESTS);
    for (const submission of stored) {
      const mine = rows.filter((r) => r.submissionId === submission.id);
      expect(mine.map((r) => [r.purpose, r.recipient]).sort()).toEqual([
        ['confirmation', submission.payload['email']],
        ['notification', CONTACT_FORM_EMAIL],
      ]);
    }
  });
});
