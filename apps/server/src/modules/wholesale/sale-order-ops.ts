// What the sale order list does besides the engine's operations: close one line (关闭行) and
// transfer an order, part of it or several orders of one customer into a draft wholesale
// sale (转单, 部分转单, 合并转单) after the checks of spec §4.
import {
  type BelowCostView,
  type DocumentOperationResult,
  type DocumentStatus,
  type ErrorCode,
  TRANSFER_CHECK_CODES,
  type TransferCheck,
} from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../documents/document-definition';
import { parseSaveBody, saveInTx, versionConflict } from '../../documents/document-save';
import { type IdempotencyRequest, withIdempotency } from '../../documents/idempotency';
import { closeLineInTx } from '../../documents/line-close';
import type { Db, Executor, Tx } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import { AppError, fail } from '../../platform/http/errors';
import { Dec } from '../../platform/money';
import { activeStopSend, creditSummaryOf, unfinishedCollection } from '../finance/index';
import { skuCosts } from '../inventory/index';
import { assertCustomerEnabled, getCustomerForSale } from '../partner/index';
import { assertDepositCovers } from './deposit-check';
import { saleOrder, wholesaleSale } from './wholesale-documents';

type LockedOrder = {
  id: number;
  bill_no: string;
  status: DocumentStatus;
  version: number;
  partner_id: number | null;
  warehouse_id: number | null;
  header: Record<string, unknown>;
};
type OrderLine = {
  id: number;
  line_no: number;
  sku_id: number;
  qty: string;
  fulfilled_qty: string;
  closed_qty: string | null;
  amount: string | null;
  extra: Record<string, unknown>;
  /** What draft sales already name of the line (a sale takes its quantity when reviewed). */
  in_draft: string;
};

const openOf = (l: OrderLine) => (l.closed_qty === null ? new Dec(l.qty).minus(l.fulfilled_qty) : new Dec(0));
/** What a transfer may still take of a line: its open quantity less what draft sales already name. */
const transferableOf = (l: OrderLine) => Dec.max(openOf(l).minus(l.in_draft), 0);

/** A sale order of the caller's group, its row locked (the lock a transition takes); not found otherwise. */
async function lockOrder(tx: Tx, actor: Actor, where: { id?: number; lineId?: number }): Promise<LockedOrder> {
  const id =
    where.id !== undefined
      ? sql`${where.id}`
      : sql`(select l.document_id from document_line l where l.id = ${where.lineId as number} and l.business_group_id = ${actor.businessGroupId})`;
  const [doc] = await rows<LockedOrder>(
    tx,
    sql`select d.id, d.bill_no, d.status, d.version, d.partner_id, d.warehouse_id, d.header from document d
        where d.id = ${id} and d.business_group_id = ${actor.businessGroupId} and d.type = 'VERBAL_ORDER'
        for update`,
  );
  if (!doc) throw fail.notFound();
  return { ...doc, id: Number(doc.id), version: Number(doc.version) };
}

async function orderLines(tx: Tx, orderId: number): Promise<OrderLine[]> {
  const found = await rows<OrderLine>(
    tx,
    sql`select l.id, l.line_no, l.sku_id, l.qty::text as qty, l.fulfilled_qty::text as fulfilled_qty,
               l.extra ->> 'closedQty' as closed_qty, l.amount::text as amount, l.extra,
               coalesce((select sum(s.qty) from document_line s join document d on d.id = s.document_id
                         where s.source_line_id = l.id and d.type = 'WHOLESALE_SALE' and d.status = 'DRAFT'), 0)::text as in_draft
        from document_line l where l.document_id = ${orderId} order by l.id for update of l`,
  );
  return found.map((l) => ({ ...l, id: Number(l.id), sku_id: Number(l.sku_id) }));
}

/**
 * Closes one line of a reviewed sale order: what is still unsent is kept as its closed
 * quantity and no sale may take more of it. Once every line is sent or closed, the order
 * itself closes (已关闭).
 */
export function closeSaleOrderLine(
  db: Db,
  actor: Actor,
  input: { id: number; version: number; reason?: string | null },
  idem?: IdempotencyRequest,
): Promise<DocumentOperationResult> {
  return withIdempotency(db, actor.employeeId, idem, async (tx) => {
    const doc = await lockOrder(tx, actor, { lineId: input.id });
    if (doc.status !== 'REVIEWED') {
      throw fail.rule('wholesale.lineCloseNotAllowed', { billNo: doc.bill_no, status: `document.status.${doc.status}` });
    }
    if (input.version !== doc.version) throw versionConflict({ billNo: doc.bill_no });
    const lines = await orderLines(tx, doc.id);
    return closeLineInTx(tx, {
      actor,
      def: saleOrder,
      doc: { id: doc.id, billNo: doc.bill_no, status: doc.status, businessGroupId: actor.businessGroupId },
      lines,
      lineId: input.id,
      reason: input.reason,
      refuse: { alreadyClosed: 'wholesale.lineAlreadyClosed', nothingOpen: 'wholesale.lineFullySent' },
    });
  });
}

