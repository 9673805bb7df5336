/**
 * The Cloudflare entry builds: `wrangler deploy --dry-run` runs wrangler.toml's build command (the
 * edge renderer and the assets of the site the e2e run built) and bundles functions/worker.ts with
 * the renderer inside (no network, no login).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';

const wrangler = fileURLToPath(new URL('../../node_modules/wrangler/bin/wrangler.js', import.meta.url));
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('Workers deployment', () => {
  it('bundles the worker with a dry run', async () => {
    const out = await mkdtemp(join(tmpdir(), 'lunette-worker-'));
    dirs.push(out);
    let log = '';
    const code = await new Promise<number | null>((done) => {
      const child = spawn(
        process.execPath,
        [wrangler, 'deploy', '--dry-run', '--outdir', out, '--assets', join(inject('distDir'), 'worker')],
        {
          env: {
            ...process.env,
            LUNETTE_DIST: inject('distDir'),
            WRANGLER_SEND_METRICS: 'false',
            CLOUDFLARE_CF_FETCH_ENABLED: 'false',
            CI: '1',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child.stdout.on('data', (d: Buffer) => (log += d.toString()));
      child.stderr.on('data', (d: Buffer) => (log += d.toString()));
      child.on('exit', done);
    });
    expect(code, log).toBe(0);
    const files = await readdir(out);
    const bundle = files.find((f) => f.endsWith('.js'));
    expect(bundle, files.join(', ')).toBeDefined();
    expect((await stat(join(out, bundle ?? ''))).size).toBeGreaterThan(1000);
    // The edge renderer is bundled in: its internal render route is part of the Worker.
    expect(await readFile(join(out, bundle ?? ''), 'utf8')).toContain('/internal-render/');
  }, 120_000);
});
