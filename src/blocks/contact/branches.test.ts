import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailHref, phoneHref, selectBranches } from './branches.ts';
import type { BranchSnapshot } from '../../lib/content.ts';

const branch = (id: string): BranchSnapshot => ({
  id,
  name: id,
  street: 'Marktgasse',
  streetNumber: '21',
  zip: '8400',
  city: 'Winterthur',
  phone: null,
  email: null,
  url: null,
  latitude: null,
  longitude: null,
  openingHours: [],
  specialHours: [],
});

const all = ['a', 'b', 'c'].map(branch);

describe('selectBranches', () => {
  it('shows all branches when none are chosen', () => {
    expect(selectBranches(all, []).map((b) => b.id)).toEqual(['a', 'b', 'c']);
  });

  it('shows the chosen branches in the chosen order, skipping unknown and repeated ids', () => {
    expect(selectBranches(all, ['c', 'x', 'a', 'c']).map((b) => b.id)).toEqual(['c', 'a']);
    expect(selectBranches(all, ['x'])).toEqual([]);
  });

  it('only ever returns known branches, each once (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'x', 'y')), (ids) => {
        const chosen = selectBranches(all, ids).map((b) => b.id);
        expect(new Set(chosen).size).toBe(chosen.length);
        for (const id of chosen) expect(['a', 'b', 'c']).toContain(id);
        if (ids.length > 0)
          expect(chosen).toEqual([...new Set(ids)].filter((id) => id !== 'x' && id !== 'y'));
      }),
    );
  });
});

describe('contact hrefs', () => {
  it('builds tel: and mailto: hrefs, or none', () => {
    expect(phoneHref('+41 52 212 34 56')).toBe('tel:+41522123456');
    expect(phoneHref('052 / 212 34 56')).toBe('tel:0522123456');
    expect(phoneHref('')).toBeNull();
    expect(phoneHref(null)).toBeNull();
    expect(emailHref(' info@optik-sonnenberg.ch ')).toBe('mailto:info@optik-sonnenberg.ch');
    expect(emailHref('not an address')).toBeNull();
    expect(emailHref('a@b')).toBeNull();
  });
});
