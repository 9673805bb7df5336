import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBulkUploader, READY_MS, type BulkPhase } from './bulk-upload.ts';
import { mediaItem } from './fixtures.test-support.ts';

const file = (name: string) => new File([new Uint8Array([1])], name, { type: 'image/png' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setUp() {
  let n = 0;
  const api = {
    directUpload: vi.fn(async () => ({ url: `/u/${++n}`, id: `u${n}` })),
    putBytes: vi.fn(async () => {}),
    createEntry: vi.fn(async (id: string) => ({ media: mediaItem({ id: `m-${id}` }) })),
  };
  const onCompleted = vi.fn();
  const bulk = createBulkUploader({ api, groupId: 'gallery-1', onCompleted });
  const phases: BulkPhase[] = [];
  bulk.subscribe((state) => {
    if (phases.at(-1) !== state.phase) phases.push(state.phase);
  });
  return { api, bulk, onCompleted, phases };
}

describe('the bulk uploader', () => {
  it('goes idle -> uploading -> completed, shows Ready for 3 s, then resets to idle', async () => {
    const { api, bulk, onCompleted, phases } = setUp();
    expect(bulk.get()).toEqual({ phase: 'idle', files: [] });
    await bulk.start([file('a.png'), file('b.png'), file('c.png')]);
    expect(phases).toEqual(['uploading', 'completed']);
    expect(bulk.get().files.map((f) => f.status)).toEqual(['success', 'success', 'success']);
    expect(api.directUpload).toHaveBeenCalledWith(
      expect.objectContaining({ groupId: 'gallery-1', mediaType: 'image' }),
    );
    expect(onCompleted).toHaveBeenCalledWith([
      expect.objectContaining({ id: 'm-u1' }),
      expect.objectContaining({ id: 'm-u2' }),
      expect.objectContaining({ id: 'm-u3' }),
    ]);
    expect(READY_MS).toBe(3000);
    vi.advanceTimersByTime(READY_MS - 1);
    expect(bulk.get().phase).toBe('completed');
    vi.advanceTimersByTime(1);
    expect(bulk.get()).toEqual({ phase: 'idle', files: [] });
    expect(phases).toEqual(['uploading', 'completed', 'idle']);
  });

  it('keeps each failed file with its reason and uploads the rest', async () => {
    const { bulk } = setUp();
    await bulk.start([file('a.png'), file('notes.txt'), file('noextension')]);
    expect(bulk.get().files.map((f) => [f.name, f.status, f.errorCode])).toEqual([
      ['a.png', 'success', null],
      ['notes.txt', 'error', 'file_type_not_allowed'],
      ['noextension', 'error', 'file_no_extension'],
    ]);
  });

  it('takes one batch at a time and stops its timer when disposed', async () => {
    const { api, bulk } = setUp();
    const first = bulk.start([file('a.png')]);
    await bulk.start([file('b.png')]);
    await first;
    expect(api.directUpload).toHaveBeenCalledTimes(1);
    bulk.dispose();
    vi.advanceTimersByTime(READY_MS);
    expect(bulk.get().phase).toBe('completed');
  });
});
