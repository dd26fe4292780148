import { operateDocument, saveDocument } from '../../documents/document.service';
import type { Actor } from '../../documents/document-definition';
import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../platform/db/seed-context';
import { searchSkus } from '../product/index';
import { defaultWarehouses } from '../warehouse/index';
import { stockBreakage, warehouseTransfer } from './inventory-documents';
import { seedDemoInternal } from './inventory-internal.seed';

const QUANTITIES = ['120', '480', '36', '200', '60', '1000', '24', '300'];

/**
 * Demo data of the inventory module, on an empty database (SEED=demo): opening stock of the
 * demo SKUs in each group's main warehouse (a posted gain at the purchase price), a loss
 * waiting for review and a transfer to the direct-ship warehouse submitted (its goods locked).
 */
export async function seedDemoInventory(db: Db, ctx: DemoContext): Promise<void> {
  const skus = (await searchSkus(db, { pageNum: 1, pageSize: 100, includeDisabled: false })).list.map((s) => Number(s.id));
  if (skus.length === 0) return;
  const billDate = new Date().toISOString().slice(0, 10);
  for (const businessGroupId of ctx.businessGroupIds) {
    const warehouses = await defaultWarehouses(db, businessGroupId);
    const main = warehouses.SALE?.id;
    if (!main) continue;
    const actor: Actor = { employeeId: ctx.adminId, businessGroupId };
    const opening = await saveDocument(db, actor, stockBreakage, {
      billDate,
      warehouseId: main,
      reason: '期初库存',
      remark: '系统上线期初库存录入',
      lines: skus.map((skuId, i) => ({ skuId, qty: QUANTITIES[i % QUANTITIES.length], remark: null })),
    });
    await operateDocument(db, actor, stockBreakage, 'COMPLETE', { id: Number(opening.id), version: opening.version });

    await saveDocument(db, actor, stockBreakage, {
      billDate,
      warehouseId: main,
      reason: '搬运破损',
      remark: null,
      lines: [{ skuId: skus[0], qty: '-2', remark: '外箱压坏' }],
    });

    const other = warehouses.DIRECT_SHIP?.id;
    if (other && other !== main && skus.length > 1) {
      const transfer = await saveDocument(db, actor, warehouseTransfer, {
        billDate,
        outWarehouseId: main,
        inWarehouseId: other,
        remark: '直发备货',
        lines: skus.slice(0, 3).map((skuId) => ({ skuId, qty: '10', remark: null })),
      });
      await operateDocument(db, actor, warehouseTransfer, 'REVIEW', { id: Number(transfer.id), version: transfer.version });
    }
  }
  await seedDemoInternal(db, ctx, skus);
}
