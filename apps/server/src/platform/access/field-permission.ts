import { COST_PRICE_PERMISSION } from '@quire/contracts';
import { type AuthContext, can } from './auth-context';

/** Fields that show cost: removed from every response unless the caller holds `costPrice`. */
export const COST_FIELDS = new Set([
  'costPrice',
  'costAmount',
  'unitCost',
  'grossMargin',
  'grossProfit',
  'purchasePrice',
  'avgCost',
  'stockValue',
]);

export function canSeeCost(auth: AuthContext): boolean {
  return can(auth, COST_PRICE_PERMISSION);
}

/** Deep copy without cost fields; the identity when the caller may see cost. */
export function stripCostFields<T>(auth: AuthContext, data: T): T {
  if (canSeeCost(auth)) return data;
  return strip(data) as T;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (!COST_FIELDS.has(k)) out[k] = strip(v);
    return out;
  }
  return value;
}
