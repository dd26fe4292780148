// The wholesale return (批发退货单, WHOLESALE_RETURN): goods a customer sends back, linked to
// the lines of a posted sale (entering at the sale's delivery cost, quantity ≤ sold − returned)
// or unlinked (entering at the current average); posting lowers the customer's receivable.
import {
  type DiscountAuthorization,
  DOCUMENT_SCREENS,
  type ReturnDiscountCheckView,
  wholesaleReturnLine,
  wholesaleReturnSaveBody,
} from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor, Draft, LoadedDocument } from '../../documents/document-definition';
import { goodsLines, screenPermissions } from '../../documents/document-definition';
import { lifecycleOf, prefixOf, registerDocumentType } from '../../documents/document-registry';
import { verifySecret } from '../../platform/auth/password';
import type { Executor } from '../../platform/db/client';
import { idArray, rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec, type Rounding } from '../../platform/money';
import { postReturnCredit, reverseDocumentPoints, reverseMoney, reverseReturnRebate, takeBackReturnPoints } from '../finance/index';
import { assertStockMasterData, ledgerDocument, lineMoveCosts, stockHooks } from '../inventory/index';
import { discountAuthorizerOf, discountCapsOf } from '../system/index';
import { returnInEffects } from './sale-stock';
import { customerOf } from './wholesale-documents';

type SourceRow = {
  id: number;
  document_id: number;
  bill_no: string;
  type: string;
  status: string;
  partner_id: number | null;
  reversed: boolean;
};

/** Linked lines name lines of the customer's posted, unreversed wholesale sales. */
async function assertSourceSales(tx: Executor, actor: Actor, draft: Draft): Promise<void> {
  const ids = draft.lines.flatMap((l) => (l.sourceLineId === null ? [] : [l.sourceLineId]));
  if (ids.length === 0) return;
  const found = await rows<SourceRow>(
    tx,
    sql`select l.id, l.document_id, d.bill_no, d.type, d.status, d.partner_id,
               exists (select 1 from document r where r.reversal_of_id = d.id) as reversed
        from document_line l join document d on d.id = l.document_id
        where l.id = any(${idArray(ids)}) and d.business_group_id = ${actor.businessGroupId}`,
  );
  const byId = new Map(found.map((r) => [Number(r.id), r]));
  for (const [i, line] of draft.lines.entries()) {
    if (line.sourceLineId === null) continue;
    const source = byId.get(line.sourceLineId);
    if (source?.type !== 'WHOLESALE_SALE')
      throw fail.field(`lines.${i}.sourceLineId`, 'document.sourceLineInvalid', { billNo: source?.bill_no ?? '' });
    if (Number(source.partner_id) !== draft.partnerId) {
      throw fail.field(`lines.${i}.sourceLineId`, 'wholesale.otherCustomer', { line: i + 1, billNo: source.bill_no });
    }
    if (source.reversed) throw fail.field(`lines.${i}.sourceLineId`, 'wholesale.saleReversed', { billNo: source.bill_no });
  }
}

type DiscountedLine = { qty: string; price: string; discount: string };

/** Each line's discount in percent of its amount before it (0 for a line without one or of no amount). */
function discountPercents(lines: DiscountedLine[]): Dec[] {
  return lines.map((l) => {
    const gross = new Dec(l.qty).times(l.price);
    const discount = new Dec(l.discount || '0');
    return gross.gt(0) && discount.gt(0) ? discount.div(gross).times(100).toDecimalPlaces(2, Dec.ROUND_UP) : new Dec(0);
  });
}

/**
 * Whether a return's discounts need an authorization (spec §6): the lines whose discount is
 * above the clerk's return discount cap (1-based), and the highest percent.
 */
export async function returnDiscountCheck(executor: Executor, actor: Actor, lines: DiscountedLine[]): Promise<ReturnDiscountCheckView> {
  const percents = discountPercents(lines);
  const cap = new Dec((await discountCapsOf(executor, actor.employeeId)).returns);
  const top = percents.reduce((a, b) => (b.gt(a) ? b : a), new Dec(0));
  const over = percents.flatMap((p, i) => (p.gt(cap) ? [i + 1] : []));
  return { percent: top.toFixed(2), cap: cap.toFixed(2), needsAuthorization: over.length > 0, lines: over };
}

/**
 * A return discount above the clerk's cap needs the discount authorization code of an employee
 * of the group whose own return cap covers it. The code is checked and dropped; the return
 * keeps who authorized which percent (`discountAuthorizedBy`), which a later review honours.
 * Saving again asks again: the body never carries an authorization of its own.
 */
