/**
 * The sponsor form's rules (visitor spec §5), prices and total (§9). Property tests
 * cover every rule with many inputs and the total for every combination of the seven items; money
 * is compared with Intl's own de-CH output, never with a typed separator.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sponsorFormTexts } from '../../i18n/visitor/sponsor-form.ts';
import {
  PRICE_PER_PERSON_CHF,
  SPONSOR_ITEM_KEYS,
  SPONSOR_ITEM_PRICES_CHF,
  SPONSOR_ITEM_TEXT,
  SPONSOR_MESSAGE_KEYS,
  SPONSOR_MESSAGE_TEXT,
  SponsorEnvelopeSchema,
  SponsorFormSchema,
  bookedItems,
  emptySponsorForm,
  formatSponsorChf,
  isTrapFilled,
  sponsorFieldErrors,
  sponsorTotal,
} from './sponsor.ts';
import { intlChf, validSponsorForm as valid } from './test-fixtures.ts';

const errorsOf = (input: unknown) => {
  const result = v.safeParse(SponsorFormSchema, input);
  return result.success ? {} : sponsorFieldErrors(result.issues);
};

/** Strings that are empty after trimming. */
const blank = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0'), { maxLength: 6 })
  .map((a) => a.join(''));
/** Strings with visible content, at most `max` characters after trimming. */
const filled = (max: number) =>
  fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim().length > 0 && s.trim().length <= max);

describe('prices (spec §9)', () => {
  it('has the seven items with their CHF prices and the per-person prices', () => {
    expect(SPONSOR_ITEM_KEYS).toEqual([
      'hauptsponsor',
      'standprasenz6m',
      'standprasenz9m',
      'stehlunch',
      'nachmittagpause',
      'vormittagspause',
      'stehlunch2',
    ]);
    expect(SPONSOR_ITEM_PRICES_CHF).toEqual({
      hauptsponsor: 29000,
      standprasenz6m: 1800,
      standprasenz9m: 2700,
      stehlunch: 2500,
      nachmittagpause: 2000,
      vormittagspause: 2000,
      stehlunch2: 2500,
    });
    expect(PRICE_PER_PERSON_CHF).toEqual({ event: 300, aspect: 399 });
  });

  it("formats amounts exactly as Intl's de-CH currency format, 29'000 style", () => {
    expect(formatSponsorChf(29000)).toBe(intlChf(29000));
    const group = new Intl.NumberFormat('de-CH').formatToParts(29000).find((p) => p.type === 'group')?.value;
    expect(group).toBeTruthy();
    expect(formatSponsorChf(29000)).toContain(`29${group}000`);
    expect(formatSponsorChf(29000)).toContain('CHF');
    expect(formatSponsorChf(0)).toBe(intlChf(0));
  });
});

describe('sponsorTotal', () => {
  const masks = Array.from({ length: 2 ** SPONSOR_ITEM_KEYS.length }, (_, mask) => mask);
  const itemsOf = (mask: number) =>
    Object.fromEntries(SPONSOR_ITEM_KEYS.map((key, i) => [key, (mask & (1 << i)) !== 0])) as Record<
      (typeof SPONSOR_ITEM_KEYS)[number],
      boolean
    >;
  const spec = [29000, 1800, 2700, 2500, 2000, 2000, 2500];

  it('adds up every one of the 128 item combinations, shown as Intl formats the sum', () => {
    expect(masks).toHaveLength(128);
    for (const mask of masks) {
      const expected = spec.reduce((sum, price, i) => sum + ((mask & (1 << i)) !== 0 ? price : 0), 0);
      const values = itemsOf(mask);
      expect(sponsorTotal(values), String(mask)).toBe(expected);
      expect(formatSponsorChf(sponsorTotal(values))).toBe(intlChf(expected));
      expect(bookedItems(values)).toHaveLength(mask.toString(2).replaceAll('0', '').length);
    }
  });

  it('adds 300 per event person and 399 per ASPECT attendee to every combination', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...masks),
        fc.nat({ max: 500 }),
        fc.nat({ max: 500 }),
        (mask, persons, aspect) => {
          const items = spec.reduce((sum, price, i) => sum + ((mask & (1 << i)) !== 0 ? price : 0), 0);
          const expected = items + 300 * persons + 399 * aspect;
          const values = { ...itemsOf(mask), numberOfPersons: persons, aspectNumberOfPersons: aspect };
          expect(sponsorTotal(values)).toBe(expected);
          expect(formatSponsorChf(sponsorTotal(values))).toBe(intlChf(expected));
        },
      ),
    );
  });

  it('counts counters that are not whole numbers of 0 or more as 0 (never NaN)', () => {
    for (const bad of [Number.NaN, -1, 1.5, '3', null, undefined, Infinity]) {
      expect(sponsorTotal({ stehlunch: true, numberOfPersons: bad, aspectNumberOfPersons: bad })).toBe(2500);
    }
  });
});

