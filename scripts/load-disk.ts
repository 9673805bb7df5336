/**
 * The disk-flush probe of the save comparison (scripts/load-saves.ts). Every save is acknowledged
 * only after its COMMIT's flush (`synchronous=FULL`), and on a shared machine a flush sometimes
 * takes hundreds of milliseconds; such a flush shows in the p99 of whichever server ran then.
 * The probe rewrites and flushes a small file beside the databases every `everyMs` while the
 * rounds run, on libuv's thread pool (it never blocks the load generator), so the table tells a
 * run the disk disturbed from a slow server.
 */
import { mkdtemp, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Histogram } from './load-stats.ts';

export interface FlushProbe {
  /** Flush times so far (ms). */
  readonly histogram: Histogram;
  /** Stops flushing, removes the probe's file; resolves with the flush times. */
  stop(): Promise<Histogram>;
}

/** Starts flushing a 4 KB file in a new folder inside `parentDir` every `everyMs`. */
export async function startFlushProbe(parentDir: string, everyMs = 50): Promise<FlushProbe> {
  const dir = await mkdtemp(join(parentDir, 'flush-probe-'));
  const file = await open(join(dir, 'probe.bin'), 'w', 0o600);
  const block = Buffer.alloc(4096, 0x2a);
  const histogram = new Histogram();
  let running = true;
  let failure: unknown = null;
  const loop = (async () => {
    while (running) {
      await file.write(block, 0, block.length, 0);
      const started = performance.now();
      await file.datasync();
      histogram.record(performance.now() - started);
      await new Promise((done) => setTimeout(done, everyMs));
    }
  })().catch((error: unknown) => {
    failure = error;
  });
  return {
    histogram,
    async stop() {
      running = false;
      await loop;
      await file.close();
      await rm(dir, { recursive: true, force: true });
      if (failure) throw failure;
      return histogram;
    },
  };
}
