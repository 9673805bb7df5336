/** Visitor texts of the sponsor booking's two e-mails (the server's; the island does not load them). */
import type { AreaTexts } from './area.ts';

const mailDe = {
  sponsorMailNotificationSubject: 'Neue Sponsoring-Buchung ASPECT: {company}',
  sponsorMailNotificationIntro: 'Über das Sponsoring-Formular ist eine neue Buchung eingegangen.',
  sponsorMailBookingLanguage: 'Sprache der Buchung: {language}',
  sponsorMailConfirmationSubject: 'Ihre Sponsoring-Buchung für die ASPECT-Tagung',
  sponsorMailGreeting: 'Guten Tag {name}',
  sponsorMailConfirmationIntro:
    'Vielen Dank für Ihre Sponsoring-Buchung. Wir haben folgende Angaben erhalten:',
  sponsorMailConfirmationOutro: 'Wir melden uns in Kürze mit den weiteren Unterlagen bei Ihnen.',
  sponsorMailSignature: 'Freundliche Grüsse',
  sponsorMailItems: 'Gebuchte Leistungen',
  sponsorMailNone: 'keine',
  sponsorMailNames: 'Namen',
  sponsorMailPersons: '{count} × {price}',
};

/** The two e-mails of a sponsor booking (the island does not load them). */
export const sponsorMailTexts: AreaTexts<typeof mailDe> = {
  de: mailDe,
  en: {
    sponsorMailNotificationSubject: 'New sponsoring booking ASPECT: {company}',
    sponsorMailNotificationIntro: 'A new booking has arrived through the sponsoring form.',
    sponsorMailBookingLanguage: 'Language of the booking: {language}',
    sponsorMailConfirmationSubject: 'Your sponsoring booking for the ASPECT conference',
    sponsorMailGreeting: 'Hello {name},',
    sponsorMailConfirmationIntro: 'Thank you for your sponsoring booking. We have received the following:',
    sponsorMailConfirmationOutro: 'We will be in touch shortly with the further documents.',
    sponsorMailSignature: 'Kind regards',
    sponsorMailItems: 'Booked packages',
    sponsorMailNone: 'none',
    sponsorMailNames: 'Names',
    sponsorMailPersons: '{count} × {price}',
  },
};
