// A customer's rebate ratio and type (DOMAIN 13) as the finance module reads and changes them:
// sales read them when they post, the rebate ratio audit (返利比例审核单) sets them once
// reviewed and puts back what it replaced when it is undone.
import { type CustomerTerms, customerTerms } from './customer-terms';

/** rebateRatio 0–100 (two decimals); rewardRatio: points per 100 of sales (DOMAIN 14), 0 when none. */
export type CustomerRebate = CustomerTerms<'rebateRatio' | 'rebateType' | 'rewardRatio'>;

const rebate = customerTerms(['rebateRatio', 'rebateType', 'rewardRatio']);
/** The rebate terms of the group's customers by id (others are left out), one read. */
export const customerRebates = rebate.read;
/** The customer's rebate terms, its row locked until the transaction ends; null when not in the group. */
export const lockCustomerRebate = rebate.lock;
/** Sets the customer's rebate ratio and type (the caller holds its lock). */
export const setCustomerRebate = rebate.set;
