/**
 * The offline health magazine: a handful of eye-health articles (German and English) that the
 * local default of the magazine feed answers with, and that the demo site's goFeed shows. Their
 * permalinks use a reserved `.example` host, their images the demo pictures in public/demo/.
 */
import type { MagazineTeaser } from './teaser.ts';

/** The reserved host of the offline magazine. */
export const DEMO_MAGAZINE_ORIGIN = 'https://magazin.gesundheitsoptik.example';

export const DEMO_MAGAZINE_ARTICLES: readonly MagazineTeaser[] = [
  {
    postId: '4711',
    title: 'Trockene Augen im Winter: was wirklich hilft',
    excerpt:
      'Heizungsluft und Bildschirmarbeit strapazieren den Tränenfilm. Fünf einfache Gewohnheiten, mit denen Ihre Augen feucht und entspannt bleiben.',
    imageUrl: '/demo/content-eye-test.svg',
    permalink: `${DEMO_MAGAZINE_ORIGIN}/artikel/trockene-augen-im-winter`,
    date: '2026-01-14T08:00:00Z',
  },
  {
    postId: '4720',
    title: 'Kurzsichtigkeit bei Kindern bremsen',
    excerpt:
      'Immer mehr Kinder werden kurzsichtig. Tageslicht, Pausen beim Lesen und spezielle Brillengläser können das Fortschreiten verlangsamen.',
    imageUrl: '/demo/info-news-myopia.svg',
    permalink: `${DEMO_MAGAZINE_ORIGIN}/artikel/kurzsichtigkeit-bei-kindern`,
    date: '2026-02-03T08:00:00Z',
  },
  {
    postId: '4733',
    title: 'Contact lenses and sport: a practical guide',
    excerpt:
      'Daily lenses, protective goggles and the right care routine: how to see clearly on the pitch, the slopes and in the pool.',
    imageUrl: '/demo/contact-lenses.svg',
    permalink: `${DEMO_MAGAZINE_ORIGIN}/en/articles/contact-lenses-and-sport`,
    date: '2026-03-21T08:00:00Z',
  },
  {
    postId: '4741',
    title: 'Why reading glasses come at forty',
    excerpt:
      'Presbyopia is no illness: the lens of the eye simply loses its flexibility. What changes, and which lenses help you read comfortably again.',
    imageUrl: '/demo/content-reading-glasses.svg',
    permalink: `${DEMO_MAGAZINE_ORIGIN}/en/articles/why-reading-glasses-come-at-forty`,
    date: '2026-04-09T08:00:00Z',
  },
  {
    postId: '4752',
    title: 'Sehtest alle zwei Jahre: darum lohnt er sich',
    excerpt:
      'Viele Veränderungen am Auge bemerkt man selbst lange nicht. Ein regelmässiger Sehtest beim Gesundheitsoptiker erkennt sie früh.',
    imageUrl: '/demo/content-kids-glasses.svg',
    permalink: `${DEMO_MAGAZINE_ORIGIN}/artikel/sehtest-alle-zwei-jahre`,
    date: '2026-05-06T08:00:00Z',
  },
];
