import { describe, expect, it } from 'vitest';
import { r2MediaStore, type R2BucketLike } from './r2-store.ts';
import { MediaKeyTaken } from './store.ts';

/** A fake of the R2 binding's put/get/delete, honouring `etagDoesNotMatch: '*'` as R2 does. */
function fakeBucket() {
  const objects = new Map<string, { bytes: Uint8Array; contentType: string; cacheControl: string }>();
  const bucket: R2BucketLike = {
    async put(key, value, { onlyIf, httpMetadata }) {
      if (onlyIf.etagDoesNotMatch === '*' && objects.has(key)) return null;
      objects.set(key, { bytes: value.slice(), ...httpMetadata });
      return { key };
    },
    async get(key) {
      const o = objects.get(key);
      if (!o) return null;
      return {
        size: o.bytes.byteLength,
        httpMetadata: { contentType: o.contentType },
        arrayBuffer: async () => o.bytes.slice().buffer,
      };
    },
    async delete(key) {
      objects.delete(key);
    },
  };
  return { bucket, objects };
}

describe('r2MediaStore', () => {
  it('writes once with the immutable cache header, reads back, deletes', async () => {
    const { bucket, objects } = fakeBucket();
    const store = r2MediaStore(bucket);
    const key = 'uploads/default/library/abc.png';
    await store.put(key, new Uint8Array([1, 2, 3]), 'image/png');
    expect(objects.get(key)?.cacheControl).toBe('public, max-age=31536000, immutable');
    await expect(store.put(key, new Uint8Array([9]), 'image/png')).rejects.toBeInstanceOf(MediaKeyTaken);
    const got = await store.get(key);
    expect(got && { ...got, body: [...got.body] }).toEqual({
      body: [1, 2, 3],
      size: 3,
      contentType: 'image/png',
    });
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('refuses keys that are not media keys', async () => {
    const { bucket, objects } = fakeBucket();
    const store = r2MediaStore(bucket);
    await expect(store.put('../x/y/z.png', new Uint8Array([1]), 'image/png')).rejects.toThrow();
    await expect(store.get('uploads/default/../x.png')).rejects.toThrow();
    expect(objects.size).toBe(0);
  });
});
