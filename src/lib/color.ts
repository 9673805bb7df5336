/**
 * Colour maths for the theme. Site owners pick any brand colours; visitors must still be able to
 * read every text (WCAG 2 AA, 4.5:1, checked by axe in e2e). So the theme derives, from the chosen
 * colours, a readable text colour for each background and a darkened (or lightened) "ink" variant
 * of a brand colour for text and links on the page background.
 */

/** An sRGB colour as three 0..255 integers. */
export type Rgb = readonly [number, number, number];

/** WCAG AA minimum contrast for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The site's default dark text colour (a soft near-black). */
export const DARK_TEXT: Rgb = [34, 40, 49];
export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];

/**
 * Parses a settings triple like '73,157,221'; values are clamped to 0..255.
 *
 * @example
 * parseRgb('73,157,221'); // [73, 157, 221]
 */
export function parseRgb(triple: string): Rgb {
  const parts = triple.split(',').map((p) => Math.min(255, Math.max(0, Math.round(Number(p.trim()) || 0))));
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
}

/** The triple form CSS custom properties use: `rgb(var(--x))` with `--x: 73,157,221`. */
export function formatRgb(rgb: Rgb): string {
  return rgb.join(',');
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance, 0 (black) .. 1 (white). */
export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * WCAG contrast ratio of two colours, 1 .. 21 (order does not matter).
 *
 * @example
 * contrastRatio([255, 255, 255], [0, 0, 0]); // 21
 */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The text colour for a background: the site's dark text or white, whichever contrasts more; pure
 * black when neither reaches 4.5:1 (one of black and white always does).
 *
 * @example
 * readableOn([73, 157, 221]); // DARK_TEXT (white on this blue is only 2.9:1)
 * readableOn([34, 49, 63]); // WHITE
 */
export function readableOn(background: Rgb): Rgb {
  const best = contrastRatio(DARK_TEXT, background) >= contrastRatio(WHITE, background) ? DARK_TEXT : WHITE;
  if (contrastRatio(best, background) >= MIN_TEXT_CONTRAST) return best;
  return contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
}

/** Mixes `from` toward `to` by `t` (0 = from, 1 = to), rounded to integers. */
export function mix(from: Rgb, to: Rgb, t: number): Rgb {
  const m = (i: 0 | 1 | 2) => Math.round(from[i] + (to[i] - from[i]) * t);
  return [m(0), m(1), m(2)];
}

/**
 * `color` itself when it reaches `min` contrast on `background`; otherwise the least darkened (on a
 * light background) or lightened (on a dark one) variant that does, in 5 % steps. Used for brand
 * coloured text and links, so a light brand colour still reads as that brand colour.
 *
 * @example
 * ensureContrast([73, 157, 221], [255, 255, 255]); // [55, 118, 166]
 */
export function ensureContrast(color: Rgb, background: Rgb, min = MIN_TEXT_CONTRAST): Rgb {
  if (contrastRatio(color, background) >= min) return color;
  const target = contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
  for (let step = 1; step < 20; step++) {
    const candidate = mix(color, target, step / 20);
    if (contrastRatio(candidate, background) >= min) return candidate;
  }
  return target;
}
