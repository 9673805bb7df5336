/** The media client against a fetch stub: the requests it sends, the answers it accepts, its failures. */
import { describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../api-client.ts';
import { mediaItem } from './fixtures.test-support.ts';
import { createMediaApi } from './media-api.ts';

function stub(status: number, body: unknown) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
  return { api: createMediaApi({ fetch: fetch as unknown as typeof globalThis.fetch }), sent };
}

const listAnswer = { items: [mediaItem()], total: 41, pageSize: 40, folders: ['uploads'], tags: ['laden'] };

describe('the media client', () => {
  it('lists with the filters in the query and validates the answer', async () => {
    const { api, sent } = stub(200, { success: true, data: listAnswer });
    const answer = await api.list({ mediaType: 'image', tag: 'laden', q: 'Brille 2', page: '1' });
    expect(answer.total).toBe(41);
    expect(sent[0]?.url).toBe('/api/v1/media/list?mediaType=image&tag=laden&q=Brille+2&page=1');
    await expect(stub(200, { success: true, data: { items: 'x' } }).api.list({})).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('checks requests before they leave', async () => {
    const { api, sent } = stub(200, {});
    await expect(api.get('../etc')).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(
      api.youtube({ videoId: 'short', youtubeUrl: 'x', thumbnailUrl: 'y', aspectRatio: '16:9' }),
    ).rejects.toBeInstanceOf(ApiFailure);
    expect(sent).toHaveLength(0);
  });

  it('posts JSON and turns an error body into an ApiFailure with its message', async () => {
    const { api, sent } = stub(400, {
      success: false,
      error: { code: 'bad_file', message: 'File type not allowed' },
    });
    await expect(
      api.directUpload({ mediaType: 'image', fileName: 'a.exe', fileSize: 3 }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'File type not allowed',
    });
    expect(sent[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({
      mediaType: 'image',
      fileName: 'a.exe',
      fileSize: 3,
    });
  });

  it('reads the delete answer bare or wrapped, and fails with its error string', async () => {
    const item = mediaItem({ parentId: 'gallery-1' });
    const bare = stub(200, { success: true, error: null });
    await expect(bare.api.remove(item)).resolves.toEqual({ success: true, error: null });
    expect(JSON.parse(String(bare.sent[0]?.init.body))).toEqual({
      mediaId: 'media-1',
      bucketFolder: 'uploads',
      groupId: 'gallery-1',
      objectId: 'a1b2c3',
      extension: 'jpg',
    });
    await expect(
      stub(200, { success: true, data: { success: true, error: null } }).api.remove(item),
    ).resolves.toEqual({
      success: true,
      error: null,
    });
    await expect(stub(200, { success: false, error: 'in use' }).api.remove(item)).rejects.toMatchObject({
      message: 'in use',
    });
    await expect(stub(500, 'oops').api.remove(item)).rejects.toMatchObject({
      message: 'Failed to delete media',
    });
  });

  it('hands the bytes to the upload function with the URL directUpload gave', async () => {
    const putBytes = vi.fn(async () => {});
    const api = createMediaApi({ putBytes });
    const file = new Blob(['x']);
    const onProgress = () => {};
    await api.putBytes('/api/v1/media/upload/u1', file, onProgress);
    expect(putBytes).toHaveBeenCalledWith('/api/v1/media/upload/u1', file, onProgress);
  });
});
