// A customer's rebate ratio and type (DOMAIN 13) as the finance module reads and changes them:
// sales read them when they post, the rebate ratio audit (返利比例审核单) sets them once
// reviewed and puts back what it replaced when it is undone.
import type { RebateType } from '@quire/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/client';
import { customerInfo } from './partner.schema';

export type CustomerRebate = {
  id: number;
  customerName: string;
  /** 0–100, two decimals. */
  rebateRatio: string;
  rebateType: RebateType | null;
  /** Points per 100 of sales (DOMAIN 14), 0 when the customer earns none. */
  rewardRatio: string;
};

const columns = {
  id: customerInfo.id,
  customerName: customerInfo.customerName,
  rebateRatio: customerInfo.rebateRatio,
  rebateType: customerInfo.rebateType,
  rewardRatio: customerInfo.rewardRatio,
};

/** The rebate terms of the group's customers by id (others are left out), one read. */
export async function customerRebates(executor: Executor, belongId: number, ids: number[]): Promise<Map<number, CustomerRebate>> {
  if (ids.length === 0) return new Map();
  const found = await executor
    .select(columns)
    .from(customerInfo)
    .where(and(eq(customerInfo.businessGroupId, belongId), inArray(customerInfo.id, ids)));
  return new Map(found.map((r) => [r.id, r]));
}

/** The customer's rebate terms, its row locked until the transaction ends; null when not in the group. */
export async function lockCustomerRebate(tx: Tx, belongId: number, id: number): Promise<CustomerRebate | null> {
  const [row] = await tx
    .select(columns)
    .from(customerInfo)
    .where(and(eq(customerInfo.businessGroupId, belongId), eq(customerInfo.id, id)))
    .for('update');
  return row ?? null;
}

/** Sets the customer's rebate ratio and type (the caller holds its lock). */
export async function setCustomerRebate(
  tx: Tx,
  belongId: number,
  id: number,
  value: { rebateRatio: string; rebateType: RebateType | null; updatedBy: number },
): Promise<void> {
  await tx
    .update(customerInfo)
    .set({ rebateRatio: value.rebateRatio, rebateType: value.rebateType, updatedBy: value.updatedBy, updatedAt: sql`now()` })
    .where(and(eq(customerInfo.businessGroupId, belongId), eq(customerInfo.id, id)));
}
