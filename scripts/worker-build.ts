/**
 * Builds what the Worker ships (wrangler.toml runs it before every `wrangler deploy` and
 * `wrangler dev`), from the last `npm run build` in LUNETTE_DIST (default `dist`):
 *
 * 1. The edge renderer: `astro build --config astro.edge.config.mjs` into `<dist>/edge`, with a
 *    fresh build id, and a link `.wrangler/renderer` to its server bundle, which wrangler.toml's
 *    `[alias]` bundles into the Worker as `lunette:edge-renderer` (docs/decisions/0014-the-edge.md).
 * 2. The assets, `<dist>/worker/`: the build's files that are the same for every site (scripts,
 *    styles, public files, the editor shell and game screens), the edge renderer's `/_astro/`
 *    files, and the template media under `/_template-media/` (the seed's photos, copied into R2 on
 *    first read: functions/services/media/template-media.ts). Visitor pages are not among them:
 *    the Worker renders every site's pages itself. Files are hard links (milliseconds, no space);
 *    the Node server's .br/.gz copies stay out (Cloudflare compresses at the edge).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHOTO_MANIFEST, photoFileUrl, photoKey } from '../db/seed/content/photos.ts';
import { TEMPLATE_MEDIA_PREFIX } from '../functions/services/media/template-media.ts';
import { ASSETS_HEADERS_FILE } from '../functions/services/static/worker-security.ts';
import { isEdgeRenderedPath } from '../functions/services/edge/edge-paths.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const root = resolve(process.env['LUNETTE_DIST'] ?? 'dist');
const client = join(root, 'client');
const edge = join(root, 'edge');
const target = join(root, 'worker');
const rendererLink = join(projectRoot, '.wrangler', 'renderer');

/** Hard-links the files of `from` into `to` that `keep` accepts (by path relative to `base`). */
async function linkTree(
  from: string,
  to: string,
  keep: (path: string) => boolean,
  base = from,
): Promise<number> {
  let count = 0;
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const path = `/${relative(base, source).split('\\').join('/')}`;
    if (entry.isDirectory()) count += await linkTree(source, join(to, entry.name), keep, base);
    else if (entry.isFile() && !/\.(?:br|gz)$/u.test(entry.name) && keep(path)) {
      await mkdir(to, { recursive: true });
      if (!existsSync(join(to, entry.name))) await link(source, join(to, entry.name));
      count++;
    }
  }
  return count;
}

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: projectRoot,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${args.join(' ')} exited ${code}`))));
  });
}

if (!existsSync(client)) {
  // Nothing built yet: wrangler then reports the missing assets folder itself.
  console.log(`[worker-build] no build in ${client}: run npm run build first`);
} else {
  const buildId = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  const astro = join(projectRoot, 'node_modules', 'astro', 'bin', 'astro.mjs');
  await run(process.execPath, [astro, 'build', '--config', 'astro.edge.config.mjs', '--outDir', edge], {
    LUNETTE_BUILD_ID: buildId,
    ASTRO_TELEMETRY_DISABLED: '1',
  });
  // The Cloudflare Vite plugin points wrangler at the renderer's own config (a redirect file);
  // the Worker that ships is wrangler.toml's, with the renderer bundled in.
  await rm(join(projectRoot, '.wrangler', 'deploy', 'config.json'), { force: true });
  await rm(rendererLink, { recursive: true, force: true });
  await mkdir(dirname(rendererLink), { recursive: true });
  await symlink(join(edge, 'server'), rendererLink, 'dir');

  await rm(target, { recursive: true, force: true });
  const shared = await linkTree(
    client,
    target,
    (path) => !isEdgeRenderedPath(path.replace(/index\.html$/u, '')),
  );
  const scripts = await linkTree(join(edge, 'client', '_astro'), join(target, '_astro'), () => true);
  // Headers of the files Cloudflare serves without the Worker (wrangler.toml run_worker_first).
  await writeFile(join(target, '_headers'), ASSETS_HEADERS_FILE);
  for (const entry of PHOTO_MANIFEST) {
    const to = join(target, TEMPLATE_MEDIA_PREFIX, photoKey(entry));
    await mkdir(dirname(to), { recursive: true });
    await link(fileURLToPath(photoFileUrl(entry.file)), to);
  }
  console.log(
    `[worker-build] renderer ${buildId}; ${shared} shared files, ${scripts} renderer scripts, ` +
      `${PHOTO_MANIFEST.length} template media in ${target}`,
  );
}
