/**
 * The contact form's rules (visitor spec §5), topics (§3) and states (§4); its e-mails are tested
 * in contact-mails.test.ts. Property
 * tests cover every rule with many inputs: valid requests pass, and an invalid field fails with
 * exactly its own message key, whatever the other fields hold. Dates are compared with Intl's own
 * output, never with a typed format.
 */
import { checkValues } from './check.ts';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactFormSchema } from '../../blocks/contactForm/schema.ts';
import { readOptions } from '../../blocks/read.ts';
import { contactFormTexts } from '../../i18n/visitor/contact-form.ts';
import {
  ANREDEN,
  CONTACT_ERROR_RESET_MS,
  CONTACT_FIELD_NAMES,
  CONTACT_LIMITS,
  CONTACT_MESSAGE_KEYS,
  CONTACT_MESSAGE_TEXT,
  CONTACT_TOPIC_KEYS,
  CONTACT_TOPIC_TEXT,
  ContactEnvelopeSchema,
  ContactFormSchema,
  EXISTING_CUSTOMER,
  SPAM_DETECTED,
  canSubmitContactForm,
  contactFieldErrors,
  emptyContactForm,
  isTrapFilled,
  nextContactFormState,
  offeredTopics,
  oneLine,
  type ContactFieldName,
  type ContactFormEvent,
  type ContactFormValues,
  type ContactFormState,
  type ContactMessageKey,
} from './contact.ts';
import { validContactForm as valid } from './test-fixtures.ts';

const parse = (input: unknown) => v.safeParse(ContactFormSchema, input);
const errorsOf = (input: unknown) => {
  const result = parse(input);
  return result.success ? {} : contactFieldErrors(result.issues);
};
/** Every message of every issue, grouped by the field it names. */
const messagesByField = (input: unknown): Record<string, string[]> => {
  const result = parse(input);
  const out: Record<string, string[]> = {};
  for (const issue of result.issues ?? []) {
    const field = String(issue.path?.[0]?.key ?? '');
    (out[field] ??= []).push(issue.message);
  }
  return out;
};

// --- generators --------------------------------------------------------------------------------

/** Strings that are empty once control characters and the ends are cleaned away. */
const blank = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u0000', '\u007f'), { maxLength: 8 })
  .map((a) => a.join(''));
/** Strings with visible content that stay within `max` characters once cleaned. */
const filled = (max: number) =>
  fc
    .string({ minLength: 1, maxLength: max })
    .filter((s) => oneLine(s).length > 0 && oneLine(s).length <= max);
/** Strings longer than `max` characters once cleaned. */
const tooLong = (max: number) =>
  fc.string({ minLength: max + 1, maxLength: max + 40 }).filter((s) => oneLine(s).length > max);
const DAY_MS = 24 * 60 * 60 * 1000;
/** Civil dates between two instants (kept two days from today, whatever the time zone). */
const civilDateBetween = (min: Date, max: Date) =>
  fc.date({ min, max, noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const pastDate = civilDateBetween(new Date('1900-01-01T00:00:00Z'), new Date(Date.now() - 2 * DAY_MS));
const futureDate = civilDateBetween(new Date(Date.now() + 2 * DAY_MS), new Date('2099-12-31T00:00:00Z'));
const wallTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const email = fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9_+-]{1,8})?@[a-z0-9]{1,12}\.(ch|com|swiss|de)$/);
/** Values that are neither a date nor a time nor any of the choices. */
const nonString = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.object(), fc.array(fc.string()));

const validRequest = fc.record({
  anrede: fc.constantFrom(...ANREDEN),
  vorname: filled(CONTACT_LIMITS.line),
  nachname: filled(CONTACT_LIMITS.line),
  dateOfBirth: fc.oneof(fc.constant(''), pastDate),
  strasse: fc.oneof(fc.constant(''), blank, filled(CONTACT_LIMITS.line)),
  plz: filled(20),
  ort: fc.oneof(fc.constant(''), filled(CONTACT_LIMITS.line)),
  email,
  telefon: filled(30),
  existingCustomer: fc.constantFrom(...EXISTING_CUSTOMER),
  themes: fc.array(fc.constantFrom(...CONTACT_TOPIC_KEYS), { minLength: 1, maxLength: 20 }),
  bevorzugterTermin: futureDate,
  bevorzugteUhrzeit: wallTime,
  fragenAnmerkungen: fc.string({ maxLength: 400 }),
  website: fc.constant(''),
});

