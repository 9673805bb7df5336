/**
 * The production feed client: the feed-widget service's JSON feed,
 * `GET {SOCIAL_FEED_API_URL}/feeds/{feedId}?limit=n` with `Authorization: Bearer {key}`, answering
 * `{ posts: [{ id, mediaType, mediaUrl, thumbnailUrl?, permalink, prunedCaption, timestamp,
 * sizes: { medium: { mediaUrl } } }] }`. Checked with valibot: a malformed answer is an error
 * (the cached copy stays); a single malformed post is dropped.
 */
import * as v from 'valibot';
import { SocialPostSchema, type SocialPost } from '../../../src/lib/social-feed/post.ts';
import { FeedFetchError, fetchJson } from '../feeds/fetch-json.ts';
import type { SocialFeedService } from './service.ts';

const RawPostSchema = v.object({
  id: v.union([v.string(), v.number()]),
  mediaType: v.string(),
  mediaUrl: v.string(),
  thumbnailUrl: v.optional(v.nullable(v.string()), null),
  permalink: v.string(),
  prunedCaption: v.optional(v.nullable(v.string()), null),
  caption: v.optional(v.nullable(v.string()), null),
  timestamp: v.string(),
  sizes: v.optional(v.object({ medium: v.optional(v.object({ mediaUrl: v.optional(v.string()) })) })),
});

const FeedAnswerSchema = v.object({ posts: v.array(v.unknown()) });

function toPost(raw: unknown): SocialPost | null {
  const parsed = v.safeParse(RawPostSchema, raw);
  if (!parsed.success) return null;
  const p = parsed.output;
  const mediaType = p.mediaType.toUpperCase();
  const post = v.safeParse(SocialPostSchema, {
    id: String(p.id),
    mediaType,
    mediaUrl: p.mediaUrl,
    // A video's still comes first; an image's medium size is the tile's image.
    thumbnailUrl:
      (mediaType === 'VIDEO' ? p.thumbnailUrl : null) ?? p.sizes?.medium?.mediaUrl ?? p.thumbnailUrl,
    permalink: p.permalink,
    caption: p.prunedCaption ?? p.caption ?? '',
    timestamp: p.timestamp,
  });
  return post.success ? post.output : null;
}

/**
 * Parses a feed answer; throws `FeedFetchError` when it is not one.
 *
 * @example
 * parseFeed({ posts: [] }); // []
 */
export function parseFeed(body: unknown, limit: number): SocialPost[] {
  const answer = v.safeParse(FeedAnswerSchema, body);
  if (!answer.success) throw new FeedFetchError('the feed service answered a malformed body');
  return answer.output.posts
    .map(toPost)
    .filter((p): p is SocialPost => p !== null)
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
    .slice(0, limit);
}

export interface FeedWidgetOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The feed-widget client.
 *
 * @example
 * const feed = createFeedWidgetClient({ baseUrl: env.SOCIAL_FEED_API_URL, apiKey: env.SOCIAL_FEED_API_KEY });
 */
export function createFeedWidgetClient(options: FeedWidgetOptions): SocialFeedService {
  const base = options.baseUrl.replace(/\/+$/u, '');
  return {
    async latestPosts(feedId, limit) {
      const body = await fetchJson(`${base}/feeds/${encodeURIComponent(feedId)}?limit=${limit}`, {
        service: 'the feed service',
        headers: { authorization: `Bearer ${options.apiKey}` },
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      return parseFeed(body, limit);
    },
  };
}
