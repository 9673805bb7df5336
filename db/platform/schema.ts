/**
 * The platform registry: its own small database beside the sites' databases. It holds the sites
 * of the network (hostnames, locales, status, where their database lives), the network's
 * businesses with their branches and programmes (the business directory and the header/footer
 * "lookup"), and which editor accounts belong to which sites. The editor accounts themselves are
 * better-auth's tables (db/auth-schema.ts), kept in this database too, so one sign-in serves every
 * site an editor belongs to. Content, media rows, forms and games never live here.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { Locale } from '../../src/lib/content.ts';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/** A business of the network (an optician), listed in the directory. */
export const networkBusinesses = sqliteTable('network_businesses', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  legalName: text('legal_name'),
  email: text('email'),
  phone: text('phone'),
  website: text('website'),
  /** Public URL of the logo (shown at 174 px in the directory). */
  logoUrl: text('logo_url'),
  canton: text('canton').notNull(),
  /** Member of the health-optics programme (gesundheitsoptik) and whether that membership is active. */
  healthOptics: integer('health_optics', { mode: 'boolean' }).notNull().default(false),
  healthOpticsActive: integer('health_optics_active', { mode: 'boolean' }).notNull().default(false),
  frequentLens: integer('frequent_lens', { mode: 'boolean' }).notNull().default(false),
  createdAt: text('created_at').notNull().default(now),
});

/** A branch of a network business: address, contact and opening hours. */
export const networkBranches = sqliteTable(
  'network_branches',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => networkBusinesses.id, { onDelete: 'cascade' }),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    name: text('name').notNull(),
    street: text('street').notNull(),
    streetNumber: text('street_number').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    phone: text('phone'),
    email: text('email'),
    latitude: real('latitude'),
    longitude: real('longitude'),
    /** Weekly periods: day 1 (Monday) .. 7, times 'HH:MM'. */
    openingHours: text('opening_hours', { mode: 'json' })
      .$type<{ day: number; open: string; close: string }[]>()
      .notNull()
      .default([]),
    /** Special dates; open and close both '00:30' means closed that day. */
    specialHours: text('special_hours', { mode: 'json' })
      .$type<{ date: string; open: string; close: string }[]>()
      .notNull()
      .default([]),
  },
  (t) => [index('network_branches_business_idx').on(t.businessId)],
);

/** A site of the network: one business's public website with its own database and pages. */
export const sites = sqliteTable('sites', {
  /** Lower-case letters, digits and dashes; names the site's folders, media keys and game rooms. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Visitor locales, default first. */
  locales: text('locales', { mode: 'json' }).$type<Locale[]>().notNull(),
  status: text('status', { enum: ['active', 'disabled'] })
    .notNull()
    .default('active'),
  /** libSQL URL of the site's database: `file:data/sites/<id>.db` locally, `libsql://...` on Turso. */
  databaseUrl: text('database_url').notNull(),
  /** The network business this site belongs to (its header/footer lookup, its programmes). */
  businessId: text('business_id').references(() => networkBusinesses.id, { onDelete: 'set null' }),
  /** The site this machine's own names (localhost, 127.0.0.1) serve; at most one. */
  isDefault: integer('is_default', { mode: 'boolean' }).notNull().default(false),
  createdAt: text('created_at').notNull().default(now),
  lastPublishAt: text('last_publish_at'),
  /**
   * The site database's schema version as the last fleet migration found or left it (the number of
   * its last applied migration, db/migrate.ts); null: not known yet. Its writes do not bump
   * `registry_changes` (migration 0002 leaves it out of the trigger), nor do the columns below.
   */
  schemaVersion: integer('schema_version'),
  /** When the site's outbox next has mail due (ISO time); null: none. Written by the upkeep. */
  mailDueAt: text('mail_due_at'),
  /** How many outbox messages wait to be sent. */
  mailWaiting: integer('mail_waiting'),
  /** How many of the site's jobs failed for good. */
  failedJobs: integer('failed_jobs'),
  /** The bytes of the site's stored media. */
  storageBytes: integer('storage_bytes'),
  /** When the figures above were counted (ISO time). */
  figuresAt: text('figures_at'),
});

/** The hostnames a site answers on (lower case, with the port when not 80/443). */
export const siteHosts = sqliteTable(
  'site_hosts',
  {
    host: text('host').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The host used for canonical links and the sitemap. */
    primary: integer('primary', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('site_hosts_site_idx').on(t.siteId)],
);

/**
 * The registry's change counter: one row (id 1) whose `version` the triggers of migration 0001 bump
 * whenever a site or a host is added, removed or changed (a publish's `last_publish_at` aside),
 * whoever writes: the Worker, the Node server, the site CLI or an operator's SQL. The host table's
 * copies (functions/services/platform/kv-host-table.ts) compare it with theirs: one single-row
 * read tells whether they are current.
 */
export const registryChanges = sqliteTable('registry_changes', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
});

/** Which editor accounts (better-auth users) edit which sites. Admins edit every site. */
export const siteMembers = sqliteTable(
  'site_members',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.userId] }), index('site_members_user_idx').on(t.userId)],
);
