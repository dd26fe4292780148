// Replenishment behind its walls: another group's warehouse, supplier and configuration are
// refused naming the field (or not found), each route wants its own permission.
import { ErrorCode, type Page, type ReplenishmentConfigView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { fieldsOf, member } from '../partner/partner.test-kit';
import { replenishmentKit } from './replenishment.test-kit';

const t = await startTestApp();
const admin = await t.given.admin();
const group = (await t.given.defaultGroup()).id;
const k = replenishmentKit(t, admin, group);

const ALL = ['/inventory/replenishment', 'inventory:replenishment:add', 'inventory:replenishment:edit', 'inventory:replenishment:delete'];
const w = await k.warehouse();
const supplier = await k.supplier();
const sku = await k.sku();
const mine = await k.ok(
  k.config({ warehouseId: String(w), supplierId: String(supplier), averageSalesDays: 30, lowerDays: 7, upperDays: 15 }),
);
const other = await t.given.businessGroup();
const outsider = await member(t, [other.id], ALL);

describe('replenishment security', () => {
  it("refuses another group's warehouse and supplier, naming the field, and never shows or deletes its configuration", async () => {
    const suggest = await k.suggest({ warehouseId: String(w) }, outsider);
    expect([suggest.status, fieldsOf(suggest.body)]).toEqual([400, ['warehouseId']]);
    const byWarehouse = await k.config({ warehouseId: String(w), averageSalesDays: 30, lowerDays: 7, upperDays: 15 }, outsider);
    expect(fieldsOf(byWarehouse.body)).toEqual(['warehouseId']);
    const bySupplier = await k.config({ supplierId: String(supplier), averageSalesDays: 30, lowerDays: 7, upperDays: 15 }, outsider);
    expect(fieldsOf(bySupplier.body)).toEqual(['supplierId']);
    const edit = await k.config({ id: mine.id, averageSalesDays: 30, lowerDays: 1, upperDays: 2 }, outsider);
    expect(edit.body.code).not.toBe(200);
    const page = await k.ok(t.call<Page<ReplenishmentConfigView>>(outsider, 'POST', '/api/stock/replenishmentConfig/page', {}));
    expect(page.list).toEqual([]);
    const deleted = await t.call(outsider, 'POST', '/api/stock/replenishmentConfig/delete', { id: mine.id });
    expect(deleted.body.code).toBe(ErrorCode.DATA_NOT_FOUND);
    const orders = await t.call(outsider, 'POST', '/api/stock/replenishment/toPurchaseOrders', {
      warehouseId: String(w),
      lines: [{ skuId: String(sku), qty: '1', supplierId: String(supplier) }],
    });
    expect(fieldsOf(orders.body)).toEqual(['warehouseId']);
    // The configuration is untouched.
    const still = await k.ok(
      t.call<Page<ReplenishmentConfigView>>(admin, 'POST', '/api/stock/replenishmentConfig/page', { warehouseId: String(w) }),
    );
    expect(still.list.map((c) => [c.id, c.lowerDays])).toEqual([[mine.id, 7]]);
  });

  it("refuses a line whose supplier is another group's, and a category that does not exist", async () => {
    const theirs = Number(
      (
        await k.ok(
          t.call<{ id: string }>(
            await member(t, [other.id], ['/purchase/supplier', 'purchase:supplier:add']),
            'PUT',
            '/api/basic/supplier',
            (await import('../partner/partner.test-kit')).supplierBody(),
          ),
        )
      ).id,
    );
    const orders = await t.call(admin, 'POST', '/api/stock/replenishment/toPurchaseOrders', {
      warehouseId: String(w),
      lines: [{ skuId: String(sku), qty: '1', supplierId: String(theirs) }],
    });
    expect([orders.status, fieldsOf(orders.body)]).toEqual([400, ['lines.0.supplierId']]);
    const category = await k.config({ categoryId: '999999999', averageSalesDays: 30, lowerDays: 7, upperDays: 15 });
    expect(fieldsOf(category.body)).toEqual(['categoryId']);
  });

  it('wants the screen to compute, its add button to order, edit to configure and delete to delete', async () => {
    const viewer = await t.given.session({ grants: ['/inventory/replenishment'] });
    expect((await k.suggest({ warehouseId: String(w) }, viewer)).body.code).toBe(200);
    const order = await t.call(viewer, 'POST', '/api/stock/replenishment/toPurchaseOrders', {
      warehouseId: String(w),
      lines: [{ skuId: String(sku), qty: '1', supplierId: String(supplier) }],
    });
    expect(order.status).toBe(403);
    expect((await k.config({ averageSalesDays: 30, lowerDays: 7, upperDays: 15 }, viewer)).status).toBe(403);
    expect((await t.call(viewer, 'POST', '/api/stock/replenishmentConfig/delete', { id: mine.id })).status).toBe(403);
    const nobody = await t.given.session({ grants: ['/inventory/stock'] });
    expect((await k.suggest({ warehouseId: String(w) }, nobody)).status).toBe(403);
  });
});
