/**
 * Tests for the room's database snapshot: throttling, flushing, retries and the missing configuration.
 */
import { describe, expect, it } from 'vitest';
import { emptyGameState, snapshotOf, type GameState } from '../src/game/protocol.ts';
import { SNAPSHOT_PATH, SnapshotWriter, type SnapshotTimers } from './snapshot-writer.ts';
import { NOW } from './test-support.ts';

/** Timers that run only when the test advances the clock. */
function manualClock() {
  let now = 0;
  let nextId = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: SnapshotTimers = {
    set: (callback, ms) => {
      pending.set(++nextId, { at: now + ms, callback });
      return nextId;
    },
    clear: (handle) => void pending.delete(handle as number),
  };
  /** Moves the clock forward, running due timers in order; waits for the writes they start. */
  async function advance(ms: number) {
    const until = now + ms;
    for (;;) {
      const due = [...pending.entries()]
        .filter(([, t]) => t.at <= until)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (due === undefined) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].callback();
      for (let i = 0; i < 10; i++) await Promise.resolve();
    }
    now = until;
  }
  return { timers, now: () => now, advance, pendingCount: () => pending.size };
}

function snapshotHarness(options: { apiUrl?: unknown; secret?: unknown; failures?: number } = {}) {
  const clock = manualClock();
  const calls: { url: string; init: RequestInit; body: unknown }[] = [];
  const logs: string[] = [];
  let failures = options.failures ?? 0;
  let state: GameState = {
    ...emptyGameState(),
    game: { id: 'g1', gameName: 'Game 22.11.2026', createdAt: NOW.toISOString() },
    seq: 1,
  };
  const fakeFetch = (async (url: URL | string, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {}, body: JSON.parse(String(init?.body)) });
    if (failures > 0) {
      failures -= 1;
      return new Response('down', { status: 503 });
    }
    return new Response('{"success":true}', { status: 200 });
  }) as typeof fetch;
  const writer = new SnapshotWriter({
    apiUrl: 'apiUrl' in options ? options.apiUrl : 'http://127.0.0.1:4321',
    secret: 'secret' in options ? options.secret : 's3cret',
    read: () => state,
    fetch: fakeFetch,
    timers: clock.timers,
    now: clock.now,
    log: (message) => logs.push(message),
  });
  return {
    writer,
    clock,
    calls,
    logs,
    setState: (next: GameState) => (state = next),
    state: () => state,
  };
}

describe('SnapshotWriter', () => {
  it('posts the snapshot with the secret, as JSON, naming the API origin', async () => {
    const h = snapshotHarness();
    h.writer.changed();
    await h.clock.advance(0);
    expect(h.calls).toHaveLength(1);
    const [call] = h.calls;
    expect(call?.url).toBe(`http://127.0.0.1:4321${SNAPSHOT_PATH}`);
    expect(call?.init.method).toBe('POST');
    expect(call?.init.headers).toEqual({
      'content-type': 'application/json',
      authorization: 'Bearer s3cret',
      origin: 'http://127.0.0.1:4321',
    });
    expect(call?.body).toEqual(snapshotOf(h.state()));
  });

  it('writes at most every 2 s while the game changes, always the latest state', async () => {
    const h = snapshotHarness();
    h.writer.changed();
    await h.clock.advance(0);
    for (let seq = 2; seq <= 6; seq++) {
      h.setState({ ...h.state(), seq });
      h.writer.changed();
      await h.clock.advance(300);
    }
    expect(h.calls).toHaveLength(1);
    await h.clock.advance(2000);
    expect(h.calls.map((c) => (c.body as { seq: number }).seq)).toEqual([1, 6]);
  });

  it('flushes at once (game end) and not again without a change', async () => {
    const h = snapshotHarness();
    h.writer.changed();
    await h.writer.flush();
    await h.writer.flush();
    await h.clock.advance(10_000);
    expect(h.calls).toHaveLength(1);
    expect(h.clock.pendingCount()).toBe(0);
  });

  it('logs a failed write and retries with growing pauses until it succeeds', async () => {
    const h = snapshotHarness({ failures: 2 });
    h.writer.changed();
    await h.clock.advance(0);
    expect(h.calls).toHaveLength(1);
    expect(h.logs.at(-1)).toMatch(/snapshot of game g1 failed \(Error: status 503\); retrying in 4000 ms/);
    await h.clock.advance(4000);
    expect(h.calls).toHaveLength(2);
    await h.clock.advance(8000);
    expect(h.calls).toHaveLength(3);
    await h.clock.advance(60_000);
    expect(h.calls).toHaveLength(3);
  });

  it('writes nothing before the game exists', async () => {
    const h = snapshotHarness();
    h.setState(emptyGameState());
    h.writer.changed();
    await h.clock.advance(5000);
    expect(h.calls).toEqual([]);
  });

  it.each([
    ['no API URL', { apiUrl: undefined }],
    ['no secret', { secret: '' }],
    ['an API URL that is not a URL', { apiUrl: 'not a url' }],
  ])('is disabled with %s, and says so once', async (_case, options) => {
    const h = snapshotHarness(options);
    expect(h.writer.enabled).toBe(false);
    h.writer.changed();
    await h.writer.flush();
    await h.clock.advance(5000);
    expect(h.calls).toEqual([]);
    expect(h.logs).toEqual([expect.stringContaining('no snapshots are written')]);
  });
});
