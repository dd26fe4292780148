// The pick dialogs' one call (从采购订单选择, 从入库单选择, 从退货申请单选择): the open lines of a
// supplier's source documents, a page at a time, in one statement.
import type { DocumentStatus, DocumentType, Page, PurchasePickLineView, PurchasePickQuery } from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import { skuIdsWhere } from '../product/index';

/** Where a picking screen takes lines from: the source type and the status it must be in. */
export type PickSource = { type: DocumentType; status: DocumentStatus };

/** A receipt draws on reviewed orders; an application on posted receipts; a return on reviewed applications. */
export const PICK_SOURCES = {
  orderLines: { type: 'PURCHASE_ORDER', status: 'REVIEWED' },
  receiptLines: { type: 'PURCHASE_RECEIVE', status: 'COMPLETE' },
  applicationLines: { type: 'PURCHASE_RETURN_APPLY', status: 'REVIEWED' },
} as const satisfies Record<string, PickSource>;

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
  total: number;
};

type PickFilters = Omit<PurchasePickQuery, 'supplierId' | 'skuId' | 'pageNum' | 'pageSize'> & {
  supplierId: number;
  skuId?: number;
  pageNum: number;
  pageSize: number;
};

/**
 * What of each source line is still open — its quantity less what later documents took
 * (received; applied; returned) and, on an order, what was closed — for the supplier's
 * documents of the group in the source's status, not reversed; newest documents first.
 */
export async function pickableLines(
  db: Executor,
  businessGroupId: number,
  source: PickSource,
  q: PickFilters,
): Promise<Page<PurchasePickLineView>> {
  const open = sql`(l.qty - l.fulfilled_qty - coalesce((l.extra ->> 'closedQty')::numeric, 0))`;
  const where: SQL[] = [
    sql`d.business_group_id = ${businessGroupId}`,
    sql`d.type = ${source.type}`,
    sql`d.status = ${source.status}`,
    sql`d.partner_id = ${q.supplierId}`,
    sql`d.reversal_of_id is null`,
    sql`not exists (select 1 from document r where r.reversal_of_id = d.id)`,
    sql`${open} > 0`,
  ];
  if (q.billNo) where.push(sql`d.bill_no ilike ${`%${q.billNo.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (q.dateFrom) where.push(sql`d.bill_date >= ${q.dateFrom}`);
  if (q.dateTo) where.push(sql`d.bill_date <= ${q.dateTo}`);
  if (q.skuId !== undefined) where.push(sql`l.sku_id = ${q.skuId}`);
  if (q.sku) where.push(sql`l.sku_id in (${await skuIdsWhere(db, { keyword: q.sku })})`);
  const found = await rows<Row>(
    db,
    sql`select l.id, l.document_id, d.bill_no, d.bill_date::text as bill_date, d.warehouse_id, l.line_no, l.sku_id,
               l.qty::text as qty, l.fulfilled_qty::text as fulfilled_qty, coalesce(l.extra ->> 'closedQty', '0') as closed_qty,
               ${open}::text as open, l.extra ->> 'price' as price, l.extra ->> 'taxRate' as tax_rate, count(*) over () as total
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
    })),
    total: found.length > 0 ? Number(found[0].total) : 0,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}
