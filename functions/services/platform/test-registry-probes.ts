/**
 * Probes for tests of the host lookup: the registry's database over a client that counts its
 * round trips (a statement or a batch, as Turso would see them), and a KV namespace in memory that
 * counts its reads and writes and can fail its reads. Used by ./kv-host-table.test.ts and
 * functions/worker-network.test.ts.
 */
import type { Client } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import * as authSchema from '../../../db/auth-schema.ts';
import type { PlatformDb } from '../../../db/platform/client.ts';
import * as platformSchema from '../../../db/platform/schema.ts';
import type { DeadKv } from '../edge/jobs.ts';

/**
 * The registry's database over `client`, counting every `execute` and `batch`.
 *
 * @example
 * const { db, queries } = countingPlatformDb(platform.client);
 * await registry.siteForHost('optik-a.example');
 * expect(queries()).toBe(0);
 */
export function countingPlatformDb(client: Client): { db: PlatformDb; queries: () => number } {
  let queries = 0;
  const counting = new Proxy(client, {
    get(target, name) {
      const value: unknown = Reflect.get(target, name, target);
      if (typeof value !== 'function') return value;
      if (name !== 'execute' && name !== 'batch') return value.bind(target);
      return (...args: unknown[]) => {
        queries += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: drizzle(counting, { schema: { ...platformSchema, ...authSchema } }), queries: () => queries };
}

/** A KV namespace in memory (the part Lunette uses) counting reads and writes. */
export function memoryKv() {
  const values = new Map<string, string>();
  const kv = {
    values,
    gets: 0,
    puts: 0,
    /** While true, every read fails (KV unavailable). */
    failing: false,
    async get(key: string) {
      kv.gets += 1;
      if (kv.failing) throw new Error('KV unavailable');
      return values.get(key) ?? null;
    },
    async put(key: string, value: string) {
      kv.puts += 1;
      values.set(key, value);
    },
    async list({ prefix, limit }: { prefix: string; limit?: number }) {
      const names = [...values.keys()].filter((name) => name.startsWith(prefix)).sort();
      return { keys: names.slice(0, limit ?? 1000).map((name) => ({ name })) };
    },
  } satisfies DeadKv & Record<string, unknown>;
  return kv;
}
