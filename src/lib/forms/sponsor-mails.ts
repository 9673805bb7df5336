/**
 * The two e-mails of a sponsor booking (visitor spec §9): a notification to the business and a
 * confirmation to the visitor, both summing up the booking. Pure: no I/O, no DOM, no server imports.
 */
import { sponsorFormViewTexts } from '../../i18n/visitor/sponsor-form-view.ts';
import { sponsorMailTexts } from '../../i18n/visitor/sponsor-mail.ts';
import type { Locale } from '../content.ts';
import { oneLine } from './contact.ts';
import {
  SPONSOR_ITEM_PRICES_CHF,
  SPONSOR_ITEM_TEXT,
  SPONSOR_PERSON_GROUPS,
  bookedItems,
  formatSponsorChf,
  sponsorTotal,
  type SponsorFormValues,
} from './sponsor.ts';

/** One e-mail of a booking (the shape the outbox stores; header values are made safe there). */
export interface SponsorMail {
  purpose: 'notification' | 'confirmation';
  to: string;
  subject: string;
  text: string;
  /** The language the mail is written in (its Content-Language header). */
  language: Locale;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));

/** The booking as text lines in one language (shared by both e-mails). */
function summaryLines(values: Omit<SponsorFormValues, 'website'>, locale: Locale): string[] {
  const t = { ...sponsorFormViewTexts[locale], ...sponsorMailTexts[locale] };
  const items = bookedItems(values);
  const lines = [
    `${t.sponsorCompany}: ${oneLine(values.company)}`,
    `${t.sponsorContactName}: ${oneLine(values.contactName)}`,
    `${t.sponsorPhone}: ${oneLine(values.phone)}`,
    `${t.sponsorEmail}: ${oneLine(values.email)}`,
    '',
    `${t.sponsorMailItems}:`,
    ...(items.length
      ? items.map(
          (key) => `- ${t[SPONSOR_ITEM_TEXT[key]]}: ${formatSponsorChf(SPONSOR_ITEM_PRICES_CHF[key])}`,
        )
      : [`- ${t.sponsorMailNone}`]),
  ];
  for (const group of SPONSOR_PERSON_GROUPS) {
    const count = values[group.count];
    if (count === 0) continue;
    const amount = fill(t.sponsorMailPersons, { count, price: formatSponsorChf(group.price) });
    lines.push(
      '',
      `${t[group.label]}: ${amount} = ${formatSponsorChf(count * group.price)}`,
      `${t[group.namesLabel]}:`,
      ...values[group.names]
        .split(/\r?\n/)
        .map((name) => name.trim())
        .filter(Boolean)
        .map((name) => `- ${name}`),
    );
  }
  lines.push('', `${t.sponsorTotal}: ${formatSponsorChf(sponsorTotal(values))}`);
  return lines;
}

/** A language's name as Intl writes it in another language ('en' in German: 'Englisch'). */
function languageName(language: Locale, inLocale: Locale): string {
  return new Intl.DisplayNames([`${inLocale}-CH`], { type: 'language' }).of(language) ?? language;
}

/**
 * The e-mails of a valid booking: a notification to the business (in German, the business's
 * language, naming the language the visitor booked in; none when no address is configured) and a confirmation in the visitor's language.
 *
 * @example
 * buildSponsorMails({ values, locale: 'en', businessEmail: 'info@optik.ch', businessName: 'Optik' });
 */
export function buildSponsorMails(input: {
  values: Omit<SponsorFormValues, 'website'>;
  locale: Locale;
  businessEmail: string | null;
  businessName: string;
}): SponsorMail[] {
  const { values, locale, businessEmail, businessName } = input;
  const mails: SponsorMail[] = [];
  if (businessEmail) {
    const t = { ...sponsorFormViewTexts.de, ...sponsorMailTexts.de };
    mails.push({
      purpose: 'notification',
      language: 'de',
      to: businessEmail,
      subject: fill(t.sponsorMailNotificationSubject, { company: oneLine(values.company) }),
      text: [
        t.sponsorMailNotificationIntro,
        // The business answers the visitor in the language they booked in.
        fill(t.sponsorMailBookingLanguage, { language: languageName(locale, 'de') }),
        '',
        ...summaryLines(values, 'de'),
      ].join('\n'),
    });
  }
  const t = { ...sponsorFormViewTexts[locale], ...sponsorMailTexts[locale] };
  mails.push({
    purpose: 'confirmation',
    language: locale,
    to: values.email,
    subject: t.sponsorMailConfirmationSubject,
    text: [
      fill(t.sponsorMailGreeting, { name: oneLine(values.contactName) }),
      '',
      t.sponsorMailConfirmationIntro,
      '',
      ...summaryLines(values, locale),
      '',
      t.sponsorMailConfirmationOutro,
      '',
      t.sponsorMailSignature,
      businessName,
    ].join('\n'),
  });
  return mails;
}
