import {
  type BillNoAssociation,
  type DocumentAuditView,
  type DocumentDetailView,
  type DocumentHeaderView,
  type DocumentLineView,
  type DocumentLinkRelation,
  type DocumentLinkView,
  type DocumentStatus,
  type DocumentType,
  type documentPageQuery,
  documentTypeOfBillNo,
  type Page,
} from '@quire/contracts';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../platform/db/client';
import { cappedCount, cappedPage } from '../platform/db/sql-helpers';
import { idArray, jsonValue, preparedRows, rows } from '../platform/db/sql-util';
import { fail } from '../platform/http/errors';
import { type DocumentConfig, documentConfigFrom, documentConfigSql } from './config.port';
import { document, documentAudit, documentLine } from './document.schema';
import { type DocumentDefinition, type LoadedDocument, type LoadedLine, operationsAllowed } from './document-definition';
import { documentDefinitions } from './document-registry';
import { dayLock } from './posting-day';

type DocumentRow = typeof document.$inferSelect;
type LineRow = typeof documentLine.$inferSelect;

function toLoaded(d: DocumentRow, lines: LineRow[]): LoadedDocument {
  return {
    id: d.id,
    businessGroupId: d.businessGroupId,
    type: d.type,
    billNo: d.billNo,
    status: d.status,
    version: d.version,
    billDate: d.billDate,
    warehouseId: d.warehouseId,
    toWarehouseId: d.toWarehouseId,
    partnerId: d.partnerId,
    remark: d.remark,
    totalQty: d.totalQty,
    totalAmount: d.totalAmount,
    header: d.header,
    reversalOfId: d.reversalOfId,
    createdBy: d.createdBy,
    reviewedBy: d.reviewedBy,
    completedBy: d.completedBy,
    lines: lines.map(
      (l): LoadedLine => ({
        id: l.id,
        lineNo: l.lineNo,
        skuId: l.skuId,
        warehouseId: l.warehouseId,
        qty: l.qty,
        unitCost: l.unitCost,
        amount: l.amount,
        sourceLineId: l.sourceLineId,
        fulfilledQty: l.fulfilledQty,
        extra: l.extra,
      }),
    ),
  };
}

/** A document of the group with its lines, or undefined. */
export async function loadDocument(executor: Executor, businessGroupId: number, id: number): Promise<LoadedDocument | undefined> {
  const [d] = await executor
    .select()
    .from(document)
    .where(and(eq(document.id, id), eq(document.businessGroupId, businessGroupId)));
  if (!d) return undefined;
  const lines = await executor.select().from(documentLine).where(eq(documentLine.documentId, id)).orderBy(asc(documentLine.lineNo));
  return toLoaded(d, lines);
}

/**
 * The document with its lines in one statement, for an operation: it also takes the group's
 * day lock (shared), so the closed-day check later in the transaction sees a stable answer.
 */
export async function loadForOperation(executor: Executor, businessGroupId: number, id: number): Promise<LoadedDocument | undefined> {
  return (await loadWith(executor, businessGroupId, id, false))?.doc;
}

/** loadForOperation, and the group's configuration read in the same statement (config.port.ts). */
export async function loadForOperationWithConfig(
  executor: Executor,
  businessGroupId: number,
  id: number,
): Promise<{ doc: LoadedDocument; config: DocumentConfig } | undefined> {
  const found = await loadWith(executor, businessGroupId, id, true);
  return found && { doc: found.doc, config: await documentConfigFrom(executor, businessGroupId, found.config) };
}

