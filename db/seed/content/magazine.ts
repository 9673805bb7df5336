/**
 * The demo's health-magazine page (the demo business is a health-optics member): a goFeed with
 * three article teasers from the offline magazine, and those teasers in the site's
 * `external_cache` (tag 'magazine') so the first build shows them without asking the feed.
 */
import { DEMO_MAGAZINE_ARTICLES } from '../../../src/lib/magazine/demo-articles.ts';
import { MAGAZINE_CACHE_TTL_MS, magazineCacheKey } from '../../../src/lib/magazine/teaser.ts';
import type { externalCache } from '../../schema.ts';
import { MAGAZINE_CACHE_TAG } from '../../snapshot-magazine.ts';
import { group, localized, page, richText, type PageRows } from '../builders.ts';

/** The articles the demo's goFeed shows, in order. */
export const MAGAZINE_DEMO_POSTS = ['4711', '4733', '4720'] as const;

const article = (postId: string) => DEMO_MAGAZINE_ARTICLES.find((a) => a.postId === postId)!;

export const magazinePage: PageRows = page({
  id: 'page-magazine',
  position: 62,
  slug: { de: 'gesundheitsmagazin', en: 'health-magazine' },
  name: { de: 'Gesundheitsmagazin', en: 'Health magazine' },
  description: {
    de: 'Neues aus dem Gesundheitsmagazin der Gesundheitsoptiker: Tipps rund um gesunde Augen.',
    en: 'News from the health opticians’ magazine: tips for healthy eyes.',
  },
  groups: [
    group(
      'feed',
      'goFeed',
      {
        kicker: localized('Gesundheitsmagazin', 'Health magazine'),
        title: localized('Gut zu wissen', 'Good to know'),
        description: richText(
          ['Ausgewählte Artikel aus dem Magazin der Gesundheitsoptiker.'],
          ['Selected articles from the health opticians’ magazine.'],
        ),
      },
      { gridLayout: 'grid', columnLayout: 3 },
      MAGAZINE_DEMO_POSTS.map((postId) =>
        group(
          `post-${postId}`,
          'goFeedCard',
          { title: localized(article(postId).title, article(postId).title) },
          { postId },
        ),
      ),
    ),
  ],
});

/** The cache rows of every offline article (fresh for a day from the seed). */
export function magazineCacheRows(now = new Date()): (typeof externalCache.$inferInsert)[] {
  return DEMO_MAGAZINE_ARTICLES.map((teaser) => ({
    key: magazineCacheKey(teaser.postId),
    tag: MAGAZINE_CACHE_TAG,
    payload: teaser,
    fetchedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + MAGAZINE_CACHE_TTL_MS).toISOString(),
  }));
}
