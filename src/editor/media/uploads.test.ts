import { describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../api-client.ts';
import { mediaItem } from './fixtures.test-support.ts';
import {
  allFinished,
  reduceUploads,
  uploadFiles,
  uploadMediaFile,
  UploadError,
  type UploadEvent,
} from './uploads.ts';

const file = (name: string, type = 'image/jpeg') => new File([new Uint8Array([1, 2, 3])], name, { type });

function fakeApi(overrides: Partial<Record<'directUpload' | 'putBytes' | 'createEntry', unknown>> = {}) {
  return {
    directUpload: vi.fn(async () => ({ url: '/api/v1/media/upload/u1', id: 'u1' })),
    putBytes: vi.fn(async (_url: string, _file: Blob, onProgress: (f: number) => void) => {
      onProgress(0.5);
      onProgress(1);
    }),
    createEntry: vi.fn(async () => ({ media: mediaItem() })),
    ...overrides,
  } as unknown as Parameters<typeof uploadMediaFile>[0];
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(UploadError);
    return (error as UploadError).code;
  }
  throw new Error('the upload did not fail');
}

describe('uploadMediaFile', () => {
  it('runs directUpload -> PUT with progress -> createEntry and answers the row', async () => {
    const api = fakeApi();
    const progress: number[] = [];
    const media = await uploadMediaFile(api, file('laden.jpg'), { mediaType: 'image', groupId: 'g1' }, (f) =>
      progress.push(f),
    );
    expect(media.id).toBe('media-1');
    expect(api.directUpload).toHaveBeenCalledWith({
      mediaType: 'image',
      fileName: 'laden.jpg',
      fileSize: 3,
      groupId: 'g1',
    });
    expect(vi.mocked(api.putBytes).mock.calls[0]?.[0]).toBe('/api/v1/media/upload/u1');
    expect(api.createEntry).toHaveBeenCalledWith('u1');
    expect(progress).toEqual([0.5, 1]);
  });

  it('refuses image names before calling the server', async () => {
    const api = fakeApi();
    expect(await codeOf(uploadMediaFile(api, file('README'), { mediaType: 'image' }, () => {}))).toBe(
      'file_no_extension',
    );
    expect(await codeOf(uploadMediaFile(api, file('brille.heic'), { mediaType: 'image' }, () => {}))).toBe(
      'file_type_not_allowed',
    );
    expect(api.directUpload).not.toHaveBeenCalled();
  });

  it('does not check video names against the image list', async () => {
    const api = fakeApi();
    await uploadMediaFile(api, file('clip.mp4', 'video/mp4'), { mediaType: 'video' }, () => {});
    expect(api.directUpload).toHaveBeenCalledWith({ mediaType: 'video', fileName: 'clip.mp4', fileSize: 3 });
  });

  it("names the server's code, else the code of the failed step", async () => {
    const refused = fakeApi({
      directUpload: vi.fn(async () => {
        throw new ApiFailure(400, 'file_type_not_allowed', 'File type not allowed');
      }),
    });
    expect(await codeOf(uploadMediaFile(refused, file('a.png'), { mediaType: 'image' }, () => {}))).toBe(
      'file_type_not_allowed',
    );
    const offline = fakeApi({
      directUpload: vi.fn(async () => {
        throw new ApiFailure(0, 'network_error', 'Failed to fetch');
      }),
    });
    expect(await codeOf(uploadMediaFile(offline, file('a.png'), { mediaType: 'image' }, () => {}))).toBe(
      'media_upload_url_failed',
    );
    const noUrl = fakeApi({ directUpload: vi.fn(async () => ({ url: '', id: 'u1' })) });
    expect(await codeOf(uploadMediaFile(noUrl, file('a.png'), { mediaType: 'image' }, () => {}))).toBe(
      'media_upload_url_missing',
    );
    const badBytes = fakeApi({
      putBytes: vi.fn(async () => {
        throw new ApiFailure(400, 'file_content_mismatch', 'File content does not match its extension');
      }),
    });
    expect(await codeOf(uploadMediaFile(badBytes, file('a.png'), { mediaType: 'image' }, () => {}))).toBe(
      'file_content_mismatch',
    );
    const signedOut = fakeApi({
      putBytes: vi.fn(async () => {
        throw new ApiFailure(401, 'unauthorized', 'Bitte melden Sie sich an');
      }),
    });
    expect(await codeOf(uploadMediaFile(signedOut, file('a.png'), { mediaType: 'image' }, () => {}))).toBe(
      'unauthorized',
    );
    const unknown = fakeApi({
      putBytes: vi.fn(async () => {
        throw new ApiFailure(500, 'upload_failed', 'HTTP 500');
      }),
    });
    expect(await codeOf(uploadMediaFile(unknown, file('a.png'), { mediaType: 'image' }, () => {}))).toBe(
      'media_internal_error',
    );
    const noEntry = fakeApi({
      createEntry: vi.fn(async () => {
        throw new ApiFailure(0, 'invalid_response', 'bad answer');
      }),
    });
    expect(await codeOf(uploadMediaFile(noEntry, file('a.png'), { mediaType: 'image' }, () => {}))).toBe(
      'media_create_failed',
    );
    const noMeta = fakeApi({ createEntry: vi.fn(async () => ({ media: null })) });
    expect(await codeOf(uploadMediaFile(noMeta, file('a.png'), { mediaType: 'image' }, () => {}))).toBe(
      'media_no_meta',
    );
  });
});

