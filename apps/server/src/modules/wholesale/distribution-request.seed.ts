import { and, eq, sql } from 'drizzle-orm';
import { operateDocument, parseSaveBody, saveDocument } from '../../documents/document.service';
import type { Actor, DocumentDefinition } from '../../documents/document-definition';
import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../platform/db/seed-context';
import { rows } from '../../platform/db/sql-util';
import { customerInfo, mnemonicOf } from '../partner/index';
import { groupFacts } from '../system/index';
import { defaultWarehouses } from '../warehouse/index';
import { distributionRequest } from './distribution-request-documents';
import { settleCloseRequest } from './distribution-request-ops';
import { wholesaleSale } from './wholesale-documents';

type Saved = { id: string; version: number };

/**
 * Demo distribution requests (配货申请单) of the demo dealer to its centre, through the engine:
 * one not shipped, one partly and one fully shipped by the centre's posted wholesale sales, one
 * closed by the centre, and a draft. The dealer gets its customer record in the centre
 * (customer code = the dealer's partner code), which the centre's 配货 sells to.
 */
export async function seedDemoDistributionRequests(db: Db, ctx: DemoContext): Promise<void> {
  const [centreId, dealerId] = ctx.businessGroupIds;
  if (centreId === undefined || dealerId === undefined) return;
  const dealer = await groupFacts(db, dealerId);
  const dealerWarehouse = (await defaultWarehouses(db, dealerId)).PURCHASE?.id ?? (await defaultWarehouses(db, dealerId)).SALE?.id;
  const centreWarehouse = (await defaultWarehouses(db, centreId)).SALE?.id;
  if (!dealer?.partnerCode || dealer.parentId !== centreId || !dealerWarehouse || !centreWarehouse) return;
  const stock = await rows<{ sku_id: number; unit_cost: string }>(
    db,
    sql`select b.sku_id, coalesce(c.unit_cost, 1)::text as unit_cost
        from stock_balance b left join sku_cost c on c.business_group_id = b.business_group_id and c.sku_id = b.sku_id
        where b.business_group_id = ${centreId} and b.warehouse_id = ${centreWarehouse} and b.on_hand - b.locked >= 30
        order by b.sku_id desc limit 2`,
  );
  if (stock.length === 0) return;

  let [customer] = await db
    .select({ id: customerInfo.id })
    .from(customerInfo)
    .where(and(eq(customerInfo.businessGroupId, centreId), eq(customerInfo.customerCode, dealer.partnerCode)));
  if (!customer) {
    [customer] = await db
      .insert(customerInfo)
      .values({
        businessGroupId: centreId,
        customerCode: dealer.partnerCode,
        customerName: dealer.name,
        mnemonic: mnemonicOf(dealer.name),
        customerType: 'GENERAL_SHOP',
        createdBy: ctx.adminId,
        updatedBy: ctx.adminId,
      })
      .returning({ id: customerInfo.id });
  }

  const today = new Date();
  const day = (n: number) => new Date(today.getFullYear(), today.getMonth(), Math.min(n, today.getDate())).toLocaleDateString('sv-SE');
  const dealerActor: Actor = { employeeId: ctx.adminId, businessGroupId: dealerId };
  const centreActor: Actor = { employeeId: ctx.adminId, businessGroupId: centreId };
  const save = (actor: Actor, def: DocumentDefinition, body: Record<string, unknown>) =>
    saveDocument(db, actor, def, parseSaveBody(def, body)) as Promise<Saved>;
  const run = (actor: Actor, def: DocumentDefinition, op: 'REVIEW' | 'COMPLETE', doc: Saved) =>
    operateDocument(db, actor, def, op, { id: Number(doc.id), version: doc.version }) as Promise<Saved>;
  const request = async (billDate: string, qty: number[], remark: string | null, send = true) => {
    const draft = await save(dealerActor, distributionRequest, {
      billDate,
      warehouseId: String(dealerWarehouse),
      wantedDate: day(28),
      remark,
      lines: qty.map((q, i) => ({ skuId: String(stock[i % stock.length].sku_id), qty: String(q) })).slice(0, stock.length),
    });
    return send ? run(dealerActor, distributionRequest, 'REVIEW', draft) : draft;
  };
  const lineIds = async (doc: Saved) =>
    (await rows<{ id: number }>(db, sql`select id from document_line where document_id = ${Number(doc.id)} order by line_no`)).map((r) =>
      Number(r.id),
    );
  const sell = async (doc: Saved, qty: number[]) => {
    const ids = await lineIds(doc);
    const sale = await save(centreActor, wholesaleSale, {
      billDate: day(today.getDate()),
      customerId: String(customer.id),
      warehouseId: String(centreWarehouse),
      saleSource: 'IN_STORE',
      remark: '配货',
      lines: ids.map((id, i) => ({
        skuId: String(stock[i].sku_id),
        qty: String(qty[i]),
        price: (Math.ceil(Number(stock[i].unit_cost) * 110) / 100).toFixed(2),
        priceSource: 'MANUAL',
        requestLineId: String(id),
      })),
    });
    await run(centreActor, wholesaleSale, 'COMPLETE', sale);
  };

  await request(day(14), [10, 6], '开学季备货');
  await sell(await request(day(15), [10, 8], '补货'), [4, 8].slice(0, stock.length));
  const full = await request(day(16), [5, 5], null);
  await sell(full, [5, 5]);
  const closing = await request(day(17), [12], '门店装修，暂停要货');
  await settleCloseRequest(db, centreActor, { id: Number(closing.id), version: closing.version, reason: '经销商取消' });
  await request(day(18), [3], '待确认', false);
}
