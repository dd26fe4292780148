import { operateDocument, saveDocument } from '../../documents/document.service';
import type { Actor } from '../../documents/document-definition';
import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../platform/db/seed-context';
import { getSkusByIds, skusByCodes } from '../product/index';
import { employeeIdByNo, employeesOfGroup } from '../system/index';
import { defaultWarehouses } from '../warehouse/index';
import { stockBreakage } from './inventory-documents';
import { materialReceive, skuProcess } from './inventory-documents-internal';

/** The demo's stationery gift set (组合商品) assembled in the main warehouse. */
const DEMO_KIT_CODE = 'TZ0003';

/**
 * Demo data of the requisition and the processing (SEED=demo, after the opening stock): in each
 * group's main warehouse, a posted requisition of the administration department and a posted
 * assembly of 5 office desk sets (their components brought in first by a gain where short).
 */
export async function seedDemoInternal(db: Db, ctx: DemoContext, skus: number[]): Promise<void> {
  const [kitRow] = await skusByCodes(db, [DEMO_KIT_CODE]);
  const kit = kitRow ? (await getSkusByIds(db, [kitRow.id]))[0] : undefined;
  const billDate = new Date().toISOString().slice(0, 10);
  const receiverId = await employeeIdByNo(db, 'wh01');
  for (const businessGroupId of ctx.businessGroupIds) {
    const main = (await defaultWarehouses(db, businessGroupId)).SALE?.id;
    if (!main) continue;
    const actor: Actor = { employeeId: ctx.adminId, businessGroupId };
    if (skus.length > 1) {
      // The warehouse keeper receives where they work; elsewhere the department alone.
      const keeper = receiverId !== null && (await employeesOfGroup(db, businessGroupId, [receiverId])).has(receiverId);
      const req = await saveDocument(db, actor, materialReceive, {
        billDate,
        warehouseId: main,
        departmentName: '行政部',
        receiverId: keeper ? String(receiverId) : null,
        purpose: '办公室日常领用',
        remark: null,
        lines: skus.slice(0, 2).map((skuId) => ({ skuId, qty: '2', remark: null })),
      });
      await operateDocument(db, actor, materialReceive, 'COMPLETE', { id: Number(req.id), version: req.version });
    }
    if (kit?.isCombined && kit.components.length > 0) {
      // Components for 10 sets come in; 5 are assembled, the rest wait for the keeper.
      const sets = 5;
      const gain = await saveDocument(db, actor, stockBreakage, {
        billDate,
        warehouseId: main,
        reason: '礼盒组装备料',
        remark: null,
        lines: kit.components.map((c) => ({ skuId: Number(c.skuId), qty: String(Number(c.quantity) * sets * 2), remark: null })),
      });
      await operateDocument(db, actor, stockBreakage, 'COMPLETE', { id: Number(gain.id), version: gain.version });
      const processing = await saveDocument(db, actor, skuProcess, {
        billDate,
        warehouseId: main,
        direction: 'ASSEMBLE',
        productSkuId: String(kit.id),
        productQty: String(sets),
        remark: '组装办公桌面组合',
        lines: [
          { skuId: Number(kit.id), qty: String(sets), remark: null, role: 'PRODUCT' },
          ...kit.components.map((c) => ({
            skuId: Number(c.skuId),
            qty: String(Number(c.quantity) * sets),
            remark: null,
            role: 'COMPONENT',
          })),
        ],
      });
      await operateDocument(db, actor, skuProcess, 'COMPLETE', { id: Number(processing.id), version: processing.version });
    }
  }
}
