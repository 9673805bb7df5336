/**
 * The /media routes: every route refuses a signed-out caller (401), a foreign origin (403) and
 * bad input (400) without changing anything; then the library calls on an uploaded image (list,
 * get, usage, update, blurHash, cropImage, delete) and YouTube entries, with what live pages
 * must re-render.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fields, media, pages } from '../../../db/schema.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import { successSchema } from '../../../src/lib/api/common.ts';
import {
  CropImageAnswerSchema,
  DirectUploadAnswerSchema,
  MediaAnswerSchema,
  MediaDeleteAnswerSchema,
  MediaListAnswerSchema,
  MediaUsageAnswerSchema,
} from '../../../src/lib/api/media.ts';
import { youTubeThumbnailUrl } from '../../../src/lib/media/youtube.ts';
import { filesUnder, mediaTestApp, pngBytes, upload, type MediaTestApp } from './media-test-support.ts';
import { call, dumpContent, type Json } from './test-support.ts';

let m: MediaTestApp;
let image: Json;
beforeAll(async () => {
  m = await mediaTestApp();
  const created = await upload(m.app, 'Schaufenster.png', await pngBytes());
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  image = created.body['data'].media as Json;
});
afterAll(async () => m.close());

const dump = async () =>
  JSON.stringify([await dumpContent(m.t.db), await m.t.db.select().from(media).orderBy(media.id)]);

interface RouteCase {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  valid: () => unknown;
  invalid: unknown[];
}

/** An id for bad input (validation refuses it before any lookup). */
const SOME = 'some-media';

const cases: RouteCase[] = [
  {
    method: 'GET',
    path: '/media/list',
    valid: () => 'mediaType=image',
    invalid: ['mediaType=audio', 'page=-1', 'page=x'],
  },
  { method: 'GET', path: '/media/get', valid: () => `id=${image['id']}`, invalid: ['', 'id=a%2Fb'] },
  { method: 'GET', path: '/media/usage', valid: () => `id=${image['id']}`, invalid: ['', 'id=..%2F..'] },
  {
    method: 'POST',
    path: '/media/directUpload',
    valid: () => ({ mediaType: 'image', fileName: 'a.png', fileSize: 10 }),
    invalid: [
      {},
      { mediaType: 'audio', fileName: 'a.mp3', fileSize: 10 },
      { mediaType: 'image', fileName: '', fileSize: 10 },
      { mediaType: 'image', fileName: 'a.png', fileSize: 0 },
      { mediaType: 'image', fileName: 'a.png', fileSize: 10, groupId: '../x' },
      { mediaType: 'image', fileName: 'a.png', fileSize: 10, extra: 1 },
    ],
  },
  { method: 'PUT', path: '/media/upload/x', valid: () => 'bytes', invalid: [] },
  {
    method: 'POST',
    path: '/media/createEntry',
    valid: () => ({ uploadId: 'none' }),
    invalid: [{}, { uploadId: '../x' }],
  },
  {
    method: 'POST',
    path: '/media/update',
    valid: () => ({ media: { id: image['id'], alt: { de: 'Schaufenster' } } }),
    invalid: [
      {},
      { media: { id: SOME, focalPoint: { x: 2, y: 0 } } },
      { media: { id: SOME, alt: { it: 'x' } } },
      { media: { id: SOME, publicUrl: '/x' } },
      { media: { id: SOME, cropArea: { x: 50, y: 0, width: 60, height: 10 } } },
    ],
  },
  {
    method: 'POST',
    path: '/media/blurHash',
    valid: () => ({ media: { id: image['id'] } }),
    invalid: [{}, { media: {} }, { media: { id: SOME, blurHash: 'x' } }],
  },
  {
    method: 'POST',
    path: '/media/cropImage',
    valid: () => ({ media: { id: image['id'], cropArea: { x: 10, y: 10, width: 50, height: 50 } } }),
    invalid: [{}, { media: { id: SOME, cropArea: { x: -1, y: 0, width: 10, height: 10 } } }],
  },
  {
    method: 'POST',
    path: '/media/delete',
    valid: () => ({
      mediaId: 'none',
      bucketFolder: 'uploads',
      groupId: null,
      objectId: 'x',
      extension: 'png',
    }),
    invalid: [
      {},
      { mediaId: 'none', bucketFolder: '../etc', groupId: null, objectId: 'x', extension: 'png' },
      { mediaId: 'none', bucketFolder: 'uploads', groupId: null, objectId: 'x/../y', extension: 'png' },
    ],
  },
  {
    method: 'POST',
    path: '/media/youtube',
    valid: () => ({
      videoId: 'dQw4w9WgXcQ',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      thumbnailUrl: youTubeThumbnailUrl('dQw4w9WgXcQ', 'maxres'),
      aspectRatio: '16:9',
    }),
    invalid: [
      {},
      { videoId: 'short', youtubeUrl: 'x', thumbnailUrl: 'x', aspectRatio: '16:9' },
      { videoId: 'dQw4w9WgXcQ', youtubeUrl: 'x', thumbnailUrl: 'x', aspectRatio: '4:3' },
    ],
  },
];

