/**
 * Template media on R2: the demo photos that the seed and the site templates name (keys
 * `demo/default/...`, db/seed/content/photos.ts) ship with each deploy as static assets under
 * `/_template-media/{key}` (scripts/worker-build.ts). The first read of such a key that R2 does
 * not hold yet copies the file from the assets into the bucket, so a database seeded anywhere
 * (the CLI on a laptop, a Turso database made by `site create`) finds its media on Workers with no
 * upload step, and every later read (and the Images binding's variants) comes from R2 like any
 * upload. Only these keys fall back; an editor's upload that is missing stays missing.
 * See docs/decisions/0014-the-edge.md.
 */
import { MEDIA_CACHE_CONTROL } from '../../../src/lib/api/media.ts';
import { DEFAULT_TENANT } from '../../../src/lib/media/keys.ts';
import { contentTypeOf } from './content-types.ts';
import type { R2BucketLike } from './r2-store.ts';

/** Where the deploy's assets hold the template media. */
export const TEMPLATE_MEDIA_PREFIX = '/_template-media/';

/** The folder segment of template media keys (the seed's photos). */
export const TEMPLATE_MEDIA_FOLDER = 'demo';

/** Whether a media key names a template file (shared, read-only, the same bytes for every site). */
export function isTemplateMediaKey(key: string): boolean {
  const [folder, tenant] = key.split('/');
  return folder === TEMPLATE_MEDIA_FOLDER && tenant === DEFAULT_TENANT && !key.includes('..');
}

interface AssetsLike {
  fetch: (request: Request | string) => Promise<Response>;
}

/**
 * The bucket with template media copied in from the assets on first read.
 *
 * @example
 * const bucket = withTemplateMedia(env.MEDIA, env.ASSETS);
 */
export function withTemplateMedia(bucket: R2BucketLike, assets: AssetsLike): R2BucketLike {
  return {
    put: (key, value, options) => bucket.put(key, value, options),
    delete: (key) => bucket.delete(key),
    async get(key) {
      const stored = await bucket.get(key);
      if (stored || !isTemplateMediaKey(key)) return stored;
      const shipped = await assets.fetch(`https://assets.invalid${TEMPLATE_MEDIA_PREFIX}${key}`);
      if (!shipped.ok) return null;
      const bytes = new Uint8Array(await shipped.arrayBuffer());
      const contentType = contentTypeOf(key);
      // Two isolates may copy at once: the conditional put lets the first win; the bytes are equal.
      await bucket.put(key, bytes, {
        onlyIf: { etagDoesNotMatch: '*' },
        httpMetadata: { contentType, cacheControl: MEDIA_CACHE_CONTROL },
      });
      return {
        size: bytes.byteLength,
        httpMetadata: { contentType },
        arrayBuffer: async () => bytes.slice().buffer,
      };
    },
  };
}
