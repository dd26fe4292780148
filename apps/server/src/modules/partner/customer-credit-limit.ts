// A customer's credit limit (信用额度) and credit control (信用控制) as the finance module reads
// and changes them: the credit sheet (客户授信单) sets them once reviewed and puts back what it
// replaced when it is undone; the credit summary reads them for many customers at once.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/client';
import { customerInfo } from './partner.schema';

export type CustomerCreditLimit = {
  id: number;
  customerName: string;
  ifCreditLimit: boolean;
  /** Decimal string, or null when none is set. */
  creditLimit: string | null;
};

const columns = {
  id: customerInfo.id,
  customerName: customerInfo.customerName,
  ifCreditLimit: customerInfo.ifCreditLimit,
  creditLimit: customerInfo.creditLimit,
};

/** The credit limits of the group's customers by id (others are left out), one read. */
export async function customerCreditLimits(executor: Executor, belongId: number, ids: number[]): Promise<Map<number, CustomerCreditLimit>> {
  if (ids.length === 0) return new Map();
  const found = await executor
    .select(columns)
    .from(customerInfo)
    .where(and(eq(customerInfo.businessGroupId, belongId), inArray(customerInfo.id, ids)));
  return new Map(found.map((r) => [r.id, r]));
}

/**
 * The customer's limit, its row locked until the transaction ends: two credit sheets of one
 * customer reviewed at once apply one after the other. Null when not in the group.
 */
export async function lockCustomerCreditLimit(tx: Tx, belongId: number, id: number): Promise<CustomerCreditLimit | null> {
  const [row] = await tx
    .select(columns)
    .from(customerInfo)
    .where(and(eq(customerInfo.businessGroupId, belongId), eq(customerInfo.id, id)))
    .for('update');
  return row ?? null;
}

/** Sets the customer's limit and credit control (the caller holds its lock). */
export async function setCustomerCreditLimit(
  tx: Tx,
  belongId: number,
  id: number,
  value: { ifCreditLimit: boolean; creditLimit: string | null; updatedBy: number },
): Promise<void> {
  await tx
    .update(customerInfo)
    .set({ ifCreditLimit: value.ifCreditLimit, creditLimit: value.creditLimit, updatedBy: value.updatedBy, updatedAt: sql`now()` })
    .where(and(eq(customerInfo.businessGroupId, belongId), eq(customerInfo.id, id)));
}

/**
 * What the customer list asks of finance (which reads customers, so it cannot be imported
 * here): the credit summaries of customers by id (total credit with the temporary credits
 * valid today, occupied by receivables and unsent orders). Installed by the composition root.
 */
export const customerCreditPort = {
  creditSummaries: async (_db: Executor, _belongId: number, _ids: number[]): Promise<Map<number, CustomerCreditFigures>> => new Map(),
  /** The receivable control plan covering each customer (应收管控方案 names its customers). */
  clearPlans: async (_db: Executor, _belongId: number, _ids: number[]): Promise<Map<number, { id: number; name: string }>> => new Map(),
  /** The points balance of each customer (积分). */
  points: async (_db: Executor, _belongId: number, _ids: number[]): Promise<Map<number, number>> => new Map(),
};

/** A customer's receivable and credit now, as finance reckons them (2-decimal strings). */
export type CustomerCreditFigures = {
  receivable: string;
  totalCreditAmt: string;
  totalCreditLockAmt: string;
  remainingCredit: string;
};
