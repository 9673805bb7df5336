/**
 * The snapshot shapes views render (pages with their groups and fields, media, navigation,
 * branches, the whole site) as valibot schemas, and their types inferred from them: the schema is
 * the one source, so the editor's check of the draft page it loads cannot drift from what views
 * read. src/lib/content.ts re-exports the types. Pure: no I/O, no DOM, no node:*.
 */
import * as v from 'valibot';
import { COLLECTIONS, PAGE_ROLES, type ContentStatus } from '../content.ts';
import { ContentStatusSchema, JsonObjectSchema } from './common.ts';
import { FieldContentSchema, PageMetaSchema, localeMapOf } from './items.ts';
import type { JobBoardSnapshot } from './jobs.ts';
import { VideoSettingsSchema } from './media.ts';
import { MagazineTeasersSchema } from '../magazine/teaser.ts';
import { PlaceReviewsSchema } from '../reviews/review.ts';
import { SocialPostSchema } from '../social-feed/post.ts';

/** A media item as views need it. */
export const MediaSnapshotSchema = v.object({
  id: v.string(),
  url: v.string(),
  mimeType: v.string(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  alt: localeMapOf(v.string()),
  focalPoint: v.nullable(v.object({ x: v.number(), y: v.number() })),
  /** A ThumbHash (base64) shown until the image loads; null for SVG and video. */
  blurHash: v.nullable(v.string()),
  /** sha-256 (hex) of the stored bytes: image variants are keyed by it (null: no variants). */
  contentHash: v.optional(v.nullable(v.string())),
  /** Crop area in percent of the original; variants are cut from it (else around the focal point). */
  cropArea: v.optional(
    v.nullable(v.object({ x: v.number(), y: v.number(), width: v.number(), height: v.number() })),
  ),
  /** A video's source, id, state, aspect ratio, poster and playback URL (null for images). */
  video: v.optional(v.nullable(VideoSettingsSchema)),
});
export type MediaSnapshot = v.InferOutput<typeof MediaSnapshotSchema>;

/** A field as block views read it (already the published or draft side). */
export const FieldSnapshotSchema = v.object({
  id: v.string(),
  /** Revision of the stored row (optimistic concurrency for editor saves). */
  revision: v.optional(v.number()),
  /** The owning page and group (null for page-level fields); the editor saves by them. */
  pageId: v.optional(v.string()),
  groupId: v.optional(v.nullable(v.string())),
  name: v.string(),
  content: v.nullable(FieldContentSchema),
  options: JsonObjectSchema,
  media: v.nullable(MediaSnapshotSchema),
  visible: v.boolean(),
  /**
   * Locales whose draft text came from machine translation and is not reviewed yet. Draft side
   * only (the editor's snapshot); never on the published side visitors get.
   */
  machineTranslated: v.optional(localeMapOf(v.boolean())),
});
export type FieldSnapshot = v.InferOutput<typeof FieldSnapshotSchema>;

/**
 * A group (block) as views read it; `children` holds the cards of a group collection. Declared as
 * a type, not inferred: valibot cannot infer a schema that refers to itself (`children` holds
 * groups), so the schema below is typed against it and each side fails to compile until the
 * other follows.
 */
export interface GroupSnapshot {
  id: string;
  /** Revision of the stored row (optimistic concurrency for editor saves). */
  revision?: number;
  type: string;
  version: number;
  status: ContentStatus;
  options: Record<string, unknown>;
  disallowedLanguages: string[];
  fields: Record<string, FieldSnapshot>;
  children: GroupSnapshot[];
  /** A gallery's items: the media uploaded into this group, oldest first (galleries only). */
  media?: MediaSnapshot[];
}

export const GroupSnapshotSchema: v.GenericSchema<GroupSnapshot> = v.object({
  id: v.string(),
  revision: v.optional(v.number()),
  type: v.string(),
  version: v.number(),
  status: ContentStatusSchema,
  options: JsonObjectSchema,
  disallowedLanguages: v.array(v.string()),
  fields: v.record(v.string(), FieldSnapshotSchema),
  children: v.array(v.lazy(() => GroupSnapshotSchema)),
  media: v.optional(v.array(MediaSnapshotSchema)),
});

/** A page with its groups. */
export const PageSnapshotSchema = v.object({
  id: v.string(),
  /** Revision of the stored row (optimistic concurrency for editor saves). */
  revision: v.optional(v.number()),
  collection: v.nullable(v.picklist(COLLECTIONS)),
  role: v.nullable(v.picklist(PAGE_ROLES)),
  position: v.number(),
  status: ContentStatusSchema,
  slug: localeMapOf(v.string()),
  meta: PageMetaSchema,
  /** The image shared with the page (Open Graph); null when none is chosen. */
  ogImage: v.nullable(MediaSnapshotSchema),
  /** Page-level fields (e.g. a collection item's name, image and function). */
  fields: v.record(v.string(), FieldSnapshotSchema),
  groups: v.array(GroupSnapshotSchema),
});
export type PageSnapshot = v.InferOutput<typeof PageSnapshotSchema>;

/** A page entry of a navigation container. */
export const NavigationChildSchema = v.object({
  id: v.string(),
  type: v.literal('page'),
  pageId: v.string(),
  appearance: v.picklist(['default', 'button']),
});
export type NavigationChild = v.InferOutput<typeof NavigationChildSchema>;

/** A navigation container with a label per locale, holding page entries. */
export const NavigationContainerSchema = v.object({
  id: v.string(),
  label: localeMapOf(v.string()),
  /** A container may itself point at a page (a top-level link); its children form a drop-down. */
  pageId: v.optional(v.nullable(v.string())),
  children: v.array(NavigationChildSchema),
});
export type NavigationContainer = v.InferOutput<typeof NavigationContainerSchema>;

/** Navigation: containers (with a label per locale) holding page entries. */
export const NavigationTreeSchema = v.object({ containers: v.array(NavigationContainerSchema) });
export type NavigationTree = v.InferOutput<typeof NavigationTreeSchema>;

/** Weekly opening period: day 1 (Monday) .. 7 (Sunday), times 'HH:MM'. */
export const OpeningPeriodSchema = v.object({ day: v.number(), open: v.string(), close: v.string() });
export type OpeningPeriod = v.InferOutput<typeof OpeningPeriodSchema>;

/** A special date; open and close both '00:30' means closed that day. */
export const SpecialHoursSchema = v.object({ date: v.string(), open: v.string(), close: v.string() });
export type SpecialHours = v.InferOutput<typeof SpecialHoursSchema>;

/** A branch of the site's own business, as the contact and booking blocks show it. */
export const BranchSnapshotSchema = v.object({
  id: v.string(),
  name: v.string(),
  street: v.string(),
  streetNumber: v.string(),
  zip: v.string(),
  city: v.string(),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  url: v.nullable(v.string()),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  openingHours: v.array(OpeningPeriodSchema),
  specialHours: v.array(SpecialHoursSchema),
});
export type BranchSnapshot = v.InferOutput<typeof BranchSnapshotSchema>;

/** A branch in the network's business directory. */
export const DirectoryBranchSchema = v.object({
  id: v.string(),
  name: v.string(),
  active: v.boolean(),
  street: v.string(),
  streetNumber: v.string(),
  zip: v.string(),
  city: v.string(),
  phone: v.nullable(v.string()),
  openingHours: v.array(OpeningPeriodSchema),
  specialHours: v.array(SpecialHoursSchema),
});
export type DirectoryBranch = v.InferOutput<typeof DirectoryBranchSchema>;

/**
 * The span of civil dates ('YYYY-MM-DD', inclusive) for which the server computed the public
 * holidays (db/snapshot-holidays.ts): outside it, whether a day is a holiday is unknown.
 */
const HolidaySpanEntries = { from: v.string(), until: v.string() };

/** The public holiday dates of a directory business's canton, over the span the snapshot covers. */
export const DirectoryHolidaysSchema = v.object({ ...HolidaySpanEntries, dates: v.array(v.string()) });
export type DirectoryHolidays = v.InferOutput<typeof DirectoryHolidaysSchema>;

/** The public holidays of the site's own branches, named in each visitor locale. */
export const SiteHolidaysSchema = v.object({
  ...HolidaySpanEntries,
  holidays: v.array(v.object({ date: v.string(), name: v.object({ de: v.string(), en: v.string() }) })),
});
export type SiteHolidays = v.InferOutput<typeof SiteHolidaysSchema>;

/** A business of the network's directory with its programmes (visitor spec §3 Business). */
export const DirectoryBusinessSchema = v.object({
  id: v.string(),
  name: v.string(),
  /** Canton code ('ZH', 'TI'): whose public holidays close its branches. */
  canton: v.string(),
  /** The logo, shown at 174 px: a media item of the site (own business) or a public URL. */
  logo: v.nullable(
    v.object({ media: v.nullable(MediaSnapshotSchema), url: v.nullable(v.string()), name: v.string() }),
  ),
  programmes: v.object({
    /** Health optics (gesundheitsoptik): null when not a member, else whether it is active. */
    healthOptics: v.nullable(v.object({ active: v.boolean() })),
    frequentLens: v.boolean(),
  }),
  branches: v.array(DirectoryBranchSchema),
  /** Its canton's public holidays (they close its branches), computed when the snapshot loads. */
  holidays: DirectoryHolidaysSchema,
});
export type DirectoryBusiness = v.InferOutput<typeof DirectoryBusinessSchema>;

/** A feed post in the snapshot: with the site's own media item when its image is one. */
export const FeedPostSnapshotSchema = v.object({
  ...SocialPostSchema.entries,
  media: v.nullable(MediaSnapshotSchema),
});
export type FeedPostSnapshot = v.InferOutput<typeof FeedPostSnapshotSchema>;

/** Everything a static build (or the editor) needs to render any page of the site. */
export const SiteSnapshotSchema = v.object({
  pages: v.array(PageSnapshotSchema),
  navigation: NavigationTreeSchema,
  settings: JsonObjectSchema,
  /** Active branches of the site's own business (settings.business.businessId). */
  branches: v.array(BranchSnapshotSchema),
  /** The public holidays that close those branches (contact block), computed when the snapshot loads. */
  holidays: v.optional(SiteHolidaysSchema),
  /** The health magazine's cached article teasers by post id (goFeed cards show them). */
  magazine: v.optional(MagazineTeasersSchema),
  /** The network's business directory (only when a page holds a businessSearch block). */
  directory: v.optional(v.array(DirectoryBusinessSchema)),
  /** Cached reviews of the business and its branches (external_cache, tag 'reviews'). */
  reviews: v.optional(v.array(PlaceReviewsSchema)),
  /** Cached posts of the photo-sharing feed (tag 'instagramFeed'), newest first. */
  instagramPosts: v.optional(v.array(FeedPostSnapshotSchema)),
  /** The site's own job offers and marketplace items (db/snapshot-jobs.ts; ./jobs.ts has the schema). */
  jobs: v.optional(v.custom<JobBoardSnapshot>((x) => typeof x === 'object' && x !== null)),
});
export type SiteSnapshot = v.InferOutput<typeof SiteSnapshotSchema>;
