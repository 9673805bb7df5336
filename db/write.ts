/**
 * Serialised write transactions. A local libSQL file allows one writer at a time; two transactions
 * that both start reading and then write would fail with SQLITE_BUSY. Every write transaction on
 * one `db` therefore waits for the previous one (in this process). On Turso the queue only orders
 * this isolate's writes; the database serialises the rest.
 */
import type { Db } from './client.ts';

/** A transaction handle as drizzle passes it to `db.transaction(fn)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const writeQueues = new WeakMap<object, Promise<void>>();

/** Runs `fn` in a write transaction, after every earlier write transaction on this `db`. */
export async function writeTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const previous = writeQueues.get(db) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  writeQueues.set(
    db,
    previous.then(() => mine),
  );
  await previous;
  try {
    return await db.transaction(fn);
  } finally {
    release();
  }
}
