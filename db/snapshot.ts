/**
 * Loads the whole site as a `SiteSnapshot`: the *published* side for visitors and static builds,
 * or the *draft* side for the editor. One loader shared by the static build and the API.
 */
import { and, asc, eq, getTableColumns, inArray, isNotNull } from 'drizzle-orm';
import type {
  BranchSnapshot,
  FieldSnapshot,
  GroupSnapshot,
  Locale,
  MediaSnapshot,
  NavigationTree,
  PageSnapshot,
  SiteSnapshot,
} from '../src/lib/content.ts';
import { isProtectedPage } from '../src/lib/protected-pages.ts';
import type { Db } from './client.ts';
import { branches, businesses, fields, groups, media, pages } from './schema.ts';
import { loadMagazineTeasers } from './snapshot-magazine.ts';
import { loadDirectory } from './snapshot-directory.ts';
import { siteHolidays } from './snapshot-holidays.ts';
import { loadFeeds } from './snapshot-feeds.ts';
import { loadJobBoard } from './snapshot-jobs.ts';

export type Side = 'published' | 'draft';

/** Whether the site's own business is a member of the health-optics network (directory seal). */
export async function isHealthOpticsMember(db: Db): Promise<boolean> {
  const [own] = await db
    .select({ healthOptics: businesses.healthOptics })
    .from(businesses)
    .where(eq(businesses.isOwnBusiness, true))
    .limit(1);
  return own?.healthOptics ?? false;
}

type PageRow = typeof pages.$inferSelect;
type GroupRow = typeof groups.$inferSelect;
type FieldRow = typeof fields.$inferSelect;
type MediaRow = typeof media.$inferSelect;

/** Draft-only columns of groups and fields: the published side reads none of them. */
const GROUP_DRAFT_COLUMNS = ['options', 'meta'] as const;
const FIELD_DRAFT_COLUMNS = ['content', 'options', 'mediaId', 'visible', 'machineTranslated'] as const;
type GroupDraftColumn = (typeof GROUP_DRAFT_COLUMNS)[number];
type FieldDraftColumn = (typeof FIELD_DRAFT_COLUMNS)[number];

/** A group row as a snapshot reads it: a published-side load leaves the draft-only columns out. */
type SnapshotGroupRow = Omit<GroupRow, GroupDraftColumn> & Partial<Pick<GroupRow, GroupDraftColumn>>;
/** A field row as a snapshot reads it: a published-side load leaves the draft-only columns out. */
type SnapshotFieldRow = Omit<FieldRow, FieldDraftColumn> & Partial<Pick<FieldRow, FieldDraftColumn>>;

/** A table's columns without `left` (drizzle selection object). */
function columnsWithout<T extends Record<string, unknown>, K extends keyof T>(
  all: T,
  left: readonly K[],
): Omit<T, K> {
  const out: Record<string, unknown> = { ...all };
  for (const key of left) delete out[key as string];
  return out as Omit<T, K>;
}

/**
 * The published rows of groups and fields, without their draft-only JSON columns: the published
 * side never reads those, and decoding them was about half of a publish's database time (the
 * local renderer loads the whole published site on every publish).
 */
function publishedContentRows(db: Db): [Promise<SnapshotGroupRow[]>, Promise<SnapshotFieldRow[]>] {
  return [
    db
      .select(columnsWithout(getTableColumns(groups), GROUP_DRAFT_COLUMNS))
      .from(groups)
      .where(isNotNull(groups.publishedAt)),
    db
      .select(columnsWithout(getTableColumns(fields), FIELD_DRAFT_COLUMNS))
      .from(fields)
      .where(isNotNull(fields.publishedAt)),
  ];
}

const HIDDEN_STATUSES = new Set(['deleted', 'archived']);

