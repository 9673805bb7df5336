/** The context menu always stays 16 px inside the screen, wherever the clicked item is. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepInside, MENU_EDGE_MARGIN, MENU_GAP, placeMenu } from './menu-position.ts';

const viewport = { width: 1280, height: 800 };
const menu = { width: 240, height: 300 };

describe('placeMenu', () => {
  it('opens below the anchor, left-aligned, when there is room', () => {
    expect(placeMenu({ left: 100, top: 100, width: 300, height: 40 }, menu, viewport)).toEqual({
      left: 100,
      top: 100 + 40 + MENU_GAP,
    });
  });

  it('opens above an anchor near the bottom', () => {
    const placed = placeMenu({ left: 100, top: 700, width: 300, height: 40 }, menu, viewport);
    expect(placed.top).toBe(700 - MENU_GAP - menu.height);
  });

  it('keeps 16 px from the right and bottom edges', () => {
    const placed = placeMenu({ left: 1270, top: 790, width: 10, height: 10 }, menu, viewport);
    expect(placed.left).toBe(viewport.width - MENU_EDGE_MARGIN - menu.width);
    expect(placed.top + menu.height).toBeLessThanOrEqual(viewport.height - MENU_EDGE_MARGIN);
  });

  it('keeps 16 px from the left and top edges for anchors partly off screen', () => {
    expect(placeMenu({ left: -50, top: -500, width: 10, height: 10 }, menu, viewport)).toEqual({
      left: MENU_EDGE_MARGIN,
      top: MENU_EDGE_MARGIN,
    });
  });

  it('sticks a menu larger than the screen to the top-left margin', () => {
    expect(
      placeMenu({ left: 300, top: 300, width: 10, height: 10 }, { width: 2000, height: 2000 }, viewport),
    ).toEqual({ left: MENU_EDGE_MARGIN, top: MENU_EDGE_MARGIN });
  });

  it('stays inside the margins for any anchor when the menu fits (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          left: fc.integer({ min: -3000, max: 3000 }),
          top: fc.integer({ min: -3000, max: 3000 }),
          width: fc.integer({ min: 0, max: 2000 }),
          height: fc.integer({ min: 0, max: 2000 }),
        }),
        fc.record({ width: fc.integer({ min: 1, max: 400 }), height: fc.integer({ min: 1, max: 400 }) }),
        fc.record({
          width: fc.integer({ min: 432, max: 3000 }),
          height: fc.integer({ min: 432, max: 3000 }),
        }),
        (anchor, size, screen) => {
          const placed = placeMenu(anchor, size, screen);
          expect(placed.left).toBeGreaterThanOrEqual(MENU_EDGE_MARGIN);
          expect(placed.top).toBeGreaterThanOrEqual(MENU_EDGE_MARGIN);
          expect(placed.left + size.width).toBeLessThanOrEqual(screen.width - MENU_EDGE_MARGIN);
          expect(placed.top + size.height).toBeLessThanOrEqual(screen.height - MENU_EDGE_MARGIN);
        },
      ),
    );
  });
});

describe('keepInside', () => {
  it('pulls a restored position back on screen after the window shrank', () => {
    expect(keepInside({ left: 1200, top: 900 }, menu, { width: 800, height: 600 })).toEqual({
      left: 800 - MENU_EDGE_MARGIN - menu.width,
      top: 600 - MENU_EDGE_MARGIN - menu.height,
    });
  });

  it('leaves a position that already fits alone', () => {
    expect(keepInside({ left: 40, top: 60 }, menu, viewport)).toEqual({ left: 40, top: 60 });
  });
});
