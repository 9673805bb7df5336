/** The background queue: one job at a time, urgent before background, duplicates dropped, failures logged. */
import { describe, expect, it } from 'vitest';
import { createJobQueue } from './queue.ts';

describe('createJobQueue', () => {
  it('runs one job at a time, urgent first, each key once while waiting', async () => {
    const ran: string[] = [];
    let running = 0;
    let most = 0;
    const job = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      await Promise.resolve();
      ran.push(name);
      running--;
    };
    const queue = createJobQueue();
    queue.add('a', job('a'));
    queue.add('b', job('b'));
    queue.add('b', job('b again'));
    queue.add('c', job('c'), 'urgent');
    expect(queue.has('b')).toBe(true);
    await queue.idle();
    expect(ran).toEqual(['a', 'c', 'b']);
    expect(most).toBe(1);
    expect(queue.has('b')).toBe(false);
    // A finished key can be queued again.
    queue.add('b', job('b later'));
    await queue.idle();
    expect(ran.at(-1)).toBe('b later');
  });

  it('logs a failing job and goes on', async () => {
    const errors: string[] = [];
    const queue = createJobQueue((key, error) => errors.push(`${key}: ${String(error)}`));
    let done = false;
    queue.add('bad', async () => {
      throw new Error('broken');
    });
    queue.add('good', async () => {
      done = true;
    });
    await queue.idle();
    expect(errors).toEqual(['bad: Error: broken']);
    expect(done).toBe(true);
  });

  it('is idle at once when empty', async () => {
    await expect(createJobQueue().idle()).resolves.toBeUndefined();
  });
});
