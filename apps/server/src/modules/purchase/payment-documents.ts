// Paying suppliers: the payment slip (付款单) settles open payables line by line, partly from
// the prepayment balance; the prepayment (预付款单) pays ahead into that balance.
import { DOCUMENT_SCREENS, paymentLine, paymentSaveBody, prepaymentLine, prepaymentSaveBody } from '@quire/contracts';
import { z } from 'zod';
import type { LoadedDocument } from '../../documents/document-definition';
import { screenPermissions } from '../../documents/document-definition';
import { lifecycleOf, prefixOf, registerDocumentType } from '../../documents/document-registry';
import { Dec } from '../../platform/money';
import {
  assertCompanyAccount,
  assertLinesTotal,
  assertOpenEntries,
  type MoneyEntryInput,
  moneyDocumentOf,
  partnerOf,
  postMoney,
  reverseMoneyHook,
  settledEntriesOnDetail,
} from '../finance/index';
import { assertSupplier } from './purchase-documents';

const supplierOf = (doc: LoadedDocument) => partnerOf('SUPPLIER', doc);

// ---- payment slip ----------------------------------------------------------------------

/**
 * Posting lowers the payable by each line, settling its entry; the part paid from the
 * prepayment balance lowers that balance (never below zero).
 */
export const payment = registerDocumentType({
  type: 'PAYMENT',
  prefix: prefixOf('PAYMENT'),
  body: paymentSaveBody,
  header: z.object({ supplierId: z.string(), accountId: z.string(), paymentType: z.string(), downPaymentUsed: z.string() }),
  line: paymentLine,
  ...lifecycleOf('PAYMENT'),
  headerColumns: { partnerId: 'supplierId' },
  validate: async (tx, draft, { actor }) => {
    await assertSupplier(tx, actor, draft.partnerId);
    await assertCompanyAccount(tx, actor, draft.header.accountId);
    assertLinesTotal(draft, 'purchase.paymentTotalMismatch');
    await assertOpenEntries(tx, actor, draft, 'SUPPLIER');
  },
  hooks: {
    onComplete: async (tx, doc) => {
      const supplier = supplierOf(doc);
      const entries: MoneyEntryInput[] = doc.lines.map((l) => ({
        ...supplier,
        account: 'BALANCE',
        kind: 'PAYMENT',
        lineId: l.id,
        amount: new Dec(l.amount ?? 0).negated(),
        settles: { entryId: Number(l.extra.entryId), mode: 'EXACT' },
      }));
      const used = new Dec(String(doc.header.downPaymentUsed ?? '0'));
      if (used.gt(0)) entries.push({ ...supplier, account: 'DOWN_PAYMENT', kind: 'PREPAYMENT_USED', lineId: null, amount: used.negated() });
      await postMoney(tx, moneyDocumentOf(doc), entries);
    },
    onReverse: reverseMoneyHook,
  },
  detailLines: settledEntriesOnDetail,
  permissions: screenPermissions(DOCUMENT_SCREENS.PAYMENT),
});

// ---- prepayment ------------------------------------------------------------------------

/** Posting raises the supplier's prepayment balance by the total. */
export const prepayment = registerDocumentType({
  type: 'PREPAYMENT',
  prefix: prefixOf('PREPAYMENT'),
  body: prepaymentSaveBody,
  header: z.object({ supplierId: z.string(), accountId: z.string(), paymentType: z.string() }),
  line: prepaymentLine,
  ...lifecycleOf('PREPAYMENT'),
  headerColumns: { partnerId: 'supplierId' },
  validate: async (tx, draft, { actor }) => {
    await assertSupplier(tx, actor, draft.partnerId);
    await assertCompanyAccount(tx, actor, draft.header.accountId);
  },
  hooks: {
    onComplete: async (tx, doc) => {
      await postMoney(
        tx,
        moneyDocumentOf(doc),
        doc.lines.map((l) => ({
          ...supplierOf(doc),
          account: 'DOWN_PAYMENT',
          kind: 'PREPAYMENT',
          lineId: l.id,
          amount: new Dec(l.amount ?? 0),
        })),
      );
    },
    onReverse: reverseMoneyHook,
  },
  permissions: screenPermissions(DOCUMENT_SCREENS.PREPAYMENT),
});