/** For each field: values that break it, and the one message key each must report. */
const invalid: Record<ContactFieldName, [fc.Arbitrary<unknown>, ContactMessageKey][]> = {
  anrede: [
    [fc.string().filter((s) => !(ANREDEN as readonly string[]).includes(s)), 'anredeRequired'],
    [nonString, 'anredeRequired'],
  ],
  vorname: [
    [blank, 'vornameRequired'],
    [nonString, 'vornameRequired'],
    [tooLong(CONTACT_LIMITS.line), 'tooLong'],
  ],
  nachname: [
    [blank, 'nachnameRequired'],
    [nonString, 'nachnameRequired'],
    [tooLong(CONTACT_LIMITS.line), 'tooLong'],
  ],
  dateOfBirth: [
    [
      fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(s.trim())),
      'invalidValue',
    ],
    [fc.constantFrom('2026-02-30', '2025-13-01', '1999-00-10'), 'invalidValue'],
    [nonString, 'invalidValue'],
    [futureDate, 'dateOfBirthFuture'],
  ],
  strasse: [
    [tooLong(CONTACT_LIMITS.line), 'tooLong'],
    [nonString, 'invalidValue'],
  ],
  plz: [
    [blank, 'plzRequired'],
    [nonString, 'plzRequired'],
    [tooLong(CONTACT_LIMITS.line), 'tooLong'],
  ],
  ort: [
    [tooLong(CONTACT_LIMITS.line), 'tooLong'],
    [nonString, 'invalidValue'],
  ],
  email: [
    [fc.string().filter((s) => !s.includes('@')), 'emailFormat'],
    [email.map((e) => `${e}\r\nBcc: evil@example.com`), 'emailFormat'],
    [email.map((e) => `${e}, evil@example.com`), 'emailFormat'],
    [nonString, 'emailFormat'],
  ],
  telefon: [
    [blank, 'telefonRequired'],
    [nonString, 'telefonRequired'],
    [tooLong(CONTACT_LIMITS.line), 'tooLong'],
  ],
  existingCustomer: [
    [
      fc.string().filter((s) => !(EXISTING_CUSTOMER as readonly string[]).includes(s)),
      'existingCustomerRequired',
    ],
    [nonString, 'existingCustomerRequired'],
  ],
  themes: [
    [fc.constant([]), 'themesRequired'],
    [
      fc.array(fc.constantFrom(...CONTACT_TOPIC_KEYS), { maxLength: 3 }).chain((keys) =>
        fc
          .string()
          .filter((s) => !(CONTACT_TOPIC_KEYS as readonly string[]).includes(s))
          .map((odd) => [...keys, odd]),
      ),
      'themesRequired',
    ],
    [fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.object()), 'themesRequired'],
  ],
  bevorzugterTermin: [
    [blank, 'terminRequired'],
    [fc.string().filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s.trim())), 'terminRequired'],
    [nonString, 'terminRequired'],
    [pastDate, 'terminPast'],
  ],
  bevorzugteUhrzeit: [
    [blank, 'uhrzeitRequired'],
    [fc.string().filter((s) => !/^\d{2}:\d{2}$/.test(s.trim())), 'uhrzeitRequired'],
    [fc.constantFrom('24:00', '12:60', '7:30'), 'uhrzeitRequired'],
    [nonString, 'uhrzeitRequired'],
  ],
  fragenAnmerkungen: [
    [
      fc
        .string({ minLength: CONTACT_LIMITS.text + 1, maxLength: CONTACT_LIMITS.text + 50 })
        .filter((s) => s.trim().length > CONTACT_LIMITS.text),
      'tooLong',
    ],
    [nonString, 'invalidValue'],
  ],
  website: [
    [fc.string({ minLength: 1 }), SPAM_DETECTED],
    [fc.oneof(fc.integer(), fc.boolean(), fc.object()), SPAM_DETECTED],
  ],
};

