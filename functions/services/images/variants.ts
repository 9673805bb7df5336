/**
 * Image variants (resized, cropped, re-encoded copies of a stored image that visitors load from
 * `/_img/...`): the interface the upload routes call after a new or re-cropped image. The Node
 * implementation (sharp, a content-hash keyed cache, AVIF in the background) lives beside it.
 */
import type { media } from '../../../db/schema.ts';

export type MediaRow = typeof media.$inferSelect;

export interface ImageVariants {
  /** Starts making a stored image's variants (WebP first, AVIF in the background); never throws. */
  warm(row: MediaRow): void;
  /** Drops the cached variants of a deleted image. */
  forget(row: MediaRow): Promise<void>;
}

/** No variants (the API alone, e.g. in route tests). */
export const noImageVariants: ImageVariants = {
  warm: () => {},
  forget: async () => {},
};
