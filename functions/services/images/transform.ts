/**
 * The sharp transformer: one variant file from an original's bytes. Cuts the frame's rectangle
 * (focal point or crop area, measured on the upright image), resizes it to the asked width (never
 * larger than the cut) and encodes it: WebP q75, AVIF q50 effort 4, JPEG (mozjpeg) q78, PNG.
 * An original of more than MAX_IMAGE_PIXELS is refused, the limit the upload applies
 * (../media/raster.ts), so nothing the library took is refused here.
 * Node only: sharp must never reach the Worker bundle.
 */
import sharp from 'sharp';
import {
  DEFAULT_FOCAL_POINT,
  focalCrop,
  type CropArea,
  type FocalPoint,
} from '../../../src/lib/media/crop.ts';
import { aspectRatioOf, type Aspect, type VariantFormat } from '../../../src/lib/media/variants.ts';
import { MAX_IMAGE_PIXELS } from '../media/raster.ts';

/** What to make of an original. */
export interface VariantSpec {
  aspect: Aspect;
  width: number;
  format: VariantFormat;
  focalPoint?: FocalPoint | null;
  cropArea?: CropArea | null;
}

/** Encodes one variant; rejects when the bytes are not an image sharp can read. */
export async function encodeVariant(original: Uint8Array, spec: VariantSpec): Promise<Uint8Array> {
  // Orientation first, so the cut is measured on the image as people see it.
  const upright = sharp(original, { autoOrient: true, limitInputPixels: MAX_IMAGE_PIXELS });
  const meta = await upright.metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 1;
  const height = (turned ? meta.width : meta.height) ?? 1;
  const rect = focalCrop(
    { width, height },
    aspectRatioOf(spec.aspect),
    spec.focalPoint ?? DEFAULT_FOCAL_POINT,
    spec.cropArea ?? null,
  );
  const cut = upright
    .extract(rect)
    .resize({ width: Math.min(spec.width, rect.width), withoutEnlargement: true });
  const encoded =
    spec.format === 'avif'
      ? cut.avif({ quality: 50, effort: 4 })
      : spec.format === 'webp'
        ? cut.webp({ quality: 75 })
        : spec.format === 'jpg'
          ? cut.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true })
          : cut.png({ compressionLevel: 9 });
  return new Uint8Array(await encoded.toBuffer());
}
