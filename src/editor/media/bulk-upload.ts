/**
 * The bulk uploader's state machine (editor spec §4): idle -> uploading -> completed, where
 * 'Ready' shows for READY_MS and the uploader then resets to idle by itself. Each file is
 * uploading / success / error with its reason (the shared upload list of ./uploads.ts). Kept free
 * of React so the timing can be tested with fake timers.
 */
import type { MediaItem } from '../../lib/api/media.ts';
import type { MediaApi } from './media-api.ts';
import { reduceUploads, uploadFiles, type FileUpload } from './uploads.ts';

/** How long 'Ready' shows after a bulk upload (editor spec §9). */
export const READY_MS = 3000;

export type BulkPhase = 'idle' | 'uploading' | 'completed';

export interface BulkState {
  phase: BulkPhase;
  files: FileUpload[];
}

export const IDLE: BulkState = { phase: 'idle', files: [] };

export interface BulkUploader {
  /** The state now. */
  get: () => BulkState;
  /** Calls `listener` on every change; answers the unsubscribe. */
  subscribe: (listener: (state: BulkState) => void) => () => void;
  /** Uploads the files into the gallery; ignored unless idle (one batch at a time). */
  start: (files: readonly File[]) => Promise<void>;
  /** Stops the reset timer (the uploader is closed). */
  dispose: () => void;
}

/**
 * Builds the bulk uploader of one gallery.
 *
 * @example
 * const bulk = createBulkUploader({ api: mediaApi, groupId, onCompleted: () => reloadDraft() });
 * bulk.subscribe(render);
 * await bulk.start(files);
 */
export function createBulkUploader(deps: {
  api: Pick<MediaApi, 'directUpload' | 'putBytes' | 'createEntry'>;
  groupId: string;
  /** After every batch (the page refreshes so the gallery shows the new images). */
  onCompleted: (uploaded: MediaItem[]) => void | Promise<void>;
  readyMs?: number;
}): BulkUploader {
  let state: BulkState = IDLE;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<(state: BulkState) => void>();
  const set = (next: BulkState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };

  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: async (files) => {
      if (state.phase !== 'idle' || files.length === 0) return;
      set({ phase: 'uploading', files: [] });
      const uploaded = await uploadFiles(
        deps.api,
        files,
        { mediaType: 'image', groupId: deps.groupId },
        (event) => set({ ...state, files: reduceUploads(state.files, event) }),
      );
      set({ ...state, phase: 'completed' });
      timer = setTimeout(() => {
        timer = null;
        set(IDLE);
      }, deps.readyMs ?? READY_MS);
      await deps.onCompleted(uploaded);
    },
    dispose: () => {
      if (timer) clearTimeout(timer);
      timer = null;
      listeners.clear();
    },
  };
}
