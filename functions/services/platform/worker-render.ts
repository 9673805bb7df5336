/**
 * How a publish goes live at the edge. A Worker cannot render Astro pages (the server bundle is
 * Node-only), so the Worker's rebuild service hands each publish to a render service: in
 * production a small Node service (`LUNETTE_RENDER_URL`) that runs the local renderer
 * (functions/services/local-renderer.ts) over the site's database with its output in R2
 * (`r2PagesOutput`, ./r2-pages.ts), writing only under `sites/{siteId}/`. The publish answers once
 * the render service has written the pages: they are live at the next request, no CI build.
 */
import type { PublishedChange, RebuildService } from '../rebuild.ts';

/** What the render service is asked to do for one publish. */
export interface RenderJob {
  event: 'lunette.render';
  siteId: string;
  /** The site's database (the render service reads the published site from it). */
  databaseUrl: string;
  /** The absolute origin of the site's canonical links. */
  siteUrl: string;
  change: PublishedChange;
}

/** Renders a publish's affected routes into the site's pages; resolves when they are written. */
export interface RenderService {
  render(job: RenderJob): Promise<void>;
}

export interface HttpRenderServiceOptions {
  /** The render service's endpoint (`LUNETTE_RENDER_URL`). */
  url: string;
  /** Sent as `Authorization: Bearer ...` (`LUNETTE_RENDER_TOKEN`); the service refuses calls without it. */
  token?: string | undefined;
  /** Injectable for tests. */
  fetch?: typeof fetch;
  /** Give up after this long (default 30 s: a whole-site render of a large site takes a few). */
  timeoutMs?: number;
}

/**
 * The production render service: POSTs the job as JSON; any answer but 2xx fails the publish's
 * rebuild (the editor sees it and can publish again).
 *
 * @example
 * const render = httpRenderService({ url: env.LUNETTE_RENDER_URL, token: env.LUNETTE_RENDER_TOKEN });
 */
export function httpRenderService({
  url,
  token,
  fetch: send = fetch,
  timeoutMs = 30_000,
}: HttpRenderServiceOptions): RenderService {
  return {
    async render(job) {
      const response = await send(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(job),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`the render service answered ${response.status}`);
    },
  };
}

export interface SiteRebuildOptions {
  site: { id: string; databaseUrl: string };
  siteUrl: string;
  render: RenderService;
  /** Records the publish in the registry (`SiteRegistry.markPublished`). */
  markPublished?: (siteId: string) => Promise<void>;
}

/** The rebuild service of one network site on the Worker: render, then record the publish. */
export function siteRebuild({ site, siteUrl, render, markPublished }: SiteRebuildOptions): RebuildService {
  return {
    async afterPublish(change) {
      await render.render({
        event: 'lunette.render',
        siteId: site.id,
        databaseUrl: site.databaseUrl,
        siteUrl,
        change,
      });
      await markPublished?.(site.id);
    },
  };
}