describe('SponsorFormSchema (spec §5)', () => {
  it('accepts a valid booking, trims text and fills defaults', () => {
    const result = v.safeParse(SponsorFormSchema, { ...valid(), company: '  Brillenglas AG ' });
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({ company: 'Brillenglas AG', hauptsponsor: false, website: '' });
    const minimal = v.parse(SponsorFormSchema, {
      stehlunch: true,
      company: 'A',
      contactName: 'B',
      phone: '1',
      email: 'a@b.ch',
    });
    expect(minimal).toMatchObject({ numberOfPersons: 0, personsNames: '', aspectNumberOfPersons: 0 });
  });

  it('uses only the declared message keys, each with a German and English text', () => {
    for (const key of SPONSOR_MESSAGE_KEYS) {
      const textKey = SPONSOR_MESSAGE_TEXT[key];
      expect(sponsorFormTexts.de[textKey]).toBeTruthy();
      expect(sponsorFormTexts.en[textKey]).toBeTruthy();
    }
    expect(sponsorFormTexts.en[SPONSOR_MESSAGE_TEXT.noInputAllowed]).toBe('No input allowed in this field');
    for (const key of SPONSOR_ITEM_KEYS) expect(sponsorFormTexts.de[SPONSOR_ITEM_TEXT[key]]).toBeTruthy();
  });

  it('reports every required text field with its key when empty or blank', () => {
    const required = {
      company: 'companyRequired',
      contactName: 'nameRequired',
      phone: 'phoneFormat',
    } as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(required) as (keyof typeof required)[])),
        blank,
        (field, value) => {
          expect(errorsOf({ ...valid(), [field]: value })).toEqual({ [field]: required[field] });
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(required) as (keyof typeof required)[])),
        filled(50),
        (field, value) => {
          expect(errorsOf({ ...valid(), [field]: value })).toEqual({});
        },
      ),
    );
    const missing = { ...required, email: 'emailFormat' } as const;
    for (const field of Object.keys(missing) as (keyof typeof missing)[]) {
      const { [field]: _omitted, ...rest } = valid();
      expect(errorsOf(rest)).toEqual({ [field]: missing[field] });
    }
  });

  it('accepts e-mail addresses and refuses anything else with emailFormat', () => {
    const label = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8})?$/);
    const address = fc
      .tuple(
        fc.stringMatching(/^[a-z0-9]+([._+-][a-z0-9]+){0,2}$/),
        fc.array(label, { minLength: 1, maxLength: 3 }),
      )
      .map(([local, domain]) => `${local}@${domain.join('.')}.ch`);
    fc.assert(
      fc.property(address, (email) => {
        expect(errorsOf({ ...valid(), email })).toEqual({});
      }),
    );
    const noAt = fc.string().filter((s) => !s.includes('@'));
    fc.assert(
      fc.property(noAt, (email) => {
        expect(errorsOf({ ...valid(), email })).toEqual({ email: 'emailFormat' });
      }),
    );
    for (const email of ['eva@', '@brillenglas.ch', 'eva@@x.ch', 'eva muster@x.ch', 'eva@x', '']) {
      expect(errorsOf({ ...valid(), email }), email).toEqual({ email: 'emailFormat' });
    }
  });

  it('takes person counts as whole numbers of 0 or more (personsCount)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.boolean(), (n, aspect) => {
        const count = aspect ? 'aspectNumberOfPersons' : 'numberOfPersons';
        const names = aspect ? 'aspectPersonsNames' : 'personsNames';
        expect(errorsOf({ ...valid(), [count]: n, [names]: 'Anna Beispiel' })).toEqual({});
      }),
    );
    const bad = fc.oneof(
      fc.integer({ max: -1 }),
      fc.double({ noInteger: true }),
      fc.constant(Number.NaN),
      fc.constant(Infinity),
      fc.string(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(bad, fc.boolean(), (n, aspect) => {
        const count = aspect ? 'aspectNumberOfPersons' : 'numberOfPersons';
        const names = aspect ? 'aspectPersonsNames' : 'personsNames';
        expect(errorsOf({ ...valid(), [count]: n, [names]: 'Anna' })).toEqual({ [count]: 'personsCount' });
        // Without names, a count that is not valid says so and only so (no "names required").
        expect(errorsOf({ ...valid(), [count]: n, [names]: '' })).toEqual({ [count]: 'personsCount' });
      }),
    );
  });

  it('needs the matching names when a count is above 0, and only then (personsNames)', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 50 }),
        fc.nat({ max: 50 }),
        fc.oneof(blank, filled(100)),
        fc.oneof(blank, filled(100)),
        (persons, aspect, names, aspectNames) => {
          const expected: Record<string, string> = {};
          if (persons > 0 && names.trim() === '') expected['personsNames'] = 'personsNames';
          if (aspect > 0 && aspectNames.trim() === '') expected['aspectPersonsNames'] = 'personsNames';
          const input = {
            ...valid(),
            numberOfPersons: persons,
            personsNames: names,
            aspectNumberOfPersons: aspect,
            aspectPersonsNames: aspectNames,
          };
          expect(errorsOf(input)).toEqual(expected);
        },
      ),
    );
  });

  it("refuses anything in the trap field with 'No input allowed in this field'", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (website) => {
        expect(errorsOf({ ...valid(), website })).toEqual({ website: 'noInputAllowed' });
        expect(isTrapFilled({ ...valid(), website })).toBe(true);
      }),
    );
    expect(isTrapFilled({ ...valid(), website: '' })).toBe(false);
    expect(isTrapFilled({ company: 'x' })).toBe(false);
    expect(isTrapFilled(null)).toBe(false);
    expect(isTrapFilled({ website: 0 })).toBe(true);
  });

  it('needs at least one item or one person (selectionRequired on the item group)', () => {
    const nothing = { ...valid(), standprasenz6m: false };
    expect(errorsOf(nothing)).toEqual({ items: 'selectionRequired' });
    fc.assert(
      fc.property(fc.constantFrom(...SPONSOR_ITEM_KEYS), (key) => {
        expect(errorsOf({ ...nothing, [key]: true })).toEqual({});
      }),
    );
    expect(errorsOf({ ...nothing, aspectNumberOfPersons: 1, aspectPersonsNames: 'Anna' })).toEqual({});
    expect(errorsOf({ ...nothing, numberOfPersons: 2, personsNames: 'Anna\nBeat' })).toEqual({});
  });

  it('reports all problems together, as the form shows them', () => {
    expect(errorsOf({ ...emptySponsorForm(), numberOfPersons: 1, website: 'spam' })).toEqual({
      personsNames: 'personsNames',
      company: 'companyRequired',
      contactName: 'nameRequired',
      phone: 'phoneFormat',
      email: 'emailFormat',
      website: 'noInputAllowed',
    });
    expect(errorsOf(emptySponsorForm())).toEqual({
      items: 'selectionRequired',
      company: 'companyRequired',
      contactName: 'nameRequired',
      phone: 'phoneFormat',
      email: 'emailFormat',
    });
  });

  it('refuses booleans that are not booleans and over-long text (tooLong)', () => {
    expect(v.safeParse(SponsorFormSchema, { ...valid(), hauptsponsor: 'yes' }).success).toBe(false);
    expect(errorsOf({ ...valid(), company: 'x'.repeat(201) })).toEqual({ company: 'tooLong' });
    expect(errorsOf({ ...valid(), numberOfPersons: 1, personsNames: 'x'.repeat(2001) })).toEqual({
      personsNames: 'tooLong',
    });
    expect(v.safeParse(SponsorFormSchema, 'nonsense').success).toBe(false);
  });
});

describe('SponsorEnvelopeSchema', () => {
  it('needs the form (group) id and a visitor language', () => {
    expect(v.parse(SponsorEnvelopeSchema, { groupId: 'g', lang: 'en', company: 'x' })).toEqual({
      groupId: 'g',
      lang: 'en',
    });
    expect(v.safeParse(SponsorEnvelopeSchema, { groupId: '', lang: 'de' }).success).toBe(false);
    expect(v.safeParse(SponsorEnvelopeSchema, { groupId: 'g', lang: 'fr' }).success).toBe(false);
  });
});
