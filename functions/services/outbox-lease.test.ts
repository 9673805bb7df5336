/**
 * Lease holders on Node: a holder is gone for sure when its pid no longer runs on this host, when
 * the pid now belongs to a later process, or when the machine rebooted; a holder on another host
 * (or a name this can't read) keeps its lease.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { holderIsGone, holderName, nodeLeaseOwnership, thisProcess } from './outbox-lease.ts';

/** A pid that ran and no longer does. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((done) => child.once('exit', done));
  return child.pid!;
}

describe('lease holders', () => {
  it('name this process, which is not gone', async () => {
    const self = await thisProcess();
    const { owner, isGone } = await nodeLeaseOwnership();
    expect(owner).toBe(holderName(self));
    expect(owner).toContain(`/${process.pid}/`);
    expect(await isGone(owner)).toBe(false);
  });

  it('are gone when the pid no longer runs, or runs a later process, or the machine rebooted', async () => {
    const self = await thisProcess();
    expect(await holderIsGone(holderName({ ...self, pid: await deadPid() }), self)).toBe(true);
    // This very pid, started at another time: an earlier server that had the same pid (containers).
    expect(await holderIsGone(holderName({ ...self, start: `${self.start}0` }), self)).toBe(true);
    expect(await holderIsGone(holderName({ ...self, boot: 'another-boot' }), self)).toBe(true);
  });

  it('keep their lease on another host, or when the name says nothing', async () => {
    const self = await thisProcess();
    expect(await holderIsGone(holderName({ ...self, host: 'other-host', pid: await deadPid() }), self)).toBe(
      false,
    );
    expect(await holderIsGone('worker', self)).toBe(false);
    expect(await holderIsGone('node/x', self)).toBe(false);
    // A running process of this host whose start time is not known: kept.
    expect(await holderIsGone(holderName({ ...self, start: '' }), self)).toBe(false);
  });
});
