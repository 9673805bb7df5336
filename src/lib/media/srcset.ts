/**
 * The widths an image is encoded at for `srcset` (visitor spec §9 images): a fixed ladder, so the
 * variants of different images share widths and a CDN cache, never wider than the original (no
 * upscaling), and the original's own width as the top step when it is below the ladder's top.
 */

/** The width ladder of every responsive image, in CSS pixels at 1x up to 2560 (2x of 1280). */
export const SRCSET_WIDTHS: readonly number[] = [320, 480, 640, 800, 1024, 1280, 1600, 1920, 2560];

/**
 * @example
 * srcsetWidths(1000); // [320, 480, 640, 800, 1000]
 * srcsetWidths(4000); // [320, ..., 2560]
 * srcsetWidths(200);  // [200]
 */
export function srcsetWidths(sourceWidth: number): number[] {
  const top = SRCSET_WIDTHS.at(-1) ?? 2560;
  const source = Math.floor(sourceWidth);
  if (!(source >= 1)) return [];
  const steps = SRCSET_WIDTHS.filter((width) => width < source);
  return source >= top ? [...SRCSET_WIDTHS] : [...steps, source];
}

/**
 * A `srcset` attribute from a URL per width.
 *
 * @example
 * srcsetAttribute([320, 640], (w) => `/media/a-${w}.webp`); // '/media/a-320.webp 320w, /media/a-640.webp 640w'
 */
export function srcsetAttribute(widths: readonly number[], urlOf: (width: number) => string): string {
  return widths.map((width) => `${urlOf(width)} ${width}w`).join(', ');
}
