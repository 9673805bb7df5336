/**
 * The rebuild hook: after a publish, the published site must go live. The service is told what
 * changed; the local default re-renders the affected pages into the served folder (see
 * ./local-renderer.ts when present), production calls a deploy hook URL. `noRebuild` is for tests
 * and tools that only touch the database.
 */

/** What a publish changed. */
export interface PublishedChange {
  /** Pages whose own content changed (their routes in every locale are re-rendered). */
  pageIds: string[];
  /** True when something every page shows changed (navigation, settings): all pages re-render. */
  wholeSite: boolean;
  /** Public paths that no longer exist (a deleted or renamed page) and must disappear. */
  removedPaths: string[];
}

export interface RebuildService {
  /** Makes a publish live; resolves when the affected pages are served. */
  afterPublish(change: PublishedChange): Promise<void>;
}

/** A rebuild service that does nothing (tests, scripts). */
export const noRebuild: RebuildService = { afterPublish: async () => {} };