describe('the upload list', () => {
  it('follows each file from uploading to success or error', () => {
    let list = reduceUploads([], {
      type: 'added',
      files: [
        { key: 'a', name: 'a.jpg' },
        { key: 'b', name: 'b' },
      ],
    });
    expect(allFinished(list)).toBe(false);
    list = reduceUploads(list, { type: 'progress', key: 'a', fraction: 1.7 });
    expect(list[0]?.progress).toBe(1);
    list = reduceUploads(list, { type: 'succeeded', key: 'a', media: mediaItem() });
    list = reduceUploads(list, { type: 'failed', key: 'b', errorCode: 'file_no_extension' });
    expect(list.map((f) => [f.status, f.errorCode])).toEqual([
      ['success', null],
      ['error', 'file_no_extension'],
    ]);
    expect(allFinished(list)).toBe(true);
    expect(reduceUploads(list, { type: 'cleared' })).toEqual([]);
    expect(allFinished([])).toBe(false);
  });

  it('drops a dismissed failure, and the finished files of earlier batches when new ones come', () => {
    let list = reduceUploads([], {
      type: 'added',
      files: [
        { key: 'a', name: 'a.jpg' },
        { key: 'b', name: 'notiz.jpg' },
        { key: 'c', name: 'c.jpg' },
      ],
    });
    list = reduceUploads(list, { type: 'succeeded', key: 'a', media: mediaItem() });
    list = reduceUploads(list, { type: 'failed', key: 'b', errorCode: 'file_content_mismatch' });
    // A file still uploading cannot be dismissed.
    expect(reduceUploads(list, { type: 'dismissed', key: 'c' })).toEqual(list);
    const dismissed = reduceUploads(list, { type: 'dismissed', key: 'b' });
    expect(dismissed.map((f) => f.key)).toEqual(['a', 'c']);
    const next = reduceUploads(list, { type: 'added', files: [{ key: 'd', name: 'd.jpg' }] });
    expect(next.map((f) => [f.key, f.status])).toEqual([
      ['c', 'uploading'],
      ['d', 'uploading'],
    ]);
  });

  it('uploads files one after the other and reports every step', async () => {
    const api = fakeApi();
    const events: UploadEvent['type'][] = [];
    const done = await uploadFiles(
      api,
      [file('a.jpg'), file('README'), file('c.png')],
      { mediaType: 'image' },
      (e) => events.push(e.type),
    );
    expect(done).toHaveLength(2);
    expect(events).toEqual([
      'added',
      'progress',
      'progress',
      'succeeded',
      'failed',
      'progress',
      'progress',
      'succeeded',
    ]);
  });
});
