/**
 * The health magazine behind one small interface (editor spec §7): first the post id of an
 * article by its permalink, then the teasers of posts by their ids. Production reads the
 * magazine's JSON feed (`http-feed.ts`, MAGAZINE_FEED_URL); without it the offline default
 * answers from a handful of demo articles (`offline-feed.ts`).
 */
import type { MagazineTeaser } from '../../../src/lib/magazine/teaser.ts';

export interface MagazineFeed {
  /** The post id of the article at `url`; null when the magazine has no such article. */
  postIdByPermalink(url: string): Promise<string | null>;
  /** Teasers of the given posts (unknown ids are left out). Throws MagazineFeedError on failure. */
  teasers(postIds: readonly string[]): Promise<MagazineTeaser[]>;
}

/** The magazine could not answer: unreachable, too slow, an error status or a malformed answer. */
export class MagazineFeedError extends Error {
  override name = 'MagazineFeedError';
}
