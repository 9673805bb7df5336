/**
 * A libSQL client for local database files whose connections keep their prepared statements.
 *
 * `@libsql/client` prepares every statement again on each call, reads its columns twice, and
 * learns that a BEGIN or COMMIT returns no rows by catching an exception each time. Profiling the
 * editor's field save under load put that at about a third of the server's CPU per save (about
 * 250 of 950 µs), and the statements it left to the garbage collector at most of what survived
 * the young generation. This client is `@libsql/client`'s own (its pool, transactions, batches,
 * errors and row mapping are unchanged); only each pooled connection's `prepare` answers from a
 * cache of the statements that connection prepared before (the least recently used go first).
 *
 * A cached statement is reused as libSQL intends (each run resets it first), with its column list
 * remembered. One whose run threw is dropped, so a failed statement is never kept. A schema change
 * through any client of this process (CREATE, ALTER or DROP, or a script) empties every cache:
 * a kept `SELECT *` would otherwise still name the old columns. (Queries name their columns, so a
 * migration by another process while the server runs changes nothing a query reads.)
 *
 * Closing frees the files: libSQL's JavaScript API has no `finalize`, and a native statement keeps
 * its connection (database, WAL and shared-memory files) open until the garbage collector drops
 * the statement, so a closed client left about 11 descriptors behind until V8 happened to run a
 * full collection (on a network server that churns sites through its cache of open sites: 101 to
 * 1,770 descriptors in ten minutes). `close()` therefore drops the caches and asks for one full
 * collection 2 s later (the closes of those 2 s share it), and `collectClosedConnections()`
 * does it at once (tests, benchmarks). See docs/decisions/0026.
 *
 * Remote databases (Turso) and in-memory ones keep the stock client.
 */
import { createClient, type Client } from '@libsql/client';
import { ConnectionPool, Sqlite3Client } from '@libsql/client/sqlite3';

/** How many prepared statements each connection keeps. */
export const STATEMENTS_PER_CONNECTION = 200;

/** What a libSQL statement (the `libsql` package's, better-sqlite3's API) offers executeStmt. */
interface Statement {
  raw(on?: boolean): unknown;
  safeIntegers(on?: boolean): unknown;
  columns(): unknown[];
  run(...args: unknown[]): unknown;
  all(...args: unknown[]): unknown[];
}

/** A pooled libSQL connection, as far as this module touches it. */
interface Connection {
  prepare(sql: string): Statement;
  exec(sql: string): unknown;
  close(): unknown;
}

/** Counts for tests and benchmarks: statements prepared, and runs answered from a cache. */
export const statementCacheStats = { prepared: 0, reused: 0 };

