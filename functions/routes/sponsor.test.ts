/**
 * API tests of the sponsor form on a fresh, migrated and seeded libSQL file through
 * `app.request()`: availability, a stored booking with its outbox rows, every invalid field
 * (400 with its message key, nothing stored), the trap field, closed bookings, capacity and the
 * race of simultaneous last bookings, the rate limit and header injection.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groups, outbox, sponsorBookings, sponsorItems, submissions } from '../../db/schema.ts';
import { SPONSOR_CAPACITY } from '../../db/seed/content/sponsor.ts';
import { DEMO } from '../../db/seed/index.ts';
import {
  SPONSOR_ITEM_KEYS,
  emptySponsorForm,
  formatSponsorChf,
  type SponsorItemKey,
  type SponsorRequest,
} from '../../src/lib/forms/sponsor.ts';
import { setUpFormTestApp } from '../forms/test-app.ts';
import { SPONSOR_MAX_BODY_BYTES, SPONSOR_RATE_LIMIT } from './sponsor.ts';

const { t, post } = setUpFormTestApp('sponsor', '/api/v1/aspectSponsorForm', '10.0.0.');

/** A valid booking of one 6 m² stand (capacity 10, so tests rarely run out). */
const booking = (over: Partial<SponsorRequest> = {}): SponsorRequest => ({
  groupId: DEMO.sponsorFormGroupId,
  lang: 'de',
  ...emptySponsorForm(),
  standprasenz6m: true,
  company: 'Brillenglas AG',
  contactName: 'Eva Muster',
  phone: '+41 52 123 45 67',
  email: 'eva.muster@brillenglas.ch',
  ...over,
});

async function availability() {
  const res = await t.app.request('/api/v1/aspectSponsorForm/availability');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = (await res.json()) as {
    data: { items: Record<string, { capacity: number; booked: number; fullyBooked: boolean }> };
  };
  return body.data.items;
}

