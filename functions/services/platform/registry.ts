/**
 * The platform registry: which sites exist, on which hosts, where their databases live, who may
 * edit them, and the network's businesses. Every router (Node and Worker) asks it which site a
 * request's `Host` names; the host table is small and read whole, then kept for a few seconds,
 * so the site CLI (another process) takes effect without a restart and a request costs no query.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PlatformDb } from '../../../db/platform/client.ts';
import {
  networkBranches,
  networkBusinesses,
  siteHosts,
  siteMembers,
  sites,
} from '../../../db/platform/schema.ts';
import type { Locale } from '../../../src/lib/content.ts';
import type { NetworkSite } from '../../../src/lib/api/platform.ts';
import { hostError, isLoopbackHost, isSiteId, normaliseHost } from '../../../src/lib/platform/sites.ts';

/** A site as the routers and tools see it. */
export interface SiteRecord {
  id: string;
  name: string;
  locales: Locale[];
  status: 'active' | 'disabled';
  databaseUrl: string;
  businessId: string | null;
  isDefault: boolean;
  hosts: string[];
  /** The host of canonical links (the primary one, else the first). */
  primaryHost: string | null;
  createdAt: string;
  lastPublishAt: string | null;
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

/** How long the host table is kept before it is read again. */
const HOSTS_TTL_MS = 2000;

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
export type NetworkLookup = Pick<SiteRegistry, 'businesses' | 'branch' | 'siteForHost'>;

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

/** The registry over its database. `now` is injectable for tests. */
export function createSiteRegistry(db: PlatformDb, { now = () => new Date() } = {}) {
  let cache: { at: number; byHost: Map<string, string>; defaultId: string | null } | null = null;
  const records = new Map<string, SiteRecord>();
  /** Confirmed memberships ("site id, user id") and until when (ms) they are trusted. */
  const members = new Map<string, number>();

  const invalidate = () => {
    cache = null;
    records.clear();
    members.clear();
  };

  const hostTable = async () => {
    if (cache && now().getTime() - cache.at < HOSTS_TTL_MS) return cache;
    let hostRows: { host: string; siteId: string }[];
    let defaults: { id: string }[];
    try {
      [hostRows, defaults] = await Promise.all([
        db.select({ host: siteHosts.host, siteId: siteHosts.siteId }).from(siteHosts),
        db.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true)).limit(1),
      ]);
    } catch (error) {
      // The registry cannot be reached: the last table (and the sites read with it) keeps
      // serving, so known hosts' cached pages stay up; asked again at the next request.
      if (!cache) throw error;
      console.error(`[registry] cannot be reached, serving the last host table: ${String(error)}`);
      return cache;
    }
    records.clear();
    cache = {
      at: now().getTime(),
      byHost: new Map(hostRows.map((row) => [row.host, row.siteId])),
      defaultId: defaults[0]?.id ?? null,
    };
    return cache;
  };

  const readSite = async (id: string): Promise<SiteRecord | null> => {
    const known = records.get(id);
    if (known) return known;
    const [row] = await db.select().from(sites).where(eq(sites.id, id));
    if (!row) return null;
    const hosts = await db
      .select()
      .from(siteHosts)
      .where(eq(siteHosts.siteId, id))
      .orderBy(asc(siteHosts.host));
    const record: SiteRecord = {
      ...row,
      hosts: hosts.map((h) => h.host),
      primaryHost: (hosts.find((h) => h.primary) ?? hosts[0])?.host ?? null,
    };
    records.set(id, record);
    return record;
  };

  return {
    db,
    invalidate,

    /** The site a request's Host header names (this machine's names: the default site), or null. */
    async siteForHost(rawHost: string | null | undefined): Promise<SiteRecord | null> {
      const host = normaliseHost(rawHost);
      if (!host) return null;
      const table = await hostTable();
      const id = isLoopbackHost(host) ? table.defaultId : table.byHost.get(host);
      return id ? readSite(id) : null;
    },

    site: (id: string) => readSite(id),

    async defaultSite(): Promise<SiteRecord | null> {
      const { defaultId } = await hostTable();
      return defaultId ? readSite(defaultId) : null;
    },

    async listSites(): Promise<SiteRecord[]> {
      const rows = await db.select({ id: sites.id }).from(sites).orderBy(asc(sites.id));
      const list: SiteRecord[] = [];
      for (const row of rows) {
        const record = await readSite(row.id);
        if (record) list.push(record);
      }
      return list;
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
      invalidate();
      return (await readSite(input.id)) as SiteRecord;
    },

    async setStatus(id: string, status: 'active' | 'disabled'): Promise<void> {
      const changed = await db
        .update(sites)
        .set({ status })
        .where(eq(sites.id, id))
        .returning({ id: sites.id });
      if (!changed[0]) throw new SiteRegistryError('not_found', `no site ${id}`);
      invalidate();
    },

    /** Removes the site's registry rows (hosts and members go with it); its files are the caller's. */
    async removeSite(id: string): Promise<void> {
      const removed = await db.delete(sites).where(eq(sites.id, id)).returning({ id: sites.id });
      if (!removed[0]) throw new SiteRegistryError('not_found', `no site ${id}`);
      invalidate();
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
