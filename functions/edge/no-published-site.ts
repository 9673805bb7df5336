/**
 * The edge build's stand-in for db/published-site.ts (astro.edge.config.mjs): on the edge every
 * page is rendered from the snapshot the Worker hands over, never from a build-time database.
 */
import type { SiteSnapshot } from '../../src/lib/content.ts';

export function publishedSite(): Promise<SiteSnapshot> {
  return Promise.reject(new Error('the edge renders from the snapshot the Worker hands over'));
}
