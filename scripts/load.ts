/**
 * `npm run test:load`: the load suite, on this machine with the load generator beside the servers
 * (undici pools on 127.0.0.1; every server runs as its own process). Bounded in time.
 *
 * (a) mixed traffic: the real Node server (scripts/load-server.ts: the host router of `npm start`
 *     over the demo network, a temp data folder, a copy of dist/) gets 200 requests/s for 30 s,
 *     open loop: pages and their scripts and styles, editor field saves by a signed-in optician,
 *     contact form posts (each visitor from its own loopback address, as the form's rate limit
 *     counts per address). Every answer must be a success, and afterwards every acknowledged save
 *     must still be the stored revision (a save based on it is accepted).
 * (b) the save comparison: the same field saves against the real server and against a bare
 *     node:http + libSQL server doing one revision-checked UPDATE (scripts/bare-save-server.ts),
 *     side by side in one run: latency at 500 saves/s (open loop) and a peak-throughput search
 *     (closed loop, concurrency doubled while the throughput still grows by 5 %).
 *
 * Prints one table (scripts/bench-table.ts). Fails on any error or 5xx; with `--check` also when
 * a figure breaks bench/budgets.json. `--only mixed|saves` runs one part; `--mixed-seconds N` and
 * `--dist DIR` change the defaults (30 s, dist/). Needs a build (npm run build).
 * The save comparison's figures are also part of `npm run bench` (`saveComparison`).
 *
 * The parts live in load-mixed.ts (a) and load-saves.ts (b), their shared machinery in
 * load-runner.ts.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { breaches, formatTable, loadBudgets, type BenchRow } from './bench-table.ts';
import { mixedTraffic } from './load-mixed.ts';
import { saveComparison } from './load-saves.ts';

export { mixedTraffic, saveComparison };

const arg = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

async function main() {
  const only = arg('only');
  const dist = arg('dist') ?? 'dist';
  const rows: BenchRow[] = [];
  const errors: string[] = [];
  const started = performance.now();
  if (!only || only === 'mixed') {
    const mixed = await mixedTraffic({ dist, seconds: Number(arg('mixed-seconds') ?? 30) });
    rows.push(...mixed.rows);
    errors.push(...mixed.errors);
  }
  if (!only || only === 'saves') {
    const saves = await saveComparison({ dist });
    rows.push(...saves.rows);
    errors.push(...saves.errors);
  }
  const budgets = await loadBudgets();
  console.log(`\n${formatTable(rows, budgets)}\n`);
  console.log(`load suite: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  for (const error of errors) console.error(`ERROR ${error}`);
  const broken = process.argv.includes('--check') ? breaches(rows, budgets) : [];
  for (const b of broken) console.error(`OVER BUDGET ${b.name}: ${b.value} ${b.unit} (budget ${b.budget})`);
  if (errors.length || broken.length) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
