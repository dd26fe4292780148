// What the supplying centre does to a distribution request addressed to it: close one line
// (关闭行), close the whole request (整单关闭) and fulfil it (配货) into a draft wholesale
// sale to the dealer's customer record or into a draft warehouse transfer of its own. The request stays the dealer's document: these reach
// it through its supplying group (partner_id), never through the dealer's group.
import type { DocumentOperationResult, DocumentStatus } from '@quire/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../documents/document-definition';
import { operateInTx } from '../../documents/document-operation';
import { parseSaveBody, saveInTx, versionConflict } from '../../documents/document-save';
import { type IdempotencyRequest, withIdempotency } from '../../documents/idempotency';
import { closeLineInTx } from '../../documents/line-close';
import type { Db, Tx } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec } from '../../platform/money';
import { warehouseTransfer } from '../inventory/index';
import { customerInfo, getCustomerForSale } from '../partner/index';
import { resolvePrices } from '../pricing/index';
import { groupFacts } from '../system/index';
import { distributionRequest } from './distribution-request-documents';
import { requestLinesPending } from './distribution-request-fulfilment';
import { wholesaleSale } from './wholesale-documents';

type LockedRequest = { id: number; business_group_id: number; bill_no: string; status: DocumentStatus; version: number };
type RequestLine = { id: number; line_no: number; sku_id: number; qty: string; fulfilled_qty: string; closed_qty: string | null };

/** A request addressed to the caller's group (the centre), its row locked; not found otherwise. */
async function lockRequest(tx: Tx, actor: Actor, where: { id?: number; lineId?: number }): Promise<LockedRequest> {
  const id =
    where.id !== undefined ? sql`${where.id}` : sql`(select l.document_id from document_line l where l.id = ${where.lineId as number})`;
  const [doc] = await rows<LockedRequest>(
    tx,
    sql`select d.id, d.business_group_id, d.bill_no, d.status, d.version from document d
        where d.id = ${id} and d.partner_id = ${actor.businessGroupId} and d.type = 'DISTRIBUTION_REQUEST' and d.status <> 'DRAFT'
        for update`,
  );
  if (!doc) throw fail.notFound();
  return { ...doc, id: Number(doc.id), business_group_id: Number(doc.business_group_id), version: Number(doc.version) };
}

async function requestLines(tx: Tx, requestId: number): Promise<RequestLine[]> {
  const found = await rows<RequestLine>(
    tx,
    sql`select l.id, l.line_no, l.sku_id, l.qty::text as qty, l.fulfilled_qty::text as fulfilled_qty, l.extra ->> 'closedQty' as closed_qty
        from document_line l where l.document_id = ${requestId} order by l.id for update of l`,
  );
  return found.map((l) => ({ ...l, id: Number(l.id), sku_id: Number(l.sku_id) }));
}

const openOf = (l: RequestLine) => (l.closed_qty === null ? Dec.max(new Dec(l.qty).minus(l.fulfilled_qty), 0) : new Dec(0));

function assertReviewed(doc: LockedRequest): void {
  if (doc.status !== 'REVIEWED') {
    throw fail.rule('distribution.notReviewed', { billNo: doc.bill_no, status: `document.status.${doc.status}` });
  }
}

/** The owning dealer acting for the engine: the audit still names the centre's employee. */
const ownerOf = (actor: Actor, doc: LockedRequest): Actor => ({ employeeId: actor.employeeId, businessGroupId: doc.business_group_id });

/**
 * 关闭行: what is still unsent of one line becomes its closed quantity; no sale may take more
 * of it. Once every line is sent or closed the request itself closes (已关闭).
 */
export function closeRequestLine(
  db: Db,
  actor: Actor,
  input: { id: number; version: number; reason?: string | null },
  idem?: IdempotencyRequest,
): Promise<DocumentOperationResult> {
  return withIdempotency(db, actor.employeeId, idem, async (tx) => {
    const doc = await lockRequest(tx, actor, { lineId: input.id });
    assertReviewed(doc);
    if (input.version !== doc.version) throw versionConflict({ billNo: doc.bill_no });
    const lines = await requestLines(tx, doc.id);
    return closeLineInTx(tx, {
      actor: ownerOf(actor, doc),
      def: distributionRequest,
      doc: { id: doc.id, billNo: doc.bill_no, status: doc.status, businessGroupId: doc.business_group_id },
      lines,
      lineId: input.id,
      reason: input.reason,
      refuse: { alreadyClosed: 'distribution.lineAlreadyClosed', nothingOpen: 'distribution.lineFullySent' },
    });
  });
}

