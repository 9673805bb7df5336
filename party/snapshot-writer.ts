/**
 * The room's copy of its game in the database: `SnapshotWriter` posts the game's snapshot to the
 * API (`POST /api/v1/game/snapshot`), throttled while the game changes and at once at its end.
 */
import { snapshotOf, type GameState } from '../src/game/protocol.ts';

/** Timers, injectable for tests. */
export interface SnapshotTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** Where and how often a `SnapshotWriter` writes, and what it reads. */
export interface SnapshotWriterOptions {
  /** `LUNETTE_API_URL`, e.g. `http://127.0.0.1:4321`; without it (or a secret) nothing is written. */
  apiUrl: unknown;
  /** `GAME_SNAPSHOT_SECRET`, shared with the API. */
  secret: unknown;
  /** The state to write (read when the write happens, so it is the latest). */
  read: () => GameState;
  /** The host of the site the game belongs to (sent as `x-lunette-site-host`; null: the default site). */
  siteHost?: () => string | null;
  fetch?: typeof fetch;
  /** Least time between two writes; default 2000 ms. */
  minIntervalMs?: number;
  /** Longest wait before retrying a failed write; default 60 s. */
  maxRetryMs?: number;
  timers?: SnapshotTimers;
  now?: () => number;
  log?: (message: string) => void;
}

/** The header naming the game's site to the API's host router (only for snapshot writes). */
export const SITE_HOST_HEADER = 'x-lunette-site-host';

/** Path of the API route that stores snapshots. */
export const SNAPSHOT_PATH = '/api/v1/game/snapshot';

/**
 * Writes the game's snapshot to the database through the API, at most every `minIntervalMs` while
 * the game changes, and at once on `flush()` (game end, last player gone). The room stays
 * authoritative: a failed write is logged and retried (after a growing pause, and with the next
 * change), it never blocks or undoes a move.
 *
 * @example
 * const writer = new SnapshotWriter({ apiUrl: env.LUNETTE_API_URL, secret: env.GAME_SNAPSHOT_SECRET, read: () => core.state });
 * writer.changed(); // after each applied operation
 */
export class SnapshotWriter {
  readonly #options: SnapshotWriterOptions;
  readonly #endpoint: URL | null;
  #timer: unknown = null;
  #dirty = false;
  #lastAttempt = Number.NEGATIVE_INFINITY;
  #failures = 0;
  #writing: Promise<void> = Promise.resolve();

  constructor(options: SnapshotWriterOptions) {
    this.#options = options;
    this.#endpoint = endpointOf(options.apiUrl, options.secret);
    if (this.#endpoint === null) {
      this.#log(
        'LUNETTE_API_URL or GAME_SNAPSHOT_SECRET is not set: no snapshots are written to the database',
      );
    }
  }

  /** Whether an API URL and a secret are configured. */
  get enabled(): boolean {
    return this.#endpoint !== null;
  }

  /** The game changed: write within `minIntervalMs` of the last write. */
  changed(): void {
    this.#dirty = true;
    this.#schedule(Math.max(0, this.#lastAttempt + (this.#options.minIntervalMs ?? 2000) - this.#now()));
  }

  /** Writes now if anything changed since the last successful write. */
  flush(): Promise<void> {
    this.#cancel();
    this.#writing = this.#writing.then(() => this.#write());
    return this.#writing;
  }

  #schedule(delayMs: number): void {
    if (this.#endpoint === null || this.#timer !== null) return;
    const timers = this.#options.timers ?? defaultTimers;
    this.#timer = timers.set(() => {
      this.#timer = null;
      void this.flush();
    }, delayMs);
  }

  #cancel(): void {
    if (this.#timer === null) return;
    (this.#options.timers ?? defaultTimers).clear(this.#timer);
    this.#timer = null;
  }

  async #write(): Promise<void> {
    const endpoint = this.#endpoint;
    if (endpoint === null || !this.#dirty) return;
    const snapshot = snapshotOf(this.#options.read());
    this.#dirty = false;
    if (snapshot === null) return;
    this.#lastAttempt = this.#now();
    try {
      const response = await (this.#options.fetch ?? fetch)(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${String(this.#options.secret)}`,
          // The API's CSRF guard accepts writes that name its own origin; this is a server call.
          origin: endpoint.origin,
          // A network serves many sites: the snapshot goes to the site whose phones play the game.
          ...(this.#options.siteHost?.() ? { [SITE_HOST_HEADER]: String(this.#options.siteHost()) } : {}),
        },
        body: JSON.stringify(snapshot),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`status ${response.status}`);
      this.#failures = 0;
    } catch (error) {
      this.#dirty = true;
      this.#failures += 1;
      const retryMs = Math.min(
        this.#options.maxRetryMs ?? 60_000,
        (this.#options.minIntervalMs ?? 2000) * 2 ** this.#failures,
      );
      this.#log(`snapshot of game ${snapshot.game.id} failed (${String(error)}); retrying in ${retryMs} ms`);
      this.#schedule(retryMs);
    }
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }

  #log(message: string): void {
    (this.#options.log ?? console.error)(`[game snapshot] ${message}`);
  }
}

const defaultTimers: SnapshotTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function endpointOf(apiUrl: unknown, secret: unknown): URL | null {
  if (typeof apiUrl !== 'string' || typeof secret !== 'string' || apiUrl === '' || secret === '') return null;
  try {
    return new URL(SNAPSHOT_PATH, apiUrl);
  } catch {
    return null;
  }
}
