/**
 * The rules of the network's sites, shared by the registry, the routers and the site CLI: what a
 * site id and a hostname may be, how a request's `Host` header names a registered host, and which
 * hosts always mean the default site (this machine's own names). Pure: no I/O.
 */
import { slugify } from '../slug.ts';

/** Longest site id (it names folders, media keys and game rooms). */
export const MAX_SITE_ID_LENGTH = 40;

const SITE_ID = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/** A DNS name: labels of letters, digits and dashes, no dash at either end of a label. */
const HOSTNAME =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Names by which a browser on this machine reaches the server: they serve the default site. */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '::1'];

/**
 * Whether `id` is a valid site id: lower-case letters, digits and inner dashes, at most 40.
 *
 * @example
 * isSiteId('optik-sonnenberg'); // true
 * isSiteId('Optik Sonnenberg'); // false
 */
export function isSiteId(id: string): boolean {
  return id.length <= MAX_SITE_ID_LENGTH && SITE_ID.test(id) && !id.includes('--');
}

/**
 * A site id made from a business name ('Optik Sonnenberg' -> 'optik-sonnenberg'), cut to 40
 * characters at a dash where possible; '' when the name has no letters or digits.
 */
export function siteIdFromName(name: string): string {
  const slug = slugify(name).replace(/-{2,}/g, '-');
  if (slug.length <= MAX_SITE_ID_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SITE_ID_LENGTH);
  return (cut.replace(/-[^-]*$/, '') || cut).replace(/-+$/, '');
}

/**
 * The registered form of a host: lower case, no port, no trailing dot, IPv6 without brackets;
 * null when it is not a hostname or address a site can answer on.
 *
 * @example
 * normaliseHost('Optik-Sonnenberg.localhost:4321'); // 'optik-sonnenberg.localhost'
 * normaliseHost('[::1]:4321'); // '::1'
 */
export function normaliseHost(raw: string | null | undefined): string | null {
  const value = raw?.trim().toLowerCase();
  if (!value) return null;
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) return bracketed[1] ?? null;
  const host = value.replace(/:\d{1,5}$/, '').replace(/\.$/, '');
  return HOSTNAME.test(host) ? host : null;
}

/** Whether a normalised host is one of this machine's own names (served by the default site). */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.includes(host);
}

/** Why a host cannot be registered for a site, or null when it can. */
export function hostError(raw: string): 'invalid' | 'loopback' | null {
  const host = normaliseHost(raw);
  if (!host || host !== raw.trim().toLowerCase().replace(/\.$/, '')) return 'invalid';
  return isLoopbackHost(host) ? 'loopback' : null;
}
