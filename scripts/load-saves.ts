/**
 * Part (b) of the load suite (scripts/load.ts), also a part of `npm run bench`: the same field
 * saves against the real server (scripts/load-server.ts) and against a bare node:http + libSQL
 * server doing one revision-checked UPDATE (scripts/bare-save-server.ts), side by side in one run:
 * latency at 500 saves/s (open loop) and a peak-throughput search (closed loop, concurrency doubled
 * while the throughput still grows by 5 %). Meanwhile the disk's flush times are probed
 * (scripts/load-disk.ts): a run whose flushes stalled shows it in `save.disk.flush.max`.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Pool } from 'undici';
import type { BenchRow } from './bench-table.ts';
import { startFlushProbe } from './load-disk.ts';
import { Histogram, keepSearching, peakOf, type PeakStep } from './load-stats.ts';
import {
  closedLoop,
  closePool,
  cpuMs,
  fieldSaver,
  here,
  ms,
  openLoop,
  signIn,
  startServer,
} from './load-runner.ts';

/** (b) The save comparison: our server against the bare one, side by side. */
export async function saveComparison({
  dist = 'dist',
  rate = 500,
  rounds = 3,
  roundSeconds = 4,
  ladder = [2, 4, 8, 16, 32, 64],
  stepSeconds = 2.5,
  log = (message: string) => console.log(message),
} = {}): Promise<{ rows: BenchRow[]; errors: string[] }> {
  log('save comparison: starting the real server and the bare one ...');
  const [ours, bare] = await Promise.all([
    startServer(here('./load-server.ts'), ['--dist', resolve(dist)]),
    startServer(here('./bare-save-server.ts')),
  ]);
  const oursPool = new Pool(ours.origin, { connections: 128 });
  const barePool = new Pool(bare.origin, { connections: 128 });
  const errors: string[] = [];
  try {
    const optician = ours.info.accounts?.optician;
    if (!optician) throw new Error('the load server named no optician account');
    const cookie = await signIn(oursPool, ours.origin, optician);
    // Side by side: the two servers take turns in short slices, so a change in the machine's
    // other load (2 cores, shared) touches both alike.
    const servers = [
      { key: 'ours', server: ours, saver: fieldSaver(oursPool, ours.origin, ours.info.targets, cookie) },
      { key: 'bare', server: bare, saver: fieldSaver(barePool, bare.origin, bare.info.targets) },
    ] as const;
    const failed = (key: string, run: { errors: number; errorSamples: string[] }) => {
      if (run.errors) errors.push(`${key}: ${run.errors} failed saves ${run.errorSamples.join('; ')}`);
    };
    log(`  warm-up, then ${rate} saves/s in ${rounds} rounds of ${roundSeconds} s each`);
    for (const { saver } of servers) await openLoop({ rate: rate / 2, seconds: 2 }, (i) => saver.save(i));
    const fixed = { ours: new Histogram(), bare: new Histogram() };
    const cpu = { ours: 0, bare: 0 };
    const cacheDir = here('../.cache/');
    await mkdir(cacheDir, { recursive: true });
    // How long the disk took to flush meanwhile: a slow flush shows on whichever server ran then.
    const probe = await startFlushProbe(cacheDir);
    let flushes: Histogram;
    try {
      for (let round = 0; round < rounds; round++) {
        for (const { key, server, saver } of servers) {
          const before = await cpuMs(server.child.pid);
          const run = await openLoop({ rate, seconds: roundSeconds }, (i) => saver.save(i));
          const after = await cpuMs(server.child.pid);
          cpu[key] += before !== null && after !== null ? after - before : NaN;
          fixed[key].merge(run.histogram);
          failed(key, run);
        }
      }
    } finally {
      flushes = await probe.stop();
    }
    log(`  peak search: concurrency ${ladder.join(', ')} while the throughput still grows`);
    const steps: Record<'ours' | 'bare', PeakStep[]> = { ours: [], bare: [] };
    for (const concurrency of ladder) {
      const searching = servers.filter(({ key }) => keepSearching(steps[key]));
      if (searching.length === 0) break;
      for (const { key, saver } of searching) {
        const run = await closedLoop({ concurrency, seconds: stepSeconds }, (i) => saver.save(i));
        steps[key].push({
          concurrency,
          throughput: run.throughput,
          p99Ms: run.histogram.percentile(99),
          errors: run.errors,
        });
        failed(key, run);
      }
    }
    const rows: BenchRow[] = [];
    for (const { key, saver } of servers) {
      for (const v of await saver.verify()) if (!v.ok) errors.push(`${key}: ${v.error}`);
      const peak = peakOf(steps[key]) as PeakStep;
      const histogram = fixed[key];
      rows.push(
        { name: `save.${key}.${rate}rps.p50`, value: ms(histogram.percentile(50)), unit: 'ms' },
        { name: `save.${key}.${rate}rps.p99`, value: ms(histogram.percentile(99)), unit: 'ms' },
        { name: `save.${key}.peak`, value: Math.round(peak.throughput), unit: 'saves/s' },
        { name: `save.${key}.peak.p99`, value: ms(peak.p99Ms), unit: 'ms' },
        { name: `save.${key}.peak.concurrency`, value: peak.concurrency, unit: 'in flight' },
      );
      if (Number.isFinite(cpu[key]) && histogram.count)
        rows.push({
          name: `save.${key}.cpu`,
          value: Math.round((cpu[key] * 1000) / histogram.count),
          unit: 'µs/save',
        });
    }
    rows.push(
      { name: 'save.disk.flush.p99', value: ms(flushes.percentile(99)), unit: 'ms' },
      { name: 'save.disk.flush.max', value: ms(flushes.max), unit: 'ms' },
    );
    const peakOurs = rows.find((r) => r.name === 'save.ours.peak')?.value ?? 0;
    const peakBare = rows.find((r) => r.name === 'save.bare.peak')?.value ?? 1;
    rows.push({
      name: 'save.peak.ratio',
      value: Math.round((peakOurs / peakBare) * 1000) / 1000,
      unit: 'ours/bare',
    });
    return { rows, errors };
  } finally {
    await Promise.all([closePool(oursPool), closePool(barePool)]);
    await Promise.all([ours.stop(), bare.stop()]);
  }
}
