/**
 * What the sponsor form says about problems: the error summary's order and labels, and the text of
 * a field message or a failed submit, all from the visitor dictionary.
 */
import type { sponsorFormViewTexts } from '../../i18n/visitor/sponsor-form-view.ts';
import {
  SELECTION_FIELD,
  SPONSOR_ITEM_TEXT,
  SPONSOR_MESSAGE_KEYS,
  SPONSOR_MESSAGE_TEXT,
  type SponsorErrorAnswer,
  type SponsorFieldName,
  type SponsorMessageKey,
} from '../../lib/forms/sponsor.ts';

export type ErrorName = SponsorFieldName | typeof SELECTION_FIELD;
export type Texts = (typeof sponsorFormViewTexts)['de'];

/** The order in which the error summary lists problems: the order of the form. */
export const ERROR_ORDER: readonly ErrorName[] = [
  SELECTION_FIELD,
  'numberOfPersons',
  'personsNames',
  'aspectNumberOfPersons',
  'aspectPersonsNames',
  'company',
  'contactName',
  'phone',
  'email',
  'website',
];

/** The label the error summary names each problem by. */
export const ERROR_LABEL: Readonly<Record<ErrorName, keyof Texts>> = {
  [SELECTION_FIELD]: 'sponsorItemsLegend',
  hauptsponsor: 'sponsorItemHauptsponsor',
  standprasenz6m: 'sponsorItemStandprasenz6m',
  standprasenz9m: 'sponsorItemStandprasenz9m',
  stehlunch: 'sponsorItemStehlunch',
  nachmittagpause: 'sponsorItemNachmittagpause',
  vormittagspause: 'sponsorItemVormittagspause',
  stehlunch2: 'sponsorItemStehlunch2',
  numberOfPersons: 'sponsorNumberOfPersons',
  personsNames: 'sponsorPersonsNames',
  aspectNumberOfPersons: 'sponsorAspectNumberOfPersons',
  aspectPersonsNames: 'sponsorAspectPersonsNames',
  company: 'sponsorCompany',
  contactName: 'sponsorContactName',
  phone: 'sponsorPhone',
  email: 'sponsorEmail',
  website: 'sponsorTrapLabel',
};

/** Fills `{name}` placeholders of a dictionary text. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/** The text of a message key (a server key the client does not know reads as "check your details"). */
export function messageText(t: Texts, key: string | undefined): string {
  return (SPONSOR_MESSAGE_KEYS as readonly string[]).includes(key ?? '')
    ? t[SPONSOR_MESSAGE_TEXT[key as SponsorMessageKey]]
    : t.sponsorErrorInvalid;
}

/** What the button and the status line say after a failed submit. */
export function failureText(t: Texts, error: SponsorErrorAnswer['error'] | null): string {
  switch (error?.code) {
    case 'fully_booked':
      return fill(t.sponsorErrorFullyBooked, {
        items: (error.items ?? []).map((key) => t[SPONSOR_ITEM_TEXT[key]]).join(', '),
      });
    case 'bookings_closed':
      return t.sponsorClosed;
    case 'rate_limited':
      return t.sponsorErrorRateLimited;
    case 'invalid_input':
      return t.sponsorErrorInvalid;
    default:
      return t.sponsorError;
  }
}
