/**
 * Where an image is cut for a block's frame (editor spec §3 Media, §9): the largest rectangle of
 * the frame's aspect ratio inside the editor's crop area (or the whole image), placed so the focal
 * point sits as close to its centre as the image allows. Pure maths shared by the image pipeline
 * (which cuts the variants) and the crop tool's live preview.
 */

/** A point in the image as fractions 0..1 from the top-left corner. */
export interface FocalPoint {
  x: number;
  y: number;
}

/** The editor's crop area in percent of the image (0..100). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A rectangle in whole pixels of the original image. */
export interface PixelRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where the focal point sits when the editor never set one (editor spec §9). */
export const DEFAULT_FOCAL_POINT: FocalPoint = { x: 0.1, y: 0.1 };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The crop area in pixels, clamped into the image (at least one pixel each way). */
function areaRect(width: number, height: number, area: CropArea | null | undefined): PixelRect {
  if (!area) return { left: 0, top: 0, width, height };
  const left = Math.round((clamp(area.x, 0, 100) * width) / 100);
  const top = Math.round((clamp(area.y, 0, 100) * height) / 100);
  const right = Math.round((clamp(area.x + area.width, 0, 100) * width) / 100);
  const bottom = Math.round((clamp(area.y + area.height, 0, 100) * height) / 100);
  const l = Math.min(left, width - 1);
  const t = Math.min(top, height - 1);
  return { left: l, top: t, width: Math.max(1, right - l), height: Math.max(1, bottom - t) };
}

/**
 * The part of an image a frame of `aspectRatio` (width / height) shows; null `aspectRatio` keeps
 * the crop area's own shape.
 *
 * @example
 * focalCrop({ width: 4000, height: 3000 }, 1, { x: 0.9, y: 0.5 });
 * // { left: 1000, top: 0, width: 3000, height: 3000 }: the right part, as far right as it goes
 */
export function focalCrop(
  image: { width: number; height: number },
  aspectRatio: number | null,
  focal: FocalPoint = DEFAULT_FOCAL_POINT,
  area?: CropArea | null,
): PixelRect {
  const width = Math.max(1, Math.round(image.width));
  const height = Math.max(1, Math.round(image.height));
  const region = areaRect(width, height, area);
  if (aspectRatio === null || !(aspectRatio > 0) || !Number.isFinite(aspectRatio)) return region;

  let cutWidth = region.width;
  let cutHeight = Math.round(cutWidth / aspectRatio);
  if (cutHeight > region.height) {
    cutHeight = region.height;
    cutWidth = Math.round(cutHeight * aspectRatio);
  }
  cutWidth = clamp(cutWidth, 1, region.width);
  cutHeight = clamp(cutHeight, 1, region.height);

  const centreX = clamp(focal.x, 0, 1) * width;
  const centreY = clamp(focal.y, 0, 1) * height;
  const left = Math.round(clamp(centreX - cutWidth / 2, region.left, region.left + region.width - cutWidth));
  const top = Math.round(clamp(centreY - cutHeight / 2, region.top, region.top + region.height - cutHeight));
  return { left, top, width: cutWidth, height: cutHeight };
}
