/**
 * The internal render route both Astro builds inject (astro.config.mjs for the Node renderer,
 * astro.edge.config.mjs for the Worker): `/internal-render/{locale}/{slug}`, rendered on demand by
 * src/layouts/InternalRender.astro from the snapshot its caller hands over in `locals`.
 */
import { INTERNAL_RENDER_PREFIX } from '../../src/lib/affected-routes.ts';

/** Injects the route (`injectRoute` of Astro's `astro:config:setup` hook). */
export function injectInternalRenderRoute(
  injectRoute: (route: { pattern: string; entrypoint: string; prerender: boolean }) => void,
): void {
  injectRoute({
    pattern: `${INTERNAL_RENDER_PREFIX}/[locale]/[...slug]`,
    entrypoint: './src/layouts/InternalRender.astro',
    prerender: false,
  });
}
