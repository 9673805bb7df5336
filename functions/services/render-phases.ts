/**
 * Where a render batch's time goes, for `LUNETTE_RENDER_PHASES=1` (the local renderer then logs one
 * line per batch: bundle check, snapshot load, route diff, renders, removals, and the summed time
 * of the concurrent renders and file swaps).
 */
/**
 * Wall time of a batch's phases (laps) and summed time of concurrent steps (renders, swaps).
 *
 * @example
 * const clock = new PhaseClock(performance.now());
 * clock.lap('load'); // ... clock.summary(); // 'load 12.3 ms, ...'
 */
export class PhaseClock {
  private last: number;
  private readonly laps: [string, number][] = [];
  private readonly sums = new Map<string, number>();
  constructor(started: number) {
    this.last = started;
  }
  lap(name: string): void {
    const now = performance.now();
    this.laps.push([name, now - this.last]);
    this.last = now;
  }
  add(name: string, since: number): void {
    this.sums.set(name, (this.sums.get(name) ?? 0) + performance.now() - since);
  }
  summary(): string {
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const laps = this.laps.map(([name, value]) => `${name} ${ms(value)}`);
    const sums = [...this.sums].map(([name, value]) => `${name} sum ${ms(value)}`);
    return [...laps, ...sums].join(', ');
  }
}
