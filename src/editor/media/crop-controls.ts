/**
 * The crop tool's rules without the UI: the preview ratios, moving the focal point by keyboard,
 * keeping a typed crop area inside the image, and naming a measured frame's ratio.
 */
import type { CropArea, FocalPoint } from '../../lib/media/crop.ts';

/** The aspect ratios every image is previewed at (width / height with their labels). */
export const PREVIEW_RATIOS: readonly { label: string; ratio: number }[] = [
  { label: '1:1', ratio: 1 },
  { label: '4:5', ratio: 4 / 5 },
  { label: '16:9', ratio: 16 / 9 },
];

/** A fraction kept within 0..1. */
export const clamp01 = (value: number) => Math.min(Math.max(value, 0), 1);
/** Rounded to 0.001 (a tenth of a percent: finer than a pointer can aim). */
export const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The focal point after an arrow key (null for other keys). */
export function movedFocalPoint(point: FocalPoint, key: string, big: boolean): FocalPoint | null {
  const step = big ? 0.1 : 0.01;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  if (!move) return null;
  return { x: round3(clamp01(point.x + move[0])), y: round3(clamp01(point.y + move[1])) };
}

/** A crop area kept inside the image (percent, at least 1 % each way). */
export function clampCropArea(area: CropArea): CropArea {
  const x = Math.min(Math.max(area.x, 0), 99);
  const y = Math.min(Math.max(area.y, 0), 99);
  return {
    x,
    y,
    width: Math.min(Math.max(area.width, 1), 100 - x),
    height: Math.min(Math.max(area.height, 1), 100 - y),
  };
}

/** A ratio label like '3:2' for a measured frame (rounded to what a person reads). */
export function ratioLabel(ratio: number): string {
  for (let height = 1; height <= 20; height += 1) {
    const width = Math.round(ratio * height);
    if (width > 0 && Math.abs(width / height - ratio) < 0.02) return `${width}:${height}`;
  }
  return ratio.toFixed(2);
}
