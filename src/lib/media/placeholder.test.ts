/** The ThumbHash placeholder: average colour, a tiny PNG, nothing for a missing or broken hash. */
import { rgbaToThumbHash } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { placeholderBackground } from './placeholder.ts';

const hashOf = (w: number, h: number, rgb: [number, number, number]) => {
  const rgba = new Uint8Array(w * h * 4);
  for (let i = 0; i < w * h; i++) rgba.set([...rgb, 255], i * 4);
  return btoa(String.fromCharCode(...rgbaToThumbHash(w, h, rgba)));
};

describe('placeholderBackground', () => {
  it('gives the average colour and a PNG of a few hundred bytes', () => {
    const background = placeholderBackground(hashOf(100, 75, [200, 40, 40]));
    expect(background?.backgroundColor).toMatch(/^rgb\((\d+) (\d+) (\d+)\)$/u);
    const [, r, g] = /^rgb\((\d+) (\d+) (\d+)\)$/u.exec(background?.backgroundColor ?? '') ?? [];
    expect(Number(r)).toBeGreaterThan(150);
    expect(Number(g)).toBeLessThan(90);
    expect(background?.backgroundImage).toMatch(/^url\(data:image\/png;base64,[A-Za-z0-9+/=]+\)$/u);
    expect(background?.backgroundImage.length).toBeLessThan(600);
  });

  it('gives nothing for a missing or malformed hash', () => {
    expect(placeholderBackground(null)).toBeNull();
    expect(placeholderBackground('')).toBeNull();
    expect(placeholderBackground('not base64!')).toBeNull();
    expect(placeholderBackground('AAA=')).toBeNull();
  });
});
