// The wholesale document types on the document engine: the sale order (批发订单, VERBAL_ORDER)
// and the wholesale sale (批发销售单, WHOLESALE_SALE), mirroring procurement's order and receipt.
import {
  DOCUMENT_SCREENS,
  SALE_ORDER_ORIGINS,
  saleOrderLine,
  saleOrderPageQuery,
  saleOrderSaveBody,
  wholesaleSaleLine,
  wholesaleSaleSaveBody,
} from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor, DocumentHooks, Draft, HookContext, LoadedDocument } from '../../documents/document-definition';
import { goodsLines, linesAmount, screenPermissions } from '../../documents/document-definition';
import { lifecycleOf, prefixOf, registerDocumentType } from '../../documents/document-registry';
import type { Executor } from '../../platform/db/client';
import { idArray, rows, together } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec, roundAmount } from '../../platform/money';
import { planSaleMoney, postSaleMoney, reverseDocumentPoints, reverseMoney } from '../finance/index';
import { assertStockMasterData, ledgerDocument, stockHooks } from '../inventory/index';
import { assertCustomerEnabled, type CustomerForSale, getCustomerForSale } from '../partner/index';
import { discountCapsOf } from '../system/index';
import { assertSaleDepositCovers } from './deposit-check';
import { applyRequestFulfilment, assertRequestLines } from './distribution-request-fulfilment';
import { assertPickingAllowsPosting, dropPickSheet, openPickSheet } from './picking-state';
import { saleOrderPageWhere } from './sale-order-origin';
import { saleOutEffects } from './sale-stock';

/** The customer exists in the caller's group (refusals name the field). */
export async function customerOf(tx: Executor, actor: Actor, customerId: number | null): Promise<CustomerForSale> {
  const found = customerId === null ? null : await getCustomerForSale(tx, actor.businessGroupId, customerId);
  if (!found) throw fail.field('customerId', 'wholesale.customerUnknown');
  return found;
}

/** A zero price (a gift line aside) is refused unless the business configuration allows it (spec §5). */
export function assertPrices(draft: Draft, ifZeroPrice: boolean): void {
  if (ifZeroPrice) return;
  const i = draft.lines.findIndex((l) => l.extra.gift !== true && new Dec(String(l.extra.price ?? '0')).isZero());
  if (i >= 0) throw fail.field(`lines.${i}.price`, 'wholesale.zeroPriceForbidden', { line: i + 1 });
}

/**
 * A line discount is at most the employee's sales discount cap, in percent of the line's
 * amount before it (spec §6). Lines taken from an order keep the discount the order's
 * clerk gave them.
 */
export async function assertDiscountCap(tx: Executor, actor: Actor, draft: Draft): Promise<void> {
  const discounted = draft.lines
    .map((l, i) => ({ l, i }))
    .filter(({ l }) => l.sourceLineId === null && new Dec(String(l.extra.discount ?? '0')).gt(0));
  if (discounted.length === 0) return;
  const cap = new Dec((await discountCapsOf(tx, actor.employeeId)).sales);
  for (const { l, i } of discounted) {
    const gross = new Dec(l.qty).times(String(l.extra.price ?? '0'));
    if (!gross.gt(0)) continue;
    const percent = new Dec(String(l.extra.discount)).div(gross).times(100);
    if (percent.gt(cap)) {
      throw fail.field(`lines.${i}.discount`, 'wholesale.discountAboveCap', {
        line: i + 1,
        percent: percent.toDecimalPlaces(2).toFixed(),
        cap: cap.toFixed(),
      });
    }
  }
}

/** The salesperson and delivery address default to the customer's own. */
function fillCustomerDefaults(draft: Draft, customer: CustomerForSale): void {
  if (draft.header.salespersonId === undefined || draft.header.salespersonId === null) {
    if (customer.salespersonId !== null) draft.header.salespersonId = customer.salespersonId;
  }
  if (!draft.header.deliveryAddress && customer.defaultAddress) {
    const a = customer.defaultAddress;
    draft.header.deliveryAddress = [a.fullAddress, a.contactName, a.contactPhone].filter(Boolean).join(' ');
  }
}

const saleHeader = z.object({
  customerId: z.string(),
  warehouseId: z.string(),
  saleSource: z.string(),
  salespersonId: z.string().nullable().optional(),
  deliveryAddress: z.string().nullable().optional(),
  /** Sale orders: MANUAL or IMPORT, set by the server. */
  origin: z.enum(SALE_ORDER_ORIGINS).optional(),
});