async function stored() {
  const count = async (table: typeof submissions | typeof outbox | typeof sponsorBookings) =>
    (await t.handle.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n ?? 0;
  return {
    submissions: await count(submissions),
    outbox: await count(outbox),
    bookings: await count(sponsorBookings),
  };
}

async function setCapacity(key: SponsorItemKey, capacity: number) {
  await t.handle.db.update(sponsorItems).set({ capacity }).where(eq(sponsorItems.key, key));
}

describe('GET /api/v1/aspectSponsorForm/availability', () => {
  it('lists every item with its capacity, nothing booked on a fresh site', async () => {
    const items = await availability();
    expect(Object.keys(items).sort()).toEqual([...SPONSOR_ITEM_KEYS].sort());
    for (const key of SPONSOR_ITEM_KEYS) {
      expect(items[key], key).toEqual({ capacity: SPONSOR_CAPACITY[key], booked: 0, fullyBooked: false });
    }
  });
});

describe('POST /api/v1/aspectSponsorForm', () => {
  it('stores a valid booking with its items, one notification and one confirmation, then wakes the sender', async () => {
    const before = await stored();
    const { status, body } = await post(
      booking({
        stehlunch: true,
        numberOfPersons: 2,
        personsNames: 'Anna Beispiel\nBeat Muster',
        aspectNumberOfPersons: 1,
        aspectPersonsNames: 'Carla Test',
        lang: 'en',
      }),
      { client: '192.0.2.7' },
    );
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { status: 'sent' } });
    expect(t.wakes).toBe(1);
    expect(await stored()).toEqual({
      submissions: before.submissions + 1,
      outbox: before.outbox + 2,
      bookings: before.bookings + 2,
    });

    const [row] = await t.handle.db
      .select()
      .from(submissions)
      .orderBy(sql`rowid desc`)
      .limit(1);
    const total = 1800 + 2500 + 2 * 300 + 399;
    expect(row).toMatchObject({ kind: 'sponsor', locale: 'en', clientAddress: '192.0.2.7' });
    expect(row?.payload).toMatchObject({
      company: 'Brillenglas AG',
      items: ['standprasenz6m', 'stehlunch'],
      totalChf: total,
      groupId: DEMO.sponsorFormGroupId,
      numberOfPersons: 2,
    });
    expect(row?.payload).not.toHaveProperty('website');
    const mails = await t.handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.submissionId, row?.id ?? ''));
    expect(mails.map((m) => [m.purpose, m.recipient, m.status])).toEqual([
      ['notification', 'info@optik-sonnenberg.ch', 'pending'],
      ['confirmation', 'eva.muster@brillenglas.ch', 'pending'],
    ]);
    expect(mails[0]?.body).toContain(`Total: ${formatSponsorChf(total)}`);
    expect(mails[0]?.body).toContain('- Beat Muster');
    expect(mails[1]?.subject).toBe('Your sponsoring booking for the ASPECT conference');
    const booked = await t.handle.db
      .select({ key: sponsorBookings.itemKey })
      .from(sponsorBookings)
      .where(eq(sponsorBookings.submissionId, row?.id ?? ''));
    expect(booked.map((b) => b.key).sort()).toEqual(['standprasenz6m', 'stehlunch']);

    const items = await availability();
    expect(items['stehlunch']).toMatchObject({ booked: 1, fullyBooked: false });
  });

  const invalid: [string, Partial<SponsorRequest>, Record<string, string>][] = [
    ['company empty', { company: '' }, { company: 'companyRequired' }],
    ['company blank', { company: '   ' }, { company: 'companyRequired' }],
    ['contact name empty', { contactName: '' }, { contactName: 'nameRequired' }],
    ['phone empty', { phone: '' }, { phone: 'phoneFormat' }],
    ['e-mail invalid', { email: 'eva-at-brillenglas.ch' }, { email: 'emailFormat' }],
    ['e-mail with a header', { email: 'eva@x.ch\r\nBcc: victim@example.com' }, { email: 'emailFormat' }],
    ['negative persons', { numberOfPersons: -1 }, { numberOfPersons: 'personsCount' }],
    ['fractional persons', { aspectNumberOfPersons: 1.5 }, { aspectNumberOfPersons: 'personsCount' }],
    ['persons as text', { numberOfPersons: '2' as never }, { numberOfPersons: 'personsCount' }],
    ['persons without names', { numberOfPersons: 2 }, { personsNames: 'personsNames' }],
    ['attendees without names', { aspectNumberOfPersons: 1 }, { aspectPersonsNames: 'personsNames' }],
    ['nothing booked', { standprasenz6m: false }, { items: 'selectionRequired' }],
    ['text too long', { company: 'x'.repeat(201) }, { company: 'tooLong' }],
  ];
  for (const [name, change, fields] of invalid) {
    it(`answers 400 with the message key and stores nothing: ${name}`, async () => {
      const before = await stored();
      const { status, body } = await post(booking(change));
      expect(status).toBe(400);
      expect(body['success']).toBe(false);
      expect(body['error']).toMatchObject({ code: 'invalid_input', fields });
      expect(JSON.stringify(body)).not.toContain('victim@example.com');
      expect(await stored()).toEqual(before);
      expect(t.wakes).toBe(0);
    });
  }

  it('reports every invalid field at once, in the caller’s language', async () => {
    const { status, body } = await post(
      { groupId: DEMO.sponsorFormGroupId, lang: 'en', numberOfPersons: 3 },
      {
        query: '?lang=en',
      },
    );
    expect(status).toBe(400);
    expect(body['error'].message).toMatch(/^Invalid input/);
    expect(body['error'].fields).toEqual({
      personsNames: 'personsNames',
      company: 'companyRequired',
      contactName: 'nameRequired',
      phone: 'phoneFormat',
      email: 'emailFormat',
    });
  });

  it('refuses a body that is not JSON, or lacks the form id or language', async () => {
    const before = await stored();
    expect((await post(null, { raw: 'company=x' })).status).toBe(400);
    expect((await post({ ...booking(), groupId: undefined })).status).toBe(400);
    expect((await post({ ...booking(), lang: 'fr' })).status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it(`refuses a body over ${SPONSOR_MAX_BODY_BYTES / 1024} KB with 413 and stores nothing`, async () => {
    const before = await stored();
    const large = await post(booking({ personsNames: 'x'.repeat(SPONSOR_MAX_BODY_BYTES) }));
    expect(large.status).toBe(413);
    expect(large.body['error'].code).toBe('invalid_input');

    // Chunked, without Content-Length: refused while streaming, long before 100 MB are read.
    let pulled = 0;
    const chunk = new TextEncoder().encode(`${'x'.repeat(64 * 1024)}`);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const chunked = await post(null, { raw: endless });
    expect(chunked.status).toBe(413);
    expect(pulled).toBeLessThan(4 * SPONSOR_MAX_BODY_BYTES);
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for a form that is not published', async () => {
    const { status, body } = await post(booking({ groupId: 'group-nope' }));
    expect(status).toBe(404);
    expect(body['error'].code).toBe('not_found');
    expect((await post(booking({ groupId: DEMO.homeHeroGroupId }))).status).toBe(404);
  });

  it('answers a filled trap field exactly like a booking, but stores and sends nothing', async () => {
    const before = await stored();
    const trapped = await post(booking({ website: 'https://spam.example' }));
    expect(trapped).toEqual({ status: 200, body: { success: true, data: { status: 'sent' } } });
    // Even with nothing else valid: a bot learns nothing from the answer.
    expect((await post({ website: 'x' })).status).toBe(200);
    expect(await stored()).toEqual(before);
    expect(t.wakes).toBe(0);
  });

  it('refuses bookings while the published form has bookings closed (draft changes do not count)', async () => {
    const form = eq(groups.id, DEMO.sponsorFormGroupId);
    const before = await stored();
    await t.handle.db
      .update(groups)
      .set({ options: { bookingsClosed: true } })
      .where(form);
    expect((await post(booking())).status).toBe(200);
    await t.handle.db
      .update(groups)
      .set({ publishedOptions: { bookingsClosed: true } })
      .where(form);
    try {
      const { status, body } = await post(booking(), { query: '?lang=en' });
      expect(status).toBe(409);
      expect(body['error']).toMatchObject({ code: 'bookings_closed', message: 'Bookings are closed' });
      expect(await stored()).toEqual({
        ...before,
        submissions: before.submissions + 1,
        outbox: before.outbox + 2,
        bookings: before.bookings + 1,
      });
    } finally {
      await t.handle.db
        .update(groups)
        .set({ options: { bookingsClosed: false }, publishedOptions: { bookingsClosed: false } })
        .where(form);
    }
    expect((await post(booking())).status).toBe(200);
  });

  it('books the main sponsor once, then refuses it as fully booked and stores nothing', async () => {
    const first = await post(booking({ hauptsponsor: true, standprasenz6m: false }));
    expect(first.status).toBe(200);
    expect((await availability())['hauptsponsor']).toEqual({ capacity: 1, booked: 1, fullyBooked: true });

    const before = await stored();
    t.wakes = 0;
    const second = await post(booking({ hauptsponsor: true, standprasenz9m: true }), { query: '?lang=en' });
    expect(second.status).toBe(409);
    expect(second.body['error']).toMatchObject({ code: 'fully_booked', items: ['hauptsponsor'] });
    expect(second.body['error'].message).toContain('fully booked');
    // The free 9 m² stand of the refused booking is not booked either.
    expect(await stored()).toEqual(before);
    expect((await availability())['standprasenz9m']?.booked).toBe(0);
    expect(t.wakes).toBe(0);
  });

  it('lets exactly one of two simultaneous last bookings win', async () => {
    await setCapacity('nachmittagpause', 1);
    const before = await stored();
    const results = await Promise.all([
      post(booking({ nachmittagpause: true, standprasenz6m: false, company: 'Erste AG' })),
      post(booking({ nachmittagpause: true, standprasenz6m: false, company: 'Zweite AG' })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body['error']).toMatchObject({
      code: 'fully_booked',
      items: ['nachmittagpause'],
    });
    expect(await stored()).toEqual({
      submissions: before.submissions + 1,
      outbox: before.outbox + 2,
      bookings: before.bookings + 1,
    });
    expect((await availability())['nachmittagpause']).toEqual({ capacity: 1, booked: 1, fullyBooked: true });
  });

  it('never books more than the capacity under many simultaneous bookings', async () => {
    await setCapacity('vormittagspause', 3);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(booking({ vormittagspause: true, standprasenz6m: false, company: `Firma ${i}` })),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    expect((await availability())['vormittagspause']).toEqual({ capacity: 3, booked: 3, fullyBooked: true });
  });

  it('limits bookings per client address (429 rate_limited), other clients unaffected', async () => {
    const client = '198.51.100.9';
    for (let i = 0; i < SPONSOR_RATE_LIMIT.limit; i++) {
      expect((await post(booking({ website: 'trap' }), { client })).status).toBe(200);
    }
    const refused = await post(booking(), { client });
    expect(refused.status).toBe(429);
    expect(refused.body['error'].code).toBe('rate_limited');
    expect((await post(booking(), { client: '198.51.100.10' })).status).toBe(200);
  });

  it('keeps CR/LF in names out of the mail headers: no extra recipient, one-line subject', async () => {
    const { status } = await post(
      booking({ company: 'Evil AG\r\nBcc: victim@example.com', contactName: 'Eve\nCc: victim@example.com' }),
    );
    expect(status).toBe(200);
    const [row] = await t.handle.db
      .select()
      .from(submissions)
      .orderBy(sql`rowid desc`)
      .limit(1);
    const mails = await t.handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.submissionId, row?.id ?? ''));
    expect(mails.map((m) => m.recipient)).toEqual(['info@optik-sonnenberg.ch', 'eva.muster@brillenglas.ch']);
    for (const mail of mails) expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mails[0]?.subject).toBe('Neue Sponsoring-Buchung ASPECT: Evil AG Bcc: victim@example.com');
  });
});
