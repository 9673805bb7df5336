/**
 * The variant cache on disk (`LUNETTE_IMAGE_CACHE_DIR`, default data/image-cache): one file per
 * content hash + cut + width + format, so an unchanged image is never encoded twice, across
 * restarts, builds and publishes. Files are written to a temporary name and renamed, so a reader
 * never sees half a file. All of one image's variants share a folder named by its content hash.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export interface VariantCache {
  /** The cached bytes, or null. */
  get(contentHash: string, name: string): Promise<Uint8Array | null>;
  put(contentHash: string, name: string, body: Uint8Array): Promise<void>;
  /** Drops every variant of a content hash. */
  forget(contentHash: string): Promise<void>;
}

const HASH = /^[a-f0-9]{16,128}$/u;
const NAME = /^[a-z0-9]{1,16}-[a-z0-9]{1,8}-\d{1,5}\.(avif|webp|jpg|png)$/u;

/** A cache over a folder; hashes and names are checked, so nothing lands outside it. */
export function diskVariantCache(dir: string): VariantCache {
  const root = resolve(dir);
  const folderOf = (hash: string) => {
    if (!HASH.test(hash)) throw new Error(`not a content hash: ${hash}`);
    return join(root, hash.slice(0, 2), hash);
  };
  const pathOf = (hash: string, name: string) => {
    if (!NAME.test(name)) throw new Error(`not a variant name: ${name}`);
    return join(folderOf(hash), name);
  };
  let sequence = 0;
  return {
    async get(hash, name) {
      try {
        return new Uint8Array(await readFile(pathOf(hash, name)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async put(hash, name, body) {
      const path = pathOf(hash, name);
      await mkdir(folderOf(hash), { recursive: true });
      const temporary = `${path}.${process.pid}.${++sequence}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async forget(hash) {
      await rm(folderOf(hash), { recursive: true, force: true });
    },
  };
}