async function assertReturnDiscount(tx: Executor, actor: Actor, draft: Draft): Promise<void> {
  const auth = draft.header.discountAuth as DiscountAuthorization | null | undefined;
  delete draft.header.discountAuth;
  const lines = draft.lines.map((l) => ({ qty: l.qty, price: String(l.extra.price ?? '0'), discount: String(l.extra.discount ?? '0') }));
  const check = await returnDiscountCheck(tx, actor, lines);
  if (!check.needsAuthorization) {
    delete draft.header.discountAuthorizedBy;
    return;
  }
  const top = new Dec(check.percent);
  if (!auth) {
    const granted = draft.header.discountAuthorizedBy as { percent?: string } | undefined;
    if (granted?.percent !== undefined && new Dec(granted.percent).gte(top)) return;
    const [line] = check.lines as [number];
    throw fail.field(`lines.${line - 1}.discount`, 'wholesale.returnDiscountNeedsAuth', { line, percent: check.percent, cap: check.cap });
  }
  const authorizer = await discountAuthorizerOf(tx, actor.businessGroupId, auth.employeeNo);
  // One answer for an unknown employee, one without a code and a wrong code: the code is not guessed by elimination.
  if (!authorizer?.codeHash || !(await verifySecret(authorizer.codeHash, auth.code))) {
    throw fail.field('discountAuth.code', 'wholesale.discountAuthWrong');
  }
  if (top.gt(authorizer.returnCap)) {
    throw fail.field('discountAuth.employeeNo', 'wholesale.discountAuthCapTooLow', {
      name: authorizer.name,
      percent: check.percent,
      cap: new Dec(authorizer.returnCap).toFixed(2),
    });
  }
  draft.header.discountAuthorizedBy = { employeeId: String(authorizer.id), name: authorizer.name, percent: check.percent };
}

/** The sale documents a return's linked lines come from. */
async function sourceSalesOf(tx: Executor, doc: LoadedDocument): Promise<number[]> {
  const ids = doc.lines.flatMap((l) => (l.sourceLineId === null ? [] : [l.sourceLineId]));
  if (ids.length === 0) return [];
  const found = await rows<{ document_id: number }>(
    tx,
    sql`select distinct document_id from document_line where id = any(${idArray(ids)}) and business_group_id = ${doc.businessGroupId}`,
  );
  return found.map((f) => Number(f.document_id));
}

export const wholesaleReturn = registerDocumentType({
  type: 'WHOLESALE_RETURN',
  prefix: prefixOf('WHOLESALE_RETURN'),
  body: wholesaleReturnSaveBody,
  header: z.object({
    customerId: z.string(),
    warehouseId: z.string(),
    reason: z.string().nullable().optional(),
    discountAuthorizedBy: z.object({ employeeId: z.string(), name: z.string(), percent: z.string() }).optional(),
  }),
  line: wholesaleReturnLine,
  ...lifecycleOf('WHOLESALE_RETURN'),
  headerColumns: { partnerId: 'customerId' },
  validate: async (tx, draft, { actor }) => {
    await customerOf(tx, actor, draft.partnerId);
    await assertStockMasterData(
      tx,
      actor,
      [{ field: 'warehouseId', id: draft.warehouseId }],
      goodsLines(draft.lines).map((l) => l.skuId),
    );
    await assertSourceSales(tx, actor, draft);
    await assertReturnDiscount(tx, actor, draft);
  },
  // Returned ≤ sold − already returned, per sale line.
  lineage: { sourceTypes: ['WHOLESALE_SALE'], on: 'COMPLETE', sourceStatuses: ['COMPLETE'], overFulfilled: 'wholesale.overReturned' },
  hooks: (() => {
    const stock = (costs: Map<number, string>, rounding: Rounding) => stockHooks(returnInEffects(costs, rounding));
    return {
      onComplete: async (tx, doc, ctx) => {
        const sourceIds = doc.lines.flatMap((l) => (l.sourceLineId === null ? [] : [l.sourceLineId]));
        const costs = await lineMoveCosts(tx, doc.businessGroupId, sourceIds);
        await stock(costs, ctx.config).onComplete?.(tx, doc, ctx);
        const [saleId] = await sourceSalesOf(tx, doc);
        await postReturnCredit(tx, doc, ctx.config, {
          partnerKind: 'CUSTOMER',
          kind: 'SALE_RETURN',
          source: saleId === undefined ? undefined : { documentId: saleId, kind: 'SALE' },
        });
        await takeBackReturnPoints(tx, doc);
        await reverseReturnRebate(tx, doc);
      },
      onReverse: async (tx, original, reversal, ctx) => {
        await stock(new Map(), ctx.config).onReverse?.(tx, original, reversal, ctx);
        const lineMap = new Map(reversal.lines.map((l) => [Number(l.extra.reversalOfLineId), l.id]));
        await reverseMoney(tx, ledgerDocument(reversal), original.id, lineMap);
        await reverseDocumentPoints(tx, original, reversal);
      },
    };
  })(),
  permissions: screenPermissions(DOCUMENT_SCREENS.WHOLESALE_RETURN),
});
