// The pick dialogs' one call (从批发订单选择, 从销售单选择, 从零售单选择): the open lines of a
// customer's reviewed orders (to sell) or posted sales (to return), or of the group's posted
// retail sales (to return; a walk-in buyer is no customer), a page at a time, in one statement.
import type { DocumentStatus, DocumentType, Page, WholesalePickQuery } from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';

export type WholesalePickSource = { type: DocumentType; status: DocumentStatus };
export const WHOLESALE_PICK_SOURCES = {
  orderLines: { type: 'VERBAL_ORDER', status: 'REVIEWED' },
  saleLines: { type: 'WHOLESALE_SALE', status: 'COMPLETE' },
  retailSaleLines: { type: 'RETAIL_SALE', status: 'COMPLETE' },
} as const satisfies Record<string, WholesalePickSource>;

export type WholesalePickLineView = {
  id: string;
  documentId: string;
  billNo: string;
  billDate: string;
  warehouseId: string | null;
  lineNo: number;
  skuId: string | null;
  qty: string;
  fulfilledQty: string;
  open: string;
  price: string | null;
  taxRate: string | null;
  discount: string | null;
  gift: boolean;
};

type Row = Omit<WholesalePickLineView, 'id' | 'documentId' | 'warehouseId' | 'skuId' | 'gift'> & {
  id: number;
  document_id: number;
  bill_date: string;
  bill_no: string;
  line_no: number;
  warehouse_id: number | null;
  sku_id: number | null;
  fulfilled_qty: string;
  tax_rate: string | null;
  gift: boolean | null;
  total: number;
};

/** customerId null: every document of the source (retail sales have no customer). */
type Filters = Omit<WholesalePickQuery, 'customerId' | 'pageNum' | 'pageSize'> & {
  customerId: number | null;
  pageNum: number;
  pageSize: number;
};

/** What of each source line is still open, for the customer's (or the group's) documents in the source's status, not reversed; newest first. */
export async function wholesalePickLines(
  db: Executor,
  businessGroupId: number,
  source: WholesalePickSource,
  q: Filters,
): Promise<Page<WholesalePickLineView>> {
  const open = sql`(l.qty - l.fulfilled_qty - coalesce((l.extra ->> 'closedQty')::numeric, 0))`;
  const where: SQL[] = [
    sql`d.business_group_id = ${businessGroupId}`,
    sql`d.type = ${source.type}`,
    sql`d.status = ${source.status}`,
    sql`d.reversal_of_id is null`,
    sql`not exists (select 1 from document r where r.reversal_of_id = d.id)`,
    sql`${open} > 0`,
  ];
  if (q.customerId !== null) where.push(sql`d.partner_id = ${q.customerId}`);
  if (q.billNo) where.push(sql`d.bill_no ilike ${`%${q.billNo.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const found = await rows<Row>(
    db,
    sql`select l.id, l.document_id, d.bill_no, d.bill_date::text as bill_date, d.warehouse_id, l.line_no, l.sku_id,
               l.qty::text as qty, l.fulfilled_qty::text as fulfilled_qty, ${open}::text as open,
               l.extra ->> 'price' as price, l.extra ->> 'taxRate' as tax_rate, l.extra ->> 'discount' as discount,
               (l.extra ->> 'gift')::boolean as gift, count(*) over () as total
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
      open: r.open,
      price: r.price,
      taxRate: r.tax_rate,
      discount: r.discount,
      gift: r.gift === true,
    })),
    total: found.length > 0 ? Number(found[0].total) : 0,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}
