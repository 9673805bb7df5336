/**
 * The contact / appointment request form (visitor spec §3 fields and topics, §4 states, §5
 * validation): the one valibot schema that the island (the form kit's useFormFields) and POST /api/v1/contact
 * both validate with, and the submit state machine. The two e-mails a request sends are in
 * contact-mails.ts. Pure: no I/O, no DOM, no server imports.
 *
 * The spec's payload also names contactEmail, editorLang, appNameFallback and the confirmation
 * e-mail translations. Lunette does not take those from the browser: the server reads the
 * recipient from the published block and writes both e-mails from this dictionary, so a visitor
 * can neither redirect the notification nor put their own text into the confirmation.
 */
import * as v from 'valibot';
import type { contactFormViewTexts } from '../../i18n/visitor/contact-form-view.ts';
import { civilDateIn, isCivilDate, isWallTime } from '../civil-date.ts';
import { LocaleSchema } from '../content.ts';
import { nextFormState, type FormEvent, type FormState } from './submit-state.ts';

type Texts = typeof contactFormViewTexts.de;

/** Anrede (salutation) choices, in form order. */
export const ANREDEN = ['frau', 'herr', 'divers'] as const;
export type Anrede = (typeof ANREDEN)[number];

/** Answers to "already a customer?". */
export const EXISTING_CUSTOMER = ['ja', 'nein'] as const;
export type ExistingCustomer = (typeof EXISTING_CUSTOMER)[number];

/**
 * The 13 topics (spec §3 contact theme options), in the spec's order. Each is also a checkbox
 * option of the contactForm block with the same key, which decides whether the form offers it.
 */
export const CONTACT_TOPIC_KEYS = [
  'glassDetermination',
  'healthCheck',
  'eyeAnalysis',
  'learnerPermitVisionTest',
  'newContactLensFitting',
  'contactLensCheck',
  'contactLensSubscription',
  'frequentLensDirect',
  'glassesConsulting',
  'glassesService',
  'sunglassesConsulting',
  'myopiaManagement',
  'other',
] as const;
export type ContactTopicKey = (typeof CONTACT_TOPIC_KEYS)[number];

/** The trap field's message, as the spec words it (§5). */
export const SPAM_DETECTED = 'Spam detected';

/**
 * Validation message keys: the spec's (§5) and the trap's 'Spam detected', plus two of Lunette's
 * own: `invalidValue` (something the form itself cannot produce: a wrong type, an impossible
 * date) and `tooLong` (length limits that keep stored requests and e-mails small).
 */
export const CONTACT_MESSAGE_KEYS = [
  'anredeRequired',
  'vornameRequired',
  'nachnameRequired',
  'plzRequired',
  'emailFormat',
  'telefonRequired',
  'existingCustomerRequired',
  'themesRequired',
  'terminRequired',
  'uhrzeitRequired',
  SPAM_DETECTED,
  'invalidValue',
  'tooLong',
  'terminPast',
  'dateOfBirthFuture',
] as const;
export type ContactMessageKey = (typeof CONTACT_MESSAGE_KEYS)[number];

/** The dictionary text of each message key. */
export const CONTACT_MESSAGE_TEXT: Readonly<Record<ContactMessageKey, keyof Texts>> = {
  anredeRequired: 'contactFormMsgAnredeRequired',
  vornameRequired: 'contactFormMsgVornameRequired',
  nachnameRequired: 'contactFormMsgNachnameRequired',
  plzRequired: 'contactFormMsgPlzRequired',
  emailFormat: 'contactFormMsgEmailFormat',
  telefonRequired: 'contactFormMsgTelefonRequired',
  existingCustomerRequired: 'contactFormMsgExistingCustomerRequired',
  themesRequired: 'contactFormMsgThemesRequired',
  terminRequired: 'contactFormMsgTerminRequired',
  uhrzeitRequired: 'contactFormMsgUhrzeitRequired',
  [SPAM_DETECTED]: 'contactFormMsgSpamDetected',
  invalidValue: 'contactFormMsgInvalidValue',
  tooLong: 'contactFormMsgTooLong',
  terminPast: 'contactFormMsgTerminPast',
  dateOfBirthFuture: 'contactFormMsgDateOfBirthFuture',
};

/** The dictionary label of each topic. */
export const CONTACT_TOPIC_TEXT: Readonly<Record<ContactTopicKey, keyof Texts>> = {
  glassDetermination: 'contactFormTopicGlassDetermination',
  healthCheck: 'contactFormTopicHealthCheck',
  eyeAnalysis: 'contactFormTopicEyeAnalysis',
  learnerPermitVisionTest: 'contactFormTopicLearnerPermitVisionTest',
  newContactLensFitting: 'contactFormTopicNewContactLensFitting',
  contactLensCheck: 'contactFormTopicContactLensCheck',
  contactLensSubscription: 'contactFormTopicContactLensSubscription',
  frequentLensDirect: 'contactFormTopicFrequentLensDirect',
  glassesConsulting: 'contactFormTopicGlassesConsulting',
  glassesService: 'contactFormTopicGlassesService',
  sunglassesConsulting: 'contactFormTopicSunglassesConsulting',
  myopiaManagement: 'contactFormTopicMyopiaManagement',
  other: 'contactFormTopicOther',
};

