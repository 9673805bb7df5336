/**
 * Variant plans: widths ascending and never above the cut, the cut inside the image, the URL's
 * signature following the content hash, crop area and focal point, and the file names the route
 * accepts being exactly the ones the plan writes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SRCSET_WIDTHS } from './srcset.ts';
import {
  ASPECTS,
  aspectFromSlug,
  aspectSlug,
  imageUrlAt,
  isPlannedVariant,
  parseVariantFile,
  planVariants,
  variantSig,
  type VariantSource,
} from './variants.ts';

const HASH = 'a'.repeat(64);
const photo = (extra: Partial<VariantSource> = {}): VariantSource => ({
  id: 'm1',
  mimeType: 'image/jpeg',
  width: 4000,
  height: 3000,
  contentHash: HASH,
  ...extra,
});

const sourceArb = fc.record({
  width: fc.integer({ min: 1, max: 9000 }),
  height: fc.integer({ min: 1, max: 9000 }),
  focal: fc.record({
    x: fc.double({ min: 0, max: 1, noNaN: true }),
    y: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  crop: fc.option(
    fc
      .record({
        x: fc.integer({ min: 0, max: 99 }),
        y: fc.integer({ min: 0, max: 99 }),
        width: fc.integer({ min: 1, max: 100 }),
        height: fc.integer({ min: 1, max: 100 }),
      })
      .map((c) => ({ ...c, width: Math.min(c.width, 100 - c.x), height: Math.min(c.height, 100 - c.y) })),
    { nil: null },
  ),
  aspect: fc.constantFrom(...ASPECTS),
});

describe('planVariants', () => {
  it('plans the ladder, the cut and the URLs of a photo', () => {
    const plan = planVariants(photo(), '1:1');
    expect(plan?.rect).toEqual({ left: 0, top: 0, width: 3000, height: 3000 });
    expect(plan?.widths).toEqual([...SRCSET_WIDTHS]);
    expect(plan?.fallbackFormat).toBe('jpg');
    expect(plan?.fallbackWidth).toBe(1024);
    expect(plan?.heightAt(640)).toBe(640);
    expect(plan?.urlOf(640, 'webp')).toBe(`/_img/m1/${plan?.sig}/1x1-640.webp`);
    expect(planVariants(photo({ mimeType: 'image/png' }))?.fallbackFormat).toBe('png');
  });

  it('gives SVG, video and media without a content hash no variants', () => {
    expect(planVariants(photo({ mimeType: 'image/svg+xml' }))).toBeNull();
    expect(planVariants(photo({ mimeType: 'video/mp4' }))).toBeNull();
    expect(planVariants(photo({ contentHash: null }))).toBeNull();
    expect(planVariants(photo({ width: null }))).toBeNull();
  });

  it('keeps widths ascending, never above the cut, and the cut inside the image', () => {
    fc.assert(
      fc.property(sourceArb, ({ width, height, focal, crop, aspect }) => {
        const plan = planVariants(photo({ width, height, focalPoint: focal, cropArea: crop }), aspect);
        expect(plan).not.toBeNull();
        if (!plan) return;
        const { rect, widths } = plan;
        expect(widths.length).toBeGreaterThan(0);
        expect(widths).toEqual([...new Set(widths)].sort((a, b) => a - b));
        expect(Math.max(...widths)).toBeLessThanOrEqual(rect.width);
        expect(rect.left).toBeGreaterThanOrEqual(0);
        expect(rect.top).toBeGreaterThanOrEqual(0);
        expect(rect.left + rect.width).toBeLessThanOrEqual(width);
        expect(rect.top + rect.height).toBeLessThanOrEqual(height);
        expect(widths).toContain(plan.fallbackWidth);
        for (const w of widths) {
          const file = plan.urlOf(w, 'avif').split('/').at(-1) ?? '';
          expect(parseVariantFile(file)).toEqual({ aspect, width: w, format: 'avif' });
          expect(isPlannedVariant(plan, w, 'avif')).toBe(true);
        }
      }),
    );
  });

  it('changes the signature with the focal point, the crop area and the content', () => {
    fc.assert(
      fc.property(sourceArb, sourceArb, (a, b) => {
        const one = photo({ focalPoint: a.focal, cropArea: a.crop });
        const other = photo({ focalPoint: b.focal, cropArea: b.crop });
        const same =
          a.focal.x === b.focal.x &&
          a.focal.y === b.focal.y &&
          JSON.stringify(a.crop) === JSON.stringify(b.crop);
        expect(variantSig(one) === variantSig(other)).toBe(same);
      }),
    );
    expect(variantSig(photo())).not.toBe(variantSig(photo({ contentHash: 'b'.repeat(64) })));
    // No focal point is the default one: setting exactly the default keeps the URLs.
    expect(variantSig(photo())).toBe(variantSig(photo({ focalPoint: { x: 0.1, y: 0.1 } })));
  });
});

describe('variant file names', () => {
  it('round-trips aspects and refuses anything else', () => {
    for (const aspect of ASPECTS) expect(aspectFromSlug(aspectSlug(aspect))).toBe(aspect);
    expect(parseVariantFile('orig-640.webp')).toEqual({ aspect: 'original', width: 640, format: 'webp' });
    for (const bad of [
      '2x1-640.webp',
      '1x1-640.gif',
      '1x1-0640.webp',
      '1x1-640.webp.exe',
      '../1x1-640.webp',
      '1x1-.jpg',
    ])
      expect(parseVariantFile(bad)).toBeNull();
  });

  it('accepts only planned widths and the image’s own fallback format', () => {
    const plan = planVariants(photo({ width: 1000, height: 500 }));
    if (!plan) throw new Error('expected a plan');
    expect(plan.widths).toEqual([320, 480, 640, 800, 1000]);
    expect(isPlannedVariant(plan, 1000, 'webp')).toBe(true);
    expect(isPlannedVariant(plan, 1024, 'webp')).toBe(false);
    expect(isPlannedVariant(plan, 640, 'jpg')).toBe(true);
    expect(isPlannedVariant(plan, 640, 'png')).toBe(false);
  });
});

describe('imageUrlAt', () => {
  const photo = {
    id: 'm1',
    url: '/media/x.jpg',
    mimeType: 'image/jpeg',
    width: 1600,
    height: 1067,
    contentHash: 'a'.repeat(64),
    focalPoint: null,
    cropArea: null,
  };

  it('answers the smallest WebP variant at least that wide', () => {
    const plan = planVariants(photo);
    const url = imageUrlAt(photo, 480);
    const width = Number(/-(\d+)\.webp$/u.exec(url)?.[1]);
    expect(plan?.widths).toContain(width);
    expect(width).toBeGreaterThanOrEqual(480);
    expect(plan?.widths.filter((w) => w >= 480)[0]).toBe(width);
  });

  it('answers the widest variant for a wider request, the original without variants', () => {
    expect(imageUrlAt(photo, 5000)).toMatch(/-1600\.webp$/u);
    expect(imageUrlAt({ ...photo, contentHash: null, mimeType: 'image/svg+xml' }, 480)).toBe('/media/x.jpg');
  });
});
