/**
 * The database schema (drizzle, SQLite dialect for libSQL/Turso).
 *
 * Content rows (pages, groups, fields, navigation, settings) keep a *draft* and a *published*
 * value side by side: saving writes the draft, publishing copies draft -> published, reverting
 * copies back. A `published*` column that is null means "never published".
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type {
  ContentStatus,
  FieldContent,
  Locale,
  LocaleMap,
  NavigationTree,
  PageMeta,
} from '../src/lib/content.ts';
import type { VideoSettings } from '../src/lib/api/media.ts';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
const createdAt = () => text('created_at').notNull().default(now);
/** Optimistic concurrency: every save names the revision it was based on and bumps it. */
const revision = () => integer('revision').notNull().default(0);
const updatedAt = () => text('updated_at').notNull().default(now);

/** A page: free page (collection null) or an item of a page collection (team, service, ...). */
export const pages = sqliteTable(
  'pages',
  {
    id: text('id').primaryKey(),
    collection: text('collection'),
    role: text('role'),
    position: integer('position').notNull().default(0),
    status: text('status').$type<ContentStatus>().notNull().default('draft'),
    previousStatus: text('previous_status').$type<ContentStatus>(),
    slug: text('slug', { mode: 'json' }).$type<LocaleMap<string>>().notNull(),
    meta: text('meta', { mode: 'json' }).$type<PageMeta>().notNull(),
    publishedSlug: text('published_slug', { mode: 'json' }).$type<LocaleMap<string>>(),
    publishedMeta: text('published_meta', { mode: 'json' }).$type<PageMeta>(),
    publishedAt: text('published_at'),
    revision: revision(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pages_collection_idx').on(t.collection, t.position), index('pages_role_idx').on(t.role)],
);

/** A group (block) on a page, or a card inside a group collection (parentId set). */
export const groups = sqliteTable(
  'groups',
  {
    id: text('id').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    parentId: text('parent_id'),
    type: text('type').notNull(),
    version: integer('version').notNull().default(1),
    status: text('status').$type<ContentStatus>().notNull().default('draft'),
    previousStatus: text('previous_status').$type<ContentStatus>(),
    position: integer('position').notNull().default(0),
    options: text('options', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default({}),
    meta: text('meta', { mode: 'json' }).$type<{ disallowedLanguages?: string[] }>().notNull().default({}),
    publishedPosition: integer('published_position'),
    publishedOptions: text('published_options', { mode: 'json' }).$type<Record<string, unknown>>(),
    publishedMeta: text('published_meta', { mode: 'json' }).$type<{ disallowedLanguages?: string[] }>(),
    publishedVersion: integer('published_version'),
    publishedAt: text('published_at'),
    revision: revision(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('groups_page_idx').on(t.pageId, t.position), index('groups_parent_idx').on(t.parentId)],
);

/** A field of a group (or of a page when groupId is null). */
export const fields = sqliteTable(
  'fields',
  {
    id: text('id').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    groupId: text('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content', { mode: 'json' }).$type<FieldContent>(),
    options: text('options', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default({}),
    mediaId: text('media_id'),
    visible: integer('visible', { mode: 'boolean' }).notNull().default(true),
    publishedContent: text('published_content', { mode: 'json' }).$type<FieldContent>(),
    publishedOptions: text('published_options', { mode: 'json' }).$type<Record<string, unknown>>(),
    publishedMediaId: text('published_media_id'),
    publishedVisible: integer('published_visible', { mode: 'boolean' }),
    /**
     * Locales whose draft text came from machine translation and no editor has edited or
     * confirmed yet (`{ en: true }`); an edit or a confirm removes the locale.
     */
    machineTranslated: text('machine_translated', { mode: 'json' }).$type<LocaleMap<boolean>>(),
    publishedAt: text('published_at'),
    revision: revision(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('fields_owner_name_idx').on(t.pageId, t.groupId, t.name)],
);

/** The navigation tree: one row (id 'main'). */
export const navigation = sqliteTable('navigation', {
  id: text('id').primaryKey(),
  draft: text('draft', { mode: 'json' }).$type<NavigationTree>().notNull(),
  published: text('published', { mode: 'json' }).$type<NavigationTree>(),
  revision: revision(),
  updatedAt: updatedAt(),
});

/** Site settings: one row (id 'site'); the shape is `SiteSettings` in src/lib/settings.ts. */
export const settings = sqliteTable('settings', {
  id: text('id').primaryKey(),
  draft: text('draft', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
  published: text('published', { mode: 'json' }).$type<Record<string, unknown>>(),
  revision: revision(),
  updatedAt: updatedAt(),
});

/** Uploaded or seeded media. Files live in the media store under bucketFolder/objectId.extension. */
export const media = sqliteTable(
  'media',
  {
    id: text('id').primaryKey(),
    mediaType: text('media_type').$type<'image' | 'video' | 'audio' | 'document'>().notNull(),
    mimeType: text('mime_type').notNull(),
    bucketFolder: text('bucket_folder').notNull(),
    objectId: text('object_id').notNull(),
    extension: text('extension').notNull(),
    originalFilename: text('original_filename').notNull(),
    /** Public URL of the file (seeded demo files live under /demo/, uploads under /media/). */
    publicUrl: text('public_url').notNull(),
    fileSize: integer('file_size').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    alt: text('alt', { mode: 'json' }).$type<LocaleMap<string>>(),
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default([]),
    blurHash: text('blur_hash'),
    focalPoint: text('focal_point', { mode: 'json' }).$type<{ x: number; y: number }>(),
    cropArea: text('crop_area', { mode: 'json' }).$type<{
      x: number;
      y: number;
      width: number;
      height: number;
    }>(),
    videoSettings: text('video_settings', { mode: 'json' }).$type<VideoSettings>(),
    /** The group the file was uploaded into (a gallery's items), or null. */
    parentId: text('parent_id'),
    /** sha-256 (hex) of the stored bytes; image variants are keyed by it. */
    contentHash: text('content_hash'),
    /** When the file was uploaded (set by drizzle at insert); a gallery shows its items in this order. */
    createdAt: text('created_at').$defaultFn(() => new Date().toISOString()),
    updatedAt: updatedAt(),
  },
  (t) => [index('media_parent').on(t.parentId, t.createdAt), index('media_updated').on(t.updatedAt)],
);

/** Product changelog shown to editors (de and fr texts). */
export const changelog = sqliteTable('changelog', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  date: text('date').notNull(),
  textDe: text('text_de').notNull(),
  textFr: text('text_fr').notNull(),
});

/** Directory: a business with branches and programme seals. */
export const businesses = sqliteTable('businesses', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  logoMediaId: text('logo_media_id'),
  healthOptics: integer('health_optics', { mode: 'boolean' }).notNull().default(false),
  frequentLens: integer('frequent_lens', { mode: 'boolean' }).notNull().default(false),
  isOwnBusiness: integer('is_own_business', { mode: 'boolean' }).notNull().default(false),
});

/** A branch of a business, with address, contact data and opening hours. */
export const branches = sqliteTable(
  'branches',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    name: text('name').notNull(),
    street: text('street').notNull(),
    streetNumber: text('street_number').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    phone: text('phone'),
    email: text('email'),
    emailOverwrite: text('email_overwrite'),
    url: text('url'),
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
  (t) => [index('branches_business_idx').on(t.businessId)],
);

/** Job offers of the business. */
export const jobs = sqliteTable('jobs', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  created: text('created').notNull().default(now),
  workQuota: text('work_quota'),
  description: text('description', { mode: 'json' }).$type<FieldContent>(),
  titleImageIds: text('title_image_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
  branchId: text('branch_id').references(() => branches.id, { onDelete: 'set null' }),
  staffFirstName: text('staff_first_name'),
  staffLastName: text('staff_last_name'),
  status: text('status').$type<ContentStatus>().notNull().default('published'),
});

/** Marketplace listings: frames, objects and jobs, offered or searched. */
export const marketplaceItems = sqliteTable('marketplace_items', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'frame' | 'object' | 'job'>().notNull(),
  direction: text('direction').$type<'offering' | 'searching'>().notNull(),
  title: text('title').notNull(),
  costChf: real('cost_chf'),
  created: text('created').notNull().default(now),
  description: text('description', { mode: 'json' }).$type<FieldContent>(),
  titleImageId: text('title_image_id'),
  toBePickedUp: integer('to_be_picked_up', { mode: 'boolean' }).notNull().default(false),
  subjectToPostage: integer('subject_to_postage', { mode: 'boolean' }).notNull().default(false),
  askingPrice: integer('asking_price', { mode: 'boolean' }).notNull().default(false),
  branchId: text('branch_id').references(() => branches.id, { onDelete: 'set null' }),
  staffFirstName: text('staff_first_name'),
  staffLastName: text('staff_last_name'),
  status: text('status').$type<ContentStatus>().notNull().default('published'),
});

/** Every form submission, stored before any e-mail is attempted. */
export const submissions = sqliteTable(
  'submissions',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'contact' | 'sponsor'>().notNull(),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    locale: text('locale').notNull(),
    clientAddress: text('client_address'),
    createdAt: createdAt(),
  },
  (t) => [index('submissions_kind_created_idx').on(t.kind, t.createdAt)],
);

/** Outgoing mail, one row per message; the sender drains it with retries and backoff. */
export const outbox = sqliteTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'notification' | 'confirmation'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The language the message is written in (its Content-Language header); null on older rows. */
    language: text('language').$type<Locale>(),
    status: text('status')
      .$type<'pending' | 'sending' | 'delivered' | 'failed'>()
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Pending: when the next attempt is due; sending: when the lease of the sender that claimed it ends. */
    nextAttemptAt: text('next_attempt_at').notNull().default(now),
    /**
     * Who holds the lease of a row that is being sent (Node: host, boot, pid and start time of the
     * process, functions/services/outbox-lease.ts), so a server started after a crash can take back
     * at once what a process that is gone had claimed; null on Workers and once the send is settled.
     */
    leaseOwner: text('lease_owner'),
    lastError: text('last_error'),
    deliveredAt: text('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_status_next_idx').on(t.status, t.nextAttemptAt)],
);

/** Bookable sponsor items with their capacity. */
export const sponsorItems = sqliteTable('sponsor_items', {
  key: text('key').primaryKey(),
  priceChf: integer('price_chf').notNull(),
  capacity: integer('capacity').notNull(),
});

/** One row per booked item of a sponsor submission. */
export const sponsorBookings = sqliteTable(
  'sponsor_bookings',
  {
    submissionId: text('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    itemKey: text('item_key')
      .notNull()
      .references(() => sponsorItems.key),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.itemKey] }),
    index('sponsor_bookings_item_idx').on(t.itemKey),
  ],
);

