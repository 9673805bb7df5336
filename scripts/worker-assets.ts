/**
 * Prepares the Worker's static assets (wrangler.toml runs it before every `wrangler deploy` and
 * `wrangler dev`): `dist/worker/` gets the public site of the last build (`dist/client/`) and the
 * protected pages (`dist/protected/`) under `_protected/`, a prefix the Worker answers itself and
 * never serves as files (functions/services/protected/worker-assets.ts). Files are hard links, so
 * this takes milliseconds and no space (the Node server's .br/.gz copies stay out; `_headers` gives
 * the files served without the Worker their headers). The build root is LUNETTE_DIST, default `dist`.
 */
import { existsSync } from 'node:fs';
import { link, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHOTO_MANIFEST, photoFileUrl, photoKey } from '../db/seed/content/photos.ts';
import { TEMPLATE_MEDIA_PREFIX } from '../functions/services/media/template-media.ts';
import { ASSETS_HEADERS_FILE } from '../functions/services/static/worker-security.ts';

const root = resolve(process.env['LUNETTE_DIST'] ?? 'dist');
const client = join(root, 'client');
const target = join(root, 'worker');

async function linkTree(from: string, to: string): Promise<number> {
  await mkdir(to, { recursive: true });
  let count = 0;
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    if (entry.isDirectory()) count += await linkTree(source, join(to, entry.name));
    // The Node server's brotli/gzip copies: Cloudflare compresses at the edge itself.
    else if (entry.isFile() && !/\.(?:br|gz)$/u.test(entry.name)) {
      await link(source, join(to, entry.name));
      count++;
    }
  }
  return count;
}

if (!existsSync(client)) {
  // Nothing built yet: wrangler then reports the missing assets folder itself.
  console.log(`[worker-assets] no build in ${client}: run npm run build first`);
} else {
  await rm(target, { recursive: true, force: true });
  const pages = await linkTree(client, target);
  // Headers of the files Cloudflare serves without the Worker (wrangler.toml run_worker_first).
  await writeFile(join(target, '_headers'), ASSETS_HEADERS_FILE);
  const folder = join(root, 'protected');
  const protectedPages = existsSync(folder) ? await linkTree(folder, join(target, '_protected')) : 0;
  // The template media (the seed's photos) under their media keys: the Worker copies one into R2
  // on its first read (functions/services/media/template-media.ts).
  for (const entry of PHOTO_MANIFEST) {
    const to = join(target, TEMPLATE_MEDIA_PREFIX, photoKey(entry));
    await mkdir(dirname(to), { recursive: true });
    await link(fileURLToPath(photoFileUrl(entry.file)), to);
  }
  console.log(
    `[worker-assets] ${pages} public files, ${protectedPages} protected pages, ` +
      `${PHOTO_MANIFEST.length} template media in ${target}`,
  );
}
