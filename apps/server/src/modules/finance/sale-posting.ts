// A wholesale sale's money as it posts (COMPLETE; DOMAIN 9, 13, 14): the receivable of its
// total, its rebate and its points. Everything is decided first (planSaleMoney: the terms are
// read, the rebate and points worked out, before the caller locks its stock); postSaleMoney
// then writes the lines' shares and takes the ledgers' locks in their order, the customer's
// balance row and then its points row. That balance row is the row every posting for the
// customer waits for, so only the ledger writes stand between its lock and the commit.
import type { LoadedDocument } from '../../documents/document-definition';
import type { Executor } from '../../platform/db/client';
import type { Dec } from '../../platform/money';
import { keepLineMoney, type LineMoney } from './line-money';
import { postMoney } from './money-ledger.service';
import { salePoints } from './points-accrual';
import { postPoints } from './points-ledger.service';
import { moneyDocument, rebateOnLine, type SaleRebate, saleRebate } from './rebate-accrual';
import { saleTerms } from './sale-terms';

/** A sale's money, decided: what postSaleMoney writes. */
export type SaleMoney = { doc: LoadedDocument; receivable: Dec; rebate: SaleRebate | null; points: Map<number, number> };

/** Reads the sale's terms and works out its rebate and points; `receivable`: its total, rounded as configured. */
export async function planSaleMoney(tx: Executor, doc: LoadedDocument, receivable: Dec): Promise<SaleMoney> {
  const terms = await saleTerms(tx, doc);
  return { doc, receivable, rebate: saleRebate(doc, terms), points: await salePoints(tx, doc, terms) };
}

/** Each line keeps its rebate share (and the ratio and account) and its points, in one statement. */
function keepOnLines(tx: Executor, { doc, rebate, points }: SaleMoney): Promise<void> {
  const byLine = new Map<number, LineMoney>();
  for (const p of rebate?.parts ?? []) byLine.set(p.lineId, rebateOnLine(p));
  for (const [id, p] of points) byLine.set(id, { ...(byLine.get(id) ?? { id }), points: p });
  return keepLineMoney(tx, doc.businessGroupId, [...byLine.values()]);
}

/** Writes a planned sale's money: the lines' shares, the receivable and rebate entries, then the points. */
export async function postSaleMoney(tx: Executor, sale: SaleMoney): Promise<void> {
  const { doc } = sale;
  const customerId = doc.partnerId as number;
  const document = moneyDocument(doc);
  await keepOnLines(tx, sale);
  const earned = [...sale.points].flatMap(([lineId, points]) => (points === 0 ? [] : [{ lineId, points }]));
  // Without points the receivable is the posting's last write: answered with the COMMIT.
  await postMoney(
    tx,
    document,
    [
      { partnerKind: 'CUSTOMER', partnerId: customerId, account: 'BALANCE', kind: 'SALE', lineId: null, amount: sale.receivable },
      ...(sale.rebate ? [sale.rebate.entry] : []),
    ],
    { last: earned.length === 0 },
  );
  if (earned.length > 0) await postPoints(tx, document, customerId, earned);
}
