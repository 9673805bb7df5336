/**
 * The background work the Node server does for an open site, done on Workers from the Cron
 * Trigger (functions/worker.ts `scheduled`): the feeds refresher (reviews every 6 h, the photo
 * feed every hour: only copies past their expiry are fetched) and, on a network, the business
 * data and the directory copied from the registry. A changed copy re-renders the site's pages
 * through its rebuild service (a version bump at the edge). Each part fails on its own: a failure
 * logs one line and keeps the stale copy.
 */
import type { Db } from '../../../db/client.ts';
import { createFeedsRefresher, FEED_TAGS, type FeedsRefresher } from '../feeds/refresher.ts';
import { syncBusinessFromNetwork } from '../platform/business-sync.ts';
import { syncDirectoryFromNetwork } from '../platform/directory-sync.ts';
import type { NetworkLookup } from '../platform/registry.ts';
import type { RebuildService } from '../rebuild.ts';
import { reviewsFromEnv, type ReviewsEnv } from '../reviews/service.ts';
import { socialFeedFromEnv, type SocialFeedEnv } from '../social-feed/service.ts';

/** How often the Cron Trigger (every minute) runs the upkeep: every 15 minutes. */
export const UPKEEP_EVERY_MINUTES = 15;

/** When a Cron Trigger run was scheduled (its controller's `scheduledTime`, else now). */
export function scheduledTimeOf(controller: unknown): number {
  const time = (controller as { scheduledTime?: unknown } | null)?.scheduledTime;
  return typeof time === 'number' ? time : Date.now();
}

/** Whether a scheduled run at `time` (ms) is one of the upkeep runs. */
export function isUpkeepRun(time: number): boolean {
  return Math.floor(time / 60_000) % UPKEEP_EVERY_MINUTES === 0;
}

/** The site's feeds refresher on Workers (no timers: the Cron Trigger and `revalidate/tag` call it). */
export function workerFeeds(
  db: Db,
  env: ReviewsEnv & SocialFeedEnv,
  rebuild: Pick<RebuildService, 'afterPublish'>,
): FeedsRefresher {
  return createFeedsRefresher({
    db,
    reviews: reviewsFromEnv(env),
    social: socialFeedFromEnv(env),
    rebuild,
    log: (message) => console.error(`[upkeep] ${message}`),
  });
}

export interface SiteUpkeepOptions {
  siteId: string;
  db: Db;
  feeds: FeedsRefresher;
  rebuild: Pick<RebuildService, 'afterPublish'>;
  /** On a network: the registry and the site's business (its data and the directory are copied). */
  network?: { lookup: Pick<NetworkLookup, 'businesses'>; businessId: string | null };
  log?: (message: string) => void;
}

/** One upkeep run of one site; what it changed. */
export async function siteUpkeep(options: SiteUpkeepOptions): Promise<{ feeds: boolean; network: boolean }> {
  const log = options.log ?? ((message: string) => console.error(`[upkeep] ${options.siteId}: ${message}`));
  let feeds = false;
  for (const tag of FEED_TAGS) {
    const result = await options.feeds.refresh(tag).catch((error: unknown) => {
      log(`${tag} not refreshed: ${String(error)}`);
      return { changed: false, failed: 1 };
    });
    feeds ||= result.changed;
  }
  let network = false;
  if (options.network) {
    const { lookup, businessId } = options.network;
    const business = businessId
      ? await syncBusinessFromNetwork(lookup, options.db, businessId).catch((error: unknown) => {
          log(`business data from the network not synced: ${String(error)}`);
          return false;
        })
      : false;
    const directory = await syncDirectoryFromNetwork(lookup, options.db, businessId).catch(
      (error: unknown) => {
        log(`business directory from the network not synced: ${String(error)}`);
        return false;
      },
    );
    network = business || directory;
    if (network) await options.rebuild.afterPublish({ pageIds: [], wholeSite: true, removedPaths: [] });
  }
  return { feeds, network };
}
