/**
 * The media client and the upload flow against the real app (routes, processor, local store):
 * every call's request and answer pass both sides' validation, a refused file surfaces with the
 * server's reason, and delete answers the spec's success flag. It lives here, not beside the
 * routes, because the API may not import the editor (functions/CONTEXT.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mediaTestApp,
  pngBytes,
  type MediaTestApp,
} from '../../../functions/routes/editor/media-test-support.ts';
import { editorBrowserFetch } from '../../../functions/routes/editor/test-support.ts';
import { createMediaApi, uploadFailure, type MediaApi } from './media-api.ts';
import { uploadMediaFile, UploadError } from './uploads.ts';

let m: MediaTestApp;
let api: MediaApi;

beforeAll(async () => {
  m = await mediaTestApp();
  const send = editorBrowserFetch(m.app);
  api = createMediaApi({
    fetch: send,
    baseUrl: 'http://localhost',
    // The XHR's part, through the same app: the bytes go to the URL directUpload gave.
    putBytes: async (url, file, onProgress) => {
      const res = await send(new URL(url, 'http://localhost').href, {
        method: 'PUT',
        body: new Uint8Array(await file.arrayBuffer()),
        headers: { 'content-type': file.type },
      });
      if (!res.ok) throw uploadFailure(res.status, await res.text());
      onProgress(1);
    },
  });
});
afterAll(async () => m.close());

describe('the media client over the real app', () => {
  it('uploads, lists, edits, crops, finds the usage of and deletes an image', async () => {
    const file = new File([await pngBytes(64, 48)], 'Laden Winterthur.png', { type: 'image/png' });
    const created = await uploadMediaFile(api, file, { mediaType: 'image' }, () => {});
    expect(created).toMatchObject({
      originalFilename: 'Laden Winterthur.png',
      resolution: { width: 64, height: 48 },
    });

    const list = await api.list({ mediaType: 'image', q: 'winterthur' });
    expect(list.items.map((item) => item.id)).toEqual([created.id]);

    const updated = await api.update({
      media: { id: created.id, alt: { de: 'Laden', en: 'Shop' }, tags: ['laden'] },
    });
    expect(updated.media).toMatchObject({ alt: { de: 'Laden', en: 'Shop' }, tags: ['laden'] });
    expect((await api.list({ mediaType: 'image', tag: 'laden' })).items).toHaveLength(1);

    const cropped = await api.cropImage({
      media: {
        id: created.id,
        cropArea: { x: 10, y: 0, width: 50, height: 100 },
        focalPoint: { x: 0.4, y: 0.2 },
      },
    });
    expect(cropped.croppedMedia).toMatchObject({
      focalPoint: { x: 0.4, y: 0.2 },
      cropArea: { x: 10, width: 50 },
    });
    expect((await api.get(created.id)).media.focalPoint).toEqual({ x: 0.4, y: 0.2 });

    expect((await api.usage(created.id)).pages).toEqual([]);
    await expect(api.remove(cropped.croppedMedia)).resolves.toEqual({ success: true, error: null });
    expect((await api.list({ mediaType: 'image', q: 'winterthur' })).items).toEqual([]);
  });

  it("names the server's code for a file whose bytes are not its type", async () => {
    const file = new File([new TextEncoder().encode('<html><script>alert(1)</script></html>')], 'foto.jpg', {
      type: 'image/jpeg',
    });
    const failure = await uploadMediaFile(api, file, { mediaType: 'image' }, () => {}).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(UploadError);
    expect((failure as UploadError).code).toBe('file_content_mismatch');
  });

  it('adds a YouTube video as 16:9 with its thumbnail', async () => {
    const { media } = await api.youtube({
      videoId: 'dQw4w9WgXcQ',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
      aspectRatio: '16:9',
    });
    expect(media.videoSettings).toMatchObject({
      source: 'youtube',
      videoId: 'dQw4w9WgXcQ',
      aspectRatio: '16:9',
    });
    expect((await api.list({ mediaType: 'video' })).items.map((item) => item.id)).toContain(media.id);
  });
});
