/**
 * An in-process job queue for background encodes: one job at a time (the machine's cores serve
 * visitors first), a job already waiting or running under the same key is not added twice, and
 * urgent jobs (WebP/fallback after an upload) run before slow ones (AVIF, 30-40x slower).
 */

export interface JobQueue {
  /** Adds a job unless one with this key is waiting or running; never throws (failures are logged). */
  add(key: string, job: () => Promise<void>, priority?: 'urgent' | 'background'): void;
  /** Whether a job with this key is waiting or running. */
  has(key: string): boolean;
  /** Resolves once nothing is waiting or running. */
  idle(): Promise<void>;
}

export function createJobQueue(onError: (key: string, error: unknown) => void = () => {}): JobQueue {
  const urgent: { key: string; job: () => Promise<void> }[] = [];
  const background: { key: string; job: () => Promise<void> }[] = [];
  const keys = new Set<string>();
  let running: Promise<void> | null = null;
  let idleWaiters: (() => void)[] = [];

  const pump = async () => {
    for (let next = urgent.shift() ?? background.shift(); next; next = urgent.shift() ?? background.shift()) {
      try {
        await next.job();
      } catch (error) {
        onError(next.key, error);
      } finally {
        keys.delete(next.key);
      }
    }
    running = null;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const done of waiters) done();
  };

  return {
    add(key, job, priority = 'background') {
      if (keys.has(key)) return;
      keys.add(key);
      (priority === 'urgent' ? urgent : background).push({ key, job });
      running ??= pump();
    },
    has: (key) => keys.has(key),
    idle: () => (running ? new Promise((done) => idleWaiters.push(done)) : Promise.resolve()),
  };
}