/** The dictionary label of each anrede and yes/no answer. */
export const ANREDE_TEXT: Readonly<Record<Anrede, keyof Texts>> = {
  frau: 'contactFormAnredeFrau',
  herr: 'contactFormAnredeHerr',
  divers: 'contactFormAnredeDivers',
};
export const EXISTING_CUSTOMER_TEXT: Readonly<Record<ExistingCustomer, keyof Texts>> = {
  ja: 'contactFormYes',
  nein: 'contactFormNo',
};

/** Length limits: generous for people, small enough that nobody stores a novel. */
export const CONTACT_LIMITS = { line: 200, email: 254, text: 5000 } as const;

/**
 * A one-line value: control characters (CR/LF included) become one space and the ends are
 * trimmed, so no value can start a new line in a mail header or a listing.
 *
 * @example
 * oneLine(' Anna\r\nBcc: x@example.com '); // 'Anna Bcc: x@example.com'
 */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is matched
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** A multi-line text: line breaks kept (as \n), other control characters dropped, ends trimmed. */
function multiLine(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- every control character but tab and newline
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .trim()
  );
}

const isTopicKey = (value: unknown): value is ContactTopicKey =>
  (CONTACT_TOPIC_KEYS as readonly unknown[]).includes(value);

/** A required one-line text; a missing key reads as empty, so it reports its own message key. */
const requiredLine = (key: ContactMessageKey) =>
  v.optional(
    v.pipe(
      v.string(key),
      v.transform(oneLine),
      v.minLength(1, key),
      v.maxLength(CONTACT_LIMITS.line, 'tooLong'),
    ),
    '',
  );
const optionalLine = v.optional(
  v.pipe(v.string('invalidValue'), v.transform(oneLine), v.maxLength(CONTACT_LIMITS.line, 'tooLong')),
  '',
);
/** One of `options`; anything else (nothing chosen included) reports `key`. */
const choice = <const T extends readonly string[]>(options: T, key: ContactMessageKey) =>
  v.optional(v.pipe(v.string(key), v.picklist(options, key)), '');

const ContactFieldsEntries = {
  anrede: choice(ANREDEN, 'anredeRequired'),
  vorname: requiredLine('vornameRequired'),
  nachname: requiredLine('nachnameRequired'),
  /** Optional; a date input gives 'YYYY-MM-DD' or ''. */
  dateOfBirth: v.optional(
    v.pipe(
      v.string('invalidValue'),
      v.trim(),
      v.check((value) => value === '' || isCivilDate(value), 'invalidValue'),
      // Nobody is born after today (Swiss time): a birth date in the future is a typo.
      v.check((value) => !isCivilDate(value) || value <= civilDateIn(new Date()), 'dateOfBirthFuture'),
    ),
    '',
  ),
  strasse: optionalLine,
  plz: requiredLine('plzRequired'),
  ort: optionalLine,
  email: v.optional(
    v.pipe(
      v.string('emailFormat'),
      v.trim(),
      v.email('emailFormat'),
      v.maxLength(CONTACT_LIMITS.email, 'emailFormat'),
    ),
    '',
  ),
  telefon: requiredLine('telefonRequired'),
  existingCustomer: choice(EXISTING_CUSTOMER, 'existingCustomerRequired'),
  /** The chosen topics; the output has each once, in the spec's order. */
  themes: v.optional(
    v.pipe(
      v.array(v.unknown(), 'themesRequired'),
      v.check((items) => items.every(isTopicKey), 'themesRequired'),
      v.transform((items): ContactTopicKey[] => CONTACT_TOPIC_KEYS.filter((key) => items.includes(key))),
      v.minLength(1, 'themesRequired'),
    ),
    [],
  ),
  /** A date input: 'YYYY-MM-DD'. */
  bevorzugterTermin: v.optional(
    v.pipe(
      v.string('terminRequired'),
      v.trim(),
      v.check(isCivilDate, 'terminRequired'),
      // A wished-for appointment lies today or later (Swiss time): the past cannot be booked.
      v.check((value) => !isCivilDate(value) || value >= civilDateIn(new Date()), 'terminPast'),
    ),
    '',
  ),
  /** A time input: 'HH:MM'. */
  bevorzugteUhrzeit: v.optional(
    v.pipe(v.string('uhrzeitRequired'), v.trim(), v.check(isWallTime, 'uhrzeitRequired')),
    '',
  ),
  fragenAnmerkungen: v.optional(
    v.pipe(v.string('invalidValue'), v.transform(multiLine), v.maxLength(CONTACT_LIMITS.text, 'tooLong')),
    '',
  ),
  /** The hidden trap field: people never see it, so anything in it was filled by a bot. */
  website: v.optional(v.pipe(v.string(SPAM_DETECTED), v.empty(SPAM_DETECTED)), ''),
};

