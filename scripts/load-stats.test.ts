import { describe, expect, it } from 'vitest';
import { Histogram, dueAt, dueCount, keepSearching, peakOf, type PeakStep } from './load-stats.ts';

describe('Histogram', () => {
  it('gives percentiles within 1 % above the true value, never below', () => {
    const h = new Histogram();
    const values = Array.from({ length: 1000 }, (_, i) => (i + 1) / 10); // 0.1 .. 100 ms
    for (const v of [...values].reverse()) h.record(v);
    for (const [p, exact] of [
      [50, 50],
      [90, 90],
      [99, 99],
      [100, 100],
    ] as const) {
      expect(h.percentile(p)).toBeGreaterThanOrEqual(exact);
      expect(h.percentile(p)).toBeLessThanOrEqual(exact * 1.01);
    }
    expect(h.count).toBe(1000);
    expect(h.min).toBe(0.1);
    expect(h.max).toBe(100);
    expect(h.mean()).toBeCloseTo(50.05, 5);
  });

  it('caps a percentile at the largest value and answers 0 when empty', () => {
    const h = new Histogram();
    expect(h.percentile(99)).toBe(0);
    h.record(3.3);
    expect(h.percentile(99)).toBe(3.3);
    h.record(0);
    expect(h.percentile(1)).toBeLessThanOrEqual(0.0101);
  });

  it('merges two histograms as if every value had been recorded in one', () => {
    const a = new Histogram();
    const b = new Histogram();
    const both = new Histogram();
    for (let i = 1; i <= 200; i++) {
      (i % 2 ? a : b).record(i);
      both.record(i);
    }
    a.merge(b);
    expect(a.count).toBe(200);
    expect(a.percentile(99)).toBe(both.percentile(99));
    expect(a.percentile(50)).toBe(both.percentile(50));
    expect([a.min, a.max, a.sum]).toEqual([both.min, both.max, both.sum]);
  });
});

describe('open-loop schedule', () => {
  it('makes request i due at i / rate, the first at once, and never more than the total', () => {
    expect(dueCount(-1, 500, 10)).toBe(0);
    expect(dueCount(0, 500, 10)).toBe(1);
    expect(dueCount(1.99, 500, 10)).toBe(1);
    expect(dueCount(2, 500, 10)).toBe(2);
    expect(dueCount(1000, 500, 10)).toBe(10);
    expect(dueAt(0, 200)).toBe(0);
    expect(dueAt(3, 200)).toBe(15);
    expect(dueCount(dueAt(7, 300), 300, 100)).toBe(8);
  });
});

describe('peak search', () => {
  const step = (concurrency: number, throughput: number, errors = 0): PeakStep => ({
    concurrency,
    throughput,
    p99Ms: 1,
    errors,
  });

  it('goes on while the throughput grows by 5 %, stops at a plateau or an error', () => {
    expect(keepSearching([])).toBe(true);
    expect(keepSearching([step(2, 100)])).toBe(true);
    expect(keepSearching([step(2, 100), step(4, 180)])).toBe(true);
    expect(keepSearching([step(2, 100), step(4, 180), step(8, 185)])).toBe(false);
    expect(keepSearching([step(2, 100), step(4, 90)])).toBe(false);
    expect(keepSearching([step(2, 100, 1)])).toBe(false);
  });

  it('names the step with the highest throughput', () => {
    expect(peakOf([])).toBeNull();
    expect(peakOf([step(2, 100), step(4, 180), step(8, 170)])?.concurrency).toBe(4);
  });
});
