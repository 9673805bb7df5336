/** The disk-flush probe: it flushes while running, and leaves nothing behind once stopped. */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startFlushProbe } from './load-disk.ts';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-flush-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it('times a flush every interval until stopped, then removes its file', async () => {
  const probe = await startFlushProbe(dir, 1);
  expect(await readdir(dir)).toHaveLength(1);
  await expect.poll(() => probe.histogram.count).toBeGreaterThanOrEqual(3);
  const flushes = await probe.stop();
  expect(flushes.max).toBeGreaterThan(0);
  expect(flushes.percentile(99)).toBeLessThanOrEqual(flushes.max);
  expect(await readdir(dir)).toEqual([]);
});
