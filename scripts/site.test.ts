/**
 * The site CLI as an operator runs it (a child process with a temp DATABASE_URL): create (blank
 * template), refusals with one line and exit code 1, list, and a removal that goes ahead only
 * when both piped answers name the site.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('./site.ts', import.meta.url));
let dir: string;

/** Runs `site.ts args` with `stdin` piped in; answers exit code and output. */
function site(args: string[], stdin = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
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
  it('creates, lists, refuses and removes a site', { timeout: 60_000 }, async () => {
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
});
