/**
 * Image figures (part of `npm run bench`, or `node scripts/bench-images.ts`): in a temp database,
 * media folder, variant cache and build (the developer's data/ and dist/ stay untouched):
 * 1. image bytes per demo page and the LCP image's bytes in Chromium at a 390 px viewport,
 *    before (the original files) and after (the variants actually loaded), on a cold cache (WebP
 *    while AVIF is made) and once the background made AVIF;
 * 2. the time from upload to a usable image (store the original + its first WebP variant);
 * 3. what a publish with nothing changed spends on images (goal 0): encodes during a whole-site
 *    re-render, new variant URLs, and the variants served again after a restart.
 * The demo's own photos are seeded into the media store; the demo media that are SVG (no
 * variants) stand in as more photos: each is rendered to a 2400 px JPEG with photo grain. Figures only; nothing asserts.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { openDb, type Db } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { media } from '../db/schema.ts';
import { seedDemoSite } from '../db/seed/index.ts';
import { startNodeServer } from '../functions/node.ts';
import { createImageVariants, type ImagePipeline } from '../functions/services/images/node-variants.ts';
import { mediaKey } from '../src/lib/media/keys.ts';
import { localMediaStore } from '../functions/services/media/local-store.ts';
import { thumbHashOf } from '../functions/services/media/raster.ts';
import { sha256Hex } from '../functions/services/media/uploads.ts';
import type { MediaStore } from '../functions/services/media/store.ts';
import { createLocalRenderer } from '../functions/services/local-renderer.ts';
import { planVariants } from '../src/lib/media/variants.ts';
import { launchBrowser, VIEWPORTS } from '../tests/e2e/browser.ts';
import { astroBuild } from './bench-publish.ts';
import { freePort } from '../tests/fixtures/net.ts';
import { formatTable, type BenchRow } from './bench-table.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const PHOTO_WIDTH = 2400;

/** A store that counts reads of originals: every encode reads one, a cache hit none. */
function countingStore(inner: MediaStore): MediaStore & { reads: number } {
  const store = {
    reads: 0,
    put: (key: string, body: Uint8Array, type: string) => inner.put(key, body, type),
    get: (key: string) => {
      store.reads++;
      return inner.get(key);
    },
    delete: (key: string) => inner.delete(key),
  };
  return store;
}

/** A photo-like JPEG: the picture (or a gradient) with gaussian grain, as a camera would give it. */
async function photoJpeg(width: number, height: number, picture?: Buffer): Promise<Uint8Array> {
  const base = picture
    ? sharp(picture, { density: 300 }).resize(width, height, { fit: 'fill' })
    : sharp({ create: { width, height, channels: 3, background: '#7a8fa6' } });
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const flat = await base.flatten({ background: '#ffffff' }).png().toBuffer();
  return new Uint8Array(
    await sharp(flat)
      .composite([{ input: grain, blend: 'soft-light' }])
      .jpeg({ quality: 90 })
      .toBuffer(),
  );
}

/** Stores a raster upload the way the upload route leaves it; returns the row's new columns. */
async function storeRaster(store: MediaStore, bytes: Uint8Array, objectId: string) {
  const key = mediaKey({ folder: 'images', objectId, extension: 'jpg' });
  await store.put(key, bytes, 'image/jpeg');
  const meta = await sharp(bytes).metadata();
  return {
    mimeType: 'image/jpeg',
    extension: 'jpg',
    objectId,
    bucketFolder: 'images',
    publicUrl: `/media/${key}`,
    fileSize: bytes.byteLength,
    width: meta.width ?? null,
    height: meta.height ?? null,
    contentHash: await sha256Hex(bytes),
    blurHash: await thumbHashOf(bytes),
  };
}

/** Every SVG demo image becomes a raster photo of the same picture and shape. */
async function rasterizeDemoMedia(db: Db, store: MediaStore): Promise<number> {
  const rows = await db.select().from(media).where(eq(media.mimeType, 'image/svg+xml'));
  for (const row of rows) {
    const svg = await readFile(join(ROOT, 'public', row.publicUrl));
    const shape = await sharp(svg).metadata();
    const height = Math.round((PHOTO_WIDTH * (shape.height ?? 3)) / (shape.width ?? 4));
    const bytes = await photoJpeg(PHOTO_WIDTH, height, svg);
    await db
      .update(media)
      .set(await storeRaster(store, bytes, randomUUID()))
      .where(eq(media.id, row.id));
  }
  return rows.length;
}

async function htmlPaths(siteDir: string, dir = siteDir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'edit' && entry.name !== '_astro')
      out.push(...(await htmlPaths(siteDir, path)));
    else if (entry.name === 'index.html') out.push(`/${relative(siteDir, dir)}/`.replace(/\/+/g, '/'));
  }
  return out.sort();
}

interface PageImages {
  path: string;
  /** The variant URLs the page loaded. */
  variants: string[];
  /** Bytes of the image responses the page loaded (variants, or originals without variants). */
  loaded: number;
  /** Bytes of the originals of the same images. */
  originals: number;
  lcpLoaded: number | null;
  lcpOriginal: number | null;
}

