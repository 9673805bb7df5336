/**
 * The block registry: every block type, one line each (its React-free `schema.ts`). Everything
 * else is derived from this list: the block types, the add-block dialog's types and order, the
 * health-optics-only types and the interactive ones. Imports no view and no React, so the API, the
 * seed and the build read it on the server; the manifests (views, icons, islands) are collected
 * from the block folders by `manifests.ts`. Adding a block: docs/adding-a-block.md.
 */
import type { BlockSchemaDef, Hydration, OptionsSchema } from './define.ts';
import { announcementBarSchema } from './announcementBar/schema.ts';
import { announcementBubbleSchema } from './announcementBubble/schema.ts';
import { aspectSponsorFormSchema } from './aspectSponsorForm/schema.ts';
import { bookingContainerSchema } from './bookingContainer/schema.ts';
import { businessSearchSchema } from './businessSearch/schema.ts';
import { contactSchema } from './contact/schema.ts';
import { contactFormSchema } from './contactForm/schema.ts';
import { contentSliderBoardSchema } from './contentSliderBoard/schema.ts';
import { contentSliderCardSchema } from './contentSliderCard/schema.ts';
import { coursesSchema } from './courses/schema.ts';
import { ctaSchema } from './cta/schema.ts';
import { gameSetupSchema } from './gameSetup/schema.ts';
import { goFeedSchema } from './goFeed/schema.ts';
import { goFeedCardSchema } from './goFeedCard/schema.ts';
import { heroSchema } from './hero/schema.ts';
import { imageBoardSchema } from './imageBoard/schema.ts';
import { imageCardSchema } from './imageCard/schema.ts';
import { imageCollageSchema } from './imageCollage/schema.ts';
import { instagramFeedSchema } from './instagramFeed/schema.ts';
import { jobsSchema } from './jobs/schema.ts';
import { mapContainerSchema } from './mapContainer/schema.ts';
import { mapDetailsSchema } from './mapDetails/schema.ts';
import { marketplaceSchema } from './marketplace/schema.ts';
import { mediaGallerySchema } from './mediaGallery/schema.ts';
import { multiCtaSchema } from './multiCta/schema.ts';
import { newsFeedBoardSchema } from './newsFeedBoard/schema.ts';
import { newsFeedCardSchema } from './newsFeedCard/schema.ts';
import { poiManagerSchema } from './poiManager/schema.ts';
import { productBoardSchema } from './productBoard/schema.ts';
import { productCardSchema } from './productCard/schema.ts';
import { reviewSliderSchema } from './reviewSlider/schema.ts';
import { richTextBlockSchema } from './richTextBlock/schema.ts';
import { scoreTrackerSchema } from './scoreTracker/schema.ts';
import { serviceBoardSchema } from './serviceBoard/schema.ts';
import { serviceCardSchema } from './serviceCard/schema.ts';
import { servicesContainerSchema } from './servicesContainer/schema.ts';
import { spacerSchema } from './spacer/schema.ts';
import { stepFeedBoardSchema } from './stepFeedBoard/schema.ts';
import { stepFeedCardSchema } from './stepFeedCard/schema.ts';
import { teamContainerSchema } from './teamContainer/schema.ts';
import { teamDetailsSchema } from './teamDetails/schema.ts';
import { testimonialDetailsSchema } from './testimonialDetails/schema.ts';
import { testimonialsContainerSchema } from './testimonialsContainer/schema.ts';
import { textOnImageSchema } from './textOnImage/schema.ts';
import { videoPlayerSchema } from './videoPlayer/schema.ts';

/**
 * Every block's schema, one line each. Their order is the add-block dialog's order within a
 * category heading (editor spec §2).
 */
