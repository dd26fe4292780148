// The pick dialogs' one call (从批发订单选择, 从销售单选择, 从零售单选择): the open lines of a
// customer's reviewed orders (to sell) or posted sales (to return), or of the group's posted
// retail sales (to return; a walk-in buyer is no customer), a page at a time, in one statement.
import type { Page, WholesalePickLineView, WholesalePickQuery } from '@quire/contracts';
import { type OpenLineSource, openLinesPage } from '../../documents/open-lines';
import type { Executor } from '../../platform/db/client';

export type WholesalePickSource = OpenLineSource;
export const WHOLESALE_PICK_SOURCES = {
  orderLines: { type: 'VERBAL_ORDER', status: 'REVIEWED' },
  saleLines: { type: 'WHOLESALE_SALE', status: 'COMPLETE' },
  retailSaleLines: { type: 'RETAIL_SALE', status: 'COMPLETE' },
} as const satisfies Record<string, WholesalePickSource>;

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
  const page = await openLinesPage(db, businessGroupId, source, {
    partnerId: q.customerId,
    billNo: q.billNo,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
  return {
    ...page,
    list: page.list.map(({ extra, closedQty: _closed, ...line }) => ({
      ...line,
      discount: extra.discount === undefined || extra.discount === null ? null : String(extra.discount),
      gift: extra.gift === true || extra.gift === 'true',
    })),
  };
}
