/** The magazine's offline default: the demo articles, looked up in memory (no network). */
import { DEMO_MAGAZINE_ARTICLES } from '../../../src/lib/magazine/demo-articles.ts';
import { normalizePermalink, type MagazineTeaser } from '../../../src/lib/magazine/teaser.ts';
import type { MagazineFeed } from './feed.ts';

/**
 * A feed over fixed articles (the demo ones unless given).
 *
 * @example
 * await offlineMagazineFeed().postIdByPermalink('https://magazin.gesundheitsoptik.example/artikel/trockene-augen-im-winter'); // '4711'
 */
export function offlineMagazineFeed(
  articles: readonly MagazineTeaser[] = DEMO_MAGAZINE_ARTICLES,
): MagazineFeed {
  const byPermalink = new Map(articles.map((a) => [normalizePermalink(a.permalink), a]));
  const byId = new Map(articles.map((a) => [a.postId, a]));
  return {
    postIdByPermalink: async (url) => {
      const key = normalizePermalink(url);
      return (key && byPermalink.get(key)?.postId) ?? null;
    },
    teasers: async (postIds) => postIds.flatMap((id) => byId.get(id) ?? []),
  };
}
