/**
 * API tests of the contact form on a fresh, migrated and seeded libSQL file through
 * `app.request()`: a stored request with its two outbox rows, every invalid field (400 with its
 * message key, nothing stored), the trap field, the recipient taken from the published block (not
 * the request) with the settings as fallback, the rate limit and header injection.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groups, outbox, settings, submissions } from '../../db/schema.ts';
import { CONTACT_FORM_EMAIL, CONTACT_FORM_GROUP_ID } from '../../db/seed/content/contact.ts';
import { BUSINESS } from '../../db/seed/content/site.ts';
import { DEMO } from '../../db/seed/index.ts';
import { contactFormTexts } from '../../src/i18n/visitor/contact-form.ts';
import { validContactRequest as request } from '../../tests/fixtures/contact-request.ts';
import { setUpFormTestApp } from '../forms/test-app.ts';
import { CONTACT_RATE_LIMIT } from './contact.ts';

const { t, post } = setUpFormTestApp('contact', '/api/v1/contact', '10.1.0.');

async function stored() {
  const count = async (table: typeof submissions | typeof outbox) =>
    (await t.handle.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n ?? 0;
  return { submissions: await count(submissions), outbox: await count(outbox) };
}

/** The newest submission with its outbox rows (notification first). */
async function newest() {
  const [row] = await t.handle.db
    .select()
    .from(submissions)
    .orderBy(sql`rowid desc`)
    .limit(1);
  const mails = row
    ? await t.handle.db
        .select()
        .from(outbox)
        .where(eq(outbox.submissionId, row.id))
        .orderBy(asc(outbox.purpose))
    : [];
  return { row, mails: mails.toSorted((a) => (a.purpose === 'notification' ? -1 : 1)) };
}

async function setFormOptions(options: Record<string, unknown>) {
  await t.handle.db
    .update(groups)
    .set({ publishedOptions: options })
    .where(eq(groups.id, CONTACT_FORM_GROUP_ID));
}

