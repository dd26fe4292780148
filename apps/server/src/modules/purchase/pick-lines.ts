// The pick dialogs' one call (从采购订单选择, 从入库单选择, 从退货申请单选择): the open lines of a
// supplier's source documents, a page at a time, in one statement.
import type { Page, PurchasePickLineView, PurchasePickQuery } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { type OpenLineSource, openLinesPage } from '../../documents/open-lines';
import type { Executor } from '../../platform/db/client';
import { skuIdsWhere } from '../product/index';

/** Where a picking screen takes lines from: the source type and the status it must be in. */
export type PickSource = OpenLineSource;

/** A receipt draws on reviewed orders; an application on posted receipts; a return on reviewed applications. */
export const PICK_SOURCES = {
  orderLines: { type: 'PURCHASE_ORDER', status: 'REVIEWED' },
  receiptLines: { type: 'PURCHASE_RECEIVE', status: 'COMPLETE' },
  applicationLines: { type: 'PURCHASE_RETURN_APPLY', status: 'REVIEWED' },
} as const satisfies Record<string, PickSource>;

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
  const where = [];
  if (q.dateFrom) where.push(sql`d.bill_date >= ${q.dateFrom}`);
  if (q.dateTo) where.push(sql`d.bill_date <= ${q.dateTo}`);
  if (q.skuId !== undefined) where.push(sql`l.sku_id = ${q.skuId}`);
  if (q.sku) where.push(sql`l.sku_id in (${await skuIdsWhere(db, { keyword: q.sku })})`);
  const page = await openLinesPage(db, businessGroupId, source, {
    partnerId: q.supplierId,
    billNo: q.billNo,
    where,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
  return { ...page, list: page.list.map(({ extra: _extra, ...line }) => line) };
}
