/**
 * Demo legal pages: imprint and general terms of Optik Sonnenberg AG (Swiss law, short and
 * realistic). The privacy policy lives in privacy.ts.
 */
import { group, heading, link, localized, p, page, richText, type PageRows } from '../builders.ts';
import { PAGE } from '../ids.ts';
import { BUSINESS } from './site.ts';

const address = `${BUSINESS.legalName}, ${BUSINESS.street} ${BUSINESS.streetNumber}, ${BUSINESS.zip} ${BUSINESS.city}`;
const mail = () => link(BUSINESS.email, `mailto:${BUSINESS.email}`);

export const imprintPage: PageRows = page({
  id: PAGE.imprint,
  role: 'imprint',
  position: 2,
  slug: { de: 'impressum', en: 'imprint' },
  name: { de: 'Impressum', en: 'Imprint' },
  description: {
    de: 'Impressum von Optik Sonnenberg AG, Marktgasse 21, 8400 Winterthur: Kontakt, Handelsregister und Haftung.',
    en: 'Legal notice of Optik Sonnenberg AG, Marktgasse 21, 8400 Winterthur: contact, commercial register and liability.',
  },
  groups: [
    group('legal', 'richTextBlock', {
      title: localized('Impressum', 'Imprint'),
      text: richText(
        [
          heading('Verantwortlich für den Inhalt'),
          `${address}, Schweiz`,
          p(`Telefon ${BUSINESS.phone} · E-Mail `, mail()),
          heading('Handelsregister'),
          'Eingetragen im Handelsregister des Kantons Zürich. Unternehmens-Identifikationsnummer (UID): CHE-123.456.789, Mehrwertsteuernummer: CHE-123.456.789 MWST. Geschäftsführerin: Anna Sonnenberg.',
          heading('Haftungsausschluss'),
          'Wir prüfen die Inhalte dieser Website sorgfältig, übernehmen jedoch keine Gewähr für ihre Richtigkeit, Vollständigkeit und Aktualität. Für die Inhalte verlinkter Websites sind ausschliesslich deren Betreiber verantwortlich.',
          heading('Urheberrechte'),
          'Texte, Bilder und Grafiken dieser Website gehören der Optik Sonnenberg AG oder den genannten Rechteinhabern. Jede Verwendung ausserhalb dieser Website bedarf unserer vorgängigen schriftlichen Zustimmung.',
        ],
        [
          heading('Responsible for the content'),
          `${address}, Switzerland`,
          p(`Phone ${BUSINESS.phone} · E-mail `, mail()),
          heading('Commercial register'),
          'Registered in the commercial register of the Canton of Zurich. Business identification number (UID): CHE-123.456.789, VAT number: CHE-123.456.789 MWST. Managing director: Anna Sonnenberg.',
          heading('Disclaimer'),
          'We check the content of this website carefully but cannot guarantee that it is correct, complete and up to date. The operators of linked websites are solely responsible for their content.',
          heading('Copyright'),
          'The texts, images and graphics on this website belong to Optik Sonnenberg AG or to the rights holders named. Any use outside this website requires our prior written consent.',
        ],
      ),
    }),
  ],
});

export const termsPage: PageRows = page({
  id: PAGE.terms,
  role: 'terms',
  position: 4,
  slug: { de: 'agb', en: 'terms' },
  name: { de: 'AGB', en: 'Terms and conditions' },
  description: {
    de: 'Allgemeine Geschäftsbedingungen von Optik Sonnenberg: Preise, Zahlung, Verträglichkeitsgarantie und Gewährleistung.',
    en: 'General terms and conditions of Optik Sonnenberg: prices, payment, comfort guarantee and warranty.',
  },
  groups: [
    group('legal', 'richTextBlock', {
      title: localized('Allgemeine Geschäftsbedingungen', 'General terms and conditions'),
      text: richText(
        [
          heading('Geltungsbereich'),
          'Diese Allgemeinen Geschäftsbedingungen gelten für alle Verkäufe und Dienstleistungen der Optik Sonnenberg AG in unseren Geschäften an der Marktgasse und in Seen.',
          heading('Preise und Zahlung'),
          'Alle Preise verstehen sich in Schweizer Franken (CHF) inklusive Mehrwertsteuer. Für Brillengläser, die nach Mass gefertigt werden, können wir eine Anzahlung von 50 Prozent verlangen. Wir akzeptieren Bargeld, Debit- und Kreditkarten sowie TWINT.',
          heading('Verträglichkeitsgarantie'),
          'Sollten Sie sich an neue Korrekturgläser nicht gewöhnen können, passen wir diese innerhalb von drei Monaten nach der Abholung kostenlos an oder ersetzen sie.',
          heading('Gewährleistung'),
          'Auf Fassungen und Gläser gewähren wir zwei Jahre Garantie auf Material- und Fabrikationsfehler. Ausgenommen sind Schäden durch unsachgemässe Behandlung, Unfall oder normale Abnützung.',
          heading('Anwendbares Recht und Gerichtsstand'),
          'Es gilt ausschliesslich Schweizer Recht. Gerichtsstand ist Winterthur.',
        ],
        [
          heading('Scope'),
          'These general terms and conditions apply to all sales and services of Optik Sonnenberg AG in our shops on Marktgasse and in Seen.',
          heading('Prices and payment'),
          'All prices are in Swiss francs (CHF) and include VAT. For lenses made to measure we may ask for a deposit of 50 percent. We accept cash, debit and credit cards as well as TWINT.',
          heading('Comfort guarantee'),
          'If you cannot get used to new prescription lenses, we will adjust or replace them free of charge within three months of collection.',
          heading('Warranty'),
          'Frames and lenses carry a two-year warranty against defects in material and workmanship. Damage caused by improper handling, accidents or normal wear and tear is excluded.',
          heading('Applicable law and place of jurisdiction'),
          'These terms are governed exclusively by Swiss law. The place of jurisdiction is Winterthur.',
        ],
      ),
    }),
  ],
});
