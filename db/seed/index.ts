/**
 * Idempotent seed of the demo business "Optik Sonnenberg" (Winterthur), German and English:
 * settings, navigation, pages with their groups and fields, media, directory entry, sponsor
 * items and changelog. Everything is inserted *published* in one transaction, and only when
 * the settings row 'site' does not exist yet.
 */
import { readFile } from 'node:fs/promises';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { MediaStore } from '../../functions/services/media/store.ts';
import type { Db } from '../client.ts';
import {
  branches,
  businesses,
  changelog,
  externalCache,
  fields,
  groups,
  media,
  navigation,
  pages,
  settings,
  sponsorItems,
} from '../schema.ts';
import type { jobs, marketplaceItems } from '../schema.ts';
import type { FieldRow, GroupRow, MediaRow, PageRow, PageRows } from './builders.ts';
import { demoChangelog } from './content/changelog.ts';
import { contactPage, loginPage, searchPage } from './content/contact.ts';
import { demoBranches, demoBusiness } from './content/directory.ts';
import { gamePages } from './content/game.ts';
import { homePage } from './content/home.ts';
import { demoJobs, demoMarketplaceItems, jobsPage, seedJobBoard } from './content/jobs.ts';
import { imprintPage, termsPage } from './content/legal.ts';
import { demoMedia } from './content/media.ts';
import {
  photoFileUrl,
  PHOTO_MANIFEST,
  galleryPage,
  photoKey,
  photoMedia,
  videoPage,
} from './content/photos.ts';
import { privacyPage } from './content/privacy.ts';
import { servicePages } from './content/services.ts';
import { demoNavigation, demoSettings } from './content/site.ts';
import { demoSponsorItems, sponsorPage } from './content/sponsor.ts';
import { teamPages } from './content/team.ts';
import { mapPages } from './content/urban-golf-map.ts';
import { DEMO } from './ids.ts';
import { contentMedia, contentPages } from './content/area-content.ts';
import { infoMedia, infoPages } from './content/area-info.ts';
import { magazineCacheRows, magazinePage } from './content/magazine.ts';
import { opticianSearchPage } from './content/optician-search.ts';
import { shellMedia, shellPages } from './content/area-shell.ts';
import { sliderMedia, sliderPages } from './content/area-slider.ts';
import { feedsPage } from './content/area-feeds.ts';

export { DEMO, MEDIA, PAGE, PHOTO } from './ids.ts';

/** Every page of the demo site in display order. */
export const demoPages: readonly PageRows[] = [
  homePage,
  contactPage,
  imprintPage,
  privacyPage,
  termsPage,
  searchPage,
  loginPage,
  ...gamePages,
  ...mapPages,
  ...teamPages,
  ...servicePages,
  ...shellPages,
  ...contentPages,
  ...infoPages,
  opticianSearchPage,
  ...sliderPages,
  feedsPage,
  sponsorPage,
  galleryPage,
  videoPage,
  magazinePage,
  jobsPage,
];

/** All rows of the demo site (publishedAt is stamped at insert time). */
export interface DemoContent {
  settings: Record<string, unknown>;
  navigation: typeof demoNavigation;
  media: MediaRow[];
  pages: PageRow[];
  groups: GroupRow[];
  fields: FieldRow[];
  businesses: (typeof businesses.$inferInsert)[];
  branches: (typeof branches.$inferInsert)[];
  sponsorItems: (typeof sponsorItems.$inferInsert)[];
  changelog: (typeof changelog.$inferInsert)[];
  /** The site's job offers and its own marketplace items (the network lists every site's). */
  jobs: (typeof jobs.$inferInsert)[];
  marketplaceItems: (typeof marketplaceItems.$inferInsert)[];
}

/** The demo rows, without touching a database. */
export function demoContent(): DemoContent {
  return structuredClone({
    settings: demoSettings,
    navigation: demoNavigation,
    media: [...demoMedia, ...shellMedia, ...contentMedia, ...infoMedia, ...sliderMedia, ...photoMedia],
    pages: demoPages.map((p) => p.page),
    groups: demoPages.flatMap((p) => p.groups),
    fields: demoPages.flatMap((p) => p.fields),
    businesses: [demoBusiness],
    branches: demoBranches,
    sponsorItems: demoSponsorItems,
    changelog: demoChangelog,
    jobs: demoJobs,
    marketplaceItems: demoMarketplaceItems,
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows per INSERT statement; keeps every statement far below SQLite's variable limit. */
const CHUNK = 50;

async function insertAll<T extends SQLiteTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK) as never);
  }
}

/**
 * Copies the demo photos into the media store under the keys their rows name. A key that is
 * already there (an earlier seed that rolled back after copying) is left as it is: keys are
 * written once and these bytes never change.
 */
export async function storeDemoPhotos(store: MediaStore): Promise<void> {
  for (const entry of PHOTO_MANIFEST) {
    if (await store.get(photoKey(entry))) continue;
    const bytes = new Uint8Array(await readFile(photoFileUrl(entry.file)));
    await store.put(photoKey(entry), bytes, 'image/jpeg');
  }
}

/** Where seedDemoSite puts the demo photos' bytes (the launcher passes the local media store). */
export interface SeedOptions {
  mediaStore?: MediaStore;
  /** The rows to seed (default: the demo site, Optik Sonnenberg); see ./templates.ts. */
  content?: DemoContent;
}

/**
 * Seeds the demo site when the settings row 'site' is missing; otherwise does nothing.
 * The settings row is inserted first with ON CONFLICT DO NOTHING inside a write transaction, so
 * two concurrent seeds cannot both create content, and a failure rolls everything back. The
 * photos are copied into `mediaStore` (when given) before the transaction commits, so rows never
 * exist without their files.
 */
export async function seedDemoSite(db: Db, options: SeedOptions = {}): Promise<{ created: boolean }> {
  const content = options.content ?? demoContent();
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(settings)
      .values({ id: DEMO.settingsId, draft: content.settings, published: structuredClone(content.settings) })
      .onConflictDoNothing()
      .returning({ id: settings.id });
    if (claimed.length === 0) return { created: false };

    const now = new Date().toISOString();
    const stamp = <R extends { publishedAt?: string | null; createdAt?: string; updatedAt?: string }>(
      rows: R[],
    ): R[] => rows.map((row) => ({ ...row, publishedAt: now, createdAt: now, updatedAt: now }));

    await tx.insert(navigation).values({
      id: DEMO.navigationId,
      draft: content.navigation,
      published: structuredClone(content.navigation),
    });
    await insertAll(tx, media, content.media);
    await insertAll(tx, businesses, content.businesses);
    await insertAll(tx, branches, content.branches);
    await insertAll(tx, sponsorItems, content.sponsorItems);
    await insertAll(tx, changelog, content.changelog);
    await insertAll(tx, pages, stamp(content.pages));
    await insertAll(tx, groups, stamp(content.groups));
    await insertAll(tx, fields, stamp(content.fields));
    await insertAll(tx, externalCache, magazineCacheRows());
    await seedJobBoard(tx, content);
    if (options.mediaStore && content.media.some((row) => row.bucketFolder === 'demo'))
      await storeDemoPhotos(options.mediaStore);
    return { created: true };
  });
}
