/**
 * The product board's card width rule (visitor spec §9): product cards are 300 px wide, 250 px
 * in a four-column layout. The width is fixed (not fluid) so product photos keep their scale.
 */
import type { COLUMN_LAYOUTS } from './block-options.ts';

/** Width of a product card in px. */
export const PRODUCT_CARD_WIDTH = 300;
/** Width of a product card in a four-column layout, in px. */
export const PRODUCT_CARD_WIDTH_FOUR_COLUMNS = 250;
/** Space between product cards in px. */
export const PRODUCT_CARD_GAP = 24;

/**
 * Card width for a column layout.
 *
 * @example
 * productCardWidth(4); // 250
 * productCardWidth(3); // 300
 */
export function productCardWidth(columns: (typeof COLUMN_LAYOUTS)[number]): number {
  return columns === 4 ? PRODUCT_CARD_WIDTH_FOUR_COLUMNS : PRODUCT_CARD_WIDTH;
}

/** Width of a full row of cards (cards plus the gaps between them), in px. */
export function productRowWidth(columns: (typeof COLUMN_LAYOUTS)[number]): number {
  return columns * productCardWidth(columns) + (columns - 1) * PRODUCT_CARD_GAP;
}