/** Loads pages, groups, fields, media, navigation and settings of one side. */
export async function loadSite(db: Db, side: Side = 'published'): Promise<SiteSnapshot> {
  const [groupsQuery, fieldsQuery]: [Promise<SnapshotGroupRow[]>, Promise<SnapshotFieldRow[]>] =
    side === 'published' ? publishedContentRows(db) : [db.select().from(groups), db.select().from(fields)];
  const [pageRows, groupRows, fieldRows, navRow, settingsRow] = await Promise.all([
    db.select().from(pages),
    groupsQuery,
    fieldsQuery,
    db.query.navigation.findFirst(),
    db.query.settings.findFirst(),
  ]);
  const pageMeta = (row: PageRow) => (side === 'published' ? row.publishedMeta : row.meta) ?? row.meta;
  const mediaIds = [
    ...fieldRows.map((f) => (side === 'published' ? f.publishedMediaId : f.mediaId)),
    ...pageRows.map((row) => pageMeta(row).ogImageId ?? null),
  ];
  const { mediaById, itemsByGroup } = await loadMedia(db, mediaIds, groupRows);

  const livePages = pageRows.filter((p) =>
    side === 'published' ? isPublishedPage(p) : !HIDDEN_STATUSES.has(p.status),
  );
  const groupsByPage = groupBy(groupRows, (g) => g.pageId);
  const fieldsByPage = groupBy(fieldRows, (f) => f.pageId);
  const snapshotPages: PageSnapshot[] = livePages
    .sort((a, b) => a.position - b.position)
    .map((row) =>
      pageSnapshot(row, groupsByPage.get(row.id) ?? [], fieldsByPage.get(row.id) ?? [], side, {
        mediaById,
        itemsByGroup,
      }),
    );

  const nav: NavigationTree = (side === 'published' ? navRow?.published : navRow?.draft) ?? {
    containers: [],
  };
  const siteSettings = (side === 'published' ? settingsRow?.published : settingsRow?.draft) ?? {};
  return {
    pages: snapshotPages,
    navigation: nav,
    settings: siteSettings,
    branches: await loadBranches(db, ownBusinessId(siteSettings)),
    holidays: siteHolidays(new Date(), ownBusinessField(siteSettings, 'canton')),
    magazine: await loadMagazineTeasers(db),
    ...(groupRows.some((g) => g.type === 'businessSearch') ? { directory: await loadDirectory(db) } : {}),
    ...(await loadFeeds(db)),
    jobs: await loadJobBoard(db, side),
  };
}

/**
 * The published pages without their content (no groups, fields or media), in position order:
 * enough to resolve a path to its page and read its meta, at the cost of one small query.
 */
export async function loadPublishedPages(db: Db): Promise<PageSnapshot[]> {
  const rows = await db.select().from(pages);
  const none: PageMedia = { mediaById: new Map(), itemsByGroup: new Map() };
  return rows
    .filter(isPublishedPage)
    .sort((a, b) => a.position - b.position)
    .map((row) => pageSnapshot(row, [], [], 'published', none));
}

/**
 * The published site as public API answers may show it in `locale`: no page carries its password
 * (nor its hash), a protected page carries no content (nor description or share image), and no page shows a field an editor
 * hid or a group hidden in that locale. The static build reads `loadSite`: its views skip hidden
 * content themselves, and protected pages' HTML is kept out of the public folder.
 */
export async function loadPublicSite(db: Db, locale: Locale): Promise<SiteSnapshot> {
  const site = await loadSite(db, 'published');
  return { ...site, pages: site.pages.map((page) => publicPage(page, locale)) };
}

/** One published page as public answers show it (see `loadPublicSite`). */
export function publicPage(page: PageSnapshot, locale: Locale): PageSnapshot {
  const { password: _password, ...meta } = page.meta;
  // A protected page shows only what its links elsewhere show: its name and paths.
  if (isProtectedPage(page)) {
    const { name, disallowedLanguages } = meta;
    return { ...page, meta: { name, disallowedLanguages }, ogImage: null, fields: {}, groups: [] };
  }
  return { ...page, meta, fields: visibleFields(page.fields), groups: visibleGroups(page.groups, locale) };
}

