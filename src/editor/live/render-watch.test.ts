import { afterEach, describe, expect, it } from 'vitest';
import type { RenderStatusResponse } from '../../lib/api/render.ts';
import { $renderWanted, noteRenderTicket } from './render-ticket.ts';
import { $live, retryRender, startRenderWatch } from './render-watch.ts';

/** A status endpoint the test moves on, and a scheduler that runs only when told. */
function harness(initial: RenderStatusResponse) {
  let current = initial;
  const asked: RenderStatusResponse[] = [];
  const due: (() => void)[] = [];
  const api = {
    getRenderStatus: async () => {
      asked.push(current);
      return current;
    },
  };
  const schedule = (run: () => void) => {
    due.push(run);
    return () => due.splice(due.indexOf(run), 1);
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    api,
    schedule,
    asked,
    set: (next: RenderStatusResponse) => void (current = next),
    tick: async () => {
      due.shift()?.();
      await settle();
    },
    settle,
    pending: () => due.length,
  };
}

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  $renderWanted.set(0);
  $live.set({ kind: 'idle' });
});

describe('startRenderWatch', () => {
  it('stays quiet on a page that saved nothing', async () => {
    const h = harness({ requested: 4, done: 4, failed: null });
    stop = startRenderWatch(h.api, h.schedule);
    await h.settle();
    expect($live.get()).toEqual({ kind: 'idle' });
    expect(h.pending()).toBe(0);
  });

  it('follows a ticket from an answer until it is rendered', async () => {
    const h = harness({ requested: 0, done: 0, failed: null });
    stop = startRenderWatch(h.api, h.schedule);
    await h.settle();
    h.set({ requested: 1, done: 0, failed: null });
    noteRenderTicket(1);
    await h.settle();
    expect($live.get()).toEqual({ kind: 'applying' });
    expect(h.pending()).toBe(1);
    h.set({ requested: 1, done: 1, failed: null });
    await h.tick();
    expect($live.get()).toEqual({ kind: 'live' });
    expect(h.pending()).toBe(0);
  });

  it('picks up a render still running after a reload', async () => {
    const h = harness({ requested: 2, done: 1, failed: null });
    stop = startRenderWatch(h.api, h.schedule);
    await h.settle();
    expect($live.get()).toEqual({ kind: 'applying' });
    h.set({ requested: 2, done: 2, failed: null });
    await h.tick();
    expect($live.get()).toEqual({ kind: 'live' });
  });

  it('shows a failure, and a retry follows the new render', async () => {
    const h = harness({ requested: 1, done: 1, failed: { ticket: 1, message: 'boom' } });
    stop = startRenderWatch(h.api, h.schedule);
    await h.settle();
    expect($live.get()).toEqual({ kind: 'failed', message: 'boom' });
    h.set({ requested: 2, done: 1, failed: { ticket: 1, message: 'boom' } });
    await retryRender({ retryRender: async () => ({ ticket: 2 }) });
    await h.settle();
    expect($live.get()).toEqual({ kind: 'applying' });
    h.set({ requested: 2, done: 2, failed: null });
    await h.tick();
    expect($live.get()).toEqual({ kind: 'live' });
  });

  it('keeps the failure when the retry does not reach the server', async () => {
    $live.set({ kind: 'failed', message: 'boom' });
    await expect(
      retryRender({ retryRender: async () => Promise.reject(new Error('offline')) }),
    ).rejects.toThrow();
    expect($live.get()).toEqual({ kind: 'failed', message: 'boom' });
  });
});
