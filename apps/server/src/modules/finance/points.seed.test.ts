// The demo company's points: a customer with a reward ratio holds points from a posted grant
// (and from demo sales of the 积分商品 list, if any went to it) less a posted redemption, and
// the points ledger verifies.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { rows } from '../../platform/db/sql-util';
import { seedDemo } from '../../seed/seed';
import { skusOnGoodsLists } from '../pricing/index';
import { verifyPointsLedger } from './points-verify';

const t = await startTestApp();
await seedDemo(t.db);

describe('demo points', () => {
  it('has a posted grant and redemption, a balance from them, and a ledger that verifies', async () => {
    const docs = await rows<{ n: number; granted: number; redeemed: number }>(
      t.db,
      sql`select count(*)::int as n,
                 count(*) filter (where (header ->> 'points')::int > 0)::int as granted,
                 count(*) filter (where (header ->> 'points')::int < 0)::int as redeemed
          from document where type = 'CUSTOMER_REWARD' and status = 'COMPLETE'`,
    );
    expect(docs[0]?.granted).toBeGreaterThanOrEqual(1);
    expect(docs[0]?.redeemed).toBeGreaterThanOrEqual(1);
    const [held] = await rows<{ points: number; ratio: string }>(
      t.db,
      sql`select b.points::int as points, c.reward_ratio::text as ratio from points_balance b
          join customer_info c on c.id = b.customer_id order by b.points desc limit 1`,
    );
    expect(held?.points).toBeGreaterThanOrEqual(300);
    expect(Number(held?.ratio)).toBeGreaterThan(0);
    expect(await verifyPointsLedger(t.db)).toEqual([]);
  });

  it('finds the SKUs of the 积分商品 list, and those under a listed category (its subcategories too), on real products', async () => {
    const [list] = await rows<{ g: number; list_id: number; sku: number; from: string }>(
      t.db,
      sql`select l.business_group_id as g, l.id as list_id, i.ref_id as sku, l.valid_from::text as from
          from goods_list l join goods_list_item i on i.list_id = l.id
          where l.kind = 'RETURN_POINTS' and i.kind = 'SKU' order by l.id, i.ref_id limit 1`,
    );
    if (!list) throw new Error('the demo has a 积分商品 list');
    const [other] = await rows<{ id: number; category_id: number; parent: number }>(
      t.db,
      sql`select s.id, s.category_id, c.parent_id as parent from product_sku s join product_category c on c.id = s.category_id
          where s.id not in (select ref_id from goods_list_item where kind = 'SKU' and list_id = ${list.list_id}) and c.parent_id is not null
          order by s.id limit 1`,
    );
    if (!other) throw new Error('the demo has a SKU in a subcategory');
    const found = await skusOnGoodsLists(t.db, list.g, 'RETURN_POINTS', list.from, [list.sku, other.id]);
    expect([...found]).toEqual([Number(list.sku)]);
    // Before the list is valid: nothing.
    expect((await skusOnGoodsLists(t.db, list.g, 'RETURN_POINTS', '2000-01-01', [list.sku])).size).toBe(0);
    // The other SKU's parent category listed: it counts too.
    await t.db.execute(
      sql`insert into goods_list_item (business_group_id, list_id, kind, ref_id) values (${list.g}, ${list.list_id}, 'CATEGORY', ${other.parent})`,
    );
    const withCategory = await skusOnGoodsLists(t.db, list.g, 'RETURN_POINTS', list.from, [list.sku, other.id]);
    expect([...withCategory].sort((a, b) => a - b)).toEqual([Number(list.sku), Number(other.id)].sort((a, b) => a - b));
  });
});