async function loadWith(
  executor: Executor,
  businessGroupId: number,
  id: number,
  withConfig: boolean,
): Promise<{ doc: LoadedDocument; config: unknown } | undefined> {
  const [d] = await preparedRows<{
    id: number;
    business_group_id: number;
    type: LoadedDocument['type'];
    bill_no: string;
    status: LoadedDocument['status'];
    version: number;
    bill_date: string;
    warehouse_id: number | null;
    to_warehouse_id: number | null;
    partner_id: number | null;
    remark: string | null;
    total_qty: string;
    total_amount: string;
    header: Record<string, unknown> | string;
    reversal_of_id: number | null;
    created_by: number | null;
    reviewed_by: number | null;
    completed_by: number | null;
    lines: LoadedLine[] | string;
    config: unknown;
  }>(
    executor,
    sql`select d.id, d.business_group_id, d.type, d.bill_no, d.status, d.version, d.bill_date::text as bill_date, d.warehouse_id,
          d.to_warehouse_id, d.partner_id, d.remark, d.total_qty::text as total_qty, d.total_amount::text as total_amount, d.header,
          d.reversal_of_id, d.created_by, d.reviewed_by, d.completed_by, ${dayLock(businessGroupId, 'shared')} as day_lock,
          ${withConfig ? documentConfigSql(businessGroupId) : sql`null::json`} as config,
          coalesce((select json_agg(json_build_object(
              'id', l.id, 'lineNo', l.line_no, 'skuId', l.sku_id, 'warehouseId', l.warehouse_id, 'qty', l.qty::text,
              'unitCost', l.unit_cost::text, 'amount', l.amount::text, 'sourceLineId', l.source_line_id,
              'fulfilledQty', l.fulfilled_qty::text, 'extra', l.extra) order by l.line_no)
            from document_line l where l.document_id = d.id), '[]'::json) as lines
        from document d where d.id = ${id} and d.business_group_id = ${businessGroupId}`,
  );
  if (!d) return undefined;
  const num = (v: number | null) => (v === null ? null : Number(v));
  const doc: LoadedDocument = {
    id: Number(d.id),
    businessGroupId: Number(d.business_group_id),
    type: d.type,
    billNo: d.bill_no,
    status: d.status,
    version: Number(d.version),
    billDate: d.bill_date,
    warehouseId: num(d.warehouse_id),
    toWarehouseId: num(d.to_warehouse_id),
    partnerId: num(d.partner_id),
    remark: d.remark,
    totalQty: d.total_qty,
    totalAmount: d.total_amount,
    header: jsonValue(d.header),
    reversalOfId: num(d.reversal_of_id),
    createdBy: num(d.created_by),
    reviewedBy: num(d.reviewed_by),
    completedBy: num(d.completed_by),
    lines: jsonValue(d.lines).map((l) => ({
      ...l,
      id: Number(l.id),
      skuId: num(l.skuId),
      warehouseId: num(l.warehouseId),
      sourceLineId: num(l.sourceLineId),
    })),
  };
  return { doc, config: d.config };
}

export async function requireDocument(
  executor: Executor,
  businessGroupId: number,
  id: number,
  type: DocumentType,
): Promise<LoadedDocument> {
  const doc = await loadDocument(executor, businessGroupId, id);
  if (!doc || doc.type !== type) throw fail.notFound();
  return doc;
}

// ---- views -----------------------------------------------------------------------------

const str = (v: number | null) => (v === null ? null : String(v));

/** Renames the typed columns to the type's field names and amounts to cost fields where they are cost. */
export function headerView(def: DocumentDefinition, d: DocumentRow | LoadedDocument, reversedById: number | null): DocumentHeaderView {
  const created = 'createdAt' in d ? d.createdAt : undefined;
  const row = d as Partial<DocumentRow>;
  const view: DocumentHeaderView = {
    ...d.header,
    id: String(d.id),
    type: d.type,
    billNo: d.billNo,
    status: d.status,
    version: d.version,
    billDate: d.billDate,
    warehouseId: str(d.warehouseId),
    toWarehouseId: str(d.toWarehouseId),
    partnerId: str(d.partnerId),
    remark: d.remark,
    totalQty: d.totalQty,
    reversalOfId: str(d.reversalOfId),
    reversedById: str(reversedById),
    createdBy: str(d.createdBy),
    createdByName: null,
    reviewedBy: str(d.reviewedBy),
    completedBy: str(d.completedBy),
    createTime: created ? created.toISOString() : '',
    reviewTime: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    completeTime: row.completedAt ? row.completedAt.toISOString() : null,
  };
  view[def.amountIsCost ? 'costAmount' : 'totalAmount'] = d.totalAmount;
  for (const [column, field] of Object.entries(def.headerColumns ?? {})) {
    view[field] = view[column];
  }
  return view;
}

