/**
 * Where media files live: one interface, a local folder by default (`LUNETTE_MEDIA_DIR`,
 * ./local-store.ts), R2 in production (the Worker's `MEDIA` binding, ./r2-store.ts), memory in
 * tests. Keys are made by the server (`mediaKey`), never from an uploaded name, and are written
 * once: `put` refuses an existing key.
 */

/** A stored object as `get` answers it. */
export interface StoredObject {
  body: Uint8Array;
  contentType: string;
  size: number;
}

export interface MediaStore {
  /** Writes a new object; rejects with `MediaKeyTaken` when the key exists (no overwrite). */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Removes an object; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** `put` on a key that exists. */
export class MediaKeyTaken extends Error {
  constructor(key: string) {
    super(`media key exists: ${key}`);
    this.name = 'MediaKeyTaken';
  }
}

/** An in-memory store (tests, and the default of `createApp` without a configured store). */
export function memoryMediaStore(): MediaStore & { keys(): string[] } {
  const objects = new Map<string, StoredObject>();
  return {
    async put(key, body, contentType) {
      if (objects.has(key)) throw new MediaKeyTaken(key);
      objects.set(key, { body: body.slice(), contentType, size: body.byteLength });
    },
    async get(key) {
      return objects.get(key) ?? null;
    },
    async delete(key) {
      objects.delete(key);
    },
    keys: () => [...objects.keys()],
  };
}
