/**
 * The hashes of the build's inline code, for the Content-Security-Policy (functions/security-headers.ts):
 * every inline `<script>` and every inline event handler attribute in the built pages, plus
 * Astro's island bootstrap scripts (so a page re-rendered after a publish, which may use a
 * hydration directive no page of the build used, still passes). Written once per build into
 * `client/_lunette/inline-hashes.json` (INLINE_HASHES_FILE) by ./build-output.ts; the Node server
 * reads it at its first answer, the Worker fetches it from its assets.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as v from 'valibot';
import { inlineCodeOfHtml } from './inline-code.ts';
import {
  INLINE_HASHES_FILE,
  InlineHashesSchema,
  NO_INLINE_HASHES,
  type InlineHashes,
} from '../../security-headers.ts';

export { INLINE_HASHES_FILE };

/** The CSP source of some code: `sha256-<base64>` of its UTF-8 bytes. */
export const sha256Source = (code: string): string =>
  `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;

/**
 * The inline scripts and event handler attributes of one HTML page, as CSP hash sources.
 *
 * @example
 * inlineHashesOfHtml('<script>go()</script><img onload="x()">');
 * // { scripts: ['sha256-...'], handlers: ['sha256-...'] }
 */
export function inlineHashesOfHtml(html: string): InlineHashes {
  const { scripts, handlers, connect } = inlineCodeOfHtml(html);
  return { scripts: scripts.map(sha256Source), handlers: handlers.map(sha256Source), connect };
}

/** Adds `more` into `into` (no duplicates, sorted so the file is stable between builds). */
export function mergeInlineHashes(...all: InlineHashes[]): InlineHashes {
  const scripts = new Set(all.flatMap((h) => h.scripts));
  const handlers = new Set(all.flatMap((h) => h.handlers));
  const connect = new Set(all.flatMap((h) => h.connect));
  return { scripts: [...scripts].sort(), handlers: [...handlers].sort(), connect: [...connect].sort() };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/** The hashes of every HTML file under `dir`. */
export async function inlineHashesOfFolder(dir: string): Promise<InlineHashes> {
  const found: InlineHashes[] = [];
  for (const file of await htmlFiles(dir)) found.push(inlineHashesOfHtml(await readFile(file, 'utf8')));
  return mergeInlineHashes(...found);
}

/** Astro's island bootstrap and hydration directive scripts, as Astro writes them into pages. */
export async function astroIslandScriptHashes(): Promise<InlineHashes> {
  const modules = ['idle', 'load', 'media', 'only', 'visible'].map(
    (d) => `astro/runtime/client/${d}.prebuilt.js`,
  );
  modules.push('astro/runtime/server/astro-island.prebuilt.js');
  const scripts: string[] = [];
  for (const name of modules) {
    const code: unknown = ((await import(name)) as { default: unknown }).default;
    if (typeof code === 'string') scripts.push(sha256Source(code));
  }
  return { scripts, handlers: [], connect: [] };
}

/** Scans the built pages under `clientDir` and writes the hashes file there. */
export async function writeInlineHashes(
  clientDir: string,
  extra: InlineHashes[] = [],
): Promise<InlineHashes> {
  const hashes = mergeInlineHashes(await inlineHashesOfFolder(clientDir), ...extra);
  const file = join(clientDir, INLINE_HASHES_FILE);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(hashes, null, 2)}\n`);
  return hashes;
}

/** Parses a hashes file's text; null when it is not one. */
export function parseInlineHashes(text: string): InlineHashes | null {
  try {
    const parsed = v.safeParse(InlineHashesSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

const loaded = new Map<string, Promise<InlineHashes>>();

/**
 * The hashes of the build served from `clientDir`: its hashes file, or (a build from before the
 * file existed, a test's hand-made folder) a scan of its pages. Read once per folder.
 */
export function loadInlineHashes(clientDir: string): Promise<InlineHashes> {
  let hashes = loaded.get(clientDir);
  if (!hashes) {
    hashes = readFile(join(clientDir, INLINE_HASHES_FILE), 'utf8')
      .then((text) => parseInlineHashes(text))
      .catch(() => null)
      .then(
        async (parsed) =>
          parsed ??
          mergeInlineHashes(
            await inlineHashesOfFolder(clientDir).catch(() => NO_INLINE_HASHES),
            await astroIslandScriptHashes(),
          ),
      );
    loaded.set(clientDir, hashes);
  }
  return hashes;
}

/** Forgets what was read (tests that rebuild a folder). */
export function forgetInlineHashes(): void {
  loaded.clear();
  probed.clear();
}

const probed = new Map<string, Promise<string[]>>();

/**
 * The origins the pages under `dir` check with a fetch (their booking frames, `data-probe`): a
 * site's own pages on Node, which a publish re-renders (so a new booking address is allowed as
 * soon as its pages are written). Scanned once, until `forgetProbedOrigins(dir)`.
 */
export function probedOriginsOfFolder(dir: string): Promise<string[]> {
  let origins = probed.get(dir);
  if (!origins) {
    origins = (async () => {
      const found = new Set<string>();
      for (const file of await htmlFiles(dir).catch(() => [])) {
        const html = await readFile(file, 'utf8').catch(() => '');
        if (html.includes('data-probe'))
          for (const origin of inlineCodeOfHtml(html).connect) found.add(origin);
      }
      return [...found].sort();
    })();
    probed.set(dir, origins);
  }
  return origins;
}

/** Drops the scanned origins of `dir` (its pages were rendered again). */
export function forgetProbedOrigins(dir: string): void {
  probed.delete(dir);
}
