// Astro builds the visitor pages per locale from the published snapshot in the database.
// Only interactive blocks hydrate (islands); everything else ships as plain HTML and CSS.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { copyFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * After a build: copies each locale's 404 page to /{locale}/404.html, where static hosts look for
 * it, and drops public/CONTEXT.md (a note for developers, not a file to serve).
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
    },
  },
};

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), localeNotFoundPages],
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
