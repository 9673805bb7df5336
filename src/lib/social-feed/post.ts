/**
 * Posts of the site's photo-sharing feed as the site stores and renders them (visitor spec §3
 * Social feed post: id, media type, media URL, a medium size, caption, timestamp). Pure.
 */
import * as v from 'valibot';
import { HttpUrlSchema } from '../reviews/review.ts';

/** The site's own path ('/media/...') or an absolute http(s) URL. */
const ImageUrlSchema = v.union([v.pipe(v.string(), v.regex(/^\/(?!\/)/u)), HttpUrlSchema]);

export const SOCIAL_MEDIA_TYPES = ['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'] as const;

/** One post, as cached. */
export const SocialPostSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  mediaType: v.picklist(SOCIAL_MEDIA_TYPES),
  /** The full-size image (or the video file). */
  mediaUrl: ImageUrlSchema,
  /** A still for videos, a smaller image otherwise (sizes.medium.mediaUrl); null: use mediaUrl. */
  thumbnailUrl: v.nullable(ImageUrlSchema),
  /** The post on the network. */
  permalink: HttpUrlSchema,
  /** The caption, shortened by the feed service (prunedCaption). */
  caption: v.pipe(v.string(), v.maxLength(3000)),
  timestamp: v.pipe(v.string(), v.isoTimestamp()),
});
export type SocialPost = v.InferOutput<typeof SocialPostSchema>;

/** The image a grid tile shows: the thumbnail when there is one (videos), else the media URL. */
export function tileImageUrl(post: SocialPost): string {
  return post.thumbnailUrl ?? post.mediaUrl;
}
