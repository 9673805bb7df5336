import { describe, expect, it } from 'vitest';
import { COLUMN_LAYOUTS } from './block-options.ts';
import {
  PRODUCT_CARD_GAP,
  PRODUCT_CARD_WIDTH,
  PRODUCT_CARD_WIDTH_FOUR_COLUMNS,
  productCardWidth,
  productRowWidth,
} from './product-layout.ts';

describe('product card width', () => {
  it('is 300 px, and 250 px in a four-column layout (visitor spec §9)', () => {
    expect(PRODUCT_CARD_WIDTH).toBe(300);
    expect(PRODUCT_CARD_WIDTH_FOUR_COLUMNS).toBe(250);
    expect(productCardWidth(3)).toBe(300);
    expect(productCardWidth(4)).toBe(250);
    expect(productCardWidth(5)).toBe(300);
  });

  it('makes a row of cards plus the gaps between them', () => {
    for (const columns of COLUMN_LAYOUTS) {
      expect(productRowWidth(columns)).toBe(
        columns * productCardWidth(columns) + (columns - 1) * PRODUCT_CARD_GAP,
      );
    }
    expect(productRowWidth(4)).toBe(1072);
  });
});
