/**
 * The demo site as a Next.js static export (`output: 'export'`), compiled from the project's own
 * sources in ../../src: Turbopack's root is the repository, so those files (and the root
 * node_modules they import) are inside it. The Vite features the sources use are provided here:
 * `@vite-ignore` by ./vite-compat-loader.mjs, `?url` imports as assets, `import.meta.env` by a
 * define. (src/blocks/manifests.ts, which needs Vite's `import.meta.glob`, is not imported: each
 * static block is its own client component, ./blocks.)
 * The build does not type-check (neither does `astro build`): `npx tsc -p bench/next` does, once
 * Next is installed here; the shared sources are checked by the root project.
 */
import type { NextConfig } from 'next';
import { resolve } from 'node:path';

const here = process.cwd();
const repo = resolve(here, '../..');
/** The project's own sources (not node_modules, not this folder). */
const SOURCES = { all: [{ path: /(^|\/)src\// }, { not: { path: /node_modules/ } }] };
const viteCompat = resolve(here, 'vite-compat-loader.mjs');

const config: NextConfig = {
  output: 'export',
  distDir: '.next',
  images: { unoptimized: true },
  turbopack: {
    root: repo,
    rules: {
      '*.ts': { condition: SOURCES, loaders: [viteCompat], as: '*.ts' },
      '*.tsx': { condition: SOURCES, loaders: [viteCompat], as: '*.tsx' },
      // Vite's `?url` imports (MapLibre's worker and stylesheet): the file, emitted, as its URL.
      '*.mjs': { condition: { query: /^\?url$/ }, type: 'asset' },
      '*.css': { condition: { query: /^\?url$/ }, type: 'asset' },
    },
  },
  compiler: {
    define: {
      'import.meta.env.PUBLIC_MAP_STYLE_LIGHT': process.env['PUBLIC_MAP_STYLE_LIGHT'] ?? '',
      'import.meta.env.PUBLIC_MAP_STYLE_DARK': process.env['PUBLIC_MAP_STYLE_DARK'] ?? '',
    },
  },
  // The database client loads a native module: required at build time, never bundled.
  serverExternalPackages: ['@libsql/client', 'libsql'],
  typescript: { ignoreBuildErrors: true },
};

export default config;
