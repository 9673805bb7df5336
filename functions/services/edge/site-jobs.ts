/**
 * What a site's job does on the queue (./jobs.ts), the same for the single-site and the network
 * Worker: render the pages a publish changed into the edge cache, then rebuild the site search
 * index from every page of the new version (most come from the cache just filled), so search
 * follows a publish without a deploy (../search/site-search.ts). A failure throws: the queue
 * retries the job and keeps it in the dead-letter queue after its last try.
 */
import type { Db } from '../../../db/client.ts';
import { replaceSearchIndex } from '../search/site-search.ts';
import type { EdgePages } from './edge-pages.ts';
import type { EdgeJob } from './jobs.ts';

/**
 * @example
 * await runSiteJob(job, { pages, db }); // logs "[jobs] warmed default: 2 pages, search index {"de":53,"en":53}"
 */
export async function runSiteJob(
  job: EdgeJob,
  site: { pages: EdgePages; db: Db },
  log: (message: string) => void = (message) => console.log(message),
): Promise<void> {
  const warmed = await site.pages.warmChange(job.change);
  const indexed = await replaceSearchIndex(site.db, await site.pages.allPages());
  log(`[jobs] warmed ${job.siteId}: ${warmed} pages, search index ${JSON.stringify(indexed)}`);
}
