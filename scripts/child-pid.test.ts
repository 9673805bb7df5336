import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordChild, stopStaleChild } from './child-pid.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-child-pid-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a child left by a killed launcher', () => {
  it('is stopped by the next start when it is still the same program', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', 'partykit-stand-in'], {
      detached: true,
      stdio: 'ignore',
    });
    const exited = new Promise((done) => child.on('exit', done));
    const file = join(dir, 'party.pid');
    await recordChild(file, child.pid);
    expect((await readFile(file, 'utf8')).trim()).toBe(String(child.pid));
    expect(await stopStaleChild(file, 'partykit-stand-in', { log: () => {} })).toBe(true);
    await exited;
    expect(alive(child.pid ?? 0)).toBe(false);
  });

  it('leaves a process alone that is another program now (a reused pid), and a missing file', async () => {
    const file = join(dir, 'other.pid');
    await writeFile(file, `${process.pid}\n`);
    expect(await stopStaleChild(file, 'partykit-stand-in', { log: () => {} })).toBe(false);
    expect(alive(process.pid)).toBe(true);
    expect(await stopStaleChild(join(dir, 'missing.pid'), 'partykit', { log: () => {} })).toBe(false);
  });
});
