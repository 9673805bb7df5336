/**
 * A page's blocks in the Next build (the counterpart of src/blocks/Blocks.astro): each static block
 * through its own client component (../blocks), interactive ones through their island as a client
 * component, each with the same props Blocks.astro gives it.
 */
import type { ComponentType } from 'react';
import type { IslandProps } from '../../../src/blocks/IslandRoot.tsx';
import { pageIslands } from '../../../src/blocks/island-props.ts';
import { blockSchema, type IslandBlockType } from '../../../src/blocks/registry.ts';
import type { CollectionName, Locale, PageSnapshot, SiteSnapshot } from '../../../src/lib/content.ts';
import { STATIC_BLOCKS } from '../blocks/index.ts';
import AspectSponsorForm from '../islands/aspectSponsorForm.tsx';
import BusinessSearch from '../islands/businessSearch.tsx';
import ContactForm from '../islands/contactForm.tsx';
import ContentSliderBoard from '../islands/contentSliderBoard.tsx';
import GameSetup from '../islands/gameSetup.tsx';
import Jobs from '../islands/jobs.tsx';
import MapContainer from '../islands/mapContainer.tsx';
import Marketplace from '../islands/marketplace.tsx';
import MediaGallery from '../islands/mediaGallery.tsx';
import PoiManager from '../islands/poiManager.tsx';
import ReviewSlider from '../islands/reviewSlider.tsx';
import ScoreTracker from '../islands/scoreTracker.tsx';
import VideoPlayer from '../islands/videoPlayer.tsx';

type Island = ComponentType<IslandProps & { reviews?: SiteSnapshot['reviews'] }>;

const ISLANDS: Record<IslandBlockType, Island> = {
  aspectSponsorForm: AspectSponsorForm,
  businessSearch: BusinessSearch,
  contactForm: ContactForm,
  contentSliderBoard: ContentSliderBoard,
  gameSetup: GameSetup,
  jobs: Jobs,
  mapContainer: MapContainer,
  marketplace: Marketplace,
  mediaGallery: MediaGallery,
  poiManager: PoiManager,
  reviewSlider: ReviewSlider as Island,
  scoreTracker: ScoreTracker,
  videoPlayer: VideoPlayer,
};

const isIsland = (type: string): type is IslandBlockType => Object.hasOwn(ISLANDS, type);

export function Blocks(props: {
  site: SiteSnapshot;
  page: PageSnapshot;
  locale: Locale;
  /** The site as a static block (a client component) gets it, see clientSites. */
  clientSite: (collection?: CollectionName) => SiteSnapshot;
}) {
  const { site, page, locale, clientSite } = props;
  const { titleGroupId, visible, propsOf } = pageIslands(site, page, locale);
  return visible.map((group) => {
    const schema = blockSchema(group.type);
    if (!schema) return null;
    if (!isIsland(group.type)) {
      const Block = STATIC_BLOCKS[group.type as keyof typeof STATIC_BLOCKS];
      return (
        <Block
          key={group.id}
          group={group}
          site={clientSite(schema.collection)}
          page={page}
          locale={locale}
          titleGroupId={titleGroupId}
        />
      );
    }
    const props = propsOf(group);
    const Island = ISLANDS[group.type];
    return group.type === 'reviewSlider' ? (
      <Island key={group.id} {...props} reviews={site.reviews ?? []} />
    ) : (
      <Island key={group.id} {...props} />
    );
  });
}
