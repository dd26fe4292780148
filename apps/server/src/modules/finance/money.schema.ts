// Tables of the partner money ledger: append-only money entries per (business group, partner
// kind, partner), and one balance row per partner changed with them in the same transaction,
// exactly as the stock ledger keeps stock_move and stock_balance.
import type { DocumentType } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { date, index, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refColumn, tsColumn, updatedAt } from '../../platform/db/columns';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** Whose account: what we owe a supplier (payable), what a customer owes us (receivable). */
export type PartnerKind = 'SUPPLIER' | 'CUSTOMER';

/**
 * The accounts of a partner: BALANCE (payable or receivable), DOWN_PAYMENT (money paid ahead:
 * a supplier's prepayments, a customer's pre-receipts, less what was used) and REBATE (a
 * periodic-rebate customer's accrued rebate not yet settled: > 0 is owed to the customer).
 */
export type MoneyAccount = 'BALANCE' | 'DOWN_PAYMENT' | 'REBATE';

/** What an entry records (GLOSSARY): its document's business meaning. */
export type MoneyEntryKind =
  | 'PURCHASE'
  | 'PURCHASE_RETURN'
  | 'PAYMENT'
  | 'PREPAYMENT'
  | 'PREPAYMENT_USED'
  | 'SALE'
  | 'SALE_RETURN'
  | 'COLLECTION'
  | 'PRE_RECEIPT'
  | 'PRE_RECEIPT_USED'
  | 'DISCOUNT'
  | 'REBATE';

/**
 * One change of a partner's money, never updated except its open amount: a correction is a
 * reversal's own entries. `amount` is signed (> 0 raises the account). A debt (a purchase, a
 * sale) is open for its amount until settled; a settling entry (a payment line) names the
 * entry it settles and lowers that entry's open amount by its own amount.
 */
export const moneyEntry = pgTable(
  'money_entry',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    partnerKind: text('partner_kind').$type<PartnerKind>().notNull(),
    partnerId: refColumn('partner_id').notNull(),
    account: text('account').$type<MoneyAccount>().notNull(),
    kind: text('kind').$type<MoneyEntryKind>().notNull(),
    documentType: text('document_type').$type<DocumentType>().notNull(),
    documentId: refColumn('document_id').notNull(),
    documentLineId: refColumn('document_line_id'),
    billNo: text('bill_no').notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    /** What is left to settle: between 0 and the amount, with the amount's sign. */
    openAmount: money('open_amount').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    /** The entry this one settles (a payment line, a return against its receipt). */
    settlesEntryId: refColumn('settles_entry_id'),
    /** Of this entry's amount, what it applied to the entry it settles (the rest stays open). */
    applied: money('applied').notNull().default('0'),
    /** When the open amount reached zero. */
    settledAt: tsColumn('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // A partner's ledger in order (statements, the supplier ledger screen).
    index('money_entry_partner_idx').on(t.businessGroupId, t.partnerKind, t.partnerId, t.billDate, t.id),
    index('money_entry_document_idx').on(t.documentId),
    // What a partner still has open (the payment and collection screens).
    index('money_entry_open_idx').on(t.businessGroupId, t.partnerKind, t.partnerId, t.id).where(sql`open_amount <> 0`),
    index('money_entry_settles_idx').on(t.settlesEntryId),
    // Debts cleared in a period (应收记录's cleared tab, spec §5: by bill no or clearing time).
    index('money_entry_settled_idx')
      .on(t.businessGroupId, t.partnerKind, t.settledAt)
      .where(sql`open_amount = 0 and settles_entry_id is null`),
  ],
);

/** A partner's balances: Σ of its entries per account, locked before its entries change. */
export const partnerBalance = pgTable(
  'partner_balance',
  {
    businessGroupId: refColumn('business_group_id').notNull(),
    partnerKind: text('partner_kind').$type<PartnerKind>().notNull(),
    partnerId: refColumn('partner_id').notNull(),
    balance: money('balance').notNull().default('0'),
    downPayment: money('down_payment').notNull().default('0'),
    /** Σ of the REBATE account's entries (periodic rebate accrued, not yet settled). */
    rebate: money('rebate').notNull().default('0'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.businessGroupId, t.partnerKind, t.partnerId] })],
);
