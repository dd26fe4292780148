// Customers' money on the document engine (DOMAIN 11): the collection (收款单) settles open
// receivables line by line, partly from the pre-receipt balance, the rest received by payment
// methods (one online line, its payment code scanned); the pre-receipt (预收款单) takes a down
// payment into that balance; the discount sheet (折让单) lowers receivables it names.
import {
  DOCUMENT_SCREENS,
  discountLine,
  discountSaveBody,
  preReceiptLine,
  preReceiptSaveBody,
  settlementLine,
  settlementPayment,
  settlementSaveBody,
} from '@quire/contracts';
import { z } from 'zod';
import type { Actor, Draft } from '../../documents/document-definition';
import { screenPermissions } from '../../documents/document-definition';
import { lifecycleOf, prefixOf, registerDocumentType } from '../../documents/document-registry';
import type { Executor } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { Dec } from '../../platform/money';
import { getCustomerForSale } from '../partner/index';
import { clearCoveredStops } from './clear-plan-check';
import { assertPaymentDiscounts } from './collection-discount';
import {
  assertCompanyAccount,
  assertLinesTotal,
  assertOpenEntries,
  moneyDocumentOf,
  partnerOf,
  reverseMoneyHook,
  settledEntriesOnDetail,
} from './money-documents';
import { type MoneyEntryInput, partnerBalances, postMoney } from './money-ledger.service';

/** The customer is the caller's group's (a disabled customer may still pay what it owes). */
export async function assertCustomer(tx: Executor, actor: Actor, customerId: number | null): Promise<void> {
  const found = customerId === null ? null : await getCustomerForSale(tx, actor.businessGroupId, customerId);
  if (!found) throw fail.field('customerId', 'finance.customerUnknown');
}

/** Used down payment ≤ the customer's pre-receipt balance now (checked again, under lock, when posted). */
async function assertDownPayment(tx: Executor, actor: Actor, draft: Draft): Promise<void> {
  const used = new Dec(String(draft.header.downPaymentUsed ?? '0'));
  if (!used.gt(0)) return;
  const { downPayment } = await partnerBalances(tx, actor.businessGroupId, {
    partnerKind: 'CUSTOMER',
    partnerId: draft.partnerId as number,
  });
  if (used.gt(downPayment)) {
    throw fail.field('downPaymentUsed', 'finance.downPaymentOverBalance', {
      amount: used.toFixed(2),
      available: new Dec(downPayment).toFixed(2),
    });
  }
}

const customerScreen = { headerColumns: { partnerId: 'customerId' } } as const;

// ---- collection ------------------------------------------------------------------------

/**
 * Posting settles each line's entry (a receivable lowered, a return's credit used up) and
 * lowers the pre-receipt balance by what it used; a reversal gives back exactly that.
 */
