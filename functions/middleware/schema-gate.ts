/**
 * The write gate of fleet migrations (docs/decisions/0025): while a site's database has not
 * applied every migration this code expects, API writes answer 503 `schema_behind` and change
 * nothing; reads keep working. Sign-in (`/api/v1/auth/*`) passes: its accounts live in the
 * registry, not in the site's database. The hosting layer fills `services.schema` (Node: the site
 * opener, Workers: worker-network.ts); without it nothing is checked. Runtime-neutral.
 */
import { sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../../db/client.ts';
import {
  expectedVersionOf,
  isSchemaBehind,
  readAppliedSchema,
  type SqlReader,
} from '../../db/schema-version.ts';
import { requestLocale } from '../errors.ts';
import type { AppEnv, SchemaCheck } from '../types.ts';

export type { SchemaCheck };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How long a "behind" answer is trusted before the database is asked again. */
export const BEHIND_RECHECK_MS = 10_000;

/** The error code of the refusal (the editor's dictionaries translate it). */
export const SCHEMA_BEHIND_CODE = 'schema_behind';

const messages = {
  de: 'Die Website wird gerade aktualisiert. Bitte versuchen Sie es in einigen Minuten erneut.',
  en: 'The site is being updated. Please try again in a few minutes.',
} as const;

/**
 * A check over a site database's client: one small query (`__drizzle_migrations`); once current,
 * it stays current (a schema never goes back); "behind" is asked again after `recheckMs`.
 *
 * @example
 * const schema = databaseSchemaCheck(handle.client);
 * createApp({ db: handle.db, services: { schema } });
 */
export function databaseSchemaCheck(
  client: SqlReader,
  options: { expected?: number; recheckMs?: number; now?: () => number } = {},
): SchemaCheck {
  const expected = options.expected ?? expectedVersionOf();
  const recheckMs = options.recheckMs ?? BEHIND_RECHECK_MS;
  const now = options.now ?? Date.now;
  let current = false;
  let behindSince: number | null = null;
  let pending: Promise<boolean> | null = null;
  return {
    async isBehind() {
      if (current) return false;
      if (behindSince !== null && now() - behindSince < recheckMs) return true;
      pending ??= readAppliedSchema(client)
        .then((applied) => {
          const behind = isSchemaBehind(applied, expected);
          current = !behind;
          behindSince = behind ? now() : null;
          return behind;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
  };
}

/**
 * `databaseSchemaCheck` over a drizzle site database (its libSQL client need not be at hand).
 *
 * @example
 * createApp({ db, services: { schema: siteSchemaCheck(db) } });
 */
export function siteSchemaCheck(
  db: Pick<Db, 'all'>,
  options: Parameters<typeof databaseSchemaCheck>[1] = {},
): SchemaCheck {
  const reader: SqlReader = {
    execute: async (query) => ({ rows: await db.all<Record<string, unknown>>(sql.raw(query)) }),
  };
  return databaseSchemaCheck(reader, options);
}

/**
 * Refuses API writes with 503 `schema_behind` (and `Retry-After`) while `services.schema` says
 * the site's database is behind.
 *
 * @example
 * app.use('/api/*', schemaGate());
 */
export function schemaGate() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const check = c.var.services.schema;
    if (
      check &&
      !SAFE_METHODS.has(c.req.method) &&
      !c.req.path.startsWith('/api/v1/auth/') &&
      (await check.isBehind())
    ) {
      c.header('Retry-After', '60');
      return c.json(
        { success: false as const, error: { code: SCHEMA_BEHIND_CODE, message: messages[requestLocale(c)] } },
        503,
      );
    }
    await next();
    return undefined;
  });
}
