// A customer's credit limit (信用额度) and credit control (信用控制) as the finance module reads
// and changes them: the credit sheet (客户授信单) sets them once reviewed and puts back what it
// replaced when it is undone; the credit summary reads them for many customers at once.
import type { Executor } from '../../platform/db/client';
import { type CustomerTerms, customerTerms } from './customer-terms';

export type CustomerCreditLimit = CustomerTerms<'ifCreditLimit' | 'creditLimit'>;

const creditLimit = customerTerms(['ifCreditLimit', 'creditLimit']);
/** The credit limits of the group's customers by id (others are left out), one read. */
export const customerCreditLimits = creditLimit.read;
/** The customer's limit, its row locked: two credit sheets of one customer apply one after the other. */
export const lockCustomerCreditLimit = creditLimit.lock;
/** Sets the customer's limit and credit control (the caller holds its lock). */
export const setCustomerCreditLimit = creditLimit.set;

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