/** Loads each page at 390 px, scrolls through it (lazy images) and sums the image bytes. */
async function measurePages(base: string, paths: string[], db: Db): Promise<PageImages[]> {
  const rows = await db.select().from(media);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const byUrl = new Map(rows.map((row) => [row.publicUrl, row]));
  const session = await launchBrowser();
  const results: PageImages[] = [];
  try {
    for (const path of paths) {
      const context = await session.newContext({ ...VIEWPORTS.mobile });
      await context.route(/^(?!http:\/\/127\.0\.0\.1)/u, (route) => route.abort());
      const page = await context.newPage();
      const loaded = new Map<string, number>();
      const redirected = new Map<string, number>();
      const bodies: Promise<void>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'image' || response.status() !== 200) return;
        // An AVIF not made yet arrives as WebP after a 307: count it under the URL asked for too.
        const asked = response.request().redirectedFrom();
        bodies.push(
          response
            .body()
            .then((body) => {
              loaded.set(new URL(response.url()).pathname, body.byteLength);
              if (asked) redirected.set(new URL(asked.url()).pathname, body.byteLength);
            })
            .catch(() => {}),
        );
      });
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      const lcpUrl = await page.evaluate(
        () =>
          new Promise<string | null>((done) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { url?: string })[];
              done(entries.at(-1)?.url ?? null);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => done(null), 1000);
          }),
      );
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((next) => requestAnimationFrame(() => setTimeout(next, 30)));
        }
      });
      // The lazy images the scroll started (networkidle was reached before them already); hidden
      // ones (display: none) never load, so only drawn images count, and the wait is bounded.
      await page
        .waitForFunction(
          () =>
            [...document.images]
              .filter((img) => img.getClientRects().length > 0)
              .every((img) => img.complete),
          null,
          { timeout: 15_000 },
        )
        .catch(() => {});
      await Promise.all(bodies);
      const originalOf = (pathname: string) => {
        const id = /^\/_img\/([^/]+)\//u.exec(pathname)?.[1];
        const row = id ? byId.get(decodeURIComponent(id)) : byUrl.get(pathname);
        return row ? { id: row.id, size: row.fileSize || 0 } : null;
      };
      const originals = new Map<string, number>();
      for (const pathname of loaded.keys()) {
        const original = originalOf(pathname);
        if (original) originals.set(original.id, original.size);
      }
      const lcpPath = lcpUrl ? new URL(lcpUrl).pathname : null;
      results.push({
        path,
        variants: [...loaded.keys()].filter((url) => url.startsWith('/_img/')),
        loaded: [...loaded.values()].reduce((sum, n) => sum + n, 0),
        originals: [...originals.values()].reduce((sum, n) => sum + n, 0),
        lcpLoaded: lcpPath ? (loaded.get(lcpPath) ?? redirected.get(lcpPath) ?? null) : null,
        lcpOriginal: lcpPath ? (originalOf(lcpPath)?.size ?? null) : null,
      });
      await context.close();
    }
  } finally {
    await session.close();
  }
  return results;
}

/** Image bytes at 390 px over all pages (originals vs loaded) and the largest LCP image loaded. */
function pageRows(key: string, rows: PageImages[]): BenchRow[] {
  const before = rows.reduce((s, r) => s + r.originals, 0);
  const after = rows.reduce((s, r) => s + r.loaded, 0);
  const lcp = Math.max(0, ...rows.map((r) => r.lcpLoaded ?? 0));
  return [
    { name: `images.${key}.originals`, value: Math.round(before / 1024), unit: 'KB' },
    { name: `images.${key}.loaded`, value: Math.round(after / 1024), unit: 'KB' },
    { name: `images.${key}.lcp-max`, value: Math.round(lcp / 1024), unit: 'KB' },
  ];
}

/** Store + first WebP variant of a fresh 4000 x 3000 photo; AVIF of the same variant beside it. */
async function benchUpload(store: MediaStore, images: ImagePipeline): Promise<BenchRow[]> {
  const bytes = await photoJpeg(4000, 3000);
  const started = performance.now();
  const columns = await storeRaster(store, bytes, randomUUID());
  const stored = performance.now();
  const row = {
    id: 'bench-upload',
    mediaType: 'image' as const,
    originalFilename: 'photo.jpg',
    alt: null,
    tags: [],
    focalPoint: null,
    cropArea: null,
    videoSettings: null,
    parentId: null,
    createdAt: null,
    updatedAt: new Date().toISOString(),
    ...columns,
  };
  const plan = planVariants(row);
  if (!plan) throw new Error('no plan for the upload');
  await images.variant(row, plan, 800, 'webp');
  const usable = performance.now();
  const { encodeVariant } = await import('../functions/services/images/transform.ts');
  const avifStart = performance.now();
  await encodeVariant(bytes, { aspect: 'original', width: 800, format: 'avif' });
  const avif = performance.now() - avifStart;
  // A 4000 x 3000 JPEG: store + hash + ThumbHash, then the first WebP variant (800 px); the AVIF
  // of the same variant is made in the background.
  return [
    { name: 'images.upload.usable', value: Math.round(usable - started), unit: 'ms' },
    { name: 'images.upload.store', value: Math.round(stored - started), unit: 'ms' },
    { name: 'images.upload.webp', value: Math.round(usable - stored), unit: 'ms' },
    { name: 'images.upload.avif', value: Math.round(avif), unit: 'ms' },
  ];
}

