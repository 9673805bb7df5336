/**
 * The platform registry: which sites exist, on which hosts, where their databases live, who may
 * edit them, and the network's businesses. Every router (Node and Worker) asks it which site a
 * request's `Host` names. That answer comes from the host table (every site with its hosts, read
 * whole) held by a `HostTableSource`: by default this database, asked at most every
 * HOSTS_CHECK_MS whether its change counter moved (one single-row read; the table is read again
 * only then), so the site CLI (another process) takes effect without a restart; on the network
 * Worker a copy in Workers KV (./kv-host-table.ts), so a request costs no query at all.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { PlatformDb } from '../../../db/platform/client.ts';
import {
  networkBranches,
  networkBusinesses,
  registryChanges,
  siteHosts,
  siteMembers,
  sites,
} from '../../../db/platform/schema.ts';
import { LocaleSchema, type Locale } from '../../../src/lib/content.ts';
import type { BusinessSave } from '../../../src/lib/api/business.ts';
import { NetworkSiteSchema, type NetworkSite } from '../../../src/lib/api/platform.ts';
import { hostError, isLoopbackHost, isSiteId, normaliseHost } from '../../../src/lib/platform/sites.ts';

/**
 * A site as the routers and tools see it: the admins' list entry (`primaryHost` is the host of
 * canonical links: the primary one, else the first) without its storage, with where its database
 * lives. A schema because copies of the host table are read back from Workers KV.
 */
export const SiteRecordSchema = v.object({
  ...v.omit(NetworkSiteSchema, ['storageBytes', 'schemaVersion', 'mailWaiting', 'mailFailed']).entries,
  /** Visitor locales, default first. */
  locales: v.array(LocaleSchema),
  databaseUrl: v.string(),
  businessId: v.nullable(v.string()),
});
export type SiteRecord = v.InferOutput<typeof SiteRecordSchema>;

/** Every site with its hosts, as read at one value of the registry's change counter. */
export interface HostTable {
  /** The registry's change counter (`registry_changes`) the table was read at. */
  version: number;
  /** The site this machine's own names (localhost, 127.0.0.1) serve. */
  defaultId: string | null;
  /** Every site, disabled ones included, by id. */
  sites: SiteRecord[];
}

/** Where a registry takes its host table from (this database, or a copy: ./kv-host-table.ts). */
export interface HostTableSource {
  /** The current table (a source keeps it as long as it knows it to be current). */
  table(): Promise<HostTable>;
  /** The registry was changed through this process: the next `table()` shows the change. */
  changed(): Promise<void>;
}

export interface NewSite {
  id: string;
  name: string;
  hosts: string[];
  locales: Locale[];
  databaseUrl: string;
  businessId?: string | null;
  isDefault?: boolean;
}

export type SiteRegistryErrorCode =
  'invalid_id' | 'id_taken' | 'invalid_host' | 'host_taken' | 'not_found' | 'no_hosts';

