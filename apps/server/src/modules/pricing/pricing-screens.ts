import type { GoodsListKind } from '@quire/contracts';

/** The screen of each goods list kind (menu path and button prefix). */
export const GOODS_LIST_SCREENS: Record<GoodsListKind, { menu: string; permission: string; segment: string }> = {
  REBATE: { menu: '/pricing/rebateGoods', permission: 'pricing:rebateGoods', segment: 'rebateGoods' },
  NO_DISCOUNT: { menu: '/pricing/noDiscountGoods', permission: 'pricing:noDiscountGoods', segment: 'noDiscountGoods' },
  RETURN_POINTS: { menu: '/pricing/returnPoints', permission: 'pricing:returnPoints', segment: 'returnPoints' },
};