/** Every variant URL the built pages reference. */
async function variantUrls(siteDir: string): Promise<Set<string>> {
  const urls = new Set<string>();
  for (const path of await htmlPaths(siteDir)) {
    const html = await readFile(join(siteDir, path, 'index.html'), 'utf8');
    for (const match of html.matchAll(/\/_img\/[^\s"',]+/gu)) urls.add(match[0]);
  }
  return urls;
}

export async function benchImages(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const dir = await mkdtemp(join(tmpdir(), 'lunette-bench-images-'));
  const databaseUrl = `file:${join(dir, 'lunette.db')}`;
  const handle = await openDb(databaseUrl);
  try {
    await migrateDb(handle.db);
    const local = localMediaStore(join(dir, 'media'));
    await seedDemoSite(handle.db, { mediaStore: local });
    const store = countingStore(local);
    const converted = await rasterizeDemoMedia(handle.db, store);
    const distDir = join(dir, 'dist');
    const seconds = (await astroBuild(distDir, databaseUrl)) / 1000;
    console.log(
      `\nimages: ${converted} demo SVGs as ${PHOTO_WIDTH} px photos; build ${seconds.toFixed(1)} s`,
    );

    const cacheDir = join(dir, 'image-cache');
    const images = createImageVariants({ mediaStore: store, cacheDir });
    const renderer = createLocalRenderer({ distDir, db: handle.db, databaseUrl });
    const port = await freePort();
    const server = await startNodeServer({
      db: handle.db,
      distDir,
      mediaDir: join(dir, 'media'),
      port,
      hostname: '127.0.0.1',
      services: { images, mediaStore: store, rebuild: renderer },
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      const siteDir = join(distDir, 'client');
      // Only pages that name an uploaded image (the others cost a browser visit for nothing).
      const paths: string[] = [];
      for (const path of await htmlPaths(siteDir)) {
        const html = await readFile(join(siteDir, path, 'index.html'), 'utf8');
        if (html.includes('/_img/') || html.includes('/media/')) paths.push(path);
      }
      // Cold cache: WebP while the AVIF is made; warm: AVIF ready.
      rows.push(...pageRows('cold', await measurePages(base, paths, handle.db)));
      await images.idle();
      const warm = await measurePages(base, paths, handle.db);
      rows.push(...pageRows('warm', warm));

      rows.push(...(await benchUpload(store, images)));

      // A publish with nothing changed: the whole site re-rendered, then every variant it names
      // requested from a restarted pipeline over the same cache.
      const before = await variantUrls(siteDir);
      // The variants visitors loaded above are the cache a publish finds.
      const visited = new Set(warm.flatMap((row) => row.variants));
      await renderer.warmUp();
      const readsBefore = store.reads;
      const publishStart = performance.now();
      await renderer.afterPublish({ pageIds: [], wholeSite: true, removedPaths: [] });
      const publishMs = performance.now() - publishStart;
      const encodesInPublish = store.reads - readsBefore;
      const after = await variantUrls(siteDir);
      const fresh = [...after].filter((url) => !before.has(url));
      const restarted = createImageVariants({ mediaStore: store, cacheDir });
      const bare = await startNodeServer({
        db: handle.db,
        distDir,
        mediaDir: join(dir, 'media'),
        port: await freePort(),
        hostname: '127.0.0.1',
        services: { images: restarted, mediaStore: store },
      });
      const address = bare.address();
      const restartedBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const readsServe = store.reads;
      const serveStart = performance.now();
      let served = 0;
      for (const url of visited) {
        const response = await fetch(`${restartedBase}${url}`, { redirect: 'manual' });
        if (response.status === 200) served++;
        await response.arrayBuffer();
      }
      const serveMs = performance.now() - serveStart;
      bare.close();
      // A publish with nothing changed re-renders the whole site: rendering plans URLs, it never
      // encodes; after a restart the variants visitors loaded come from the cache.
      rows.push(
        { name: 'images.publish.ms', value: Math.round(publishMs), unit: 'ms' },
        { name: 'images.publish.encodes', value: encodesInPublish, unit: 'encodes' },
        { name: 'images.publish.variant-urls', value: after.size, unit: 'URLs' },
        { name: 'images.publish.new-urls', value: fresh.length, unit: 'URLs' },
        { name: 'images.restart.served-from-cache', value: served, unit: `of ${visited.size}` },
        { name: 'images.restart.ms', value: Math.round(serveMs), unit: 'ms' },
        { name: 'images.restart.encodes', value: store.reads - readsServe, unit: 'encodes' },
      );
    } finally {
      server.close();
    }
  } finally {
    handle.client.close();
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchImages()
    .then((rows) => console.log(formatTable(rows)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
