import type { PromotionItemKind, RoundingMode, RoundingPrecision } from '@quire/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '../../core/constants';

// Pure parts shared by the pricing screens: goods and categories of a list or tier, days,
// and the rounding of a policy's price.

/** A SKU on a form: what the grid shows of it. */
export type SkuItem = { id: string; code: string; name: string; unit?: string | null };
/** Goods and categories of a promotion tier or a goods list, as the form keeps them. */
export type ItemValues = { skus: SkuItem[]; categoryIds: string[] };
type WireItem = { kind: PromotionItemKind; id: string; code?: string; name?: string };

/** Wire items (SKU and CATEGORY rows) → the form's goods and categories. */
export function fromItems(items: readonly WireItem[]): ItemValues {
  return {
    skus: items.filter((i) => i.kind === 'SKU').map((i) => ({ id: i.id, code: i.code ?? '', name: i.name ?? '' })),
    categoryIds: items.filter((i) => i.kind === 'CATEGORY').map((i) => i.id),
  };
}

/** The form's goods and categories → wire items, goods first, each once. */
export function toItems(values: Partial<ItemValues>): { kind: PromotionItemKind; id: string }[] {
  const skus = [...new Set((values.skus ?? []).map((s) => s.id))];
  const categories = [...new Set(values.categoryIds ?? [])];
  return [...skus.map((id) => ({ kind: 'SKU' as const, id })), ...categories.map((id) => ({ kind: 'CATEGORY' as const, id }))];
}

export const toDay = (value: Dayjs): string => value.format(DATE_FORMAT);
export const fromDay = (value: string): Dayjs => dayjs(value, DATE_FORMAT);

const PRECISION_DIGITS: Record<RoundingPrecision, number> = { YUAN: 0, JIAO: 1, FEN: 2 };

/**
 * A non-negative decimal rounded as the server rounds a policy's price: to yuan, jiao or fen
 * by the mode; NONE keeps 2 decimals (half up). Exact on the digits, no float.
 */
export function roundPrice(amount: string, mode: RoundingMode, precision: RoundingPrecision): string {
  const digits = mode === 'NONE' ? 2 : PRECISION_DIGITS[precision];
  const effective: RoundingMode = mode === 'NONE' ? 'HALF_UP' : mode;
  const [whole, fraction = ''] = amount.split('.');
  let units = BigInt(whole + fraction.padEnd(digits, '0').slice(0, digits));
  const dropped = fraction.slice(digits).replace(/0+$/, '');
  if (dropped !== '') {
    if (effective === 'UP') units += 1n;
    else if (effective === 'HALF_UP' && Number(dropped[0]) >= 5) units += 1n;
  }
  const text = units.toString().padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** A decimal string as an integer of 10^-scale units (`'1.5'`, 4 → 15000n); null when not a decimal. */
function scaled(value: string, scale: number): bigint | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return null;
  const [, int, frac = ''] = m;
  if (frac.length > scale) return null;
  return BigInt(int + frac.padEnd(scale, '0'));
}

/** The bigint of 10^-scale units as a decimal string. */
function unscaled(units: bigint, scale: number): string {
  const text = units.toString().padStart(scale + 1, '0');
  return `${text.slice(0, -scale)}.${text.slice(-scale)}`;
}

/**
 * A policy's price from a base price: base × (1 ± ratio %), rounded by precision and mode;
 * null when the base or ratio is not a number yet, or a reduction reaches 100 %.
 */
export function policyPrice(
  base: string,
  p: { method: 'ADD' | 'REDUCE'; ratio: string | number | null | undefined; precision: RoundingPrecision; roundingMode: RoundingMode },
): string | null {
  if (p.ratio === null || p.ratio === undefined || p.ratio === '') return null;
  const b = scaled(base, 4);
  const r = scaled(String(p.ratio), 2);
  if (b === null || r === null) return null;
  // ratio % with 2 decimals: factor in 10^-4 units (10 % → 11000 for ADD).
  const factor = p.method === 'ADD' ? 10000n + r : 10000n - r;
  if (factor <= 0n) return null;
  return roundPrice(unscaled(b * factor, 8), p.roundingMode, p.precision);
}
