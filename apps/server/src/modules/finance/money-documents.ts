// What every money document shares, whichever partner it pays or collects: the paying or
// receiving account, lines that settle open entries of the partner, the total the user saw,
// the reversal that gives back what was settled, and the detail naming each settled entry.
// Payments and prepayments (suppliers) and collections, pre-receipts and discount sheets
// (customers) differ only in the partner kind.
import {
  type Actor,
  type DocumentDefinition,
  type DocumentHooks,
  type Draft,
  type LoadedDocument,
  linesAmount,
} from '../../documents/document-definition';
import type { Executor } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import type { MessageKey } from '../../platform/i18n/messages';
import { Dec, type Rounding, roundAmount } from '../../platform/money';
import { companyAccountOf } from '../basic/index';
import type { MoneyEntryKind, PartnerKind } from './money.schema';
import { entriesByIds, entryOfDocument, type MoneyDocument, postMoney, reverseMoney } from './money-ledger.service';

/** The document a money document's entries belong to. */
export const moneyDocumentOf = (doc: LoadedDocument): MoneyDocument => ({
  businessGroupId: doc.businessGroupId,
  documentType: doc.type,
  documentId: doc.id,
  billNo: doc.billNo,
  billDate: doc.billDate,
});

/** The partner of a posted money document. */
export const partnerOf = (partnerKind: PartnerKind, doc: LoadedDocument) => ({ partnerKind, partnerId: doc.partnerId as number });

/**
 * A return's credit to its partner (a sale return to the customer, a purchase return from the
 * supplier): the return's total off the balance account, settling the entry its source booked
 * (the sale's receivable, the receipt's payable) as far as that is still open; the rest stays a
 * credit. Without a source, or when the source booked nothing, all of it is a credit.
 */
export async function postReturnCredit(
  tx: Executor,
  doc: LoadedDocument,
  rounding: Rounding,
  credit: { partnerKind: PartnerKind; kind: MoneyEntryKind; source: { documentId: number; kind: MoneyEntryKind } | undefined },
): Promise<void> {
  const entry = credit.source ? await entryOfDocument(tx, doc.businessGroupId, credit.source.documentId, credit.source.kind) : null;
  await postMoney(tx, moneyDocumentOf(doc), [
    {
      ...partnerOf(credit.partnerKind, doc),
      account: 'BALANCE',
      kind: credit.kind,
      lineId: null,
      amount: roundAmount(linesAmount(doc.lines), rounding).negated(),
      ...(entry === null ? {} : { settles: { entryId: entry, mode: 'UP_TO' as const } }),
    },
  ]);
}

/** The company account (付款账户 / 收款账户) is the group's and enabled. */
export async function assertCompanyAccount(tx: Executor, actor: Actor, accountId: unknown): Promise<void> {
  const found =
    typeof accountId === 'string' || typeof accountId === 'number'
      ? await companyAccountOf(tx, actor.businessGroupId, Number(accountId))
      : null;
  if (!found) throw fail.field('accountId', 'finance.accountUnknown');
  if (!found.enabled) throw fail.field('accountId', 'finance.accountDisabled', { name: found.name });
}

/**
 * Each line's entry is an open balance entry of this partner in the group, and the line takes
 * no more than is open, with its sign (a receivable by an amount > 0, a return's credit by one
 * < 0); checked again, under lock, when posted.
 */
export async function assertOpenEntries(tx: Executor, actor: Actor, draft: Draft, partnerKind: PartnerKind): Promise<void> {
  const entries = await entriesByIds(
    tx,
    actor.businessGroupId,
    draft.lines.map((l) => Number(l.extra.entryId)),
  );
  for (const [i, line] of draft.lines.entries()) {
    const entry = entries.get(Number(line.extra.entryId));
    if (!entry || entry.partnerKind !== partnerKind || entry.partnerId !== draft.partnerId || entry.account !== 'BALANCE') {
      throw fail.field(`lines.${i}.entryId`, 'finance.entryUnknown', { line: i + 1 });
    }
    const open = new Dec(entry.openAmount);
    const amount = new Dec(line.amount ?? 0);
    if (open.isZero() || open.isNeg() !== amount.isNeg() || amount.abs().gt(open.abs())) {
      throw fail.field(`lines.${i}.amount`, 'finance.overSettled', {
        billNo: entry.billNo,
        open: open.toFixed(2),
        amount: amount.toFixed(2),
      });
    }
  }
}

/** The total the user saw (付款金额合计, 本次收款合计), when sent, is the sum of the lines to the fen; refused in the type's words. */
export function assertLinesTotal(draft: Draft, mismatch: MessageKey): void {
  const total = draft.header.totalAmount;
  if (total === undefined || total === null) return;
  const sum = draft.lines.reduce((s, l) => s.plus(l.amount ?? 0), new Dec(0));
  if (!new Dec(String(total)).eq(sum)) {
    throw fail.field('totalAmount', mismatch, { total: new Dec(String(total)).toFixed(2), sum: sum.toFixed(2) });
  }
}

/** A money document's reversal: every entry negated, what it settled given back exactly. */
export const reverseMoneyHook: NonNullable<DocumentHooks['onReverse']> = async (tx, original, reversal) => {
  const lineMap = new Map(reversal.lines.map((l) => [Number(l.extra.reversalOfLineId), l.id]));
  await reverseMoney(tx, moneyDocumentOf(reversal), original.id, lineMap);
};

/**
 * A settling line on the detail names the entry it settles by its document: entryBillNo,
 * entryBillDate, entryDocumentType and entryDocumentId (one read for all the lines).
 */
export const settledEntriesOnDetail: NonNullable<DocumentDefinition['detailLines']> = async (executor, businessGroupId, lines) => {
  const ids = lines.flatMap((l) => (l.entryId === undefined || l.entryId === null ? [] : [Number(l.entryId)]));
  const entries = await entriesByIds(executor, businessGroupId, ids);
  return lines.map((l) => {
    const entry = entries.get(Number(l.entryId));
    return entry
      ? {
          ...l,
          entryBillNo: entry.billNo,
          entryBillDate: entry.billDate,
          entryDocumentType: entry.documentType,
          entryDocumentId: String(entry.documentId),
        }
      : l;
  });
};
