/**
 * A fingerprint of everything a static build depends on: the source files and the published
 * content. `npm start` rebuilds dist/ only when the fingerprint changed.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/client.ts';
import { loadSite } from '../db/snapshot.ts';

const SOURCE_ROOTS = ['src', 'db', 'public', 'astro.config.mjs', 'package-lock.json'];

async function* walk(path: string): AsyncGenerator<string> {
  const info = await stat(path).catch(() => null);
  if (!info) return;
  if (info.isFile()) {
    yield path;
    return;
  }
  for (const entry of (await readdir(path)).sort()) {
    if (entry.endsWith('.test.ts')) continue;
    yield* walk(join(path, entry));
  }
}

export async function siteStamp(db: Db, root = '.'): Promise<string> {
  const hash = createHash('sha256');
  for (const source of SOURCE_ROOTS) {
    for await (const file of walk(join(root, source))) {
      hash.update(file);
      hash.update(await readFile(file));
    }
  }
  hash.update(JSON.stringify(await loadSite(db, 'published')));
  return hash.digest('hex');
}
