/**
 * The media store on the local disk (the embedded default): one file per key under `root`
 * (`LUNETTE_MEDIA_DIR`, default data/media), served by the Node entry at /media/{key}. Files are
 * created with the exclusive `wx` flag, so a key is written once and never overwritten.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { isMediaKey } from '../../../src/lib/media/keys.ts';
import { MediaKeyTaken, type MediaStore } from './store.ts';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** The content type a stored file is served with, from its key's extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** A store over a folder; every key is checked, so nothing is ever written outside `root`. */
export function localMediaStore(root: string): MediaStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!isMediaKey(key) || !path.startsWith(base + sep)) throw new Error(`not a media key: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        await writeFile(path, body, { flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new MediaKeyTaken(key);
        throw error;
      }
    },
    async get(key) {
      try {
        const body = new Uint8Array(await readFile(pathOf(key)));
        return { body, contentType: contentTypeOf(key), size: body.byteLength };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
