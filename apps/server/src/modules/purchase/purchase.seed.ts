import { sql } from 'drizzle-orm';
import { operateDocument, parseSaveBody, saveDocument } from '../../documents/document.service';
import type { Actor, DocumentDefinition } from '../../documents/document-definition';
import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../platform/db/seed-context';
import { rows } from '../../platform/db/sql-util';
import { openEntries } from '../finance/index';
import { searchSkus } from '../product/index';
import { defaultWarehouses } from '../warehouse/index';
import { payment, prepayment } from './payment-documents';
import { purchaseOrder, purchaseReceive } from './purchase-documents';
import { purchaseReturn, purchaseReturnApply } from './return-documents';
import { supplierPrice } from './supplier-price';

type Saved = { id: string; version: number };
type Line = { skuId: string; qty: string; price: string };

/**
 * Demo procurement of this month, on an empty database (SEED=demo), through the document
 * engine: orders fully received, partly received, not yet received, closed and a draft; a
 * direct receipt; a return application and its return; a prepayment and a payment that uses
 * part of it; supply information reviewed and in draft. Every purchasing screen (and the
 * supplier ledger) opens on data.
 */
export async function seedDemoPurchase(db: Db, ctx: DemoContext): Promise<void> {
  const skus = (await searchSkus(db, { pageNum: 1, pageSize: 8, includeDisabled: false })).list;
  if (skus.length < 4) return;
  const priceOf = (i: number) => {
    const p = Number(skus[i].purchasePrice ?? 0);
    return p > 0 ? String(p) : String(5 + i * 2.5);
  };
  const today = new Date();
  /** A day of this month, never after today. */
  const day = (n: number) => {
    const d = new Date(today.getFullYear(), today.getMonth(), Math.min(n, today.getDate()));
    return d.toLocaleDateString('sv-SE');
  };
  const deadline = new Date(Date.now() + 10 * 86_400_000).toISOString();

  for (const businessGroupId of ctx.businessGroupIds) {
    const suppliers = await rows<{ id: number; tax_rate: string }>(
      db,
      sql`select id, tax_rate::text as tax_rate from supplier where business_group_id = ${businessGroupId} and status = 'ENABLE' order by id limit 3`,
    );
    const [account] = await rows<{ id: number }>(
      db,
      sql`select id from company_account where business_group_id = ${businessGroupId} and status = 'ENABLE' order by id limit 1`,
    );
    const warehouse = (await defaultWarehouses(db, businessGroupId)).SALE?.id;
    if (suppliers.length < 2 || !account || !warehouse) continue;
    const actor: Actor = { employeeId: ctx.adminId, businessGroupId };
    const taxRate = (s: { tax_rate: string }) => (Number(s.tax_rate) > 0 && Number(s.tax_rate) < 1 ? s.tax_rate : '0.13');

    const save = (def: DocumentDefinition, body: Record<string, unknown>) =>
      saveDocument(db, actor, def, parseSaveBody(def, body)) as Promise<Saved>;
    const run = (def: DocumentDefinition, op: 'REVIEW' | 'COMPLETE' | 'CLOSE', doc: Saved) =>
      operateDocument(db, actor, def, op, { id: Number(doc.id), version: doc.version }) as Promise<Saved>;
    const detailLines = async (id: string) =>
      rows<{ id: number; sku_id: number; qty: string; extra: Record<string, unknown> }>(
        db,
        sql`select id, sku_id, qty::text as qty, extra from document_line where document_id = ${Number(id)} order by line_no`,
      );
    const order = async (supplier: { id: number; tax_rate: string }, billDate: string, lines: Line[], remark: string | null = null) =>
      save(purchaseOrder, {
        billDate,
        supplierId: String(supplier.id),
        warehouseId: String(warehouse),
        deliveryDeadline: deadline,
        remark,
        lines: lines.map((l) => ({ ...l, taxRate: taxRate(supplier), priceSource: 'PURCHASE_PRICE' })),
      });
    /** A posted receipt of the order's lines, `share` of each line's quantity. */
    const receiveFrom = async (supplier: { id: number; tax_rate: string }, orderId: string, billDate: string, share: number) => {
      const lines = await detailLines(orderId);
      const receipt = await save(purchaseReceive, {
        billDate,
        supplierId: String(supplier.id),
        warehouseId: String(warehouse),
        lines: lines.map((l) => ({
          skuId: String(l.sku_id),
          qty: String(Math.max(1, Math.floor(Number(l.qty) * share))),
          price: String(l.extra.price),
          taxRate: String(l.extra.taxRate),
          sourceLineId: String(l.id),
        })),
      });
      return run(purchaseReceive, 'COMPLETE', receipt);
    };
    const line = (i: number, qty: string): Line => ({ skuId: skus[i].id, qty, price: priceOf(i) });
    const [s1, s2, s3 = s2] = suppliers;

    // 1. Fully received.
    const full = await order(s1, day(2), [line(0, '200'), line(1, '120'), line(2, '60')], '月初备货');
    await run(purchaseOrder, 'REVIEW', full);
    const fullReceipt = await receiveFrom(s1, full.id, day(4), 1);
    // 2. Partly received.
    const part = await order(s1, day(6), [line(3, '100'), line(1, '80')]);
    await run(purchaseOrder, 'REVIEW', part);
    await receiveFrom(s1, part.id, day(8), 0.5);
    // 3. Reviewed, nothing received yet; 4. closed (the rest is not coming); 5. a draft.
    const waiting = await order(s2, day(10), [line(2, '150'), line(0, '50')]);
    await run(purchaseOrder, 'REVIEW', waiting);
    const closing = await order(s3, day(11), [line(1, '30')], '供应商停产，关闭订单');
    await run(purchaseOrder, 'CLOSE', await run(purchaseOrder, 'REVIEW', closing));
    await order(s2, day(12), [line(3, '40')], '待确认价格');
    // 6. A direct receipt, without an order.
    const direct = await save(purchaseReceive, {
      billDate: day(9),
      supplierId: String(s2.id),
      warehouseId: String(warehouse),
      remark: '临时补货',
      lines: [{ ...line(2, '24'), taxRate: taxRate(s2) }],
    });
    await run(purchaseReceive, 'COMPLETE', direct);

    // 7. Two of the first receipt's first line go back: an application, reviewed, and its return.
    const [received] = await detailLines(fullReceipt.id);
    const application = await save(purchaseReturnApply, {
      billDate: day(13),
      supplierId: String(s1.id),
      warehouseId: String(warehouse),
      reason: '包装破损',
      lines: [
        {
          skuId: String(received.sku_id),
          qty: '2',
          price: received.extra.price,
          taxRate: received.extra.taxRate,
          sourceLineId: String(received.id),
        },
      ],
    });
    await run(purchaseReturnApply, 'REVIEW', application);
    const [applied] = await detailLines(application.id);
    const back = await save(purchaseReturn, {
      billDate: day(14),
      supplierId: String(s1.id),
      warehouseId: String(warehouse),
      lines: [
        {
          skuId: String(applied.sku_id),
          qty: '2',
          price: applied.extra.price,
          taxRate: applied.extra.taxRate,
          sourceLineId: String(applied.id),
        },
      ],
    });
    await run(purchaseReturn, 'COMPLETE', back);

    // 8. A prepayment, then a payment of the first receipt's payable, 300.00 of it from the prepayment.
    const pre = await save(prepayment, {
      billDate: day(3),
      supplierId: String(s1.id),
      accountId: String(account.id),
      paymentType: 'BANK_TRANSFER',
      lines: [{ amount: '500', remark: '订货定金' }],
    });
    await run(prepayment, 'COMPLETE', pre);
    const open = await openEntries(db, businessGroupId, { partnerKind: 'SUPPLIER', partnerId: s1.id });
    const first = open[0];
    if (first && Number(first.openAmount) > 300) {
      const pay = await save(payment, {
        billDate: day(15),
        supplierId: String(s1.id),
        accountId: String(account.id),
        paymentType: 'BANK_TRANSFER',
        downPaymentUsed: '300',
        lines: [{ entryId: String(first.id), amount: first.openAmount, remark: null }],
      });
      await run(payment, 'COMPLETE', pay);
    }

    // Supply information: the first supplier's reviewed prices (a lower one from 100 on), in
    // effect from the 1st for half a year; a draft sheet of the second supplier.
    const validTo = new Date(today.getTime() + 180 * 86_400_000).toLocaleDateString('sv-SE');
    const tiers = (i: number, share: number) => (Number(priceOf(i)) * share).toFixed(2);
    const sheet = await save(supplierPrice, {
      billDate: day(1),
      supplierId: String(s1.id),
      validFrom: day(1),
      validTo,
      remark: '年度供货价',
      lines: [0, 1, 2].flatMap((i) => [
        { skuId: skus[i].id, minQty: '0', price: tiers(i, 0.97), taxRate: taxRate(s1) },
        { skuId: skus[i].id, minQty: '100', price: tiers(i, 0.92), taxRate: taxRate(s1), remark: '整箱价' },
      ]),
    });
    await run(supplierPrice, 'REVIEW', sheet);
    await save(supplierPrice, {
      billDate: day(20),
      supplierId: String(s2.id),
      validFrom: day(20),
      validTo,
      lines: [3, 4].filter((i) => skus[i]).map((i) => ({ skuId: skus[i].id, minQty: '0', price: tiers(i, 0.95), taxRate: taxRate(s2) })),
    });
  }
}
