import { sql } from 'drizzle-orm';
import { operateDocument, parseSaveBody, saveDocument } from '../../documents/document.service';
import type { Actor, DocumentDefinition } from '../../documents/document-definition';
import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../platform/db/seed-context';
import { rows } from '../../platform/db/sql-util';
import { employeeIdByNo } from '../system/index';
import { defaultWarehouses } from '../warehouse/index';
import { completePicking, packSale, setPickedQty } from './picking.service';
import { seedDemoRetail } from './retail.seed';
import { wholesaleReturn } from './return-documents';
import { closeSaleOrderLine, transferOrder } from './sale-order-ops';
import { saleOrder, wholesaleSale } from './wholesale-documents';

type Saved = { id: string; version: number };

/**
 * Demo wholesale of this month, on an empty database (SEED=demo), through the document engine:
 * sale orders pending, partly sent (仓库开单中), fully sent, closed and a draft; a posted sale
 * transferred from an order and a direct one; a linked return. Runs after procurement, whose
 * receipts put the goods in the default sale warehouse.
 */
export async function seedDemoWholesale(db: Db, ctx: DemoContext): Promise<void> {
  const today = new Date();
  const day = (n: number) => new Date(today.getFullYear(), today.getMonth(), Math.min(n, today.getDate())).toLocaleDateString('sv-SE');

  for (const businessGroupId of ctx.businessGroupIds) {
    const customers = await rows<{ id: number }>(
      db,
      sql`select id from customer_info where business_group_id = ${businessGroupId} and customer_status = 'NORMAL' order by id limit 2`,
    );
    const warehouse = (await defaultWarehouses(db, businessGroupId)).SALE?.id;
    // SKUs on hand in the sale warehouse, with their average cost: the demo sells what was bought.
    const stock = await rows<{ sku_id: number; on_hand: string; unit_cost: string }>(
      db,
      sql`select b.sku_id, (b.on_hand - b.locked)::text as on_hand, coalesce(c.unit_cost, 1)::text as unit_cost
          from stock_balance b left join sku_cost c on c.business_group_id = b.business_group_id and c.sku_id = b.sku_id
          where b.business_group_id = ${businessGroupId} and b.warehouse_id = ${warehouse ?? 0} and b.on_hand - b.locked >= 20
          order by b.sku_id limit 3`,
    );
    if (customers.length === 0 || !warehouse || stock.length === 0) continue;
    const actor: Actor = { employeeId: ctx.adminId, businessGroupId };
    const save = (def: DocumentDefinition, body: Record<string, unknown>) =>
      saveDocument(db, actor, def, parseSaveBody(def, body)) as Promise<Saved>;
    const run = (def: DocumentDefinition, op: 'REVIEW' | 'COMPLETE' | 'SETTLE_CLOSE', doc: Saved) =>
      operateDocument(db, actor, def, op, { id: Number(doc.id), version: doc.version }) as Promise<Saved>;
    const price = (i: number) => (Math.ceil(Number(stock[i].unit_cost) * 130) / 100).toFixed(2);
    const line = (i: number, qty: number) => ({
      skuId: String(stock[i % stock.length].sku_id),
      qty: String(qty),
      price: price(i % stock.length),
      taxRate: '0.13',
      priceSource: 'WHOLESALE_PRICE',
    });
    const header = (customer: { id: number }, billDate: string, saleSource = 'IN_STORE') => ({
      billDate,
      customerId: String(customer.id),
      warehouseId: String(warehouse),
      saleSource,
    });
    const [c1, c2 = c1] = customers;
    const one = stock.length === 1;

    // 1. Fully sent: transferred and posted.
    const full = await run(
      saleOrder,
      'REVIEW',
      await save(saleOrder, { ...header(c1, day(3)), lines: [line(0, 6), ...(one ? [] : [line(1, 4)])] }),
    );
    const fullSale = await transferOrder(db, actor, { id: Number(full.id), confirmed: ['CREDIT'] });
    const posted = await run(wholesaleSale, 'COMPLETE', fullSale as Saved);
    // 2. Partly sent (仓库开单中): one line closed, the other waiting.
    const part = await run(
      saleOrder,
      'REVIEW',
      await save(saleOrder, { ...header(c2, day(5), 'TELESALES'), remark: '电话订货', lines: [line(0, 5), ...(one ? [] : [line(2, 3)])] }),
    );
    const partSale = (await transferOrder(db, actor, { id: Number(part.id), confirmed: ['CREDIT'] })) as Saved;
    await run(wholesaleSale, 'COMPLETE', partSale);
    // 3. Pending (reviewed, nothing sent); 4. closed whole; 5. a draft.
    await run(saleOrder, 'REVIEW', await save(saleOrder, { ...header(c1, day(8), 'ONLINE_SELF'), lines: [line(0, 3)] }));
    const closing = await run(
      saleOrder,
      'REVIEW',
      await save(saleOrder, { ...header(c2, day(9)), remark: '客户取消', lines: [line(0, 2)] }),
    );
    await run(saleOrder, 'SETTLE_CLOSE', closing);
    const partial = await run(
      saleOrder,
      'REVIEW',
      await save(saleOrder, { ...header(c1, day(10)), lines: [line(0, 4), ...(one ? [] : [line(1, 2)])] }),
    );
    if (!one) {
      const [first] = await rows<{ id: number }>(
        db,
        sql`select id from document_line where document_id = ${Number(partial.id)} order by line_no limit 1`,
      );
      await closeSaleOrderLine(db, actor, { id: Number(first.id), version: partial.version, reason: '缺货' });
    }
    await save(saleOrder, { ...header(c2, day(12)), remark: '待确认', lines: [line(0, 1)] });
    // 5b. A draft made by 导入建单: it keeps its customer (spec §6).
    await saveDocument(db, actor, saleOrder, {
      ...parseSaveBody(saleOrder, { ...header(c1, day(12), 'TELESALES'), lines: [line(0, 2)] }),
      origin: 'IMPORT',
      importRef: 'DEMO-1',
    });
    // 6. A direct sale, no order, with a gift line.
    await run(
      wholesaleSale,
      'COMPLETE',
      await save(wholesaleSale, {
        ...header(c1, day(6)),
        lines: [line(0, 2), { ...line(0, 1), price: '0', gift: true, priceSource: 'MANUAL' }],
      }),
    );
    // 7. A linked return of one unit of the first posted sale.
    const [soldLine] = await rows<{ id: number; sku_id: number; price: string }>(
      db,
      sql`select id, sku_id, extra ->> 'price' as price from document_line where document_id = ${Number(posted.id)} order by line_no limit 1`,
    );
    await run(
      wholesaleReturn,
      'COMPLETE',
      await save(wholesaleReturn, {
        billDate: day(7),
        customerId: String(c1.id),
        warehouseId: String(warehouse),
        reason: '包装破损',
        lines: [{ skuId: String(soldLine.sku_id), qty: '1', price: soldLine.price, sourceLineId: String(soldLine.id) }],
      }),
    );
    // 8. Picking (拣货装箱) by the warehouse keeper: a reviewed sale being picked, one picked and boxed in two boxes.
    const picker: Actor = { employeeId: (await employeeIdByNo(db, 'wh01')) ?? ctx.adminId, businessGroupId };
    const picking = await run(
      wholesaleSale,
      'REVIEW',
      await save(wholesaleSale, { ...header(c2, day(13)), remark: '拣货中', lines: [line(0, 3), ...(one ? [] : [line(1, 2)])] }),
    );
    await operateDocument(db, picker, wholesaleSale, 'START_PICKING', { id: Number(picking.id) });
    const [firstLine] = await rows<{ id: number }>(
      db,
      sql`select id from document_line where document_id = ${Number(picking.id)} order by line_no limit 1`,
    );
    await setPickedQty(db, picker, { id: Number(picking.id), lineId: Number(firstLine.id), pickedQty: '3' });
    const picked = await run(
      wholesaleSale,
      'REVIEW',
      await save(wholesaleSale, { ...header(c1, day(14)), remark: '已拣货装箱', lines: [line(0, 2), ...(one ? [] : [line(2, 2)])] }),
    );
    await operateDocument(db, picker, wholesaleSale, 'START_PICKING', { id: Number(picked.id) });
    const pickedLines = await rows<{ id: number; qty: string }>(
      db,
      sql`select id, qty::text as qty from document_line where document_id = ${Number(picked.id)} order by line_no`,
    );
    for (const l of pickedLines) await setPickedQty(db, picker, { id: Number(picked.id), lineId: Number(l.id), pickedQty: l.qty });
    await completePicking(db, picker, { id: Number(picked.id), reason: null });
    await packSale(db, picker, {
      id: Number(picked.id),
      boxCount: pickedLines.length,
      labelCount: 1,
      boxes: pickedLines.map((l, i) => ({ boxNo: i + 1, lines: [{ lineId: Number(l.id), qty: l.qty }] })),
    });
  }
  // A retail day at the till, from the stock the wholesale demo left.
  await seedDemoRetail(db, ctx);
}
