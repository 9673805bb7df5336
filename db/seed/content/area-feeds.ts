/**
 * Demo content of the feeds area: the page "Bewertungen" / "Reviews" with the review carousel
 * (every branch, 4 stars and up) and the photo-sharing grid (8 posts, 4 columns), and the place
 * ids the reviews are fetched for (settings.reviews). Offline, the reviews and the feed come
 * from the services' demo defaults (functions/services/reviews/demo.ts, social-feed/demo.ts).
 * Wired into the seed by db/seed/index.ts.
 */
import { button, group, localized, page, pageLink, richText, type PageRows } from '../builders.ts';
import { DEMO, PAGE } from '../ids.ts';

/** The page id of the demo reviews page. */
export const FEEDS_PAGE_ID = 'page-bewertungen';

/** settings.reviews of the demo: the business's place and one per branch. */
export const demoReviewSettings = {
  placeId: 'demo-place-optik-sonnenberg',
  branchPlaceIds: {
    [DEMO.branchIds.marktgasse]: 'demo-place-marktgasse',
    [DEMO.branchIds.seen]: 'demo-place-seen',
  },
};

export const feedsPage: PageRows = page({
  id: FEEDS_PAGE_ID,
  position: 31,
  slug: { de: 'bewertungen', en: 'reviews' },
  name: { de: 'Bewertungen', en: 'Reviews' },
  description: {
    de: 'Was unsere Kundinnen und Kunden über Optik Sonnenberg sagen, und die neuesten Bilder aus unserem Laden auf Instagram.',
    en: 'What our customers say about Optik Sonnenberg, and the latest pictures from our shop on Instagram.',
  },
  groups: [
    group(
      'reviews',
      'reviewSlider',
      {
        kicker: localized('Bewertungen', 'Reviews'),
        title: localized('Das sagen unsere Kundinnen und Kunden', 'What our customers say'),
        description: richText(
          ['Ehrliche Stimmen aus unseren Filialen an der Marktgasse und in Seen.'],
          ['Honest voices from our branches on Marktgasse and in Seen.'],
        ),
      },
      { location: [], minRating: 4, backgroundColor: 'transparent' },
    ),
    group(
      'instagram',
      'instagramFeed',
      {
        kicker: localized('Instagram', 'Instagram'),
        title: localized('Neu aus dem Laden', 'New from the shop'),
        button: button('Termin vereinbaren', 'Book an appointment', pageLink(PAGE.contact)),
      },
      { postCount: 8, columns: 4 },
    ),
  ],
});
