// The finance module's public face: the partner money ledger that purchasing, wholesale and
// the finance screens post to and read.

export { CLEAR_PLAN_MESSAGES } from './clear-plan.messages';
export { clearPlansOf } from './clear-plan.service';
export { activeStopSend, checkClearPlans } from './clear-plan-check';
export { COLLECTION_DISCOUNT_MESSAGES } from './collection-discount.messages';
export { unfinishedCollection } from './collection-lookup';
export { CUSTOMER_CREDIT_MESSAGES } from './customer-credit.messages';
export { seedDemoCustomerCredit } from './customer-credit.seed';
export {
  type CreditSummary,
  creditSummaries,
  creditSummaryOf,
  creditSummaryView,
} from './customer-credit.service';
export { customerCredit } from './customer-credit-document';
export { FINANCE_MESSAGES } from './finance.messages';
export { financeRoutes } from './finance.routes';
export { seedDemoFinance } from './finance.seed';
export type { MoneyAccount, MoneyEntryKind, PartnerKind } from './money.schema';
export { openAmountsByAge } from './money-ageing';
export {
  assertCompanyAccount,
  assertLinesTotal,
  assertOpenEntries,
  moneyDocumentOf,
  partnerOf,
  postReturnCredit,
  reverseMoneyHook,
  settledEntriesOnDetail,
} from './money-documents';
export {
  entriesByIds,
  entryOfDocument,
  type MoneyDocument,
  type MoneyEntryInput,
  openEntries,
  type PartnerKey,
  type PostedEntry,
  partnerBalances,
  postMoney,
  reverseMoney,
} from './money-ledger.service';
export { MONEY_CHECKS, type MoneyBreach, verifyMoneyLedger } from './money-verify';
export { type LedgerPeriod, ledgerDetail, ledgerSummary, ledgerSummaryBatches, type PartnerNames } from './partner-ledger.service';
export { POINTS_MESSAGES } from './points.messages';
export { seedDemoPoints } from './points.seed';
export { pointsOf, reverseDocumentPoints, takeBackReturnPoints } from './points-accrual';
export { pointsAdjust } from './points-document';
export { pointsBalances, postPoints } from './points-ledger.service';
export { POINTS_CHECKS, verifyPointsLedger } from './points-verify';
export { REBATE_MESSAGES } from './rebate.messages';
export { seedDemoRebates } from './rebate.seed';
export { reverseReturnRebate } from './rebate-accrual';
export { rebateAdjust } from './rebate-document';
export { discountSheet, preReceipt, settlement } from './receipt-documents';
export { RECONCILIATION_MESSAGES } from './reconciliation.messages';
export { reconciliationOf } from './reconciliation.service';
export { reconciliation } from './reconciliation-document';
export { planSaleMoney, postSaleMoney, type SaleMoney } from './sale-posting';
