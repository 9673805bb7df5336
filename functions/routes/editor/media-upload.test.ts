/**
 * The upload flow over HTTP with the real processor and a local store in a temp folder: files
 * that lie about their type are refused with their reason, names never reach the key (nothing is
 * written outside the media folder), bodies over the limit are refused while they stream in,
 * gallery uploads go live at once, and own videos are ready on the first poll.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, mediaUploads } from '../../../db/schema.ts';
import { PAGE } from '../../../db/seed/ids.ts';
import * as v from 'valibot';
import { MAX_IMAGE_BYTES, MediaRefusalSchema } from '../../../src/lib/api/media.ts';
import {
  filesUnder,
  mediaTestApp,
  pngBytes,
  putBytes,
  upload,
  type MediaTestApp,
} from './media-test-support.ts';
import { call } from './test-support.ts';

let m: MediaTestApp;
beforeAll(async () => {
  m = await mediaTestApp();
});
afterAll(async () => m.close());

const text = (s: string) => new TextEncoder().encode(s);

async function start(fileName: string, fileSize = 100, mediaType: 'image' | 'video' = 'image') {
  const res = await call(m.app, '/media/directUpload', { mediaType, fileName, fileSize });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body['data'] as { url: string; id: string };
}

/** A body of `chunks` chunks of `size` bytes that counts how many were pulled. */
function countingBody(chunks: number, size: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        pulled += 1;
        if (pulled > chunks) controller.close();
        else controller.enqueue(new Uint8Array(size));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

describe('refused files', () => {
  it('refuses names the spec refuses before any byte is sent', async () => {
    const none = await call(m.app, '/media/directUpload', {
      mediaType: 'image',
      fileName: 'README',
      fileSize: 5,
    });
    expect([none.status, none.body['error'].code, none.body['error'].reason]).toEqual([
      400,
      'file_no_extension',
      'File has no extension',
    ]);
    expect(v.safeParse(MediaRefusalSchema, none.body).issues ?? []).toEqual([]);
    const exe = await call(m.app, '/media/directUpload', {
      mediaType: 'image',
      fileName: 'a.exe',
      fileSize: 5,
    });
    expect([exe.status, exe.body['error'].code, exe.body['error'].reason]).toEqual([
      400,
      'file_type_not_allowed',
      'File type not allowed',
    ]);
    const big = await call(m.app, '/media/directUpload', {
      mediaType: 'image',
      fileName: 'a.png',
      fileSize: MAX_IMAGE_BYTES + 1,
    });
    expect([big.status, big.body['error'].code, big.body['error'].reason]).toEqual([
      413,
      'file_too_large',
      'File too large',
    ]);
  });

  it('refuses a polyglot, an HTML page or a text named .jpg and a PNG named .svg, and stores nothing', async () => {
    const mismatch = ['file_content_mismatch', 'File content does not match its extension'] as const;
    const files = [
      [
        'cat.gif',
        text('GIF89a/*<html><script>alert(1)</script></html>*/=1;'),
        'image_unreadable',
        'Image could not be read',
      ],
      ['photo.jpg', text('<!doctype html><html><script>alert(1)</script></html>'), ...mismatch],
      ['notiz.jpg', text('Neue Öffnungszeiten ab Montag'), ...mismatch],
      ['logo.svg', await pngBytes(), ...mismatch],
    ] as const;
    for (const [name, bytes, code, reason] of files) {
      const res = await upload(m.app, name, bytes);
      expect([res.status, res.body['error']?.code, res.body['error']?.reason], name).toEqual([
        400,
        code,
        reason,
      ]);
      expect(res.body['error']?.message, name).toBe(reason);
    }
    expect(await filesUnder(m.mediaDir)).toEqual([]);
  });

  it('answers createEntry of a refused upload with the conflict, and a used upload with 404', async () => {
    const { url, id } = await start('x.jpg');
    expect((await putBytes(m.app, url, text('<html></html>'))).status).toBe(400);
    expect((await call(m.app, '/media/createEntry', { uploadId: id })).status).toBe(409);
    expect((await putBytes(m.app, url, await pngBytes())).status).toBe(404);
  });

  it('neutralises a hostile SVG', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><foreignObject/><a href="javascript:alert(3)"><rect width="1" height="1"/></a></svg>`;
    const res = await upload(m.app, 'icon.svg', text(svg));
    expect(res.status).toBe(200);
    const item = res.body['data'].media;
    expect(item).toMatchObject({ mimeType: 'image/svg+xml', extension: 'svg', blurHash: null });
    const key = String(item.publicUrl).slice('/media/'.length);
    const stored = await import('node:fs/promises').then((fs) => fs.readFile(`${m.mediaDir}/${key}`, 'utf8'));
    expect(stored).not.toMatch(/script|onload|foreignObject|javascript/iu);
  });
});

describe('names never become paths', () => {
  it('stores a file named with ../ under a server-made key inside the media folder', async () => {
    const before = await filesUnder(m.root);
    for (const name of ['../../escape.png', '..\\..\\escape.png', '/etc/passwd.png', 'a/../../b.png']) {
      const res = await upload(m.app, name, await pngBytes(8, 8));
      expect(res.status, name).toBe(200);
      const item = res.body['data'].media;
      expect(item.originalFilename).toBe(name);
      expect(item.publicUrl).toMatch(/^\/media\/uploads\/default\/library\/[0-9a-f-]{36}\.png$/u);
    }
    const added = (await filesUnder(m.root)).filter((f) => !before.includes(f));
    expect(added).toHaveLength(4);
    for (const file of added) expect(file).toMatch(/^media\/uploads\/default\/library\/[0-9a-f-]{36}\.png$/u);
  });
});

describe('body limits', () => {
  it('refuses a Content-Length over the limit without reading the body', async () => {
    const { url } = await start('big.png');
    const body = countingBody(10, 1024);
    const res = await putBytes(m.app, url, body.stream, { 'content-length': String(MAX_IMAGE_BYTES + 1) });
    expect([res.status, res.body['error']?.code, res.body['error']?.reason]).toEqual([
      413,
      'file_too_large',
      'File too large',
    ]);
    expect(body.pulled()).toBe(0);
  });

  it('stops reading a chunked body as soon as it passes the limit', async () => {
    const { url, id } = await start('big.png');
    const chunk = 1024 * 1024;
    const total = Math.ceil(MAX_IMAGE_BYTES / chunk) + 20;
    const body = countingBody(total, chunk);
    const res = await putBytes(m.app, url, body.stream);
    expect([res.status, res.body['error']?.reason]).toEqual([413, 'File too large']);
    expect(body.pulled()).toBeLessThanOrEqual(MAX_IMAGE_BYTES / chunk + 2);
    expect(body.pulled()).toBeLessThan(total);
    const [pending] = await m.t.db.select().from(mediaUploads).where(eq(mediaUploads.id, id));
    expect(pending?.state).toBe('pending');
  });
});

describe('uploads into a gallery and videos', () => {
  it('puts a gallery upload under the group and re-renders its published page', async () => {
    const [group] = await m.t.db.select().from(groups).where(eq(groups.pageId, PAGE.home)).limit(1);
    m.rebuild.calls.length = 0;
    const res = await upload(m.app, 'g.png', await pngBytes(), { groupId: group!.id });
    expect(res.body['data'].media).toMatchObject({ parentId: group!.id, bucketFolder: 'gallery' });
    expect(res.body['data'].media.publicUrl).toContain(`/media/gallery/default/${group!.id}/`);
    expect(m.rebuild.calls).toEqual([{ pageIds: [PAGE.home], wholeSite: false, removedPaths: [] }]);
    expect(m.warmed.at(-1)?.id).toBe(res.body['data'].media.id);
    const unknown = await call(m.app, '/media/directUpload', {
      mediaType: 'image',
      fileName: 'g.png',
      fileSize: 5,
      groupId: 'no-such-group',
    });
    expect(unknown.status).toBe(404);
  });

  it('stores an own video and finds it ready on the first poll', async () => {
    const mp4 = new Uint8Array([
      0,
      0,
      0,
      0x18,
      ...text('ftypmp42'),
      0,
      0,
      0,
      0,
      ...text('mp42isom'),
      0,
      0,
      0,
      8,
      ...text('free'),
    ]);
    const res = await upload(m.app, 'clip.mp4', mp4, { mediaType: 'video' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const item = res.body['data'].media;
    expect(item).toMatchObject({
      mediaType: 'video',
      bucketFolder: 'video',
      videoSettings: { status: 'upload' },
    });
    const polled = await call(m.app, `/media/get?id=${item.id}`, undefined);
    expect(polled.body['data'].media.videoSettings).toMatchObject({
      source: 'stream',
      status: 'ready',
      playbackUrl: item.publicUrl,
    });
    expect(item.publicUrl).toMatch(/^\/media\/video\/default\/library\/[0-9a-f-]{36}\.mp4$/u);
  });
});