export const settlement = registerDocumentType({
  type: 'SETTLEMENT',
  prefix: prefixOf('SETTLEMENT'),
  body: settlementSaveBody,
  header: z.object({
    customerId: z.string(),
    accountId: z.string(),
    downPaymentUsed: z.string(),
    concession: z.string(),
    payments: z.array(settlementPayment),
    paymentDiscount: z.string().optional(),
  }),
  line: settlementLine,
  ...lifecycleOf('SETTLEMENT'),
  ...customerScreen,
  validate: async (tx, draft, { actor }) => {
    await assertCustomer(tx, actor, draft.partnerId);
    await assertCompanyAccount(tx, actor, draft.header.accountId);
    assertLinesTotal(draft, 'finance.collectionTotalMismatch');
    await assertOpenEntries(tx, actor, draft, 'CUSTOMER');
    await assertDownPayment(tx, actor, draft);
    await assertPaymentDiscounts(tx, actor, draft);
  },
  hooks: {
    onComplete: async (tx, doc) => {
      const customer = partnerOf('CUSTOMER', doc);
      // A line's payment discount settles its part of the receivable as a discount entry (the
      // customer ledger shows it, the statement counts it with the discounts); the rest is collected.
      const entries: MoneyEntryInput[] = doc.lines.flatMap((l): MoneyEntryInput[] => {
        const settles = { entryId: Number(l.extra.entryId), mode: 'EXACT' } as const;
        const off = new Dec(String(l.extra.paymentDiscount ?? '0'));
        const collected: MoneyEntryInput = {
          ...customer,
          account: 'BALANCE',
          kind: 'COLLECTION',
          lineId: l.id,
          amount: new Dec(l.amount ?? 0).minus(off).negated(),
          settles,
        };
        if (!off.gt(0)) return [collected];
        return [collected, { ...customer, account: 'BALANCE', kind: 'DISCOUNT', lineId: l.id, amount: off.negated(), settles }];
      });
      const used = new Dec(String(doc.header.downPaymentUsed ?? '0'));
      if (used.gt(0))
        entries.push({ ...customer, account: 'DOWN_PAYMENT', kind: 'PRE_RECEIPT_USED', lineId: null, amount: used.negated() });
      await postMoney(tx, moneyDocumentOf(doc), entries);
      // 应收管控: a stop this collection covers lifts at once, not at the next check.
      await clearCoveredStops(tx, { businessGroupId: doc.businessGroupId, customerId: customer.partnerId }, 'COLLECTION');
    },
    onReverse: reverseMoneyHook,
  },
  detailLines: settledEntriesOnDetail,
  permissions: screenPermissions(DOCUMENT_SCREENS.SETTLEMENT),
});

// ---- pre-receipt -----------------------------------------------------------------------

/** Posting raises the customer's pre-receipt (down payment) balance by the total. */
export const preReceipt = registerDocumentType({
  type: 'PRE_RECEIPT',
  prefix: prefixOf('PRE_RECEIPT'),
  body: preReceiptSaveBody,
  header: z.object({ customerId: z.string(), accountId: z.string(), paymentType: z.string(), reference: z.string().nullable() }),
  line: preReceiptLine,
  ...lifecycleOf('PRE_RECEIPT'),
  ...customerScreen,
  validate: async (tx, draft, { actor }) => {
    await assertCustomer(tx, actor, draft.partnerId);
    await assertCompanyAccount(tx, actor, draft.header.accountId);
  },
  hooks: {
    onComplete: async (tx, doc) => {
      await postMoney(
        tx,
        moneyDocumentOf(doc),
        doc.lines.map((l) => ({
          ...partnerOf('CUSTOMER', doc),
          account: 'DOWN_PAYMENT',
          kind: 'PRE_RECEIPT',
          lineId: l.id,
          amount: new Dec(l.amount ?? 0),
        })),
      );
    },
    onReverse: reverseMoneyHook,
  },
  permissions: screenPermissions(DOCUMENT_SCREENS.PRE_RECEIPT),
});

// ---- discount sheet --------------------------------------------------------------------

/** Posting lowers each named receivable by its line (a settling entry on it), never beyond what is open. */
export const discountSheet = registerDocumentType({
  type: 'DISCOUNT',
  prefix: prefixOf('DISCOUNT'),
  body: discountSaveBody,
  header: z.object({ customerId: z.string(), reason: z.string() }),
  line: discountLine,
  ...lifecycleOf('DISCOUNT'),
  ...customerScreen,
  validate: async (tx, draft, { actor }) => {
    await assertCustomer(tx, actor, draft.partnerId);
    await assertOpenEntries(tx, actor, draft, 'CUSTOMER');
  },
  hooks: {
    onComplete: async (tx, doc) => {
      await postMoney(
        tx,
        moneyDocumentOf(doc),
        doc.lines.map((l) => ({
          ...partnerOf('CUSTOMER', doc),
          account: 'BALANCE',
          kind: 'DISCOUNT',
          lineId: l.id,
          amount: new Dec(l.amount ?? 0).negated(),
          settles: { entryId: Number(l.extra.entryId), mode: 'EXACT' },
        })),
      );
    },
    onReverse: reverseMoneyHook,
  },
  detailLines: settledEntriesOnDetail,
  permissions: screenPermissions(DOCUMENT_SCREENS.DISCOUNT),
});
