// Astro builds the visitor pages per locale from the published snapshot in the database.
// Only interactive blocks hydrate (islands); everything else ships as plain HTML and CSS.
// The Node adapter (middleware mode) adds a server bundle beside the static pages: it holds only
// the internal render route the local renderer uses to make a publish live in milliseconds
// (functions/services/local-renderer.ts, docs/decisions/0005-publish-to-live.md).
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { injectInternalRenderRoute } from './functions/edge/internal-render-route.ts';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { protectedPagesIntegration } from './functions/services/protected/build-output.ts';
import { staticOutputIntegration } from './functions/services/static/build-output.ts';

/**
 * After a build: copies each locale's 404 page to /{locale}/404.html, where static hosts look for
 * it, drops public/CONTEXT.md (a note for developers, not a file to serve), and writes the root
 * redirect page's refresh as `2; url=` (Astro writes `2;url=`, which the W3C validator refuses).
 * `dir` is the folder that holds the HTML (dist/client with the adapter).
 */
const localeNotFoundPages = {
  name: 'lunette-locale-404',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      for (const locale of ['de', 'en']) {
        const from = fileURLToPath(new URL(`${locale}/404/index.html`, dir));
        await copyFile(from, fileURLToPath(new URL(`${locale}/404.html`, dir)));
      }
      await rm(fileURLToPath(new URL('CONTEXT.md', dir)), { force: true });
      const root = fileURLToPath(new URL('index.html', dir));
      const html = await readFile(root, 'utf8').catch(() => null);
      if (html) await writeFile(root, html.replace(/content="(\d+);url=/gu, 'content="$1; url='));
    },
  },
};

/**
 * The on-demand twin of src/pages/[locale]/[...slug].astro: renders one route of the published
 * site from the snapshot the local renderer passes in. Only the renderer calls it, in-process;
 * the public servers never mount the Astro handler, and it is not part of the static output.
 */
const internalRenderRoute = {
  name: 'lunette-internal-render',
  hooks: {
    'astro:config:setup': ({ injectRoute }) => {
      injectInternalRenderRoute(injectRoute);
    },
  },
};

/**
 * Builds outside the project (`--outDir /tmp/...`, as the e2e run and the tests do) put the server
 * and prerender bundles where Node cannot find the project's packages: Astro imports the
 * prerender bundle during the build, and the local renderer imports the server bundle. A
 * `node_modules` link in the output root fixes the lookup. Created at each environment's build
 * start, because Astro empties the output folder first (removing only the link, never its target).
 */
const outOfTreeModules = {
  name: 'lunette-out-of-tree-modules',
  hooks: {
    'astro:config:setup': ({ config, updateConfig }) => {
      const outDir = fileURLToPath(config.outDir);
      const root = fileURLToPath(config.root);
      const inside = relative(root, outDir);
      if (inside && !inside.startsWith('..') && !isAbsolute(inside)) return;
      const link = join(outDir, 'node_modules');
      const ensureLink = () => {
        if (existsSync(link)) return;
        mkdirSync(outDir, { recursive: true });
        symlinkSync(join(root, 'node_modules'), link, 'dir');
      };
      updateConfig({ vite: { plugins: [{ name: 'lunette-out-of-tree-modules', buildStart: ensureLink }] } });
    },
  },
};

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [
    react(),
    localeNotFoundPages,
    internalRenderRoute,
    outOfTreeModules,
    protectedPagesIntegration,
    // Last: CSP hashes and brotli/gzip copies of the files as they are served.
    staticOutputIntegration,
  ],
  i18n: {
    locales: ['de', 'en'],
    defaultLocale: 'de',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: true },
  },
  vite: {
    optimizeDeps: { include: ['astro/virtual-modules/i18n.js', '@nanostores/react', 'react', 'react-dom'] },
    ssr: { external: ['@libsql/client', 'libsql'] },
  },
});
