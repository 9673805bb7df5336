/**
 * Proves the production install: a fresh clone of the committed tree, `npm install --omit=dev`
 * (no tools, no test libraries), then `npm start` builds and serves the demo site and runs the game
 * rooms. Fails when something the launcher needs at run time sits in devDependencies.
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitFor } from '../fixtures/net.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
let workDir = '';
let stopLauncher = () => {};

afterAll(async () => {
  stopLauncher();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('npm install --omit=dev && npm start on a fresh clone', () => {
  it('installs no devDependencies and serves the demo site and the game rooms', async () => {
    workDir = await mkdtemp(join(tmpdir(), 'lunette-prod-install-'));
    const clone = join(workDir, 'lunette');
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', repoRoot, clone], { stdio: 'inherit' });
    execFileSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: clone,
      stdio: 'inherit',
    });
    // Tools and test libraries stay out (vitest, drizzle-kit and typescript may still arrive as
    // optional peers of better-auth); the pinned Node (a dependency) is in.
    for (const tool of ['eslint', 'playwright-core', 'wrangler', 'lighthouse', 'prettier'])
      expect(existsSync(join(clone, 'node_modules', tool)), tool).toBe(false);
    expect(existsSync(join(clone, 'node_modules/.bin/node'))).toBe(true);

    const port = await freePort();
    const partyPort = await freePort();
    const launcher = spawn('npm', ['start'], {
      cwd: clone,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        PARTY_PORT: String(partyPort),
        DATABASE_URL: `file:${join(workDir, 'data/lunette.db')}`,
        LUNETTE_MEDIA_DIR: join(workDir, 'data/media'),
        LUNETTE_ADMIN_EMAIL: 'admin@prod-install.test',
        LUNETTE_ADMIN_PASSWORD: 'prod-install-password-1',
      },
    });
    let output = '';
    launcher.stdout.on('data', (d: Buffer) => (output += d.toString()));
    launcher.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise((done) => launcher.on('exit', done));
    stopLauncher = () => {
      if (launcher.pid && launcher.exitCode === null) {
        try {
          process.kill(-launcher.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    };

    const base = `http://127.0.0.1:${port}`;
    try {
      await waitFor(async () => (await fetch(`${base}/api/v1/health`)).ok, 300_000, exited);
      await waitFor(
        async () => (await fetch(`http://127.0.0.1:${partyPort}/`).catch(() => null)) !== null,
        60_000,
        exited,
      );
    } catch (error) {
      throw new Error(`npm start did not come up: ${String(error)}\n--- output ---\n${output}`, {
        cause: error,
      });
    }
    const home = await fetch(`${base}/de/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Optik Sonnenberg');
  });
});
