// Supply information (供货信息单): a supplier's prices per SKU from a minimum quantity on,
// valid over dates; reviewed, it takes effect. And the one resolution of a purchase price an
// order line uses: the supply information that matches (the highest minimum quantity ≤ the
// ordered quantity, valid on the order date), else the last purchase price from that supplier,
// else the SKU's purchase price (DOMAIN 22).
import {
  DOCUMENT_SCREENS,
  type PurchasePriceSource,
  type PurchasePriceView,
  supplierPriceLine,
  supplierPriceSaveBody,
} from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { goodsLines, screenPermissions } from '../../documents/document-definition';
import { lifecycleOf, prefixOf, registerDocumentType } from '../../documents/document-registry';
import type { Executor } from '../../platform/db/client';
import { idArray, jsonTable, rows } from '../../platform/db/sql-util';
import { assertStockMasterData, productPort } from '../inventory/index';
import { assertSupplier } from './purchase-documents';

export const supplierPrice = registerDocumentType({
  type: 'SUPPLIER_PRICE',
  prefix: prefixOf('SUPPLIER_PRICE'),
  body: supplierPriceSaveBody,
  header: z.object({ supplierId: z.string(), validFrom: z.string(), validTo: z.string() }),
  line: supplierPriceLine,
  ...lifecycleOf('SUPPLIER_PRICE'),
  headerColumns: { partnerId: 'supplierId' },
  validate: async (tx, draft, { actor }) => {
    await assertSupplier(tx, actor, draft.partnerId);
    await assertStockMasterData(
      tx,
      actor,
      [],
      goodsLines(draft.lines).map((l) => l.skuId),
    );
  },
  hooks: {},
  permissions: screenPermissions(DOCUMENT_SCREENS.SUPPLIER_PRICE),
});

type Wanted = { skuId: number; qty: string };

/** The purchase price of each line, and where it came from; null when nothing is known. */
export async function resolvePurchasePrices(
  executor: Executor,
  businessGroupId: number,
  supplierId: number,
  billDate: string,
  lines: Wanted[],
): Promise<PurchasePriceView[]> {
  const skuIds = [...new Set(lines.map((l) => l.skuId))];
  // Supply information: reviewed (or completed) sheets of the supplier valid on the date; per
  // line the highest minimum quantity within the ordered quantity, the latest sheet first.
  const supplied = await rows<{ n: number; price: string; tax_rate: string; bill_no: string }>(
    executor,
    sql`select distinct on (w.n) w.n, l.extra ->> 'price' as price, l.extra ->> 'taxRate' as tax_rate, d.bill_no
        from ${jsonTable(
          lines.map((l, n) => ({ n, sku_id: l.skuId, qty: l.qty })),
          'w',
          'n int, sku_id bigint, qty numeric',
        )}
        join document_line l on l.business_group_id = ${businessGroupId} and l.sku_id = w.sku_id
        join document d on d.id = l.document_id
        where d.type = 'SUPPLIER_PRICE' and d.status in ('REVIEWED', 'COMPLETE') and d.partner_id = ${supplierId}
          and (d.header ->> 'validFrom')::date <= ${billDate}::date and (d.header ->> 'validTo')::date >= ${billDate}::date
          and (l.extra ->> 'minQty')::numeric <= w.qty
        order by w.n, (l.extra ->> 'minQty')::numeric desc, d.reviewed_at desc nulls last, d.id desc`,
  );
  // The last receipt's price from this supplier, per SKU.
  const last = await rows<{ sku_id: number; price: string; tax_rate: string; bill_no: string }>(
    executor,
    sql`select distinct on (l.sku_id) l.sku_id, l.extra ->> 'price' as price, l.extra ->> 'taxRate' as tax_rate, d.bill_no
        from document_line l join document d on d.id = l.document_id
        where l.business_group_id = ${businessGroupId} and l.sku_id = any(${idArray(skuIds)})
          and d.type = 'PURCHASE_RECEIVE' and d.status = 'COMPLETE' and d.reversal_of_id is null and d.partner_id = ${supplierId}
          and not exists (select 1 from document r where r.reversal_of_id = d.id)
        order by l.sku_id, d.bill_date desc, d.id desc`,
  );
  const skus = await productPort().skus(executor, skuIds);
  const bySupply = new Map(supplied.map((s) => [Number(s.n), s]));
  const byLast = new Map(last.map((s) => [Number(s.sku_id), s]));
  return lines.map((l, n) => {
    const s = bySupply.get(n);
    const answer = (price: string | null, taxRate: string | null, source: PurchasePriceSource | null, billNo: string | null) => ({
      skuId: String(l.skuId),
      price,
      taxRate,
      source,
      billNo,
    });
    if (s) return answer(s.price, s.tax_rate, 'SUPPLY_INFO', s.bill_no);
    const p = byLast.get(l.skuId);
    if (p) return answer(p.price, p.tax_rate, 'LAST_PURCHASE', p.bill_no);
    const own = skus.get(l.skuId)?.purchasePrice ?? null;
    return own === null ? answer(null, null, null, null) : answer(own, null, 'PURCHASE_PRICE', null);
  });
}
