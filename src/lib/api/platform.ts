/**
 * The contract of GET /api/v1/platform/sites (the network admins' list of sites): one valibot
 * schema for the answer, shared by the Hono route, the `/network` page and the site CLI's table.
 * Pure: no I/O, no DOM, no node:*.
 */
import * as v from 'valibot';
import { successSchema } from './common.ts';

/** The statuses of a site in the registry (db/platform/schema.ts). */
export const SITE_STATUSES = ['active', 'disabled'] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];

/** One site of the network as an admin sees it. */
export const NetworkSiteSchema = v.object({
  id: v.string(),
  name: v.string(),
  status: v.picklist(SITE_STATUSES),
  /** The site this machine's own names (localhost) serve. */
  isDefault: v.boolean(),
  /** Every host it answers on, sorted; the primary one is also `primaryHost`. */
  hosts: v.array(v.string()),
  primaryHost: v.nullable(v.string()),
  /** ISO timestamps. */
  createdAt: v.string(),
  lastPublishAt: v.nullable(v.string()),
  /** Bytes of its database file(s) and its folder under the sites folder (0 for what is remote). */
  storageBytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Migrations applied to its database (null: unknown, e.g. a remote database not measured here). */
  schemaVersion: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))),
  /** Form mails waiting to be sent (pending or being sent), and those whose last try failed. */
  mailWaiting: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))),
  mailFailed: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))),
});
export type NetworkSite = v.InferOutput<typeof NetworkSiteSchema>;

/** The answer of GET /api/v1/platform/sites: every site, by id. */
export const NetworkSitesResponseSchema = successSchema(v.object({ sites: v.array(NetworkSiteSchema) }));
export type NetworkSitesResponse = v.InferOutput<typeof NetworkSitesResponseSchema>;
