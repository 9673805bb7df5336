import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { option, opt } from './block-options.ts';
import {
  MIN_POI_ROWS,
  checkBookingLink,
  checkLink,
  checkPoiRows,
  checkTextInput,
  clampNumber,
  isValidEmail,
  isValidPhone,
  isValidUrl,
  normalizeUrl,
  numberBounds,
  parseNumberInput,
  poiRows,
  type NumberBounds,
} from './option-validation.ts';

describe('numberBounds', () => {
  it('reads minValue and maxValue from the option pipe', () => {
    expect(numberBounds(opt.number(8, 1, 24))).toEqual({ min: 1, max: 24 });
    expect(numberBounds(opt.number(24, 6, 96))).toEqual({ min: 6, max: 96 });
  });

  it('is at least 1 without an upper bound when the schema names none', () => {
    expect(numberBounds(opt.number(3))).toEqual({ min: 1, max: null });
    expect(numberBounds(option('number', v.number(), 2))).toEqual({ min: 1, max: null });
  });
});

describe('parseNumberInput', () => {
  const bounds: NumberBounds = { min: 1, max: 24 };

  it('empty input becomes the minimum', () => {
    expect(parseNumberInput('', bounds)).toEqual({ ok: true, value: 1 });
    expect(parseNumberInput('   ', { min: 6, max: 96 })).toEqual({ ok: true, value: 6 });
    expect(parseNumberInput('', { min: 1, max: null })).toEqual({ ok: true, value: 1 });
  });

  it('clamps into the bounds', () => {
    expect(parseNumberInput('99', bounds)).toEqual({ ok: true, value: 24 });
    expect(parseNumberInput('0', bounds)).toEqual({ ok: true, value: 1 });
    expect(parseNumberInput('-5', bounds)).toEqual({ ok: true, value: 1 });
    expect(parseNumberInput('12', bounds)).toEqual({ ok: true, value: 12 });
    expect(parseNumberInput('1000000', { min: 1, max: null })).toEqual({ ok: true, value: 1000000 });
  });

  it('accepts a decimal comma and rounds to whole numbers', () => {
    expect(parseNumberInput('2,6', bounds)).toEqual({ ok: true, value: 3 });
    expect(parseNumberInput('4.4', bounds)).toEqual({ ok: true, value: 4 });
    expect(parseNumberInput(" 1'000 ", { min: 1, max: null })).toEqual({ ok: true, value: 1000 });
  });

  it('refuses anything not numeric', () => {
    for (const bad of ['zwei', '12abc', '1e3', '0x10', '--1', '1.2.3', 'NaN', 'Infinity', '.']) {
      expect(parseNumberInput(bad, bounds), bad).toEqual({ ok: false, error: 'number' });
    }
  });

  it('always yields a whole number within the bounds for numeric input', () => {
    const boundsArb = fc
      .tuple(fc.integer({ min: -50, max: 50 }), fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }))
      .map(([min, span]): NumberBounds => ({ min, max: span === null ? null : min + span }));
    fc.assert(
      fc.property(boundsArb, fc.double({ min: -1e6, max: 1e6, noNaN: true }), (b, n) => {
        const result = parseNumberInput(n.toFixed(3), b);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(Number.isInteger(result.value)).toBe(true);
        expect(result.value).toBeGreaterThanOrEqual(b.min);
        if (b.max !== null) expect(result.value).toBeLessThanOrEqual(b.max);
        expect(result.value).toBe(clampNumber(Number(n.toFixed(3)), b));
      }),
    );
  });

  it('leaves in-range whole numbers unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), (n) => {
        expect(parseNumberInput(String(n), bounds)).toEqual({ ok: true, value: n });
      }),
    );
  });
});

describe('urls', () => {
  it('accepts http(s) addresses and adds https:// to bare hosts', () => {
    expect(normalizeUrl('https://optik-muster.ch/termine')).toBe('https://optik-muster.ch/termine');
    expect(normalizeUrl('http://optik-muster.ch')).toBe('http://optik-muster.ch');
    expect(normalizeUrl('www.optik-muster.ch')).toBe('https://www.optik-muster.ch');
    expect(normalizeUrl(' optik-muster.ch/a?b=1 ')).toBe('https://optik-muster.ch/a?b=1');
    expect(normalizeUrl('http://localhost:4321/de/')).toBe('http://localhost:4321/de/');
  });

  it('refuses other schemes, spaces, and hosts without a dot', () => {
    for (const bad of [
      '',
      '   ',
      'javascript:alert(1)',
      'mailto:info@optik.ch',
      'ftp://optik.ch',
      'optik muster.ch',
      'https://optik',
      'optik',
      'https://.ch',
      'https://optik.',
      'http://',
      null,
      undefined,
    ]) {
      expect(isValidUrl(bad), String(bad)).toBe(false);
    }
  });
});

