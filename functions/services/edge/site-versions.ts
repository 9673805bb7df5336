/**
 * A site's publish version at the edge: the one value every cached page's key carries. A publish
 * (or a settings, navigation or collection change) bumps it with one write; the next request for
 * any page then misses the cache and renders from the new snapshot. Kept in Workers KV
 * (`SITE_STATE`), so a cached page view costs a KV read, never a Turso round trip. KV shows a
 * write at once where it was made and within about a minute everywhere else. A missing key (a new
 * namespace) gets a fresh version, never an old one, so nothing stale can be served from it.
 */

/** The part of a KV namespace binding used here (structurally what workers-types declares). */
export interface KvLike {
  get(key: string): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
}

export interface SiteVersions {
  /** The site's current version. */
  get(siteId: string): Promise<string>;
  /** A new version for the site (its pages render anew on their next request). */
  bump(siteId: string): Promise<string>;
}

/** The id the single-site Worker's pages are versioned and cached under. */
export const SINGLE_SITE_ID = 'default';

const keyOf = (siteId: string) => `version:${siteId}`;

/** A fresh version: time-ordered, unique per isolate. */
export function newVersion(): string {
  return `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * Versions over a KV namespace.
 *
 * @example
 * const versions = kvSiteVersions(env.SITE_STATE);
 * await versions.bump('optik-sonnenberg');
 */
export function kvSiteVersions(kv: KvLike): SiteVersions {
  return {
    async get(siteId) {
      const stored = await kv.get(keyOf(siteId));
      if (stored) return stored;
      const fresh = newVersion();
      await kv.put(keyOf(siteId), fresh);
      return fresh;
    },
    async bump(siteId) {
      const fresh = newVersion();
      await kv.put(keyOf(siteId), fresh);
      return fresh;
    },
  };
}

/** Versions kept in this isolate only (no KV bound: every isolate renders on its own). */
export function isolateSiteVersions(): SiteVersions {
  const versions = new Map<string, string>();
  return {
    async get(siteId) {
      let version = versions.get(siteId);
      if (!version) versions.set(siteId, (version = newVersion()));
      return version;
    },
    async bump(siteId) {
      const fresh = newVersion();
      versions.set(siteId, fresh);
      return fresh;
    },
  };
}
