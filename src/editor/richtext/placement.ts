/**
 * Where the rich-text format bar goes, kept apart from the Milkdown modules so the editor shell
 * (which places the field's context menu around the bar) does not load the rich-text editor.
 * The bar sits just above the line being edited; when the screen has no room there (the window's
 * top, or a fixed toolbar or sticky site header covering it) it goes just below that line. Either
 * way it never covers the line. Pure: the caller measures.
 */

/** Where the format bar sits relative to the edited line. */
export type BarPlacement = 'above' | 'below';

/** The gap between the bar and the line it belongs to. */
export const FORMAT_BAR_GAP = 8;

/**
 * The room the format bar takes above a line (its height and gap): the field's context menu
 * keeps out of it, and the bar goes below the line when the screen has less room than this.
 */
export const FORMAT_BAR_ROOM = 56;

/**
 * Above the line unless its top is closer to the top of the free screen than the bar is tall.
 * `topInset` is where the free screen starts: the bottom edge of whatever is fixed at the top
 * (the editor toolbar on a phone, a sticky site header), 0 when nothing is.
 *
 * @example
 * formatBarPlacement({ top: 20 }); // 'below'
 * formatBarPlacement({ top: 100 }, 64); // 'below': a 64 px toolbar leaves 36 px above the line
 */
export function formatBarPlacement(line: { top: number }, topInset = 0): BarPlacement {
  return line.top - Math.max(topInset, 0) >= FORMAT_BAR_ROOM ? 'above' : 'below';
}

/**
 * The bar's top edge in px from the field's top: the bar's height plus the gap above the edited
 * line, or the gap below it. `line` and `field` are rects in the same coordinates.
 *
 * @example
 * formatBarTop({ top: 100 }, { top: 140, bottom: 164 }, 'below', 40); // 72
 * formatBarTop({ top: 100 }, { top: 140, bottom: 164 }, 'above', 40); // -8
 */
export function formatBarTop(
  field: { top: number },
  line: { top: number; bottom: number },
  placement: BarPlacement,
  barHeight: number,
): number {
  return placement === 'above'
    ? line.top - field.top - FORMAT_BAR_GAP - barHeight
    : line.bottom - field.top + FORMAT_BAR_GAP;
}

/** Whether two vertical ranges overlap (the bar and the edited line must not). */
export function overlapsVertically(
  a: { top: number; bottom: number },
  b: { top: number; bottom: number },
): boolean {
  return a.top < b.bottom && b.top < a.bottom;
}
