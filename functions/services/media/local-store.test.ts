import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localMediaStore } from './local-store.ts';
import { MediaKeyTaken } from './store.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('localMediaStore', () => {
  it('writes once, reads back with the content type, deletes', async () => {
    const store = localMediaStore(join(dir, 'media'));
    const key = 'uploads/default/library/abc.png';
    await store.put(key, new Uint8Array([1, 2, 3]), 'image/png');
    await expect(store.put(key, new Uint8Array([9]), 'image/png')).rejects.toBeInstanceOf(MediaKeyTaken);
    const got = await store.get(key);
    expect(got && [...got.body]).toEqual([1, 2, 3]);
    expect(got?.contentType).toBe('image/png');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
  });

  it('never touches a path outside its folder', async () => {
    const store = localMediaStore(join(dir, 'media'));
    await expect(store.put('../escape/default/x/y.png', new Uint8Array([1]), 'image/png')).rejects.toThrow();
    await expect(store.get('../../etc/passwd')).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });
});