function send(c: RouteCase, input: unknown, opts: { editor?: boolean; origin?: string | null } = {}) {
  if (c.method === 'GET')
    return call(m.app, `${c.path}?${String(input)}`, undefined, { ...opts, method: 'GET' });
  if (c.method === 'PUT')
    return call(m.app, c.path, undefined, { ...opts, method: 'PUT', raw: String(input) });
  return call(m.app, c.path, input, { ...opts, method: c.method });
}

describe.each(cases)('$method $path', (c) => {
  it('answers 401 without a session and changes nothing', async () => {
    const before = await dump();
    const res = await send(c, c.valid(), { editor: false });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: { code: 'unauthorized' } });
    expect(await dump()).toBe(before);
  });

  if (c.method !== 'GET') {
    it('answers 403 to a foreign origin and changes nothing', async () => {
      const before = await dump();
      expect((await send(c, c.valid(), { origin: 'https://evil.example' })).status).toBe(403);
      expect((await send(c, c.valid(), { origin: null })).status).toBe(403);
      expect(await dump()).toBe(before);
    });
  }

  it('answers 400 to bad input and changes nothing', async () => {
    const before = await dump();
    for (const input of c.invalid) {
      const res = await send(c, input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: { code: 'invalid_input' } });
    }
    if (c.method === 'POST')
      expect((await call(m.app, c.path, undefined, { raw: '{"broken' })).status).toBe(400);
    expect(await dump()).toBe(before);
  });
});

