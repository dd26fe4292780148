import type { FavoriteView } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { employee } from '../system/access.schema';
import { favorite } from './favorites.schema';

const t = await startTestApp();

const list = async (s: Parameters<typeof t.call>[0], language = 'en-US') =>
  (await t.call<FavoriteView[]>(s, 'POST', '/api/shared/favorites/list', {}, { language })).body.data;

describe('favorites', () => {
  it('round trip: saves the caller’s screens in order and lists them titled in the caller’s language', async () => {
    const s = await t.given.session({ grants: ['/product/sku', '/wholesale/customer', '/inventory/stock'] });
    expect(await list(s)).toEqual([]);
    const saved = await t.call<FavoriteView[]>(s, 'PUT', '/api/shared/favorites/update', {
      items: [
        { kind: 'MODULE', key: 'wholesale.customer', sort: 2 },
        { kind: 'MODULE', key: 'product.sku', sort: 1 },
        { kind: 'REPORT', key: 'inventory.stock', sort: 3 },
      ],
    });
    expect(saved.body.code).toBe(200);
    expect(saved.body.data.map((f) => f.key)).toEqual(['product.sku', 'wholesale.customer', 'inventory.stock']);
    expect(await list(s)).toEqual([
      { kind: 'MODULE', key: 'product.sku', title: 'Goods', path: '/product/sku', component: 'GoodsInfo', iconName: null, sort: 1 },
      {
        kind: 'MODULE',
        key: 'wholesale.customer',
        title: 'Customers',
        path: '/wholesale/customer',
        component: 'CustomerList',
        iconName: null,
        sort: 2,
      },
      {
        kind: 'REPORT',
        key: 'inventory.stock',
        title: 'Stock query',
        path: '/inventory/stock',
        component: 'StockQuery',
        iconName: null,
        sort: 3,
      },
    ]);
    expect((await list(s, 'zh-CN')).map((f) => f.title)).toEqual(['商品档案', '客户档案', '库存查询']);

    // Replaces, keeping the given order when no sort is sent.
    await t.call(s, 'PUT', '/api/shared/favorites/update', { items: [{ key: 'inventory.stock' }, { key: 'product.sku' }] });
    expect((await list(s)).map((f) => [f.key, f.kind, f.sort])).toEqual([
      ['inventory.stock', 'MODULE', 0],
      ['product.sku', 'MODULE', 1],
    ]);
    await t.call(s, 'PUT', '/api/shared/favorites/update', { items: [] });
    expect(await list(s)).toEqual([]);
  });

  it('keeps each employee’s list apart', async () => {
    const a = await t.given.session({ grants: ['/product/sku'] });
    const b = await t.given.session({ grants: ['/product/sku', '/product/brand'] });
    await t.call(a, 'PUT', '/api/shared/favorites/update', { items: [{ key: 'product.sku' }] });
    await t.call(b, 'PUT', '/api/shared/favorites/update', { items: [{ key: 'product.brand' }] });
    expect((await list(a)).map((f) => f.key)).toEqual(['product.sku']);
    expect((await list(b)).map((f) => f.key)).toEqual(['product.brand']);
  });

  it('drops a favorite from the list once its screen is no longer granted, and lets an administrator pick any screen', async () => {
    const s = await t.given.session({ grants: ['/product/sku', '/product/brand'] });
    await t.call(s, 'PUT', '/api/shared/favorites/update', { items: [{ key: 'product.sku' }, { key: 'product.brand' }] });
    const narrower = await t.given.role({ grants: ['/product/brand'] });
    await t.db.update(employee).set({ roleId: narrower.id }).where(eq(employee.id, s.employeeId));
    const again = await t.login(s.employee.employeeNo, s.employee.password);
    expect((await list(again)).map((f) => f.key)).toEqual(['product.brand']);
    expect(await t.db.select().from(favorite).where(eq(favorite.employeeId, s.employeeId))).toHaveLength(2);

    const admin = await t.given.admin();
    const res = await t.call(admin, 'PUT', '/api/shared/favorites/update', { items: [{ key: 'system.role' }] });
    expect(res.body.code).toBe(200);
    expect((await list(admin)).map((f) => f.title)).toEqual(['Roles']);
  });
});
