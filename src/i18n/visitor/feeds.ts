/** Visitor texts: the review carousel (reviewSlider) and the photo-sharing grid (instagramFeed). */
import type { AreaTexts } from './area.ts';

const de = {
  /** The carousel's name when its block has no title. */
  reviewsCarousel: 'Kundenbewertungen',
  /** A slide's name; {index} and {count} are filled in. */
  reviewsSlide: '{index} von {count}',
  reviewsPrevious: 'Vorherige Bewertung',
  reviewsNext: 'Nächste Bewertung',
  /** The stars' text alternative; {rating} is filled in (Intl, one decimal). */
  reviewsStars: '{rating} von 5 Sternen',
  reviewsCountOne: '{count} Bewertung',
  reviewsCountOther: '{count} Bewertungen',
  /** The summary above the slides; {branch} is filled in. */
  reviewsAverage: 'Durchschnitt {branch}',
  reviewsEmptyEdit:
    'Noch keine Bewertungen zwischengespeichert. Sie erscheinen, sobald der Bewertungsdienst geantwortet hat.',
  instagramEmpty: 'Keine Instagram-Beiträge verfügbar',
  instagramVideo: 'Video',
  instagramAlbum: 'Album',
  /** A tile's link name; {caption} is filled in. */
  instagramOpen: '{caption} (öffnet Instagram in einem neuen Tab)',
  /** A post without a caption; {date} is filled in. */
  instagramUntitled: 'Instagram-Beitrag vom {date}',
};

export const feedsTexts: AreaTexts<typeof de> = {
  de,
  en: {
    reviewsCarousel: 'Customer reviews',
    reviewsSlide: '{index} of {count}',
    reviewsPrevious: 'Previous review',
    reviewsNext: 'Next review',
    reviewsStars: '{rating} out of 5 stars',
    reviewsCountOne: '{count} review',
    reviewsCountOther: '{count} reviews',
    reviewsAverage: 'Average {branch}',
    reviewsEmptyEdit: 'No reviews cached yet. They appear once the review service has answered.',
    instagramEmpty: 'No Instagram posts available',
    instagramVideo: 'Video',
    instagramAlbum: 'Album',
    instagramOpen: '{caption} (opens Instagram in a new tab)',
    instagramUntitled: 'Instagram post of {date}',
  },
};
