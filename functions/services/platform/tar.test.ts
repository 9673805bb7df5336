import { describe, expect, it } from 'vitest';
import { TarError, readTar, writeTar } from './tar.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('tar', () => {
  it('reads back what it wrote: empty, odd-sized and long-named files', () => {
    const long = `media/${'ordner/'.repeat(20)}bild.webp`;
    const files = [
      { path: 'manifest.json', body: bytes('{"a":1}') },
      { path: 'empty', body: new Uint8Array(0) },
      { path: long, body: new Uint8Array(1000).fill(7) },
    ];
    const tar = writeTar(files);
    expect(tar.byteLength % 512).toBe(0);
    expect(readTar(tar).map((f) => ({ path: f.path, body: Uint8Array.from(f.body) }))).toEqual(files);
  });

  it('refuses a damaged header, a file running past the end and a truncated tar', () => {
    const tar = writeTar([{ path: 'a.txt', body: bytes('hallo') }]);
    const damaged = Uint8Array.from(tar);
    damaged[0] = 'b'.charCodeAt(0);
    expect(() => readTar(damaged)).toThrow(TarError);
    expect(() => readTar(Uint8Array.from(tar).subarray(0, 512))).toThrow(/ends early|runs past/u);
    expect(() => writeTar([{ path: `${'x'.repeat(300)}`, body: bytes('') }])).toThrow(/too long/u);
  });
});
