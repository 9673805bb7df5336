/**
 * Visitor texts: the sponsor booking form of the ASPECT event (aspectSponsorForm block): labels,
 * the bookable items, validation messages (one per message key of src/lib/forms/sponsor.ts),
 * states, and the two e-mails (notification to the business, confirmation to the visitor).
 */
import type { AreaTexts } from './area.ts';
import { sponsorFormViewTexts } from './sponsor-form-view.ts';

export { sponsorFormViewTexts };

const mailDe = {
  sponsorMailNotificationSubject: 'Neue Sponsoring-Buchung ASPECT: {company}',
  sponsorMailNotificationIntro: 'Über das Sponsoring-Formular ist eine neue Buchung eingegangen.',
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
const sponsorMailTexts: AreaTexts<typeof mailDe> = {
  de: mailDe,
  en: {
    sponsorMailNotificationSubject: 'New sponsoring booking ASPECT: {company}',
    sponsorMailNotificationIntro: 'A new booking has arrived through the sponsoring form.',
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

/** The form's texts and its e-mails' (the server's and the visitor dictionary's). */
export const sponsorFormTexts: AreaTexts<(typeof sponsorFormViewTexts)['de'] & typeof mailDe> = joinTexts(
  sponsorFormViewTexts,
  sponsorMailTexts,
);

/** Both areas' texts per language. */
function joinTexts<A extends Record<string, string>, B extends Record<string, string>>(
  a: AreaTexts<A>,
  b: AreaTexts<B>,
): AreaTexts<A & B> {
  return { de: { ...a.de, ...b.de }, en: { ...a.en, ...b.en } };
}
