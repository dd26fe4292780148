import type { Executor } from '../../platform/db/client';

/**
 * Other modules (stock, documents) tell the warehouse module which warehouses or locations they
 * use, so a delete is refused instead of leaving rows that point nowhere. A check gets candidate
 * ids and returns those in use.
 */
export type WarehouseUsageKind = 'logical' | 'location';
export type WarehouseUsageCheck = (tx: Executor, ids: number[]) => Promise<number[]>;

const checks: Record<WarehouseUsageKind, WarehouseUsageCheck[]> = { logical: [], location: [] };

export function registerWarehouseUsageCheck(kind: WarehouseUsageKind, check: WarehouseUsageCheck): void {
  checks[kind].push(check);
}

/** The first of these ids some module uses, or null. */
export async function firstUsed(tx: Executor, kind: WarehouseUsageKind, ids: number[]): Promise<number | null> {
  if (ids.length === 0) return null;
  for (const check of checks[kind]) {
    const used = await check(tx, ids);
    if (used.length > 0) return used[0];
  }
  return null;
}
