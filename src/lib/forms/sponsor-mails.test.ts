/** The sponsor booking's e-mails: the business's notification in German, the visitor's confirmation. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildSponsorMails } from './sponsor-mails.ts';
import { SponsorFormSchema, type SponsorFormValues } from './sponsor.ts';
import { intlChf, validSponsorForm as valid } from './test-fixtures.ts';

describe('buildSponsorMails', () => {
  const booking: SponsorFormValues = v.parse(SponsorFormSchema, {
    ...valid(),
    hauptsponsor: true,
    stehlunch2: true,
    numberOfPersons: 2,
    personsNames: 'Anna Beispiel\n  Beat Muster  \n',
    aspectNumberOfPersons: 1,
    aspectPersonsNames: 'Carla Test',
  });
  const total = 29000 + 1800 + 2500 + 2 * 300 + 399;

  it('notifies the business in German with items, persons, names and the total', () => {
    const [notification] = buildSponsorMails({
      values: booking,
      locale: 'en',
      businessEmail: 'info@optik-sonnenberg.ch',
      businessName: 'Optik Sonnenberg',
    });
    expect(notification).toMatchObject({
      purpose: 'notification',
      language: 'de',
      to: 'info@optik-sonnenberg.ch',
    });
    expect(notification?.subject).toBe('Neue Sponsoring-Buchung ASPECT: Brillenglas AG');
    const text = notification?.text ?? '';
    for (const part of [
      `Sprache der Buchung: ${new Intl.DisplayNames(['de-CH'], { type: 'language' }).of('en')}`,
      'Firma: Brillenglas AG',
      'Kontaktperson: Eva Muster',
      'E-Mail: eva.muster@brillenglas.ch',
      `- Hauptsponsor: ${intlChf(29000)}`,
      `- Standpräsenz 6 m²: ${intlChf(1800)}`,
      `- Stehlunch (2. Slot): ${intlChf(2500)}`,
      `Personen am Abendevent: 2 × ${intlChf(300)} = ${intlChf(600)}`,
      '- Anna Beispiel\n- Beat Muster\n',
      `Personen an der ASPECT-Tagung: 1 × ${intlChf(399)} = ${intlChf(399)}`,
      '- Carla Test',
      `Total: ${intlChf(total)}`,
    ])
      expect(text).toContain(part);
  });

  it("confirms to the visitor in the visitor's language", () => {
    const mails = buildSponsorMails({
      values: booking,
      locale: 'en',
      businessEmail: 'info@optik-sonnenberg.ch',
      businessName: 'Optik Sonnenberg',
    });
    const confirmation = mails.find((m) => m.purpose === 'confirmation');
    expect(confirmation).toMatchObject({
      language: 'en',
      to: 'eva.muster@brillenglas.ch',
      subject: 'Your sponsoring booking for the ASPECT conference',
    });
    expect(confirmation?.text).toMatch(/^Hello Eva Muster,/);
    expect(confirmation?.text).toContain(`- Main sponsor: ${intlChf(29000)}`);
    expect(confirmation?.text).toContain(`Total: ${intlChf(total)}`);
    expect(confirmation?.text).toMatch(/Kind regards\nOptik Sonnenberg$/);
    const german = buildSponsorMails({
      values: booking,
      locale: 'de',
      businessEmail: null,
      businessName: 'X',
    });
    expect(german.map((m) => m.purpose)).toEqual(['confirmation']);
    expect(german[0]?.subject).toBe('Ihre Sponsoring-Buchung für die ASPECT-Tagung');
  });

  it('keeps header values on one line (a CR/LF in the company never adds a header)', () => {
    const evil = { ...booking, company: 'Evil\r\nBcc: victim@example.com' };
    const [notification] = buildSponsorMails({
      values: evil,
      locale: 'de',
      businessEmail: 'info@x.ch',
      businessName: 'X',
    });
    expect(notification?.subject).not.toMatch(/[\r\n]/);
    expect(notification?.text).toContain('Firma: Evil Bcc: victim@example.com\n');
  });

  it('lists no persons when nobody is registered', () => {
    const itemsOnly = v.parse(SponsorFormSchema, valid());
    const [mail] = buildSponsorMails({
      values: itemsOnly,
      locale: 'de',
      businessEmail: 'a@b.ch',
      businessName: 'X',
    });
    expect(mail?.text).not.toContain('Personen');
    expect(mail?.text).toContain(`Total: ${intlChf(1800)}`);
  });
});
