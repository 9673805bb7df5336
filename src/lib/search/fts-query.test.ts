import { describe, expect, it } from 'vitest';
import { ftsQuery, MAX_TERMS, stemOf, termsOf } from './fts-query.ts';

describe('stemOf', () => {
  it('removes a common ending from words of six characters or more, keeping four', () => {
    expect(stemOf('Brillen')).toBe('brill');
    expect(stemOf('Gläser')).toBe('gläs');
    expect(stemOf('Kindern')).toBe('kind');
    expect(stemOf('glasses')).toBe('glass');
    expect(stemOf('Optik')).toBe('optik');
    expect(stemOf('Linse')).toBe('linse');
  });
});

describe('ftsQuery', () => {
  it('ANDs the quoted words of the query', () => {
    expect(ftsQuery('Brillen für Kinder')).toBe('"brill" AND "für" AND "kind"');
  });

  it('leaves out words trigrams cannot find, and finds nothing without a long enough word', () => {
    expect(ftsQuery('UV ab 40')).toBeNull();
    expect(ftsQuery('UV Schutz')).toBe('"schutz"');
  });

  it('reads query syntax and quotes as plain words', () => {
    expect(ftsQuery('"Brille" OR NEAR(x) *')).toBe('"brill" AND "near"');
    expect(ftsQuery('Brille-Etui')).toBe('"brill" AND "etui"');
  });

  it('searches each word once and at most MAX_TERMS words', () => {
    expect(termsOf('Brille Brille brille')).toEqual(['brill']);
    expect(termsOf('aaa bbb ccc ddd eee fff ggg hhh iii jjj')).toHaveLength(MAX_TERMS);
  });
});
