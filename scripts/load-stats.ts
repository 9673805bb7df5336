/**
 * The pure parts of the load suite (scripts/load.ts): a latency histogram with bounded memory
 * and 1 % resolution, the open-loop schedule (when the i-th request is due at a fixed rate), and
 * the rule that ends the peak-throughput search. No I/O.
 */

/** Relative width of one histogram bucket: percentiles are exact to within 1 %. */
const GROWTH = 1.01;
const LOG_GROWTH = Math.log(GROWTH);
/** Values below this (ms) share the first bucket. */
const FLOOR_MS = 0.01;

/** Latencies in milliseconds, counted in logarithmic buckets (memory bounded by the value range). */
export class Histogram {
  private readonly buckets = new Map<number, number>();
  count = 0;
  sum = 0;
  min = Infinity;
  max = 0;

  record(ms: number): void {
    const value = Math.max(ms, FLOOR_MS);
    const bucket = Math.ceil(Math.log(value / FLOOR_MS) / LOG_GROWTH);
    this.buckets.set(bucket, (this.buckets.get(bucket) ?? 0) + 1);
    this.count += 1;
    this.sum += ms;
    this.min = Math.min(this.min, ms);
    this.max = Math.max(this.max, ms);
  }

  /** Adds every value of `other`. */
  merge(other: Histogram): void {
    for (const [bucket, n] of other.buckets) this.buckets.set(bucket, (this.buckets.get(bucket) ?? 0) + n);
    this.count += other.count;
    this.sum += other.sum;
    this.min = Math.min(this.min, other.min);
    this.max = Math.max(this.max, other.max);
  }

  /**
   * The value at percentile `p` (0-100): the upper edge of its bucket, capped at the largest value
   * seen, so it is never below the true percentile and at most 1 % above it. 0 when empty.
   */
  percentile(p: number): number {
    if (this.count === 0) return 0;
    const rank = Math.max(1, Math.ceil((p / 100) * this.count));
    let seen = 0;
    for (const bucket of [...this.buckets.keys()].sort((a, b) => a - b)) {
      seen += this.buckets.get(bucket) ?? 0;
      if (seen >= rank) return Math.min(FLOOR_MS * GROWTH ** bucket, this.max);
    }
    return this.max;
  }

  mean(): number {
    return this.count === 0 ? 0 : this.sum / this.count;
  }
}

/**
 * How many requests of an open-loop run at `ratePerSecond` are due `elapsedMs` after its start
 * (request i is due at i / rate; the first one at once), never more than `total`.
 */
export function dueCount(elapsedMs: number, ratePerSecond: number, total: number): number {
  if (elapsedMs < 0) return 0;
  return Math.min(total, Math.floor((elapsedMs * ratePerSecond) / 1000) + 1);
}

/** When request `index` of an open-loop run is due, in ms after the start. */
export const dueAt = (index: number, ratePerSecond: number): number => (index * 1000) / ratePerSecond;

/** One step of the peak search: concurrent requests in flight and what they achieved. */
export interface PeakStep {
  concurrency: number;
  /** Completed requests per second. */
  throughput: number;
  p99Ms: number;
  errors: number;
}

/**
 * Whether the peak search should try a higher concurrency after `steps`: yes while the last step
 * still gained at least `minGain` (default 5 %) over the best before it and had no errors.
 */
export function keepSearching(steps: readonly PeakStep[], minGain = 0.05): boolean {
  const last = steps.at(-1);
  if (!last) return true;
  if (last.errors > 0) return false;
  if (steps.length === 1) return true;
  const bestBefore = Math.max(...steps.slice(0, -1).map((s) => s.throughput));
  return last.throughput >= bestBefore * (1 + minGain);
}

/** The step with the highest throughput (the peak), or null when there is none. */
export function peakOf(steps: readonly PeakStep[]): PeakStep | null {
  return steps.reduce<PeakStep | null>(
    (best, s) => (!best || s.throughput > best.throughput ? s : best),
    null,
  );
}
