// Paying suppliers: the payment slip (付款单) settles open payables line by line, partly from
// the prepayment balance; the prepayment (预付款单) pays ahead into that balance.
import { DOCUMENT_SCREENS, paymentLine, paymentSaveBody, prepaymentLine, prepaymentSaveBody } from '@quire/contracts';
import { z } from 'zod';
import type { Actor, DocumentHooks, Draft, LoadedDocument } from '../../documents/document-definition';
import { screenPermissions } from '../../documents/document-definition';
import { lifecycleOf, prefixOf, registerDocumentType } from '../../documents/document-registry';
import type { Executor } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { Dec } from '../../platform/money';
import { companyAccountOf } from '../basic/index';
import { entriesByIds, type MoneyEntryInput, postMoney, reverseMoney } from '../finance/index';
import { ledgerDocument } from '../inventory/index';
import { assertSupplier } from './purchase-documents';

async function assertAccount(tx: Executor, actor: Actor, accountId: unknown): Promise<void> {
  const found =
    typeof accountId === 'string' || typeof accountId === 'number'
      ? await companyAccountOf(tx, actor.businessGroupId, Number(accountId))
      : null;
  if (!found) throw fail.field('accountId', 'purchase.accountUnknown');
  if (!found.enabled) throw fail.field('accountId', 'purchase.accountDisabled', { name: found.name });
}

/**
 * Each line's entry is an open payable of this supplier in the group, and the line takes no
 * more than is open (checked again, under lock, when posted).
 */
async function assertOpenEntries(tx: Executor, actor: Actor, draft: Draft): Promise<void> {
  const entries = await entriesByIds(
    tx,
    actor.businessGroupId,
    draft.lines.map((l) => Number(l.extra.entryId)),
  );
  for (const [i, line] of draft.lines.entries()) {
    const entry = entries.get(Number(line.extra.entryId));
    if (!entry || entry.partnerKind !== 'SUPPLIER' || entry.partnerId !== draft.partnerId || entry.account !== 'BALANCE') {
      throw fail.field(`lines.${i}.entryId`, 'finance.entryUnknown', { line: i + 1 });
    }
    const open = new Dec(entry.openAmount);
    if (!open.gt(0) || new Dec(line.amount ?? 0).gt(open)) {
      throw fail.field(`lines.${i}.amount`, 'finance.overSettled', {
        billNo: entry.billNo,
        open: open.toFixed(2),
        amount: new Dec(line.amount ?? 0).toFixed(2),
      });
    }
  }
}

const reverseHook: NonNullable<DocumentHooks['onReverse']> = async (tx, original, reversal) => {
  const lineMap = new Map(reversal.lines.map((l) => [Number(l.extra.reversalOfLineId), l.id]));
  await reverseMoney(tx, ledgerDocument(reversal), original.id, lineMap);
};

const supplierOf = (doc: LoadedDocument) => ({ partnerKind: 'SUPPLIER' as const, partnerId: doc.partnerId as number });

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
    await assertAccount(tx, actor, draft.header.accountId);
    await assertOpenEntries(tx, actor, draft);
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
      await postMoney(tx, ledgerDocument(doc), entries);
    },
    onReverse: reverseHook,
  },
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
    await assertAccount(tx, actor, draft.header.accountId);
  },
  hooks: {
    onComplete: async (tx, doc) => {
      await postMoney(
        tx,
        ledgerDocument(doc),
        doc.lines.map((l) => ({
          ...supplierOf(doc),
          account: 'DOWN_PAYMENT',
          kind: 'PREPAYMENT',
          lineId: l.id,
          amount: new Dec(l.amount ?? 0),
        })),
      );
    },
    onReverse: reverseHook,
  },
  permissions: screenPermissions(DOCUMENT_SCREENS.PREPAYMENT),
});
