/**
 * Render threads for the local renderer's large batches (docs/decisions/0024-render-threads.md):
 * a settings change or a navigation label re-renders every page of a locale, hundreds of renders
 * that on the main thread would use one core and hold up the requests it serves. A pool per server
 * bundle (the network's sites share the default site's bundle, so they share its threads) starts
 * its threads on first use; each imports the bundle once (./render-worker.ts). A batch hands its
 * snapshot to a thread once (structured clone), then names it per render. Threads are unref'd
 * (they never keep the process alive) and a thread that dies fails its renders and is replaced by
 * the next batch. Node only.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** What a thread is started with. */
export interface PoolThreadData {
  entryFile: string;
}

/** Main thread -> render thread. */
export type PoolRequest =
  | { type: 'batch'; key: number; locals: object; links: string[] | null }
  | { type: 'render'; id: number; key: number; source: string }
  | { type: 'drop'; key: number };

/** Render thread -> main thread. */
export type PoolReply =
  | { type: 'ready' }
  | { type: 'broken'; error: string }
  | { type: 'rendered'; id: number; status: number; body: Uint8Array }
  | { type: 'failed'; id: number; error: string };

export interface PoolRender {
  status: number;
  body: Buffer;
}

/** One batch's view of the pool: its snapshot is sent to a thread at its first render there. */
export interface PoolBatch {
  render(source: string): Promise<PoolRender>;
  /** Lets the threads drop the batch's snapshot. */
  end(): void;
}

