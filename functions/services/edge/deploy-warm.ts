/**
 * After a deploy every cached page belongs to the old build (its key names the build id), so the
 * first Cron Trigger run of a new build queues a whole-site warming job for every site (once per
 * build: the build id it did last is kept in KV). The jobs run on the queue like a publish's
 * (./jobs.ts), retried and dead-lettered the same way; visitors meanwhile get pages rendered on
 * their first request.
 */
import { warmJob, type QueueLike } from './jobs.ts';
import type { KvLike } from './site-versions.ts';

const WARMED_BUILD_KEY = 'warmed-build';

export interface DeployWarmOptions {
  kv: KvLike;
  queue: QueueLike;
  /** The running build (the edge renderer's id). */
  buildId: string;
  /** The sites to warm and the origin each renders under. */
  sites: () => Promise<{ siteId: string; origin: string }[]>;
}

/** Queues the warming of every site once per build; how many jobs it queued. */
export async function warmAfterDeploy(options: DeployWarmOptions): Promise<number> {
  if ((await options.kv.get(WARMED_BUILD_KEY)) === options.buildId) return 0;
  await options.kv.put(WARMED_BUILD_KEY, options.buildId);
  const sites = await options.sites();
  for (const { siteId, origin } of sites)
    await options.queue.send(warmJob(siteId, origin, { pageIds: [], wholeSite: true, removedPaths: [] }));
  return sites.length;
}
