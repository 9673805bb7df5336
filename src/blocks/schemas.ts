/**
 * The data half of every block: type, kind, category, fields, options and migrations, keyed by
 * block type. Imports no view and no React, so the API and the build can read it on the server.
 */
import type { AnyBlockSchemaDef, BlockSchemaDef, BlockType } from './types.ts';
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

/** Every block type's schema. Adding a type to BLOCK_TYPES without a schema fails to compile. */
export const blockSchemas = {
  hero: heroSchema,
  cta: ctaSchema,
  multiCta: multiCtaSchema,
  richTextBlock: richTextBlockSchema,
  bookingContainer: bookingContainerSchema,
  teamContainer: teamContainerSchema,
  servicesContainer: servicesContainerSchema,
  testimonialsContainer: testimonialsContainerSchema,
  teamDetails: teamDetailsSchema,
  testimonialDetails: testimonialDetailsSchema,
  imageBoard: imageBoardSchema,
  imageCard: imageCardSchema,
  serviceBoard: serviceBoardSchema,
  serviceCard: serviceCardSchema,
  contact: contactSchema,
  goFeed: goFeedSchema,
  goFeedCard: goFeedCardSchema,
  newsFeedBoard: newsFeedBoardSchema,
  newsFeedCard: newsFeedCardSchema,
  announcementBar: announcementBarSchema,
  announcementBubble: announcementBubbleSchema,
  businessSearch: businessSearchSchema,
  marketplace: marketplaceSchema,
  jobs: jobsSchema,
  imageCollage: imageCollageSchema,
  contentSliderBoard: contentSliderBoardSchema,
  contentSliderCard: contentSliderCardSchema,
  textOnImage: textOnImageSchema,
  productBoard: productBoardSchema,
  productCard: productCardSchema,
  stepFeedBoard: stepFeedBoardSchema,
  stepFeedCard: stepFeedCardSchema,
  courses: coursesSchema,
  videoPlayer: videoPlayerSchema,
  spacer: spacerSchema,
  mapContainer: mapContainerSchema,
  mapDetails: mapDetailsSchema,
  gameSetup: gameSetupSchema,
  scoreTracker: scoreTrackerSchema,
  poiManager: poiManagerSchema,
  mediaGallery: mediaGallerySchema,
  reviewSlider: reviewSliderSchema,
  instagramFeed: instagramFeedSchema,
  aspectSponsorForm: aspectSponsorFormSchema,
  contactForm: contactFormSchema,
} satisfies { [T in BlockType]: AnyBlockSchemaDef<T> };

/** Whether a stored type string names a known block type. */
export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockSchemas, type);
}

/**
 * The schema of a stored block type, or null for an unknown type (a block removed from the product
 * or a corrupted row): callers skip such blocks instead of failing the page.
 *
 * @example
 * const def = blockSchema(group.type);
 * if (def) readOptions(def, group.options, group.version);
 */
export function blockSchema(type: string): BlockSchemaDef | null {
  return isBlockType(type) ? blockSchemas[type] : null;
}