function visibleFields(all: Record<string, FieldSnapshot>): Record<string, FieldSnapshot> {
  return Object.fromEntries(Object.entries(all).filter(([, field]) => field.visible));
}

function visibleGroups(all: readonly GroupSnapshot[], locale: Locale): GroupSnapshot[] {
  return all
    .filter((group) => !group.disallowedLanguages.includes(locale))
    .map((group) => ({
      ...group,
      fields: visibleFields(group.fields),
      children: visibleGroups(group.children, locale),
    }));
}

function ownBusinessField(
  siteSettings: Record<string, unknown>,
  key: 'businessId' | 'canton',
): string | null {
  const business = siteSettings['business'];
  const value = business && typeof business === 'object' ? (business as Record<string, unknown>)[key] : null;
  return typeof value === 'string' && value ? value : null;
}

const ownBusinessId = (siteSettings: Record<string, unknown>) => ownBusinessField(siteSettings, 'businessId');

/** Active branches of a business, in name order. */
async function loadBranches(db: Db, businessId: string | null): Promise<BranchSnapshot[]> {
  if (!businessId) return [];
  const rows = await db
    .select()
    .from(branches)
    .where(and(eq(branches.businessId, businessId), eq(branches.active, true)))
    .orderBy(branches.name);
  return rows.map((b) => ({
    id: b.id,
    name: b.name,
    street: b.street,
    streetNumber: b.streetNumber,
    zip: b.zip,
    city: b.city,
    phone: b.phone,
    email: b.emailOverwrite ?? b.email,
    url: b.url,
    latitude: b.latitude,
    longitude: b.longitude,
    openingHours: b.openingHours,
    specialHours: b.specialHours,
  }));
}

/** The media a page shows: by id (fields, share image) and a gallery's items by its group id. */
export interface PageMedia {
  mediaById: ReadonlyMap<string, MediaSnapshot>;
  itemsByGroup: ReadonlyMap<string, MediaSnapshot[]>;
}

/** Types of group whose items are the media uploaded into it (`media.parentId`). */
const MEDIA_ITEM_GROUP_TYPES = new Set(['mediaGallery']);

/**
 * Loads the media rows the given ids name, and the items of every gallery among the groups
 * (oldest upload first), as snapshots.
 */
export async function loadMedia(
  db: Pick<Db, 'select'>,
  ids: readonly (string | null | undefined)[],
  groupRows: readonly Pick<GroupRow, 'id' | 'type'>[],
): Promise<PageMedia> {
  const mediaIds = [...new Set(ids.filter(isString))];
  const galleryIds = groupRows.filter((g) => MEDIA_ITEM_GROUP_TYPES.has(g.type)).map((g) => g.id);
  const [byId, items] = await Promise.all([
    mediaIds.length ? db.select().from(media).where(inArray(media.id, mediaIds)) : [],
    galleryIds.length
      ? db
          .select()
          .from(media)
          .where(inArray(media.parentId, galleryIds))
          .orderBy(asc(media.createdAt), asc(media.id))
      : [],
  ]);
  const itemsByGroup = new Map<string, MediaSnapshot[]>(galleryIds.map((id) => [id, []]));
  for (const row of items) itemsByGroup.get(row.parentId ?? '')?.push(toMedia(row));
  return { mediaById: new Map(byId.map((m) => [m.id, toMedia(m)])), itemsByGroup };
}

/**
 * One page on one side, from its own rows (all of its groups and fields, both sides stored in
 * each row): what `loadSite` lists, and what the editor API reads for a single page.
 */
