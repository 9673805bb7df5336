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
import { forEachLimited } from '../../../src/lib/each-limited.ts';
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
  /** Looks at the sites that may have mail due and are not open; answers how many it opened. */
  sweepOnce(): Promise<number>;
  stop(): void;
}

/** Sites the sweep opens at once (each opening reads its database and may render). */
export const SWEEP_CONCURRENCY = 4;
/** A site that takes longer to open is left to its opening and the sweep goes on without it. */
export const SWEEP_OPEN_TIMEOUT_MS = 30_000;

/**
 * Starts the sweep: once now, then every `intervalMs` (default one minute). The first run looks
 * into every active site that is not open (mail from before the registry kept marks, mail of a
 * process that crashed); with `dueSiteIds` (the registry's marks, ./mail-due.ts) every later run
 * looks only at the sites it names. Sites open `concurrency` at a time; one that fails or hangs is
 * logged and does not hold the others up.
 */
export function startOutboxSweep({
  registry,
  sites,
  mailDue = async (site) => hasMailDue(site, new Date(), await nodeLeaseOwnership()),
  dueSiteIds,
  intervalMs = 60_000,
  concurrency = SWEEP_CONCURRENCY,
  openTimeoutMs = SWEEP_OPEN_TIMEOUT_MS,
  log = (message: string) => console.log(`[lunette] ${message}`),
}: {
  registry: Pick<SiteRegistry, 'listSites'>;
  sites: Pick<SiteCache, 'get' | 'openSites'>;
  mailDue?: (site: SiteRecord) => Promise<boolean>;
  dueSiteIds?: () => Promise<string[]>;
  intervalMs?: number;
  concurrency?: number;
  openTimeoutMs?: number;
  log?: (message: string) => void;
}): OutboxSweep {
  let running: Promise<number> | null = null;
  let scannedAll = false;

  /** Opens one site if it has mail due; whether it did. Never throws. */
  const visit = async (site: SiteRecord, checked: boolean): Promise<boolean> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error(`not open after ${openTimeoutMs} ms`)), openTimeoutMs);
      timer.unref?.();
    });
    try {
      if (!checked && !(await Promise.race([mailDue(site), timeout]))) return false;
      await Promise.race([sites.get(site), timeout]);
      log(`${site.id}: opened to deliver its waiting mail`);
      return true;
    } catch (error) {
      log(`${site.id}: outbox sweep failed: ${String(error)}`);
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  const sweepOnce = () => {
    running ??= (async () => {
      const open = new Set(sites.openSites());
      const active = (await registry.listSites()).filter((s) => s.status === 'active' && !open.has(s.id));
      // The registry's marks name the sites with mail due (their outbox was read when marked).
      const marked = scannedAll && dueSiteIds ? new Set(await dueSiteIds()) : null;
      const candidates = marked ? active.filter((s) => marked.has(s.id)) : active;
      let opened = 0;
      await forEachLimited(candidates, concurrency, async (site) => {
        if (await visit(site, marked !== null)) opened++;
      });
      scannedAll = true;
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
