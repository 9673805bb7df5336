/**
 * The sponsor booking form of the ASPECT event (visitor spec §3 fields, §5 validation, §9 prices):
 * the bookable items and their CHF prices, the one valibot schema that the island (the form kit's useFormFields)
 * and the API both validate with, and the running total (the two e-mails a booking sends: ./sponsor-mails.ts). Pure: no
 * I/O, no DOM, no server imports.
 */
import * as v from 'valibot';
import type { sponsorFormViewTexts } from '../../i18n/visitor/sponsor-form-view.ts';
import { LocaleSchema } from '../content.ts';

/** The seven bookable items, in the order the form lists them (spec §3). */
export const SPONSOR_ITEM_KEYS = [
  'hauptsponsor',
  'standprasenz6m',
  'standprasenz9m',
  'stehlunch',
  'nachmittagpause',
  'vormittagspause',
  'stehlunch2',
] as const;
export type SponsorItemKey = (typeof SPONSOR_ITEM_KEYS)[number];

/** Item prices in whole Swiss francs (spec §9; the standing lunch costs the same in both slots). */
export const SPONSOR_ITEM_PRICES_CHF: Readonly<Record<SponsorItemKey, number>> = {
  hauptsponsor: 29_000,
  standprasenz6m: 1_800,
  standprasenz9m: 2_700,
  stehlunch: 2_500,
  nachmittagpause: 2_000,
  vormittagspause: 2_000,
  stehlunch2: 2_500,
};

/** Per-person prices in CHF (spec §9): the event, and attendance of the ASPECT conference. */
export const PRICE_PER_PERSON_CHF = { event: 300, aspect: 399 } as const;

/** The two person counters with their names field, price and dictionary labels. */
export const SPONSOR_PERSON_GROUPS = [
  {
    count: 'numberOfPersons',
    names: 'personsNames',
    price: PRICE_PER_PERSON_CHF.event,
    label: 'sponsorNumberOfPersons',
    namesLabel: 'sponsorPersonsNames',
  },
  {
    count: 'aspectNumberOfPersons',
    names: 'aspectPersonsNames',
    price: PRICE_PER_PERSON_CHF.aspect,
    label: 'sponsorAspectNumberOfPersons',
    namesLabel: 'sponsorAspectPersonsNames',
  },
] as const satisfies readonly {
  count: string;
  names: string;
  price: number;
  label: keyof typeof sponsorFormViewTexts.de;
  namesLabel: keyof typeof sponsorFormViewTexts.de;
}[];

/**
 * Validation message keys. The first six are the spec's (§5); `noInputAllowed` is the trap
 * field's 'No input allowed in this field'; `selectionRequired` (nothing booked at all) and
 * `tooLong` (length limits that keep stored submissions small) are Lunette's additions.
 */
export const SPONSOR_MESSAGE_KEYS = [
  'personsCount',
  'personsNames',
  'companyRequired',
  'nameRequired',
  'phoneFormat',
  'emailFormat',
  'noInputAllowed',
  'selectionRequired',
  'tooLong',
] as const;
export type SponsorMessageKey = (typeof SPONSOR_MESSAGE_KEYS)[number];

type SponsorTexts = typeof sponsorFormViewTexts.de;

/** The dictionary text of each message key. */
export const SPONSOR_MESSAGE_TEXT: Readonly<Record<SponsorMessageKey, keyof SponsorTexts>> = {
  personsCount: 'sponsorMsgPersonsCount',
  personsNames: 'sponsorMsgPersonsNames',
  companyRequired: 'sponsorMsgCompanyRequired',
  nameRequired: 'sponsorMsgNameRequired',
  phoneFormat: 'sponsorMsgPhoneFormat',
  emailFormat: 'sponsorMsgEmailFormat',
  noInputAllowed: 'sponsorMsgNoInputAllowed',
  selectionRequired: 'sponsorMsgSelectionRequired',
  tooLong: 'sponsorMsgTooLong',
};

/** The dictionary label of each item. */
export const SPONSOR_ITEM_TEXT: Readonly<Record<SponsorItemKey, keyof SponsorTexts>> = {
  hauptsponsor: 'sponsorItemHauptsponsor',
  standprasenz6m: 'sponsorItemStandprasenz6m',
  standprasenz9m: 'sponsorItemStandprasenz9m',
  stehlunch: 'sponsorItemStehlunch',
  nachmittagpause: 'sponsorItemNachmittagpause',
  vormittagspause: 'sponsorItemVormittagspause',
  stehlunch2: 'sponsorItemStehlunch2',
};

