/**
 * The Node variant pipeline against real sharp and a real cache folder: each format encoded at
 * the asked width and cut around the focal point, a second request served from the cache without
 * reading the original, AVIF queued rather than awaited, the cache kept across a restart, `warm`
 * making WebP before AVIF, and `forget` dropping an image's files.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { planVariants, type Aspect } from '../../../src/lib/media/variants.ts';
import { memoryMediaStore, type MediaStore } from '../media/store.ts';
import { createImageVariants } from './node-variants.ts';
import { originalKey } from './variant-request.ts';
import { encodeVariant } from './transform.ts';
import type { MediaRow } from './variants.ts';

const KEY = 'images/default/library/0b6f7f1e-photo.jpg';

/** A 700 x 500 photo: the left half red, the right half blue. */
async function twoToneJpeg(): Promise<Uint8Array> {
  const blue = await sharp({ create: { width: 350, height: 500, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: 350, top: 0 }])
    .jpeg()
    .toBuffer();
  return new Uint8Array(jpeg);
}

const row = (extra: Partial<MediaRow> = {}): MediaRow => ({
  id: 'm1',
  mediaType: 'image',
  mimeType: 'image/jpeg',
  bucketFolder: 'images',
  objectId: '0b6f7f1e-photo',
  extension: 'jpg',
  originalFilename: 'photo.jpg',
  publicUrl: `/media/${KEY}`,
  fileSize: 0,
  width: 700,
  height: 500,
  alt: null,
  tags: [],
  blurHash: null,
  focalPoint: null,
  cropArea: null,
  videoSettings: null,
  parentId: null,
  contentHash: 'ab'.repeat(32),
  createdAt: null,
  updatedAt: '2026-11-25T00:00:00.000Z',
  ...extra,
});

/** A store that counts reads, so a cache hit is visible as "the original was not read". */
function countingStore(inner: MediaStore) {
  const counter = { reads: 0 };
  const store: MediaStore = {
    put: (key, body, type) => inner.put(key, body, type),
    get: (key) => {
      counter.reads++;
      return inner.get(key);
    },
    delete: (key) => inner.delete(key),
  };
  return { store, counter };
}

const planOf = (media: MediaRow, aspect: Aspect = 'original') => {
  const plan = planVariants(media, aspect);
  if (!plan) throw new Error('expected a plan');
  return plan;
};

let cacheDir: string;
let original: Uint8Array;
beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'lunette-image-cache-'));
  original = await twoToneJpeg();
});
afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

describe('encodeVariant', { timeout: 30_000 }, () => {
  it('encodes every format at the asked width and cuts around the focal point', async () => {
    for (const [format, type] of [
      ['webp', 'webp'],
      ['jpg', 'jpeg'],
      ['png', 'png'],
      ['avif', 'heif'],
    ] as const) {
      const body = await encodeVariant(original, {
        aspect: '1:1',
        width: 320,
        format,
        focalPoint: { x: 0.9, y: 0.5 },
      });
      const meta = await sharp(body).metadata();
      expect([format, meta.format, meta.width, meta.height]).toEqual([format, type, 320, 320]);
    }
    // A square at the right edge: 500 px of the 700, 150 red then 350 blue; its middle is blue.
    const right = await encodeVariant(original, {
      aspect: '1:1',
      width: 320,
      format: 'png',
      focalPoint: { x: 0.9, y: 0.5 },
    });
    const left = await encodeVariant(original, {
      aspect: '1:1',
      width: 320,
      format: 'png',
      focalPoint: { x: 0.1, y: 0.5 },
    });
    const centre = async (body: Uint8Array) => {
      const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
      const at = (160 * info.width + 160) * info.channels;
      return [...data.subarray(at, at + 3)].map((value) =>
        value > 200 ? 'full' : value < 50 ? 'none' : value,
      );
    };
    expect(await centre(right)).toEqual(['none', 'none', 'full']);
    expect(await centre(left)).toEqual(['full', 'none', 'none']);
  });

  it('never enlarges past the cut', async () => {
    const body = await encodeVariant(original, { aspect: 'original', width: 2560, format: 'webp' });
    expect((await sharp(body).metadata()).width).toBe(700);
  });

  it('rejects bytes that are not an image', async () => {
    await expect(
      encodeVariant(new TextEncoder().encode('<html>'), { aspect: 'original', width: 320, format: 'webp' }),
    ).rejects.toThrow();
  });
});

