import { describe, expect, it } from 'vitest';
import { forEachLimited } from './each-limited.ts';

describe('forEachLimited', () => {
  it('runs every item once, starting them in order, never more than the limit at a time', async () => {
    const started: number[] = [];
    let running = 0;
    let most = 0;
    await forEachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      started.push(item);
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setImmediate(r));
      running--;
    });
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('runs one at a time below a limit of 1, and nothing for no items', async () => {
    let most = 0;
    let running = 0;
    await forEachLimited([1, 2], 0, async () => {
      most = Math.max(most, ++running);
      await Promise.resolve();
      running--;
    });
    expect(most).toBe(1);
    await forEachLimited([], 4, () => Promise.reject(new Error('never')));
  });
});
