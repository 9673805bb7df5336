import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FOCAL_POINT, focalCrop } from './crop.ts';

describe('focalCrop', () => {
  it('cuts the largest frame-shaped part around the focal point, within the image', () => {
    expect(focalCrop({ width: 4000, height: 3000 }, 1, { x: 0.9, y: 0.5 })).toEqual({
      left: 1000,
      top: 0,
      width: 3000,
      height: 3000,
    });
    expect(focalCrop({ width: 4000, height: 3000 }, 1, { x: 0.5, y: 0.5 })).toEqual({
      left: 500,
      top: 0,
      width: 3000,
      height: 3000,
    });
    expect(focalCrop({ width: 1600, height: 900 }, 1 / 2, { x: 0.5, y: 0.5 })).toEqual({
      left: 575,
      top: 0,
      width: 450,
      height: 900,
    });
  });

  it('starts from the top-left corner by default (focal point 0.1 / 0.1)', () => {
    expect(DEFAULT_FOCAL_POINT).toEqual({ x: 0.1, y: 0.1 });
    expect(focalCrop({ width: 2000, height: 1000 }, 1)).toEqual({
      left: 0,
      top: 0,
      width: 1000,
      height: 1000,
    });
  });

  it('cuts inside the crop area and keeps its shape without an aspect ratio', () => {
    const area = { x: 50, y: 0, width: 50, height: 100 };
    expect(focalCrop({ width: 2000, height: 1000 }, null, undefined, area)).toEqual({
      left: 1000,
      top: 0,
      width: 1000,
      height: 1000,
    });
    expect(focalCrop({ width: 2000, height: 1000 }, 2, { x: 0.1, y: 0.9 }, area)).toEqual({
      left: 1000,
      top: 500,
      width: 1000,
      height: 500,
    });
  });

  const image = fc.record({
    width: fc.integer({ min: 1, max: 6000 }),
    height: fc.integer({ min: 1, max: 6000 }),
  });
  const fraction = fc.double({ min: 0, max: 1, noNaN: true });
  const percent = fc.double({ min: 0, max: 100, noNaN: true });

  it('always stays inside the image (and the crop area), never empty', () => {
    fc.assert(
      fc.property(
        image,
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.record({ x: fraction, y: fraction }),
        fc.option(fc.record({ x: percent, y: percent, width: percent, height: percent })),
        (img, ratio, focal, area) => {
          const cut = focalCrop(img, ratio, focal, area);
          expect(cut.width).toBeGreaterThanOrEqual(1);
          expect(cut.height).toBeGreaterThanOrEqual(1);
          expect(cut.left).toBeGreaterThanOrEqual(0);
          expect(cut.top).toBeGreaterThanOrEqual(0);
          expect(cut.left + cut.width).toBeLessThanOrEqual(img.width);
          expect(cut.top + cut.height).toBeLessThanOrEqual(img.height);
        },
      ),
    );
  });

  it('has the frame aspect ratio (to the pixel) and keeps a reachable focal point inside', () => {
    fc.assert(
      fc.property(
        fc.record({ width: fc.integer({ min: 50, max: 6000 }), height: fc.integer({ min: 50, max: 6000 }) }),
        fc.double({ min: 0.25, max: 4, noNaN: true }),
        fc.record({ x: fraction, y: fraction }),
        (img, ratio, focal) => {
          const cut = focalCrop(img, ratio, focal);
          const roundingSlack = 1 / Math.min(cut.width, cut.height) + 1e-9;
          expect(Math.abs(cut.width / cut.height - ratio) / ratio).toBeLessThanOrEqual(
            roundingSlack * (1 + ratio),
          );
          // One side of the cut always spans the whole image.
          expect(cut.width === img.width || cut.height === img.height).toBe(true);
          const fx = focal.x * img.width;
          const fy = focal.y * img.height;
          expect(fx).toBeGreaterThanOrEqual(cut.left - 1);
          expect(fx).toBeLessThanOrEqual(cut.left + cut.width + 1);
          expect(fy).toBeGreaterThanOrEqual(cut.top - 1);
          expect(fy).toBeLessThanOrEqual(cut.top + cut.height + 1);
        },
      ),
    );
  });
});
