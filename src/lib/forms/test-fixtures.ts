/** Test data shared by the contact form's tests (not part of the app). */
import { emptyContactForm, type ContactFormInput } from './contact.ts';

/** A valid request to vary one field at a time. */
export const validContactForm = (): ContactFormInput & { themes: string[] } => ({
  ...emptyContactForm(),
  anrede: 'frau',
  vorname: 'Anna',
  nachname: 'Muster',
  plz: '8400',
  email: 'anna.muster@example.ch',
  telefon: '+41 52 212 34 56',
  existingCustomer: 'nein',
  themes: ['glassDetermination'],
  bevorzugterTermin: `${new Date().getUTCFullYear() + 1}-12-03`,
  bevorzugteUhrzeit: '14:30',
});
