import type { DocumentOperationResult } from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { today } from '../../documents/checkout.service';
import { parseSaveBody, saveInTx } from '../../documents/document.service';
import type { Actor } from '../../documents/document-definition';
import type { Tx } from '../../platform/db/client';
import { getSupplierForPurchase } from '../partner/index';
import { assertSupplier, purchaseOrder } from './purchase-documents';
import { resolvePurchasePrices } from './supplier-price';

/**
 * SQL of what open purchase orders of a warehouse still bring: (sku_id, qty), a row per line,
 * qty = ordered − received − closed. Open: a draft (being placed; counting it keeps a second
 * replenishment run from ordering the same goods again) or a reviewed order; a closed or
 * completed order brings nothing more. Read by document (group, type, warehouse).
 */
export function openOrderQtySql(businessGroupId: number, warehouseId: number): SQL {
  return sql`select l.sku_id, greatest(l.qty - l.fulfilled_qty - coalesce((l.extra ->> 'closedQty')::numeric, 0), 0) as qty
             from document d join document_line l on l.document_id = d.id
             where d.business_group_id = ${businessGroupId} and d.type = 'PURCHASE_ORDER' and d.status in ('DRAFT', 'REVIEWED')
               and d.warehouse_id = ${warehouseId} and l.sku_id is not null`;
}

export type DraftOrderRequest = {
  supplierId: number;
  warehouseId: number;
  deliveryDeadline: string;
  remark?: string | null;
  lines: { skuId: number; qty: string }[];
};

/**
 * Saves draft purchase orders for another module (the replenishment suggestion) in its
 * transaction: each line priced as the order screen prices it (supply information, else the
 * last purchase price, else the SKU's purchase price; tax rate from the same source, else the
 * supplier's), then saved through the engine, so every order rule (supplier enabled, goods and
 * warehouse of the group, deadline, zero price) applies as to an order typed by hand.
 */
export async function saveDraftOrders(tx: Tx, actor: Actor, requests: DraftOrderRequest[]): Promise<DocumentOperationResult[]> {
  const billDate = await today(tx);
  const saved: DocumentOperationResult[] = [];
  for (const r of requests) {
    await assertSupplier(tx, actor, r.supplierId);
    const supplier = await getSupplierForPurchase(tx, actor.businessGroupId, r.supplierId);
    const prices = await resolvePurchasePrices(tx, actor.businessGroupId, r.supplierId, billDate, r.lines);
    const body = parseSaveBody(purchaseOrder, {
      billDate,
      supplierId: String(r.supplierId),
      warehouseId: String(r.warehouseId),
      deliveryDeadline: r.deliveryDeadline,
      remark: r.remark ?? null,
      lines: r.lines.map((l, i) => ({
        skuId: String(l.skuId),
        qty: l.qty,
        price: prices[i].price ?? '0',
        taxRate: prices[i].taxRate ?? supplier?.taxRate ?? '0',
        priceSource: prices[i].source ?? 'MANUAL',
      })),
    });
    saved.push(await saveInTx(tx, actor, purchaseOrder, body));
  }
  return saved;
}