/** 整单关闭 by the centre: the request closes; nothing more is sent for it. */
export function settleCloseRequest(
  db: Db,
  actor: Actor,
  input: { id: number; version: number; reason?: string | null },
  idem?: IdempotencyRequest,
): Promise<DocumentOperationResult> {
  return withIdempotency(db, actor.employeeId, idem, async (tx) => {
    const doc = await lockRequest(tx, actor, { id: input.id });
    assertReviewed(doc);
    return operateInTx(tx, ownerOf(actor, doc), distributionRequest, 'SETTLE_CLOSE', input);
  });
}

/**
 * What the centre may still send of a request it fulfils (配货): each line's open remainder less
 * what its documents not yet counted already name (draft sales, unposted transfers); refused
 * when nothing is left. The request and its lines stay locked to the end of the transaction.
 */
async function openToFulfil(tx: Tx, actor: Actor, input: { id: number; version?: number }) {
  const doc = await lockRequest(tx, actor, { id: input.id });
  assertReviewed(doc);
  if (input.version !== undefined && input.version !== doc.version) throw versionConflict({ billNo: doc.bill_no });
  const lines = await requestLines(tx, doc.id);
  const pending = await requestLinesPending(
    tx,
    actor.businessGroupId,
    lines.map((l) => l.id),
  );
  const open = lines.map((l) => ({ line: l, qty: Dec.max(openOf(l).minus(pending.get(l.id) ?? 0), 0) })).filter((o) => o.qty.gt(0));
  if (open.length === 0) throw fail.rule('distribution.nothingToFulfil', { billNo: doc.bill_no });
  return { doc, open };
}

/**
 * 配货: the open remainder of a request (less what the centre's draft sales and unposted
 * transfers already name) becomes a draft wholesale sale to the dealer's customer record in
 * the centre (customer code = the dealer's partner code), priced by the price resolution,
 * every line naming its request line.
 */
export function fulfilRequest(
  db: Db,
  actor: Actor,
  input: { id: number; version?: number; warehouseId: number },
  idem?: IdempotencyRequest,
): Promise<DocumentOperationResult> {
  return withIdempotency(db, actor.employeeId, idem, async (tx) => {
    const { doc, open } = await openToFulfil(tx, actor, input);

    const dealer = await groupFacts(tx, doc.business_group_id);
    const code = dealer?.partnerCode ?? '';
    const [record] = code
      ? await tx
          .select({ id: customerInfo.id })
          .from(customerInfo)
          .where(and(eq(customerInfo.businessGroupId, actor.businessGroupId), eq(customerInfo.customerCode, code)))
      : [];
    const customer = record ? await getCustomerForSale(tx, actor.businessGroupId, Number(record.id)) : undefined;
    if (!customer) throw fail.rule('distribution.noCustomerRecord', { name: dealer?.name ?? '', code });

    const billDate = new Date().toISOString().slice(0, 10);
    const prices = await resolvePrices(tx, actor.businessGroupId, {
      customerId: customer.id,
      billDate,
      lines: open.map((o) => ({ skuId: o.line.sku_id, qty: o.qty.toFixed(), packageId: null })),
    });
    const body = parseSaveBody(wholesaleSale, {
      billDate,
      customerId: String(customer.id),
      warehouseId: String(input.warehouseId),
      saleSource: 'IN_STORE',
      distributionRequestId: String(doc.id),
      distributionRequestNo: doc.bill_no,
      remark: doc.bill_no,
      lines: open.map((o, i) => {
        const price = prices[i];
        if (!price?.unitPrice) throw fail.field(`lines.${i}.price`, 'distribution.priceMissing', { line: i + 1 });
        return {
          skuId: String(o.line.sku_id),
          qty: o.qty.toFixed(),
          price: price.unitPrice,
          priceSource: price.reason ?? 'MANUAL',
          requestLineId: String(o.line.id),
        };
      }),
    });
    return saveInTx(tx, actor, wholesaleSale, body);
  });
}

/**
 * 配货 by transfer (调拨): the same open remainder becomes a draft warehouse transfer of the
 * centre, out of one of its warehouses into another, every line naming its request line; it
 * counts as sent when the transfer posts (a reversal gives it back).
 */
export function fulfilRequestByTransfer(
  db: Db,
  actor: Actor,
  input: { id: number; version?: number; outWarehouseId: number; inWarehouseId: number },
  idem?: IdempotencyRequest,
): Promise<DocumentOperationResult> {
  return withIdempotency(db, actor.employeeId, idem, async (tx) => {
    const { doc, open } = await openToFulfil(tx, actor, input);
    const body = parseSaveBody(warehouseTransfer, {
      billDate: new Date().toISOString().slice(0, 10),
      outWarehouseId: String(input.outWarehouseId),
      inWarehouseId: String(input.inWarehouseId),
      remark: doc.bill_no,
      lines: open.map((o) => ({ skuId: String(o.line.sku_id), qty: o.qty.toFixed(), requestLineId: String(o.line.id) })),
    });
    return saveInTx(tx, actor, warehouseTransfer, body);
  });
}
