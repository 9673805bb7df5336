/**
 * Where the rich-text format bar goes, kept apart from the Milkdown modules so the editor shell
 * (which places the field's context menu around the bar) does not load the rich-text editor.
 */

/** Where the format bar sits relative to its field. */
export type BarPlacement = 'above' | 'below';

/**
 * The room the format bar takes above a field (its height and gap): the field's context menu
 * keeps out of it, and the bar goes below the field when the screen has less room than this.
 */
export const FORMAT_BAR_ROOM = 56;

/**
 * Above the field unless its top is closer to the screen's top than the bar is tall.
 *
 * @example
 * formatBarPlacement({ top: 20 }); // 'below'
 */
export function formatBarPlacement(field: { top: number }): BarPlacement {
  return field.top >= FORMAT_BAR_ROOM ? 'above' : 'below';
}
