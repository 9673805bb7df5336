/**
 * The Cloudflare Stream client against a fake Stream API on 127.0.0.1 (tests/fixtures/fake-stream.ts),
 * directly and through the media routes: the editor gets Stream's upload URL, the entry waits in
 * state 'upload', and media/get finds it ready once Stream has processed it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStream, type FakeStream } from '../../../tests/fixtures/fake-stream.ts';
import { mediaTestApp, type MediaTestApp } from '../../routes/editor/media-test-support.ts';
import { call } from '../../routes/editor/test-support.ts';
import { createCloudflareStream, StreamError } from './cloudflare-stream.ts';

let fake: FakeStream;
let m: MediaTestApp;
const config = { accountId: 'acct1', token: 'secret-token' };

beforeAll(async () => {
  fake = await startFakeStream(config);
  m = await mediaTestApp({
    video: createCloudflareStream({
      accountId: config.accountId,
      apiToken: config.token,
      baseUrl: fake.apiUrl,
    }),
  });
});
afterAll(async () => {
  await m.close();
  await fake.close();
});

describe('Cloudflare Stream client', () => {
  it('opens a direct upload and reports the video ready once processed', async () => {
    const stream = createCloudflareStream({
      accountId: config.accountId,
      apiToken: config.token,
      baseUrl: fake.apiUrl,
    });
    const direct = await stream.createDirectUpload({ id: 'u1', maxBytes: 1000 });
    expect(direct).toMatchObject({
      own: false,
      uploadUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/upload\//u),
    });
    await fetch(direct.uploadUrl, { method: 'POST', body: new Uint8Array(64) });
    expect(await stream.status(direct.uploadId)).toMatchObject({ status: 'upload', playbackUrl: null });
    fake.finish(direct.uploadId);
    expect(await stream.status(direct.uploadId)).toMatchObject({
      status: 'ready',
      videoId: direct.uploadId,
      playbackUrl: expect.stringMatching(/manifest\/video\.m3u8$/u),
    });
  });

  it('fails on a wrong token', async () => {
    const stream = createCloudflareStream({
      accountId: config.accountId,
      apiToken: 'wrong',
      baseUrl: fake.apiUrl,
    });
    await expect(stream.createDirectUpload({ id: 'u', maxBytes: 1 })).rejects.toBeInstanceOf(StreamError);
  });
});

describe('own videos through Stream', () => {
  it('sends the editor to Stream, waits in upload, then is ready on the poll', async () => {
    const started = await call(m.app, '/media/directUpload', {
      mediaType: 'video',
      fileName: 'film.mp4',
      fileSize: 64,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { url, id } = started.body['data'];
    expect(url).toMatch(new RegExp(`^${fake.apiUrl.replace('/client/v4', '')}/upload/`, 'u'));
    await fetch(url as string, { method: 'POST', body: new Uint8Array(64) });
    const entry = await call(m.app, '/media/createEntry', { uploadId: id });
    const media = entry.body['data'].media;
    expect(media.videoSettings).toMatchObject({ source: 'stream', status: 'upload' });
    const waiting = await call(m.app, `/media/get?id=${media.id}`, undefined);
    expect(waiting.body['data'].media.videoSettings.status).toBe('upload');
    fake.finish(media.videoSettings.uploadId);
    const ready = await call(m.app, `/media/get?id=${media.id}`, undefined);
    expect(ready.body['data'].media.videoSettings).toMatchObject({
      status: 'ready',
      playbackUrl: expect.stringMatching(/manifest\/video\.m3u8$/u),
      thumbnailUrl: expect.stringMatching(/thumbnail\.jpg$/u),
    });
  });

  it("answers 'Upload URL or ID missing' when Stream gives no upload URL", async () => {
    fake.breakUploads();
    const res = await call(m.app, '/media/directUpload', {
      mediaType: 'video',
      fileName: 'film.mp4',
      fileSize: 64,
    });
    expect([res.status, res.body['error']]).toEqual([
      500,
      { code: 'media_upload_url_missing', message: 'Upload URL or ID missing' },
    ]);
  });
});
