/**
 * The demo contact page (both branches, opening hours, the appointment request form, an e-mail
 * call-to-action) and the two system pages search and login, which only carry a heading.
 */
import {
  button,
  emailLink,
  group,
  heading,
  link,
  localized,
  p,
  page,
  richText,
  type PageRows,
} from '../builders.ts';
import { PAGE } from '../ids.ts';
import { BRANCH_SEEN } from './directory.ts';
import { BUSINESS } from './site.ts';

/** The appointment request form on the contact page (a contactForm block). */
export const CONTACT_FORM_GROUP_ID = 'group-contact-form';
/** Requests from the demo form go to this address (the block's contactEmail option). */
export const CONTACT_FORM_EMAIL = 'termine@optik-sonnenberg.ch';

/**
 * The opening hours as the contact page states them (the branches' hours, directory.ts); a site
 * made from the demo template with hours of its own says its own (db/seed/templates.ts).
 */
export const CONTACT_HOURS = {
  de: 'Montag bis Freitag 09.00–12.00 und 13.30–18.30 Uhr, Samstag 09.00–16.00 Uhr. An Heiligabend schliessen wir um 14.00 Uhr, am Stephanstag bleiben beide Geschäfte geschlossen.',
  en: 'Monday to Friday 09:00–12:00 and 13:30–18:30, Saturday 09:00–16:00. On Christmas Eve we close at 14:00, and both shops stay closed on St Stephen’s Day.',
} as const;

const tel = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;
const mailto = (email: string) => `mailto:${email}`;
const marktgasseAddress = `${BUSINESS.street} ${BUSINESS.streetNumber}, ${BUSINESS.zip} ${BUSINESS.city}`;
const seenAddress = `${BRANCH_SEEN.street} ${BRANCH_SEEN.streetNumber}, ${BRANCH_SEEN.zip} ${BRANCH_SEEN.city}`;

export const contactPage: PageRows = page({
  id: PAGE.contact,
  role: 'contact',
  position: 1,
  slug: { de: 'kontakt', en: 'contact' },
  name: { de: 'Kontakt', en: 'Contact' },
  description: {
    de: 'Adressen, Telefonnummern und Öffnungszeiten von Optik Sonnenberg an der Marktgasse und in Seen, Winterthur.',
    en: 'Addresses, phone numbers and opening hours of Optik Sonnenberg on Marktgasse and in Seen, Winterthur.',
  },
  groups: [
    group(
      'intro',
      'richTextBlock',
      {
        kicker: localized('Kontakt', 'Contact'),
        title: localized('So erreichen Sie uns', 'How to reach us'),
        text: richText(
          [
            heading('Altstadt – Marktgasse'),
            marktgasseAddress,
            p(
              'Telefon ',
              link(BUSINESS.phone, tel(BUSINESS.phone)),
              ' · E-Mail ',
              link(BUSINESS.email, mailto(BUSINESS.email)),
            ),
            heading('Seen – Tösstalstrasse'),
            seenAddress,
            p(
              'Telefon ',
              link(BRANCH_SEEN.phone, tel(BRANCH_SEEN.phone)),
              ' · E-Mail ',
              link(BRANCH_SEEN.email, mailto(BRANCH_SEEN.email)),
            ),
            heading('Öffnungszeiten'),
            CONTACT_HOURS.de,
            'Die Altstadt erreichen Sie in fünf Gehminuten vom Hauptbahnhof Winterthur. Vor unserer Filiale in Seen stehen zwei Kundenparkplätze bereit.',
          ],
          [
            heading('Old town – Marktgasse'),
            marktgasseAddress,
            p(
              'Phone ',
              link(BUSINESS.phone, tel(BUSINESS.phone)),
              ' · E-mail ',
              link(BUSINESS.email, mailto(BUSINESS.email)),
            ),
            heading('Seen – Tösstalstrasse'),
            seenAddress,
            p(
              'Phone ',
              link(BRANCH_SEEN.phone, tel(BRANCH_SEEN.phone)),
              ' · E-mail ',
              link(BRANCH_SEEN.email, mailto(BRANCH_SEEN.email)),
            ),
            heading('Opening hours'),
            CONTACT_HOURS.en,
            'The old town shop is a five-minute walk from Winterthur main station. Two customer parking spaces are available right in front of our shop in Seen.',
          ],
        ),
      },
      { alignment: 'left', backgroundColor: 'transparent' },
    ),
    group(
      'form',
      'contactForm',
      {
        kicker: localized('Termin anfragen', 'Request an appointment'),
        title: localized('Wann dürfen wir für Sie da sein?', 'When may we see you?'),
        description: richText(
          [
            'Wählen Sie, worum es geht, und nennen Sie uns Ihren Wunschtermin. Wir bestätigen ihn innert eines Arbeitstages per Telefon oder E-Mail – oder schlagen Ihnen einen anderen vor.',
            'Eine Brillenglasbestimmung dauert rund 45 Minuten, eine Kontaktlinsen-Kontrolle etwa 20 Minuten.',
          ],
          [
            'Tell us what it is about and when you would like to come. We confirm your appointment within one working day by phone or e-mail – or suggest another one.',
            'A glass determination takes about 45 minutes, a contact lens check about 20 minutes.',
          ],
        ),
      },
      // Optik Sonnenberg is not a frequentlens partner (see the directory), so that topic is off.
      { frequentLensDirect: false, contactEmail: CONTACT_FORM_EMAIL },
    ),
    group(
      'cta',
      'cta',
      {
        title: localized('Lieber schriftlich?', 'Prefer to write?'),
        description: richText(
          ['Schreiben Sie uns eine E-Mail – wir melden uns innert eines Arbeitstages bei Ihnen.'],
          ['Send us an e-mail – we will get back to you within one working day.'],
        ),
        button: button('E-Mail schreiben', 'Send an e-mail', emailLink(BUSINESS.email)),
      },
      { alignment: 'center', backgroundColor: 'primary', shiftedAlignment: 'default' },
    ),
  ],
});

export const searchPage: PageRows = page({
  id: PAGE.search,
  role: 'search',
  position: 5,
  slug: { de: 'suche', en: 'search' },
  name: { de: 'Suche', en: 'Search' },
  description: {
    de: 'Durchsuchen Sie die Website von Optik Sonnenberg nach Dienstleistungen, Team und Öffnungszeiten.',
    en: 'Search the Optik Sonnenberg website for services, team members and opening hours.',
  },
  groups: [group('intro', 'richTextBlock', { title: localized('Suche', 'Search') })],
});

export const loginPage: PageRows = page({
  id: PAGE.login,
  role: 'login',
  position: 6,
  slug: { de: 'login', en: 'login' },
  name: { de: 'Login', en: 'Login' },
  description: {
    de: 'Anmeldung für das Team von Optik Sonnenberg zur Bearbeitung der Website.',
    en: 'Sign-in for the Optik Sonnenberg team to edit the website.',
  },
  groups: [group('intro', 'richTextBlock', { title: localized('Anmelden', 'Sign in') })],
});
