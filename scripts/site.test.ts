/**
 * The site CLI as an operator runs it (a child process with a temp DATABASE_URL): create (blank
 * template), refusals with one line and exit code 1, list, and a removal that goes ahead only
 * when both piped answers name the site.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('./site.ts', import.meta.url));
let dir: string;

/** Runs `site.ts args` with `stdin` piped in; answers exit code and output. */
function site(
  args: string[],
  stdin = '',
  extraEnv: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], {
      env: {
        ...process.env,
        DATABASE_URL: `file:${join(dir, 'lunette.db')}`,
        PORT: '4321',
        // Everything beside the temp database, and never a Turso account of the caller's.
        PLATFORM_DATABASE_URL: '',
        LUNETTE_SITES_DIR: join(dir, 'sites'),
        TURSO_API_TOKEN: '',
        TURSO_ORG: '',
        CLOUDFLARE_API_TOKEN: '',
        CLOUDFLARE_ZONE_ID: '',
        PUBLIC_SITE_URL: '',
        ...extraEnv,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => done({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-site-cli-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('npm run site', () => {
  it('creates, lists, refuses and removes a site', { timeout: 150_000 }, async () => {
    const created = await site([
      'create',
      '--name',
      'Optik Alpenblick',
      '--host',
      'alpenblick.localhost',
      '--template',
      'blank',
    ]);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('created optik-alpenblick: Optik Alpenblick');
    expect(created.stdout).toContain('http://alpenblick.localhost:4321/');

    const taken = await site(['create', '--name', 'Optik Zwei', '--host', 'alpenblick.localhost']);
    expect(taken).toMatchObject({ code: 1, stderr: 'site: alpenblick.localhost belongs to another site\n' });
    const unknown = await site(['disable', 'optik-nirgends']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim().split('\n')).toHaveLength(1);

    // Created sites are migrated: the fleet migration finds them current and records their version.
    const migrated = await site(['migrate', '--all']);
    expect(migrated.stderr).toBe('');
    expect(migrated.code).toBe(0);
    expect(migrated.stdout).toMatch(/optik-alpenblick: already current/u);
    expect((await site(['migrate'])).stderr).toBe('site: migrate needs --site <id> or --all\n');

    const listed = await site(['list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      /^optik-alpenblick +Optik Alpenblick +active +alpenblick\.localhost +never +\S+/mu,
    );

    const refused = await site(['remove', 'optik-alpenblick'], 'optik-alpenblick\noptik-alpen\n');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('nothing was removed');
    expect(await readdir(join(dir, 'sites'))).toContain('optik-alpenblick.db');

    const removed = await site(['remove', 'optik-alpenblick'], 'optik-alpenblick\noptik-alpenblick\n');
    expect(removed.code).toBe(0);
    expect(removed.stdout).toContain('removed optik-alpenblick');
    expect(await readdir(join(dir, 'sites'))).toEqual([]);
    expect((await site(['list'])).stdout.trim()).toBe('no sites');
  });

  it(
    'prints the origin of PORT, exports a site and imports it as a new one; refuses a damaged archive',
    { timeout: 150_000 },
    async () => {
      const created = await site(
        ['create', '--name', 'Optik Export', '--host', 'export.localhost', '--template', 'blank'],
        '',
        {
          PORT: '8099',
        },
      );
      expect(created.stderr).toBe('');
      expect(created.stdout).toContain('http://export.localhost:8099/');

      const file = join(dir, 'optik-export.tar.gz');
      const exported = await site(['export', 'optik-export', file]);
      expect(exported.stderr).toBe('');
      expect(exported.stdout).toMatch(
        /^exported optik-export to .*optik-export\.tar\.gz: database \(schema \d{4}_/mu,
      );

      const imported = await site(['import', file, '--as', 'optik-kopie', '--host', 'kopie.localhost']);
      expect(imported.stderr).toBe('');
      expect(imported.stdout).toContain('imported optik-kopie: Optik Export');
      expect((await site(['list'])).stdout).toMatch(/^optik-kopie +Optik Export +active +kopie\.localhost/mu);

      const bytes = await readFile(file);
      bytes[bytes.length - 20]! ^= 0xff;
      await writeFile(join(dir, 'damaged.tar.gz'), bytes);
      const refused = await site(['import', join(dir, 'damaged.tar.gz'), '--as', 'optik-kaputt']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^site: (not a site archive|the archive is damaged|checksum mismatch)/u);
      expect(await readdir(join(dir, 'sites'))).not.toContain('optik-kaputt.db');
    },
  );

  it(
    "prints Cloudflare's refusal of a custom hostname and leaves nothing",
    { timeout: 150_000 },
    async () => {
      const seen: string[] = [];
      const server = createServer((req, res) => {
        seen.push(`${req.method} ${req.url}`);
        const duplicate = JSON.stringify({
          success: false,
          errors: [{ code: 1406, message: 'Duplicate custom hostname found.' }],
          messages: [],
          result: null,
        });
        res.writeHead(409, { 'content-type': 'application/json' }).end(duplicate);
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      try {
        const refused = await site(
          [
            'create',
            '--name',
            'Optik Doppelt',
            '--host',
            'doppelt.localhost',
            '--host',
            'optik-doppelt.ch',
            '--template',
            'blank',
          ],
          '',
          {
            CLOUDFLARE_API_TOKEN: 'cf-token',
            CLOUDFLARE_ZONE_ID: 'zone-1',
            CLOUDFLARE_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`,
          },
        );
        expect(refused.code).toBe(1);
        expect(refused.stderr).toBe(
          'site: Cloudflare add custom hostname optik-doppelt.ch: 409 Duplicate custom hostname found. (1406)\n',
        );
        expect(seen).toEqual(['POST /client/v4/zones/zone-1/custom_hostnames']);
        expect(await readdir(join(dir, 'sites'))).not.toContain('optik-doppelt.db');
        expect((await site(['list'])).stdout).not.toContain('optik-doppelt');
      } finally {
        server.closeAllConnections();
        await new Promise<void>((done) => server.close(() => done()));
      }
    },
  );
});
