import type { Actor } from '../../documents/document-definition';
import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../platform/db/seed-context';
import { searchSkus } from '../product/index';
import { defaultWarehouses } from '../warehouse/index';
import { addSheet } from './stocktake-sheet.service';
import { completeTask, confirmTask, createTask } from './stocktake-task.service';

/**
 * Demo stocktaking (SEED=demo), after the opening stock: in each group's main warehouse a
 * task of two SKUs counted and its difference confirmed (one loss, one gain), and a task of
 * three SKUs still in progress with one sheet counted.
 */
export async function seedDemoStocktake(db: Db, ctx: DemoContext): Promise<void> {
  const skus = (await searchSkus(db, { pageNum: 1, pageSize: 100, includeDisabled: false })).list.map((s) => Number(s.id));
  if (skus.length < 8) return;
  for (const businessGroupId of ctx.businessGroupIds) {
    const main = (await defaultWarehouses(db, businessGroupId)).SALE?.id;
    if (!main) continue;
    const actor: Actor = { employeeId: ctx.adminId, businessGroupId };
    const done = await createTask(db, actor, {
      warehouseId: main,
      scope: 'SKUS',
      scopeIds: [skus[3], skus[4]],
      locations: [],
      gapMode: 'NO_GAP',
      freeze: false,
      remark: '月末抽盘',
    });
    await addSheet(db, actor, {
      taskId: Number(done.id),
      location: 'A-01',
      remark: null,
      lines: [
        { skuId: skus[3], location: 'A-01', qty: '198' },
        { skuId: skus[4], location: 'A-01', qty: '61' },
      ],
    });
    const completed = await completeTask(db, actor, { id: Number(done.id), version: done.version });
    await confirmTask(db, actor, { id: Number(done.id), version: completed.version });

    const running = await createTask(db, actor, {
      warehouseId: main,
      scope: 'SKUS',
      scopeIds: skus.slice(5, 8),
      locations: [],
      gapMode: 'ZERO',
      freeze: false,
      remark: '季度盘点',
    });
    await addSheet(db, actor, {
      taskId: Number(running.id),
      location: 'B-02',
      remark: '第一组盘点',
      lines: [{ skuId: skus[5], location: 'B-02', qty: '998' }],
    });
  }
}
