import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampIndex, dragAxis, drawerOffset, keyTarget, snapAfterDrag, swipeTarget } from './drawer.ts';

describe('drawerOffset', () => {
  it('shifts each inactive drawer by 95% per step from the active one', () => {
    expect([0, 1, 2, 3].map((i) => drawerOffset(i, 1))).toEqual([-95, 0, 95, 190]);
  });
});

describe('dragAxis', () => {
  it('is undecided within the slop, then follows the larger movement', () => {
    expect(dragAxis(3, 4)).toBeNull();
    expect(dragAxis(-30, 8)).toBe('x');
    expect(dragAxis(5, -30)).toBe('y');
  });
});

describe('swipeTarget', () => {
  it('moves one drawer for a swipe past 50 px, within the ends', () => {
    expect(swipeTarget({ active: 0, count: 6, dx: -120 })).toBe(1);
    expect(swipeTarget({ active: 3, count: 6, dx: 80 })).toBe(2);
    expect(swipeTarget({ active: 0, count: 6, dx: 120 })).toBe(0);
    expect(swipeTarget({ active: 5, count: 6, dx: -120 })).toBe(5);
    expect(swipeTarget({ active: 2, count: 6, dx: -49 })).toBe(2);
  });

  it('takes a short flick in the direction of the swipe', () => {
    expect(swipeTarget({ active: 2, count: 6, dx: -20, velocity: -0.8 })).toBe(3);
    expect(swipeTarget({ active: 2, count: 6, dx: -20, velocity: 0.8 })).toBe(2);
  });

  it('always answers an index of an existing drawer, at most one step away (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: -5, max: 25 }),
        fc.double({ min: -2000, max: 2000, noNaN: true }),
        fc.double({ min: -5, max: 5, noNaN: true }),
        (count, active, dx, velocity) => {
          const target = swipeTarget({ active, count, dx, velocity });
          expect(target).toBeGreaterThanOrEqual(0);
          expect(target).toBeLessThan(count);
          expect(Math.abs(target - clampIndex(active, count))).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('snapAfterDrag (snap points 0.2 and 1)', () => {
  it('goes to the nearest snap point', () => {
    expect(snapAfterDrag({ from: 0.2, dy: -400, height: 600 })).toBe(1);
    expect(snapAfterDrag({ from: 0.2, dy: -100, height: 600 })).toBe(0.2);
    expect(snapAfterDrag({ from: 1, dy: 100, height: 600 })).toBe(1);
    expect(snapAfterDrag({ from: 1, dy: 400, height: 600 })).toBe(0.2);
  });

  it('follows a flick and stays put without a height', () => {
    expect(snapAfterDrag({ from: 0.2, dy: -30, height: 600, velocity: -1 })).toBe(1);
    expect(snapAfterDrag({ from: 1, dy: 30, height: 600, velocity: 1 })).toBe(0.2);
    expect(snapAfterDrag({ from: 1, dy: 30, height: 0 })).toBe(1);
  });
});

describe('keyTarget', () => {
  it('maps arrows, Home and End within the drawers', () => {
    expect(keyTarget('ArrowRight', 0, 6)).toBe(1);
    expect(keyTarget('ArrowLeft', 0, 6)).toBe(0);
    expect(keyTarget('End', 0, 6)).toBe(5);
    expect(keyTarget('Home', 4, 6)).toBe(0);
    expect(keyTarget('Enter', 4, 6)).toBeNull();
  });
});
