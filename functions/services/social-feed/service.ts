/**
 * The social feed service: the latest posts of the site's photo-sharing account, read through the
 * feed-widget service named in settings.socialAccounts.feedWidget. Production:
 * `createFeedWidgetClient` (SOCIAL_FEED_API_URL + SOCIAL_FEED_API_KEY); without them the offline
 * default `demoSocialFeed` answers demo posts made of the demo photos.
 */
import type { SocialPost } from '../../../src/lib/social-feed/post.ts';
import { demoSocialFeed } from './demo.ts';
import { createFeedWidgetClient } from './widget-client.ts';

export interface SocialFeedService {
  /** The newest posts of a feed (at most `limit`); throws `FeedFetchError` on failure. */
  latestPosts(feedId: string, limit: number): Promise<SocialPost[]>;
}

export interface SocialFeedEnv {
  SOCIAL_FEED_API_URL?: string | undefined;
  SOCIAL_FEED_API_KEY?: string | undefined;
}

/** Most posts any instagramFeed block shows (its postCount option's maximum). */
export const MAX_FEED_POSTS = 24;

/**
 * The production client when SOCIAL_FEED_API_URL and SOCIAL_FEED_API_KEY are set, else the demo.
 *
 * @example
 * const feed = socialFeedFromEnv(process.env);
 */
export function socialFeedFromEnv(env: SocialFeedEnv): SocialFeedService {
  const baseUrl = env.SOCIAL_FEED_API_URL?.trim();
  const apiKey = env.SOCIAL_FEED_API_KEY?.trim();
  return baseUrl && apiKey ? createFeedWidgetClient({ baseUrl, apiKey }) : demoSocialFeed;
}
