import { describe, expect, it } from 'vitest';
import { countText } from './plural.ts';

const fields = {
  de: { one: '{count} Feld', other: '{count} Felder' },
  fr: { one: '{count} champ', other: '{count} champs' },
};

describe('countText', () => {
  it('says "1 Feld", never "1 Felder"', () => {
    expect(countText('de', 1, fields.de)).toBe('1 Feld');
    expect(countText('de', 0, fields.de)).toBe('0 Felder');
    expect(countText('de', 2, fields.de)).toBe('2 Felder');
  });

  it('follows the French rules (0 and 1 are singular)', () => {
    expect(countText('fr', 0, fields.fr)).toBe('0 champ');
    expect(countText('fr', 1, fields.fr)).toBe('1 champ');
    expect(countText('fr', 2, fields.fr)).toBe('2 champs');
  });

  it('writes the number the Swiss way of the language', () => {
    expect(countText('de', 12000, fields.de)).toBe(`${new Intl.NumberFormat('de-CH').format(12000)} Felder`);
  });
});
