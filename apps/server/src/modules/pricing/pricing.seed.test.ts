// The demo company's pricing: every 价格管理 screen has records, and the price call gives the
// demo customers their policy, special and promotion prices.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { rows } from '../../platform/db/sql-util';
import { seedDemo } from '../../seed/seed';
import { resolvePrices } from './price-resolution';

const t = await startTestApp();
await seedDemo(t.db);

describe('demo pricing', () => {
  it('has policies given to customers, promotions in each state, goods lists, adjustments and a payment discount', async () => {
    const [counts] = await rows<Record<string, number>>(
      t.db,
      sql`select (select count(*)::int from price_policy) as policies,
                 (select count(*)::int from customer_info where price_policy_id is not null) as assigned,
                 (select count(distinct status)::int from promotion) as promotion_states,
                 (select count(distinct kind)::int from goods_list) as list_kinds,
                 (select count(*)::int from document where type = 'PRICE_ADJUST' and status = 'COMPLETE') as posted,
                 (select count(*)::int from document where type = 'PRICE_ADJUST' and status = 'REVIEWED') as waiting,
                 (select count(*)::int from price_history) as history,
                 (select count(*)::int from document where type = 'PAYMENT_DISCOUNT' and status = 'REVIEWED') as discounts`,
    );
    expect(counts).toMatchObject({ policies: 2, promotion_states: 3, list_kinds: 3, posted: 1, waiting: 1, history: 1, discounts: 1 });
    expect(counts.assigned).toBeGreaterThanOrEqual(3);
  });

  it('prices a demo customer’s lines by its policy, special price and the running tiered promotion', async () => {
    const [c] = await rows<{ id: number; business_group_id: number }>(
      t.db,
      sql`select c.id, c.business_group_id from customer_info c join price_policy p on p.id = c.price_policy_id where p.code = 'PA01' order by c.id limit 1`,
    );
    const tiered = await rows<{ sku_id: number }>(
      t.db,
      sql`select distinct i.ref_id as sku_id from promotion_item i join promotion p on p.id = i.promotion_id where p.status = 'EFFECTIVE'`,
    );
    const [special] = await rows<{ sku_id: number }>(t.db, sql`select sku_id from price_policy_special limit 1`);
    const skuIds = [special.sku_id, ...tiered.map((r) => r.sku_id)];
    const priced = await resolvePrices(t.db, c.business_group_id, {
      customerId: c.id,
      billDate: new Date().toLocaleDateString('sv-SE'),
      lines: skuIds.map((skuId) => ({ skuId: Number(skuId), qty: '60', packageId: null })),
    });
    expect(priced.map((p) => p.reason)).toEqual(['SPECIAL_PRICE', ...tiered.map(() => 'PROMOTION')]);
    expect(priced[1].promotion?.threshold).toBe('50');
  });
});
