/**
 * GET /_img/...: through the whole Node app (so the site's cache header rule cannot overwrite the
 * variants'), over a fresh libSQL file, a memory media store and a real sharp cache: 404 for
 * everything outside the media's plan, immutable WebP/JPEG with nosniff, a 307 to the WebP while
 * AVIF is made, and a 307 from a signature before a re-crop to the current one.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { media } from '../../db/schema.ts';
import { MEDIA_CACHE_CONTROL } from '../../src/lib/api/media.ts';
import type { Aspect } from '../../src/lib/media/variants.ts';
import {
  PHOTO_KEY,
  currentPlan,
  pathsOutsidePlan,
  photoRow as row,
  variantRouteRows,
} from '../../tests/fixtures/variant-route.ts';
import { createNodeApp } from '../node.ts';
import { createImageVariants, type ImagePipeline } from '../services/images/node-variants.ts';
import { memoryMediaStore } from '../services/media/store.ts';

let dir: string;
let handle: DbHandle;
let images: ImagePipeline;
let app: ReturnType<typeof createNodeApp>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lunette-img-route-'));
  await Promise.all([mkdir(join(dir, 'dist', 'client'), { recursive: true }), mkdir(join(dir, 'media'))]);
  handle = await openDb(`file:${join(dir, 'test.db')}`);
  await migrateDb(handle.db);
  const store = memoryMediaStore();
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  await store.put(PHOTO_KEY, new Uint8Array(jpeg), 'image/jpeg');
  await handle.db.insert(media).values(variantRouteRows);
  images = createImageVariants({ mediaStore: store, cacheDir: join(dir, 'cache') });
  app = createNodeApp({
    db: handle.db,
    distDir: join(dir, 'dist'),
    mediaDir: join(dir, 'media'),
    services: { images, mediaStore: store },
  });
});

afterAll(async () => {
  await images.idle();
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

const planOf = (id = row.id, aspect: Aspect = 'original') => currentPlan(handle.db, id, aspect);
const get = (path: string) => app.request(`http://localhost${path}`);

describe('GET /_img/:mediaId/:sig/:file', { timeout: 30_000 }, () => {
  it('serves a WebP and the fallback with immutable caching and nosniff', async () => {
    const plan = await planOf(row.id, '1:1');
    const response = await get(plan.urlOf(320, 'webp'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 320]);

    const fallback = await get(plan.urlOf(plan.fallbackWidth, 'jpg'));
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('content-type')).toBe('image/jpeg');
  });

  it('redirects AVIF to the WebP (not cached) until the background made it', async () => {
    const plan = await planOf();
    const first = await get(plan.urlOf(480, 'avif'));
    expect(first.status).toBe(307);
    expect(first.headers.get('location')).toBe(plan.urlOf(480, 'webp'));
    expect(first.headers.get('cache-control')).toBe('no-store');
    await images.idle();
    const later = await get(plan.urlOf(480, 'avif'));
    expect(later.status).toBe(200);
    expect(later.headers.get('content-type')).toBe('image/avif');
    expect(later.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
  });

  it('answers 404 for everything outside the plan', async () => {
    const plan = await planOf();
    const sig = plan.sig;
    for (const path of pathsOutsidePlan(sig)) {
      const response = await get(path);
      expect([path, response.status]).toEqual([path, 404]);
    }
  });

  it('redirects a signature from before a re-crop to the current cut', async () => {
    const before = await planOf();
    await handle.db
      .update(media)
      .set({ focalPoint: { x: 0.7, y: 0.3 } })
      .where(eq(media.id, row.id));
    const after = await planOf();
    expect(after.sig).not.toBe(before.sig);
    const response = await get(before.urlOf(320, 'webp'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(after.urlOf(320, 'webp'));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 404 without the Node pipeline', async () => {
    const bare = createNodeApp({ db: handle.db, distDir: join(dir, 'dist'), mediaDir: join(dir, 'media') });
    const plan = await planOf();
    expect((await bare.request(`http://localhost${plan.urlOf(320, 'webp')}`)).status).toBe(404);
  });
});