// Real encodes (AVIF among them) on a shared machine: more than the default 5 s under load.
describe('createImageVariants', { timeout: 30_000 }, () => {
  it('serves the second request from the cache, also after a restart', async () => {
    const inner = memoryMediaStore();
    await inner.put(KEY, original, 'image/jpeg');
    const { store, counter } = countingStore(inner);
    const media = row();
    const plan = planOf(media, '4:5');
    const first = createImageVariants({ mediaStore: store, cacheDir });
    const made = await first.variant(media, plan, 320, 'webp');
    expect(made.status).toBe('ready');
    expect(counter.reads).toBe(1);
    const again = await first.variant(media, plan, 320, 'webp');
    expect(again).toEqual(made);
    expect(counter.reads).toBe(1);

    // A new process over the same folder, with the original gone: still served.
    await inner.delete(KEY);
    const restarted = createImageVariants({ mediaStore: store, cacheDir });
    expect(await restarted.variant(media, plan, 320, 'webp')).toEqual(made);
    expect(counter.reads).toBe(1);
    // ... while a variant never made needs the original.
    expect(await restarted.variant(media, plan, 480, 'webp')).toEqual({ status: 'missing' });
  });

  it('queues AVIF instead of waiting for it, then serves it', async () => {
    const store = memoryMediaStore();
    await store.put(KEY, original, 'image/jpeg');
    const images = createImageVariants({ mediaStore: store, cacheDir });
    const media = row();
    const plan = planOf(media);
    expect(await images.variant(media, plan, 320, 'avif')).toEqual({ status: 'pending' });
    await images.idle();
    const ready = await images.variant(media, plan, 320, 'avif');
    expect(ready.status).toBe('ready');
    if (ready.status === 'ready') expect((await sharp(ready.body).metadata()).format).toBe('heif');
  });

  it('warms WebP and the fallback first, AVIF after, and forget drops them', async () => {
    const store = memoryMediaStore();
    await store.put(KEY, original, 'image/jpeg');
    const images = createImageVariants({ mediaStore: store, cacheDir });
    const media = row({ width: 500, height: 400 });
    images.warm(media);
    await images.idle();
    const files = await readdir(join(cacheDir, 'ab', media.contentHash ?? ''));
    const sig = planOf(media).sig;
    // original 500 wide: widths 320, 480, 500; fallback at the middle step.
    expect(files).toContain(`${sig}-orig-500.webp`);
    expect(files).toContain(`${sig}-orig-480.jpg`);
    expect(files).toContain(`${sig}-orig-500.avif`);
    expect(files).toContain(`${sig}-1x1-320.avif`);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    await images.forget(media);
    await expect(readdir(join(cacheDir, 'ab', media.contentHash ?? ''))).rejects.toThrow();
  });

  it('logs a broken original in the background and never throws from warm', async () => {
    const store = memoryMediaStore();
    await store.put(KEY, new TextEncoder().encode('not an image'), 'image/jpeg');
    const messages: string[] = [];
    const images = createImageVariants({ mediaStore: store, cacheDir, log: (m) => messages.push(m) });
    expect(() => images.warm(row())).not.toThrow();
    await images.idle();
    expect(messages.length).toBeGreaterThan(0);
  });
});

describe('originalKey', () => {
  it('reads the store key from an uploaded file’s URL only', () => {
    expect(originalKey(row())).toBe(KEY);
    expect(originalKey(row({ publicUrl: '/demo/hero.svg' }))).toBeNull();
    expect(originalKey(row({ publicUrl: '/media/../etc/passwd' }))).toBeNull();
  });
});