// --- tests -------------------------------------------------------------------------------------

describe('topics (spec §3)', () => {
  it('lists the 13 topics in the spec order, each an option of the block besides contactEmail', () => {
    expect(CONTACT_TOPIC_KEYS).toHaveLength(13);
    expect(Object.keys(contactFormSchema.options.entries)).toEqual([...CONTACT_TOPIC_KEYS, 'contactEmail']);
    for (const key of CONTACT_TOPIC_KEYS) {
      expect(contactFormTexts.de[CONTACT_TOPIC_TEXT[key]], key).toBeTruthy();
      expect(contactFormTexts.en[CONTACT_TOPIC_TEXT[key]], key).toBeTruthy();
    }
    expect(contactFormTexts.en.contactFormTopicLearnerPermitVisionTest).toBe(
      'Vision test for learner permit',
    );
  });

  it('offers the enabled topics only, in the spec order', () => {
    const all = readOptions(contactFormSchema, 1, {});
    expect(offeredTopics(all)).toEqual([...CONTACT_TOPIC_KEYS]);
    const some = readOptions(contactFormSchema, 1, { healthCheck: false, other: false, eyeAnalysis: false });
    expect(offeredTopics(some)).toEqual(
      CONTACT_TOPIC_KEYS.filter((k) => !['healthCheck', 'other', 'eyeAnalysis'].includes(k)),
    );
  });

  it('has a German and an English text for every message key', () => {
    for (const key of CONTACT_MESSAGE_KEYS) {
      expect(contactFormTexts.de[CONTACT_MESSAGE_TEXT[key]], key).toBeTruthy();
      expect(contactFormTexts.en[CONTACT_MESSAGE_TEXT[key]], key).toBeTruthy();
    }
    expect(contactFormTexts.en[CONTACT_MESSAGE_TEXT[SPAM_DETECTED]]).toBe('Spam detected');
  });
});

describe('ContactFormSchema (spec §5)', () => {
  it('accepts a valid request and cleans it', () => {
    const result = parse({
      ...valid(),
      vorname: '  Anna\r\nMaria ',
      themes: ['other', 'glassDetermination', 'other'],
      fragenAnmerkungen: ' Zeile 1\r\nZeile 2 ',
      strasse: ' Marktgasse 12 ',
    });
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({
      vorname: 'Anna Maria',
      themes: ['glassDetermination', 'other'],
      fragenAnmerkungen: 'Zeile 1\nZeile 2',
      strasse: 'Marktgasse 12',
      dateOfBirth: '',
      website: '',
    });
  });

  it('reports every required field of an empty form with its own key, and no optional one', () => {
    const expected = {
      anrede: 'anredeRequired',
      vorname: 'vornameRequired',
      nachname: 'nachnameRequired',
      plz: 'plzRequired',
      email: 'emailFormat',
      telefon: 'telefonRequired',
      existingCustomer: 'existingCustomerRequired',
      themes: 'themesRequired',
      bevorzugterTermin: 'terminRequired',
      bevorzugteUhrzeit: 'uhrzeitRequired',
    };
    expect(errorsOf(emptyContactForm())).toEqual(expected);
    // A request that leaves the fields out entirely reads the same.
    expect(errorsOf({})).toEqual(expected);
  });

  it('calls a non-object body invalid without naming a field', () => {
    for (const body of [null, 'text', 42]) {
      expect(parse(body).success).toBe(false);
      expect(errorsOf(body)).toEqual({});
    }
  });

  it('accepts every valid request (property)', () => {
    fc.assert(
      fc.property(validRequest, (request) => {
        const result = parse(request);
        expect(result.issues).toBeUndefined();
        const out = result.output as ContactFormValues;
        expect(out.themes).toEqual(CONTACT_TOPIC_KEYS.filter((k) => request.themes.includes(k)));
        expect(out.vorname).toBe(oneLine(request.vorname));
        expect(out.vorname).not.toMatch(/[\r\n]/);
      }),
      { numRuns: 300 },
    );
  });

  for (const [field, cases] of Object.entries(invalid) as [
    ContactFieldName,
    (typeof invalid)[ContactFieldName],
  ][]) {
    it(`fails an invalid ${field} with exactly its key, whatever the rest (property)`, () => {
      for (const [values, key] of cases) {
        fc.assert(
          fc.property(validRequest, values, (request, bad) => {
            const byField = messagesByField({ ...request, [field]: bad });
            expect(Object.keys(byField)).toEqual([field]);
            expect(new Set(byField[field])).toEqual(new Set([key]));
          }),
          { numRuns: 60 },
        );
      }
    });
  }

  it('lists the fields in form order', () => {
    expect(CONTACT_FIELD_NAMES).toEqual([
      'anrede',
      'vorname',
      'nachname',
      'dateOfBirth',
      'strasse',
      'plz',
      'ort',
      'email',
      'telefon',
      'existingCustomer',
      'themes',
      'bevorzugterTermin',
      'bevorzugteUhrzeit',
      'fragenAnmerkungen',
      'website',
    ]);
  });

  it('gives the browser (the form kit) the same keys as the server', () => {
    const check = (input: Record<string, unknown>) => {
      const answer = checkValues(ContactFormSchema, input, false);
      const client = answer.success
        ? {}
        : Object.fromEntries(Object.entries(answer.errors).map(([name, error]) => [name, error?.message]));
      expect(client).toEqual(errorsOf(input));
    };
    check(emptyContactForm());
    check({ ...valid(), email: 'nope', themes: [], website: 'http://spam.example' });
    expect(checkValues(ContactFormSchema, valid(), false).success).toBe(true);
  });
});