/** Where the "nothing booked" issue is reported (the fieldset of the items, not a single field). */
export const SELECTION_FIELD = 'items';

/** Length limits: generous for people, small enough that nobody stores a novel. */
const MAX_LINE = 200;
const MAX_EMAIL = 254;
const MAX_NAMES = 2000;

/** A required one-line text; a missing key reads as empty, so it reports its own message key. */
const line = (requiredKey: SponsorMessageKey, max = MAX_LINE) =>
  v.optional(
    v.pipe(v.string(requiredKey), v.trim(), v.minLength(1, requiredKey), v.maxLength(max, 'tooLong')),
    '',
  );
const item = v.optional(v.boolean(), false);
const count = v.optional(
  v.pipe(v.number('personsCount'), v.safeInteger('personsCount'), v.minValue(0, 'personsCount')),
  0,
);
const names = v.optional(v.pipe(v.string('personsNames'), v.trim(), v.maxLength(MAX_NAMES, 'tooLong')), '');

const SponsorFieldsSchema = v.object({
  hauptsponsor: item,
  standprasenz6m: item,
  standprasenz9m: item,
  stehlunch: item,
  nachmittagpause: item,
  vormittagspause: item,
  stehlunch2: item,
  numberOfPersons: count,
  personsNames: names,
  aspectNumberOfPersons: count,
  aspectPersonsNames: names,
  company: line('companyRequired'),
  contactName: line('nameRequired'),
  phone: line('phoneFormat', 50),
  email: v.optional(
    v.pipe(v.string('emailFormat'), v.trim(), v.email('emailFormat'), v.maxLength(MAX_EMAIL, 'tooLong')),
    '',
  ),
  /** The hidden trap field: people never see it, so anything in it was filled by a bot. */
  website: v.optional(v.pipe(v.string('noInputAllowed'), v.empty('noInputAllowed')), ''),
});
type SponsorFields = v.InferOutput<typeof SponsorFieldsSchema>;

/** Whether a (possibly invalid) form state books something: an item or at least one person. */
function booksSomething(values: Record<string, unknown>): boolean {
  return (
    SPONSOR_ITEM_KEYS.some((key) => values[key] === true) ||
    SPONSOR_PERSON_GROUPS.some(({ count: key }) => validCount(values[key]) > 0)
  );
}

/**
 * The sponsor form: every field of spec §3 with the rules of §5. The same schema validates in the
 * browser (useFormFields, with `criteriaMode: 'all'` so the cross-field
 * rules report together with the others) and on the server. Every issue's message is a
 * `SponsorMessageKey`.
 *
 * @example
 * v.safeParse(SponsorFormSchema, { ...emptySponsorForm(), stehlunch: true, company: 'Zeiss', ... });
 */
export const SponsorFormSchema = v.pipe(
  SponsorFieldsSchema,
  v.forward(
    v.partialCheck(
      [['numberOfPersons'], ['personsNames']],
      // Names are asked for only once the count itself is valid (-1 or 1.5 has its own message).
      (input) => validCount(input.numberOfPersons) === 0 || input.personsNames !== '',
      'personsNames',
    ),
    ['personsNames'],
  ),
  v.forward(
    v.partialCheck(
      [['aspectNumberOfPersons'], ['aspectPersonsNames']],
      (input) => validCount(input.aspectNumberOfPersons) === 0 || input.aspectPersonsNames !== '',
      'personsNames',
    ),
    ['aspectPersonsNames'],
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (typeof dataset.value !== 'object' || dataset.value === null) return;
    const value = dataset.value as Record<string, unknown>;
    if (booksSomething(value)) return;
    addIssue({
      message: 'selectionRequired',
      path: [{ type: 'object', origin: 'value', input: value, key: SELECTION_FIELD, value: undefined }],
    });
  }),
);

/** What the form holds while the visitor edits it (numbers may be NaN while a counter is empty). */
export type SponsorFormInput = v.InferInput<typeof SponsorFormSchema>;
/** A valid booking (strings trimmed, defaults filled). */
export type SponsorFormValues = v.InferOutput<typeof SponsorFormSchema>;
/** The form's field names. */
export type SponsorFieldName = keyof SponsorFields;

/**
 * The request body of POST /api/v1/aspectSponsorForm: the form fields plus which form (block)
 * was used, so the server can read its options (bookings closed), and the visitor's language for
 * the confirmation e-mail. Parsed apart from the fields (valibot's object drops unknown keys).
 */
