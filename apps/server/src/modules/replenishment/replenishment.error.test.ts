// Bad input is refused with a 4xx naming the field, and changes nothing.
import type { Page, ReplenishmentConfigView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { fieldsOf } from '../partner/partner.test-kit';
import { replenishmentKit } from './replenishment.test-kit';

const t = await startTestApp();
const admin = await t.given.admin();
const group = (await t.given.defaultGroup()).id;
const k = replenishmentKit(t, admin, group);
const w = await k.warehouse();
const sku = await k.sku();
const supplier = await k.supplier();
const count = async () =>
  (await k.ok(t.call<Page<ReplenishmentConfigView>>(admin, 'POST', '/api/stock/replenishmentConfig/page', {}))).total;

describe('replenishment bad input', () => {
  it.each([
    [{ averageSalesDays: 30, lowerDays: 16, upperDays: 15 }, 'lowerDays'],
    [{ averageSalesDays: 0, lowerDays: 7, upperDays: 15 }, 'averageSalesDays'],
    [{ averageSalesDays: 30, lowerDays: 7, upperDays: 400 }, 'upperDays'],
    [{ averageSalesDays: 30, lowerDays: 7, upperDays: 15, purchasePackage: '0' }, 'purchasePackage'],
    [{ averageSalesDays: 30, lowerDays: 7, upperDays: 15, warehouseId: 'x' }, 'warehouseId'],
  ])('refuses the configuration %o naming %s', async (body, field) => {
    const before = await count();
    const res = await k.config(body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(fieldsOf(res.body)).toContain(field);
    expect(await count()).toBe(before);
  });

  it('refuses a second configuration of the same scope, naming it', async () => {
    await k.ok(k.config({ warehouseId: String(w), averageSalesDays: 30, lowerDays: 7, upperDays: 15 }));
    const again = await k.config({ warehouseId: String(w), averageSalesDays: 20, lowerDays: 3, upperDays: 5 });
    expect([again.status, fieldsOf(again.body)]).toEqual([400, ['warehouseId']]);
  });

  it('refuses a suggestion without a warehouse and orders with bad lines, naming the field', async () => {
    expect(fieldsOf((await k.suggest({})).body)).toEqual(['warehouseId']);
    const orders = (lines: unknown) =>
      t.call(admin, 'POST', '/api/stock/replenishment/toPurchaseOrders', { warehouseId: String(w), lines });
    expect(fieldsOf((await orders([])).body)).toEqual(['lines']);
    expect(fieldsOf((await orders([{ skuId: String(sku), qty: '0', supplierId: String(supplier) }])).body)).toEqual(['lines.0.qty']);
    const twice = [
      { skuId: String(sku), qty: '1', supplierId: String(supplier) },
      { skuId: String(sku), qty: '2', supplierId: String(supplier) },
    ];
    expect(fieldsOf((await orders(twice)).body)).toEqual(['lines.1.skuId']);
  });

  it('refuses to delete a configuration someone changed since, and deletes the current one', async () => {
    const saved = await k.ok(
      t.call<ReplenishmentConfigView>(admin, 'PUT', '/api/stock/replenishmentConfig', {
        averageSalesDays: 30,
        lowerDays: 7,
        upperDays: 15,
      }),
    );
    await k.ok(k.config({ id: saved.id, version: saved.version, averageSalesDays: 30, lowerDays: 5, upperDays: 15 }));
    const stale = await t.call(admin, 'POST', '/api/stock/replenishmentConfig/delete', { id: saved.id, version: saved.version });
    expect(stale.body.code).not.toBe(200);
    expect(stale.body.msg).toContain('Someone else changed');
    await k.ok(t.call(admin, 'POST', '/api/stock/replenishmentConfig/delete', { id: saved.id, version: saved.version + 1 }));
    const page = await k.ok(t.call<Page<ReplenishmentConfigView>>(admin, 'POST', '/api/stock/replenishmentConfig/page', {}));
    expect(page.list.map((c) => c.id)).not.toContain(saved.id);
  });
});