/** Why a site cannot be created or changed (the CLI prints the message). */
export class SiteRegistryError extends Error {
  readonly code: SiteRegistryErrorCode;
  constructor(code: SiteRegistryErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** How long the database source trusts its host table before it asks the change counter again. */
export const HOSTS_CHECK_MS = 2000;

/**
 * How long a confirmed membership is remembered (as long as a recognised session,
 * functions/auth/session-cache.ts): every editor request asks whether its editor belongs to the
 * site, and profiling the field save showed that query as one of its five statements. Only a yes
 * is remembered, so a member added anywhere (the site CLI is another process) counts at once; a
 * site removed in this process forgets its members at once, elsewhere within this time.
 */
export const MEMBERSHIP_TTL_MS = 5_000;
/** Most memberships remembered at once (the oldest go first). */
const MEMBERSHIP_MAX = 10_000;

export type SiteRegistry = ReturnType<typeof createSiteRegistry>;

/** What a site's API reads of the network (GET/POST /api/v1/optician, GET /api/v1/game/origin). */
export type NetworkLookup = Pick<
  SiteRegistry,
  'businesses' | 'branch' | 'siteForHost' | 'updateBusinessData'
>;

/** A registry entry as the admins' list shows it. */
export function networkSiteOf(site: SiteRecord, storageBytes: number): NetworkSite {
  return {
    id: site.id,
    name: site.name,
    status: site.status,
    isDefault: site.isDefault,
    hosts: site.hosts,
    primaryHost: site.primaryHost,
    createdAt: site.createdAt,
    lastPublishAt: site.lastPublishAt,
    storageBytes,
  };
}

/** Sites with their hosts, sorted; the primary host (else the first) is the canonical one. */
function recordsOf(
  siteRows: (typeof sites.$inferSelect)[],
  hostRows: (typeof siteHosts.$inferSelect)[],
): SiteRecord[] {
  const hostsOf = new Map<string, (typeof siteHosts.$inferSelect)[]>();
  for (const row of [...hostRows].sort((a, b) => (a.host < b.host ? -1 : a.host > b.host ? 1 : 0)))
    hostsOf.set(row.siteId, [...(hostsOf.get(row.siteId) ?? []), row]);
  return siteRows.map((fullRow) => {
    // The figures the fleet's tools keep per site are not part of a site's record.
    const { schemaVersion, mailDueAt, mailWaiting, failedJobs, storageBytes, figuresAt, ...row } = fullRow;
    void [schemaVersion, mailDueAt, mailWaiting, failedJobs, storageBytes, figuresAt];
    const hosts = hostsOf.get(row.id) ?? [];
    return {
      ...row,
      hosts: hosts.map((h) => h.host),
      primaryHost: (hosts.find((h) => h.primary) ?? hosts[0])?.host ?? null,
    };
  });
}

/** The registry's change counter (one single-row read). */
export async function readChangeCount(db: PlatformDb): Promise<number> {
  const [row] = await db
    .select({ version: registryChanges.version })
    .from(registryChanges)
    .where(eq(registryChanges.id, 1));
  return row?.version ?? 0;
}

/**
 * The whole host table with the counter it belongs to, in one batch (one transaction, one round
 * trip to Turso): a change made while it is read is either in the table or moves the counter past
 * its version, never lost.
 */
export async function readHostTable(db: PlatformDb): Promise<HostTable> {
  const [counter, siteRows, hostRows] = await db.batch([
    db.select({ version: registryChanges.version }).from(registryChanges).where(eq(registryChanges.id, 1)),
    db.select().from(sites).orderBy(asc(sites.id)),
    db.select().from(siteHosts),
  ]);
  return {
    version: counter[0]?.version ?? 0,
    defaultId: siteRows.find((row) => row.isDefault)?.id ?? null,
    sites: recordsOf(siteRows, hostRows),
  };
}

/**
 * The host table read from the registry's database and kept while the change counter stays put:
 * at most every `checkEveryMs` one single-row read, the whole table again only when it moved.
 * When the registry cannot be reached, the last table keeps serving (known hosts' pages stay up)
 * and the next call asks again.
 *
 * @example
 * const registry = createSiteRegistry(db, { hosts: databaseHostTable(db) });
 */
export function databaseHostTable(
  db: PlatformDb,
  { now = () => new Date(), checkEveryMs = HOSTS_CHECK_MS } = {},
): HostTableSource {
  let held: HostTable | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  return {
    async table() {
      if (held && now().getTime() - checkedAt < checkEveryMs) return held;
      try {
        if (!held || (await readChangeCount(db)) !== held.version) held = await readHostTable(db);
      } catch (error) {
        if (!held) throw error;
        console.error(`[registry] cannot be reached, serving the last host table: ${String(error)}`);
        return held;
      }
      checkedAt = now().getTime();
      return held;
    },
    async changed() {
      // The triggers moved the counter: the next table() sees it.
      checkedAt = Number.NEGATIVE_INFINITY;
    },
  };
}

export interface SiteRegistryOptions {
  /** The clock (tests). */
  now?: () => Date;
  /** Where the host table comes from (default: this database, `databaseHostTable`). */
  hosts?: HostTableSource;
}

/** The registry over its database. */
export function createSiteRegistry(
  db: PlatformDb,
  { now = () => new Date(), hosts }: SiteRegistryOptions = {},
) {
  const source = hosts ?? databaseHostTable(db, { now });
  /** The last table with its look-ups by host and by id. */
  let indexed: { table: HostTable; byHost: Map<string, SiteRecord>; byId: Map<string, SiteRecord> } | null =
    null;
  const records = new Map<string, SiteRecord>();
  /** Confirmed memberships ("site id, user id") and until when (ms) they are trusted. */
  const members = new Map<string, number>();

  const invalidate = () => {
    records.clear();
    members.clear();
  };

  const hostTable = async () => {
    const table = await source.table();
    if (indexed?.table === table) return indexed;
    // Another version: a site read by id may have changed too.
    if (indexed && indexed.table.version !== table.version) records.clear();
    const byHost = new Map<string, SiteRecord>();
    for (const site of table.sites) for (const host of site.hosts) byHost.set(host, site);
    indexed = { table, byHost, byId: new Map(table.sites.map((site) => [site.id, site])) };
    return indexed;
  };

  /** The registry changed here: its copies of the table and of the records follow. */
  const changed = async () => {
    invalidate();
    await source.changed();
  };

  const readSite = async (id: string): Promise<SiteRecord | null> => {
    const known = records.get(id);
    if (known) return known;
    const [siteRows, hostRows] = await db.batch([
      db.select().from(sites).where(eq(sites.id, id)),
      db.select().from(siteHosts).where(eq(siteHosts.siteId, id)),
    ]);
    const [record] = recordsOf(siteRows, hostRows);
    if (!record) return null;
    records.set(id, record);
    return record;
  };

  return {
    db,
    invalidate,

    /**
     * The site a request's Host header names (this machine's names: the default site), or null:
     * from the host table, no query of its own (its `lastPublishAt` is the table's).
     */
    async siteForHost(rawHost: string | null | undefined): Promise<SiteRecord | null> {
      const host = normaliseHost(rawHost);
      if (!host) return null;
      const { table, byHost, byId } = await hostTable();
      if (!isLoopbackHost(host)) return byHost.get(host) ?? null;
      return (table.defaultId && byId.get(table.defaultId)) || null;
    },

    /** A site by id, read from the database (kept until the host table's version moves). */
    site: (id: string) => readSite(id),

    async defaultSite(): Promise<SiteRecord | null> {
      const { table, byId } = await hostTable();
      return (table.defaultId && byId.get(table.defaultId)) || null;
    },

    /** Every site by id, read now (two queries; the admins' list shows their last publish). */
    async listSites(): Promise<SiteRecord[]> {
      const [siteRows, hostRows] = await db.batch([
        db.select().from(sites).orderBy(asc(sites.id)),
        db.select().from(siteHosts),
      ]);
      return recordsOf(siteRows, hostRows);
    },

    /** Registers a site with its hosts (the first is primary); checks ids and hosts first. */
    async createSite(input: NewSite): Promise<SiteRecord> {
      if (!isSiteId(input.id)) throw new SiteRegistryError('invalid_id', `not a valid site id: ${input.id}`);
      if (input.hosts.length === 0) throw new SiteRegistryError('no_hosts', 'a site needs at least one host');
      const hosts = input.hosts.map((raw) => {
        const problem = hostError(raw);
        if (problem)
          throw new SiteRegistryError(
            'invalid_host',
            problem === 'loopback'
              ? `${raw} always serves the default site`
              : `not a hostname (lower case, no port): ${raw}`,
          );
        return normaliseHost(raw) as string;
      });
      await db.transaction(async (tx) => {
        const [taken] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, input.id));
        if (taken) throw new SiteRegistryError('id_taken', `a site with the id ${input.id} exists already`);
        const used = await tx.select().from(siteHosts).where(inArray(siteHosts.host, hosts));
        if (used[0])
          throw new SiteRegistryError('host_taken', `${used[0].host} belongs to ${used[0].siteId}`);
        if (input.isDefault) await tx.update(sites).set({ isDefault: false });
        await tx.insert(sites).values({
          id: input.id,
          name: input.name,
          locales: input.locales,
          databaseUrl: input.databaseUrl,
          businessId: input.businessId ?? null,
          isDefault: input.isDefault ?? false,
        });
        await tx
          .insert(siteHosts)
          .values(hosts.map((host, i) => ({ host, siteId: input.id, primary: i === 0 })));
      });
      await changed();
      return (await readSite(input.id)) as SiteRecord;
    },

    async setStatus(id: string, status: 'active' | 'disabled'): Promise<void> {
      const updated = await db
        .update(sites)
        .set({ status })
        .where(eq(sites.id, id))
        .returning({ id: sites.id });
      if (!updated[0]) throw new SiteRegistryError('not_found', `no site ${id}`);
      await changed();
    },

    /** Removes the site's registry rows (hosts and members go with it); its files are the caller's. */
    async removeSite(id: string): Promise<void> {
      const removed = await db.delete(sites).where(eq(sites.id, id)).returning({ id: sites.id });
      if (!removed[0]) throw new SiteRegistryError('not_found', `no site ${id}`);
      await changed();
    },

    async markPublished(id: string): Promise<void> {
      await db.update(sites).set({ lastPublishAt: now().toISOString() }).where(eq(sites.id, id));
      records.delete(id);
    },

    async addMember(siteId: string, userId: string): Promise<void> {
      await db.insert(siteMembers).values({ siteId, userId }).onConflictDoNothing();
    },

    /** Whether the account belongs to the site (a yes is remembered, see MEMBERSHIP_TTL_MS). */
    async isMember(siteId: string, userId: string): Promise<boolean> {
      const key = `${siteId} ${userId}`;
      const until = members.get(key);
      if (until !== undefined && until > now().getTime()) return true;
      members.delete(key);
      const [row] = await db
        .select({ userId: siteMembers.userId })
        .from(siteMembers)
        .where(and(eq(siteMembers.siteId, siteId), eq(siteMembers.userId, userId)));
      if (!row) return false;
      members.set(key, now().getTime() + MEMBERSHIP_TTL_MS);
      if (members.size > MEMBERSHIP_MAX) members.delete(members.keys().next().value as string);
      return true;
    },

    /** A branch of the network by id, or null. */
    async branch(id: string) {
      const [row] = await db.select().from(networkBranches).where(eq(networkBranches.id, id));
      return row ?? null;
    },

    /**
     * Stores a business's contact and its branches' addresses, contacts and hours as its shop
     * edited them (checked by src/lib/api/business.ts). Only branches of this business: another id
     * fails the whole change with 'not_found' and nothing is stored.
     */
    async updateBusinessData(businessId: string, data: BusinessSave): Promise<void> {
      await db.transaction(async (tx) => {
        const own = await tx
          .select({ id: networkBranches.id })
          .from(networkBranches)
          .where(eq(networkBranches.businessId, businessId));
        const ids = new Set(own.map((row) => row.id));
        const foreign = data.branches.find((branch) => !ids.has(branch.id));
        if (foreign) throw new SiteRegistryError('not_found', `no branch ${foreign.id} of ${businessId}`);
        const updated = await tx
          .update(networkBusinesses)
          .set({ email: data.email, phone: data.phone })
          .where(eq(networkBusinesses.id, businessId))
          .returning({ id: networkBusinesses.id });
        if (!updated[0]) throw new SiteRegistryError('not_found', `no business ${businessId}`);
        for (const { id, ...branch } of data.branches)
          await tx.update(networkBranches).set(branch).where(eq(networkBranches.id, id));
      });
    },

    /** The network's businesses with their branches, by name (only `ids` when given). */
    async businesses(ids?: readonly string[]) {
      const [rows, branchRows] = await Promise.all([
        db
          .select()
          .from(networkBusinesses)
          .where(ids ? inArray(networkBusinesses.id, [...ids]) : undefined)
          .orderBy(asc(networkBusinesses.name)),
        db
          .select()
          .from(networkBranches)
          .where(ids ? inArray(networkBranches.businessId, [...ids]) : undefined)
          .orderBy(asc(networkBranches.name)),
      ]);
      return rows.map((business) => ({
        ...business,
        branches: branchRows.filter((branch) => branch.businessId === business.id),
      }));
    },
  };
}
