import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { business, branch } from './fixtures.ts';
import {
  filterDirectory,
  foldForSearch,
  groupByLetter,
  letterOf,
  matchesProgrammes,
  matchesQuery,
} from './search.ts';

const collator = new Intl.Collator('de-CH', { sensitivity: 'base' });
const LETTERS = [...'aAbcdeEfosSzZuUäÄöÖüÜéèêàçñßẞæÆœøØłđðﬁ ', 'e\u0301', 'u\u0308'];

describe('foldForSearch', () => {
  it('drops case and diacritics and writes out ß', () => {
    expect(foldForSearch('Zürich')).toBe('zurich');
    expect(foldForSearch('GENÈVE')).toBe('geneve');
    expect(foldForSearch('Straße')).toBe('strasse');
  });

  it('agrees with the de-CH base collator on equality', () => {
    const text = fc.array(fc.constantFrom(...LETTERS), { maxLength: 6 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(foldForSearch(a) === foldForSearch(b)).toBe(collator.compare(a, b) === 0);
      }),
      { numRuns: 2000 },
    );
  });

  it('folds equal texts equal (pairs built to match)', () => {
    const pairs = fc.constantFrom(
      ['Zürich', 'ZURICH'],
      ['Straße', 'strasse'],
      ['Neuchâtel', 'neuchatel'],
      ['Æsch', 'aesch'],
    );
    fc.assert(
      fc.property(pairs, ([a, b]) => {
        expect(collator.compare(a, b)).toBe(0);
        expect(foldForSearch(a)).toBe(foldForSearch(b));
      }),
    );
  });
});

describe('matchesQuery', () => {
  const zurich = business({ name: 'Brillen Weber', branches: [branch({ city: 'Zürich', zip: '8001' })] });

  it('finds by name, city and zip prefix, ignoring case and accents', () => {
    expect(matchesQuery(zurich, 'weber')).toBe(true);
    expect(matchesQuery(zurich, 'Zurich')).toBe(true);
    expect(matchesQuery(zurich, 'ZÜRICH')).toBe(true);
    expect(matchesQuery(zurich, 'üri')).toBe(true);
    expect(matchesQuery(zurich, '80')).toBe(true);
    expect(matchesQuery(zurich, '8001')).toBe(true);
    expect(matchesQuery(zurich, '001')).toBe(false);
    expect(matchesQuery(zurich, 'Bern')).toBe(false);
  });

  it('matches everything with an empty or blank query', () => {
    expect(matchesQuery(zurich, '')).toBe(true);
    expect(matchesQuery(zurich, '   ')).toBe(true);
  });

  it('finds a business by any substring of its name', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.nat(), fc.nat(), (name, i, j) => {
        const [from, to] = [i % (name.length + 1), j % (name.length + 1)].sort((a, b) => a - b);
        const part = name.slice(from, to);
        fc.pre(part.trim() === part && !/\s{2}/.test(part));
        expect(matchesQuery(business({ name, branches: [] }), part.toUpperCase())).toBe(
          foldForSearch(name).includes(foldForSearch(part.toUpperCase())),
        );
      }),
    );
  });
});

describe('matchesProgrammes', () => {
  const health = business({ programmes: { healthOptics: { active: true }, frequentLens: false } });
  const inactive = business({ programmes: { healthOptics: { active: false }, frequentLens: false } });
  const lens = business({ programmes: { healthOptics: null, frequentLens: true } });
  const both = business({ programmes: { healthOptics: { active: true }, frequentLens: true } });
  const none = business();

  it.each([
    [false, false, [true, true, true, true, true]],
    [true, false, [true, false, false, true, false]],
    [false, true, [false, false, true, true, false]],
    [true, true, [true, false, true, true, false]],
  ])('healthOptics %s, frequentLens %s', (healthOptics, frequentLens, expected) => {
    const filter = { healthOptics, frequentLens };
    expect([health, inactive, lens, both, none].map((b) => matchesProgrammes(b, filter))).toEqual(expected);
  });

  it('both filters show the union of the single filters', () => {
    const programmes = fc.record({
      healthOptics: fc.option(fc.record({ active: fc.boolean() }), { nil: null }),
      frequentLens: fc.boolean(),
    });
    fc.assert(
      fc.property(programmes, (p) => {
        const b = business({ programmes: p });
        const either = matchesProgrammes(b, { healthOptics: true, frequentLens: true });
        const one =
          matchesProgrammes(b, { healthOptics: true, frequentLens: false }) ||
          matchesProgrammes(b, { healthOptics: false, frequentLens: true });
        expect(either).toBe(one);
      }),
    );
  });
});

describe('groupByLetter', () => {
  it('groups in de-CH order, umlauts under their base letter, digits under #', () => {
    const names = ['Zeiss Optik', 'Öko Brillen', 'Augenblick', 'Ochsner Optik', '4 Augen', 'ämmer Optik'];
    const groups = groupByLetter(names.map((name, i) => business({ id: String(i), name })));
    expect(groups.map((g) => g.letter)).toEqual(['#', 'A', 'O', 'Z']);
    expect(groups[1]?.businesses.map((b) => b.name)).toEqual(['ämmer Optik', 'Augenblick']);
    expect(groups[2]?.businesses.map((b) => b.name)).toEqual(['Ochsner Optik', 'Öko Brillen']);
    expect(letterOf('Élan')).toBe('E');
  });

  it('keeps every business exactly once, under its own letter', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 8 }), { maxLength: 20 }), (names) => {
        const groups = groupByLetter(names.map((name, i) => business({ id: String(i), name })));
        const ids = groups.flatMap((g) => g.businesses.map((b) => b.id));
        expect(ids.toSorted()).toEqual(names.map((_, i) => String(i)).toSorted());
        for (const g of groups) for (const b of g.businesses) expect(letterOf(b.name)).toBe(g.letter);
      }),
    );
  });
});

describe('filterDirectory', () => {
  it('filters by programme and query and sorts by name', () => {
    const list = [
      business({ id: 'z', name: 'Zbinden', programmes: { healthOptics: null, frequentLens: true } }),
      business({ id: 'a', name: 'Amsler', programmes: { healthOptics: null, frequentLens: true } }),
      business({ id: 'b', name: 'Berner', branches: [branch({ city: 'Bern', zip: '3011' })] }),
    ];
    expect(filterDirectory(list, '', { healthOptics: false, frequentLens: true }).map((b) => b.id)).toEqual([
      'a',
      'z',
    ]);
    expect(
      filterDirectory(list, '30', { healthOptics: false, frequentLens: false }).map((b) => b.id),
    ).toEqual(['b']);
  });
});