export interface RenderPool {
  readonly threads: number;
  /** Renders in flight the pool keeps busy at once (the renderer's concurrency for a pooled batch). */
  readonly capacity: number;
  /** Whether a thread has imported the bundle (a batch handed over now starts rendering at once). */
  readonly ready: boolean;
  batch(locals: object, links: string[] | null): PoolBatch;
  /** Starts the threads (each imports the bundle); resolves once one of them is ready. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/** Renders in flight per thread: one rendering while the next one's message is on its way. */
const PER_THREAD = 2;

interface Thread {
  worker: Worker;
  ready: boolean;
  busy: number;
  /** Batches whose snapshot this thread holds. */
  batches: Set<number>;
  pending: Map<number, { done: (r: PoolRender) => void; fail: (e: Error) => void }>;
}

interface Job {
  id: number;
  key: number;
  source: string;
  locals: object;
  links: string[] | null;
  done: (r: PoolRender) => void;
  fail: (e: Error) => void;
}

/** Threads a pool starts by default: one per core (the main thread mostly waits meanwhile). */
export function defaultRenderThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

/** A pool of `threads` render threads for the server bundle `entryFile`. */
export function createRenderPool(entryFile: string, threads = defaultRenderThreads()): RenderPool {
  const workerUrl = new URL('./render-worker.ts', import.meta.url);
  const live: Thread[] = [];
  const queue: Job[] = [];
  let nextId = 0;
  let nextBatch = 0;
  let closed = false;
  let readyWaiters: { done: () => void; fail: (e: Error) => void }[] = [];
  const settleWaiters = (error: Error | null) => {
    const waiting = readyWaiters;
    readyWaiters = [];
    for (const waiter of waiting) {
      if (error) waiter.fail(error);
      else waiter.done();
    }
  };

  const start = (): Thread => {
    const data: PoolThreadData = { entryFile };
    const worker = new Worker(workerUrl, { workerData: data });
    const thread: Thread = { worker, ready: false, busy: 0, batches: new Set(), pending: new Map() };
    const retire = (error: Error) => {
      const index = live.indexOf(thread);
      if (index !== -1) live.splice(index, 1);
      for (const job of thread.pending.values()) job.fail(error);
      thread.pending.clear();
      void worker.terminate();
      // Renders still waiting go to a new thread.
      if (queue.length > 0 && !closed) {
        fill();
        dispatch();
      }
    };
    worker.on('message', (message: PoolReply) => {
      if (message.type === 'broken') {
        const error = new Error(`render thread: ${message.error}`);
        settleWaiters(error);
        return retire(error);
      }
      if (message.type === 'ready') {
        thread.ready = true;
        settleWaiters(null);
        return holdWhileBusy(thread);
      }
      const job = thread.pending.get(message.id);
      if (!job) return;
      thread.pending.delete(message.id);
      thread.busy--;
      holdWhileBusy(thread);
      if (message.type === 'rendered') {
        const body = Buffer.from(message.body.buffer, message.body.byteOffset, message.body.byteLength);
        job.done({ status: message.status, body });
      } else job.fail(new Error(message.error));
      dispatch();
    });
    worker.on('error', (error: unknown) => retire(error instanceof Error ? error : new Error(String(error))));
    worker.on('exit', (code) => retire(new Error(`render thread exited with ${code}`)));
    live.push(thread);
    return thread;
  };

  /**
   * A thread keeps the process alive while it starts or renders (a script awaiting a publish must
   * not exit under it), never while it waits for work.
   */
  const holdWhileBusy = (thread: Thread) => {
    if (thread.busy > 0 || !thread.ready) thread.worker.ref();
    else thread.worker.unref();
  };

  const fill = () => {
    while (!closed && live.length < threads) start();
  };

  const dispatch = () => {
    while (queue.length > 0) {
      const thread = live.reduce<Thread | null>(
        (best, t) => (t.busy < PER_THREAD && (!best || t.busy < best.busy) ? t : best),
        null,
      );
      if (!thread) return;
      const job = queue.shift() as Job;
      if (!thread.batches.has(job.key)) {
        thread.batches.add(job.key);
        const batch: PoolRequest = { type: 'batch', key: job.key, locals: job.locals, links: job.links };
        thread.worker.postMessage(batch);
      }
      thread.busy++;
      holdWhileBusy(thread);
      thread.pending.set(job.id, { done: job.done, fail: job.fail });
      const render: PoolRequest = { type: 'render', id: job.id, key: job.key, source: job.source };
      thread.worker.postMessage(render);
    }
  };

  return {
    threads,
    capacity: threads * PER_THREAD,
    get ready() {
      return live.some((t) => t.ready);
    },
    warmUp() {
      if (live.some((t) => t.ready)) return Promise.resolve();
      const waiting = new Promise<void>((done, fail) => readyWaiters.push({ done, fail }));
      fill();
      return waiting;
    },
    batch(locals, links) {
      const key = ++nextBatch;
      return {
        render(source) {
          if (closed) return Promise.reject(new Error('the render pool is closed'));
          fill();
          return new Promise<PoolRender>((done, fail) => {
            queue.push({ id: ++nextId, key, source, locals, links, done, fail });
            dispatch();
          });
        },
        end() {
          for (const thread of live) {
            if (!thread.batches.delete(key)) continue;
            const drop: PoolRequest = { type: 'drop', key };
            thread.worker.postMessage(drop);
          }
        },
      };
    },
    async close() {
      closed = true;
      const error = new Error('the render pool is closed');
      settleWaiters(error);
      for (const job of queue.splice(0)) job.fail(error);
      await Promise.all(live.splice(0).map((t) => t.worker.terminate()));
    },
  };
}

const shared = new Map<string, RenderPool>();

/** The process's pool for a server bundle (one per bundle identity, created on first use). */
export function sharedRenderPool(entryFile: string, stamp: string): RenderPool {
  const key = `${entryFile}\n${stamp}`;
  let pool = shared.get(key);
  if (!pool) {
    // A rebuilt bundle replaces the pool of the old one.
    for (const [old, outdated] of shared) {
      if (!old.startsWith(`${entryFile}\n`)) continue;
      shared.delete(old);
      void outdated.close();
    }
    pool = createRenderPool(entryFile);
    shared.set(key, pool);
  }
  return pool;
}
