/**
 * The network Worker's host table (which host names which site) kept in Workers KV (`SITE_STATE`,
 * key `hosts`) and in each isolate, so a request (a cached page view, an unknown host's 404)
 * costs no Turso round trip, and known hosts keep being served while Turso cannot be reached.
 *
 * - An isolate asks KV again at most every HOST_TABLE_CHECK_MS (KV reads are cheap and cached at
 *   the edge) and parses the value only when it changed.
 * - The copy is written from the registry's database when this Worker changes the registry (at
 *   once), when the Cron Trigger's `sync()` finds the registry's change counter (bumped by
 *   triggers, whoever writes: the site CLI too) differing from the copy's version (one single-row
 *   query a minute), and when KV holds no readable copy (the first deploy, another format).
 * - KV shows a write at once where it was made and within about a minute elsewhere; two writers
 *   racing may leave the older table, which the next cron run replaces.
 */
import * as v from 'valibot';
import type { PlatformDb } from '../../../db/platform/client.ts';
import type { KvLike } from '../edge/site-versions.ts';
import {
  SiteRecordSchema,
  readChangeCount,
  readHostTable,
  type HostTable,
  type HostTableSource,
} from './registry.ts';

/** The KV key of the host table. */
export const HOST_TABLE_KEY = 'hosts';
/** How long an isolate trusts its table before it asks KV again. */
export const HOST_TABLE_CHECK_MS = 10_000;
/** The stored shape's number: a copy of another format is read from the registry anew. */
const HOST_TABLE_FORMAT = 1;

const StoredHostTableSchema = v.object({
  format: v.literal(HOST_TABLE_FORMAT),
  version: v.number(),
  defaultId: v.nullable(v.string()),
  sites: v.array(SiteRecordSchema),
});

/** The table of a KV value, or null when there is none or it is not one of this format. */
export function parseStoredHostTable(raw: string | null): HostTable | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = v.safeParse(StoredHostTableSchema, json);
  if (!parsed.success) return null;
  const { version, defaultId, sites } = parsed.output;
  return { version, defaultId, sites };
}

/** The KV value of a table. */
export function storedHostTable(table: HostTable): string {
  return JSON.stringify({ format: HOST_TABLE_FORMAT, ...table });
}

export interface KvHostTable extends HostTableSource {
  /**
   * The Cron Trigger's check: one read of the registry's change counter (and of KV); the copy is
   * rewritten from the registry when they differ. Answers whether it was.
   */
  sync(): Promise<boolean>;
}

export interface KvHostTableOptions {
  kv: KvLike;
  /** The registry's database. */
  db: PlatformDb;
  now?: () => Date;
  checkEveryMs?: number;
}

/**
 * The host table over KV, read from the registry only when KV has no current copy.
 *
 * @example
 * const hosts = kvHostTable({ kv: env.SITE_STATE, db });
 * const registry = createSiteRegistry(db, { hosts });
 * // in `scheduled`: ctx.waitUntil(hosts.sync());
 */
export function kvHostTable({
  kv,
  db,
  now = () => new Date(),
  checkEveryMs = HOST_TABLE_CHECK_MS,
}: KvHostTableOptions): KvHostTable {
  /** The isolate's table and the KV value it was parsed from. */
  let held: { raw: string; table: HostTable } | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  /** One KV read at a time: the requests arriving meanwhile wait for it. */
  let checking: Promise<HostTable> | null = null;

  const hold = (raw: string, table: HostTable) => {
    held = { raw, table };
    checkedAt = now().getTime();
    return table;
  };

  /** Reads the registry and writes the copy (a failed write is mended by the next cron run). */
  const rewrite = async (): Promise<HostTable> => {
    const table = await readHostTable(db);
    const raw = storedHostTable(table);
    try {
      await kv.put(HOST_TABLE_KEY, raw);
    } catch (error) {
      console.error(`[hosts] the host table was not written to KV: ${String(error)}`);
    }
    return hold(raw, table);
  };

  const check = async (): Promise<HostTable> => {
    let raw: string | null;
    try {
      raw = await kv.get(HOST_TABLE_KEY);
    } catch (error) {
      console.error(`[hosts] KV cannot be read: ${String(error)}`);
      if (!held) return rewrite();
      checkedAt = now().getTime();
      return held.table;
    }
    if (held && raw === held.raw) {
      checkedAt = now().getTime();
      return held.table;
    }
    const stored = parseStoredHostTable(raw);
    if (stored && raw) return hold(raw, stored);
    // No copy yet (a new namespace) or one of another format.
    return rewrite();
  };

  return {
    async table() {
      if (held && now().getTime() - checkedAt < checkEveryMs) return held.table;
      checking ??= check().finally(() => (checking = null));
      return checking;
    },
    async changed() {
      try {
        await rewrite();
      } catch (error) {
        // The change is made; KV catches up at the next cron run, this isolate at its next check.
        console.error(`[hosts] the host table was not read after a change: ${String(error)}`);
        checkedAt = Number.NEGATIVE_INFINITY;
      }
    },
    async sync() {
      const [count, raw] = await Promise.all([readChangeCount(db), kv.get(HOST_TABLE_KEY)]);
      const stored = parseStoredHostTable(raw);
      if (stored && raw && stored.version === count) {
        if (held?.raw !== raw) hold(raw, stored);
        return false;
      }
      await rewrite();
      return true;
    },
  };
}