/** The unsent amount of a line: its open quantity at its net unit price (amount ÷ quantity). */
function unsentAmount(l: Pick<OrderLine, 'qty' | 'amount'>, open: Dec): Dec {
  const qty = new Dec(l.qty);
  return qty.isZero() ? new Dec(0) : new Dec(l.amount ?? 0).times(open).div(qty);
}

/**
 * A customer's remaining credit (DOMAIN 9): the effective limit (the permanent limit plus the
 * temporary credits valid today) less what is occupied (open receivables + the unsent amount
 * of its open reviewed orders), here without the orders being transferred (`exceptOrderIds`),
 * whose own unsent amount is compared to it. Read through the finance module's credit summary.
 */
export async function remainingCredit(
  executor: Executor,
  businessGroupId: number,
  customerId: number,
  exceptOrderIds: readonly number[],
): Promise<Dec> {
  const summary = await creditSummaryOf(executor, businessGroupId, customerId, { exceptOrderIds });
  return summary ? summary.remaining : new Dec(0);
}

const checkFailure = (
  check: TransferCheck,
  key: 'wholesale.creditInsufficient' | 'wholesale.customerStopped' | 'wholesale.unfinishedCollection',
  params: Record<string, unknown>,
) => new AppError(TRANSFER_CHECK_CODES[check] as ErrorCode, key, params);

/**
 * 转单: a reviewed order's remaining lines become one draft wholesale sale (each line naming
 * its order line); with `lines`, only those quantities (部分转单). The checks of spec §4 run
 * first, in order: credit (a warning answered by `confirmed: ['CREDIT']`), STOP_SEND (the
 * receivable control plan log's active stop, a warning answered by `confirmed: ['STOP_SEND']`),
 * a customer not NORMAL (blocking), with ifDepositReceived a customer without credit whose down
 * payment does not cover it (blocking), then
 * a collection of the customer not yet posted (a warning answered by `confirmed: ['UNFINISHED_COLLECTION']`).
 */
export function transferOrder(
  db: Db,
  actor: Actor,
  input: { id: number; version?: number; confirmed: TransferCheck[]; lines?: { lineId: number; qty: string }[] },
  idem?: IdempotencyRequest,
): Promise<DocumentOperationResult> {
  return withIdempotency(db, actor.employeeId, idem, async (tx) => {
    const doc = await lockOrder(tx, actor, { id: input.id });
    if (doc.status !== 'REVIEWED') {
      throw fail.rule('wholesale.transferNotReviewed', { billNo: doc.bill_no, status: `document.status.${doc.status}` });
    }
    if (input.version !== undefined && input.version !== doc.version) throw versionConflict({ billNo: doc.bill_no });
    const lines = await orderLines(tx, doc.id);
    let open = lines.map((l) => ({ line: l, open: transferableOf(l) })).filter((o) => o.open.gt(0));
    if (open.length === 0) throw fail.rule('wholesale.nothingToTransfer', { billNo: doc.bill_no });
    if (input.lines) open = chosenQuantities(doc, lines, input.lines);
    return transferInTx(tx, actor, [doc], open, input.confirmed);
  });
}

/** 部分转单: the named lines of the order, each ≤ what is still unsent of it. */
function chosenQuantities(doc: LockedOrder, lines: OrderLine[], chosen: { lineId: number; qty: string }[]): OpenLine[] {
  const byId = new Map(lines.map((l) => [l.id, l]));
  return chosen.map((c, i) => {
    const line = byId.get(c.lineId);
    if (!line) throw fail.field(`lines.${i}.lineId`, 'wholesale.notALineOfOrder', { billNo: doc.bill_no });
    const open = transferableOf(line);
    const qty = new Dec(c.qty);
    if (qty.gt(open)) {
      throw fail.field(`lines.${i}.qty`, 'wholesale.transferAboveRemaining', {
        billNo: doc.bill_no,
        lineNo: line.line_no,
        qty: qty.toFixed(),
        remaining: open.toFixed(),
      });
    }
    return { line, open: qty };
  });
}

/**
 * 合并转单: the remaining lines of several reviewed orders of ONE customer (and warehouse)
 * become one draft sale, every line naming its order line (DOMAIN 2). The orders are locked
 * in id order, the order every transfer takes.
 */
export function combineTransfer(
  db: Db,
  actor: Actor,
  input: { ids: number[]; confirmed: TransferCheck[] },
  idem?: IdempotencyRequest,
): Promise<DocumentOperationResult> {
  return withIdempotency(db, actor.employeeId, idem, async (tx) => {
    const docs: LockedOrder[] = [];
    for (const id of [...input.ids].sort((a, b) => a - b)) docs.push(await lockOrder(tx, actor, { id }));
    const notOpen = docs.find((d) => d.status !== 'REVIEWED');
    if (notOpen) {
      throw fail.rule('wholesale.combineNotReviewed', { billNo: notOpen.bill_no, status: `document.status.${notOpen.status}` });
    }
    if (new Set(docs.map((d) => d.partner_id)).size > 1) throw fail.rule('wholesale.combineCustomers');
    if (new Set(docs.map((d) => d.warehouse_id)).size > 1) throw fail.rule('wholesale.combineWarehouses');
    const open: OpenLine[] = [];
    for (const doc of docs) {
      const mine = (await orderLines(tx, doc.id)).map((l) => ({ line: l, open: transferableOf(l) })).filter((o) => o.open.gt(0));
      if (mine.length === 0) throw fail.rule('wholesale.nothingToTransfer', { billNo: doc.bill_no });
      open.push(...mine);
    }
    return transferInTx(tx, actor, docs, open, input.confirmed);
  });
}