export function lineView(def: DocumentDefinition, l: LineRow | LoadedLine): DocumentLineView {
  const view: DocumentLineView = {
    ...l.extra,
    id: String(l.id),
    lineNo: l.lineNo,
    skuId: str(l.skuId),
    warehouseId: str(l.warehouseId),
    qty: l.qty,
    sourceLineId: str(l.sourceLineId),
    fulfilledQty: l.fulfilledQty,
    unitCost: l.unitCost,
  };
  view[def.amountIsCost ? 'costAmount' : 'amount'] = l.amount;
  return view;
}

export async function documentAuditTrail(executor: Executor, documentId: number): Promise<DocumentAuditView[]> {
  const list = await executor.select().from(documentAudit).where(eq(documentAudit.documentId, documentId)).orderBy(asc(documentAudit.id));
  return list.map((a) => ({
    id: String(a.id),
    operation: a.operation,
    fromStatus: a.fromStatus,
    toStatus: a.toStatus,
    employeeId: str(a.employeeId),
    employeeName: null,
    at: a.at.toISOString(),
    reason: a.reason,
  }));
}

/**
 * The documents of the group related to one: the one it reverses and its reversal (红冲),
 * the documents its lines fulfil and those whose lines fulfil it (lineage). One statement,
 * from the reversal and source-line indexes.
 */
export async function documentLinks(executor: Executor, businessGroupId: number, id: number): Promise<DocumentLinkView[]> {
  const found = await rows<{
    relation: DocumentLinkRelation;
    id: number | string;
    type: DocumentType;
    bill_no: string;
    status: DocumentStatus;
  }>(
    executor,
    sql`select x.relation, x.id, x.type, x.bill_no, x.status from (
          select 'REVERSAL_OF' as relation, r.id, r.type, r.bill_no, r.status
            from document d join document r on r.id = d.reversal_of_id
            where d.id = ${id} and r.business_group_id = ${businessGroupId}
          union
          select 'REVERSED_BY', r.id, r.type, r.bill_no, r.status
            from document r where r.reversal_of_id = ${id} and r.business_group_id = ${businessGroupId}
          union
          select 'SOURCE', s.id, s.type, s.bill_no, s.status
            from document_line l join document_line sl on sl.id = l.source_line_id join document s on s.id = sl.document_id
            where l.document_id = ${id} and s.business_group_id = ${businessGroupId}
          union
          select 'DERIVED', dd.id, dd.type, dd.bill_no, dd.status
            from document_line l join document_line dl on dl.source_line_id = l.id join document dd on dd.id = dl.document_id
            where l.document_id = ${id} and dd.business_group_id = ${businessGroupId}
        ) x
        order by case x.relation when 'SOURCE' then 0 when 'REVERSAL_OF' then 1 when 'DERIVED' then 2 else 3 end, x.id
        limit 200`,
  );
  return found.map((f) => ({ relation: f.relation, id: String(f.id), type: f.type, billNo: f.bill_no, status: f.status }));
}

/** Header, lines, audit trail, related documents and the operations its status allows, of one document of the group. */
export async function documentDetail(
  executor: Executor,
  businessGroupId: number,
  def: DocumentDefinition,
  id: number,
): Promise<DocumentDetailView> {
  const [d] = await executor
    .select({ doc: document, reversedById: sql<number | null>`(select r.id from document r where r.reversal_of_id = "document"."id")` })
    .from(document)
    .where(and(eq(document.id, id), groupScope(def, businessGroupId), eq(document.type, def.type)));
  if (!d) throw fail.notFound();
  // A document read by another group than its own (readScope) offers that group no operation.
  const foreign = Number(d.doc.businessGroupId) !== businessGroupId;
  const [lines, audit, links] = await Promise.all([
    executor.select().from(documentLine).where(eq(documentLine.documentId, id)).orderBy(asc(documentLine.lineNo)),
    documentAuditTrail(executor, id),
    documentLinks(executor, businessGroupId, id),
  ]);
  const header = headerView(def, d.doc, d.reversedById === null ? null : Number(d.reversedById));
  const lineViews = lines.map((l) => lineView(def, l));
  return {
    ...header,
    lines: def.detailLines ? await def.detailLines(executor, businessGroupId, lineViews) : lineViews,
    audit,
    links,
    operations: foreign ? [] : operationsAllowed(def, header),
    ...(def.readScope ? { foreign } : {}),
  };
}

