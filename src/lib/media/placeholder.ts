/**
 * The placeholder an image shows until it paints: the ThumbHash's average colour and a tiny
 * blurred PNG of it (at most 8 px a side, a few hundred bytes; the browser smooths it when
 * stretching) as a CSS background of the `<img>` itself, so no script is needed (the painted
 * image covers its own background) and the server and client render the same markup.
 */
import { rgbaToDataURL, thumbHashToAverageRGBA, thumbHashToRGBA } from 'thumbhash';

/** The longest side of the inlined placeholder PNG, in pixels. */
const PLACEHOLDER_SIDE = 8;

/** Box-averages an RGBA image down to at most `PLACEHOLDER_SIDE` pixels a side. */
function shrink({ w, h, rgba }: { w: number; h: number; rgba: Uint8Array }) {
  const scale = Math.max(w, h) / PLACEHOLDER_SIDE;
  if (scale <= 1) return { w, h, rgba };
  const sw = Math.max(1, Math.round(w / scale));
  const sh = Math.max(1, Math.round(h / scale));
  const out = new Uint8Array(sw * sh * 4);
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < sw; x++) {
      const sums = [0, 0, 0, 0];
      let count = 0;
      for (let sy = Math.floor((y * h) / sh); sy < Math.floor(((y + 1) * h) / sh); sy++) {
        for (let sx = Math.floor((x * w) / sw); sx < Math.floor(((x + 1) * w) / sw); sx++) {
          for (let c = 0; c < 4; c++) sums[c] = (sums[c] ?? 0) + (rgba[(sy * w + sx) * 4 + c] ?? 0);
          count++;
        }
      }
      for (let c = 0; c < 4; c++) out[(y * sw + x) * 4 + c] = Math.round((sums[c] ?? 0) / Math.max(count, 1));
    }
  }
  return { w: sw, h: sh, rgba: out };
}

type Placeholder = { backgroundColor: string; backgroundImage: string };

/** Placeholders already worked out, by hash: a photo is drawn on many pages and every re-render. */
const made = new Map<string, Placeholder | null>();
/** Enough for every image of a large site; the oldest entry goes first beyond it. */
const MADE_LIMIT = 2000;

/** CSS background of a media's ThumbHash (base64), or null when there is none or it is malformed. */
export function placeholderBackground(blurHash: string | null | undefined): Placeholder | null {
  if (!blurHash) return null;
  const known = made.get(blurHash);
  if (known !== undefined) return known;
  const placeholder = decodePlaceholder(blurHash);
  if (made.size >= MADE_LIMIT) made.delete(made.keys().next().value as string);
  made.set(blurHash, placeholder);
  return placeholder;
}

function decodePlaceholder(blurHash: string): Placeholder | null {
  try {
    const hash = Uint8Array.from(atob(blurHash), (char) => char.charCodeAt(0));
    if (hash.length < 5) return null;
    const { r, g, b } = thumbHashToAverageRGBA(hash);
    const channel = (value: number) => Math.round(Math.min(Math.max(value, 0), 1) * 255);
    const small = shrink(thumbHashToRGBA(hash));
    return {
      backgroundColor: `rgb(${channel(r)} ${channel(g)} ${channel(b)})`,
      backgroundImage: `url(${rgbaToDataURL(small.w, small.h, small.rgba)})`,
    };
  } catch {
    // A hash that is not base64 (or too short for ThumbHash): no placeholder rather than a crash.
    return null;
  }
}