export const SponsorEnvelopeSchema = v.object({
  groupId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  lang: LocaleSchema,
});
export type SponsorEnvelope = v.InferOutput<typeof SponsorEnvelopeSchema>;
export type SponsorRequest = SponsorEnvelope & SponsorFormInput;

/** One item's capacity as GET /api/v1/aspectSponsorForm/availability answers it. */
export const ItemAvailabilitySchema = v.object({
  capacity: v.pipe(v.number(), v.integer(), v.minValue(0)),
  booked: v.pipe(v.number(), v.integer(), v.minValue(0)),
  fullyBooked: v.boolean(),
});
export type ItemAvailability = v.InferOutput<typeof ItemAvailabilitySchema>;

/** The availability answer's data: every item key with its capacity. */
export const SponsorAvailabilitySchema = v.object({
  items: v.record(v.string(), ItemAvailabilitySchema),
});
export type SponsorAvailability = v.InferOutput<typeof SponsorAvailabilitySchema>;

/**
 * The error answer of POST /api/v1/aspectSponsorForm: `fields` (field -> message key) with
 * 'invalid_input', `items` (the item keys that are full) with 'fully_booked'.
 */
export const SponsorErrorAnswerSchema = v.object({
  success: v.literal(false),
  error: v.object({
    code: v.string(),
    message: v.string(),
    fields: v.optional(v.record(v.string(), v.picklist(SPONSOR_MESSAGE_KEYS))),
    items: v.optional(v.array(v.picklist(SPONSOR_ITEM_KEYS))),
  }),
});
export type SponsorErrorAnswer = v.InferOutput<typeof SponsorErrorAnswerSchema>;

/** The form's starting values: nothing booked, no persons, empty fields. */
export function emptySponsorForm(): Required<SponsorFormInput> {
  return {
    hauptsponsor: false,
    standprasenz6m: false,
    standprasenz9m: false,
    stehlunch: false,
    nachmittagpause: false,
    vormittagspause: false,
    stehlunch2: false,
    numberOfPersons: 0,
    personsNames: '',
    aspectNumberOfPersons: 0,
    aspectPersonsNames: '',
    company: '',
    contactName: '',
    phone: '',
    email: '',
    website: '',
  };
}

/** Whether the trap field holds anything (shared by every form). */
export { isTrapFilled } from './trap.ts';

/** A counter's value for the total: a whole number of 0 or more, anything else counts as 0. */
function validCount(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/** The items a form state books, in list order. */
export function bookedItems(values: Partial<Record<SponsorItemKey, unknown>>): SponsorItemKey[] {
  return SPONSOR_ITEM_KEYS.filter((key) => values[key] === true);
}

/**
 * The booking's total in CHF: the booked items plus 300 per event person and 399 per ASPECT
 * attendee. Counters that are not (yet) valid count as 0, so the running total never shows NaN.
 *
 * @example
 * sponsorTotal({ stehlunch: true, numberOfPersons: 2 }); // 3100
 */
export function sponsorTotal(
  values: Partial<Record<SponsorItemKey | 'numberOfPersons' | 'aspectNumberOfPersons', unknown>>,
): number {
  const items = bookedItems(values).reduce((sum, key) => sum + SPONSOR_ITEM_PRICES_CHF[key], 0);
  return (
    items +
    validCount(values.numberOfPersons) * PRICE_PER_PERSON_CHF.event +
    validCount(values.aspectNumberOfPersons) * PRICE_PER_PERSON_CHF.aspect
  );
}

const chf = new Intl.NumberFormat('de-CH', {
  style: 'currency',
  currency: 'CHF',
  maximumFractionDigits: 0,
});

/**
 * A sponsor amount as the spec shows it (§9: "shown in the de-CH number format", 29'000 style),
 * on German and English pages alike: whole francs with the CHF code.
 *
 * @example
 * formatSponsorChf(29000); // "CHF 29'000" (grouping character as Intl's de-CH data has it)
 */
export function formatSponsorChf(amount: number): string {
  return chf.format(amount);
}

/** Field errors by field name (the first issue of each field), as the API answers them. */
export function sponsorFieldErrors(
  issues: readonly v.BaseIssue<unknown>[],
): Partial<Record<SponsorFieldName | typeof SELECTION_FIELD, SponsorMessageKey>> {
  const out: Partial<Record<string, SponsorMessageKey>> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '';
    const key = (SPONSOR_MESSAGE_KEYS as readonly string[]).includes(issue.message)
      ? (issue.message as SponsorMessageKey)
      : null;
    if (field && key && !out[field]) out[field] = key;
  }
  return out;
}
