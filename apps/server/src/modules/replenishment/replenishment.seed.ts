import { sql } from 'drizzle-orm';
import { operateDocument, parseSaveBody, saveDocument } from '../../documents/document.service';
import type { Actor } from '../../documents/document-definition';
import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../platform/db/seed-context';
import { rows } from '../../platform/db/sql-util';
import { defaultWarehouses } from '../warehouse/index';
import { wholesaleSale } from '../wholesale/index';
import { replenishmentConfig } from './replenishment.schema';

/**
 * Demo replenishment of the distribution centre, on an empty database (SEED=demo): a group
 * rule (the first supplier, business-configuration days) and a rule for the sale warehouse
 * (N 30, lower 15, upper 30 days, boxes of 10), and sales history: over the last three weeks
 * most of what three SKUs held in the sale warehouse was sold, so the warehouse shows
 * suggestions. Runs after wholesale (the goods were received by procurement).
 */
export async function seedDemoReplenishment(db: Db, ctx: DemoContext): Promise<void> {
  const [g] = ctx.businessGroupIds;
  const warehouse = (await defaultWarehouses(db, g)).SALE?.id;
  const [supplier] = await rows<{ id: number }>(db, sql`select id from supplier where business_group_id = ${g} order by id limit 1`);
  const [customer] = await rows<{ id: number }>(
    db,
    sql`select id from customer_info where business_group_id = ${g} and customer_status = 'NORMAL' order by id limit 1`,
  );
  if (!warehouse || !supplier) return;
  await db.insert(replenishmentConfig).values([
    { businessGroupId: g, supplierId: supplier.id, averageSalesDays: 30, lowerDays: 7, upperDays: 15, remark: '默认规则' },
    {
      businessGroupId: g,
      warehouseId: warehouse,
      supplierId: supplier.id,
      averageSalesDays: 30,
      lowerDays: 15,
      upperDays: 30,
      purchasePackage: '10',
      remark: '销售仓按箱补货',
    },
  ]);
  if (!customer) return;
  const stock = await rows<{ sku_id: number; available: string; unit_cost: string }>(
    db,
    sql`select b.sku_id, (b.on_hand - b.locked)::text as available, coalesce(c.unit_cost, 1)::text as unit_cost
        from stock_balance b left join sku_cost c on c.business_group_id = b.business_group_id and c.sku_id = b.sku_id
        where b.business_group_id = ${g} and b.warehouse_id = ${warehouse} and b.on_hand - b.locked >= 8
        order by b.sku_id limit 3`,
  );
  const actor: Actor = { employeeId: ctx.adminId, businessGroupId: g };
  const day = (back: number) => new Date(Date.now() - back * 86_400_000).toLocaleDateString('sv-SE');
  // Three sales a week apart, each of a third of what is left above 2 units.
  for (const [i, back] of [20, 13, 6].entries()) {
    const lines = stock.flatMap((s) => {
      const qty = Math.floor((Number(s.available) - 2) / (3 - i));
      s.available = String(Number(s.available) - qty);
      return qty > 0
        ? [
            {
              skuId: String(s.sku_id),
              qty: String(qty),
              price: (Math.ceil(Number(s.unit_cost) * 130) / 100).toFixed(2),
              taxRate: '0.13',
              priceSource: 'WHOLESALE_PRICE',
            },
          ]
        : [];
    });
    if (lines.length === 0) continue;
    const saved = await saveDocument(
      db,
      actor,
      wholesaleSale,
      parseSaveBody(wholesaleSale, {
        billDate: day(back),
        customerId: String(customer.id),
        warehouseId: String(warehouse),
        saleSource: 'IN_STORE',
        lines,
      }),
    );
    await operateDocument(db, actor, wholesaleSale, 'COMPLETE', { id: Number(saved.id), version: saved.version });
  }
}
