import type { PromotionKind, PromotionSaveBody, PromotionScope, PromotionView, SaleSource } from '@quire/contracts';
import type { Dayjs } from 'dayjs';
import { fromDay, fromItems, type ItemValues, toDay, toItems } from './pricing-rules';

/** One tier on the form: from `threshold` (base units), `value` (percent paid or price), its goods and categories. */
export type TierValues = ItemValues & { threshold?: string | null; value?: string | null };

export type PromotionValues = {
  name: string;
  period: [Dayjs, Dayjs];
  kind: PromotionKind;
  orderTypes?: SaleSource[];
  orgScope: PromotionScope;
  orgIds?: string[];
  customerScope: PromotionScope;
  customerIds?: string[];
  tiered: boolean;
  /** Without tiers only the first is used (its threshold is 0). */
  tiers: TierValues[];
  remark?: string | null;
};

export const emptyTier = (): TierValues => ({ threshold: null, value: null, skus: [], categoryIds: [] });

export const NEW_PROMOTION: Partial<PromotionValues> = {
  kind: 'DISCOUNT',
  orderTypes: [],
  orgScope: 'ALL',
  orgIds: [],
  customerScope: 'ALL',
  customerIds: [],
  tiered: false,
  tiers: [emptyTier()],
};

export function toPromotionValues(p: PromotionView): PromotionValues {
  return {
    name: p.name,
    period: [fromDay(p.beginDate), fromDay(p.endDate)],
    kind: p.kind,
    orderTypes: p.orderTypes,
    orgScope: p.orgScope,
    orgIds: p.orgIds,
    customerScope: p.customerScope,
    customerIds: p.customerIds,
    tiered: p.tiered,
    tiers: p.tiers.map((t) => ({ threshold: t.threshold, value: t.value, ...fromItems(t.items) })),
    remark: p.remark,
  };
}

export function toPromotionBody(v: PromotionValues): PromotionSaveBody {
  const tiers = v.tiered ? v.tiers : v.tiers.slice(0, 1);
  return {
    name: v.name.trim(),
    beginDate: toDay(v.period[0]),
    endDate: toDay(v.period[1]),
    kind: v.kind,
    orderTypes: v.orderTypes ?? [],
    orgScope: v.orgScope,
    orgIds: v.orgScope === 'DESIGNATED' ? (v.orgIds ?? []) : [],
    customerScope: v.customerScope,
    customerIds: v.customerScope === 'DESIGNATED' ? (v.customerIds ?? []) : [],
    tiered: v.tiered,
    tiers: tiers.map((t) => ({
      threshold: v.tiered ? String(t.threshold ?? '') : '0',
      value: String(t.value ?? ''),
      items: toItems(t),
    })),
    remark: v.remark?.trim() || null,
  };
}

export type TierProblem =
  | 'thresholdRequired'
  | 'thresholdNotIncreasing'
  | 'valueRequired'
  | 'valuePositive'
  | 'discountBelow100'
  | 'itemsRequired';

/**
 * What is wrong with each tier (index → problems): a threshold on every tier of a tiered
 * promotion, each above the one before; a value above 0 (a discount below 100 %); at least
 * one product or category.
 */
export function tierProblems(tiers: readonly TierValues[], kind: PromotionKind, tiered: boolean): Map<number, TierProblem[]> {
  const out = new Map<number, TierProblem[]>();
  const add = (i: number, p: TierProblem) => out.set(i, [...(out.get(i) ?? []), p]);
  const used = tiered ? tiers : tiers.slice(0, 1);
  let previous: number | null = null;
  used.forEach((tier, i) => {
    if (tiered) {
      const raw = tier.threshold;
      if (raw === null || raw === undefined || String(raw).trim() === '' || Number.isNaN(Number(raw))) add(i, 'thresholdRequired');
      else {
        const n = Number(raw);
        if (previous !== null && n <= previous) add(i, 'thresholdNotIncreasing');
        previous = n;
      }
    }
    const value = tier.value;
    if (value === null || value === undefined || String(value).trim() === '') add(i, 'valueRequired');
    else if (!(Number(value) > 0)) add(i, 'valuePositive');
    else if (kind === 'DISCOUNT' && Number(value) >= 100) add(i, 'discountBelow100');
    if (toItems(tier).length === 0) add(i, 'itemsRequired');
  });
  return out;
}

/** 90 → "9折", 85 → "8.5折", 95.5 → "9.55折" (a discount as a Chinese ERP says it). */
export function discountWord(percentPaid: string | number): string {
  const n = Number(percentPaid);
  if (!(n > 0 && n < 100)) return '';
  return `${Number((n / 10).toFixed(3))}`;
}