export type DocumentPageQuery = z.output<typeof documentPageQuery>;

const SORTS = {
  billDate: document.billDate,
  billNo: document.billNo,
  createTime: document.createdAt,
  status: document.status,
} as const;

/** The documents of a type the group may read: its own, and those its readScope adds. */
function groupScope(def: DocumentDefinition, businessGroupId: number): SQL {
  const own = eq(document.businessGroupId, businessGroupId);
  return def.readScope ? (or(own, def.readScope(businessGroupId)) as SQL) : own;
}

/** The list filters of one type's documents in the group (page and export alike). */
export function documentWhere(businessGroupId: number, def: DocumentDefinition, q: DocumentFilters, extraWhere?: SQL): SQL | undefined {
  return and(
    groupScope(def, businessGroupId),
    eq(document.type, def.type),
    q.billNo ? ilike(document.billNo, `%${q.billNo.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    q.status ? eq(document.status, q.status) : undefined,
    q.dateFrom ? gte(document.billDate, q.dateFrom) : undefined,
    q.dateTo ? lte(document.billDate, q.dateTo) : undefined,
    q.warehouseId !== undefined ? or(eq(document.warehouseId, q.warehouseId), eq(document.toWarehouseId, q.warehouseId)) : undefined,
    q.partnerId !== undefined ? eq(document.partnerId, q.partnerId) : undefined,
    extraWhere,
  );
}

type DocumentFilters = Pick<DocumentPageQuery, 'billNo' | 'status' | 'dateFrom' | 'dateTo'> & { warehouseId?: number; partnerId?: number };

/** The export's batches: the filtered documents after `afterId`, by id. */
export async function documentBatch(
  executor: Executor,
  businessGroupId: number,
  def: DocumentDefinition,
  q: DocumentFilters,
  afterId: number | undefined,
  limit: number,
): Promise<DocumentHeaderView[]> {
  const rows = await executor
    .select({ doc: document, reversedById: sql<number | null>`(select r.id from document r where r.reversal_of_id = "document"."id")` })
    .from(document)
    .where(and(documentWhere(businessGroupId, def, q), afterId === undefined ? undefined : gt(document.id, afterId)))
    .orderBy(asc(document.id))
    .limit(limit);
  return rows.map((r) => headerView(def, r.doc, r.reversedById === null ? null : Number(r.reversedById)));
}

/** A page of one type's documents in the group, from the (group, type, …) indexes. */
export async function documentPage(
  executor: Executor,
  businessGroupId: number,
  def: DocumentDefinition,
  q: DocumentPageQuery,
  extraWhere?: SQL,
): Promise<Page<DocumentHeaderView>> {
  const where = documentWhere(businessGroupId, def, q as DocumentFilters, extraWhere);
  const [field, dir] = (q.sort ?? 'billDate,desc').split(',') as [keyof typeof SORTS, string | undefined];
  const order = dir === 'asc' ? asc(SORTS[field]) : desc(SORTS[field]);
  const [rows, n] = await Promise.all([
    executor
      .select({
        doc: document,
        reversedById: sql<number | null>`(select r.id from document r where r.reversal_of_id = "document"."id")`,
        // One aggregate per row of the page, from the lines' (document, line) index: no N+1.
        fulfilment: def.listFulfilment
          ? sql<
              string | null
            >`(select case when bool_and(l.fulfilled_qty >= l.qty) then 'ALL' when bool_or(l.fulfilled_qty > 0) then 'PARTIAL' else 'NONE' end from document_line l where l.document_id = "document"."id")`
          : sql<null>`null`,
        fulfilmentRate: def.listFulfilmentRate
          ? sql<
              string | null
            >`(select (round(100 * sum(least(l.fulfilled_qty, l.qty)) / nullif(sum(l.qty), 0), 2))::text from document_line l where l.document_id = "document"."id")`
          : sql<null>`null`,
      })
      .from(document)
      .where(where)
      .orderBy(order, desc(document.id))
      .limit(q.pageSize + 1)
      .offset((q.pageNum - 1) * q.pageSize),
    cappedCount(executor, document, where),
  ]);
  const page = cappedPage(rows, n, q);
  return {
    ...page,
    list: page.list.map((r) => {
      const view = headerView(def, r.doc, r.reversedById === null ? null : Number(r.reversedById));
      if (def.listFulfilment) view[def.listFulfilment] = r.doc.status === 'CLOSED' ? 'CLOSED' : (r.fulfilment ?? 'NONE');
      if (def.listFulfilmentRate) view[def.listFulfilmentRate] = r.fulfilmentRate ?? '0.00';
      return view;
    }),
  };
}

/** spec §7 billNo/associationId: the document behind a bill number, within the caller's groups. */
export async function findByBillNo(
  executor: Executor,
  groupIds: readonly number[],
  activeGroupId: number,
  billNo: string,
): Promise<BillNoAssociation> {
  const type = documentTypeOfBillNo(billNo);
  if (groupIds.length === 0 || !type) throw fail.notFound();
  const found = await executor
    .select({ id: document.id, type: document.type, billNo: document.billNo, status: document.status, groupId: document.businessGroupId })
    .from(document)
    .where(and(inArray(document.businessGroupId, [...groupIds]), eq(document.type, type), eq(document.billNo, billNo)));
  // The same number may exist in two groups: the active group's wins.
  const hit = found.find((f) => f.groupId === activeGroupId) ?? found[0];
  if (!hit) throw fail.notFound();
  return { id: String(hit.id), type: hit.type, billNo: hit.billNo, status: hit.status, businessGroupId: String(hit.groupId) };
}

export type PendingDocument = { id: string; type: DocumentType; billNo: string; status: DocumentStatus; billDate: string };

/** Stock and money document types: the ones daily checkout concerns; orders may still be entered. */
export function postingTypes(): DocumentType[] {
  return documentDefinitions()
    .filter((d) => d.dayBound)
    .map((d) => d.type);
}

/** Documents dated on or before `date` still in draft or review (the checkout warning). */
export async function pendingDocuments(
  executor: Executor,
  businessGroupId: number,
  date: string,
  limit = 50,
): Promise<{ count: number; list: PendingDocument[] }> {
  const where = and(
    eq(document.businessGroupId, businessGroupId),
    inArray(document.status, ['DRAFT', 'REVIEWED']),
    lte(document.billDate, date),
    inArray(document.type, postingTypes()),
  );
  const [list, [{ n }]] = await Promise.all([
    executor
      .select({ id: document.id, type: document.type, billNo: document.billNo, status: document.status, billDate: document.billDate })
      .from(document)
      .where(where)
      .orderBy(asc(document.billDate), asc(document.id))
      .limit(limit),
    executor.select({ n: count() }).from(document).where(where),
  ]);
  return { count: Number(n), list: list.map((d) => ({ ...d, id: String(d.id) })) };
}

/**
 * Quantities on their way into warehouses: lines of REVIEWED documents of the given types
 * that will bring stock in (the virtual-stock reading of ifVirtualStock).
 */
export async function openInboundQty(
  executor: Executor,
  businessGroupId: number,
  types: readonly DocumentType[],
  keys: { warehouseId: number; skuId: number }[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (keys.length === 0 || types.length === 0) return out;
  const found = await rows<{ warehouse_id: number; sku_id: number; qty: string }>(
    executor,
    sql`select coalesce(d.to_warehouse_id, l.warehouse_id, d.warehouse_id) as warehouse_id, l.sku_id, sum(l.qty)::text as qty
        from document d join document_line l on l.document_id = d.id
        where d.business_group_id = ${businessGroupId} and d.status = 'REVIEWED'
          and d.type = any(${`{${types.join(',')}}`}::text[])
          and l.sku_id = any(${idArray([...new Set(keys.map((k) => k.skuId))])})
        group by 1, 2`,
  );
  for (const f of found) out.set(`${Number(f.warehouse_id)}:${Number(f.sku_id)}`, f.qty);
  return out;
}

/** Of these warehouse ids, those some document names (header or line). */
export async function warehousesNamedByDocuments(executor: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const list = idArray(ids);
  const found = await rows<{ id: number }>(
    executor,
    sql`select warehouse_id as id from document where warehouse_id = any(${list})
        union select to_warehouse_id from document where to_warehouse_id = any(${list})
        union select warehouse_id from document_line where warehouse_id = any(${list})`,
  );
  return found.map((r) => Number(r.id));
}
