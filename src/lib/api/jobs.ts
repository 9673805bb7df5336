/**
 * Job offers and marketplace items: what views render (snapshots) and what the editor sends
 * (requests), as valibot schemas with their inferred types. Pure: no I/O, no DOM, no node:*.
 */
import * as v from 'valibot';
import { ContentStatusSchema, IdSchema } from './common.ts';
import { FieldContentSchema } from './items.ts';
import { MediaSnapshotSchema } from './snapshot.ts';

/** The branch a job or item belongs to, with its contact (visitor spec §3, Branch contact). */
export const JobBranchSchema = v.object({
  id: v.string(),
  name: v.string(),
  street: v.string(),
  streetNumber: v.string(),
  zip: v.string(),
  city: v.string(),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
});
export type JobBranch = v.InferOutput<typeof JobBranchSchema>;

/** The staff member to ask (visitor spec §3). */
export const StaffMemberSchema = v.object({ firstName: v.string(), lastName: v.string() });
export type StaffMember = v.InferOutput<typeof StaffMemberSchema>;

/** A job offer as the jobs block renders it (visitor spec §3 Job). */
export const JobSnapshotSchema = v.object({
  id: v.string(),
  title: v.string(),
  /** ISO timestamp; null when missing (shown as 'N/A'). */
  created: v.nullable(v.string()),
  workQuota: v.nullable(v.string()),
  description: v.nullable(FieldContentSchema),
  titleImages: v.array(MediaSnapshotSchema),
  branch: v.nullable(JobBranchSchema),
  staffMember: v.nullable(StaffMemberSchema),
  status: ContentStatusSchema,
});
export type JobSnapshot = v.InferOutput<typeof JobSnapshotSchema>;

/** Item kinds and listing directions (visitor spec §3 Enumerations). */
export const ITEM_KINDS = ['frame', 'object', 'job'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
export const LISTING_DIRECTIONS = ['offering', 'searching'] as const;
export type ListingDirection = (typeof LISTING_DIRECTIONS)[number];

/** A marketplace item as the marketplace block renders it (visitor spec §3 Marketplace item). */
export const MarketplaceItemSnapshotSchema = v.object({
  id: v.string(),
  /** The site the item belongs to (its id on a network; 'default' for a single site). */
  siteId: v.string(),
  /** The offering business's name (the site's business), shown on the item's row. */
  business: v.optional(v.nullable(v.string())),
  kind: v.picklist(ITEM_KINDS),
  direction: v.picklist(LISTING_DIRECTIONS),
  title: v.string(),
  costChf: v.nullable(v.number()),
  created: v.nullable(v.string()),
  description: v.nullable(FieldContentSchema),
  titleImage: v.nullable(MediaSnapshotSchema),
  options: v.object({
    toBePickedUp: v.boolean(),
    subjectToPostage: v.boolean(),
    askingPrice: v.boolean(),
  }),
  branch: v.nullable(JobBranchSchema),
  staffMember: v.nullable(StaffMemberSchema),
  status: ContentStatusSchema,
});
export type MarketplaceItemSnapshot = v.InferOutput<typeof MarketplaceItemSnapshotSchema>;

/** The site's own job offers and marketplace items (SiteSnapshot.jobs). */
export const JobBoardSnapshotSchema = v.object({
  offers: v.array(JobSnapshotSchema),
  marketplace: v.array(MarketplaceItemSnapshotSchema),
});
export type JobBoardSnapshot = v.InferOutput<typeof JobBoardSnapshotSchema>;

const Title = v.pipe(v.string(), v.trim(), v.minLength(1, 'title'), v.maxLength(200, 'title'));
const ShortText = v.pipe(v.string(), v.trim(), v.maxLength(100));
/** Plain multi-line text; the server turns it into a rich-text document. */
export const PlainDescriptionSchema = v.pipe(v.string(), v.maxLength(10_000));
const StaffSchema = v.object({ firstName: ShortText, lastName: ShortText });

/** POST /jobs and PUT /jobs/:id: a job as the editor form sends it. */
export const JobInputSchema = v.object({
  title: Title,
  workQuota: v.optional(v.nullable(ShortText)),
  description: v.optional(PlainDescriptionSchema),
  branchId: v.optional(v.nullable(IdSchema)),
  staffMember: v.optional(StaffSchema),
  status: v.optional(ContentStatusSchema),
});
export type JobInput = v.InferOutput<typeof JobInputSchema>;

/** POST /jobs/:id/status: publish, archive or return to draft. */
export const JobStatusRequestSchema = v.object({ status: v.picklist(['draft', 'published', 'archived']) });
