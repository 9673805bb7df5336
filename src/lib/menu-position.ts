/**
 * Where the editor's context menu goes: next to the item it belongs to, but always at least
 * 16 px inside the screen (editor spec §2, §9), so no button ends up under the screen edge on a
 * small laptop or a phone. Pure: the caller measures, this decides.
 */

/** The spec's distance between the menu and every screen edge, in CSS pixels. */
export const MENU_EDGE_MARGIN = 16;
/** Gap between the anchor and the menu. */
export const MENU_GAP = 8;

/** A rectangle in viewport coordinates (as `getBoundingClientRect()` gives it). */
export interface AnchorRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The menu's top-left corner in viewport coordinates. */
export interface MenuPlacement {
  left: number;
  top: number;
}

/**
 * Places a menu below its anchor (above it when there is more room there), left-aligned with
 * it, then pushes it inside the viewport keeping `margin` from every edge. A menu larger than
 * the room between the margins sticks to the top/left margin (the caller limits its size and
 * lets it scroll).
 *
 * @example
 * placeMenu({ left: 1200, top: 100, width: 50, height: 20 }, { width: 240, height: 300 }, { width: 1280, height: 800 });
 * // { left: 1024, top: 128 }
 */
export function placeMenu(
  anchor: AnchorRect,
  menu: Size,
  viewport: Size,
  margin: number = MENU_EDGE_MARGIN,
): MenuPlacement {
  const below = anchor.top + anchor.height + MENU_GAP;
  const roomBelow = viewport.height - margin - below;
  const roomAbove = anchor.top - MENU_GAP - margin;
  const top =
    menu.height <= roomBelow || roomBelow >= roomAbove ? below : anchor.top - MENU_GAP - menu.height;
  return {
    left: clamp(anchor.left, margin, viewport.width - margin - menu.width),
    top: clamp(top, margin, viewport.height - margin - menu.height),
  };
}

/**
 * Keeps an already placed menu inside the viewport (a position restored after a reload, or after
 * the window was resized).
 */
export function keepInside(placement: MenuPlacement, menu: Size, viewport: Size, margin = MENU_EDGE_MARGIN) {
  return {
    left: clamp(placement.left, margin, viewport.width - margin - menu.width),
    top: clamp(placement.top, margin, viewport.height - margin - menu.height),
  };
}

/** `value` within [min, max]; `min` wins when the range is empty (the menu is too large). */
function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}