// ---- sale order ------------------------------------------------------------------------

/**
 * A customer's order: reviewed, its lines are transferred into wholesale sales (each line's
 * fulfilled quantity is what reviewed sales took of it) and closed when the rest is not wanted.
 */
export const saleOrder = registerDocumentType({
  type: 'VERBAL_ORDER',
  prefix: prefixOf('VERBAL_ORDER'),
  body: saleOrderSaveBody,
  header: saleHeader,
  line: saleOrderLine,
  // An order moves neither stock nor money: it may be entered after daily checkout (DOMAIN 23).
  ...lifecycleOf('VERBAL_ORDER'),
  headerColumns: { partnerId: 'customerId' },
  listFulfilment: 'transferState',
  listFulfilmentRate: 'fulfilmentRate',
  // The list filters by origin (导入建单 or 手工): sale-order-origin.ts.
  pageQuery: saleOrderPageQuery,
  pageWhere: saleOrderPageWhere,
  validate: async (tx, draft, { actor, config, current }) => {
    // The origin is the server's: an edit keeps the stored one, a new order is MANUAL unless
    // the import made it (spec §6: only a manually added order may change its customer).
    const origin = current ? (current.header.origin ?? 'MANUAL') : (draft.header.origin ?? 'MANUAL');
    if (current && origin !== 'MANUAL' && current.partnerId !== draft.partnerId) {
      throw fail.field('customerId', 'wholesale.customerSwitchManualOnly');
    }
    draft.header.origin = origin;
    const customer = await customerOf(tx, actor, draft.partnerId);
    fillCustomerDefaults(draft, customer);
    await assertStockMasterData(
      tx,
      actor,
      [{ field: 'warehouseId', id: draft.warehouseId }],
      goodsLines(draft.lines).map((l) => l.skuId),
    );
    assertPrices(draft, config.ifZeroPrice);
    await assertDiscountCap(tx, actor, draft);
  },
  hooks: {
    // Reverse review (refused once a sale draws on it) reopens closed lines.
    onDecline: async (tx, doc) => {
      await tx.execute(
        sql`update document_line set extra = extra - 'closedQty' - 'closedBy' - 'closedAt' where document_id = ${doc.id} and extra ? 'closedQty'`,
      );
    },
  },
  permissions: screenPermissions(DOCUMENT_SCREENS.VERBAL_ORDER),
});

// ---- wholesale sale --------------------------------------------------------------------

/** Order lines a sale names must be open lines of the customer's orders. */
async function assertSourceOrders(tx: Executor, actor: Actor, draft: Draft): Promise<void> {
  const ids = draft.lines.flatMap((l) => (l.sourceLineId === null ? [] : [l.sourceLineId]));
  if (ids.length === 0) return;
  const found = await rows<{ id: number; bill_no: string; line_no: number; partner_id: number | null; closed: boolean; open: string }>(
    tx,
    sql`select l.id, d.bill_no, l.line_no, d.partner_id, l.extra ? 'closedQty' as closed,
               (l.qty - l.fulfilled_qty - coalesce((l.extra ->> 'closedQty')::numeric, 0))::text as open
        from document_line l join document d on d.id = l.document_id
        where l.id = any(${idArray(ids)}) and d.business_group_id = ${actor.businessGroupId} and d.type = 'VERBAL_ORDER'`,
  );
  const byId = new Map(found.map((r) => [Number(r.id), r]));
  for (const [i, line] of draft.lines.entries()) {
    if (line.sourceLineId === null) continue;
    const source = byId.get(line.sourceLineId);
    if (!source) throw fail.field(`lines.${i}.sourceLineId`, 'document.sourceLineInvalid', { billNo: '' });
    if (Number(source.partner_id) !== draft.partnerId) {
      throw fail.field(`lines.${i}.sourceLineId`, 'wholesale.otherCustomer', { line: i + 1, billNo: source.bill_no });
    }
    if (source.closed)
      throw fail.field(`lines.${i}.sourceLineId`, 'wholesale.lineClosed', { billNo: source.bill_no, lineNo: source.line_no });
    if (new Dec(line.qty).gt(source.open)) {
      throw fail.field(`lines.${i}.qty`, 'wholesale.overOrder', { line: i + 1, billNo: source.bill_no, remaining: source.open });
    }
  }
}

/** A posting's reads: the picking check and the money plan, independent of each other, asked together. */
const postingReads = (tx: Executor, doc: LoadedDocument, ctx: HookContext) =>
  together([assertPickingAllowsPosting(tx, doc, ctx.config), planSaleMoney(tx, doc, roundAmount(linesAmount(doc.lines), ctx.config))]);

