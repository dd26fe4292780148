// How a distribution centre's wholesale sales and warehouse transfers fulfil its dealers'
// distribution requests (配货申请单, DOMAIN 5). A request belongs to the dealer's group and the
// sale or transfer to the centre's, so the engine's lineage (one group) does not carry it: a
// line names the request line in `requestLineId`; a sale's review, or a transfer's posting,
// adds its quantity to the request line's fulfilled quantity under a lock of the request lines
// (a sale's reverse review, a reversal of either gives it back), never beyond what is open.
import type { DocumentStatus } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { Actor, Draft, LoadedDocument } from '../../documents/document-definition';
import type { Executor } from '../../platform/db/client';
import { idArray, jsonTable, rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec } from '../../platform/money';

type RequestLine = {
  id: number;
  document_id: number;
  bill_no: string;
  line_no: number;
  sku_id: number;
  qty: string;
  fulfilled_qty: string;
  closed_qty: string | null;
};

const requestLineIdOf = (extra: Record<string, unknown>): number | null =>
  extra.requestLineId === undefined || extra.requestLineId === null ? null : Number(extra.requestLineId);

/** The request lines addressed to the centre `centreId`, locked (`lock`) in id order. */
async function requestLines(tx: Executor, centreId: number, ids: number[], lock: boolean): Promise<Map<number, RequestLine>> {
  const found = await rows<RequestLine>(
    tx,
    sql`select l.id, l.document_id, d.bill_no, l.line_no, l.sku_id, l.qty::text as qty, l.fulfilled_qty::text as fulfilled_qty,
               l.extra ->> 'closedQty' as closed_qty
        from document_line l join document d on d.id = l.document_id
        where l.id = any(${idArray(ids)}) and d.type = 'DISTRIBUTION_REQUEST' and d.partner_id = ${centreId}
        order by l.id ${lock ? sql`for update of l` : sql``}`,
  );
  return new Map(
    found.map((r) => [Number(r.id), { ...r, id: Number(r.id), document_id: Number(r.document_id), sku_id: Number(r.sku_id) }]),
  );
}

/** Request statuses, read after the lines are locked (a whole-order close takes the same line locks). */
async function requestStatuses(tx: Executor, docIds: number[]): Promise<Map<number, DocumentStatus>> {
  if (docIds.length === 0) return new Map();
  const found = await rows<{ id: number; status: DocumentStatus }>(
    tx,
    sql`select id, status from document where id = any(${idArray(docIds)})`,
  );
  return new Map(found.map((r) => [Number(r.id), r.status]));
}

type Linked = { index: number; requestLineId: number; skuId: number | null; qty: string };

function check(linked: Linked[], byId: Map<number, RequestLine>, statuses: Map<number, DocumentStatus>): Map<number, Dec> {
  const added = new Map<number, Dec>();
  for (const l of linked) {
    const r = byId.get(l.requestLineId);
    if (!r || statuses.get(r.document_id) !== 'REVIEWED' || r.sku_id !== l.skuId) {
      throw fail.field(`lines.${l.index}.requestLineId`, 'distribution.requestLineInvalid', { line: l.index + 1 });
    }
    if (r.closed_qty !== null) {
      throw fail.field(`lines.${l.index}.requestLineId`, 'distribution.lineClosed', { billNo: r.bill_no, lineNo: r.line_no });
    }
    const total = (added.get(r.id) ?? new Dec(0)).plus(l.qty);
    const remaining = Dec.max(new Dec(r.qty).minus(r.fulfilled_qty), 0);
    if (total.gt(remaining)) {
      throw fail.field(`lines.${l.index}.qty`, 'distribution.overFulfilled', {
        billNo: r.bill_no,
        lineNo: r.line_no,
        remaining: remaining.toFixed(),
      });
    }
    added.set(r.id, total);
  }
  return added;
}

/** On save of a sale: the request lines it names are open lines of requests addressed to the group, within their remainder. */
export async function assertRequestLines(tx: Executor, actor: Actor, draft: Draft): Promise<void> {
  const linked = draft.lines.flatMap((l, index) => {
    const id = requestLineIdOf(l.extra);
    return id === null ? [] : [{ index, requestLineId: id, skuId: l.skuId, qty: l.qty }];
  });
  if (linked.length === 0) return;
  const byId = await requestLines(tx, actor.businessGroupId, [...new Set(linked.map((l) => l.requestLineId))], false);
  check(linked, byId, await requestStatuses(tx, [...new Set([...byId.values()].map((r) => r.document_id))]));
}

/**
 * Adds (1, at the sale's review) or gives back (-1, reverse review or reversal) the sale's
 * line quantities to the request lines they name. Locks the request lines in id order before
 * any stock row; fulfilment never exceeds the requested quantity, a closed line takes nothing.
 */
