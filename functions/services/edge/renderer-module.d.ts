/** The edge renderer bundle (functions/edge/render-entry.ts), aliased by wrangler.toml. */
declare module 'lunette:edge-renderer' {
  import type { InternalRenderLocals } from '../../../src/lib/affected-routes.ts';
  import type { Locale } from '../../../src/lib/content.ts';

  export const BUILD_ID: string;
  export function renderRoute(locale: Locale, slug: string, locals: InternalRenderLocals): Promise<Response>;
}
