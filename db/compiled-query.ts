/**
 * Queries that a hot path runs many times a second (the editor's field save), built by drizzle
 * once instead of on every call. Profiling the save showed drizzle's query building as about a
 * fifth of its CPU and half of the memory it allocates (some 170 KB per save, whose collection
 * shows up as latency spikes).
 *
 * The query is still written with drizzle's builder, with `sql.placeholder(name)` where a value
 * goes; on its first run it is rendered once (`toSQL()`), and every run after that only binds the
 * values (through the columns' own encoders, as drizzle does) and maps the selected columns back
 * (through their decoders). So the SQL and the column mapping stay drizzle's; nothing is written
 * by hand.
 *
 * The selection must be flat (`{ key: column }`): rows come back in the selection's key order.
 */
import { is, Param, Placeholder, sql, type Column, type SQL, type SQLChunk } from 'drizzle-orm';
import type { Db } from './client.ts';
import type { Tx } from './write.ts';

/** A flat selection: result key -> column. */
export type FlatSelection = Record<string, Column>;

/** What a selection's columns decode to. */
export type RowOf<S extends FlatSelection> = { [K in keyof S]: S[K]['_']['data'] | null };

/** The rendered query: the SQL text cut at its `?` parameters, and those parameters. */
interface Rendered {
  parts: string[];
  params: unknown[];
}

/**
 * A value slot for `column` in a compiled query's `.set()` (or anywhere a value goes): filled with
 * the run's value named `name` and encoded by the column, as a plain value would be.
 *
 * @example
 * db.update(fields).set({ content: slot(fields.content, 'content') });
 */
export const slot = (column: Column, name: string): SQL => sql`${new Param(sql.placeholder(name), column)}`;

/** Anything drizzle can render (a select, update or insert builder). */
interface Renderable {
  toSQL(): { sql: string; params: unknown[] };
}

function render(query: Renderable): Rendered {
  const { sql: text, params } = query.toSQL();
  const parts = text.split('?');
  if (parts.length !== params.length + 1) {
    throw new Error(`compiled query: ${params.length} parameters but ${parts.length - 1} '?' in ${text}`);
  }
  return { parts, params };
}

/** A run's value for a placeholder (each one must be given: a forgotten value is a bug, not a NULL). */
function valueOf(values: Record<string, unknown>, name: string): unknown {
  if (!(name in values)) throw new Error(`compiled query: no value for "${name}"`);
  return values[name];
}

/**
 * The query as drizzle SQL again, with `values` bound in the places of its parameters: a slot's
 * value encoded by its column (NULL stays NULL, as drizzle keeps it), a bare placeholder's value
 * as given; the builder's own literals were encoded when it rendered.
 */
function bind({ parts, params }: Rendered, values: Record<string, unknown>): SQL {
  const chunks: SQLChunk[] = [sql.raw(parts[0]!)];
  params.forEach((param, i) => {
    let value: unknown = param;
    if (is(param, Placeholder)) value = valueOf(values, param.name);
    else if (is(param, Param) && is(param.value, Placeholder)) {
      const given = valueOf(values, param.value.name);
      value = given === null || given === undefined ? null : param.encoder.mapToDriverValue(given);
    }
    chunks.push(sql.param(value), sql.raw(parts[i + 1]!));
  });
  return sql.join(chunks);
}

/**
 * A query built once by `build` (on the first database it runs on) that selects or returns
 * `selection`; each call binds `values` to its placeholders and answers the decoded rows.
 *
 * @example
 * const byId = compiledQuery({ id: pages.id }, (db, s) =>
 *   db.select(s).from(pages).where(eq(pages.id, sql.placeholder('id'))));
 * await byId(tx, { id: 'page-home' }); // [{ id: 'page-home' }]
 */
export function compiledQuery<S extends FlatSelection, V extends Record<string, unknown>>(
  selection: S,
  build: (db: Db | Tx, selection: S) => Renderable,
): (db: Db | Tx, values: V) => Promise<RowOf<S>[]> {
  const keys = Object.keys(selection);
  const columns = keys.map((key) => selection[key]!);
  let rendered: Rendered | null = null;
  return async (db, values) => {
    rendered ??= render(build(db, selection));
    const rows = await db.values<unknown[]>(bind(rendered, values));
    return rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const value = row[i] ?? null;
        out[keys[i]!] = value === null ? null : columns[i]!.mapFromDriverValue(value);
      }
      return out as RowOf<S>;
    });
  };
}
