/**
 * Compiled queries over a fresh seeded libSQL file: the same rows as drizzle's own query, values
 * encoded and decoded by their columns (JSON, booleans), NULL kept NULL, built once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from './client.ts';
import { compiledQuery, slot } from './compiled-query.ts';
import { migrateDb } from './migrate.ts';
import { fields } from './schema.ts';
import { seedDemoSite } from './seed/index.ts';

let dir: string;
let t: DbHandle;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-compiled-'));
  t = await openDb(`file:${join(dir, 'test.db')}`);
  await migrateDb(t.db);
  await seedDemoSite(t.db);
});
afterAll(async () => {
  t.client.close();
  await rm(dir, { recursive: true, force: true });
});

const columns = {
  id: fields.id,
  name: fields.name,
  content: fields.content,
  options: fields.options,
  visible: fields.visible,
  revision: fields.revision,
};

describe('compiledQuery', () => {
  it('answers the rows drizzle answers, and builds the query once', async () => {
    let builds = 0;
    const byPage = compiledQuery(columns, (db, selection) => {
      builds += 1;
      return db
        .select(selection)
        .from(fields)
        .where(and(eq(fields.pageId, sql.placeholder('pageId')), eq(fields.visible, true)))
        .orderBy(fields.id);
    });
    for (const pageId of ['page-home', 'page-contact']) {
      const expected = await t.db
        .select(columns)
        .from(fields)
        .where(and(eq(fields.pageId, pageId), eq(fields.visible, true)))
        .orderBy(fields.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(await byPage(t.db, { pageId })).toEqual(expected);
    }
    expect(builds).toBe(1);
  });

  it('encodes slot values by their columns and keeps NULL a NULL', async () => {
    const [field] = await t.db.select(columns).from(fields).limit(1);
    const update = compiledQuery({ revision: fields.revision }, (db, selection) =>
      db
        .update(fields)
        .set({
          content: slot(fields.content, 'content'),
          options: slot(fields.options, 'options'),
          visible: slot(fields.visible, 'visible'),
        })
        .where(eq(fields.id, sql.placeholder('id')))
        .returning(selection),
    );
    const options = { link: { kind: 'page', pageId: 'page-home' } };
    expect(await update(t.db, { id: field!.id, content: null, options, visible: false })).toEqual([
      { revision: field!.revision },
    ]);
    const [raw] = await t.db.all<{ content: string; options: string; visible: string }>(
      sql`select typeof(content) as content, options, typeof(visible) as visible from fields where id = ${field!.id}`,
    );
    expect(raw).toEqual({ content: 'null', options: JSON.stringify(options), visible: 'integer' });
    const [read] = await t.db.select(columns).from(fields).where(eq(fields.id, field!.id));
    expect(read).toMatchObject({ content: null, options, visible: false });
  });

  it('refuses a run that leaves a placeholder without a value', async () => {
    const byId = compiledQuery({ id: fields.id }, (db, selection) =>
      db
        .select(selection)
        .from(fields)
        .where(eq(fields.id, sql.placeholder('id'))),
    );
    await expect(byId(t.db, {})).rejects.toThrow(/no value for "id"/);
  });
});
