import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ensureReferenceData } from '../modules/basic';
import { seedDemoBasicData } from '../modules/basic/basic-data.seed';
import { seedDemoCustomerCredit, seedDemoFinance, seedDemoPoints, seedDemoRebates } from '../modules/finance/index';
import { seedDemoInventory } from '../modules/inventory/inventory.seed';
import { seedDemoNotice } from '../modules/notice/index';
import { seedDemoPartner } from '../modules/partner/partner.seed';
import { seedDemoPricing } from '../modules/pricing/index';
import { seedPrintTemplates } from '../modules/print/index';
import { seedDemoProduct } from '../modules/product/product.seed';
import { seedDemoPurchase } from '../modules/purchase/purchase.seed';
import { seedDemoReplenishment } from '../modules/replenishment/index';
import { seedDemoStocktake } from '../modules/stocktake/index';
import { businessGroup, employee, employeeBusinessGroup, position, role, roleMenu } from '../modules/system/access.schema';
import { menuIdsByNamePrefix, syncMenuTree, withAncestors } from '../modules/system/menu.service';
import { seedDemoWarehouse } from '../modules/warehouse/warehouse.seed';
import { seedDemoDistributionRequests, seedDemoWholesale } from '../modules/wholesale/index';
import { hashSecret } from '../platform/auth/password';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db/client';
import type { DemoContext } from '../platform/db/seed-context';

export const DEMO_PASSWORD = 'Quire@2026';

export type SeedAccount = { employeeNo: string; password: string; description: string };

/** Demo roles: which menu subtrees (by name prefix) each one is granted. */
export const DEMO_ROLES = [
  {
    code: 'SALES',
    name: '销售员',
    nameEn: 'Sales representative',
    nameId: 'Tenaga penjualan',
    grants: [
      // Every wholesale screen; the money screens (collections, pre-receipts, discount sheets) only to view.
      'wholesale.customer',
      'wholesale.saleOrder',
      'wholesale.distributionRequest',
      'wholesale.wholesaleSale',
      'wholesale.picking',
      'wholesale.wholesaleReturn',
      'wholesale.settlement.detail',
      'wholesale.preReceipt.detail',
      'wholesale.discount.detail',
      'wholesale.customerCredit',
      'wholesale.rebateAdjust',
      'wholesale.pointsAdjust',
      'wholesale.retailSale',
      'wholesale.retailReturn',
      'product.sku.detail',
      'product.sku',
      'pricing.policy',
      'pricing.promotion',
      'inventory.stock',
      'finance.customerLedger',
      'finance.receivable',
      'system.downloadCenter',
      'system.favorites',
      'system.notice.detail',
    ],
  },
  {
    code: 'WAREHOUSE',
    name: '仓管员',
    nameEn: 'Warehouse keeper',
    nameId: 'Petugas gudang',
    grants: [
      'inventory',
      'purchase.purchaseReceive',
      // Replenishment turns suggestions into draft purchase orders; the keeper opens them.
      'purchase.purchaseOrder.detail',
      'wholesale.picking',
      'wholesale.wholesaleSale',
      'wholesale.wholesaleReturn',
      'product.sku',
      'system.logicalWarehouse',
      'system.physicalWarehouse',
      'system.location',
      'system.downloadCenter',
      'system.favorites',
      'system.notice.detail',
    ],
  },
  {
    code: 'PURCHASE',
    name: '采购员',
    nameEn: 'Buyer',
    nameId: 'Staf pembelian',
    grants: [
      'purchase',
      'product',
      'inventory.stock',
      'inventory.movement',
      'inventory.replenishment',
      'finance.supplierLedger',
      'field',
      'system.downloadCenter',
      'system.favorites',
      'system.notice.detail',
    ],
  },
  {
    code: 'FINANCE',
    name: '财务',
    nameEn: 'Accountant',
    nameId: 'Staf keuangan',
    grants: [
      'finance',
      // Collections name customers: the accountant looks them up (no changes).
      'wholesale.customer.detail',
      'wholesale.settlement',
      'wholesale.preReceipt',
      'wholesale.discount',
      'wholesale.customerCredit',
      'wholesale.rebateAdjust',
      'purchase.payment',
      'purchase.prepayment',
      'inventory.costAdjust',
      'inventory.stock',
      'field',
      'system.checkout',
      'system.downloadCenter',
      'system.favorites',
      'system.notice.detail',
      'actionBar',
    ],
  },
] as const;

