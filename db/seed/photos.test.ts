/**
 * The demo photos: the committed files match their manifest, their media rows are keyed like
 * uploads (the gallery's under its block), and seeding copies each into the media store once.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryMediaStore } from '../../functions/services/media/store.ts';
import { openDb } from '../client.ts';
import { migrateDb } from '../migrate.ts';
import { GALLERY_GROUP_ID, photoFileUrl, PHOTO_MANIFEST, photoKey } from './content/photos.ts';
import { PHOTO, demoContent, seedDemoSite } from './index.ts';

describe('demo photos', () => {
  it('lists at least 30 gallery photos with unique files, under 4 MB in all, matching their bytes', async () => {
    const files = PHOTO_MANIFEST.map((entry) => entry.file);
    expect(new Set(files).size).toBe(files.length);
    expect(PHOTO_MANIFEST.filter((entry) => entry.tags.includes('gallery')).length).toBeGreaterThanOrEqual(
      30,
    );
    let total = 0;
    for (const entry of PHOTO_MANIFEST) {
      const bytes = await readFile(photoFileUrl(entry.file));
      total += bytes.byteLength;
      expect(bytes.byteLength, entry.file).toBe(entry.bytes);
      expect(createHash('sha256').update(bytes).digest('hex'), entry.file).toBe(entry.sha256);
      expect([bytes[0], bytes[1]], entry.file).toEqual([0xff, 0xd8]);
      expect(Buffer.from(entry.thumbHash, 'base64').byteLength, entry.file).toBeGreaterThan(5);
      expect(entry.alt.de && entry.alt.en, entry.file).toBeTruthy();
      expect([
        [1600, 1067],
        [1200, 1500],
        [1600, 900],
      ]).toContainEqual([entry.width, entry.height]);
    }
    expect(total).toBeLessThan(4 * 1024 * 1024);
  });

  it('gives every photo a unique media row keyed like an upload, the gallery ones under its block', () => {
    const rows = demoContent().media;
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const photos = rows.filter((row) => row.id.startsWith('media-photo-'));
    expect(photos).toHaveLength(PHOTO_MANIFEST.length);
    for (const row of photos) {
      const entry = PHOTO_MANIFEST.find((e) => `media-photo-${e.file.replace(/\.jpg$/, '')}` === row.id);
      expect(entry, row.id).toBeDefined();
      expect(row).toMatchObject({ bucketFolder: 'demo', extension: 'jpg', mimeType: 'image/jpeg' });
      expect(row.publicUrl).toBe(`/media/${photoKey(entry!)}`);
      expect(row.contentHash).toBe(entry!.sha256);
      expect(row.blurHash).toBe(entry!.thumbHash);
    }
    const gallery = photos.filter((row) => row.parentId === GALLERY_GROUP_ID);
    expect(gallery.length).toBeGreaterThanOrEqual(30);
    expect(demoContent().groups.find((g) => g.id === GALLERY_GROUP_ID)?.type).toBe('mediaGallery');
    const video = rows.find((row) => row.id === PHOTO.video);
    expect(video?.videoSettings).toMatchObject({ source: 'youtube', aspectRatio: '16:9' });
    expect(video?.videoSettings?.thumbnailUrl).toMatch(/^\/media\/demo\//);
  });

  it('copies every photo into the media store once; a second copy of a key is ignored', async () => {
    const store = memoryMediaStore();
    for (let attempt = 0; attempt < 2; attempt++) {
      const dir = await mkdtemp(join(tmpdir(), 'lunette-seed-photos-'));
      const h = await openDb(`file:${join(dir, 'seed.db')}`);
      try {
        await migrateDb(h.db);
        expect(await seedDemoSite(h.db, { mediaStore: store })).toEqual({ created: true });
      } finally {
        h.client.close();
        await rm(dir, { recursive: true, force: true });
      }
    }
    expect(store.keys().sort()).toEqual(PHOTO_MANIFEST.map(photoKey).sort());
    const hero = PHOTO_MANIFEST.find((entry) => entry.file === 'hero-shop.jpg')!;
    expect((await store.get(photoKey(hero)))?.size).toBe(hero.bytes);
  });
});
