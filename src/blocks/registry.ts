/**
 * The typed block registry: one line per block folder, mapping its type to its manifest
 * (`<type>/index.ts`), and the add-block dialog's listing. Server code that needs no React
 * imports `./schemas.ts` instead.
 */
import { DIALOG_BLOCK_TYPES, isBlockType } from './schemas.ts';
import {
  BLOCK_CATEGORIES,
  type BlockCategory,
  type AnyBlockDef,
  type BlockDef,
  type BlockType,
  type Hydration,
} from './types.ts';
import { announcementBarBlock } from './announcementBar/index.ts';
import { announcementBubbleBlock } from './announcementBubble/index.ts';
import { aspectSponsorFormBlock } from './aspectSponsorForm/index.ts';
import { bookingContainerBlock } from './bookingContainer/index.ts';
import { businessSearchBlock } from './businessSearch/index.ts';
import { contactBlock } from './contact/index.ts';
import { contactFormBlock } from './contactForm/index.ts';
import { contentSliderBoardBlock } from './contentSliderBoard/index.ts';
import { contentSliderCardBlock } from './contentSliderCard/index.ts';
import { coursesBlock } from './courses/index.ts';
import { ctaBlock } from './cta/index.ts';
import { gameSetupBlock } from './gameSetup/index.ts';
import { goFeedBlock } from './goFeed/index.ts';
import { goFeedCardBlock } from './goFeedCard/index.ts';
import { heroBlock } from './hero/index.ts';
import { imageBoardBlock } from './imageBoard/index.ts';
import { imageCardBlock } from './imageCard/index.ts';
import { imageCollageBlock } from './imageCollage/index.ts';
import { instagramFeedBlock } from './instagramFeed/index.ts';
import { jobsBlock } from './jobs/index.ts';
import { mapContainerBlock } from './mapContainer/index.ts';
import { mapDetailsBlock } from './mapDetails/index.ts';
import { marketplaceBlock } from './marketplace/index.ts';
import { mediaGalleryBlock } from './mediaGallery/index.ts';
import { multiCtaBlock } from './multiCta/index.ts';
import { newsFeedBoardBlock } from './newsFeedBoard/index.ts';
import { newsFeedCardBlock } from './newsFeedCard/index.ts';
import { poiManagerBlock } from './poiManager/index.ts';
import { productBoardBlock } from './productBoard/index.ts';
import { productCardBlock } from './productCard/index.ts';
import { reviewSliderBlock } from './reviewSlider/index.ts';
import { richTextBlockBlock } from './richTextBlock/index.ts';
import { scoreTrackerBlock } from './scoreTracker/index.ts';
import { serviceBoardBlock } from './serviceBoard/index.ts';
import { serviceCardBlock } from './serviceCard/index.ts';
import { servicesContainerBlock } from './servicesContainer/index.ts';
import { spacerBlock } from './spacer/index.ts';
import { stepFeedBoardBlock } from './stepFeedBoard/index.ts';
import { stepFeedCardBlock } from './stepFeedCard/index.ts';
import { teamContainerBlock } from './teamContainer/index.ts';
import { teamDetailsBlock } from './teamDetails/index.ts';
import { testimonialDetailsBlock } from './testimonialDetails/index.ts';
import { testimonialsContainerBlock } from './testimonialsContainer/index.ts';
import { textOnImageBlock } from './textOnImage/index.ts';
import { videoPlayerBlock } from './videoPlayer/index.ts';

/**
 * Every block type's manifest. A block type (a schema in schemas.ts) without its manifest here, or a
 * manifest whose type has no schema, fails to compile.
 */
export const blockRegistry = {
  hero: heroBlock,
  cta: ctaBlock,
  multiCta: multiCtaBlock,
  richTextBlock: richTextBlockBlock,
  bookingContainer: bookingContainerBlock,
  teamContainer: teamContainerBlock,
  servicesContainer: servicesContainerBlock,
  testimonialsContainer: testimonialsContainerBlock,
  teamDetails: teamDetailsBlock,
  testimonialDetails: testimonialDetailsBlock,
  imageBoard: imageBoardBlock,
  imageCard: imageCardBlock,
  serviceBoard: serviceBoardBlock,
  serviceCard: serviceCardBlock,
  contact: contactBlock,
  goFeed: goFeedBlock,
  goFeedCard: goFeedCardBlock,
  newsFeedBoard: newsFeedBoardBlock,
  newsFeedCard: newsFeedCardBlock,
  announcementBar: announcementBarBlock,
  announcementBubble: announcementBubbleBlock,
  businessSearch: businessSearchBlock,
  marketplace: marketplaceBlock,
  jobs: jobsBlock,
  imageCollage: imageCollageBlock,
  contentSliderBoard: contentSliderBoardBlock,
  contentSliderCard: contentSliderCardBlock,
  textOnImage: textOnImageBlock,
  productBoard: productBoardBlock,
  productCard: productCardBlock,
  stepFeedBoard: stepFeedBoardBlock,
  stepFeedCard: stepFeedCardBlock,
  courses: coursesBlock,
  videoPlayer: videoPlayerBlock,
  spacer: spacerBlock,
  mapContainer: mapContainerBlock,
  mapDetails: mapDetailsBlock,
  gameSetup: gameSetupBlock,
  scoreTracker: scoreTrackerBlock,
  poiManager: poiManagerBlock,
  mediaGallery: mediaGalleryBlock,
  reviewSlider: reviewSliderBlock,
  instagramFeed: instagramFeedBlock,
  aspectSponsorForm: aspectSponsorFormBlock,
  contactForm: contactFormBlock,
} satisfies { [T in BlockType]: AnyBlockDef<T> };
/**
 * The registry with option types erased. `any` is needed because a view's props are contravariant:
 * `View<HeroOptions>` does not accept `Record<string, unknown>`, so no block is a plain `BlockDef`.
 * It is sound because a view only ever receives `readOptions(def, ...)`, the output of its own def's
 * option schema.
 */
/** The types of interactive blocks: those whose manifest names an island. */
export type IslandBlockType = {
  [T in BlockType]: (typeof blockRegistry)[T] extends { hydrate: Hydration } ? T : never;
}[BlockType];

const erasedRegistry: Readonly<Record<BlockType, AnyBlockDef>> = blockRegistry;

/**
 * The definition of a stored block type, or null for an unknown type.
 *
 * @example
 * const def = getBlock(group.type);
 * if (!def || def.View === PENDING_VIEW) return null;
 */
export function getBlock(type: string): BlockDef | null {
  return isBlockType(type) ? erasedRegistry[type] : null;
}

/** One heading of the add-block dialog with its blocks in dialog order. */
export interface DialogCategory {
  category: BlockCategory;
  blocks: BlockDef[];
}

/**
 * The add-block dialog's listing (editor spec §2): DIALOG_BLOCK_TYPES grouped under the category
 * headings in BLOCK_CATEGORIES order; a block whose category is no heading goes under 'remaining'.
 * Headings without blocks are left out.
 */
export function dialogBlocks(): DialogCategory[] {
  const headings: readonly string[] = BLOCK_CATEGORIES;
  const byCategory = new Map<BlockCategory, BlockDef[]>();
  for (const type of DIALOG_BLOCK_TYPES) {
    const def = erasedRegistry[type];
    const category = headings.includes(def.category) ? def.category : 'remaining';
    byCategory.set(category, [...(byCategory.get(category) ?? []), def]);
  }
  return BLOCK_CATEGORIES.flatMap((category) => {
    const blocks = byCategory.get(category);
    return blocks ? [{ category, blocks }] : [];
  });
}
