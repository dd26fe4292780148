// The big lists: capped totals ("10,000+") with hasMore, and the bill-number fragment filter
// of the movement records.
import { COUNT_CAP, type MovementView, movementPageBody, type Page } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { cappedPage } from '../../platform/db/sql-helpers';
import { clerk, freshId, useTestPorts } from './inventory.fixtures';
import { movementPage } from './stock-query.service';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const c = clerk(t, admin);

describe('capped totals', () => {
  it('counts a list up to the cap, then says "more" (totalCapped) and keeps paging by hasMore', async () => {
    // A group of its own with COUNT_CAP + 5 moves, written set-based.
    const g = 900_000 + freshId();
    const [w, sku, other] = [freshId(), freshId(), freshId()];
    // One move in another warehouse first (the filtered list below the cap).
    await t.db.execute(sql`insert into stock_move (business_group_id, document_type, document_id, bill_no, warehouse_id, sku_id,
        qty, unit_cost, amount, balance_qty_after, bill_date)
      values (${g}, 'STOCK_BREAKAGE', 0, 'BSBY2025123100001', ${other}, ${sku}, 1, 1, 1, 1, date '2025-12-31')`);
    await t.db.execute(sql`insert into stock_move (business_group_id, document_type, document_id, bill_no, warehouse_id, sku_id,
        qty, unit_cost, amount, balance_qty_after, bill_date)
      select ${g}, 'STOCK_BREAKAGE', i, 'BSBY20260101' || lpad(i::text, 5, '0'), ${w}, ${sku}, 1, 1, 1, i, date '2026-01-01'
      from generate_series(1, ${COUNT_CAP + 5}) i`);
    const page = (body: Record<string, unknown>) => movementPage(t.db, g, movementPageBody.parse(body));

    const first = await page({ pageNum: 1, pageSize: 20 });
    expect(first).toMatchObject({ total: COUNT_CAP, totalCapped: true, hasMore: true, pageNum: 1, pageSize: 20 });
    expect(first.list).toHaveLength(20);
    expect(first.list[0].billNo).toBe(`BSBY20260101${String(COUNT_CAP + 5).padStart(5, '0')}`);

    // Past the cap the total grows with what the page proves exists, so the pager goes on.
    const deep = await page({ pageNum: 501, pageSize: 20 });
    expect(deep).toMatchObject({ totalCapped: true, hasMore: false });
    expect(deep.list).toHaveLength(6);
    expect(deep.total).toBe(COUNT_CAP + 6);

    // Below the cap: the exact total, no flag.
    const few = await page({ pageNum: 1, pageSize: 20, warehouseId: String(other) });
    expect(few).toMatchObject({ total: 1, totalCapped: false, hasMore: false });
  });

  it('derives the envelope from limit + 1 rows and a count capped at cap + 1', () => {
    const q = { pageNum: 2, pageSize: 2 };
    expect(cappedPage([1, 2, 3], 4, q)).toEqual({ list: [1, 2], total: 4, pageNum: 2, pageSize: 2, totalCapped: false, hasMore: true });
    expect(cappedPage([1], 3, q)).toMatchObject({ list: [1], total: 3, totalCapped: false, hasMore: false });
    expect(cappedPage([1, 2, 3], 11, q, 10)).toMatchObject({ total: 10, totalCapped: true, hasMore: true });
  });
});

describe('movement records by bill number', () => {
  it('match any part of the bill number, not only the whole of it', async () => {
    const [w, sku] = [freshId(), freshId()];
    const posted = await c.gain(w, [[sku, '2']]);
    const moves = async (billNo: string) =>
      c
        .ok(await t.call<Page<MovementView>>(admin, 'POST', '/api/stock/movement/page', { billNo, skuId: String(sku) }))
        .list.map((m) => m.billNo);
    expect(await moves(posted.billNo)).toEqual([posted.billNo]);
    expect(await moves(posted.billNo.slice(-7))).toEqual([posted.billNo]);
    expect(await moves(posted.billNo.slice(4, 12))).toEqual([posted.billNo]);
    expect(await moves(posted.billNo.toLowerCase().slice(0, 6))).toEqual([posted.billNo]);
    expect(await moves('XX%')).toEqual([]);
  });
});
