/**
 * The media store on Cloudflare R2 (the Worker's `MEDIA` binding). A key is written once: the
 * put is conditional on no object existing under it, so a second write is refused, not an
 * overwrite. Every file is stored with the immutable cache header it is served with.
 */
import { MEDIA_CACHE_CONTROL } from '../../../src/lib/api/media.ts';
import { isMediaKey } from '../../../src/lib/media/keys.ts';
import { contentTypeOf } from './content-types.ts';
import { MediaKeyTaken, type MediaStore } from './store.ts';

/** The part of an R2 bucket binding the store uses (structurally what workers-types declares). */
export interface R2BucketLike {
  put(
    key: string,
    value: Uint8Array,
    options: {
      onlyIf: { etagDoesNotMatch: string };
      httpMetadata: { contentType: string; cacheControl: string };
    },
  ): Promise<object | null>;
  get(key: string): Promise<{
    arrayBuffer(): Promise<ArrayBuffer>;
    size: number;
    httpMetadata?: { contentType?: string };
  } | null>;
  delete(key: string): Promise<void>;
}

const checked = (key: string) => {
  if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
  return key;
};

/**
 * A store over an R2 bucket.
 *
 * @example
 * const mediaStore = r2MediaStore(env.MEDIA);
 */
export function r2MediaStore(bucket: R2BucketLike): MediaStore {
  return {
    async put(key, body, contentType) {
      const written = await bucket.put(checked(key), body, {
        // '*' matches any object: the put only happens when there is none under this key.
        onlyIf: { etagDoesNotMatch: '*' },
        httpMetadata: { contentType, cacheControl: MEDIA_CACHE_CONTROL },
      });
      if (written === null) throw new MediaKeyTaken(key);
    },
    async get(key) {
      const object = await bucket.get(checked(key));
      if (!object) return null;
      const body = new Uint8Array(await object.arrayBuffer());
      return { body, size: object.size, contentType: object.httpMetadata?.contentType ?? contentTypeOf(key) };
    },
    async delete(key) {
      await bucket.delete(checked(key));
    },
  };
}
