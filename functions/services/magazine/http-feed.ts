/**
 * The health magazine's JSON feed (WordPress-like; the shapes below are what we expect):
 *
 *   GET {MAGAZINE_FEED_URL}/post-id?permalink={url}      200 { "post_id": 4711 } | 404
 *   GET {MAGAZINE_FEED_URL}/post-teaser?post_ids=1,2     200 [ { id, title: { rendered },
 *       excerpt: { rendered }, link, date, featured_image_url } ]
 *
 * Every call has a time limit; an error status, a timeout or an answer that does not match its
 * schema is a MagazineFeedError (a 404 of the post-id call is "no such article").
 */
import * as v from 'valibot';
import { excerptText, safeImageUrl, type MagazineTeaser } from '../../../src/lib/magazine/teaser.ts';
import { MagazineFeedError, type MagazineFeed } from './feed.ts';
import { offlineMagazineFeed } from './offline-feed.ts';

/** Answer of `post-id`: the id of the post at a permalink. */
export const PostIdAnswerSchema = v.object({
  post_id: v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.string(), v.minLength(1))]),
});

const Rendered = v.object({ rendered: v.string() });

/** One post of `post-teaser` (WordPress REST field names). */
export const PostTeaserSchema = v.object({
  id: v.union([v.number(), v.string()]),
  title: Rendered,
  excerpt: v.optional(Rendered, { rendered: '' }),
  link: v.pipe(v.string(), v.url()),
  date: v.string(),
  featured_image_url: v.optional(v.nullable(v.string()), null),
});
export const PostTeasersAnswerSchema = v.array(PostTeaserSchema);

export interface HttpMagazineFeedOptions {
  /** The feed's base URL (MAGAZINE_FEED_URL), without a trailing slash needed. */
  baseUrl: string;
  /** Time limit per call. Default 5000 ms. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A post of the feed as our teaser. */
export function toTeaser(post: v.InferOutput<typeof PostTeaserSchema>): MagazineTeaser {
  return {
    postId: String(post.id),
    title: excerptText(post.title.rendered),
    excerpt: excerptText(post.excerpt.rendered),
    imageUrl: safeImageUrl(post.featured_image_url),
    permalink: post.link,
    date: post.date,
  };
}

/**
 * The production client.
 *
 * @example
 * const feed = httpMagazineFeed({ baseUrl: env.MAGAZINE_FEED_URL });
 * const id = await feed.postIdByPermalink('https://magazine.example/artikel/x');
 */
export function httpMagazineFeed(options: HttpMagazineFeedOptions): MagazineFeed {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5000;
  const doFetch = options.fetch ?? fetch;

  async function getJson(path: string, notFoundIsNull: boolean): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer in ${timeoutMs} ms`
          : String(error);
      throw new MagazineFeedError(`magazine feed unreachable: ${reason}`);
    }
    if (response.status === 404 && notFoundIsNull) return null;
    if (!response.ok) throw new MagazineFeedError(`magazine feed answered ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new MagazineFeedError('magazine feed answered with malformed JSON');
    }
  }

  function parse<T extends v.GenericSchema>(schema: T, body: unknown, what: string): v.InferOutput<T> {
    const result = v.safeParse(schema, body);
    if (!result.success) throw new MagazineFeedError(`magazine feed: unexpected ${what} answer`);
    return result.output;
  }

  return {
    async postIdByPermalink(url) {
      const body = await getJson(`/post-id?permalink=${encodeURIComponent(url)}`, true);
      if (body === null) return null;
      return String(parse(PostIdAnswerSchema, body, 'post-id').post_id);
    },
    async teasers(postIds) {
      if (postIds.length === 0) return [];
      const ids = postIds.map(encodeURIComponent).join(',');
      const body = await getJson(`/post-teaser?post_ids=${ids}`, false);
      return parse(PostTeasersAnswerSchema, body, 'post-teaser').map(toTeaser);
    },
  };
}

/** The feed the environment configures: the JSON feed with MAGAZINE_FEED_URL, else the offline one. */
export function magazineFeedFromEnv(
  env: { MAGAZINE_FEED_URL?: string | undefined },
  offline: () => MagazineFeed = offlineMagazineFeed,
): MagazineFeed {
  const baseUrl = env.MAGAZINE_FEED_URL?.trim();
  return baseUrl ? httpMagazineFeed({ baseUrl }) : offline();
}