describe('emails', () => {
  it('accepts ordinary addresses', () => {
    for (const good of ['info@optik-muster.ch', 'anna.muster+web@post.example.com', ' a@b.ch ']) {
      expect(isValidEmail(good), good).toBe(true);
    }
  });

  it('refuses malformed addresses', () => {
    for (const bad of [
      '',
      'info',
      'info@',
      '@optik.ch',
      'info@optik',
      'in fo@optik.ch',
      'a@b.c',
      'a@@b.ch',
      'a..b@optik.ch',
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });
});

describe('phones', () => {
  it('is numeric once whitespace is removed (a leading + allowed)', () => {
    expect(isValidPhone('044 123 45 67')).toBe(true);
    expect(isValidPhone('+41 44 123 45 67')).toBe(true);
    expect(isValidPhone('0441234567')).toBe(true);
  });

  it('refuses letters, separators and too short numbers', () => {
    for (const bad of ['', '044-123-45-67', '044/123 45 67', 'call me', '12', '+', '41+44', '(044) 123']) {
      expect(isValidPhone(bad), bad).toBe(false);
    }
  });

  it('accepts any digits separated by any whitespace', () => {
    const digits = fc.stringMatching(/^\d{3,15}$/);
    fc.assert(
      fc.property(digits, fc.array(fc.constantFrom(' ', '\t', '  '), { maxLength: 5 }), (number, gaps) => {
        let spaced = number;
        gaps.forEach((gap, i) => {
          const at = (i * 3) % spaced.length;
          spaced = spaced.slice(0, at) + gap + spaced.slice(at);
        });
        expect(isValidPhone(spaced)).toBe(true);
        expect(isValidPhone(`${spaced}x`)).toBe(false);
      }),
    );
  });
});

describe('checkTextInput', () => {
  it('saves null for empty or whitespace input', () => {
    expect(checkTextInput('  ', 'email')).toEqual({ ok: true, value: null });
    expect(checkTextInput('', 'text')).toEqual({ ok: true, value: null });
  });

  it('checks e-mail, url and phone inputs', () => {
    expect(checkTextInput(' info@optik.ch ', 'email')).toEqual({ ok: true, value: 'info@optik.ch' });
    expect(checkTextInput('info(at)optik.ch', 'email')).toEqual({ ok: false, error: 'email' });
    expect(checkTextInput('optik.ch', 'url')).toEqual({ ok: true, value: 'https://optik.ch' });
    expect(checkTextInput('optik', 'url')).toEqual({ ok: false, error: 'url' });
    expect(checkTextInput('044 123 45 67', 'phone')).toEqual({ ok: true, value: '044 123 45 67' });
    expect(checkTextInput('044-123', 'phone')).toEqual({ ok: false, error: 'phone' });
    expect(checkTextInput(' Hallo ', 'text')).toEqual({ ok: true, value: 'Hallo' });
  });
});

describe('checkLink', () => {
  const base = { url: null, phone: null, email: null, page: null };

  it('keeps only the chosen type’s value', () => {
    expect(checkLink({ ...base, type: 'url', url: 'optik.ch', email: 'x@y.ch' })).toEqual({
      ok: true,
      value: { ...base, type: 'url', url: 'https://optik.ch' },
    });
    expect(checkLink({ ...base, type: 'email', email: ' info@optik.ch ' })).toEqual({
      ok: true,
      value: { ...base, type: 'email', email: 'info@optik.ch' },
    });
    expect(checkLink({ ...base, type: 'phone', phone: '+41 44 123 45 67' })).toEqual({
      ok: true,
      value: { ...base, type: 'phone', phone: '+41 44 123 45 67' },
    });
    expect(checkLink({ ...base, type: 'page', page: { id: 'page-team', collection: null } })).toEqual({
      ok: true,
      value: { ...base, type: 'page', page: { id: 'page-team', collection: null } },
    });
  });

  it('refuses a missing or invalid value with the type’s error', () => {
    expect(checkLink({ ...base, type: 'url' })).toEqual({ ok: false, error: 'url' });
    expect(checkLink({ ...base, type: 'url', url: 'javascript:alert(1)' })).toEqual({
      ok: false,
      error: 'url',
    });
    expect(checkLink({ ...base, type: 'email', email: 'info' })).toEqual({ ok: false, error: 'email' });
    expect(checkLink({ ...base, type: 'phone', phone: 'abc' })).toEqual({ ok: false, error: 'phone' });
    expect(checkLink({ ...base, type: 'page' })).toEqual({ ok: false, error: 'page' });
    expect(checkLink({ ...base, type: 'page', page: { id: ' ', collection: null } })).toEqual({
      ok: false,
      error: 'page',
    });
  });
});

describe('checkBookingLink', () => {
  it('accepts a valid url for every booking type', () => {
    for (const type of ['appointment', 'healthOptics', 'iframe'] as const) {
      expect(checkBookingLink({ type, url: 'https://termine.example.ch/optik' })).toEqual({
        ok: true,
        value: { type, url: 'https://termine.example.ch/optik' },
      });
    }
    expect(checkBookingLink({ type: 'appointment', url: 'termine.example.ch' })).toEqual({
      ok: true,
      value: { type: 'appointment', url: 'https://termine.example.ch' },
    });
  });

  it('gives the url error for an empty, invalid or failing url', () => {
    expect(checkBookingLink({ type: 'appointment', url: null })).toEqual({ ok: false, error: 'url' });
    expect(checkBookingLink({ type: 'appointment', url: '  ' })).toEqual({ ok: false, error: 'url' });
    expect(checkBookingLink({ type: 'healthOptics', url: 'keine url' })).toEqual({ ok: false, error: 'url' });
    // The extra check: no credentials in the address, and embedded pages need https.
    expect(checkBookingLink({ type: 'appointment', url: 'https://user:pw@termine.example.ch' })).toEqual({
      ok: false,
      error: 'url',
    });
    expect(checkBookingLink({ type: 'iframe', url: 'http://termine.example.ch' })).toEqual({
      ok: false,
      error: 'url',
    });
    expect(checkBookingLink({ type: 'appointment', url: 'http://termine.example.ch' }).ok).toBe(true);
  });
});

describe('points of interest', () => {
  it('always shows at least two rows', () => {
    expect(poiRows([])).toHaveLength(MIN_POI_ROWS);
    expect(poiRows([{ latitude: 47.5, longitude: 8.7, icon: 'start' }])).toEqual([
      { latitude: '47.5', longitude: '8.7', icon: 'start' },
      { latitude: '', longitude: '', icon: '' },
    ]);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            latitude: fc.double({ min: -90, max: 90, noNaN: true }),
            longitude: fc.double({ min: -180, max: 180, noNaN: true }),
          }),
          {
            maxLength: 8,
          },
        ),
        (points) => {
          expect(poiRows(points).length).toBe(Math.max(MIN_POI_ROWS, points.length));
        },
      ),
    );
  });

  it('drops empty rows and reads decimal points or commas', () => {
    expect(
      checkPoiRows([
        { latitude: '47.4988', longitude: '8,7241', icon: 'start' },
        { latitude: '', longitude: ' ', icon: 'end' },
        { latitude: '47.5', longitude: '8.73', icon: '' },
      ]),
    ).toEqual({
      ok: true,
      value: [
        { latitude: 47.4988, longitude: 8.7241, icon: 'start' },
        { latitude: 47.5, longitude: 8.73 },
      ],
    });
    expect(checkPoiRows(poiRows([]))).toEqual({ ok: true, value: [] });
  });

  it('refuses out-of-range or non-numeric coordinates, naming the row', () => {
    expect(checkPoiRows([{ latitude: '91', longitude: '8', icon: '' }])).toEqual({
      ok: false,
      error: 'latitude',
      row: 0,
    });
    expect(
      checkPoiRows([
        { latitude: '47', longitude: '8', icon: '' },
        { latitude: '47', longitude: 'Ost', icon: '' },
      ]),
    ).toEqual({ ok: false, error: 'longitude', row: 1 });
    expect(checkPoiRows([{ latitude: '', longitude: '8.5', icon: '' }])).toEqual({
      ok: false,
      error: 'latitude',
      row: 0,
    });
    expect(checkPoiRows([{ latitude: '47', longitude: '-181', icon: '' }])).toEqual({
      ok: false,
      error: 'longitude',
      row: 0,
    });
  });

  it('round-trips stored points', () => {
    const point = fc.record(
      {
        latitude: fc.double({ min: -90, max: 90, noNaN: true }).map((n) => (Object.is(n, -0) ? 0 : n)),
        longitude: fc.double({ min: -180, max: 180, noNaN: true }).map((n) => (Object.is(n, -0) ? 0 : n)),
        icon: fc.constantFrom('start', 'end', 'party' as const),
      },
      { requiredKeys: ['latitude', 'longitude'] },
    );
    fc.assert(
      fc.property(fc.array(point, { maxLength: 6 }), (points) => {
        const result = checkPoiRows(poiRows(points));
        expect(result).toEqual({ ok: true, value: points });
      }),
    );
  });
});
