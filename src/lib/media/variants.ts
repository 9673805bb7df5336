/**
 * The responsive variants of one image (visitor spec §9 images): which widths exist for a frame
 * of an aspect ratio, which part of the original each is cut from (focal point or crop area), and
 * the immutable URL of each file `/_img/{mediaId}/{sig}/{aspect}-{width}.{format}`. `sig` is a
 * short hash of the content hash, the crop area and the focal point, so a new crop or focal point
 * gives new URLs while an unchanged image keeps its cached ones. Pure: the `<Picture>` view, the
 * variant server and its route all plan with the same function, so a URL in a page is always one
 * the server accepts. Media without a content hash (SVG, the seeded vector demo files) get none.
 */
import { DEFAULT_FOCAL_POINT, focalCrop, type CropArea, type FocalPoint, type PixelRect } from './crop.ts';
import { srcsetWidths } from './srcset.ts';

/** The frame shapes blocks ask for; `original` keeps the image's (or crop area's) own shape. */
export const ASPECTS = ['original', '1:1', '4:5', '3:4', '4:3', '3:2', '16:9', '21:9'] as const;
export type Aspect = (typeof ASPECTS)[number];

/** The aspects whose WebP/fallback variants are made right after an upload (the ones blocks use). */
export const WARM_ASPECTS: readonly Aspect[] = ['original', '1:1', '4:5', '16:9'];

/** Encoded formats: AVIF and WebP for `<source>`, JPEG or PNG (keeps transparency) as fallback. */
export const VARIANT_FORMATS = ['avif', 'webp', 'jpg', 'png'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];
export type FallbackFormat = 'jpg' | 'png';

/** What a variant plan needs of a media item (a `MediaSnapshot` or a media row mapped to it). */
export interface VariantSource {
  id: string;
  mimeType: string;
  width: number | null;
  height: number | null;
  contentHash?: string | null;
  focalPoint?: FocalPoint | null;
  cropArea?: CropArea | null;
}

/** Every file of one image in one frame shape. */
export interface VariantPlan {
  mediaId: string;
  aspect: Aspect;
  sig: string;
  /** The part of the original the variants show, in original pixels. */
  rect: PixelRect;
  /** Encoded widths, ascending, never above the rect's width. */
  widths: number[];
  fallbackFormat: FallbackFormat;
  /** The `<img src>` width: the middle step of the ladder. */
  fallbackWidth: number;
  /** Height of a variant of `width` (the rect's shape, rounded). */
  heightAt(width: number): number;
  urlOf(width: number, format: VariantFormat): string;
}

/** URL segment of an aspect ('16:9' -> '16x9', 'original' -> 'orig'). */
export function aspectSlug(aspect: Aspect): string {
  return aspect === 'original' ? 'orig' : aspect.replace(':', 'x');
}

/** The aspect of a URL segment, or null when it is not one of `ASPECTS`. */
export function aspectFromSlug(slug: string): Aspect | null {
  return ASPECTS.find((aspect) => aspectSlug(aspect) === slug) ?? null;
}

/** Width over height of an aspect; null for `original`. */
export function aspectRatioOf(aspect: Aspect): number | null {
  if (aspect === 'original') return null;
  const [w, h] = aspect.split(':').map(Number);
  return (w ?? 1) / (h ?? 1);
}

/** Whether a media item has raster variants (a stored raster image with a content hash). */
export function hasVariants(media: VariantSource): boolean {
  return (
    Boolean(media.contentHash) &&
    media.mimeType.startsWith('image/') &&
    media.mimeType !== 'image/svg+xml' &&
    (media.width ?? 0) >= 1 &&
    (media.height ?? 0) >= 1
  );
}

/**
 * A short, URL-safe hash (cyrb53, base 36): no crypto needed, only a change detector for URLs
 * whose content is already pinned by the sha-256 content hash inside the hashed text.
 */
export function shortHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, '0');
}

/** The signature of an image's current cut: content hash + crop area + focal point. */
export function variantSig(media: VariantSource): string {
  const focal = media.focalPoint ?? DEFAULT_FOCAL_POINT;
  const crop = media.cropArea;
  const cropText = crop ? `${crop.x},${crop.y},${crop.width},${crop.height}` : '-';
  return shortHash(`${media.contentHash ?? ''}|${cropText}|${focal.x},${focal.y}`);
}

/**
 * The variants of an image in a frame shape, or null when it has none (SVG, no content hash).
 *
 * @example
 * planVariants({ id: 'm1', mimeType: 'image/jpeg', width: 4000, height: 3000, contentHash: 'ab…' }, '1:1')
 *   ?.urlOf(640, 'webp'); // '/_img/m1/{sig}/1x1-640.webp'
 */
export function planVariants(media: VariantSource, aspect: Aspect = 'original'): VariantPlan | null {
  if (!hasVariants(media)) return null;
  const image = { width: media.width ?? 1, height: media.height ?? 1 };
  const rect = focalCrop(
    image,
    aspectRatioOf(aspect),
    media.focalPoint ?? DEFAULT_FOCAL_POINT,
    media.cropArea ?? null,
  );
  const widths = srcsetWidths(rect.width);
  const sig = variantSig(media);
  const slug = aspectSlug(aspect);
  const fallbackFormat: FallbackFormat =
    media.mimeType === 'image/png' || media.mimeType === 'image/gif' ? 'png' : 'jpg';
  return {
    mediaId: media.id,
    aspect,
    sig,
    rect,
    widths,
    fallbackFormat,
    fallbackWidth: widths[Math.floor(widths.length / 2)] ?? rect.width,
    heightAt: (width) => Math.max(1, Math.round((width * rect.height) / rect.width)),
    urlOf: (width, format) => `/_img/${encodeURIComponent(media.id)}/${sig}/${slug}-${width}.${format}`,
  };
}

/** The parts of a variant file name (`{aspect}-{width}.{format}`), or null when malformed. */
export function parseVariantFile(
  file: string,
): { aspect: Aspect; width: number; format: VariantFormat } | null {
  const match = /^([a-z0-9]{1,8})-([1-9]\d{0,4})\.(avif|webp|jpg|png)$/u.exec(file);
  if (!match) return null;
  const aspect = aspectFromSlug(match[1] ?? '');
  if (!aspect) return null;
  return { aspect, width: Number(match[2]), format: match[3] as VariantFormat };
}

/**
 * Whether a requested variant is one the plan lists: an allowed width of this frame and, for the
 * fallback, the image's own fallback format (the server makes nothing else).
 */
export function isPlannedVariant(plan: VariantPlan, width: number, format: VariantFormat): boolean {
  if (!plan.widths.includes(width)) return false;
  return format === 'avif' || format === 'webp' || format === plan.fallbackFormat;
}

/**
 * One URL of an image drawn about `width` CSS px wide where a `<picture>` cannot be used (a map
 * popup's HTML, a share card): the smallest WebP variant at least that wide, or the original when
 * the image has no variants (SVG).
 *
 * @example
 * imageUrlAt(photo, 480); // '/_img/m1/{sig}/orig-640.webp'
 */
export function imageUrlAt(media: VariantSource & { url: string }, width: number): string {
  const plan = planVariants(media);
  if (!plan) return media.url;
  const chosen = plan.widths.find((w) => w >= width) ?? plan.widths[plan.widths.length - 1];
  return chosen === undefined ? media.url : plan.urlOf(chosen, 'webp');
}
