import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../platform/db/seed-context';
import { logicalWarehouse, physicalWarehouse, warehouseLocation } from './warehouse.schema';

const SITES = [
  {
    physical: {
      code: 'SH-CS01',
      name: '上海川沙物流仓',
      contactName: '李建国',
      phone: '021-58880011',
      address: '上海市浦东新区川沙路 1288 号 3 号库',
    },
    main: '华东总仓',
    defective: '华东残次仓',
    direct: '华东直发仓',
  },
  {
    physical: {
      code: 'HZ-GS01',
      name: '杭州拱墅仓库',
      contactName: '孙文华',
      phone: '0571-87650012',
      address: '浙江省杭州市拱墅区莫干山路 666 号',
    },
    main: '杭州主仓',
    defective: '杭州残次仓',
    direct: '杭州直发仓',
  },
];

const LOCATIONS = [
  { code: 'A-01-01', name: 'A 区 1 排 1 层', sort: 1 },
  { code: 'A-01-02', name: 'A 区 1 排 2 层', sort: 2 },
  { code: 'A-02-01', name: 'A 区 2 排 1 层', sort: 3 },
  { code: 'B-01-01', name: 'B 区 1 排 1 层（大件）', sort: 4 },
];

/**
 * Demo data of the warehouse module, on an empty database (SEED=demo): for each demo business
 * group a physical warehouse with a main warehouse (the default for sale, purchase and both
 * returns), a defective-goods warehouse and a direct-ship warehouse (the direct-ship default),
 * and a few locations in the main warehouse.
 */
export async function seedDemoWarehouse(db: Db, ctx: DemoContext): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [i, businessGroupId] of ctx.businessGroupIds.entries()) {
      const site = SITES[i % SITES.length];
      const [physical] = await tx
        .insert(physicalWarehouse)
        .values({ ...site.physical, businessGroupId, createdBy: ctx.adminId })
        .returning({ id: physicalWarehouse.id });
      const common = { businessGroupId, physicalWarehouseId: physical.id, createdBy: ctx.adminId };
      const [main] = await tx
        .insert(logicalWarehouse)
        .values({
          ...common,
          code: 'MAIN',
          name: site.main,
          type: 'NORMAL',
          isDefaultSale: true,
          isDefaultPurchase: true,
          isDefaultPurchaseReturn: true,
          isDefaultSaleReturn: true,
        })
        .returning({ id: logicalWarehouse.id });
      await tx.insert(logicalWarehouse).values([
        { ...common, code: 'DEFECT', name: site.defective, type: 'DEFECTIVE', remark: '退回的破损、污损商品' },
        { ...common, code: 'DIRECT', name: site.direct, type: 'DIRECT_SHIP', isDefaultDirectShip: true, remark: '供应商直发客户' },
      ]);
      await tx
        .insert(warehouseLocation)
        .values(LOCATIONS.map((l) => ({ ...l, businessGroupId, logicalWarehouseId: main.id, createdBy: ctx.adminId })));
    }
  });
}
