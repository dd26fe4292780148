import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_COLUMNS, priceColumnsWidth, shownPriceFields } from './price-lines';

describe('price columns of a price adjustment', () => {
  it('shows the chosen prices in the fixed order, and any a line changes', () => {
    expect(shownPriceFields(DEFAULT_PRICE_COLUMNS, [])).toEqual(['wholesalePrice', 'retailPrice', 'distributionPrice', 'purchasePrice']);
    expect(
      shownPriceFields(['retailPrice'], [{ newPrices: { presetPrice2: '4' } }, { newPrices: { wholesalePrice: '' } }, undefined]),
    ).toEqual(['retailPrice', 'presetPrice2']);
  });

  it('widens the grid per price shown', () => {
    expect(priceColumnsWidth([])).toBe(0);
    expect(priceColumnsWidth(['retailPrice', 'memberPrice'])).toBe(2 * priceColumnsWidth(['retailPrice']));
  });
});
