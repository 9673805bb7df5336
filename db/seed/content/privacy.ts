/**
 * Demo privacy policy of Optik Sonnenberg AG under the Swiss Federal Act on Data Protection
 * (revFADP / DSG): short, realistic, in German and English.
 */
import { group, heading, link, localized, p, page, richText, type PageRows } from '../builders.ts';
import { PAGE } from '../ids.ts';
import { BUSINESS } from './site.ts';

const address = `${BUSINESS.legalName}, ${BUSINESS.street} ${BUSINESS.streetNumber}, ${BUSINESS.zip} ${BUSINESS.city}`;
const mail = () => link(BUSINESS.email, `mailto:${BUSINESS.email}`);

export const privacyPage: PageRows = page({
  id: PAGE.privacy,
  role: 'privacy',
  position: 3,
  slug: { de: 'datenschutz', en: 'privacy' },
  name: { de: 'Datenschutz', en: 'Privacy policy' },
  description: {
    de: 'Wie Optik Sonnenberg Ihre Personendaten nach dem Schweizer Datenschutzgesetz bearbeitet und schützt.',
    en: 'How Optik Sonnenberg processes and protects your personal data under Swiss data protection law.',
  },
  groups: [
    group('legal', 'richTextBlock', {
      title: localized('Datenschutzerklärung', 'Privacy policy'),
      text: richText(
        [
          'Der Schutz Ihrer Personendaten ist uns wichtig. Wir bearbeiten Personendaten nach dem Bundesgesetz über den Datenschutz (DSG) und informieren Sie hier, welche Daten wir zu welchem Zweck bearbeiten.',
          heading('Verantwortliche Stelle'),
          p(`${address}, E-Mail `, mail()),
          heading('Welche Daten wir bearbeiten'),
          'Wenn Sie uns über das Kontaktformular, per E-Mail oder telefonisch kontaktieren, bearbeiten wir Ihren Namen, Ihre Kontaktdaten und Ihr Anliegen, um Ihre Anfrage zu beantworten und Termine zu vereinbaren. Gesundheitsdaten wie Ihre Sehwerte erfassen wir nur im Rahmen Ihrer Beratung im Geschäft und behandeln sie als besonders schützenswert.',
          heading('Website und Terminbuchung'),
          'Beim Besuch dieser Website werden technisch notwendige Daten wie IP-Adresse, Datum und Uhrzeit in Server-Logdateien gespeichert und nach spätestens 30 Tagen gelöscht. Für die Online-Terminbuchung nutzen wir einen externen Anbieter; dessen Buchungsseite wird erst geladen, wenn Sie die Buchung öffnen.',
          heading('Ihre Rechte'),
          'Sie können jederzeit Auskunft über Ihre bei uns gespeicherten Personendaten verlangen und deren Berichtigung oder Löschung beantragen. Wenden Sie sich dazu an die oben genannte Adresse. Wir geben Ihre Daten nicht zu Werbezwecken an Dritte weiter.',
        ],
        [
          'Protecting your personal data matters to us. We process personal data in accordance with the Swiss Federal Act on Data Protection (FADP) and explain here which data we process and for what purpose.',
          heading('Controller'),
          p(`${address}, e-mail `, mail()),
          heading('What data we process'),
          'When you contact us through the contact form, by e-mail or by phone, we process your name, your contact details and your request in order to answer it and to arrange appointments. Health data such as your prescription is only recorded during your consultation in the shop and treated as particularly sensitive.',
          heading('Website and online booking'),
          'When you visit this website, technically necessary data such as your IP address, date and time are stored in server log files and deleted after 30 days at the latest. We use an external provider for online appointments; its booking page is only loaded when you open the booking.',
          heading('Your rights'),
          'You may at any time ask what personal data we hold about you and request its correction or deletion. Please contact us at the address above. We never pass your data on to third parties for advertising.',
        ],
      ),
    }),
  ],
});
