/** Test data shared by the forms' tests (not part of the app). */
import { emptyContactForm, type ContactFormInput } from './contact.ts';
import { emptySponsorForm, type SponsorFormInput } from './sponsor.ts';

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

/** A valid sponsor booking to vary one field at a time. */
export const validSponsorForm = (): Required<SponsorFormInput> => ({
  ...emptySponsorForm(),
  standprasenz6m: true,
  company: 'Brillenglas AG',
  contactName: 'Eva Muster',
  phone: '+41 52 123 45 67',
  email: 'eva.muster@brillenglas.ch',
});

/** Intl's own de-CH CHF format of whole francs (what the spec's 29'000 means). */
export const intlChf = (amount: number) =>
  new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF', maximumFractionDigits: 0 }).format(
    amount,
  );