describe('POST /api/v1/contact', () => {
  it('stores a valid request with a notification and a confirmation, then wakes the sender', async () => {
    const before = await stored();
    const res = await post(
      request({ themes: ['contactLensCheck', 'glassDetermination', 'contactLensCheck'] }),
    );
    expect(res).toEqual({ status: 200, body: { success: true, data: { status: 'sent' } } });
    expect(await stored()).toEqual({ submissions: before.submissions + 1, outbox: before.outbox + 2 });
    expect(t.wakes).toBe(1);

    const { row, mails } = await newest();
    expect(row).toMatchObject({ kind: 'contact', locale: 'de', createdAt: '2026-11-22T10:00:00.000Z' });
    expect(row?.clientAddress).toMatch(/^10\.1\.0\./);
    expect(row?.payload).toMatchObject({
      groupId: CONTACT_FORM_GROUP_ID,
      vorname: 'Anna',
      themes: ['glassDetermination', 'contactLensCheck'],
      bevorzugterTermin: `${new Date().getUTCFullYear() + 1}-12-03`,
    });
    expect(row?.payload).not.toHaveProperty('website');
    expect(mails.map((m) => [m.purpose, m.recipient, m.status])).toEqual([
      ['notification', CONTACT_FORM_EMAIL, 'pending'],
      ['confirmation', 'anna.muster@example.ch', 'pending'],
    ]);
    expect(mails[0]?.body).toContain('Marktgasse 12');
    expect(mails[1]?.subject).toBe(`Ihre Anfrage bei ${BUSINESS.name}`);
  });

  it('writes the confirmation in the language of the body, else of the request', async () => {
    await post(request({ lang: 'en' }));
    let { row, mails } = await newest();
    expect(row?.locale).toBe('en');
    expect(mails[1]?.body).toContain('Hello Anna Muster');
    expect(mails[0]?.body).toContain(contactFormTexts.de.contactFormMailNotificationIntro);

    const { lang: _lang, ...withoutLang } = request();
    await post(withoutLang, { query: '?lang=en' });
    ({ row, mails } = await newest());
    expect(row?.locale).toBe('en');
    expect(mails[1]?.subject).toBe(`Your request to ${BUSINESS.name}`);
  });

  const invalidCases: [string, unknown, string][] = [
    ['anrede', '', 'anredeRequired'],
    ['anrede', 'dr', 'anredeRequired'],
    ['vorname', '  ', 'vornameRequired'],
    ['nachname', '', 'nachnameRequired'],
    ['plz', '', 'plzRequired'],
    ['email', 'anna.muster', 'emailFormat'],
    ['telefon', '', 'telefonRequired'],
    ['existingCustomer', 'vielleicht', 'existingCustomerRequired'],
    ['themes', [], 'themesRequired'],
    ['themes', ['glassDetermination', 'haircut'], 'themesRequired'],
    ['bevorzugterTermin', '', 'terminRequired'],
    ['bevorzugteUhrzeit', '', 'uhrzeitRequired'],
    ['dateOfBirth', '31.02.1980', 'invalidValue'],
    ['fragenAnmerkungen', 'x'.repeat(5001), 'tooLong'],
  ];
  for (const [field, value, key] of invalidCases) {
    it(`refuses an invalid ${field} (${JSON.stringify(value).slice(0, 20)}) with 400 ${key}, storing nothing`, async () => {
      const before = await stored();
      const res = await post(request({ [field]: value }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        error: { code: 'invalid_input', fields: { [field]: key } },
      });
      expect(Object.keys(res.body['error'].fields)).toEqual([field]);
      // The answer names fields and keys, never the submitted values.
      if (typeof value === 'string' && value.trim().length > 3)
        expect(JSON.stringify(res.body)).not.toContain(value);
      expect(await stored()).toEqual(before);
      expect(t.wakes).toBe(0);
    });
  }

  it('reports every missing field of an empty form at once, in the caller language', async () => {
    const before = await stored();
    const res = await post({ groupId: CONTACT_FORM_GROUP_ID }, { query: '?lang=en' });
    expect(res.status).toBe(400);
    expect(res.body['error'].message).toMatch(/^Invalid input/);
    expect(res.body['error'].fields).toEqual({
      anrede: 'anredeRequired',
      vorname: 'vornameRequired',
      nachname: 'nachnameRequired',
      plz: 'plzRequired',
      email: 'emailFormat',
      telefon: 'telefonRequired',
      existingCustomer: 'existingCustomerRequired',
      themes: 'themesRequired',
      bevorzugterTermin: 'terminRequired',
      bevorzugteUhrzeit: 'uhrzeitRequired',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a body that is no JSON object, or too large', async () => {
    const before = await stored();
    expect((await post(null, { raw: 'vorname=Anna' })).status).toBe(400);
    expect((await post(null, { raw: '[1,2]' })).status).toBe(400);
    expect((await post(request({ fragenAnmerkungen: 'x'.repeat(70_000) }))).status).toBe(413);
    expect(await stored()).toEqual(before);
  });

  it('needs the id of a live contact form: 400 without it, 404 for another block', async () => {
    const before = await stored();
    const { groupId: _id, ...noGroup } = request();
    const missing = await post(noGroup);
    expect(missing.status).toBe(400);
    expect(missing.body['error'].fields).toEqual({ groupId: 'invalidValue' });
    expect((await post(request({ groupId: DEMO.homeHeroGroupId }))).status).toBe(404);
    expect((await post(request({ groupId: 'group-nope' }))).status).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('answers a filled trap field exactly like a success, but stores and sends nothing', async () => {
    const before = await stored();
    const trapped = await post(request({ website: 'https://cheap-glasses.example' }));
    const real = await post(request());
    expect(trapped).toEqual(real);
    // Even a trapped request that is otherwise invalid looks sent.
    expect(await post({ website: 'x' })).toEqual(real);
    expect(await stored()).toEqual({ submissions: before.submissions + 1, outbox: before.outbox + 2 });
    expect(t.wakes).toBe(1);
  });

  it('takes the recipient from the published block, never from the request', async () => {
    await post(request({ contactEmail: 'attacker@example.com', to: 'attacker@example.com' }));
    const { mails } = await newest();
    expect(mails.map((m) => m.recipient)).toEqual([CONTACT_FORM_EMAIL, 'anna.muster@example.ch']);
    expect(JSON.stringify(mails)).not.toContain('attacker');
  });

  it('falls back to the contact e-mail of the settings, then to the business e-mail', async () => {
    const [original] = await t.handle.db.select().from(settings);
    const published = original?.published ?? {};
    try {
      await setFormOptions({ frequentLensDirect: false, contactEmail: null });
      await post(request());
      expect((await newest()).mails[0]?.recipient).toBe(BUSINESS.email);

      await t.handle.db
        .update(settings)
        .set({ published: { ...published, contact: { email: 'kontakt@example.ch', companyName: null } } });
      await post(request());
      expect((await newest()).mails[0]?.recipient).toBe('kontakt@example.ch');

      // An unusable option (two addresses, or an injected header) falls back as well.
      await setFormOptions({ contactEmail: 'a@example.ch, b@example.ch' });
      await post(request());
      expect((await newest()).mails[0]?.recipient).toBe('kontakt@example.ch');
      await setFormOptions({ contactEmail: 'a@example.ch\r\nBcc: evil@example.com' });
      await post(request());
      expect((await newest()).mails[0]?.recipient).toBe('kontakt@example.ch');
    } finally {
      await t.handle.db.update(settings).set({ published });
      await setFormOptions({ frequentLensDirect: false, contactEmail: CONTACT_FORM_EMAIL });
    }
  });

  it('accepts only the topics the form offers', async () => {
    const before = await stored();
    // The demo form switches frequentlens direct off.
    const res = await post(request({ themes: ['frequentLensDirect'] }));
    expect(res.status).toBe(400);
    expect(res.body['error'].fields).toEqual({ themes: 'themesRequired' });
    expect(await stored()).toEqual(before);
  });

  it(`limits a client to ${CONTACT_RATE_LIMIT.limit} requests in ${CONTACT_RATE_LIMIT.windowMs / 60_000} minutes, invalid ones included`, async () => {
    const client = '203.0.113.7';
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit - 1; i++)
      expect((await post(request(), { client })).status).toBe(200);
    expect((await post(request({ vorname: '' }), { client })).status).toBe(400);
    const before = await stored();
    const limited = await post(request(), { client });
    expect(limited.status).toBe(429);
    expect(limited.body['error'].code).toBe('rate_limited');
    expect(await stored()).toEqual(before);
    // Another client is not affected.
    expect((await post(request(), { client: '203.0.113.8' })).status).toBe(200);
  });

  it('never lets a CR/LF in a name or address add a recipient or a header', async () => {
    const before = await stored();
    const injected = 'Anna\r\nBcc: evil@example.com\r\nSubject: Win';
    const res = await post(
      request({
        vorname: injected,
        nachname: 'Muster\nCc: evil2@example.com',
        ort: 'Winterthur\r\nTo: evil3@example.com',
      }),
    );
    expect(res.status).toBe(200);
    expect(await stored()).toEqual({ submissions: before.submissions + 1, outbox: before.outbox + 2 });
    const { row, mails } = await newest();
    expect(mails.map((m) => m.recipient)).toEqual([CONTACT_FORM_EMAIL, 'anna.muster@example.ch']);
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.recipient).not.toMatch(/[\r\n,;]/);
      // The body holds the text on one line: no line of it starts like a header.
      expect(mail.body).not.toMatch(/^(Bcc|Cc|To|Subject):/m);
    }
    expect(row?.payload['vorname']).toBe('Anna Bcc: evil@example.com Subject: Win');

    // In the e-mail field it is refused outright.
    const refused = await post(request({ email: 'anna@example.ch\r\nBcc: evil@example.com' }));
    expect(refused.status).toBe(400);
    expect(refused.body['error'].fields).toEqual({ email: 'emailFormat' });
  });
});
