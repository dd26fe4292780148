// Rebates as sales and returns post (DOMAIN 13). The base is the net amount of a sale's lines
// whose SKU is on a rebate goods list valid on the bill date and on no no-discount list; the
// rebate is round(base × the customer's ratio / 100, 2), shared over those lines (each line keeps
// its part in extra.rebate and the ratio in extra.rebateRatio, the last takes the rounding) so
// returns reverse it pro rata; the sale and return screens show both.
//   CASH_BACK: a REBATE entry on the customer's BALANCE account, negative (lowers the receivable).
//   PERIODIC:  accrued on the customer's REBATE account (> 0 is owed to the customer), settled
//              after the period by an AMOUNT rebate sheet (rebate.service.ts).
// A reversal (红冲) of the sale or return reverses these entries with the rest (reverseMoney).
import { sql } from 'drizzle-orm';
import type { LoadedDocument } from '../../documents/document-definition';
import type { Executor } from '../../platform/db/client';
import { idArray, rows } from '../../platform/db/sql-util';
import { Dec } from '../../platform/money';
import { customerRebates } from '../partner/index';
import { rebateSkusOf } from '../pricing/index';
import { keepLineMoney, type LineMoney } from './line-money';
import type { MoneyAccount } from './money.schema';
import { type MoneyDocument, type MoneyEntryInput, postMoney } from './money-ledger.service';
import { earnsRebate, type SaleTerms } from './sale-terms';

const cents = (d: Dec) => d.toDecimalPlaces(2, Dec.ROUND_HALF_UP);

/** Which account a rebate type accrues on. */
export const rebateAccountOf = (type: string | null): MoneyAccount => (type === 'PERIODIC' ? 'REBATE' : 'BALANCE');

/** The money ledger's view of a document. */
export const moneyDocument = (doc: LoadedDocument): MoneyDocument => ({
  businessGroupId: doc.businessGroupId,
  documentType: doc.type,
  documentId: doc.id,
  billNo: doc.billNo,
  billDate: doc.billDate,
});

export type LineRebate = { lineId: number; rebate: Dec; account: MoneyAccount; ratio: string | null };

/** A line's rebate as the line keeps it (keepLineMoney). */
export const rebateOnLine = (p: LineRebate): LineMoney => ({
  id: p.lineId,
  rebate: p.rebate.toFixed(2),
  account: p.account,
  ratio: p.ratio,
});

/** The entry of a document's rebate on the account: CASH_BACK lowers the receivable, PERIODIC raises what is accrued. */
function rebateEntry(doc: LoadedDocument, account: MoneyAccount, owed: Dec): MoneyEntryInput {
  return {
    partnerKind: 'CUSTOMER',
    partnerId: doc.partnerId as number,
    account,
    kind: 'REBATE',
    lineId: null,
    amount: account === 'BALANCE' ? owed.negated() : owed,
  };
}

/** What a posting sale's rebate comes to: each rebate line's part and the one entry of their total. */
export type SaleRebate = { parts: LineRebate[]; entry: MoneyEntryInput };

/**
 * A wholesale sale's rebate as it posts (COMPLETE), credited or accrued by the customer's type,
 * decided from its terms (saleTerms) without touching the database: null when it earns none.
 */
export function saleRebate(doc: LoadedDocument, terms: SaleTerms): SaleRebate | null {
  const customer = terms.customer;
  if (!customer?.rebateType || !new Dec(customer.rebateRatio).gt(0)) return null;
  const rebateLines = doc.lines.filter((l) => l.skuId !== null && new Dec(l.amount ?? 0).gt(0) && earnsRebate(terms.kinds.get(l.skuId)));
  const base = rebateLines.reduce((s, l) => s.plus(l.amount ?? 0), new Dec(0));
  const ratio = new Dec(customer.rebateRatio).div(100);
  const total = cents(base.times(ratio));
  if (!total.gt(0)) return null;
  const account = rebateAccountOf(customer.rebateType);
  const ratioText = new Dec(customer.rebateRatio).toFixed(2);
  let left = total;
  const parts = rebateLines.map((l, i): LineRebate => {
    const rebate = i === rebateLines.length - 1 ? left : Dec.min(left, cents(new Dec(l.amount ?? 0).times(ratio)));
    left = left.minus(rebate);
    return { lineId: l.id, rebate, account, ratio: ratioText };
  });
  return { parts, entry: rebateEntry(doc, account, total) };
}