/** Bumped by every schema change; a cache made under an older one is emptied before its next use. */
let schemaGeneration = 0;
/** CREATE, ALTER or DROP, after any blank space and comments. */
const SCHEMA_CHANGE = /^(?:\s|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*(?:create|alter|drop)\b/i;

/** A cached statement: the statement, with what does not change between runs remembered. */
class CachedStatement implements Statement {
  readonly #inner: Statement;
  readonly #drop: () => void;
  /** What `raw()` threw (a statement that returns no rows), thrown again without asking libSQL. */
  #rawRefused: unknown = null;
  #columns: unknown[] | null = null;

  constructor(inner: Statement, drop: () => void) {
    this.#inner = inner;
    this.#drop = drop;
  }

  raw(on?: boolean) {
    if (this.#rawRefused !== null) throw this.#rawRefused;
    try {
      this.#inner.raw(on);
    } catch (error) {
      this.#rawRefused = error;
      throw error;
    }
    return this;
  }

  safeIntegers(on?: boolean) {
    this.#inner.safeIntegers(on);
    return this;
  }

  columns() {
    return (this.#columns ??= this.#inner.columns());
  }

  run(...args: unknown[]) {
    return this.#dropOnError(() => this.#inner.run(...args));
  }

  all(...args: unknown[]) {
    return this.#dropOnError(() => this.#inner.all(...args));
  }

  #dropOnError<T>(run: () => T): T {
    try {
      return run();
    } catch (error) {
      this.#drop();
      throw error;
    }
  }
}

const withCache = new WeakSet<Connection>();

/**
 * Gives a connection a statement cache, once: its `prepare`, `exec` and `close` are wrapped on
 * the connection itself (the pool keeps and compares the connection objects it made).
 */
function cacheStatements(connection: Connection): Connection {
  if (withCache.has(connection)) return connection;
  withCache.add(connection);
  const statements = new Map<string, CachedStatement>();
  let generation = schemaGeneration;
  const prepare = connection.prepare.bind(connection);
  const exec = connection.exec.bind(connection);
  const close = connection.close.bind(connection);
  connection.prepare = (sql: string) => {
    if (generation !== schemaGeneration) {
      statements.clear();
      generation = schemaGeneration;
    }
    const cached = statements.get(sql);
    if (cached) {
      statements.delete(sql); // most recently used last
      statements.set(sql, cached);
      statementCacheStats.reused++;
      return cached;
    }
    if (SCHEMA_CHANGE.test(sql)) schemaGeneration++; // every cache, this one too, is emptied before its next use
    const statement = new CachedStatement(prepare(sql), () => {
      if (statements.get(sql) === statement) statements.delete(sql);
    });
    statementCacheStats.prepared++;
    statements.set(sql, statement);
    if (statements.size > STATEMENTS_PER_CONNECTION) {
      const oldest = statements.keys().next().value;
      if (oldest !== undefined) statements.delete(oldest);
    }
    return statement;
  };
  connection.exec = (sql: string) => {
    schemaGeneration++; // a script may change the schema; cheaper to assume it did
    return exec(sql);
  };
  connection.close = () => {
    statements.clear();
    return close();
  };
  return connection;
}

class CachingPool extends ConnectionPool {
  override acquireSync(forTransaction?: boolean) {
    return cacheStatements(super.acquireSync(forTransaction) as unknown as Connection) as never;
  }

  override close() {
    super.close();
    scheduleCollection();
  }
}

/** How long after a close the collection runs: the other closes of a burst share it. */
const COLLECTION_DELAY_MS = 2000;
let collectionTimer: ReturnType<typeof setTimeout> | null = null;
let fullCollection: (() => void) | null | undefined;

/** V8's full collection (`gc()`), exposed once at run time when node was not started with --expose-gc. */
function garbageCollector(): (() => void) | null {
  if (fullCollection !== undefined) return fullCollection;
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return (fullCollection = exposed);
  try {
    const v8 = process.getBuiltinModule('node:v8');
    const vm = process.getBuiltinModule('node:vm');
    v8.setFlagsFromString('--expose-gc');
    fullCollection = vm.runInNewContext('gc') as () => void;
  } catch {
    fullCollection = null; // no collector to call: the files close whenever V8 collects
  }
  return fullCollection;
}

function scheduleCollection() {
  if (collectionTimer) return;
  collectionTimer = setTimeout(() => void collectClosedConnections(), COLLECTION_DELAY_MS);
  collectionTimer.unref?.();
}

/**
 * Closes the files of every closed client's connections: their statements, the last holders of
 * each connection, are collected (one full garbage collection), and their native finalizers run
 * on the next turns of the event loop, which the promise waits for.
 */
export async function collectClosedConnections(): Promise<void> {
  if (collectionTimer) clearTimeout(collectionTimer);
  collectionTimer = null;
  garbageCollector()?.();
  for (let turn = 0; turn < 3; turn++) await new Promise((done) => setImmediate(done));
}

/** The local file a `file:` URL names, when it is a plain path (no query, no in-memory name). */
export function localPath(url: string): string | null {
  if (!url.startsWith('file:')) return null;
  const path = url.slice('file:'.length);
  if (path === '' || path.startsWith('//') || /[?#%]/.test(path) || path.includes(':memory:')) return null;
  return path;
}

/**
 * A libSQL client: for a local file, `@libsql/client`'s own client over connections that keep
 * their statements (as many connections as the stock client opens: 20); anything else, the stock one.
 */
export function createDbClient(config: {
  url: string;
  authToken?: string | undefined;
  timeout?: number;
}): Client {
  const path = localPath(config.url);
  if (path === null || config.authToken) return createClient(config);
  const pool = new CachingPool(path, config.timeout === undefined ? {} : { timeout: config.timeout }, 20);
  // Fail at once when the file cannot be opened, as the stock client does.
  const probe = pool.acquireSync();
  try {
    (probe as unknown as Connection).prepare('SELECT 1 AS checkThatTheDatabaseCanBeOpened').all();
  } catch (error) {
    pool.close();
    throw error;
  }
  pool.release(probe);
  return new Sqlite3Client(pool, 'number');
}
