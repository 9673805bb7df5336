/**
 * The rebuild service on the edge: a publish (or a settings, navigation or collection change)
 * bumps the site's version with one KV write (./site-versions.ts). When `afterPublish` resolves,
 * the next request for any page of the site renders from the new snapshot, so the publish answer's
 * `live: true` is what a visitor sees. Warming the changed pages afterwards is queued
 * (./jobs.ts) when a queue is bound; a visitor never waits for it.
 */
import type { PublishedChange, RebuildService } from '../rebuild.ts';
import type { SiteVersions } from './site-versions.ts';

export interface EdgeRebuildOptions {
  siteId: string;
  versions: SiteVersions;
  /** Queues the pages to render ahead of visitors (absent: they render on their first request). */
  warm?: (change: PublishedChange) => Promise<void>;
  log?: (message: string) => void;
}

/**
 * @example
 * const rebuild = edgeRebuild({ siteId: 'default', versions: kvSiteVersions(env.SITE_STATE) });
 */
export function edgeRebuild(options: EdgeRebuildOptions): RebuildService {
  const log = options.log ?? ((message: string) => console.error(message));
  return {
    async afterPublish(change) {
      await options.versions.bump(options.siteId);
      if (!options.warm) return;
      // Warming is an optimisation: the publish is live without it.
      await options.warm(change).catch((error: unknown) => {
        log(`[edge] warming ${options.siteId} could not be queued: ${String(error)}`);
      });
    },
  };
}
