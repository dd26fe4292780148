// Points from sales and returns (积分, DOMAIN 14). The reward ratio is a percentage (0–100):
//   points = floor(eligible amount × ratio / 100)
// so a ratio of 100 gives one point per yuan, 10 one point per 10 yuan. Eligible: the net
// amount of lines whose SKU is on an enabled return-point goods list (返积分商品) valid on the
// bill date. Each line keeps its own points (extra.points, floored per line; the document's
// points are their sum) so a return can take back its share:
//   linked return line:   floor(sale line's points × returned qty / sold qty)
//   unlinked return line: floor(amount × the customer's ratio today / 100), if its SKU is on a list
// A reversal (红冲) of a sale or return takes back exactly what it gave.
import { sql } from 'drizzle-orm';
import type { LoadedDocument, LoadedLine } from '../../documents/document-definition';
import type { Executor } from '../../platform/db/client';
import { idArray, rows } from '../../platform/db/sql-util';
import { Dec } from '../../platform/money';
import { getCustomerForSale } from '../partner/index';
import { skusOnGoodsLists } from '../pricing/index';
import { keepLineMoney } from './line-money';
import { type PointsDocument, postPoints, reversePoints } from './points-ledger.service';
import type { SaleTerms } from './sale-terms';

const documentOf = (doc: LoadedDocument): PointsDocument => ({
  businessGroupId: doc.businessGroupId,
  documentType: doc.type,
  documentId: doc.id,
  billNo: doc.billNo,
  billDate: doc.billDate,
});

/** floor(amount × ratio / 100), never below 0. */
export function pointsOf(amount: Dec | string | number, ratio: Dec | string | number): number {
  const p = new Dec(amount).times(ratio).div(100).floor();
  return p.gt(0) ? p.toNumber() : 0;
}

/** Points of the lines on a return-point goods list on the day, at the customer's ratio (line id → points). */
async function eligiblePoints(tx: Executor, doc: LoadedDocument, lines: LoadedLine[], terms?: SaleTerms): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (lines.length === 0 || doc.partnerId === null) return out;
  const customer = terms ? terms.customer : await getCustomerForSale(tx, doc.businessGroupId, doc.partnerId);
  if (!customer || !new Dec(customer.rewardRatio).gt(0)) return out;
  const skus = lines.flatMap((l) => (l.skuId === null ? [] : [l.skuId]));
  const listed = terms
    ? new Set(skus.filter((id) => terms.kinds.get(id)?.has('RETURN_POINTS')))
    : await skusOnGoodsLists(tx, doc.businessGroupId, 'RETURN_POINTS', doc.billDate, skus);
  for (const l of lines) {
    if (l.skuId !== null && listed.has(l.skuId)) out.set(l.id, pointsOf(new Dec(l.amount ?? 0).abs(), customer.rewardRatio));
  }
  return out;
}

/**
 * A wholesale sale posts: the points its customer earns on its return-point goods (line id →
 * points, zero kept: the line shows it earned none), decided from its terms (saleTerms).
 */
export function salePoints(tx: Executor, doc: LoadedDocument, terms: SaleTerms): Promise<Map<number, number>> {
  return eligiblePoints(tx, doc, doc.lines, terms);
}

/** A wholesale return posts: it takes back the points its goods earned (see the file's head). */
export async function takeBackReturnPoints(tx: Executor, doc: LoadedDocument): Promise<void> {
  const linked = doc.lines.filter((l) => l.sourceLineId !== null);
  const sources = linked.length
    ? await rows<{ id: number; qty: string; points: string | null }>(
        tx,
        sql`select id, qty::text as qty, extra ->> 'points' as points from document_line
            where business_group_id = ${doc.businessGroupId} and id = any(${idArray(linked.map((l) => l.sourceLineId as number))})`,
      )
    : [];
  const sourceOf = new Map(sources.map((s) => [Number(s.id), s]));
  const taken = new Map<number, number>();
  for (const l of linked) {
    const source = sourceOf.get(l.sourceLineId as number);
    if (!source?.points || !new Dec(source.qty).gt(0)) continue;
    const p = new Dec(source.points).times(new Dec(l.qty).abs()).div(source.qty).floor().toNumber();
    if (p > 0) taken.set(l.id, -p);
  }
  const unlinked = await eligiblePoints(
    tx,
    doc,
    doc.lines.filter((l) => l.sourceLineId === null),
  );
  for (const [id, p] of unlinked) if (p > 0) taken.set(id, -p);
  await keepLineMoney(tx, doc.businessGroupId, pointsOnLines(taken));
  await postPoints(
    tx,
    documentOf(doc),
    doc.partnerId as number,
    [...taken].map(([lineId, p]) => ({ lineId, points: p })),
  );
}

/**
 * A reversal (红冲) of a sale, return or adjustment takes back exactly what the original posted;
 * its lines (copies of the original's) keep the points it posted, not the original's.
 */
export async function reverseDocumentPoints(tx: Executor, original: LoadedDocument, reversal: LoadedDocument): Promise<void> {
  const lineMap = new Map(reversal.lines.map((l) => [Number(l.extra.reversalOfLineId), l.id]));
  const posted = await reversePoints(tx, documentOf(reversal), original.id, lineMap);
  const onLines = new Map<number, number>();
  for (const e of posted) if (e.lineId !== null) onLines.set(e.lineId, (onLines.get(e.lineId) ?? 0) + e.points);
  await keepLineMoney(tx, reversal.businessGroupId, pointsOnLines(onLines));
}

/** Line id → points as the lines keep them. */
function pointsOnLines(points: Map<number, number>) {
  return [...points].map(([id, p]) => ({ id, points: p }));
}
