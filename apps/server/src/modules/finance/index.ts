// The finance module's public face: the partner money ledger that purchasing, wholesale and
// the finance screens post to and read.

export { FINANCE_MESSAGES } from './finance.messages';
export type { MoneyAccount, MoneyEntryKind, PartnerKind } from './money.schema';
export {
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
