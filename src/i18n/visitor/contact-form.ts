/**
 * Visitor texts: the contact / appointment request form (contactForm block): labels, the 13
 * topics, validation messages (one per message key of src/lib/forms/contact.ts), the submit
 * states, and the two e-mails (notification to the business, confirmation to the visitor).
 */
import type { AreaTexts } from './area.ts';
import { contactFormViewTexts } from './contact-form-view.ts';

export { contactFormViewTexts };

const mailDe = {
  contactFormMailNotificationSubject: 'Neue Terminanfrage: {name}',
  contactFormMailNotificationIntro: 'Über das Kontaktformular der Website ist eine neue Anfrage eingegangen.',
  contactFormMailReceived: 'Eingegangen',
  contactFormMailLanguage: 'Sprache der Anfrage',
  contactFormMailReplyHint: 'Antworten Sie der Kundin oder dem Kunden direkt an {email}.',
  contactFormMailConfirmationSubject: 'Ihre Anfrage bei {business}',
  contactFormMailGreeting: 'Guten Tag {name}',
  contactFormMailConfirmationIntro: 'Vielen Dank für Ihre Anfrage. Wir haben folgende Angaben erhalten:',
  contactFormMailConfirmationOutro:
    'Wir melden uns so bald wie möglich bei Ihnen, um den Termin zu bestätigen oder einen anderen vorzuschlagen.',
  contactFormMailSignature: 'Freundliche Grüsse',
  contactFormMailNotProvided: 'keine Angabe',
  contactFormMailThemes: 'Themen',
  contactFormMailExistingCustomer: 'Bereits Kundin / Kunde',
};

/** The two e-mails of a contact request (the island does not load them). */
const contactMailTexts: AreaTexts<typeof mailDe> = {
  de: mailDe,
  en: {
    contactFormMailNotificationSubject: 'New appointment request: {name}',
    contactFormMailNotificationIntro: 'A new request has arrived through the contact form of the website.',
    contactFormMailReceived: 'Received',
    contactFormMailLanguage: 'Language of the request',
    contactFormMailReplyHint: 'Reply to the customer directly at {email}.',
    contactFormMailConfirmationSubject: 'Your request to {business}',
    contactFormMailGreeting: 'Hello {name}',
    contactFormMailConfirmationIntro: 'Thank you for your request. We have received the following details:',
    contactFormMailConfirmationOutro:
      'We will get back to you as soon as possible to confirm the appointment or suggest another one.',
    contactFormMailSignature: 'Kind regards',
    contactFormMailNotProvided: 'not provided',
    contactFormMailThemes: 'Topics',
    contactFormMailExistingCustomer: 'Existing customer',
  },
};

/** The form's texts and its e-mails' (the server's and the visitor dictionary's). */
export const contactFormTexts: AreaTexts<(typeof contactFormViewTexts)['de'] & typeof mailDe> = joinTexts(
  contactFormViewTexts,
  contactMailTexts,
);

/** Both areas' texts per language. */
function joinTexts<A extends Record<string, string>, B extends Record<string, string>>(
  a: AreaTexts<A>,
  b: AreaTexts<B>,
): AreaTexts<A & B> {
  return { de: { ...a.de, ...b.de }, en: { ...a.en, ...b.en } };
}
