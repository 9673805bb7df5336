import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { outbox, submissions } from '../../db/schema.ts';
import { headerSafe, storeSubmission } from './outbox.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openDb('file::memory:');
  await migrateDb(handle.db);
});
afterAll(() => handle.client.close());

const input = {
  kind: 'contact' as const,
  payload: { vorname: 'Eva' },
  locale: 'de' as const,
  clientAddress: '127.0.0.1',
  mails: [
    {
      purpose: 'notification' as const,
      language: 'de' as const,
      to: 'info@example.ch',
      subject: 'Anfrage\r\nBcc: x@evil.test',
      text: 'Hallo',
    },
    {
      purpose: 'confirmation' as const,
      language: 'en' as const,
      to: 'eva@example.ch',
      subject: 'Danke',
      text: 'Danke',
    },
  ],
};

describe('storeSubmission', () => {
  it('stores the submission and one pending outbox row per mail, header values without CR/LF', async () => {
    const { id } = await storeSubmission(handle.db, input);
    const [stored] = await handle.db.select().from(submissions);
    expect(stored).toMatchObject({ id, kind: 'contact', payload: { vorname: 'Eva' } });
    const rows = await handle.db.select().from(outbox);
    expect(rows.map((r) => [r.purpose, r.recipient, r.status])).toEqual([
      ['notification', 'info@example.ch', 'pending'],
      ['confirmation', 'eva@example.ch', 'pending'],
    ]);
    expect(rows[0]?.subject).toBe('Anfrage Bcc: x@evil.test');
  });

  it('stores nothing when the work inside the transaction fails', async () => {
    const before = (await handle.db.select().from(submissions)).length;
    await expect(
      storeSubmission(handle.db, input, async () => {
        throw new Error('fully booked');
      }),
    ).rejects.toThrow('fully booked');
    expect((await handle.db.select().from(submissions)).length).toBe(before);
    expect((await handle.db.select().from(outbox)).length).toBe(2);
  });
});

describe('headerSafe', () => {
  it('turns control characters into a space', () => {
    expect(headerSafe('a\r\nb\tc\u0000')).toBe('a b c');
  });
});
