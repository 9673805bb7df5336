/**
 * The published site for a static build: loaded once per build process from DATABASE_URL and
 * shared by every page's getStaticPaths and render.
 */
import { openDb } from './client.ts';
import { loadSite } from './snapshot.ts';
import type { SiteSnapshot } from '../src/lib/content.ts';

let cached: Promise<SiteSnapshot> | null = null;

export function publishedSite(): Promise<SiteSnapshot> {
  cached ??= (async () => {
    const handle = await openDb();
    try {
      return await loadSite(handle.db, 'published');
    } finally {
      handle.client.close();
    }
  })();
  return cached;
}