const DEMO_EMPLOYEES = [
  { employeeNo: 'sales01', name: '王晓燕', role: 'SALES', description: 'sales (wholesale)', phone: '13800000001' },
  { employeeNo: 'wh01', name: '李建国', role: 'WAREHOUSE', description: 'warehouse', phone: '13800000002' },
  { employeeNo: 'buy01', name: '陈志强', role: 'PURCHASE', description: 'purchasing', phone: '13800000003' },
  { employeeNo: 'fin01', name: '赵丽华', role: 'FINANCE', description: 'finance', phone: '13800000004' },
] as const;

/**
 * Runs at every start: the menu tree is brought up to date; an empty database gets the demo
 * company (SEED=demo) or only the administrator with a random password (SEED=admin).
 */
export async function seedDatabase(db: Db, config: Config): Promise<{ accounts: SeedAccount[] }> {
  await syncMenuTree(db);
  // Reference data every installation needs: geo areas, standard dictionaries, currencies.
  await ensureReferenceData(db);
  if (config.seed === 'none') return { accounts: [] };
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(employee);
  if (Number(n) > 0) return { accounts: [] };
  return config.seed === 'demo' ? seedDemo(db) : seedAdminOnly(db);
}

async function seedAdminOnly(db: Db): Promise<{ accounts: SeedAccount[] }> {
  const password = `Q${randomBytes(9).toString('base64url')}!7a`;
  const passwordHash = await hashSecret(password);
  await db.transaction(async (tx) => {
    const [hq] = await tx
      .insert(businessGroup)
      .values({ code: 'HQ', name: '总部', belongType: 'ENTERPRISE' })
      .returning({ id: businessGroup.id });
    const [admin] = await tx
      .insert(employee)
      .values({ employeeNo: 'admin', name: '系统管理员', passwordHash, passwordInitial: true, isAdmin: true })
      .returning({ id: employee.id });
    await tx.insert(employeeBusinessGroup).values({ employeeId: admin.id, businessGroupId: hq.id, isDefault: true });
  });
  return { accounts: [{ employeeNo: 'admin', password, description: 'system administrator (shown once; change it at first login)' }] };
}

