import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  isSearchable,
  normalizeQuery,
  planSearch,
  queryFromUrl,
  urlWithQuery,
} from './query.ts';

describe('normalizeQuery', () => {
  it('trims and collapses whitespace', () => {
    expect(normalizeQuery('  Brille \n  Zürich\t')).toBe('Brille Zürich');
    expect(normalizeQuery('   ')).toBe('');
  });

  it('is idempotent and never has outer or double spaces', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = normalizeQuery(raw);
        expect(normalizeQuery(once)).toBe(once);
        expect(once).toBe(once.trim());
        expect(once).not.toMatch(/\s\s/u);
      }),
    );
  });
});

describe('isSearchable', () => {
  it('needs 3 characters after trimming', () => {
    expect(SEARCH_MIN_LENGTH).toBe(3);
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable('  ab  ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
    expect(isSearchable('a b')).toBe(true);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(isSearchable('👓👓')).toBe(false);
    expect(isSearchable('👓👓👓')).toBe(true);
  });
});

describe('planSearch', () => {
  it('waits 500 ms after a keystroke and searches at once on Enter or on load', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    expect(planSearch('Bri', 'input')).toEqual({ kind: 'search', query: 'Bri', delayMs: 500 });
    expect(planSearch(' Bri ', 'enter')).toEqual({ kind: 'search', query: 'Bri', delayMs: 0 });
    expect(planSearch('Bri', 'load')).toEqual({ kind: 'search', query: 'Bri', delayMs: 0 });
  });

  it('never searches fewer than 3 characters, whatever the trigger', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('input', 'enter', 'load') as fc.Arbitrary<'input'>,
        (raw, trigger) => {
          const plan = planSearch(raw, trigger);
          expect(plan.kind === 'search').toBe([...normalizeQuery(raw)].length >= 3);
          expect(plan.query).toBe(normalizeQuery(raw));
        },
      ),
    );
  });
});

describe('the query in the URL', () => {
  it('reads and writes searchQuery, keeping the other parameters', () => {
    expect(queryFromUrl('https://x.ch/de/suche?searchQuery=%20Brille%20%20rund')).toBe('Brille rund');
    expect(queryFromUrl('https://x.ch/de/suche')).toBe('');
    expect(urlWithQuery('https://x.ch/de/suche?toolbar=1#r', 'Brille Zürich')).toBe(
      'https://x.ch/de/suche?toolbar=1&searchQuery=Brille+Z%C3%BCrich#r',
    );
    expect(urlWithQuery('https://x.ch/en/search?searchQuery=abc', '')).toBe('https://x.ch/en/search');
  });

  it('round-trips any query', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const query = normalizeQuery(raw);
        expect(queryFromUrl(urlWithQuery('https://x.ch/de/suche', query))).toBe(query);
      }),
    );
  });
});
