import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from './client.ts';
import { migrateDb } from './migrate.ts';
import { openPlatformDb } from './platform/client.ts';
import { collectClosedConnections } from './statement-cache.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-db-modes-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const mode = async (path: string) => (await stat(path)).mode & 0o777;

describe('local database files', () => {
  it('are readable by this user only: folder 0700, database, WAL and shared memory 0600', async () => {
    const folder = join(dir, 'data');
    const handle = await openDb(`file:${join(folder, 'site.db')}`);
    await handle.client.execute('CREATE TABLE t (x)');
    await handle.client.execute('INSERT INTO t VALUES (1)');
    expect(await mode(folder)).toBe(0o700);
    for (const file of ['site.db', 'site.db-wal', 'site.db-shm'])
      expect(await mode(join(folder, file)), file).toBe(0o600);
    handle.client.close();
    const platform = await openPlatformDb(`file:${join(folder, 'platform.db')}`);
    expect(await mode(join(folder, 'platform.db'))).toBe(0o600);
    platform.client.close();
  });
});

describe('opening a database this process has open already', () => {
  it('keeps its locks: another process that opens and closes it leaves the live WAL in place', async () => {
    const path = join(dir, 'shared', 'site.db');
    const first = await openDb(`file:${path}`);
    await first.client.execute('CREATE TABLE t (x)');
    await first.client.execute('INSERT INTO t VALUES (1)');
    // The site cache or a sweep opens the same file again in this process.
    const second = await openDb(`file:${path}`);
    await second.client.execute('SELECT count(*) FROM t');
    // Another process (a CLI, a test helper) opens and closes it: it must see a database in use.
    const child = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createClient } from '@libsql/client';
         const c = createClient({ url: ${JSON.stringify(`file:${path}`)} });
         await c.execute('SELECT count(*) FROM t');
         c.close();`,
      ],
      { encoding: 'utf8' },
    );
    expect(child.status, child.stderr).toBe(0);
    expect(await mode(`${path}-wal`)).toBe(0o600);
    await first.client.execute('INSERT INTO t VALUES (2)');
    expect(Number((await second.client.execute('SELECT count(*) AS n FROM t')).rows[0]?.['n'])).toBe(2);
    second.client.close();
    first.client.close();
  });
});

describe('closing a database', () => {
  it('gives back its file descriptors: 50 opens and closes end where they started (± 2)', async () => {
    const open = () => readdirSync('/proc/self/fd').length;
    const url = `file:${join(dir, 'churn', 'site.db')}`;
    const first = await openDb(url);
    await migrateDb(first.db);
    first.client.close();
    await collectClosedConnections();
    const before = open();
    for (let i = 0; i < 50; i++) {
      const handle = await openDb(url);
      // Statements on several connections at once (a transaction holds one while another reads).
      await handle.db.query.pages.findMany({ limit: 1 });
      const tx = await handle.client.transaction('write');
      await Promise.all([tx.execute('SELECT count(*) FROM pages'), handle.client.execute('SELECT 1')]);
      await tx.commit();
      handle.client.close();
    }
    await collectClosedConnections();
    expect(Math.abs(open() - before)).toBeLessThanOrEqual(2);
  });
});
