/**
 * Raster uploads through sharp: every JPEG, PNG, GIF or WebP is decoded and encoded again in its
 * own format, turned upright by its EXIF orientation and stored without metadata (location,
 * camera). Re-encoding also drops whatever else the file carried: a GIF that is also an HTML page
 * comes out as a plain GIF, or is refused when sharp cannot decode it. Animated GIF and WebP stay
 * animated. The ThumbHash placeholder is made from a copy of at most 100 px.
 * An image of more than MAX_IMAGE_PIXELS is refused from its header, before any pixel is decoded
 * (a 16,000 x 16,000 px PNG took 9.8 s of CPU to re-encode), by the same limit the variants'
 * resize applies (../images/transform.ts), so every image the library takes can be shown.
 */
import sharp, { type Metadata } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { UPLOAD_REFUSALS } from '../../../src/lib/api/media.ts';
import { UNREADABLE_REASON, UploadRefused } from './processor.ts';

export { UNREADABLE_REASON };

/**
 * The most pixels one image may have, at upload and at every resize: 100 megapixels (10,000 x
 * 10,000 px; a 61-megapixel camera's photos fit), about 4 s of CPU to decode a PNG that big here.
 * An animation counts the pixels of all its frames, all of which the upload decodes.
 */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** The reason for an image larger than MAX_IMAGE_PIXELS. */
export const TOO_MANY_PIXELS_REASON = UPLOAD_REFUSALS.tooManyPixels;

/**
 * The pixels decoding an image takes, from its header (`metadata()` of an input opened with
 * `animated` for animations): width x height of a frame, times the frames.
 *
 * @example
 * decodedPixels({ width: 4000, height: 3000 }); // 12_000_000
 */
export function decodedPixels(meta: Pick<Metadata, 'width' | 'height' | 'pages' | 'pageHeight'>): number {
  const frameHeight = meta.pageHeight ?? meta.height;
  const frames = meta.pageHeight === undefined ? 1 : (meta.pages ?? 1);
  return meta.width * frameHeight * frames;
}

export type RasterExtension = 'jpg' | 'png' | 'gif' | 'webp';

const FORMAT = { jpg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' } as const;

/** A re-encoded raster image with its size (one frame's height for an animation). */
export interface RasterImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** Re-encodes an image in its own format; throws `UploadRefused` when it does not decode. */
export async function reencodeRaster(bytes: Uint8Array, extension: RasterExtension): Promise<RasterImage> {
  const animated = extension === 'gif' || extension === 'webp';
  try {
    // The header first, without the pixel limit, so that a too big image gets its own reason.
    const header = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
    if (decodedPixels(header) > MAX_IMAGE_PIXELS) throw new UploadRefused(TOO_MANY_PIXELS_REASON);
    const input = sharp(bytes, { animated, failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
    const meta = await input.metadata();
    const multiFrame = (meta.pages ?? 1) > 1;
    // Only a single frame can carry an EXIF orientation; animations are kept as they are.
    const oriented = multiFrame ? input : input.autoOrient();
    const { data, info } = await oriented.toFormat(FORMAT[extension]).toBuffer({ resolveWithObject: true });
    const height = multiFrame ? (info.pageHeight ?? meta.pageHeight ?? info.height) : info.height;
    return { bytes: new Uint8Array(data), width: info.width, height };
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    throw new UploadRefused(UNREADABLE_REASON);
  }
}

/**
 * A ThumbHash (base64) of an image: the first frame scaled to fit 100 x 100 px, as RGBA.
 *
 * @example
 * await thumbHashOf(jpegBytes); // '3OcRJYB4d3h/iIeHeEh3eIhw+j3A'
 */
export async function thumbHashOf(bytes: Uint8Array): Promise<string> {
  const { data, info } = await sharp(bytes)
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const hash = rgbaToThumbHash(info.width, info.height, data);
  return Buffer.from(hash).toString('base64');
}
