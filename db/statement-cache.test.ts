/** The statement-keeping libSQL client: same answers and errors as the stock one, fewer prepares. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createDbClient,
  localPath,
  statementCacheStats,
  STATEMENTS_PER_CONNECTION,
} from './statement-cache.ts';

let dir = '';
let client: Client;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-stmt-'));
  client = createDbClient({ url: `file:${join(dir, 'test.db')}`, timeout: 5000 });
  await client.execute('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL UNIQUE)');
});
afterEach(async () => {
  client.close();
  await rm(dir, { recursive: true, force: true });
});

describe('createDbClient', () => {
  it('prepares a statement once per connection and answers every run with its own values', async () => {
    const before = { ...statementCacheStats };
    for (const body of ['a', 'b', 'c'])
      await client.execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: [body] });
    const rows = [];
    for (const body of ['a', 'c', 'x']) {
      rows.push(
        (await client.execute({ sql: 'SELECT id, body FROM notes WHERE body = ?', args: [body] })).rows,
      );
    }
    expect(rows.map((r) => r.map((row) => row['body']))).toEqual([['a'], ['c'], []]);
    expect(statementCacheStats.prepared - before.prepared).toBe(2);
    expect(statementCacheStats.reused - before.reused).toBe(4);
  });

  it('keeps the stock rows, columns and write results', async () => {
    const insert = await client.execute({
      sql: 'INSERT INTO notes (body) VALUES (?) RETURNING id, body',
      args: ['z'],
    });
    expect(insert.columns).toEqual(['id', 'body']);
    expect(insert.rows[0]?.['body']).toBe('z');
    expect(insert.rows[0]?.[1]).toBe('z');
    const update = await client.execute({
      sql: 'UPDATE notes SET body = ? WHERE body = ?',
      args: ['y', 'z'],
    });
    expect(update.rowsAffected).toBe(1);
    expect(update.rows).toEqual([]);
    const again = await client.execute({
      sql: 'UPDATE notes SET body = ? WHERE body = ?',
      args: ['w', 'nothing'],
    });
    expect(again.rowsAffected).toBe(0);
  });

  it('answers a failed statement with the error, drops it, and runs it again afterwards', async () => {
    const insert = { sql: 'INSERT INTO notes (body) VALUES (?)', args: ['same'] };
    await client.execute(insert);
    await expect(client.execute(insert)).rejects.toThrow(/UNIQUE/);
    await client.execute({ sql: 'DELETE FROM notes WHERE body = ?', args: ['same'] });
    const before = statementCacheStats.prepared;
    await client.execute(insert);
    expect(statementCacheStats.prepared - before).toBe(1); // prepared anew: the failed one was dropped
    expect((await client.execute('SELECT count(*) AS n FROM notes')).rows[0]?.['n']).toBe(1);
  });

  it('rolls back and commits transactions over kept BEGIN, COMMIT and ROLLBACK statements', async () => {
    for (let round = 0; round < 3; round++) {
      const rolledBack = await client.transaction('write');
      await rolledBack.execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: [`gone ${round}`] });
      await rolledBack.rollback();
      const committed = await client.transaction('write');
      await committed.execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: [`kept ${round}`] });
      await committed.commit();
    }
    const bodies = (await client.execute('SELECT body FROM notes ORDER BY id')).rows.map((r) => r['body']);
    expect(bodies).toEqual(['kept 0', 'kept 1', 'kept 2']);
  });

  it('reads the columns again after a schema change', async () => {
    await client.execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: ['a'] });
    expect((await client.execute('SELECT * FROM notes')).columns).toEqual(['id', 'body']);
    await client.execute('ALTER TABLE notes ADD COLUMN tag TEXT');
    const after = await client.execute('SELECT * FROM notes');
    expect(after.columns).toEqual(['id', 'body', 'tag']);
    expect(after.rows[0]?.['tag']).toBeNull();
    await client.executeMultiple("ALTER TABLE notes ADD COLUMN color TEXT; UPDATE notes SET color = 'red';");
    expect((await client.execute('SELECT * FROM notes')).rows[0]?.['color']).toBe('red');
  });

  it('keeps at most STATEMENTS_PER_CONNECTION statements, the least recently used going first', async () => {
    const first = 'SELECT 0 AS n';
    await client.execute(first);
    for (let i = 1; i <= STATEMENTS_PER_CONNECTION; i++) await client.execute(`SELECT ${i} AS n`);
    const before = statementCacheStats.prepared;
    expect((await client.execute(first)).rows[0]?.['n']).toBe(0);
    expect(statementCacheStats.prepared - before).toBe(1);
  });

  it('refuses a database that cannot be opened, at once', () => {
    expect(() => createDbClient({ url: `file:${join(dir, 'missing', 'folder', 'x.db')}` })).toThrow();
  });
});

describe('localPath', () => {
  it('names plain local files only', () => {
    expect(localPath('file:data/lunette.db')).toBe('data/lunette.db');
    expect(localPath('file:/tmp/x.db')).toBe('/tmp/x.db');
    expect(localPath('file::memory:')).toBeNull();
    expect(localPath('file:///tmp/x.db')).toBeNull();
    expect(localPath('file:x.db?mode=ro')).toBeNull();
    expect(localPath('libsql://site.turso.io')).toBeNull();
  });
});

describe('schema changes', () => {
  it('are seen after blank space and comments too', async () => {
    expect((await client.execute('SELECT * FROM notes')).columns).toEqual(['id', 'body']);
    await client.execute('-- a migration\n/* step 2 */\n  ALTER TABLE notes ADD COLUMN tag TEXT');
    expect((await client.execute('SELECT * FROM notes')).columns).toEqual(['id', 'body', 'tag']);
  });
});