describe('the media library', () => {
  it('lists newest first with the folders and tags in use, filtered by folder, tag and name', async () => {
    await call(m.app, '/media/update', { media: { id: image['id'], tags: ['schaufenster', 'winter'] } });
    const list = await call(m.app, '/media/list?mediaType=image', undefined);
    expect(v.safeParse(successSchema(MediaListAnswerSchema), list.body).issues ?? []).toEqual([]);
    const data = list.body['data'] as Json;
    expect(data['pageSize']).toBe(40);
    expect(data['items'][0].id).toBe(image['id']);
    expect(data['folders']).toContain('uploads');
    expect(data['tags']).toEqual(expect.arrayContaining(['schaufenster', 'winter']));
    const byTag = await call(m.app, '/media/list?tag=winter', undefined);
    expect(byTag.body['data'].items.map((i: Json) => i.id)).toEqual([image['id']]);
    const byName = await call(m.app, '/media/list?q=SCHAUFENST', undefined);
    expect(byName.body['data'].items.map((i: Json) => i.id)).toEqual([image['id']]);
    expect((await call(m.app, '/media/list?q=%25', undefined)).body['data'].total).toBe(0);
    expect((await call(m.app, '/media/list?folder=gallery', undefined)).body['data'].total).toBe(0);
    const videos = await call(m.app, '/media/list?mediaType=video', undefined);
    expect(videos.body['data'].pageSize).toBe(20);
  });

  it('answers one item, 404 for an unknown id', async () => {
    const got = await call(m.app, `/media/get?id=${image['id']}`, undefined);
    expect(v.safeParse(successSchema(MediaAnswerSchema), got.body).issues ?? []).toEqual([]);
    expect(got.body['data'].media).toMatchObject({
      resolution: { width: 40, height: 30 },
      mimeType: 'image/png',
    });
    expect((await call(m.app, '/media/get?id=nope', undefined)).status).toBe(404);
  });

  it('names the pages that show an item, and re-renders the live ones when its alt text changes', async () => {
    const [field] = await m.t.db.select().from(fields).where(eq(fields.name, 'image')).limit(1);
    await m.t.db
      .update(fields)
      .set({ mediaId: image['id'], publishedMediaId: image['id'] })
      .where(eq(fields.id, field!.id));
    const usage = await call(m.app, `/media/usage?id=${image['id']}`, undefined);
    expect(v.safeParse(successSchema(MediaUsageAnswerSchema), usage.body).issues ?? []).toEqual([]);
    expect(usage.body['data'].pages).toEqual([expect.objectContaining({ id: field!.pageId })]);
    expect(usage.body['data'].pages[0].url).toMatch(/^\/de\//u);

    m.rebuild.calls.length = 0;
    const updated = await call(m.app, '/media/update', {
      media: { id: image['id'], alt: { de: 'Brillen' } },
    });
    expect(updated.body['data'].media.alt).toEqual({ de: 'Brillen' });
    expect(m.rebuild.calls).toEqual([{ pageIds: [field!.pageId], wholeSite: false, removedPaths: [] }]);
    m.rebuild.calls.length = 0;
    await call(m.app, '/media/update', { media: { id: image['id'], tags: ['x'] } });
    expect(m.rebuild.calls).toEqual([]);
  });

  it('crops without touching the file and recomputes the placeholder', async () => {
    const files = await filesUnder(m.mediaDir);
    const crop = await call(m.app, '/media/cropImage', {
      media: {
        id: image['id'],
        cropArea: { x: 10, y: 0, width: 50, height: 100 },
        focalPoint: { x: 0.3, y: 0.4 },
      },
    });
    expect(v.safeParse(successSchema(CropImageAnswerSchema), crop.body).issues ?? []).toEqual([]);
    expect(crop.body['data'].croppedMedia).toMatchObject({
      cropArea: { x: 10, y: 0, width: 50, height: 100 },
      focalPoint: { x: 0.3, y: 0.4 },
    });
    expect(await filesUnder(m.mediaDir)).toEqual(files);
    expect(m.warmed.at(-1)?.id).toBe(image['id']);
    const hash = await call(m.app, '/media/blurHash', { media: { id: image['id'] } });
    expect(hash.body['data'].media.blurHash).toBe(image['blurHash']);
    expect((await call(m.app, '/media/cropImage', { media: { id: 'nope', cropArea: null } })).status).toBe(
      404,
    );
  });

  it('deletes an item everywhere it is used and re-renders the live pages that showed it', async () => {
    const doomed = (await upload(m.app, 'weg.png', await pngBytes(12, 12))).body['data'].media as Json;
    const [field] = await m.t.db.select().from(fields).where(eq(fields.name, 'image')).limit(1);
    await m.t.db
      .update(fields)
      .set({ mediaId: doomed['id'], publishedMediaId: doomed['id'] })
      .where(eq(fields.id, field!.id));
    const [home] = await m.t.db.select().from(pages).where(eq(pages.id, PAGE.home));
    await m.t.db
      .update(pages)
      .set({
        meta: { ...home!.meta, ogImageId: doomed['id'] },
        publishedMeta: { ...home!.publishedMeta!, ogImageId: doomed['id'] },
      })
      .where(eq(pages.id, PAGE.home));
    const request = {
      mediaId: doomed['id'],
      bucketFolder: doomed['bucketFolder'],
      groupId: null,
      objectId: doomed['objectId'],
      extension: doomed['extension'],
    };
    const wrong = await call(m.app, '/media/delete', { ...request, objectId: 'other' });
    expect(wrong.body).toEqual({
      success: false,
      error: 'Failed to delete media',
      code: 'media_delete_failed',
    });

    m.rebuild.calls.length = 0;
    const res = await call(m.app, '/media/delete', request);
    expect(v.safeParse(MediaDeleteAnswerSchema, res.body).issues ?? []).toEqual([]);
    expect(res.body).toEqual({ success: true, error: null });
    expect(await m.t.db.select().from(media).where(eq(media.id, doomed['id']))).toEqual([]);
    const [after] = await m.t.db.select().from(fields).where(eq(fields.id, field!.id));
    expect([after!.mediaId, after!.publishedMediaId]).toEqual([null, null]);
    const [page] = await m.t.db.select().from(pages).where(eq(pages.id, PAGE.home));
    expect([page!.meta.ogImageId, page!.publishedMeta?.ogImageId]).toEqual([null, null]);
    expect(await filesUnder(m.mediaDir)).not.toContain(String(doomed['publicUrl']).slice('/media/'.length));
    expect(m.forgotten.map((r) => r.id)).toEqual([doomed['id']]);
    expect(m.rebuild.calls).toEqual([
      { pageIds: expect.arrayContaining([PAGE.home, field!.pageId]), wholeSite: false, removedPaths: [] },
    ]);
    const again = await call(m.app, '/media/delete', request);
    expect([again.status, again.body]).toEqual([
      404,
      { success: false, error: 'Failed to delete media', code: 'media_delete_failed' },
    ]);
  });

  it('adds a YouTube video, ready at once and played through youtube-nocookie', async () => {
    const body = {
      videoId: 'dQw4w9WgXcQ',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      thumbnailUrl: youTubeThumbnailUrl('dQw4w9WgXcQ', 'high'),
      aspectRatio: '16:9',
    };
    const res = await call(m.app, '/media/youtube', body);
    expect(v.safeParse(successSchema(MediaAnswerSchema), res.body).issues ?? []).toEqual([]);
    expect(res.body['data'].media.videoSettings).toMatchObject({
      source: 'youtube',
      status: 'ready',
      videoId: 'dQw4w9WgXcQ',
      thumbnailUrl: body.thumbnailUrl,
      playbackUrl: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/u),
    });
    const foreign = await call(m.app, '/media/youtube', {
      ...body,
      thumbnailUrl: 'https://evil.example/x.jpg',
    });
    expect(foreign.status).toBe(400);
  });

  it('answers where the bytes go', async () => {
    const res = await call(m.app, '/media/directUpload', {
      mediaType: 'image',
      fileName: 'a.webp',
      fileSize: 5,
    });
    expect(v.safeParse(successSchema(DirectUploadAnswerSchema), res.body).issues ?? []).toEqual([]);
    expect(res.body['data'].url).toBe(`/api/v1/media/upload/${res.body['data'].id}`);
  });
});
