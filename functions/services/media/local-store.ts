/**
 * The media store on the local disk (the embedded default): one file per key under `root`
 * (`LUNETTE_MEDIA_DIR`, default data/media), served by the Node entry at /media/{key}. Files are
 * created with the exclusive `wx` flag, so a key is written once and never overwritten.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { isMediaKey } from '../../../src/lib/media/keys.ts';
import { contentTypeOf } from './content-types.ts';
import { MediaKeyTaken, type MediaStore } from './store.ts';

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
