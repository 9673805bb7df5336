/**
 * Group commit for the editor's saves (POST /data): saves that arrive while an earlier one is
 * being written share the next transaction, each in its own savepoint, so a burst of saves pays
 * one commit (one fsync of the local database file) instead of one each. Profiling showed the
 * commit's fsync as most of a save's time on disk, and with a local libSQL file it blocks the
 * event loop while it lasts.
 *
 * What every save keeps:
 * - A save is answered only after the transaction holding it committed: an acknowledged save is
 *   stored. When the commit fails, every save of that batch fails with its error (none is
 *   acknowledged).
 * - A save that throws (stale revision, bad input, a database error) is rolled back to its
 *   savepoint and answered with its own error; the other saves of the batch are unaffected.
 * - Saves run in the order they arrived, one after the other, inside the process's serialised
 *   write transactions (db/write.ts), so the revision checks behave exactly as before.
 * - A save arriving when nothing is being written waits one turn of the event loop, no more.
 * - A save that declares itself `singleWrite` (its only write is one statement, its last step, so
 *   when it throws it has written nothing) runs without a savepoint: SQLite undoes a failed
 *   statement on its own, and a savepoint would cost two more statements per save. An error that
 *   makes SQLite abandon the whole transaction (disk full, I/O) fails the commit, and with it the
 *   whole batch, as before.
 */
import type { Db } from '../../../db/client.ts';
import { writeTransaction, type Tx } from '../../../db/write.ts';

/** Most saves committed together. */
export const MAX_SAVES_PER_COMMIT = 64;

/** How batches are written: a transaction that commits, and a savepoint inside one. */
export interface GroupCommitRunner<T> {
  transaction<R>(fn: (tx: T) => Promise<R>): Promise<R>;
  savepoint<R>(tx: T, fn: (tx: T) => Promise<R>): Promise<R>;
}

/** How one save is run in its batch. */
export interface SaveJobOptions {
  /** The save writes at most one statement, as its last step (then it needs no savepoint). */
  singleWrite?: boolean;
}

interface Job<T> {
  run: (tx: T) => Promise<unknown>;
  singleWrite: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Lets the requests that arrived meanwhile reach the queue before the next batch is cut. */
const nextTurn = () => new Promise<void>((done) => setImmediate(done));

/**
 * A group-commit queue over `runner`: `run(fn)` resolves with `fn`'s result once the transaction
 * holding it committed (see the rules above).
 */
export function createGroupCommit<T>(
  runner: GroupCommitRunner<T>,
  {
    maxBatch = MAX_SAVES_PER_COMMIT,
    between = nextTurn,
  }: { maxBatch?: number; between?: () => Promise<void> } = {},
) {
  const pending: Job<T>[] = [];
  let draining = false;

  async function writeBatch(batch: Job<T>[]): Promise<void> {
    const outcomes: Outcome[] = [];
    try {
      await runner.transaction(async (tx) => {
        if (batch.length === 1) {
          // Alone: its error rolls the transaction back, as a save on its own always did.
          outcomes.push({ ok: true, value: await batch[0]!.run(tx) });
          return;
        }
        for (const job of batch) {
          try {
            const value = job.singleWrite ? await job.run(tx) : await runner.savepoint(tx, job.run);
            outcomes.push({ ok: true, value });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      for (const job of batch) job.reject(error);
      return;
    }
    batch.forEach((job, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  }

  async function drain(): Promise<void> {
    draining = true;
    try {
      while (pending.length) {
        // One turn of the event loop first: requests that are already readable reach the queue
        // (a local libSQL file answers synchronously, so a save would otherwise always be alone).
        await between();
        await writeBatch(pending.splice(0, maxBatch));
      }
    } finally {
      draining = false;
    }
  }

  return function run<R>(
    fn: (tx: T) => Promise<R>,
    { singleWrite = false }: SaveJobOptions = {},
  ): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      pending.push({ run: fn, singleWrite, resolve: resolve as (value: unknown) => void, reject });
      if (!draining) void drain();
    });
  };
}

const queues = new WeakMap<Db, <R>(fn: (tx: Tx) => Promise<R>, options?: SaveJobOptions) => Promise<R>>();

/**
 * Runs one save's writes in the group-commit queue of `db` (in a write transaction shared with
 * the saves that arrive meanwhile); resolves once committed. `singleWrite`: see the rules above.
 */
export function inSaveBatch<R>(db: Db, fn: (tx: Tx) => Promise<R>, options?: SaveJobOptions): Promise<R> {
  let queue = queues.get(db);
  if (!queue) {
    queue = createGroupCommit<Tx>({
      transaction: (write) => writeTransaction(db, write),
      savepoint: (tx, write) => tx.transaction(write),
    });
    queues.set(db, queue);
  }
  return queue(fn, options);
}
