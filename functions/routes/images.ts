/**
 * `GET /_img/{mediaId}/{sig}/{aspect}-{width}.{format}`: the image variants visitors load from
 * `<picture>` (src/components/Picture.tsx plans the same URLs). Everything is checked against the
 * media's own variant plan: a known raster image with a content hash, a frame shape from the fixed
 * list, a width of its ladder, AVIF/WebP or its fallback format; anything else is a 404, so no one
 * can make the server encode arbitrary sizes. A signature from before a re-crop redirects to the
 * current cut. AVIF that is not made yet redirects (307, not cached) to the WebP of the same
 * variant while it is made in the background. Node only (sharp).
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema.ts';
import { MEDIA_CACHE_CONTROL } from '../../src/lib/api/media.ts';
import { isPlannedVariant, parseVariantFile, planVariants } from '../../src/lib/media/variants.ts';
import { isImagePipeline } from '../services/images/node-variants.ts';
import { VARIANT_CONTENT_TYPES } from '../services/images/transform.ts';
import type { ImageVariants } from '../services/images/variants.ts';

export interface ImageRouteOptions {
  db: Db;
  /** The variant service; without the Node pipeline every variant is a 404. */
  images: ImageVariants | undefined;
}

const NO_STORE = 'no-store';

/** The variant route as a sub-app, mounted at `/_img` by the Node entry. */
export function imageRoutes({ db, images }: ImageRouteOptions) {
  return new Hono().get('/:mediaId/:sig/:file', async (c) => {
    const notFound = () => c.text('Not found', 404, { 'Cache-Control': NO_STORE });
    const { mediaId, sig, file } = c.req.param();
    const wanted = parseVariantFile(file);
    if (!wanted || !isImagePipeline(images) || !/^[\w-]{1,64}$/u.test(mediaId)) return notFound();
    const [row] = await db.select().from(media).where(eq(media.id, mediaId)).limit(1);
    const plan = row ? planVariants(row, wanted.aspect) : null;
    if (!row || !plan || !isPlannedVariant(plan, wanted.width, wanted.format)) return notFound();
    if (sig !== plan.sig) {
      // Pages published before a re-crop keep working until they are published again.
      c.header('Cache-Control', NO_STORE);
      return c.redirect(plan.urlOf(wanted.width, wanted.format), 307);
    }
    const answer = await images.variant(row, plan, wanted.width, wanted.format);
    if (answer.status === 'missing') return notFound();
    if (answer.status === 'pending') {
      c.header('Cache-Control', NO_STORE);
      return c.redirect(plan.urlOf(wanted.width, 'webp'), 307);
    }
    return c.body(answer.body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': VARIANT_CONTENT_TYPES[wanted.format],
      'Content-Length': String(answer.body.byteLength),
      'Cache-Control': MEDIA_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
