/**
 * The gallery's pure rules (visitor spec §4, §9): how many items show, what 'Mehr laden' adds, the
 * two-tap delete on touch layouts, and the delete request a media item's stored key gives.
 * No DOM, no React: unit-tested beside this file.
 */
import type { MediaDeleteRequest } from '../../lib/api/media.ts';
import type { MediaSnapshot } from '../../lib/content.ts';
import { planVariants, type VariantSource } from '../../lib/media/variants.ts';

/** Items shown at first and added per 'load more' when the block sets nothing (visitor spec §9). */
export const GALLERY_BATCH = 24;
/** How long 'load more' shows its busy state before the next batch appears (visitor spec §9). */
export const GALLERY_LOAD_DELAY_MS = 500;

/**
 * The number of items shown after `loads` presses of 'load more': one batch more per press,
 * never more than there are.
 *
 * @example
 * shownCount(30, 24, 0); // 24
 * shownCount(30, 24, 1); // 30
 */
export function shownCount(total: number, batch: number, loads: number): number {
  const size = Math.max(1, Math.floor(batch));
  return Math.max(0, Math.min(total, size * (Math.max(0, Math.floor(loads)) + 1)));
}

/** Whether 'load more' is offered: some items are still hidden. */
export function hasMore(total: number, shown: number): boolean {
  return shown < total;
}

/** What a press on an item's delete control does. */
export type DeleteTap = { action: 'select'; selected: string } | { action: 'delete'; selected: null };

/**
 * The delete control's tap rule (visitor spec §4): with a mouse one press deletes; on touch and
 * tablet layouts the first tap selects the item (its control says 'tap again') and a second tap on
 * the same item deletes it. A tap on another item moves the selection.
 *
 * @example
 * deleteTap({ touch: true, selected: null, id: 'a' }); // { action: 'select', selected: 'a' }
 * deleteTap({ touch: true, selected: 'a', id: 'a' });  // { action: 'delete', selected: null }
 */
export function deleteTap(input: { touch: boolean; selected: string | null; id: string }): DeleteTap {
  if (!input.touch || input.selected === input.id) return { action: 'delete', selected: null };
  return { action: 'select', selected: input.id };
}

const STORED = /^\/media\/([\w-]{1,60})\/[\w-]+\/[\w-]+\/([\w-]{1,100})\.([a-z0-9]{1,8})$/u;

/**
 * The media/delete request of a gallery item, read from its stored URL (`/media/{key}`, key
 * `{folder}/{tenant}/{groupId}/{objectId}.{ext}`); null for a file that is not in the media store
 * (it cannot be deleted from here).
 *
 * @example
 * deleteRequestOf({ id: 'm1', url: '/media/gallery/default/g1/abc.jpg', ... }, 'g1');
 * // { mediaId: 'm1', bucketFolder: 'gallery', groupId: 'g1', objectId: 'abc', extension: 'jpg' }
 */
export function deleteRequestOf(
  media: Pick<MediaSnapshot, 'id' | 'url'>,
  groupId: string,
): MediaDeleteRequest | null {
  const path = media.url.split(/[?#]/u)[0] ?? '';
  const match = STORED.exec(path);
  if (!match) return null;
  const [, bucketFolder = '', objectId = '', extension = ''] = match;
  return { mediaId: media.id, bucketFolder, groupId, objectId, extension };
}

/**
 * The size PhotoSwipe opens an item at: its stored dimensions, else a 3:2 guess (PhotoSwipe needs
 * numbers up front; an SVG without a size still opens, letterboxed).
 */
export function lightboxSize(media: Pick<MediaSnapshot, 'width' | 'height'>): {
  width: number;
  height: number;
} {
  return media.width && media.height
    ? { width: media.width, height: media.height }
    : { width: 1500, height: 1000 };
}

/**
 * What PhotoSwipe shows for an item: the largest WebP variant of the whole image (never the
 * original upload, which may be many megabytes), at that variant's size; an image without
 * variants (SVG) as it is.
 *
 * @example
 * lightboxSlide(photo); // { src: '/_img/m1/{sig}/orig-1920.webp', width: 1920, height: 1280 }
 */
export function lightboxSlide(media: VariantSource & Pick<MediaSnapshot, 'url' | 'width' | 'height'>): {
  src: string;
  width: number;
  height: number;
} {
  const plan = planVariants(media);
  const largest = plan?.widths[plan.widths.length - 1];
  if (!plan || largest === undefined) return { src: media.url, ...lightboxSize(media) };
  return { src: plan.urlOf(largest, 'webp'), width: largest, height: plan.heightAt(largest) };
}
