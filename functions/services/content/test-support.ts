/**
 * Test support for the content store: each test file gets a fresh seeded database (`reset()`
 * gives a describe block a new one) and reads rows back by id.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { fields, groups } from '../../../db/schema.ts';
import { freshDb, type TestDb } from '../../routes/editor/test-support.ts';
import { loadPageSides } from './status.ts';

/**
 * Opens a fresh seeded database before the file's tests and closes it after them.
 *
 * @example
 * const t = seededContentDb();
 * describe('saves', () => { beforeAll(t.reset); it('...', async () => saveData(t.db, ...)); });
 */
export function seededContentDb() {
  let current: TestDb | undefined;
  const reset = async () => {
    if (current) await current.close();
    current = await freshDb();
  };
  beforeAll(reset);
  afterAll(async () => current?.close());
  const db = (): Db => current!.db;
  return {
    /** The current database (a new one after each `reset`). */
    get db(): Db {
      return db();
    },
    reset,
    fieldRow: async (id: string) => (await db().select().from(fields).where(eq(fields.id, id)))[0]!,
    groupRow: async (id: string) => (await db().select().from(groups).where(eq(groups.id, id)))[0],
    /** Ids of a page's top-level draft groups in order. */
    topLevelOrder: async (pageId: string) => {
      const sides = await loadPageSides(db(), pageId);
      return sides!.draft.groups.map((g) => g.id);
    },
  };
}
