/**
 * Every static block type's Next client component, by type (a type missing here fails
 * `tsc -p bench/next`).
 */
import type { ComponentType } from 'react';
import type { BlockType, IslandBlockType } from '../../../src/blocks/registry.ts';
import type { StaticBlockProps } from './static-block.tsx';
import announcementBar from './announcementBar.tsx';
import announcementBubble from './announcementBubble.tsx';
import bookingContainer from './bookingContainer.tsx';
import contact from './contact.tsx';
import contentSliderCard from './contentSliderCard.tsx';
import courses from './courses.tsx';
import cta from './cta.tsx';
import goFeed from './goFeed.tsx';
import goFeedCard from './goFeedCard.tsx';
import hero from './hero.tsx';
import imageBoard from './imageBoard.tsx';
import imageCard from './imageCard.tsx';
import imageCollage from './imageCollage.tsx';
import instagramFeed from './instagramFeed.tsx';
import mapDetails from './mapDetails.tsx';
import multiCta from './multiCta.tsx';
import newsFeedBoard from './newsFeedBoard.tsx';
import newsFeedCard from './newsFeedCard.tsx';
import productBoard from './productBoard.tsx';
import productCard from './productCard.tsx';
import richTextBlock from './richTextBlock.tsx';
import serviceBoard from './serviceBoard.tsx';
import serviceCard from './serviceCard.tsx';
import servicesContainer from './servicesContainer.tsx';
import spacer from './spacer.tsx';
import stepFeedBoard from './stepFeedBoard.tsx';
import stepFeedCard from './stepFeedCard.tsx';
import teamContainer from './teamContainer.tsx';
import teamDetails from './teamDetails.tsx';
import testimonialDetails from './testimonialDetails.tsx';
import testimonialsContainer from './testimonialsContainer.tsx';
import textOnImage from './textOnImage.tsx';

export const STATIC_BLOCKS: Record<Exclude<BlockType, IslandBlockType>, ComponentType<StaticBlockProps>> = {
  announcementBar,
  announcementBubble,
  bookingContainer,
  contact,
  contentSliderCard,
  courses,
  cta,
  goFeed,
  goFeedCard,
  hero,
  imageBoard,
  imageCard,
  imageCollage,
  instagramFeed,
  mapDetails,
  multiCta,
  newsFeedBoard,
  newsFeedCard,
  productBoard,
  productCard,
  richTextBlock,
  serviceBoard,
  serviceCard,
  servicesContainer,
  spacer,
  stepFeedBoard,
  stepFeedCard,
  teamContainer,
  teamDetails,
  testimonialDetails,
  testimonialsContainer,
  textOnImage,
};
