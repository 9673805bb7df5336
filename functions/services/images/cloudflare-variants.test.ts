/**
 * GET /_img/... on Workers, through the Worker's fetch handler over a fresh libSQL file, a fake R2
 * bucket and the fake Images binding (sharp underneath): the frame's rectangle trimmed, the width
 * and format asked of the binding, the variant stored in R2 under the Node cache's layout and
 * served from there the next time, AVIF answered directly, 404 for everything outside the plan,
 * and a 307 from a signature before a re-crop.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono, type ExecutionContext } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../../db/client.ts';
import { migrateDb } from '../../../db/migrate.ts';
import { media } from '../../../db/schema.ts';
import { MEDIA_CACHE_CONTROL } from '../../../src/lib/api/media.ts';
import type { Aspect } from '../../../src/lib/media/variants.ts';
import { fakeImagesBinding, type FakeImagesBinding } from '../../../tests/fixtures/fake-images-binding.ts';
import { fakeR2Bucket } from '../../../tests/fixtures/fake-r2-bucket.ts';
import {
  PHOTO_KEY,
  currentPlan,
  pathsOutsidePlan,
  photoRow,
  variantRouteRows,
} from '../../../tests/fixtures/variant-route.ts';
import { createApp } from '../../app.ts';
import { createWorker, type Deployment, type WorkerEnv } from '../../worker.ts';
import { cloudflareImageRoutes, variantKey } from './cloudflare-variants.ts';

const KEY = PHOTO_KEY;
const HASH = 'cd'.repeat(32);
const row = photoRow;

let dir: string;
let handle: DbHandle;
let images: FakeImagesBinding;
let r2: ReturnType<typeof fakeR2Bucket>;
let deployment: Deployment;

/** A 900 x 600 photo: the left third red, the rest blue. */
async function twoToneJpeg(): Promise<Uint8Array> {
  const red = await sharp({ create: { width: 300, height: 600, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg()
    .toBuffer();
  return new Uint8Array(jpeg);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-cf-img-'));
  handle = await openDb(`file:${join(dir, 'test.db')}`);
  await migrateDb(handle.db);
  await handle.db
    .insert(media)
    .values([
      ...variantRouteRows,
      { ...row, id: 'cropped', cropArea: { x: 0, y: 0, width: 30, height: 100 } },
      { ...row, id: 'gone', publicUrl: '/media/images/default/library/0000-gone.jpg' },
    ]);
});

beforeEach(async () => {
  images = fakeImagesBinding();
  r2 = fakeR2Bucket();
  await r2.bucket.put(KEY, await twoToneJpeg(), {
    onlyIf: { etagDoesNotMatch: '*' },
    httpMetadata: { contentType: 'image/jpeg', cacheControl: MEDIA_CACHE_CONTROL },
  });
  deployment = {
    app: createApp({ db: handle.db }),
    images: new Hono().route('/_img', cloudflareImageRoutes({ db: handle.db, bucket: r2.bucket, images })),
    sender: { drainOnce: async () => ({ delivered: 0, failed: 0 }) },
    takeWake: () => false,
  };
});

afterAll(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

const env = {
  DATABASE_URL: 'libsql://test.example',
  ASSETS: { fetch: async () => new Response('', { status: 404 }) },
} satisfies WorkerEnv;
const ctx: ExecutionContext = {
  waitUntil: () => undefined,
  passThroughOnException: () => undefined,
  props: {},
};
const get = (path: string, open: () => Deployment = () => deployment) =>
  createWorker(open, () => deployment.sender).fetch(new Request(`https://optik.example${path}`), env, ctx);

const planOf = (id = row.id, aspect: Aspect = 'original') => currentPlan(handle.db, id, aspect);

describe('GET /_img on Workers', { timeout: 30_000 }, () => {
  it('trims the frame, resizes, encodes with the binding and keeps the variant in R2', async () => {
    const plan = await planOf(row.id, '1:1');
    // The default focal point sits near the top left corner: the square starts at the left edge.
    expect(plan.rect).toEqual({ left: 0, top: 0, width: 600, height: 600 });
    const response = await get(plan.urlOf(320, 'webp'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const body = new Uint8Array(await response.arrayBuffer());
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 320]);
    expect(images.pipelines).toEqual([
      {
        transforms: [{ trim: plan.rect }, { width: 320, fit: 'scale-down' }],
        format: 'image/webp',
      },
    ]);
    const key = `variants/cd/${HASH}/${plan.sig}-1x1-320.webp`;
    expect(variantKey(HASH, plan, 320, 'webp')).toBe(key);
    expect(r2.objects.get(key)?.contentType).toBe('image/webp');
    expect(r2.objects.get(key)?.cacheControl).toBe(MEDIA_CACHE_CONTROL);

    const again = await get(plan.urlOf(320, 'webp'));
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(body);
    expect(images.pipelines).toHaveLength(1);
  });

  it('cuts the crop area the editor chose', async () => {
    const plan = await planOf('cropped');
    const response = await get(plan.urlOf(plan.widths[0] ?? 0, plan.fallbackFormat));
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const { data, info } = await sharp(new Uint8Array(await response.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(plan.widths[0]);
    // Only the red third is inside the crop area: the right edge is red, not blue.
    const right = (Math.floor(info.height / 2) * info.width + info.width - 2) * info.channels;
    expect([...data.subarray(right, right + 3)].map((c) => c > 128)).toEqual([true, false, false]);
  });

  it('answers AVIF directly (no redirect to WebP)', async () => {
    const plan = await planOf();
    const response = await get(plan.urlOf(480, 'avif'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(images.pipelines.map((p) => p.format)).toEqual(['image/avif']);
  });

  it('answers 404 for everything outside the plan, without encoding or storing', async () => {
    const plan = await planOf();
    const sig = plan.sig;
    // The original of `gone` is not in R2.
    for (const path of [...pathsOutsidePlan(sig), `/_img/gone/${sig}/orig-320.webp`]) {
      const response = await get(path);
      expect([path, response.status, response.headers.get('cache-control')]).toEqual([path, 404, 'no-store']);
    }
    expect(images.pipelines).toEqual([]);
    expect([...r2.objects.keys()]).toEqual([KEY]);
  });

  it('redirects a signature from before a re-crop to the current cut', async () => {
    const before = await planOf();
    await handle.db
      .update(media)
      .set({ focalPoint: { x: 0.7, y: 0.3 } })
      .where(eq(media.id, row.id));
    const after = await planOf();
    const response = await get(before.urlOf(320, 'webp'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(after.urlOf(320, 'webp'));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('stores nothing when the binding answers another format than asked', async () => {
    images.forceFormat = 'image/png';
    const plan = await planOf();
    const response = await get(plan.urlOf(320, 'webp'));
    expect(response.status).toBe(500);
    expect([...r2.objects.keys()]).toEqual([KEY]);
  });

  it('answers 404 when the Worker has no Images or R2 binding', async () => {
    const plan = await planOf();
    const response = await get(plan.urlOf(320, 'webp'), () => ({ ...deployment, images: undefined }));
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
