/**
 * `GET /_img/{mediaId}/{sig}/{aspect}-{width}.{format}` on Cloudflare Workers: the same URL plan
 * and checks as the Node route (./variant-request.ts), originals from the R2 media store, each
 * variant cut and encoded by the Images binding (trim to the frame's rectangle, then the width,
 * then the format) and kept in R2 under `variants/{hash[0..2]}/{hash}/{name}`, the Node cache's
 * layout, so the next request is served from R2 without an encode. The Images service makes AVIF
 * fast enough to answer it directly: no 307 to WebP as on Node.
 */
import { contentTypeOf } from '../media/content-types.ts';
import { Hono } from 'hono';
import type { Db } from '../../../db/client.ts';
import { isMediaKey } from '../../../src/lib/media/keys.ts';
import type { VariantFormat, VariantPlan } from '../../../src/lib/media/variants.ts';
import { r2MediaStore, type R2BucketLike } from '../media/r2-store.ts';
import { MediaKeyTaken, type MediaStore } from '../media/store.ts';
import { bytesOf, streamOf, type ImagesBindingLike, type ImagesOutputFormat } from './cloudflare-binding.ts';
import {
  NO_STORE,
  originalKey,
  resolveVariantRequest,
  variantHeaders,
  variantName,
} from './variant-request.ts';
import type { MediaRow } from './variants.ts';

/** The encoder qualities of the Node pipeline (services/images/transform.ts), so both look alike. */
const QUALITY: Record<VariantFormat, number | undefined> = { avif: 50, webp: 75, jpg: 78, png: undefined };

/**
 * The R2 key of one variant, or null when the row's content hash cannot name one.
 *
 * @example
 * variantKey('ab12…', plan, 640, 'webp'); // 'variants/ab/ab12…/{sig}-1x1-640.webp'
 */
export function variantKey(
  contentHash: string | null,
  plan: VariantPlan,
  width: number,
  format: VariantFormat,
): string | null {
  if (!contentHash || !/^[a-f0-9]{16,64}$/u.test(contentHash)) return null;
  const key = `variants/${contentHash.slice(0, 2)}/${contentHash}/${variantName(plan, width, format)}`;
  return isMediaKey(key) ? key : null;
}

export interface CloudflareVariantOptions {
  /** The R2 media store (originals under their media keys, variants under `variants/`). */
  store: MediaStore;
  images: ImagesBindingLike;
}

/**
 * One planned variant's bytes: from R2, or made now from the original and stored; null when the
 * original is gone. Rejects when the binding fails or answers another format than asked.
 */
export async function cloudflareVariant(
  { store, images }: CloudflareVariantOptions,
  row: MediaRow,
  plan: VariantPlan,
  width: number,
  format: VariantFormat,
): Promise<Uint8Array | null> {
  const key = variantKey(row.contentHash, plan, width, format);
  const source = originalKey(row);
  if (!key || !source) return null;
  const stored = await store.get(key);
  if (stored) return stored.body;
  const original = await store.get(source);
  if (!original) return null;
  const contentType = contentTypeOf(format);
  const { left, top, width: cutWidth, height: cutHeight } = plan.rect;
  // The plan's rect is measured on the upright image (the upload measured it with `info`, which
  // applies EXIF orientation), as the binding's trim is.
  const result = await images
    .input(streamOf(original.body))
    .transform({ trim: { left, top, width: cutWidth, height: cutHeight } })
    .transform({ width: Math.min(width, cutWidth), fit: 'scale-down' })
    .output({ format: contentType as ImagesOutputFormat, quality: QUALITY[format] });
  if (result.contentType() !== contentType)
    throw new Error(`Images answered ${result.contentType()} for ${contentType}`);
  const body = await bytesOf(result);
  try {
    await store.put(key, body, contentType);
  } catch (error) {
    // Two visitors made the same variant at once: the first write stands, both bytes are equal.
    if (!(error instanceof MediaKeyTaken)) throw error;
  }
  return body;
}

export interface CloudflareImageRouteOptions {
  db: Db;
  bucket: R2BucketLike;
  images: ImagesBindingLike;
}

/**
 * The Worker's variant route as a sub-app, mounted at `/_img` by functions/worker.ts.
 *
 * @example
 * new Hono().route('/_img', cloudflareImageRoutes({ db, bucket: env.MEDIA, images: env.IMAGES }));
 */
export function cloudflareImageRoutes({ db, bucket, images }: CloudflareImageRouteOptions) {
  const options: CloudflareVariantOptions = { store: r2MediaStore(bucket), images };
  return new Hono().get('/:mediaId/:sig/:file', async (c) => {
    const notFound = () => c.text('Not found', 404, { 'Cache-Control': NO_STORE });
    const wanted = await resolveVariantRequest(db, c.req.param());
    if (wanted.kind === 'missing') return notFound();
    if (wanted.kind === 'moved') {
      c.header('Cache-Control', NO_STORE);
      return c.redirect(wanted.url, 307);
    }
    const body = await cloudflareVariant(options, wanted.row, wanted.plan, wanted.width, wanted.format);
    if (!body) return notFound();
    return c.body(body as Uint8Array<ArrayBuffer>, 200, variantHeaders(wanted.format, body.byteLength));
  });
}
