// The edge renderer (docs/decisions/0014-the-edge.md): the visitor pages built for workerd with
// Astro's Cloudflare adapter, every route on demand, no page prerendered. The Worker imports its
// `renderRoute` (functions/edge/render-entry.ts) and renders a site's page from that site's
// published snapshot. Built by scripts/edge-build.ts into <LUNETTE_DIST>/edge.
import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import { injectInternalRenderRoute } from './functions/edge/internal-render-route.ts';
import { fileURLToPath } from 'node:url';

const stand_in = fileURLToPath(new URL('./functions/edge/no-published-site.ts', import.meta.url));

/** Every route on demand (nothing read from a database at build time) plus the internal render route. */
const renderOnly = {
  name: 'lunette-edge-render-only',
  hooks: {
    'astro:config:setup': ({ injectRoute }) => {
      injectInternalRenderRoute(injectRoute);
    },
    'astro:route:setup': ({ route }) => {
      route.prerender = false;
    },
  },
};

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  adapter: cloudflare({
    configPath: './functions/edge/wrangler.renderer.toml',
    prerenderEnvironment: 'node',
  }),
  session: { driver: 'memory' },
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), renderOnly],
  i18n: {
    locales: ['de', 'en'],
    defaultLocale: 'de',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: true },
  },
  vite: {
    define: { 'import.meta.env.LUNETTE_BUILD_ID': JSON.stringify(process.env.LUNETTE_BUILD_ID ?? 'dev') },
    plugins: [
      {
        name: 'lunette-edge-no-build-time-database',
        enforce: 'pre',
        async resolveId(source, importer, options) {
          if (!source.endsWith('/published-site.ts')) return null;
          const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
          return resolved?.id.endsWith('/db/published-site.ts') ? stand_in : null;
        },
      },
    ],
  },
});
