/**
 * An in-memory fake of the PAGES bucket for unit tests: put (overwrite), get, delete of one key or
 * many, with the order of operations recorded in `log` (`put key` / `delete key`).
 */
import type { R2PagesBucketLike } from './r2-pages.ts';

export interface FakeObject {
  bytes: Uint8Array;
  contentType?: string | undefined;
  cacheControl?: string | undefined;
}

/** A fresh bucket, optionally holding `text` objects (key -> body). */
export function fakePagesBucket(text: Readonly<Record<string, string>> = {}) {
  const objects = new Map<string, FakeObject>();
  const log: string[] = [];
  for (const [key, body] of Object.entries(text))
    objects.set(key, { bytes: new TextEncoder().encode(body), contentType: 'text/html; charset=utf-8' });
  const bucket: R2PagesBucketLike = {
    async put(key, value, options) {
      log.push(`put ${key}`);
      const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : value.slice();
      objects.set(key, { bytes, ...options?.httpMetadata });
      return { key };
    },
    async get(key) {
      const o = objects.get(key);
      if (!o) return null;
      return {
        httpMetadata: { ...(o.contentType ? { contentType: o.contentType } : {}) },
        arrayBuffer: async () => o.bytes.slice().buffer,
      };
    },
    async delete(keys) {
      for (const key of typeof keys === 'string' ? [keys] : keys) {
        log.push(`delete ${key}`);
        objects.delete(key);
      }
    },
  };
  /** The text of an object, or undefined. */
  const textOf = (key: string) => {
    const o = objects.get(key);
    return o ? new TextDecoder().decode(o.bytes) : undefined;
  };
  return { bucket, objects, log, textOf };
}
