/**
 * No form mail waits for a visitor: a site's outbox is delivered by the sender of its open
 * server, and a site that is not open (never asked for since the start, or closed by the cache)
 * would keep its mail until its next request. The sweep looks into every active site that is not
 * open, at start and then every minute, and opens those with mail due (opening starts their
 * sender, which delivers and retries as usual). Mail that a process gone from this host had
 * claimed (a server killed mid-send) counts as due at once: the opened site's sender takes it back
 * (functions/services/outbox-lease.ts) instead of waiting for the lease to end.
 */
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { openDb } from '../../../db/client.ts';
import { outbox } from '../../../db/schema.ts';
import type { SiteCache } from '../../platform-node.ts';
import { nodeLeaseOwnership } from '../outbox-lease.ts';
import type { LeaseOwnership } from '../outbox-sender.ts';
import type { SiteRecord, SiteRegistry } from './registry.ts';

/**
 * Whether a site's database holds mail that is due (pending or failed, a lease that ran out, or
 * one whose holder `leases` knows to be gone).
 */
export async function hasMailDue(
  site: SiteRecord,
  now: Date = new Date(),
  leases?: Pick<LeaseOwnership, 'isGone'>,
): Promise<boolean> {
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
    if ((row?.count ?? 0) > 0) return true;
    if (!leases) return false;
    const holders = await handle.db
      .selectDistinct({ owner: outbox.leaseOwner })
      .from(outbox)
      .where(and(eq(outbox.status, 'sending'), isNotNull(outbox.leaseOwner)));
    for (const { owner } of holders) if (owner !== null && (await leases.isGone(owner))) return true;
    return false;
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
  mailDue = async (site) => hasMailDue(site, new Date(), await nodeLeaseOwnership()),
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
