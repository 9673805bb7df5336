/**
 * Raster uploads through sharp: every JPEG, PNG, GIF or WebP is decoded and encoded again in its
 * own format, turned upright by its EXIF orientation and stored without metadata (location,
 * camera). Re-encoding also drops whatever else the file carried: a GIF that is also an HTML page
 * comes out as a plain GIF, or is refused when sharp cannot decode it. Animated GIF and WebP stay
 * animated. The ThumbHash placeholder is made from a copy of at most 100 px.
 */
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { UNREADABLE_REASON, UploadRefused } from './processor.ts';

export { UNREADABLE_REASON };

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
    const input = sharp(bytes, { animated, failOn: 'error' });
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
