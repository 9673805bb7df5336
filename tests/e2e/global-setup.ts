/**
 * Starts the whole system once for the e2e run, exactly as `npm start` does (same launcher, through
 * tests/fixtures/launcher.ts), on free ports and a fresh database in a temp folder; stops it and
 * cleans up afterwards.
 * Tests read `E2E_BASE_URL` and `E2E_PARTY_HOST` (also provided as `baseUrl` / `partyHost`).
 * The demo changelog is marked seen for the shared admin, so its dialog interrupts no editor test.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeDeepl } from '../fixtures/fake-deepl.ts';
import { launcherSetting, startLauncher } from '../fixtures/launcher.ts';
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
  // Machine translation goes to a fake DeepL on 127.0.0.1 (nothing leaves the machine).
  const deepl = await startFakeDeepl({ authKey: 'e2e-deepl-key:fx' });
  const setting = await launcherSetting(dir, {
    // The tests act as the reverse proxy: their X-Forwarded-For names a fresh client per sign-in
    // (tests/e2e/credentials.ts), believed only because the launcher trusts this machine.
    TRUSTED_PROXIES: '127.0.0.1,::1',
    DEEPL_API_KEY: 'e2e-deepl-key:fx',
    DEEPL_SERVER_URL: deepl.url,
  });
  // The launcher's output, written to E2E_LAUNCHER_LOG if set (to read the server's side of a
  // failed test after the run); a launcher that does not start shows it in the error.
  const logFile = createWriteStream(process.env['E2E_LAUNCHER_LOG'] ?? join(dir, 'launcher.log'));
  const launcher = await startLauncher(setting, {
    timeoutMs: 240_000,
    onOutput: (d) => logFile.write(d),
  }).catch(async (error: unknown) => {
    await deepl.close();
    throw new Error(`the system did not start: ${String(error)}`, { cause: error });
  });
  const stop = async () => {
    launcher.signalGroup('SIGTERM');
    await Promise.race([launcher.exited, new Promise((r) => setTimeout(r, 5000))]);
    launcher.signalGroup('SIGKILL');
    await deepl.close();
    await rm(dir, { recursive: true, force: true });
  };
  await markChangelogSeen(setting.env['DATABASE_URL']!, E2E_ADMIN.email).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  const { baseUrl, partyHost } = setting;
  process.env['E2E_BASE_URL'] = baseUrl;
  process.env['E2E_PARTY_HOST'] = partyHost;
  project.provide('baseUrl', baseUrl);
  project.provide('partyHost', partyHost);
  project.provide('distDir', setting.env['LUNETTE_DIST']!);
  project.provide('databaseUrl', setting.env['DATABASE_URL']!);

  return stop;
}
