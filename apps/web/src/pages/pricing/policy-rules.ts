import type {
  PricePolicyMethod,
  PricePolicySaveBody,
  PricePolicyScope,
  PricePolicyView,
  RoundingMode,
  RoundingPrecision,
  SalePriceField,
} from '@quire/contracts';
import type { SkuItem } from './pricing-rules';

/** A special price line on the form: the SKU as the grid shows it, and its price. */
export type SpecialLine = SkuItem & { price?: string | null };

export type PolicyValues = {
  code: string;
  name: string;
  basePrice: SalePriceField;
  method: PricePolicyMethod;
  ratio?: string | null;
  precision: RoundingPrecision;
  roundingMode: RoundingMode;
  scope: PricePolicyScope;
  categoryIds?: string[];
  brandIds?: string[];
  specials?: SpecialLine[];
  remark?: string | null;
};

/** A new policy: on the wholesale price, 0 % more, to the fen, half up, all goods. */
export const NEW_POLICY: Partial<PolicyValues> = {
  basePrice: 'wholesalePrice',
  method: 'ADD',
  precision: 'FEN',
  roundingMode: 'HALF_UP',
  scope: 'ALL',
  categoryIds: [],
  brandIds: [],
  specials: [],
};

export function toPolicyValues(p: PricePolicyView): PolicyValues {
  return {
    code: p.code,
    name: p.name,
    basePrice: p.basePrice,
    method: p.method,
    ratio: p.ratio,
    precision: p.precision,
    roundingMode: p.roundingMode,
    scope: p.scope,
    categoryIds: p.scope === 'CATEGORY' ? p.scopeIds : [],
    brandIds: p.scope === 'BRAND' ? p.scopeIds : [],
    specials: p.specials.map((s) => ({ id: s.skuId, code: s.skuCode, name: s.skuName, unit: s.unit, price: s.price })),
    remark: p.remark,
  };
}

/** The save body: the scope's ids are those of the chosen scope only; special lines without a price are left out. */
export function toPolicyBody(v: PolicyValues): PricePolicySaveBody {
  const scopeIds = v.scope === 'CATEGORY' ? (v.categoryIds ?? []) : v.scope === 'BRAND' ? (v.brandIds ?? []) : [];
  return {
    code: v.code.trim(),
    name: v.name.trim(),
    basePrice: v.basePrice,
    method: v.method,
    ratio: String(v.ratio ?? '0'),
    precision: v.precision,
    roundingMode: v.roundingMode,
    scope: v.scope,
    scopeIds,
    specials: (v.specials ?? [])
      .filter((s) => s.price !== null && s.price !== undefined && String(s.price) !== '')
      .map((s) => ({ skuId: s.id, price: String(s.price) })),
    remark: v.remark?.trim() || null,
  };
}
