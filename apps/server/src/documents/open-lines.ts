// What the pick dialogs (从采购订单选择, 从批发订单选择, 从销售单选择, …) list: the lines of a
// partner's source documents that are still open, a page at a time, in one statement.
import type { DocumentStatus, DocumentType, Page, PickLineView } from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client';
import { likeContains } from '../platform/db/sql-helpers';
import { jsonValue, rows } from '../platform/db/sql-util';

/** Where a pick dialog takes lines from: the source type and the status it must be in. */
export type OpenLineSource = { type: DocumentType; status: DocumentStatus };

/** A source line and what of it is open; `extra` is the line's own fields (price, discount, gift …). */
export type OpenLine = PickLineView & { closedQty: string; extra: Record<string, unknown> };

export type OpenLineFilters = {
  /** The documents' partner; null: every document of the source (a retail sale has no customer). */
  partnerId: number | null;
  /** A fragment of the bill number. */
  billNo?: string;
  /** More conditions on the line (`l`) or its document (`d`). */
  where?: SQL[];
  pageNum: number;
  pageSize: number;
};

type Row = {
  id: number;
  document_id: number;
  bill_no: string;
  bill_date: string;
  warehouse_id: number | null;
  line_no: number;
  sku_id: number | null;
  qty: string;
  fulfilled_qty: string;
  closed_qty: string;
  open: string;
  price: string | null;
  tax_rate: string | null;
  extra: Record<string, unknown> | string | null;
  total: number;
};

/**
 * What of each source line is still open (its quantity less what later documents took and what
 * was closed) for the group's documents of the source, in its status and not reversed; newest
 * documents first.
 */
export async function openLinesPage(
  db: Executor,
  businessGroupId: number,
  source: OpenLineSource,
  q: OpenLineFilters,
): Promise<Page<OpenLine>> {
  const open = sql`(l.qty - l.fulfilled_qty - coalesce((l.extra ->> 'closedQty')::numeric, 0))`;
  const where: SQL[] = [
    sql`d.business_group_id = ${businessGroupId}`,
    sql`d.type = ${source.type}`,
    sql`d.status = ${source.status}`,
    sql`d.reversal_of_id is null`,
    sql`not exists (select 1 from document r where r.reversal_of_id = d.id)`,
    sql`${open} > 0`,
    ...(q.where ?? []),
  ];
  if (q.partnerId !== null) where.push(sql`d.partner_id = ${q.partnerId}`);
  if (q.billNo) where.push(sql`d.bill_no ilike ${likeContains(q.billNo)}`);
  const found = await rows<Row>(
    db,
    sql`select l.id, l.document_id, d.bill_no, d.bill_date::text as bill_date, d.warehouse_id, l.line_no, l.sku_id,
               l.qty::text as qty, l.fulfilled_qty::text as fulfilled_qty, coalesce(l.extra ->> 'closedQty', '0') as closed_qty,
               ${open}::text as open, l.extra ->> 'price' as price, l.extra ->> 'taxRate' as tax_rate, l.extra,
               count(*) over () as total
        from document d join document_line l on l.document_id = d.id
        where ${sql.join(where, sql` and `)}
        order by d.bill_date desc, d.id desc, l.line_no
        limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`,
  );
  const id = (v: number | null) => (v === null ? null : String(v));
  return {
    list: found.map((r) => ({
      id: String(r.id),
      documentId: String(r.document_id),
      billNo: r.bill_no,
      billDate: r.bill_date,
      warehouseId: id(r.warehouse_id),
      lineNo: Number(r.line_no),
      skuId: id(r.sku_id),
      qty: r.qty,
      fulfilledQty: r.fulfilled_qty,
      closedQty: r.closed_qty,
      open: r.open,
      price: r.price,
      taxRate: r.tax_rate,
      extra: (r.extra === null ? null : jsonValue(r.extra)) ?? {},
    })),
    total: found.length > 0 ? Number(found[0].total) : 0,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}
