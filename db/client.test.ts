import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from './client.ts';
import { openPlatformDb } from './platform/client.ts';

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
