/**
 * No form mail waits for a visitor: a site's outbox is delivered by the sender of its open
 * server, and a site that is not open (never asked for since the start, or closed by the cache)
 * would keep its mail until its next request. The sweep looks into every active site that is not
 * open, at start and then every minute, and opens those with mail due (opening starts their
 * sender, which delivers and retries as usual).
 */
import { and, inArray, lte, sql } from 'drizzle-orm';
import { openDb } from '../../../db/client.ts';
import { outbox } from '../../../db/schema.ts';
import type { SiteCache } from '../../platform-node.ts';
import type { SiteRecord, SiteRegistry } from './registry.ts';

/** Whether a site's database holds mail that is due (pending or failed, or a lease that ran out). */
export async function hasMailDue(site: SiteRecord, now: Date = new Date()): Promise<boolean> {
  const handle = await openDb(site.databaseUrl);
  try {
    const [row] = await handle.db
      .select({ count: sql<number>`count(*)` })
      .from(outbox)
      .where(
        and(
          inArray(outbox.status, ['pending', 'failed', 'sending']),
          lte(outbox.nextAttemptAt, now.toISOString()),
        ),
      );
    return (row?.count ?? 0) > 0;
  } finally {
    handle.client.close();
  }
}

export interface OutboxSweep {
  /** Looks at every active site that is not open; answers how many it opened. */
  sweepOnce(): Promise<number>;
  stop(): void;
}

/** Starts the sweep: once now, then every `intervalMs` (default one minute). */
export function startOutboxSweep({
  registry,
  sites,
  mailDue = hasMailDue,
  intervalMs = 60_000,
  log = (message: string) => console.log(`[lunette] ${message}`),
}: {
  registry: Pick<SiteRegistry, 'listSites'>;
  sites: Pick<SiteCache, 'get' | 'openSites'>;
  mailDue?: (site: SiteRecord) => Promise<boolean>;
  intervalMs?: number;
  log?: (message: string) => void;
}): OutboxSweep {
  let running: Promise<number> | null = null;
  const sweepOnce = () => {
    running ??= (async () => {
      const open = new Set(sites.openSites());
      let opened = 0;
      for (const site of await registry.listSites()) {
        if (site.status !== 'active' || open.has(site.id)) continue;
        try {
          if (!(await mailDue(site))) continue;
          await sites.get(site);
          opened++;
          log(`${site.id}: opened to deliver its waiting mail`);
        } catch (error) {
          log(`${site.id}: outbox sweep failed: ${String(error)}`);
        }
      }
      return opened;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void sweepOnce(), intervalMs);
  timer.unref();
  void sweepOnce();
  return { sweepOnce, stop: () => clearInterval(timer) };
}