describe('trap and envelope', () => {
  it('sees a filled trap field', () => {
    expect(isTrapFilled({ website: 'x' })).toBe(true);
    expect(isTrapFilled({ website: 0 })).toBe(true);
    expect(isTrapFilled({ website: '' })).toBe(false);
    expect(isTrapFilled({})).toBe(false);
    expect(isTrapFilled(null)).toBe(false);
  });

  it('needs a group id; the language is optional and de or en', () => {
    expect(v.safeParse(ContactEnvelopeSchema, { groupId: 'group-x' }).success).toBe(true);
    expect(v.safeParse(ContactEnvelopeSchema, { groupId: 'group-x', lang: 'en' }).success).toBe(true);
    expect(v.safeParse(ContactEnvelopeSchema, { groupId: 'group-x', lang: 'fr' }).success).toBe(false);
    expect(v.safeParse(ContactEnvelopeSchema, { groupId: '' }).success).toBe(false);
    expect(v.safeParse(ContactEnvelopeSchema, {}).success).toBe(false);
  });
});

describe('submit states (spec §4)', () => {
  const STATES: ContactFormState[] = ['idle', 'loading', 'sent', 'error'];
  const EVENTS: ContactFormEvent[] = ['submit', 'success', 'failure', 'timeout'];

  it('goes idle -> loading -> sent | error, and back to idle only from error', () => {
    expect(nextContactFormState('idle', 'submit')).toBe('loading');
    expect(nextContactFormState('loading', 'success')).toBe('sent');
    expect(nextContactFormState('loading', 'failure')).toBe('error');
    expect(nextContactFormState('error', 'timeout')).toBe('idle');
    expect(nextContactFormState('sent', 'timeout')).toBe('sent');
    expect(nextContactFormState('loading', 'submit')).toBe('loading');
    expect(CONTACT_ERROR_RESET_MS).toBe(3000);
    expect(STATES.filter(canSubmitContactForm)).toEqual(['idle']);
  });

  it('never leaves sent and submits only from idle, whatever happens (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATES), fc.array(fc.constantFrom(...EVENTS)), (start, events) => {
        let state = start;
        for (const event of events) {
          const next = nextContactFormState(state, event);
          if (state === 'sent') expect(next).toBe('sent');
          if (next === 'loading' && state !== 'loading') expect(state).toBe('idle');
          state = next;
        }
      }),
    );
  });
});
