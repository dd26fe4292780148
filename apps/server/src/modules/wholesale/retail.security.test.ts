// Retail behind its walls, with the real warehouse and product modules: the screen's buttons
// are wanted, and another business group's warehouse and sale are not found.
import { ErrorCode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { clerk, today } from '../inventory/inventory.fixtures';
import { fieldsOf } from '../partner/partner.test-kit';
import { productKit } from '../product/product.test-kit';
import { warehouseHelpers } from '../warehouse/warehouse.fixtures';
import { tillClerk } from './retail.test-kit';

const t = await startTestApp();
const admin = await t.given.admin();
const stock = clerk(t, admin);
const till = tillClerk(t, admin);
const wh = warehouseHelpers(t);
const kit = productKit(t);

const RETAIL_GRANTS = ['retailSale', 'retailReturn'].flatMap((s) => [
  `/wholesale/${s}`,
  ...['add', 'edit', 'delete', 'review', 'decline', 'complete', 'export'].map((b) => `wholesale:${s}:${b}`),
]);

describe('retail (security)', async () => {
  const main = await wh.logical(admin, (await wh.physical(admin)).id);
  const sku = await kit.sku({ name: '晨光签字笔 0.5mm 蓝' });
  await stock.gain(Number(main.id), [[Number(sku.id), '10']]);
  const saved = await wh.ok(
    till.save('retailSale', {
      warehouseId: main.id,
      paymentType: 'CASH',
      received: '20',
      lines: [{ skuId: sku.id, qty: '1', price: '12.5' }],
    }),
  );
  await wh.ok(till.op('retailSale', 'complete', saved));
  const sale = await wh.ok(till.detail('retailSale', saved.id));

  it('wants the retail screens: 403 without them', async () => {
    const group = (await t.given.defaultGroup()).id;
    const other = await t.given.session({ grants: ['/wholesale/wholesaleSale', 'wholesale:wholesaleSale:add'], groups: [group] });
    for (const [method, url, body] of [
      ['POST', '/api/order/retailSale/page', { pageNum: 1, pageSize: 10 }],
      ['GET', `/api/order/retailSale/${sale.id}`, undefined],
      [
        'PUT',
        '/api/order/retailSale/add',
        { billDate: today(), warehouseId: main.id, paymentType: 'CASH', received: '20', lines: [{ skuId: sku.id, qty: '1', price: '1' }] },
      ],
      ['POST', '/api/order/retailReturn/page', { pageNum: 1, pageSize: 10 }],
    ] as const) {
      const res = await t.call(other, method, url, body);
      expect(res.body.code, `${method} ${url}`).toBe(ErrorCode.FORBIDDEN);
    }
    // The viewer of the screen may not post.
    const viewer = await t.given.session({ grants: ['/wholesale/retailSale'], groups: [group] });
    const post = await t.call(viewer, 'POST', '/api/order/retailSale/complete', { id: sale.id, version: sale.version });
    expect(post.body.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('answers another group’s warehouse and sale "not found" and changes nothing', async () => {
    const { group, session: keeper } = await wh.keeperOfNewGroup();
    const hisWarehouse = await wh.logical(keeper, (await wh.physical(keeper)).id);
    const outsider = await t.given.session({ grants: RETAIL_GRANTS, groups: [group.id] });
    const view = await t.call(outsider, 'GET', `/api/order/retailSale/${sale.id}`);
    expect(view.body.code).toBe(ErrorCode.DATA_NOT_FOUND);
    const reverse = await t.call(outsider, 'POST', '/api/order/retailSale/reverse', { id: sale.id, version: sale.version });
    expect(reverse.body.code).toBe(ErrorCode.DATA_NOT_FOUND);
    const mine = await t.call(outsider, 'PUT', '/api/order/retailSale/add', {
      billDate: today(),
      warehouseId: main.id,
      paymentType: 'CASH',
      received: '20',
      lines: [{ skuId: sku.id, qty: '1', price: '12.5' }],
    });
    expect(fieldsOf(mine.body)).toEqual(['warehouseId']);
    const ret = await t.call(outsider, 'PUT', '/api/order/retailReturn/add', {
      billDate: today(),
      warehouseId: hisWarehouse.id,
      paymentType: 'CASH',
      lines: [{ skuId: sku.id, qty: '1', price: '12.5', sourceLineId: sale.lines[0].id }],
    });
    expect(fieldsOf(ret.body)).toEqual(['lines.0.sourceLineId']);
    const after = await wh.ok(till.detail('retailSale', sale.id));
    expect([after.status, after.version, after.lines[0].fulfilledQty]).toEqual(['COMPLETE', sale.version, sale.lines[0].fulfilledQty]);
    expect(Number((await stock.stock(Number(main.id), Number(sku.id))).onHand)).toBe(9);
  });
});
