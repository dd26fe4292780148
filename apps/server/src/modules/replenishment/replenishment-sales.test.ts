// The closed-day sales summary gives the suggestion exactly what the sale moves give: worked by
// hand across a close, days after it, a SKU whose days changed, a change of rules and a reopened
// day, and compared line by line with the suggestion read from the moves alone.
import type { ReplenishmentLineView } from '@quire/contracts';
import { replenishmentSuggestQuery } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { closeDay, reopenDay } from '../../documents/checkout.service';
import { suggestionPlanSql } from './replenishment.service';
import { daysAgo, replenishmentKit } from './replenishment.test-kit';
import { refreshSales, refreshStaleSales } from './replenishment-sales';

const t = await startTestApp();
const admin = await t.given.admin();
const group = (await t.given.defaultGroup()).id;
const k = replenishmentKit(t, admin, group);
const piece = { packages: [{ unitName: '支', factor: '1' }] };

/** Whether the suggestion of the warehouse reads the summary now, and the day it was taken through. */
async function summaryOf(w: number) {
  return (await suggestionPlanSql(t.db, group, replenishmentSuggestQuery.parse({ warehouseId: String(w) }))).summary;
}

/** The suggestion read from the moves alone: the summary's state set aside for one call, then put back. */
async function fromMoves(w: number): Promise<ReplenishmentLineView[]> {
  const [state] = (
    await t.db.execute(sql`delete from replenishment_sales_state where business_group_id = ${group} and warehouse_id = ${w} returning *`)
  ).rows as Record<string, unknown>[];
  try {
    expect(await summaryOf(w)).toBeNull();
    return await k.lines(w);
  } finally {
    if (state) {
      await t.db.execute(sql`insert into replenishment_sales_state (business_group_id, warehouse_id, through, checkout_id, max_n, rules_key, built_at)
        values (${state.business_group_id}, ${state.warehouse_id}, ${state.through}, ${state.checkout_id}, ${state.max_n}, ${state.rules_key}, ${state.built_at})`);
    }
  }
}

describe('closed-day sales summary', () => {
  it('gives the same suggestion as the moves: through a close, days after it, a changed N, other rules, a reopened day', async () => {
    const w = await k.warehouse();
    const short = await k.products.category();
    // N = 30 for the warehouse, 10 for the category `short`; limits high enough to list every SKU that sold.
    await k.ok(k.config({ warehouseId: String(w), averageSalesDays: 30, lowerDays: 60, upperDays: 90 }));
    const shortRule = { warehouseId: String(w), categoryId: short.id, averageSalesDays: 10, lowerDays: 60, upperDays: 90 };
    const { id: shortRuleId } = await k.ok(k.config(shortRule));
    const a = await k.sku(piece); // N 30
    const b = await k.sku({ ...piece, categoryId: short.id }); // N 10
    const c = await k.sku(piece); // N 30, sells only after the close
    await k.stock.gain(w, [
      [a, '143'],
      [b, '70'],
      [c, '50'],
    ]);
    // a: 31 and 30 days back are outside N = 30 today, though inside the window of the close 3 days
    // back: they are the days that left it since (29 back is the first day still in).
    for (const [qty, back] of [
      ['100', 31],
      ['3', 30],
      ['7', 29],
      ['5', 27],
      ['20', 10],
      ['-2', 4],
    ] as const)
      await k.sell(w, a, qty, back);
    for (const [qty, back] of [
      ['50', 12],
      ['9', 9],
      ['4', 6],
    ] as const)
      await k.sell(w, b, qty, back);

    const before = await k.lines(w);
    expect(await summaryOf(w)).toBeNull();
    // By hand: a sold 7 + 5 + 20 − 2 = 30 in its 30 days; b 9 + 4 = 13 in its 10.
    expect(before.find((l) => l.skuId === String(a))).toMatchObject({ averageSalesDays: 30, soldQty: '30' });
    expect(before.find((l) => l.skuId === String(b))).toMatchObject({ averageSalesDays: 10, soldQty: '13' });

    // Closed through 3 days back and summarised: the same lines, now from the summary.
    await closeDay(t.db, group, daysAgo(3), 'MANUAL', null, { force: true });
    expect(await refreshStaleSales(t.db)).toMatchObject({ refreshed: expect.any(Number) });
    expect(await summaryOf(w)).toEqual({ through: daysAgo(3), daysSince: 3 });
    expect(await k.lines(w)).toEqual(before);
    // Nothing stale: the job takes nothing again.
    expect(await refreshStaleSales(t.db)).toEqual({ refreshed: 0 });

    // Sales on the open days after the close count; the closed days' stay as summarised.
    await k.sell(w, a, '6', 2);
    await k.sell(w, c, '45', 1);
    await k.sell(w, b, '-1', 0);
    const open = await k.lines(w);
    expect(open.find((l) => l.skuId === String(a))).toMatchObject({ soldQty: '36' });
    expect(open.find((l) => l.skuId === String(b))).toMatchObject({ soldQty: '12' });
    expect(open.find((l) => l.skuId === String(c))).toMatchObject({ soldQty: '45' });
    expect(await summaryOf(w)).not.toBeNull();
    expect(open).toEqual(await fromMoves(w));

    // A SKU moved to another category has another N: read from its own moves (30 days: 50 + 9 + 4 − 1).
    await t.db.execute(sql`update product_sku set category_id = (select category_id from product_sku where id = ${a}) where id = ${b}`);
    const moved = await k.lines(w);
    expect(moved.find((l) => l.skuId === String(b))).toMatchObject({ averageSalesDays: 30, soldQty: '62' });
    expect(moved).toEqual(await fromMoves(w));
    await t.db.execute(sql`update product_sku set category_id = ${Number(short.id)} where id = ${b}`);

    // Other rules: the moves are read until the summary is taken again with them.
    await k.ok(k.config({ ...shortRule, id: shortRuleId, version: 0, averageSalesDays: 7 }));
    expect(await summaryOf(w)).toBeNull();
    const ruled = await k.lines(w);
    expect(ruled.find((l) => l.skuId === String(b))).toMatchObject({ averageSalesDays: 7, soldQty: '3' });
    await refreshStaleSales(t.db);
    expect(await summaryOf(w)).not.toBeNull();
    expect(await k.lines(w)).toEqual(ruled);

    // A reopened day retires the summary taken through it.
    await reopenDay(t.db, group, daysAgo(3));
    expect(await summaryOf(w)).toBeNull();
    expect(await k.lines(w)).toEqual(ruled);
    // Closed again through the same day: a new close, taken again.
    await closeDay(t.db, group, daysAgo(3), 'MANUAL', null, { force: true });
    expect(await summaryOf(w)).toBeNull();
    expect(await refreshSales(t.db, group, w)).toBe(daysAgo(3));
    expect(await summaryOf(w)).toEqual({ through: daysAgo(3), daysSince: 3 });
    expect(await k.lines(w)).toEqual(ruled);
  });
});