type SourceLine = {
  id: number;
  qty: string;
  rebate: string | null;
  ratio: string | null;
  account: MoneyAccount | null;
  returned_qty: string;
  reversed: string;
};

/**
 * A wholesale return posts: a linked line gives back its sale line's rebate pro rata (rebate ×
 * returned ÷ sold, rounded 2; never more than is left of it, and exactly what is left once all
 * is returned) on the account the sale used; an unlinked line at the customer's current ratio
 * on rebate goods, on the account of its current type.
 */
export async function reverseReturnRebate(tx: Executor, doc: LoadedDocument): Promise<void> {
  const g = doc.businessGroupId;
  const customerId = doc.partnerId as number;
  const linked = doc.lines.filter((l) => l.sourceLineId !== null);
  const unlinked = doc.lines.filter((l) => l.sourceLineId === null && l.skuId !== null && new Dec(l.amount ?? 0).gt(0));
  const sources = new Map<number, SourceLine>();
  if (linked.length > 0) {
    const found = await rows<SourceLine>(
      tx,
      sql`select s.id, s.qty::text as qty, s.extra ->> 'rebate' as rebate, s.extra ->> 'rebateRatio' as ratio, s.extra ->> 'rebateAccount' as account,
                 coalesce(r.qty, 0)::text as returned_qty, coalesce(r.rebate, 0)::text as reversed
          from document_line s
          left join lateral (
            select sum(l.qty) as qty, sum(coalesce((l.extra ->> 'rebate')::numeric, 0)) as rebate
            from document_line l join document d on d.id = l.document_id
            where l.source_line_id = s.id and d.type = 'WHOLESALE_RETURN' and d.status = 'COMPLETE' and d.id <> ${doc.id}
              and d.reversal_of_id is null and not exists (select 1 from document x where x.reversal_of_id = d.id)
          ) r on true
          where s.business_group_id = ${g} and s.id = any(${idArray(linked.map((l) => l.sourceLineId as number))})`,
    );
    for (const r of found) sources.set(Number(r.id), r);
  }
  const parts: LineRebate[] = [];
  for (const l of linked) {
    const s = sources.get(l.sourceLineId as number);
    if (!s?.rebate || !s.account) continue;
    const rebate = new Dec(s.rebate);
    const left = rebate.minus(s.reversed);
    if (!left.gt(0)) continue;
    const qty = new Dec(l.qty).abs();
    const all = new Dec(s.returned_qty).plus(qty).gte(s.qty);
    const back = all ? left : Dec.min(left, cents(rebate.times(qty).div(s.qty)));
    if (back.gt(0)) parts.push({ lineId: l.id, rebate: back, account: s.account, ratio: s.ratio });
  }
  if (unlinked.length > 0) {
    const customer = (await customerRebates(tx, g, [customerId])).get(customerId);
    if (customer?.rebateType && new Dec(customer.rebateRatio).gt(0)) {
      const eligible = await rebateSkusOf(
        tx,
        g,
        unlinked.map((l) => l.skuId as number),
        doc.billDate,
      );
      const ratio = new Dec(customer.rebateRatio).div(100);
      const account = rebateAccountOf(customer.rebateType);
      const ratioText = new Dec(customer.rebateRatio).toFixed(2);
      for (const l of unlinked) {
        if (!eligible.has(l.skuId as number)) continue;
        const back = cents(new Dec(l.amount ?? 0).times(ratio));
        if (back.gt(0)) parts.push({ lineId: l.id, rebate: back, account, ratio: ratioText });
      }
    }
  }
  if (parts.length === 0) return;
  await keepLineMoney(tx, g, parts.map(rebateOnLine));
  const byAccount = new Map<MoneyAccount, Dec>();
  for (const p of parts) byAccount.set(p.account, (byAccount.get(p.account) ?? new Dec(0)).plus(p.rebate));
  // Given back: the receivable rises again (CASH_BACK), what is accrued falls (PERIODIC).
  await postMoney(
    tx,
    moneyDocument(doc),
    [...byAccount].map(([account, owed]) => rebateEntry(doc, account, owed.negated())),
  );
}
