/**
 * The two e-mails of a contact / appointment request (visitor spec §7): a notification to the
 * business in German listing every field, and a confirmation to the visitor in their language.
 * Dates and times are formatted with Intl. Pure: no I/O, no DOM, no server imports.
 */
import { contactFormTexts } from '../../i18n/visitor/contact-form.ts';
import { BUSINESS_TIME_ZONE, formatCivil, intlLocale, isCivilDate, isWallTime } from '../civil-date.ts';
import type { Locale } from '../content.ts';
import {
  ANREDE_TEXT,
  CONTACT_TOPIC_TEXT,
  EXISTING_CUSTOMER_TEXT,
  oneLine,
  type ContactFormValues,
} from './contact.ts';

/** A valid request's fields as the mails read them (the trap field is not needed). */
type MailValues = Omit<ContactFormValues, 'website'>;

/** One e-mail of a request (the outbox's OutgoingMail shape; header values are made safe there too). */
export interface ContactMail {
  purpose: 'notification' | 'confirmation';
  to: string;
  subject: string;
  text: string;
  /** The language the mail is written in (its Content-Language header). */
  language: Locale;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

const fullName = (values: MailValues) => oneLine(`${values.vorname} ${values.nachname}`);

/** The request as text lines in one language, every field readable (shared by both e-mails). */
function summaryLines(values: MailValues, locale: Locale): string[] {
  const t = contactFormTexts[locale];
  const none = t.contactFormMailNotProvided;
  const line = (label: string, value: string) => `${label}: ${value === '' ? none : oneLine(value)}`;
  const date = (value: string, options: Intl.DateTimeFormatOptions) =>
    isCivilDate(value) ? formatCivil(value, locale, options) : value;
  const longDate = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  const time = isWallTime(values.bevorzugteUhrzeit)
    ? formatCivil({ date: '2000-01-01', time: values.bevorzugteUhrzeit }, locale, {
        hour: '2-digit',
        minute: '2-digit',
      })
    : values.bevorzugteUhrzeit;
  return [
    line(t.contactFormAnrede, t[ANREDE_TEXT[values.anrede]]),
    line(t.contactFormVorname, values.vorname),
    line(t.contactFormNachname, values.nachname),
    line(t.contactFormDateOfBirth, date(values.dateOfBirth, longDate)),
    line(t.contactFormStrasse, values.strasse),
    line(t.contactFormPlz, values.plz),
    line(t.contactFormOrt, values.ort),
    line(t.contactFormEmail, values.email),
    line(t.contactFormTelefon, values.telefon),
    line(t.contactFormMailExistingCustomer, t[EXISTING_CUSTOMER_TEXT[values.existingCustomer]]),
    `${t.contactFormMailThemes}:`,
    ...values.themes.map((key) => `- ${t[CONTACT_TOPIC_TEXT[key]]}`),
    line(t.contactFormTermin, date(values.bevorzugterTermin, { weekday: 'long', ...longDate })),
    line(t.contactFormUhrzeit, time),
    `${t.contactFormFragen}:`,
    values.fragenAnmerkungen === '' ? none : values.fragenAnmerkungen,
  ];
}

/**
 * The e-mails of a valid request: a notification to the business (in German, the business's
 * language; none when no address is known) listing every field, and a confirmation to the
 * visitor in their language. Dates and times are formatted with Intl (de-CH / en-CH).
 *
 * @example
 * buildContactMails({ values, locale: 'en', notifyTo: 'info@optik.ch', businessName: 'Optik', receivedAt });
 */
export function buildContactMails(input: {
  values: MailValues;
  locale: Locale;
  notifyTo: string | null;
  businessName: string;
  receivedAt: Date;
}): ContactMail[] {
  const { values, locale, notifyTo, businessName, receivedAt } = input;
  const mails: ContactMail[] = [];
  if (notifyTo) {
    const t = contactFormTexts.de;
    const received = new Intl.DateTimeFormat(intlLocale('de'), {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: BUSINESS_TIME_ZONE,
    }).format(receivedAt);
    const language = new Intl.DisplayNames([intlLocale('de')], { type: 'language' }).of(locale) ?? locale;
    mails.push({
      purpose: 'notification',
      language: 'de',
      to: notifyTo,
      subject: fill(t.contactFormMailNotificationSubject, { name: fullName(values) }),
      text: [
        t.contactFormMailNotificationIntro,
        '',
        `${t.contactFormMailReceived}: ${received}`,
        `${t.contactFormMailLanguage}: ${language}`,
        '',
        ...summaryLines(values, 'de'),
        '',
        fill(t.contactFormMailReplyHint, { email: values.email }),
      ].join('\n'),
    });
  }
  const t = contactFormTexts[locale];
  mails.push({
    purpose: 'confirmation',
    language: locale,
    to: values.email,
    subject: fill(t.contactFormMailConfirmationSubject, { business: oneLine(businessName) }),
    text: [
      fill(t.contactFormMailGreeting, { name: fullName(values) }),
      '',
      t.contactFormMailConfirmationIntro,
      '',
      ...summaryLines(values, locale),
      '',
      t.contactFormMailConfirmationOutro,
      '',
      t.contactFormMailSignature,
      oneLine(businessName),
    ].join('\n'),
  });
  return mails;
}
