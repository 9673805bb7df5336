/**
 * The runtime-neutral half of the `/_img/{mediaId}/{sig}/{aspect}-{width}.{format}` route, shared by
 * the Node route (sharp, disk cache) and the Worker's (Images binding, R2): which variant a request
 * asks for, checked against the media's own plan, the name a made variant is stored under and the
 * headers it is served with. No sharp, no node:* here, so the Worker bundle can import it.
 */
import { contentTypeOf } from '../media/content-types.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { media } from '../../../db/schema.ts';
import { MEDIA_CACHE_CONTROL } from '../../../src/lib/api/media.ts';
import { isMediaKey } from '../../../src/lib/media/keys.ts';
import {
  aspectSlug,
  isPlannedVariant,
  parseVariantFile,
  planVariants,
  type VariantFormat,
  type VariantPlan,
} from '../../../src/lib/media/variants.ts';
import { storedKeyOf } from '../media/item.ts';
import type { MediaRow } from './variants.ts';

/** The header of every answer that is not a variant's bytes (404s and redirects). */
export const NO_STORE = 'no-store';

/** The store key of a row's original (an uploaded file's /media/ URL), checked; else null. */
export function originalKey(row: Pick<MediaRow, 'publicUrl'>): string | null {
  const key = storedKeyOf(row);
  return key !== null && isMediaKey(key) ? key : null;
}

/**
 * The cache name of one variant: the cut's signature, the frame, the width and the format.
 *
 * @example
 * variantName(plan, 640, 'webp'); // '{sig}-1x1-640.webp'
 */
export const variantName = (plan: VariantPlan, width: number, format: VariantFormat): string =>
  `${plan.sig}-${aspectSlug(plan.aspect)}-${width}.${format}`;

/** What a `/_img` request resolves to. */
export type VariantRequest =
  | { kind: 'missing' }
  /** An older cut's signature: the same variant of the current cut (307, not cached). */
  | { kind: 'moved'; url: string }
  | { kind: 'variant'; row: MediaRow; plan: VariantPlan; width: number; format: VariantFormat };

/**
 * Checks a request's path parameters against the media's variant plan: a known raster image with
 * a content hash, a frame from the fixed list, a width of its ladder, AVIF/WebP or its fallback.
 *
 * @example
 * const wanted = await resolveVariantRequest(db, { mediaId, sig, file });
 * if (wanted.kind === 'missing') return notFound();
 */
export async function resolveVariantRequest(
  db: Db,
  { mediaId, sig, file }: { mediaId: string; sig: string; file: string },
): Promise<VariantRequest> {
  const wanted = parseVariantFile(file);
  if (!wanted || !/^[\w-]{1,64}$/u.test(mediaId)) return { kind: 'missing' };
  const [row] = await db.select().from(media).where(eq(media.id, mediaId)).limit(1);
  const plan = row ? planVariants(row, wanted.aspect) : null;
  if (!row || !plan || !isPlannedVariant(plan, wanted.width, wanted.format)) return { kind: 'missing' };
  // Pages published before a re-crop keep working until they are published again.
  if (sig !== plan.sig) return { kind: 'moved', url: plan.urlOf(wanted.width, wanted.format) };
  return { kind: 'variant', row, plan, width: wanted.width, format: wanted.format };
}

/** The headers of a variant's bytes: immutable (the URL changes with the cut), never sniffed. */
export const variantHeaders = (format: VariantFormat, byteLength: number): Record<string, string> => ({
  'Content-Type': contentTypeOf(format),
  'Content-Length': String(byteLength),
  'Cache-Control': MEDIA_CACHE_CONTROL,
  'X-Content-Type-Options': 'nosniff',
});
