/** The stroke every outline picture (the block icons of the add-block dialog) is drawn with. */

/** SVG stroke attributes of an outline picture: 1.6 px round strokes in the current colour. */
export const OUTLINE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
