import { sql } from 'drizzle-orm';
import { operateDocument, parseSaveBody, saveDocument } from '../../documents/document.service';
import type { Actor } from '../../documents/document-definition';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../platform/db/seed-context';
import { rows } from '../../platform/db/sql-util';
import { searchSkus } from '../product/index';
import { saveGoodsList } from './goods-list.service';
import { paymentDiscount } from './payment-discount';
import { priceAdjust, serverToday } from './price-adjust';
import { savePricePolicy } from './price-policy.service';
import { enablePromotion, savePromotion, terminatePromotion } from './promotion.service';

type Saved = { id: string; version: number };

const dayAfter = (day: string, days: number) => {
  const d = new Date(`${day}T12:00:00`);
  d.setDate(d.getDate() + days);
  return d.toLocaleDateString('sv-SE');
};

/**
 * Demo pricing of the distribution centre (SEED=demo): two wholesale price policies (one with
 * special prices) given to customers, a running tiered promotion, a draft and a terminated one,
 * rebate, no-discount and points goods, a posted price adjustment and one waiting for its day,
 * and a payment discount. Every 价格管理 screen opens on data, and the price call gives each
 * reason on real customers.
 */
export async function seedDemoPricing(db: Db, ctx: DemoContext): Promise<void> {
  const [businessGroupId] = ctx.businessGroupIds;
  const skus = (await searchSkus(db, { pageNum: 1, pageSize: 12, includeDisabled: false })).list;
  const customers = await rows<{ id: number }>(
    db,
    sql`select id from customer_info where business_group_id = ${businessGroupId} and customer_status = 'NORMAL' order by id limit 4`,
  );
  if (skus.length < 8 || customers.length < 3) return;
  const auth = { belongId: businessGroupId, employeeId: ctx.adminId } as AuthContext;
  const actor: Actor = { employeeId: ctx.adminId, businessGroupId };
  const today = serverToday();
  const monthStart = `${today.slice(0, 8)}01`;
  const sku = (i: number) => Number(skus[i].id);
  const category = (i: number) => Number(skus[i].categoryId);

  const [regular, schools] = await db.transaction(async (tx) => [
    await savePricePolicy(tx, auth, {
      code: 'PA01',
      name: 'A类批发客户',
      basePrice: 'distributionPrice',
      method: 'ADD',
      ratio: '10',
      precision: 'JIAO',
      roundingMode: 'HALF_UP',
      scope: 'ALL',
      scopeIds: [],
      specials: [{ skuId: sku(0), price: String(Math.max(0.5, Number(skus[0].wholesalePrice ?? 2) * 0.85).toFixed(2)) }],
      remark: '配送价上浮10%，按角四舍五入',
    }),
    await savePricePolicy(tx, auth, {
      code: 'PS01',
      name: '学校集采',
      basePrice: 'wholesalePrice',
      method: 'REDUCE',
      ratio: '5',
      precision: 'FEN',
      roundingMode: 'DOWN',
      scope: 'CATEGORY',
      scopeIds: [category(1)],
      specials: [],
      remark: '批发价下浮5%，仅限本分类',
    }),
  ]);
  await db.execute(
    sql`update customer_info set price_policy_id = ${Number(regular.id)} where id in (${customers[0].id}, ${customers[1].id})`,
  );
  await db.execute(sql`update customer_info set price_policy_id = ${Number(schools.id)} where id = ${customers[2].id}`);
  if (customers[3])
    await db.execute(sql`update customer_info set preset_price_set = 2, last_price_sale = true where id = ${customers[3].id}`);

  await db.transaction(async (tx) => {
    const tiered = await savePromotion(tx, auth, {
      name: '开学季阶梯促销',
      beginDate: monthStart,
      endDate: dayAfter(today, 30),
      kind: 'DISCOUNT',
      orderTypes: [],
      orgScope: 'ALL',
      orgIds: [],
      customerScope: 'ALL',
      customerIds: [],
      tiered: true,
      tiers: [
        {
          threshold: '10',
          value: '95',
          items: [
            { kind: 'SKU', id: sku(2) },
            { kind: 'SKU', id: sku(3) },
          ],
        },
        {
          threshold: '50',
          value: '90',
          items: [
            { kind: 'SKU', id: sku(2) },
            { kind: 'SKU', id: sku(3) },
          ],
        },
      ],
      remark: '满10件95折，满50件9折',
    });
    await enablePromotion(tx, auth, Number(tiered.id), tiered.version, today);
    const ended = await savePromotion(tx, auth, {
      name: '国庆特价',
      beginDate: dayAfter(monthStart, -30),
      endDate: dayAfter(today, 5),
      kind: 'PRICE',
      orderTypes: ['IN_STORE'],
      orgScope: 'ALL',
      orgIds: [],
      customerScope: 'DESIGNATED',
      customerIds: [customers[1].id],
      tiered: false,
      tiers: [
        {
          threshold: '0',
          value: String(Math.max(0.5, Number(skus[4].wholesalePrice ?? 3) * 0.8).toFixed(2)),
          items: [{ kind: 'SKU', id: sku(4) }],
        },
      ],
      remark: '提前结束',
    });
    await enablePromotion(tx, auth, Number(ended.id), ended.version, today);
    await terminatePromotion(tx, auth, Number(ended.id), ended.version + 1);
    await savePromotion(tx, auth, {
      name: '双十二预热（待启用）',
      beginDate: dayAfter(today, 10),
      endDate: dayAfter(today, 20),
      kind: 'DISCOUNT',
      orderTypes: ['ONLINE_SELF', 'ONLINE_DELEGATE'],
      orgScope: 'ALL',
      orgIds: [],
      customerScope: 'ALL',
      customerIds: [],
      tiered: false,
      tiers: [{ threshold: '0', value: '88', items: [{ kind: 'CATEGORY', id: category(5) }] }],
      remark: null,
    });

    const list = (kind: 'REBATE' | 'NO_DISCOUNT' | 'RETURN_POINTS', name: string, items: { kind: 'SKU' | 'CATEGORY'; id: number }[]) =>
      saveGoodsList(tx, auth, { kind, name, validFrom: monthStart, validTo: dayAfter(today, 365), items, remark: null });
    await list('REBATE', '年度返利商品', [
      { kind: 'CATEGORY', id: category(1) },
      { kind: 'SKU', id: sku(6) },
    ]);
    await list('NO_DISCOUNT', '控价商品', [{ kind: 'SKU', id: sku(7) }]);
    await list('RETURN_POINTS', '积分商品', [
      { kind: 'SKU', id: sku(2) },
      { kind: 'SKU', id: sku(5) },
    ]);
  });

  // A price adjustment posted today, and one reviewed for next week.
  const adjust = (effectiveDate: string, lines: Record<string, unknown>[], remark: string) =>
    saveDocument(db, actor, priceAdjust, parseSaveBody(priceAdjust, { billDate: today, effectiveDate, remark, lines })) as Promise<Saved>;
  const raise = (i: number, by: number) => String((Math.max(1, Number(skus[i].retailPrice ?? 0)) * by).toFixed(2));
  const now = await adjust(today, [{ skuId: String(sku(5)), newPrices: { retailPrice: raise(5, 1.1) } }], '原材料上涨，零售价上调');
  const reviewed = (await operateDocument(db, actor, priceAdjust, 'REVIEW', { id: Number(now.id), version: now.version })) as Saved;
  await operateDocument(db, actor, priceAdjust, 'COMPLETE', { id: Number(reviewed.id), version: reviewed.version });
  const later = await adjust(
    dayAfter(today, 7),
    [{ skuId: String(sku(6)), newPrices: { retailPrice: raise(6, 1.05) } }],
    '下周起执行新零售价',
  );
  await operateDocument(db, actor, priceAdjust, 'REVIEW', { id: Number(later.id), version: later.version });

  const discount = (await saveDocument(
    db,
    actor,
    paymentDiscount,
    parseSaveBody(paymentDiscount, {
      billDate: today,
      basis: 'DAYS',
      validFrom: monthStart,
      validTo: dayAfter(today, 180),
      remark: '2/10, 1/30 现金折扣',
      lines: [
        { days: 10, discountPercent: '2' },
        { days: 30, discountPercent: '1' },
      ],
    }),
  )) as Saved;
  await operateDocument(db, actor, paymentDiscount, 'REVIEW', { id: Number(discount.id), version: discount.version });
}