/** Snapshot of a golf game written by the room, so a finished card can be shown later. */
export const gameSnapshots = sqliteTable('game_snapshots', {
  id: text('id').primaryKey(),
  gameName: text('game_name').notNull(),
  createdAt: text('created_at').notNull(),
  state: text('state', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * Pending uploads (media/directUpload -> PUT upload/:id -> media/createEntry): kept in the
 * database, not in memory, because each step may reach a different Worker isolate.
 */
export const mediaUploads = sqliteTable(
  'media_uploads',
  {
    id: text('id').primaryKey(),
    mediaType: text('media_type').$type<'image' | 'video'>().notNull(),
    /** The gallery group the file goes into, or null. */
    groupId: text('group_id'),
    fileName: text('file_name').notNull(),
    /** The size the editor announced (the body is limited by the type's maximum, not by this). */
    fileSize: integer('file_size').notNull(),
    /** pending (awaiting our PUT), external (bytes go to the stream service), received, failed, created. */
    state: text('state').$type<'pending' | 'external' | 'received' | 'failed' | 'created'>().notNull(),
    /** Why the bytes were refused (state failed). */
    error: text('error'),
    /** The stored file (state received), or the stream service's upload id (state external). */
    result: text('result', { mode: 'json' }).$type<Record<string, unknown>>(),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_uploads_expires_idx').on(t.expiresAt)],
);

/**
 * Old page URLs that still lead somewhere: a slug change (or a rename of a collection item) keeps
 * the previous path here, so `/{locale}/{old}` redirects to the page's current path.
 */
export const pageRedirects = sqliteTable(
  'page_redirects',
  {
    locale: text('locale').notNull(),
    /** The old path after the locale, e.g. 'kontakt' or 'team/anna-muster'. */
    fromPath: text('from_path').notNull(),
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.fromPath] }), index('page_redirects_page_idx').on(t.pageId)],
);

/** Per-editor preferences (the editor language is chosen per user, not per site). */
export const editorPreferences = sqliteTable('editor_preferences', {
  userId: text('user_id').primaryKey(),
  locale: text('locale').$type<'de' | 'fr'>().notNull().default('de'),
  updatedAt: updatedAt(),
});

/** Which changelog entries (by date) an editor has seen. */
export const changelogSeen = sqliteTable(
  'changelog_seen',
  {
    userId: text('user_id').notNull(),
    date: text('date').notNull(),
    seenAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);

/**
 * Answers of external services (reviews, the Instagram feed widget, the health magazine), cached
 * per key with the cache tag that clears them (editor spec §7: `instagramFeed`, ...). The stale
 * copy stays when a refresh fails, so a visitor never sees an empty block because a service is down.
 */
export const externalCache = sqliteTable(
  'external_cache',
  {
    /** What was asked, e.g. `reviews:<placeId>`, `instagram:<account>`, `magazine:post:<id>`. */
    key: text('key').primaryKey(),
    /** The cache tag a revalidation clears (`instagramFeed`, `reviews`, `magazine`). */
    tag: text('tag').notNull(),
    payload: text('payload', { mode: 'json' }).$type<unknown>().notNull(),
    fetchedAt: text('fetched_at').notNull().default(now),
    /** After this the copy is refreshed (and still served while the refresh fails). */
    expiresAt: text('expires_at').notNull(),
    lastError: text('last_error'),
  },
  (t) => [index('external_cache_tag_idx').on(t.tag)],
);

/**
 * Every publish of a page (docs/decisions/0020): who, when, the page as it went live and what
 * changed against the page's previous version. Written in the publish's own transaction, so no
 * publish exists without its version; kept for as long as the page exists (no pruning).
 */
export const pageVersions = sqliteTable(
  'page_versions',
  {
    id: text('id').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 ... per page, in publish order. */
    sequence: integer('sequence').notNull(),
    publishedAt: text('published_at').notNull(),
    /** 'editor' (someone pressed publish) or 'scheduled' (the scheduler ran it). */
    publishedByKind: text('published_by_kind').$type<'editor' | 'scheduled'>().notNull(),
    /** The editor who published, or who scheduled the publish; null when unknown (a script). */
    publishedById: text('published_by_id'),
    publishedByName: text('published_by_name'),
    publishedByEmail: text('published_by_email'),
    /** The published page (`PageSnapshot`, src/lib/api/versions.ts): meta, slug, groups, fields. */
    snapshot: text('snapshot', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    /** What changed against the previous version (`VersionSummary`, src/lib/versions/summary.ts). */
    summary: text('summary', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('page_versions_page_sequence_idx').on(t.pageId, t.sequence)],
);

/** A publish set for a later time (docs/decisions/0020); the runner publishes it when due. */
export const scheduledPublishes = sqliteTable(
  'scheduled_publishes',
  {
    id: text('id').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** When to publish, UTC ISO 8601 (entered as Zurich time). */
    dueAt: text('due_at').notNull(),
    createdById: text('created_by_id'),
    createdByName: text('created_by_name'),
    createdByEmail: text('created_by_email'),
    createdAt: createdAt(),
    state: text('state').$type<'pending' | 'done' | 'failed' | 'cancelled'>().notNull().default('pending'),
    /** Why it failed: an error code ('publish_blocked', 'page_not_found', 'internal_error'). */
    failureReason: text('failure_reason'),
    /** The publish rules' reasons when they held it back (`PublishReasons`). */
    failureDetail: text('failure_detail', { mode: 'json' }).$type<Record<string, unknown>>(),
    /** When it was published, failed or cancelled. */
    settledAt: text('settled_at'),
  },
  (t) => [
    index('scheduled_publishes_state_due_idx').on(t.state, t.dueAt),
    index('scheduled_publishes_page_idx').on(t.pageId),
  ],
);
