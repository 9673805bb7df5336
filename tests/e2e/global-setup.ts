/**
 * Starts the whole system once for the e2e run, exactly as `npm start` does (same launcher), on
 * free ports and a fresh database in a temp folder; stops it and cleans up afterwards.
 * Tests read `E2E_BASE_URL` and `E2E_PARTY_HOST` (also provided as `baseUrl` / `partyHost`).
 * The demo changelog is marked seen for the shared admin, so its dialog interrupts no editor test.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeDeepl } from '../fixtures/fake-deepl.ts';
import { freePort, waitFor } from '../fixtures/net.ts';
import { markChangelogSeen } from './e2e-db.ts';
import { E2E_ADMIN } from './credentials.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    partyHost: string;
    /** The e2e run's build output (`client/` holds the static site). */
    distDir: string;
    /** The e2e database (test-only direct access; restore whatever you change). */
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'lunette-e2e-'));
  const port = await freePort();
  const partyPort = await freePort();
  // Machine translation goes to a fake DeepL on 127.0.0.1 (nothing leaves the machine).
  const deepl = await startFakeDeepl({ authKey: 'e2e-deepl-key:fx' });
  const env = {
    ...process.env,
    DATABASE_URL: `file:${join(dir, 'lunette.db')}`,
    LUNETTE_MEDIA_DIR: join(dir, 'media'),
    // Its own build output, so e2e runs never overwrite (or race with) the developer's dist/.
    LUNETTE_DIST: join(dir, 'dist'),
    PORT: String(port),
    PARTY_PORT: String(partyPort),
    // The launcher's bootstrap creates this admin (tests sign in with tests/e2e/credentials.ts).
    LUNETTE_ADMIN_EMAIL: E2E_ADMIN.email,
    LUNETTE_ADMIN_PASSWORD: E2E_ADMIN.password,
    // The tests act as the reverse proxy: their X-Forwarded-For names a fresh client per sign-in
    // (tests/e2e/credentials.ts), believed only because the launcher trusts this machine.
    TRUSTED_PROXIES: '127.0.0.1,::1',
    DEEPL_API_KEY: 'e2e-deepl-key:fx',
    DEEPL_SERVER_URL: deepl.url,
  };
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  // The launcher's output: shown when it does not start, and written to E2E_LAUNCHER_LOG if set
  // (to read the server's side of a failed test after the run).
  const logFile = createWriteStream(process.env['E2E_LAUNCHER_LOG'] ?? join(dir, 'launcher.log'));
  const collect = (d: Buffer) => {
    output += d.toString();
    logFile.write(d);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((done) => child.on('exit', done));

  const baseUrl = `http://127.0.0.1:${port}`;
  const partyHost = `127.0.0.1:${partyPort}`;
  try {
    await waitFor(async () => (await fetch(`${baseUrl}/api/v1/health`)).ok, 240_000, exited);
    await waitFor(
      async () => (await fetch(`http://${partyHost}/`).catch(() => null)) !== null,
      60_000,
      exited,
    );
    await markChangelogSeen(env.DATABASE_URL, E2E_ADMIN.email);
  } catch (error) {
    stop();
    await deepl.close();
    throw new Error(`the system did not start: ${String(error)}\n--- launcher output ---\n${output}`, {
      cause: error,
    });
  }
  process.env['E2E_BASE_URL'] = baseUrl;
  process.env['E2E_PARTY_HOST'] = partyHost;
  project.provide('baseUrl', baseUrl);
  project.provide('partyHost', partyHost);
  project.provide('distDir', env.LUNETTE_DIST);
  project.provide('databaseUrl', env.DATABASE_URL);

  function stop() {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }

  return async () => {
    stop();
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await deepl.close();
    await rm(dir, { recursive: true, force: true });
  };
}
