/**
 * A minimal tar (ustar) of regular files, the container of a site archive (./site-archive.ts):
 * a 512-byte header per file, the data padded to 512 bytes, two zero blocks at the end. Paths up
 * to 255 bytes (name plus prefix). Pure: bytes in, bytes out.
 */

/** A tar that cannot be read: damaged or not a tar. */
export class TarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TarError';
  }
}

const BLOCK = 512;

function tarHeader(path: string, size: number): Uint8Array {
  const header = new Uint8Array(BLOCK);
  const enc = new TextEncoder();
  let name = path;
  let prefix = '';
  if (enc.encode(name).length > 100) {
    const cut = path.lastIndexOf('/', 155);
    prefix = path.slice(0, cut);
    name = path.slice(cut + 1);
    if (cut < 0 || enc.encode(name).length > 100 || enc.encode(prefix).length > 155)
      throw new Error(`path too long for the archive: ${path}`);
  }
  const put = (text: string, offset: number, length: number) =>
    header.set(enc.encode(text).subarray(0, length), offset);
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, '0') + '\0';
  put(name, 0, 100);
  put(octal(0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(0, 12), 136, 12);
  put('        ', 148, 8);
  put('0', 156, 1);
  put('ustar\u000000', 257, 8);
  put(prefix, 345, 155);
  const sum = header.reduce((total, byte) => total + byte, 0);
  put(octal(sum, 7) + ' ', 148, 8);
  return header;
}

/** A tar of regular files. */
export function writeTar(files: readonly { path: string; body: Uint8Array }[]): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const file of files) {
    parts.push(tarHeader(file.path, file.body.byteLength), file.body);
    const pad = (BLOCK - (file.body.byteLength % BLOCK)) % BLOCK;
    if (pad) parts.push(new Uint8Array(pad));
  }
  parts.push(new Uint8Array(BLOCK * 2));
  return Buffer.concat(parts);
}

/** The regular files of a tar; anything malformed is a TarError. */
export function readTar(tar: Uint8Array): { path: string; body: Uint8Array }[] {
  const dec = new TextDecoder();
  const text = (from: number, length: number) =>
    dec.decode(tar.subarray(from, from + length)).replace(/\0.*$/su, '');
  const files: { path: string; body: Uint8Array }[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.byteLength) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return files;
    const stored = Number.parseInt(text(offset + 148, 8).trim(), 8);
    const sum = header.reduce((total, byte, i) => total + (i >= 148 && i < 156 ? 32 : byte), 0);
    if (stored !== sum) throw new TarError('the archive is damaged (a tar header checksum is wrong)');
    const size = Number.parseInt(text(offset + 124, 12).trim() || '0', 8);
    const prefix = text(offset + 345, 155);
    const name = text(offset, 100);
    const type = text(offset + 156, 1);
    const start = offset + BLOCK;
    if (!Number.isSafeInteger(size) || start + size > tar.byteLength)
      throw new TarError('the archive is damaged (a file runs past its end)');
    if (type === '0' || type === '')
      files.push({ path: prefix ? `${prefix}/${name}` : name, body: tar.slice(start, start + size) });
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new TarError('the archive is damaged (it ends early)');
}