export async function seedDemo(db: Db): Promise<{ accounts: SeedAccount[] }> {
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const ctx = await db.transaction(async (tx): Promise<DemoContext> => {
    const [dc] = await tx
      .insert(businessGroup)
      .values({
        code: 'DC001',
        name: '华东文具配送中心',
        belongType: 'ENTERPRISE',
        partnerCode: 'P0001',
        contactName: '周建明',
        phone: '021-58880001',
        address: '上海市浦东新区川沙路 1288 号',
      })
      .returning({ id: businessGroup.id });
    const [dealer] = await tx
      .insert(businessGroup)
      .values({
        code: 'DL001',
        name: '杭州文华文具经销部',
        belongType: 'DEALER',
        parentId: dc.id,
        partnerCode: 'P0001',
        contactName: '孙文华',
        phone: '0571-87650002',
        address: '浙江省杭州市拱墅区莫干山路 666 号',
      })
      .returning({ id: businessGroup.id });

    const roleIds = new Map<string, number>();
    for (const r of DEMO_ROLES) {
      const [row] = await tx
        .insert(role)
        .values({ code: r.code, name: r.name, nameEn: r.nameEn, nameId: r.nameId, builtIn: true })
        .returning({ id: role.id });
      roleIds.set(r.code, row.id);
      const menuIds = await menuIdsByNamePrefix(tx, [...r.grants]);
      const withParents = await withAncestors(tx, menuIds);
      if (withParents.length) await tx.insert(roleMenu).values(withParents.map((menuId) => ({ roleId: row.id, menuId })));
    }
    await tx.insert(position).values([
      { code: 'SALES', name: '销售代表', roleId: roleIds.get('SALES') },
      { code: 'KEEPER', name: '仓库管理员', roleId: roleIds.get('WAREHOUSE') },
      { code: 'BUYER', name: '采购专员', roleId: roleIds.get('PURCHASE') },
      { code: 'ACCOUNTANT', name: '会计', roleId: roleIds.get('FINANCE') },
    ]);

    const [admin] = await tx
      .insert(employee)
      // The demo's discount authorizer (折扣授权码 = the demo password): a sales clerk's return
      // discount above 10 % asks for it.
      .values({
        employeeNo: 'admin',
        name: '系统管理员',
        passwordHash,
        passwordInitial: false,
        isAdmin: true,
        discountAuthCodeHash: passwordHash,
        // 拣货授权码 (the demo password too): picking beyond a picker's tolerance asks for it.
        pickingAuthCodeHash: passwordHash,
      })
      .returning({ id: employee.id });
    await tx.insert(employeeBusinessGroup).values([
      { employeeId: admin.id, businessGroupId: dc.id, isDefault: true },
      { employeeId: admin.id, businessGroupId: dealer.id, isDefault: false },
    ]);
    for (const e of DEMO_EMPLOYEES) {
      const [row] = await tx
        .insert(employee)
        .values({
          employeeNo: e.employeeNo,
          name: e.name,
          phone: e.phone,
          passwordHash,
          passwordInitial: false,
          roleId: roleIds.get(e.role),
          salesDiscountCap: e.role === 'SALES' ? '90' : '100',
          returnDiscountCap: e.role === 'SALES' ? '10' : '100',
          pickingUnderTolerance: e.role === 'WAREHOUSE' ? '2' : '0',
          pickingOverTolerance: e.role === 'WAREHOUSE' ? '5' : '0',
          // The warehouse keeper holds a picking authorization code (the demo password).
          pickingAuthCodeHash: e.role === 'WAREHOUSE' ? passwordHash : null,
        })
        .returning({ id: employee.id });
      await tx.insert(employeeBusinessGroup).values({ employeeId: row.id, businessGroupId: dc.id, isDefault: true });
    }
    return { businessGroupIds: [dc.id, dealer.id], adminId: admin.id };
  });
  // Master data first, then what refers to it.
  await seedDemoBasicData(db, ctx);
  await seedDemoWarehouse(db, ctx);
  await seedDemoProduct(db, ctx);
  await seedDemoPartner(db, ctx);
  await seedDemoInventory(db, ctx);
  await seedDemoStocktake(db, ctx);
  await seedDemoPurchase(db, ctx);
  await seedDemoPricing(db, ctx);
  await seedPrintTemplates(db, ctx.businessGroupIds, ctx.adminId);
  await seedDemoNotice(db, ctx);
  await seedDemoWholesale(db, ctx);
  await seedDemoDistributionRequests(db, ctx);
  await seedDemoReplenishment(db, ctx);
  await seedDemoFinance(db, ctx);
  await seedDemoCustomerCredit(db, ctx);
  await seedDemoPoints(db, ctx);
  await seedDemoRebates(db, ctx);
  return {
    accounts: [
      { employeeNo: 'admin', password: DEMO_PASSWORD, description: 'system administrator' },
      ...DEMO_EMPLOYEES.map((e) => ({ employeeNo: e.employeeNo, password: DEMO_PASSWORD, description: e.description })),
    ],
  };
}
