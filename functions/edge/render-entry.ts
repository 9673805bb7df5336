/**
 * The edge renderer's entry, built for workerd by `astro build --config astro.edge.config.mjs`
 * (scripts/edge-build.ts) and bundled into the Worker (wrangler.toml `[alias]`
 * `lunette:edge-renderer`). It renders one route of a site's published snapshot through the same
 * internal route the Node renderer uses (src/layouts/InternalRender.astro), in this isolate, with
 * the snapshot handed over in `locals`: nothing else can make that route render.
 * docs/decisions/0014-the-edge.md.
 */
import { FetchState, pages } from 'astro/fetch';
import {
  INTERNAL_RENDER_LOCALS,
  renderSource,
  type InternalRenderLocals,
} from '../../src/lib/affected-routes.ts';
import type { Locale } from '../../src/lib/content.ts';

/** This build's id: rendered pages name its `/_astro/` files, so caches key on it. */
export const BUILD_ID: string = import.meta.env['LUNETTE_BUILD_ID'] ?? 'dev';

/** Renders `/{locale}/{slug}` of `locals.site` (slug '404' is the not-found page, 'sitemap.xml' the sitemap). */
export async function renderRoute(
  locale: Locale,
  slug: string,
  locals: InternalRenderLocals,
): Promise<Response> {
  const state = new FetchState(new Request(`https://render.invalid${renderSource(locale, slug)}`));
  (state.locals as unknown as Record<string, unknown>)[INTERNAL_RENDER_LOCALS] = locals;
  return pages(state);
}

/** Never reached from outside: the Worker imports `renderRoute`; this entry is the bundle's shape. */
export default {
  fetch: (): Response => new Response('Not found', { status: 404 }),
};
