/**
 * The edge renderer as the Worker sees it: `renderRoute` of the Astro build for workerd
 * (functions/edge/render-entry.ts), bundled into the Worker under the alias
 * `lunette:edge-renderer` (wrangler.toml) and loaded on first use, so the Worker's global scope
 * stays free of it and Node tests can pass a renderer of their own.
 */
import type { InternalRenderLocals } from '../../../src/lib/affected-routes.ts';
import type { Locale } from '../../../src/lib/content.ts';

export interface EdgeRenderer {
  /** The build the renderer belongs to: the `/_astro/` files its pages name. */
  buildId: string;
  renderRoute(locale: Locale, slug: string, locals: InternalRenderLocals): Promise<Response>;
}

let loading: Promise<EdgeRenderer> | null = null;

/** The bundled renderer (loaded once per isolate). */
export function bundledRenderer(): Promise<EdgeRenderer> {
  loading ??= import('lunette:edge-renderer').then((module) => ({
    buildId: module.BUILD_ID,
    renderRoute: module.renderRoute,
  }));
  return loading;
}
