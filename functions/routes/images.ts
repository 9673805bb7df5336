/**
 * `GET /_img/{mediaId}/{sig}/{aspect}-{width}.{format}`: the image variants visitors load from
 * `<picture>` (src/components/Picture.tsx plans the same URLs). Everything is checked against the
 * media's own variant plan (services/images/variant-request.ts, shared with the Worker's route);
 * anything else is a 404, so no one can make the server encode arbitrary sizes. A signature from
 * before a re-crop redirects to the current cut. AVIF that is not made yet redirects (307, not
 * cached) to the WebP of the same variant while it is made in the background. Node only (sharp).
 */
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { isImagePipeline } from '../services/images/node-variants.ts';
import { NO_STORE, resolveVariantRequest, variantHeaders } from '../services/images/variant-request.ts';
import type { ImageVariants } from '../services/images/variants.ts';

export interface ImageRouteOptions {
  db: Db;
  /** The variant service; without the Node pipeline every variant is a 404. */
  images: ImageVariants | undefined;
}

/** The variant route as a sub-app, mounted at `/_img` by the Node entry. */
export function imageRoutes({ db, images }: ImageRouteOptions) {
  return new Hono().get('/:mediaId/:sig/:file', async (c) => {
    const notFound = () => c.text('Not found', 404, { 'Cache-Control': NO_STORE });
    if (!isImagePipeline(images)) return notFound();
    const wanted = await resolveVariantRequest(db, c.req.param());
    if (wanted.kind === 'missing') return notFound();
    if (wanted.kind === 'moved') {
      c.header('Cache-Control', NO_STORE);
      return c.redirect(wanted.url, 307);
    }
    const { row, plan, width, format } = wanted;
    const answer = await images.variant(row, plan, width, format);
    if (answer.status === 'missing') return notFound();
    if (answer.status === 'pending') {
      c.header('Cache-Control', NO_STORE);
      return c.redirect(plan.urlOf(width, 'webp'), 307);
    }
    return c.body(
      answer.body as Uint8Array<ArrayBuffer>,
      200,
      variantHeaders(format, answer.body.byteLength),
    );
  });
}
