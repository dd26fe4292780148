import type { GoodsListKind, GoodsListSaveBody, GoodsListView } from '@quire/contracts';
import type { Dayjs } from 'dayjs';
import { fromDay, fromItems, type ItemValues, toDay, toItems } from './pricing-rules';

/** The screen of each goods list kind by its menu path (one page component serves the three). */
export const GOODS_LIST_KIND_BY_MENU: Record<string, GoodsListKind> = {
  '/pricing/rebateGoods': 'REBATE',
  '/pricing/noDiscountGoods': 'NO_DISCOUNT',
  '/pricing/returnPoints': 'RETURN_POINTS',
};

/** The button permission prefix of a kind's screen. */
export const GOODS_LIST_PERMISSION: Record<GoodsListKind, string> = {
  REBATE: 'pricing:rebateGoods',
  NO_DISCOUNT: 'pricing:noDiscountGoods',
  RETURN_POINTS: 'pricing:returnPoints',
};

export type GoodsListValues = ItemValues & { name: string; period: [Dayjs, Dayjs]; remark?: string | null };

export function toGoodsListValues(v: GoodsListView): GoodsListValues {
  return { name: v.name, period: [fromDay(v.validFrom), fromDay(v.validTo)], ...fromItems(v.items), remark: v.remark };
}

export function toGoodsListBody(kind: GoodsListKind, v: GoodsListValues): GoodsListSaveBody {
  return {
    kind,
    name: v.name.trim(),
    validFrom: toDay(v.period[0]),
    validTo: toDay(v.period[1]),
    items: toItems(v),
    remark: v.remark?.trim() || null,
  };
}