export function pageSnapshot(
  row: PageRow,
  groupRows: readonly SnapshotGroupRow[],
  fieldRows: readonly SnapshotFieldRow[],
  side: Side,
  { mediaById, itemsByGroup }: PageMedia,
): PageSnapshot {
  const pub = side === 'published';
  const liveGroups = groupRows.filter((g) => (pub ? g.publishedAt !== null : g.status !== 'deleted'));
  const fieldsByOwner = groupBy(
    fieldRows.filter((f) => !pub || f.publishedAt !== null),
    (f) => f.groupId ?? 'page',
  );
  const groupsByParent = groupBy(liveGroups, (g) => g.parentId ?? 'page');
  const toGroup = (group: SnapshotGroupRow): GroupSnapshot => ({
    id: group.id,
    revision: group.revision,
    type: group.type,
    version: (pub ? group.publishedVersion : group.version) ?? group.version,
    status: group.status,
    options: (pub ? group.publishedOptions : group.options) ?? {},
    disallowedLanguages: ((pub ? group.publishedMeta : group.meta) ?? {}).disallowedLanguages ?? [],
    fields: toFields(fieldsByOwner.get(group.id) ?? [], side, mediaById),
    children: sortGroups(groupsByParent.get(group.id) ?? [], side).map(toGroup),
    ...(itemsByGroup.has(group.id) ? { media: itemsByGroup.get(group.id) } : {}),
  });
  const meta = (pub ? row.publishedMeta : row.meta) ?? row.meta;
  return {
    id: row.id,
    revision: row.revision,
    collection: row.collection as PageSnapshot['collection'],
    role: row.role as PageSnapshot['role'],
    position: row.position,
    status: row.status,
    slug: (pub ? row.publishedSlug : row.slug) ?? row.slug,
    meta,
    ogImage: mediaById.get(meta.ogImageId ?? '') ?? null,
    fields: toFields(fieldsByOwner.get('page') ?? [], side, mediaById),
    groups: sortGroups(groupsByParent.get('page') ?? [], side).map(toGroup),
  };
}

function isPublishedPage(p: PageRow): boolean {
  return (
    p.publishedAt !== null &&
    p.publishedSlug !== null &&
    p.publishedMeta !== null &&
    !HIDDEN_STATUSES.has(p.status)
  );
}

function sortGroups(rows: readonly SnapshotGroupRow[], side: Side): SnapshotGroupRow[] {
  const pos = (g: SnapshotGroupRow) =>
    side === 'published' ? (g.publishedPosition ?? g.position) : g.position;
  return [...rows].sort((a, b) => pos(a) - pos(b));
}

function toFields(
  rows: readonly SnapshotFieldRow[],
  side: Side,
  mediaById: ReadonlyMap<string, MediaSnapshot>,
): Record<string, FieldSnapshot> {
  const out: Record<string, FieldSnapshot> = {};
  for (const row of rows) {
    const published = side === 'published';
    const mediaId = published ? row.publishedMediaId : row.mediaId;
    out[row.name] = {
      id: row.id,
      revision: row.revision,
      pageId: row.pageId,
      groupId: row.groupId,
      name: row.name,
      content: (published ? row.publishedContent : row.content) ?? null,
      options: (published ? row.publishedOptions : row.options) ?? {},
      media: mediaId ? (mediaById.get(mediaId) ?? null) : null,
      visible: (published ? row.publishedVisible : row.visible) ?? true,
      // The review mark is editor state: only the draft side carries it.
      ...(!published && row.machineTranslated && Object.keys(row.machineTranslated).length > 0
        ? { machineTranslated: row.machineTranslated }
        : {}),
    };
  }
  return out;
}

/** A media row as snapshots show it. */
export function toMedia(m: MediaRow): MediaSnapshot {
  return {
    id: m.id,
    url: m.publicUrl,
    mimeType: m.mimeType,
    width: m.width,
    height: m.height,
    alt: m.alt ?? {},
    focalPoint: m.focalPoint ?? null,
    blurHash: m.blurHash,
    contentHash: m.contentHash,
    cropArea: m.cropArea ?? null,
    video: m.videoSettings ?? null,
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

function isString(value: string | null | undefined): value is string {
  return typeof value === 'string';
}
