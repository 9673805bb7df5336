/**
 * The launcher owns the game-room server it starts: its pid is kept in a file beside the
 * database, and a start that finds a server left by a launcher that was killed (`kill -9` skips
 * every clean-up) stops it before starting its own, so the new one gets the port and the current
 * snapshot secret. Only a process that is still a `partykit` one is stopped (a pid may be reused).
 */
import { readFile, rm, writeFile } from 'node:fs/promises';

/** Whether a process with `pid` runs and its command line contains `marker` (Linux /proc). */
async function runsAs(pid: number, marker: string): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return cmdline.includes(marker);
}

/**
 * Stops the process group named in `pidFile` when it still runs as `marker` (SIGTERM, then
 * SIGKILL after `graceMs`); answers whether one was stopped. The file is removed either way.
 */
export async function stopStaleChild(
  pidFile: string,
  marker: string,
  { graceMs = 3000, log = (message: string) => console.log(`[lunette] ${message}`) } = {},
): Promise<boolean> {
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).trim());
  await rm(pidFile, { force: true });
  if (!Number.isInteger(pid) || pid <= 1 || !(await runsAs(pid, marker))) return false;
  log(`stopping the game-room server (pid ${pid}) left by an earlier start`);
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      try {
        process.kill(pid, name);
      } catch {
        // gone already
      }
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && (await runsAs(pid, marker))) await new Promise((r) => setTimeout(r, 50));
  if (await runsAs(pid, marker)) signal('SIGKILL');
  return true;
}

/** Records the child's pid (mode 0600). */
export async function recordChild(pidFile: string, pid: number | undefined): Promise<void> {
  if (pid) await writeFile(pidFile, `${pid}\n`, { mode: 0o600 });
}
