// The payment discount at collection (付款折扣, DOMAIN 17). A collection line settling a
// delivery's receivable earns the best reviewed payment discount (pricing's
// `paymentDiscountsFor`) valid on the collection's date: basis DAYS when the delivery's bill
// date is at most D days before it, basis METHOD when every payment line of the collection is
// by the method it names. Its amount = the settled amount × percent, rounded half up to the fen.
//
// The client sends each line's discount as the screen showed it; the server recomputes it and
// refuses any other figure, naming `lines.N.paymentDiscount` — 0 (the discount not taken) or
// exactly what the rule gives. The document keeps what the user saw, the contract can balance
// the payments against it before the server is asked, and no client can invent a bigger one.
// The server stamps on the line which discount document applied (bill no, percent).
import type { PaymentType, SettlementPaymentDiscountLine } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { Actor, Draft } from '../../documents/document-definition';
import type { Executor } from '../../platform/db/client';
import { idArray, rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec } from '../../platform/money';
import { paymentDiscountsFor } from '../pricing/index';

/** The collection's payment method, when every payment line has the same one; else none. */
export function collectionMethod(payments: readonly { paymentType: PaymentType }[] | undefined): PaymentType | null {
  const methods = new Set((payments ?? []).map((p) => p.paymentType));
  return methods.size === 1 ? ([...methods][0] as PaymentType) : null;
}

/**
 * The payment discount each line earns: only a line settling a sale's receivable of this
 * customer by an amount > 0 can (a return's credit, a rebate cannot); one read of the entries,
 * one of the discounts.
 */
export async function paymentDiscountsOfLines(
  executor: Executor,
  businessGroupId: number,
  q: { customerId: number; billDate: string; paymentType: PaymentType | null; lines: { entryId: number; amount: string }[] },
): Promise<SettlementPaymentDiscountLine[]> {
  const ids = [...new Set(q.lines.map((l) => l.entryId))];
  const entries =
    ids.length === 0
      ? []
      : await rows<{ id: number; bill_date: string }>(
          executor,
          sql`select id, bill_date::text as bill_date from money_entry
              where business_group_id = ${businessGroupId} and id = any(${idArray(ids)}) and partner_kind = 'CUSTOMER'
                and partner_id = ${q.customerId} and account = 'BALANCE' and kind = 'SALE' and settles_entry_id is null`,
        );
  const deliveredOn = new Map(entries.map((e) => [Number(e.id), e.bill_date]));
  const hits = await paymentDiscountsFor(executor, businessGroupId, {
    deliveryDates: [...deliveredOn.values()],
    paidOn: q.billDate,
    paymentType: q.paymentType,
  });
  return q.lines.map((l) => {
    const day = deliveredOn.get(l.entryId);
    const hit = day === undefined ? undefined : hits.get(day);
    const amount = new Dec(l.amount);
    const off = hit && amount.gt(0) ? amount.times(hit.percent).div(100).toDecimalPlaces(2, Dec.ROUND_HALF_UP) : new Dec(0);
    // A discount is always less than what it settles (a line of 0.01 at 50 % earns none).
    const earned = hit && off.gt(0) && off.lt(amount);
    return {
      entryId: String(l.entryId),
      amount: amount.toFixed(2),
      percent: earned ? hit.percent : null,
      paymentDiscount: earned ? off.toFixed(2) : '0.00',
      billNo: earned ? hit.billNo : null,
      documentId: earned ? String(hit.documentId) : null,
    };
  });
}

/**
 * Each line's payment discount is 0 or what the rule gives, else refused naming the line's
 * field; the lines are stamped with the discount document that applied and the header with the
 * total taken off (the sum and the list read it).
 */
export async function assertPaymentDiscounts(tx: Executor, actor: Actor, draft: Draft): Promise<void> {
  const earned = await paymentDiscountsOfLines(tx, actor.businessGroupId, {
    customerId: draft.partnerId as number,
    billDate: draft.billDate,
    paymentType: collectionMethod(draft.header.payments as { paymentType: PaymentType }[] | undefined),
    lines: draft.lines.map((l) => ({ entryId: Number(l.extra.entryId), amount: l.amount ?? '0' })),
  });
  let total = new Dec(0);
  for (const [i, line] of draft.lines.entries()) {
    const given = new Dec(String(line.extra.paymentDiscount ?? '0'));
    const rule = earned[i] as SettlementPaymentDiscountLine;
    delete line.extra.paymentDiscountBillNo;
    delete line.extra.paymentDiscountDocumentId;
    delete line.extra.paymentDiscountPercent;
    line.extra.paymentDiscount = given.toFixed(2);
    if (given.isZero()) continue;
    if (rule.billNo === null) throw fail.field(`lines.${i}.paymentDiscount`, 'finance.paymentDiscountNotEarned', { line: i + 1 });
    if (!given.eq(rule.paymentDiscount)) {
      throw fail.field(`lines.${i}.paymentDiscount`, 'finance.paymentDiscountMismatch', {
        line: i + 1,
        amount: given.toFixed(2),
        expected: rule.paymentDiscount,
        billNo: rule.billNo,
        percent: rule.percent,
      });
    }
    line.extra.paymentDiscountBillNo = rule.billNo;
    line.extra.paymentDiscountDocumentId = rule.documentId;
    line.extra.paymentDiscountPercent = rule.percent;
    total = total.plus(given);
  }
  draft.header.paymentDiscount = total.toFixed(2);
}
