import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderPool } from './render-pool.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-render-pool-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A stand-in server bundle: a Node middleware answering with the path and the snapshot's title. */
async function bundle(name: string, body: string): Promise<string> {
  const file = join(dir, name, 'entry.mjs');
  await mkdir(join(dir, name), { recursive: true });
  await writeFile(file, body);
  return file;
}

const ECHO = `export async function handler(req, res, next, locals) {
  if (req.url === '/boom') throw new Error('render failed on purpose');
  if (req.url === '/crash') process.exit(3);
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end('<p>' + req.url + ' ' + locals.site.title + '</p><link rel="stylesheet" href="/_astro/a.css">');
}
`;

describe('render pool', { timeout: 30_000 }, () => {
  it("renders each batch's routes on threads from the snapshot it was handed, with the static stylesheets", async () => {
    const pool = createRenderPool(await bundle('echo', ECHO), 2);
    try {
      expect(pool.ready).toBe(false);
      await pool.warmUp();
      expect(pool.ready).toBe(true);
      const first = pool.batch({ site: { title: 'Erste' } }, [
        '<link rel="stylesheet" href="/_astro/x.css">',
      ]);
      const second = pool.batch({ site: { title: 'Zweite' } }, null);
      const pages = await Promise.all([
        ...['/a', '/b', '/c', '/d', '/e'].map((p) => first.render(p)),
        second.render('/z'),
        first.render('/de/sitemap.xml'),
      ]);
      expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
      expect(pages[0]?.body.toString()).toBe('<p>/a Erste</p><link rel="stylesheet" href="/_astro/x.css">');
      expect(pages[5]?.body.toString()).toBe('<p>/z Zweite</p><link rel="stylesheet" href="/_astro/a.css">');
      // Sitemaps keep what they rendered.
      expect(pages[6]?.body.toString()).toContain('/_astro/a.css');
      first.end();
      second.end();
    } finally {
      await pool.close();
    }
  });

  it('fails a render with its cause, and replaces a thread that died', async () => {
    const pool = createRenderPool(await bundle('faulty', ECHO), 1);
    try {
      const batch = pool.batch({ site: { title: 'T' } }, null);
      await expect(batch.render('/boom')).rejects.toThrow('render failed on purpose');
      // The renders in flight on a thread that dies fail with it; those queued behind them run on
      // its replacement.
      const settled = await Promise.allSettled(['/crash', '/x', '/y', '/z'].map((p) => batch.render(p)));
      expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected', 'fulfilled', 'fulfilled']);
      expect(settled[0]?.status === 'rejected' && String(settled[0].reason)).toContain(
        'render thread exited with 3',
      );
      expect((await batch.render('/after')).body.toString()).toContain('/after T');
    } finally {
      await pool.close();
    }
  });

  it('keeps a process alive while it renders, and lets it exit once idle', async () => {
    const entry = await bundle('script', ECHO);
    const script = join(dir, 'script', 'publish.mjs');
    const pool = new URL('./render-pool.ts', import.meta.url).href;
    await writeFile(
      script,
      `import { createRenderPool } from ${JSON.stringify(pool)};
const batch = createRenderPool(${JSON.stringify(entry)}, 2).batch({ site: { title: 'Ende' } }, null);
const page = await batch.render('/last');
batch.end();
console.log(page.body.toString());
`,
    );
    const { stdout } = await promisify(execFile)(process.execPath, [script], { timeout: 15_000 });
    expect(stdout).toContain('/last Ende');
  });

  it('fails every render when the bundle does not load', async () => {
    const pool = createRenderPool(join(dir, 'missing', 'entry.mjs'), 1);
    try {
      await expect(pool.warmUp()).rejects.toThrow(/render thread: .*missing/);
      expect(pool.ready).toBe(false);
      await expect(pool.batch({}, null).render('/a')).rejects.toThrow(/render thread: .*missing/);
    } finally {
      await pool.close();
    }
  });
});