/**
 * Review locks the stock (available drops) once a customer without credit has paid ahead for
 * it (款到发货, when configured); posting moves it out at the moving average and
 * books the sale's total as a receivable of the customer; a reversal (红冲) undoes both.
 */
function saleHooks(): DocumentHooks {
  const stock = stockHooks({
    locks: (doc) =>
      goodsLines(doc.lines).map((l) => ({ lineId: l.id, warehouseId: doc.warehouseId as number, skuId: l.skuId, qty: new Dec(l.qty) })),
    ...saleOutEffects,
  });
  return {
    ...stock,
    // A dealer's distribution request lines are taken first, before any stock row is locked.
    onReview: async (tx, doc, ctx) => {
      await applyRequestFulfilment(tx, doc, 1);
      await stock.onReview?.(tx, doc, ctx);
      // 款到发货: a customer without credit has paid ahead for what this sale sends.
      await assertSaleDepositCovers(tx, doc);
    },
    // Picking (拣货) starts on a reviewed sale, whose stock review already locked.
    onStartPicking: async (tx, doc, ctx) => openPickSheet(tx, doc, ctx.actor),
    onDecline: async (tx, doc, ctx) => {
      await applyRequestFulfilment(tx, doc, -1);
      await stock.onDecline?.(tx, doc, ctx);
      await dropPickSheet(tx, doc);
    },
    // The picking check and the money plan read rows a posting does not change: asked with the transition.
    alongside: (tx, doc, ctx) => (ctx.operation === 'COMPLETE' ? postingReads(tx, doc, ctx) : null),
    onComplete: async (tx, doc, ctx) => {
      // The receivable, rebate and points are decided before any row is locked (finance/sale-posting.ts).
      const [, money] = await ((ctx.alongside as ReturnType<typeof postingReads> | undefined) ?? postingReads(tx, doc, ctx));
      await stock.onComplete?.(tx, doc, ctx);
      await postSaleMoney(tx, money);
    },
    onReverse: async (tx, original, reversal, ctx) => {
      await applyRequestFulfilment(tx, original, -1);
      await stock.onReverse?.(tx, original, reversal, ctx);
      const lineMap = new Map(reversal.lines.map((l) => [Number(l.extra.reversalOfLineId), l.id]));
      await reverseMoney(tx, ledgerDocument(reversal), original.id, lineMap);
      await reverseDocumentPoints(tx, original, reversal);
    },
  };
}

export const wholesaleSale = registerDocumentType({
  type: 'WHOLESALE_SALE',
  prefix: prefixOf('WHOLESALE_SALE'),
  body: wholesaleSaleSaveBody,
  header: saleHeader.extend({
    saleOrderId: z.string().nullable().optional(),
    distributionRequestId: z.string().nullable().optional(),
    distributionRequestNo: z.string().nullable().optional(),
  }),
  line: wholesaleSaleLine,
  ...lifecycleOf('WHOLESALE_SALE'),
  headerColumns: { partnerId: 'customerId' },
  validate: async (tx, draft, { actor, config }) => {
    const customer = await customerOf(tx, actor, draft.partnerId);
    assertCustomerEnabled(customer);
    fillCustomerDefaults(draft, customer);
    await assertStockMasterData(
      tx,
      actor,
      [{ field: 'warehouseId', id: draft.warehouseId }],
      goodsLines(draft.lines).map((l) => l.skuId),
    );
    await assertSourceOrders(tx, actor, draft);
    await assertRequestLines(tx, actor, draft);
    assertPrices(draft, config.ifZeroPrice);
    await assertDiscountCap(tx, actor, draft);
  },
  lineage: {
    sourceTypes: ['VERBAL_ORDER'],
    // A reviewed sale takes its quantity of the order line (transferred), so two sales never take the same remainder.
    on: 'REVIEW',
    // Sale quantity ≤ the line's unsent quantity; a closed line takes nothing more (read under the line's lock).
    ceiling: async (_tx, source) => {
      if (source.extra.closedQty !== undefined) throw fail.rule('wholesale.lineClosed', { billNo: source.billNo, lineNo: source.lineNo });
      return source.qty;
    },
    overFulfilled: 'wholesale.overTransferred',
  },
  hooks: saleHooks(),
  permissions: screenPermissions(DOCUMENT_SCREENS.WHOLESALE_SALE),
});