const SCHEMA_LIST = [
  heroSchema,
  ctaSchema,
  richTextBlockSchema,
  bookingContainerSchema,
  teamContainerSchema,
  servicesContainerSchema,
  testimonialsContainerSchema,
  imageBoardSchema,
  serviceBoardSchema,
  contactSchema,
  goFeedSchema,
  announcementBarSchema,
  announcementBubbleSchema,
  textOnImageSchema,
  newsFeedBoardSchema,
  productBoardSchema,
  stepFeedBoardSchema,
  imageCollageSchema,
  multiCtaSchema,
  videoPlayerSchema,
  spacerSchema,
  mediaGallerySchema,
  instagramFeedSchema,
  reviewSliderSchema,
  contactFormSchema,
  teamDetailsSchema,
  testimonialDetailsSchema,
  imageCardSchema,
  serviceCardSchema,
  goFeedCardSchema,
  newsFeedCardSchema,
  businessSearchSchema,
  marketplaceSchema,
  jobsSchema,
  contentSliderBoardSchema,
  contentSliderCardSchema,
  productCardSchema,
  stepFeedCardSchema,
  coursesSchema,
  mapContainerSchema,
  mapDetailsSchema,
  gameSetupSchema,
  scoreTrackerSchema,
  poiManagerSchema,
  aspectSponsorFormSchema,
] as const;

type AnySchema = (typeof SCHEMA_LIST)[number];

/** A block type: the `type` of one of the schemas. */
export type BlockType = AnySchema['type'];

/** Every block type, in schema-list order. */
export const BLOCK_TYPES: readonly BlockType[] = SCHEMA_LIST.map((schema) => schema.type);

/** Every block type's schema, keyed by its type. */
export const blockSchemas = Object.fromEntries(SCHEMA_LIST.map((schema) => [schema.type, schema])) as {
  readonly [S in AnySchema as S['type']]: S & BlockSchemaDef<S['type'], S['options'], S['fields']>;
};

/** A type the add-block dialog offers (its schema says `dialog: true`). */
export type DialogBlockType = Extract<AnySchema, { dialog: true }>['type'];

function isDialogSchema(schema: AnySchema): schema is Extract<AnySchema, { dialog: true }> {
  return 'dialog' in schema && schema.dialog === true;
}

/** Types the add-block dialog offers (editor spec §2), in dialog order. */
export const DIALOG_BLOCK_TYPES: readonly DialogBlockType[] = SCHEMA_LIST.filter(isDialogSchema).map(
  (schema) => schema.type,
);

/**
 * Boxes only members of the health-optics (gesundheitsoptik) network may add: the health-optics
 * article feed. Membership: the site's own business has the programme in the directory. The
 * add-block dialog marks them, and the API refuses them for other sites.
 */
export const HEALTH_OPTICS_BLOCK_TYPES: readonly BlockType[] = SCHEMA_LIST.filter(
  (schema) => 'healthOpticsOnly' in schema && schema.healthOpticsOnly === true,
).map((schema) => schema.type);

/**
 * The types of interactive blocks (their schema says when they hydrate). Blocks.astro must render
 * each one's island: its switch over this union fails `astro check` when a case is missing.
 */
export type IslandBlockType = Extract<AnySchema, { hydrate: Hydration }>['type'];

/**
 * The block whose title is the page's h1: the first one whose schema does not say
 * `opensPage: false` (announcements and spacers never open a page), or null.
 */
export function pageTitleGroupId(groups: readonly { id: string; type: string }[]): string | null {
  return groups.find((group) => blockSchema(group.type)?.opensPage !== false)?.id ?? null;
}

/** Whether a stored type string names a known block type. */
export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockSchemas, type);
}

/**
 * A block schema with its option type erased. `any` is needed because view props are
 * contravariant (`View<HeroOptions>` does not accept `Record<string, unknown>`); it is sound
 * because a view only ever receives the output of its own definition's option schema.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the comment above
export type AnyBlockSchemaDef<TType extends BlockType = BlockType> = BlockSchemaDef<TType, any>;

const erasedSchemas: Readonly<Record<BlockType, BlockSchemaDef<BlockType, OptionsSchema>>> = blockSchemas;

/**
 * The schema of a stored block type, or null for an unknown type (a block removed from the product
 * or a corrupted row): callers skip such blocks instead of failing the page.
 *
 * @example
 * const def = blockSchema(group.type);
 * if (def) readOptions(def, group.options, group.version);
 */
export function blockSchema(type: string): BlockSchemaDef<BlockType> | null {
  return isBlockType(type) ? erasedSchemas[type] : null;
}
