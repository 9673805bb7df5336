import { describe, expect, it } from 'vitest';
import type { PublishedChange, RebuildService } from './rebuild.ts';
import { backgroundRebuild } from './render-status.ts';

/** A renderer whose batches finish when the test says so. */
function controlledRenderer() {
  const pending: { change: PublishedChange; finish: () => void; fail: (e: Error) => void }[] = [];
  const renderer: RebuildService = {
    afterPublish: (change) =>
      new Promise<void>((finish, fail) => pending.push({ change, finish, fail: (e) => fail(e) })),
  };
  return { renderer, pending };
}

const change: PublishedChange = { pageIds: ['home'], wholeSite: false, removedPaths: [] };

describe('backgroundRebuild', () => {
  it('answers before the render finishes and counts the ticket done when it does', async () => {
    const { renderer, pending } = controlledRenderer();
    const tracker = backgroundRebuild(renderer, { log: () => {} });
    await tracker.rebuild.afterPublish(change);
    expect(pending.map((p) => p.change)).toEqual([change]);
    expect(tracker.status()).toEqual({ requested: 1, done: 0, failed: null });
    pending[0]!.finish();
    await tracker.settled();
    expect(tracker.status()).toEqual({ requested: 1, done: 1, failed: null });
  });

  it('reports a failed render until a later one succeeds, and a retry renders the whole site', async () => {
    const { renderer, pending } = controlledRenderer();
    const logged: string[] = [];
    const tracker = backgroundRebuild(renderer, { log: (m) => logged.push(m) });
    await tracker.rebuild.afterPublish(change);
    pending[0]!.fail(new Error('no server bundle'));
    await tracker.settled();
    expect(tracker.status()).toEqual({
      requested: 1,
      done: 1,
      failed: { ticket: 1, message: 'no server bundle' },
    });
    expect(logged).toEqual(['render 1 failed: no server bundle']);

    expect(tracker.retry()).toBe(2);
    expect(pending[1]!.change).toEqual({ pageIds: [], wholeSite: true, removedPaths: [] });
    expect(tracker.status().failed).not.toBeNull();
    pending[1]!.finish();
    await tracker.settled();
    expect(tracker.status()).toEqual({ requested: 2, done: 2, failed: null });
  });

  it('keeps done at the newest finished ticket when batches finish together', async () => {
    const { renderer, pending } = controlledRenderer();
    const tracker = backgroundRebuild(renderer, { log: () => {} });
    await tracker.rebuild.afterPublish(change);
    await tracker.rebuild.afterPublish(change);
    pending[1]!.finish();
    pending[0]!.finish();
    await tracker.settled();
    expect(tracker.status()).toEqual({ requested: 2, done: 2, failed: null });
  });
});
