// The price history of a SKU: each change a posted price adjustment made, newest first.
import type { Page, PriceHistoryView, priceHistoryQuery } from '@quire/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { pageOf } from '../../platform/db/group-rows';
import { priceHistory } from './pricing.schema';

type Row = typeof priceHistory.$inferSelect;

export function priceHistoryPage(
  db: Executor,
  businessGroupId: number,
  q: z.output<typeof priceHistoryQuery>,
): Promise<Page<PriceHistoryView>> {
  const where = and(eq(priceHistory.businessGroupId, businessGroupId), eq(priceHistory.skuId, q.skuId));
  return pageOf(
    db,
    priceHistory,
    where,
    q,
    (r: Row) => ({
      skuId: String(r.skuId),
      field: r.field,
      oldPrice: String(Number(r.oldPrice)),
      newPrice: String(Number(r.newPrice)),
      documentId: String(r.documentId),
      billNo: r.billNo,
      effectiveDate: r.effectiveDate,
      at: r.createdAt.toISOString(),
    }),
    (limit, offset) => db.select().from(priceHistory).where(where).orderBy(desc(priceHistory.id)).limit(limit).offset(offset),
  );
}
