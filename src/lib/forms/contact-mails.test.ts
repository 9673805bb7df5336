/**
 * The contact form's two e-mails: every field in the notification, formatted by Intl (dates and
 * times compared with Intl's own output, never with a typed format), the confirmation in the
 * visitor's language, and subjects that stay on one line whatever the names hold.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactFormTexts } from '../../i18n/visitor/contact-form.ts';
import { ContactFormSchema, type ContactFormValues } from './contact.ts';
import { buildContactMails } from './contact-mails.ts';
import { validContactForm as valid } from './test-fixtures.ts';

describe('buildContactMails', () => {
  const values = (): ContactFormValues => {
    const result = v.parse(ContactFormSchema, {
      ...valid(),
      dateOfBirth: '1984-05-17',
      strasse: 'Marktgasse 12',
      ort: 'Winterthur',
      existingCustomer: 'ja',
      themes: ['myopiaManagement', 'glassDetermination'],
      fragenAnmerkungen: 'Ich trage seit zehn Jahren Gleitsichtgläser.\nBitte rufen Sie mich an.',
    });
    return result;
  };
  const receivedAt = new Date('2026-11-22T10:00:00Z');
  const build = (locale: 'de' | 'en' = 'de', notifyTo: string | null = 'info@optik-sonnenberg.ch') =>
    buildContactMails({ values: values(), locale, notifyTo, businessName: 'Optik Sonnenberg', receivedAt });

  it('notifies the business with every field, dates and times formatted by Intl', () => {
    const [notification] = build('en');
    const de = contactFormTexts.de;
    expect(notification).toMatchObject({ purpose: 'notification', to: 'info@optik-sonnenberg.ch' });
    expect(notification?.subject).toBe('Neue Terminanfrage: Anna Muster');
    const text = notification?.text ?? '';
    const date = (iso: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('de-CH', { ...options, timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
    for (const expected of [
      `${de.contactFormAnrede}: ${de.contactFormAnredeFrau}`,
      `${de.contactFormVorname}: Anna`,
      `${de.contactFormNachname}: Muster`,
      `${de.contactFormDateOfBirth}: ${date('1984-05-17', { day: 'numeric', month: 'long', year: 'numeric' })}`,
      `${de.contactFormStrasse}: Marktgasse 12`,
      `${de.contactFormPlz}: 8400`,
      `${de.contactFormOrt}: Winterthur`,
      `${de.contactFormEmail}: anna.muster@example.ch`,
      `${de.contactFormTelefon}: +41 52 212 34 56`,
      `${de.contactFormMailExistingCustomer}: ${de.contactFormYes}`,
      `- ${de.contactFormTopicGlassDetermination}\n- ${de.contactFormTopicMyopiaManagement}`,
      `${de.contactFormTermin}: ${date(`${new Date().getUTCFullYear() + 1}-12-03`, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}`,
      `${de.contactFormUhrzeit}: ${new Intl.DateTimeFormat('de-CH', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(new Date('2000-01-01T14:30:00Z'))}`,
      'Ich trage seit zehn Jahren Gleitsichtgläser.\nBitte rufen Sie mich an.',
      `${de.contactFormMailReceived}: ${new Intl.DateTimeFormat('de-CH', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Zurich' }).format(receivedAt)}`,
      `${de.contactFormMailLanguage}: ${new Intl.DisplayNames(['de-CH'], { type: 'language' }).of('en')}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('confirms to the visitor in their language', () => {
    const [, confirmation] = build('en');
    const en = contactFormTexts.en;
    expect(confirmation).toMatchObject({
      purpose: 'confirmation',
      language: 'en',
      to: 'anna.muster@example.ch',
      subject: 'Your request to Optik Sonnenberg',
    });
    expect(build('en')[0]?.language).toBe('de');
    expect(confirmation?.text).toContain('Hello Anna Muster');
    expect(confirmation?.text).toContain(
      `${en.contactFormMailThemes}:\n- ${en.contactFormTopicGlassDetermination}`,
    );
    expect(confirmation?.text).toContain(
      new Intl.DateTimeFormat('en-CH', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${new Date().getUTCFullYear() + 1}-12-03T00:00:00Z`)),
    );
    expect(confirmation?.text).not.toContain(contactFormTexts.de.contactFormMailGreeting.split(' ')[0]);
    expect(build('de')[1]?.text).toContain('Guten Tag Anna Muster');
  });

  it('sends only the confirmation when no business address is known', () => {
    expect(build('de', null).map((m) => m.purpose)).toEqual(['confirmation']);
  });

  it('keeps names on one line in subjects, whatever they hold', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const mails = buildContactMails({
          values: { ...values(), vorname: `Anna${a}\r\nBcc: evil@example.com`, nachname: b },
          locale: 'de',
          notifyTo: 'info@optik-sonnenberg.ch',
          businessName: `Optik\r\nBcc: evil@example.com`,
          receivedAt,
        });
        for (const mail of mails) expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mails.map((m) => m.to)).toEqual(['info@optik-sonnenberg.ch', 'anna.muster@example.ch']);
      }),
    );
  });
});
