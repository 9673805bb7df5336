/**
 * The offline feed default: demo posts made of the demo photos (db/seed/content/photos.ts), their
 * images served by the site itself so they go through the image pipeline. Only demo accounts have
 * posts: the demo's own and those of the sites made from the demo template (each gets a handle of
 * its own ending in '.demo', db/seed/templates.ts); any other account answers none.
 */
import { PHOTO_MANIFEST, photoKey } from '../../../db/seed/content/photos.ts';
import type { SocialPost } from '../../../src/lib/social-feed/post.ts';
import type { SocialFeedService } from './service.ts';

/** The demo account (settings.socialAccounts of the demo site). */
export const DEMO_FEED_ACCOUNT = 'optik.sonnenberg.demo';

/** Every second post is a video, one a carousel: the grid shows both kinds. */
const KINDS: readonly SocialPost['mediaType'][] = ['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM', 'IMAGE'];

const CAPTIONS = [
  'Neue Herbstkollektion im Laden #brillen',
  'Ein Blick hinter die Kulissen der Werkstatt',
  'Sonnenbrillen für den Winter in den Bergen',
  'Unser Team beim Sehtest-Workshop',
];

/** The demo posts, newest first: one a day back from 20 November 2026. */
export function demoPosts(): SocialPost[] {
  const photos = PHOTO_MANIFEST.filter((entry) => entry.tags.includes('gallery')).slice(0, 12);
  return photos.map((entry, i) => {
    const url = `/media/${photoKey(entry)}`;
    const id = `demo-${i + 1}`;
    const mediaType = KINDS[i % KINDS.length]!;
    return {
      id,
      mediaType,
      mediaUrl: url,
      thumbnailUrl: mediaType === 'VIDEO' ? url : null,
      permalink: `https://www.instagram.com/p/${id}/`,
      caption: CAPTIONS[i % CAPTIONS.length]!,
      timestamp: new Date(Date.UTC(2026, 10, 20 - i, 9, 0, 0)).toISOString(),
    };
  });
}

/** The account handle of a feed id or profile URL ('https://www.instagram.com/x/' -> 'x'). */
export function accountHandle(feedId: string): string {
  return feedId.replace(/^https?:\/\/(www\.)?instagram\.com\//iu, '').replace(/[/?#].*$/u, '');
}

export const demoSocialFeed: SocialFeedService = {
  latestPosts: async (feedId, limit) =>
    accountHandle(feedId).endsWith('.demo') ? demoPosts().slice(0, limit) : [],
};
