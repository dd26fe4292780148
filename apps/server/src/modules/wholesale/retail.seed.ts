import { sql } from 'drizzle-orm';
import { operateDocument, parseSaveBody, saveDocument } from '../../documents/document.service';
import type { Actor, DocumentDefinition } from '../../documents/document-definition';
import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../platform/db/seed-context';
import { rows } from '../../platform/db/sql-util';
import { defaultWarehouses } from '../warehouse/index';
import { retailReturn, retailSale } from './retail-documents';

type Saved = { id: string; version: number };

/**
 * A demo retail day (零售) through the document engine: a few walk-in sales at the SKUs' retail
 * prices, paid in cash (with change), by WeChat and by Alipay, posted; one linked return; and a
 * draft at the till. Runs after the wholesale demo, from the stock left in the sale warehouse.
 */
export async function seedDemoRetail(db: Db, ctx: DemoContext): Promise<void> {
  const today = new Date().toLocaleDateString('sv-SE');
  for (const businessGroupId of ctx.businessGroupIds) {
    const warehouse = (await defaultWarehouses(db, businessGroupId)).SALE?.id;
    if (!warehouse) continue;
    const goods = await rows<{ sku_id: number; price: string }>(
      db,
      sql`select b.sku_id, greatest(coalesce(s.retail_price, 0), coalesce(c.unit_cost, 1) * 1.5)::numeric(14, 2)::text as price
          from stock_balance b join product_sku s on s.id = b.sku_id
          left join sku_cost c on c.business_group_id = b.business_group_id and c.sku_id = b.sku_id
          where b.business_group_id = ${businessGroupId} and b.warehouse_id = ${warehouse} and b.on_hand - b.locked >= 10
          order by b.sku_id desc limit 3`,
    );
    if (goods.length === 0) continue;
    const actor: Actor = { employeeId: ctx.adminId, businessGroupId };
    const save = (def: DocumentDefinition, body: Record<string, unknown>) =>
      saveDocument(db, actor, def, parseSaveBody(def, body)) as Promise<Saved>;
    const post = (def: DocumentDefinition, doc: Saved) =>
      operateDocument(db, actor, def, 'COMPLETE', { id: Number(doc.id), version: doc.version }) as Promise<Saved>;
    const g = (i: number) => goods[i % goods.length];
    const line = (i: number, qty: number) => ({ skuId: String(g(i).sku_id), qty: String(qty), price: g(i).price });
    const total = (lines: { qty: string; price: string }[]) =>
      lines.reduce((s, l) => s + Math.round(Number(l.qty) * Number(l.price) * 100), 0) / 100;
    const sale = async (
      lines: ReturnType<typeof line>[],
      paymentType: string,
      received: number | null,
      buyer: Record<string, string> = {},
    ) =>
      save(retailSale, {
        billDate: today,
        warehouseId: String(warehouse),
        paymentType,
        received: (received ?? total(lines)).toFixed(2),
        ...buyer,
        lines,
      });

    // Cash with change (rounded up to the next 50), WeChat and Alipay for the exact total.
    const cashLines = [line(0, 3), ...(goods.length > 1 ? [line(1, 1)] : [])];
    const cash = await post(retailSale, await sale(cashLines, 'CASH', Math.ceil(total(cashLines) / 50) * 50, { buyerName: '张先生' }));
    await post(retailSale, await sale([line(1, 2)], 'WECHAT', null));
    await post(retailSale, await sale([line(2, 1)], 'ALIPAY', null, { buyerName: '李女士', buyerPhone: '13912345678' }));
    // A draft still at the till.
    await sale([line(0, 1)], 'CASH', 100);
    // The cash buyer brings one unit of the first line back.
    const [sold] = await rows<{ id: number }>(
      db,
      sql`select id from document_line where document_id = ${Number(cash.id)} order by line_no limit 1`,
    );
    await post(
      retailReturn,
      await save(retailReturn, {
        billDate: today,
        warehouseId: String(warehouse),
        paymentType: 'CASH',
        buyerName: '张先生',
        reason: '颜色不合适',
        lines: [{ ...line(0, 1), sourceLineId: String(sold.id) }],
      }),
    );
  }
}
