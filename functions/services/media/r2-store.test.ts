import { describe, expect, it } from 'vitest';
import { fakeR2Bucket as fakeBucket } from '../../../tests/fixtures/fake-r2-bucket.ts';
import { r2MediaStore } from './r2-store.ts';
import { MediaKeyTaken } from './store.ts';

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
