import { describe, expect, it } from 'vitest';
import {
  breaches,
  describeBudget,
  formatTable,
  formatValue,
  parseBudgets,
  unmeasured,
} from './bench-table.ts';

const rows = [
  { name: 'save.ours.500rps.p99', value: 12.5, unit: 'ms' },
  { name: 'save.peak.ratio', value: 0.42, unit: 'ours/bare' },
  { name: 'build.seconds', value: 5.25, unit: 's' },
];

describe('budgets', () => {
  it('reads max and min per figure and skips $-keys', () => {
    expect(parseBudgets({ $comment: 'x', a: { max: 10 }, b: { min: 0.3 }, c: { min: 1, max: 2 } })).toEqual({
      a: { max: 10 },
      b: { min: 0.3 },
      c: { min: 1, max: 2 },
    });
  });

  it('refuses a malformed budget file with the entry named', () => {
    expect(() => parseBudgets([])).toThrow(/not an object/);
    expect(() => parseBudgets({ a: 3 })).toThrow(/a is not an object/);
    expect(() => parseBudgets({ a: { max: '10' } })).toThrow(/a.max is not a number/);
    expect(() => parseBudgets({ a: { limit: 1 } })).toThrow(/unknown key limit/);
    expect(() => parseBudgets({ a: {} })).toThrow(/has no limit/);
  });

  it('finds the figures over a max or under a min, and budgets nothing measured', () => {
    const budgets = parseBudgets({
      'save.ours.500rps.p99': { max: 10 },
      'save.peak.ratio': { min: 0.3 },
      'mixed.errors': { max: 0 },
    });
    expect(breaches(rows, budgets)).toEqual([
      { name: 'save.ours.500rps.p99', value: 12.5, unit: 'ms', budget: '<= 10' },
    ]);
    expect(breaches([{ name: 'save.peak.ratio', value: 0.2, unit: '' }], budgets)).toHaveLength(1);
    expect(breaches([{ name: 'save.peak.ratio', value: NaN, unit: '' }], budgets)).toHaveLength(1);
    expect(breaches([{ name: 'save.peak.ratio', value: 0.3, unit: '' }], budgets)).toEqual([]);
    expect(unmeasured(rows, budgets)).toEqual(['mixed.errors']);
  });
});

describe('the table', () => {
  it('prints name | value | unit | budget, marking a breach', () => {
    const table = formatTable(rows, parseBudgets({ 'save.ours.500rps.p99': { max: 10 } })).split('\n');
    expect(table[0]).toMatch(/^name\s+\| value \| unit\s+\| budget$/);
    expect(table[1]).toMatch(/^-+-\|-+-\|-+-\|-+$/);
    expect(table[2]).toMatch(/^save\.ours\.500rps\.p99 \| +12\.5 \| ms +\| <= 10 !$/);
    expect(table[4]).toMatch(/^build\.seconds +\| +5\.25 \| s$/);
    expect(table).toHaveLength(5);
  });

  it('formats values and budgets readably', () => {
    expect([formatValue(3), formatValue(1234.56), formatValue(12.34), formatValue(0.4567)]).toEqual([
      '3',
      '1235',
      '12.3',
      '0.457',
    ]);
    expect([describeBudget(undefined), describeBudget({ min: 1, max: 2 })]).toEqual(['', '1 .. 2']);
  });
});