export async function applyRequestFulfilment(tx: Executor, sale: LoadedDocument, sign: 1 | -1): Promise<void> {
  // sale: the fulfilling document, a wholesale sale or a warehouse transfer.
  const linked = sale.lines.flatMap((l, index) => {
    const id = requestLineIdOf(l.extra);
    return id === null ? [] : [{ index, requestLineId: id, skuId: l.skuId, qty: new Dec(l.qty).abs().toFixed() }];
  });
  if (linked.length === 0) return;
  const byId = await requestLines(
    tx,
    sale.businessGroupId,
    [...new Set(linked.map((l) => l.requestLineId))].sort((a, b) => a - b),
    true,
  );
  let added: Map<number, Dec>;
  if (sign > 0) {
    added = check(linked, byId, await requestStatuses(tx, [...new Set([...byId.values()].map((r) => r.document_id))]));
  } else {
    added = new Map();
    for (const l of linked) {
      if (!byId.has(l.requestLineId)) continue;
      added.set(l.requestLineId, (added.get(l.requestLineId) ?? new Dec(0)).plus(l.qty));
    }
  }
  if (added.size === 0) return;
  const values = [...added].map(([id, qty]) => {
    const r = byId.get(id) as RequestLine;
    const next = new Dec(r.fulfilled_qty).plus(qty.times(sign));
    return { id, fulfilled_qty: Dec.max(next, 0).toFixed() };
  });
  await tx.execute(sql`update document_line l set fulfilled_qty = v.fulfilled_qty
    from ${jsonTable(values, 'v', 'id bigint, fulfilled_qty numeric')}
    where l.id = v.id and l.id = any(${idArray(values.map((v) => v.id))})`);
}

/** The documents that fulfil a request: the centre's wholesale sales (at review) and transfers (at posting). */
const FULFILLING = sql`d.type in ('WHOLESALE_SALE', 'WAREHOUSE_TRANSFER')`;

/** The first sale or transfer naming one of the request's lines (a reverse review is refused then). */
export async function requestDownstream(tx: Executor, lineIds: number[]): Promise<string | null> {
  if (lineIds.length === 0) return null;
  const [found] = await rows<{ bill_no: string }>(
    tx,
    sql`select d.bill_no from document_line l join document d on d.id = l.document_id
        where ${FULFILLING} and l.extra ? 'requestLineId'
          and (l.extra ->> 'requestLineId')::bigint = any(${idArray(lineIds)}) limit 1`,
  );
  return found?.bill_no ?? null;
}

/**
 * What the centre's documents not yet counted already name of each request line: draft sales
 * (a sale takes its quantity when reviewed) and transfers not yet posted (draft or submitted).
 */
export async function requestLinesPending(tx: Executor, centreId: number, lineIds: number[]): Promise<Map<number, Dec>> {
  if (lineIds.length === 0) return new Map();
  const found = await rows<{ id: string; qty: string }>(
    tx,
    sql`select (l.extra ->> 'requestLineId') as id, sum(l.qty)::text as qty
        from document_line l join document d on d.id = l.document_id
        where d.business_group_id = ${centreId} and l.extra ? 'requestLineId'
          and ((d.type = 'WHOLESALE_SALE' and d.status = 'DRAFT')
            or (d.type = 'WAREHOUSE_TRANSFER' and d.status in ('DRAFT', 'REVIEWED')))
          and (l.extra ->> 'requestLineId')::bigint = any(${idArray(lineIds)})
        group by 1`,
  );
  return new Map(found.map((r) => [Number(r.id), new Dec(r.qty)]));
}

/**
 * On save of a transfer (配货 by transfer): as a sale's lines, and the header names the
 * request(s) its lines fulfil (the server's, never the client's).
 */
export async function assertTransferRequestLines(tx: Executor, actor: Actor, draft: Draft): Promise<void> {
  delete draft.header.distributionRequestId;
  delete draft.header.distributionRequestNo;
  const ids = [
    ...new Set(
      draft.lines.flatMap((l) => {
        const id = requestLineIdOf(l.extra);
        return id === null ? [] : [id];
      }),
    ),
  ];
  if (ids.length === 0) return;
  await assertRequestLines(tx, actor, draft);
  const named = [...(await requestLines(tx, actor.businessGroupId, ids, false)).values()];
  const docs = [...new Map(named.map((r) => [r.document_id, r.bill_no])).entries()].sort((a, b) => a[0] - b[0]);
  draft.header.distributionRequestId = String(docs[0][0]);
  draft.header.distributionRequestNo = docs.map(([, billNo]) => billNo).join(',');
}

/** What the inventory module's transfers ask of distribution requests (its TransferRequestPort). */
export const transferRequestFulfilment = {
  assert: assertTransferRequestLines,
  apply: applyRequestFulfilment,
};
