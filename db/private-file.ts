/**
 * Local database files readable by this user only: the folder is created 0700, the file 0600
 * (SQLite gives its WAL and shared-memory files the database file's mode).
 *
 * An existing database is only chmod-ed by path, never opened here: SQLite's locks are POSIX
 * record locks, which belong to the process, and closing *any* descriptor of the file in this
 * process drops all of them. A database another connection of this process has open would then
 * look unused to other processes, and the last of them to close would delete the live WAL.
 */
import { chmod, mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Creates the folder (0700) and an empty database file (0600) at `path` when missing; tightens an
 * existing file to 0600 without opening it.
 *
 * @example
 * await preparePrivateDbFile('data/lunette.db');
 */
export async function preparePrivateDbFile(path: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails when the file exists: a database that exists is never opened by this code.
    const handle = await open(path, 'wx', 0o600);
    await handle.close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(path, 0o600);
}
