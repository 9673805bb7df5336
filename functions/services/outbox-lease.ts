/**
 * Who holds an outbox lease, on Node. The sender claims a row for 5 minutes so that a sender that
 * dies mid-send does not keep it forever; but after a crash the restarted server would wait out
 * those minutes for mail that nobody is sending. So each claim names its process (this host, the
 * kernel's boot id, the pid and the process's start time), and a starting sender takes back at
 * once the rows whose holder is gone from this host: the pid no longer runs, or it now belongs to
 * a process started later (a pid reused, e.g. a container's server that is pid 7 every time), or
 * the machine rebooted since. A holder on another host, or one this can't tell about, keeps its
 * lease until it ends, as before. Node only (`/proc`, `os.hostname()`); Workers claim without a
 * holder.
 */
import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import type { LeaseOwnership } from './outbox-sender.ts';

/** The parts of a holder's name. */
export interface Holder {
  host: string;
  /** The kernel's boot id ('' where there is no /proc). */
  boot: string;
  pid: number;
  /** The process's start time in clock ticks since boot ('' where there is no /proc). */
  start: string;
}

const PREFIX = 'node';

/** `node/<host>/<boot>/<pid>/<start>`: host names hold no slash. */
export function holderName({ host, boot, pid, start }: Holder): string {
  return [PREFIX, host, boot, String(pid), start].join('/');
}

function parseHolder(name: string): Holder | null {
  const [prefix, host, boot, pid, start, ...rest] = name.split('/');
  if (prefix !== PREFIX || rest.length > 0 || host === undefined || boot === undefined) return null;
  const number = Number(pid);
  if (!Number.isInteger(number) || number <= 0 || start === undefined) return null;
  return { host, boot, pid: number, start };
}

/** The start time of process `pid` (field 22 of /proc/<pid>/stat), '' when unknown. */
async function startTicks(pid: number): Promise<string> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? '';
}

async function bootId(): Promise<string> {
  return (await readFile('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => '')).trim();
}

/** Whether a process with `pid` exists (one of another user counts). */
function runs(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the holder `name` is gone for sure, seen from `self` (this process).
 *
 * @example
 * await holderIsGone('node/web-1/3f.../4242/81234', self); // true when pid 4242 no longer runs here
 */
export async function holderIsGone(name: string, self: Holder): Promise<boolean> {
  const holder = parseHolder(name);
  if (!holder || holder.host !== self.host) return false;
  if (holder.boot && self.boot && holder.boot !== self.boot) return true;
  if (!runs(holder.pid)) return true;
  if (!holder.start) return false;
  const now = holder.pid === self.pid ? self.start : await startTicks(holder.pid);
  return now !== '' && now !== holder.start;
}

/** This process as a lease holder. */
export async function thisProcess(): Promise<Holder> {
  return { host: hostname(), boot: await bootId(), pid: process.pid, start: await startTicks(process.pid) };
}

let ownership: Promise<LeaseOwnership> | null = null;

/**
 * The lease ownership of this Node process, for `createOutboxSender({ leases })` (read once).
 *
 * @example
 * const sender = createOutboxSender({ db, transport, leases: await nodeLeaseOwnership() });
 */
export function nodeLeaseOwnership(): Promise<LeaseOwnership> {
  ownership ??= thisProcess().then((self) => ({
    owner: holderName(self),
    isGone: (name: string) => holderIsGone(name, self),
  }));
  return ownership;
}