type OpenLine = { line: OrderLine; open: Dec };

/** The checks of spec §4 on the quantities to transfer, then the draft sale (orders locked by the caller). */
async function transferInTx(
  tx: Tx,
  actor: Actor,
  docs: LockedOrder[],
  open: OpenLine[],
  confirmed: TransferCheck[],
): Promise<DocumentOperationResult> {
  const [first] = docs as [LockedOrder, ...LockedOrder[]];
  const customer = await getCustomerForSale(tx, actor.businessGroupId, Number(first.partner_id));
  if (!customer) throw fail.notFound();

  if (customer.ifCreditLimit && customer.creditLimit !== null && !confirmed.includes('CREDIT')) {
    // The orders being transferred count once: by what this transfer takes.
    const others = await remainingCredit(
      tx,
      actor.businessGroupId,
      customer.id,
      docs.map((d) => d.id),
    );
    const unsent = open.reduce((s, o) => s.plus(unsentAmount(o.line, o.open)), new Dec(0));
    if (!others.minus(unsent).gt(0)) {
      throw checkFailure('CREDIT', 'wholesale.creditInsufficient', {
        name: customer.customerName,
        remaining: others.toFixed(2),
        unsent: unsent.toFixed(2),
      });
    }
  }
  if (!confirmed.includes('STOP_SEND')) {
    const stop = await activeStopSend(tx, actor.businessGroupId, customer.id);
    if (stop) {
      throw checkFailure('STOP_SEND', 'wholesale.customerStopped', {
        name: customer.customerName,
        deadline: stop.deadlineTime ? `${stop.deadlineDate} ${stop.deadlineTime}` : stop.deadlineDate,
        amount: stop.amount,
      });
    }
  }
  assertCustomerEnabled(customer);
  // 款到发货 (ifDepositReceived): a customer without credit pays ahead what this transfer sends.
  await assertDepositCovers(
    tx,
    actor.businessGroupId,
    customer,
    open.reduce((s, o) => s.plus(unsentAmount(o.line, o.open)), new Dec(0)).toDecimalPlaces(2),
  );
  if (!confirmed.includes('UNFINISHED_COLLECTION')) {
    const pending = await unfinishedCollection(tx, actor.businessGroupId, customer.id);
    if (pending) {
      throw checkFailure('UNFINISHED_COLLECTION', 'wholesale.unfinishedCollection', {
        name: customer.customerName,
        billNo: pending.billNo,
      });
    }
  }

  const h = first.header;
  const body = parseSaveBody(wholesaleSale, {
    billDate: new Date().toISOString().slice(0, 10),
    customerId: String(first.partner_id),
    warehouseId: String(first.warehouse_id),
    saleSource: h.saleSource ?? 'IN_STORE',
    salespersonId: h.salespersonId === undefined || h.salespersonId === null ? null : String(h.salespersonId),
    deliveryAddress: h.deliveryAddress ?? null,
    saleOrderId: docs.length === 1 ? String(first.id) : null,
    remark: null,
    lines: open.map(({ line, open: qty }) => {
      const e = line.extra;
      const discount = new Dec(String(e.discount ?? '0')).times(qty).div(line.qty).toDecimalPlaces(2, Dec.ROUND_DOWN);
      return {
        skuId: String(line.sku_id),
        qty: qty.toFixed(),
        price: String(e.price ?? '0'),
        taxRate: String(e.taxRate ?? '0'),
        priceSource: e.priceSource ?? 'MANUAL',
        gift: e.gift === true,
        discount: discount.toFixed(2),
        sourceLineId: String(line.id),
        remark: (e.remark as string | null | undefined) ?? null,
      };
    }),
  });
  return saveInTx(tx, actor, wholesaleSale, body);
}

/**
 * 低于成本 (spec §5, asked before a sale is saved): the lines whose net price without tax is
 * below the SKU's moving average cost in the group. One read of the costs.
 */
export async function linesBelowCost(
  executor: Executor,
  businessGroupId: number,
  lines: { skuId: number; qty: string; price: string; taxRate: string; discount: string }[],
): Promise<BelowCostView> {
  const costs = await skuCosts(executor, businessGroupId, [...new Set(lines.map((l) => l.skuId))]);
  const below = lines.flatMap((l, i) => {
    const cost = costs.get(l.skuId);
    if (!cost) return [];
    const qty = new Dec(l.qty);
    const net = qty.times(l.price).minus(l.discount).div(qty).div(new Dec(l.taxRate).plus(1));
    return net.lt(cost.unitCost) ? [i + 1] : [];
  });
  return { lines: below };
}