/**
 * The contact form: every field of spec §3 with the rules of §5. The same schema validates in the
 * browser (useFormFields) and on the server. Every issue's message is a
 * `ContactMessageKey`, and every issue's path is the field it belongs to.
 *
 * @example
 * v.safeParse(ContactFormSchema, { ...emptyContactForm(), vorname: 'Anna', ... });
 */
export const ContactFormSchema = v.object(ContactFieldsEntries, 'invalidValue');

/** What the form holds while the visitor edits it (choices are '' until chosen). */
export type ContactFormInput = v.InferInput<typeof ContactFormSchema>;
/** A valid request (one-line values cleaned and trimmed, topics once each in spec order). */
export type ContactFormValues = v.InferOutput<typeof ContactFormSchema>;
/** The form's field names, in form order. */
export type ContactFieldName = keyof typeof ContactFieldsEntries;
export const CONTACT_FIELD_NAMES = Object.keys(ContactFieldsEntries) as ContactFieldName[];

/**
 * The request body of POST /api/v1/contact besides the fields: which form (block) was used, so
 * the server reads the recipient from that block, and the visitor's language for the
 * confirmation (else the request's). Parsed apart from the fields (valibot's object drops
 * unknown keys).
 */
export const ContactEnvelopeSchema = v.object({
  groupId: v.pipe(v.string('invalidValue'), v.minLength(1, 'invalidValue'), v.maxLength(200, 'invalidValue')),
  lang: v.optional(LocaleSchema),
});
export type ContactEnvelope = v.InferOutput<typeof ContactEnvelopeSchema>;
export type ContactRequest = v.InferInput<typeof ContactEnvelopeSchema> & ContactFormInput;

/**
 * The error answer of POST /api/v1/contact; `fields` (field -> message key) comes with
 * 'invalid_input'.
 */
export const ContactErrorAnswerSchema = v.object({
  success: v.literal(false),
  error: v.object({
    code: v.string(),
    message: v.string(),
    fields: v.optional(v.record(v.string(), v.string())),
  }),
});
export type ContactErrorAnswer = v.InferOutput<typeof ContactErrorAnswerSchema>;

/** The form's starting values: nothing chosen, every text empty. */
export function emptyContactForm(): Required<ContactFormInput> & { themes: string[] } {
  return {
    anrede: '',
    vorname: '',
    nachname: '',
    dateOfBirth: '',
    strasse: '',
    plz: '',
    ort: '',
    email: '',
    telefon: '',
    existingCustomer: '',
    themes: [],
    bevorzugterTermin: '',
    bevorzugteUhrzeit: '',
    fragenAnmerkungen: '',
    website: '',
  };
}

/** Whether the trap field holds anything (shared by every form). */
export { isTrapFilled } from './trap.ts';

/** Whether a value is one of the message keys. */
export function isContactMessageKey(value: unknown): value is ContactMessageKey {
  return (CONTACT_MESSAGE_KEYS as readonly unknown[]).includes(value);
}

/**
 * Field errors by field name (the first issue of each field), as the API answers them. Issues
 * without a field (the body is no object at all) are left out.
 *
 * @example
 * contactFieldErrors(v.safeParse(ContactFormSchema, {}).issues ?? []).vorname; // 'vornameRequired'
 */
export function contactFieldErrors(
  issues: readonly v.BaseIssue<unknown>[],
): Partial<Record<ContactFieldName, ContactMessageKey>> {
  const out: Partial<Record<ContactFieldName, ContactMessageKey>> = {};
  for (const issue of issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field !== 'string' || !(CONTACT_FIELD_NAMES as string[]).includes(field)) continue;
    const name = field as ContactFieldName;
    if (out[name] === undefined)
      out[name] = isContactMessageKey(issue.message) ? issue.message : 'invalidValue';
  }
  return out;
}

/** The topics a block offers (its enabled topic options), in the spec's order. */
export function offeredTopics(options: Readonly<Record<ContactTopicKey, boolean>>): ContactTopicKey[] {
  return CONTACT_TOPIC_KEYS.filter((key) => options[key]);
}

// ---------------------------------------------------------------------------------------------
// Submit states (spec §4)

/** The form's submit states (shared by every form). */
export type ContactFormState = FormState;
/** What happens to the form: a submit, the server's answer, the error's timer running out. */
export type ContactFormEvent = FormEvent;

/** Spec §4/§8: the contact form returns to idle 3 s after an error (and never after sent). */
export const CONTACT_ERROR_RESET_MS = 3000;

/**
 * The contact form's state machine: idle -> loading on submit -> sent (stays; the button stays
 * disabled) or error -> idle after the timeout. Any other event leaves the state as it is.
 *
 * @example
 * nextContactFormState('idle', 'submit'); // 'loading'
 * nextContactFormState('sent', 'timeout'); // 'sent'
 */
export function nextContactFormState(state: ContactFormState, event: ContactFormEvent): ContactFormState {
  return nextFormState(state, event);
}

/** Submit is possible only while idle. */
export const canSubmitContactForm = (state: ContactFormState): boolean => state === 'idle';
