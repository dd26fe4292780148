// 从零售单选择: the retail return screen's pick call lists the returnable lines (sold − returned)
// of the group's posted retail sales, by receipt number; behind the return screen's permission;
// another group's sales are never listed.
import { ErrorCode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { clerk } from '../inventory/inventory.fixtures';
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
const URL = '/api/order/retailReturn/pickSaleLines';

type PickLine = {
  id: string;
  billNo: string;
  lineNo: number;
  skuId: string;
  qty: string;
  fulfilledQty: string;
  open: string;
  price: string;
};
type PickPage = { list: PickLine[]; total: number };

describe('retail return: pick from retail sales (从零售单选择)', async () => {
  const main = await wh.logical(admin, (await wh.physical(admin)).id);
  const pen = await kit.sku({ name: '晨光中性笔 0.5mm 黑' });
  const pad = await kit.sku({ name: '得力便签纸 76×76' });
  await stock.gain(Number(main.id), [
    [Number(pen.id), '20'],
    [Number(pad.id), '20'],
  ]);
  const sell = async (lines: { skuId: string; qty: string; price: string }[], post = true) => {
    const saved = await wh.ok(till.save('retailSale', { warehouseId: main.id, paymentType: 'CASH', received: '200', lines }));
    if (post) await wh.ok(till.op('retailSale', 'complete', saved));
    return wh.ok(till.detail('retailSale', saved.id));
  };
  const sale = await sell([
    { skuId: pen.id, qty: '3', price: '2.5' },
    { skuId: pad.id, qty: '2', price: '4' },
  ]);
  const draft = await sell([{ skuId: pen.id, qty: '1', price: '2.5' }], false);
  const pick = async (billNo?: string, session = admin) => t.call<PickPage>(session, 'POST', URL, { billNo, pageNum: 1, pageSize: 20 });

  it('lists the posted sale’s lines with sold − returned open, at their price, and a linked return lowers it', async () => {
    const first = await pick(sale.billNo);
    expect(first.body.code).toBe(200);
    expect(
      first.body.data.list.map((l) => [l.lineNo, l.skuId, Number(l.qty), Number(l.fulfilledQty), Number(l.open), Number(l.price)]),
    ).toEqual([
      [1, pen.id, 3, 0, 3, 2.5],
      [2, pad.id, 2, 0, 2, 4],
    ]);
    // A draft sale has nothing to return.
    expect((await pick(draft.billNo)).body.data.total).toBe(0);

    const penLine = first.body.data.list[0];
    const ret = await wh.ok(
      till.save('retailReturn', {
        warehouseId: main.id,
        paymentType: 'CASH',
        lines: [{ skuId: pen.id, qty: '1', price: '2.5', sourceLineId: penLine.id }],
      }),
    );
    await wh.ok(till.op('retailReturn', 'complete', ret));
    const after = await pick(sale.billNo);
    expect(after.body.data.list.map((l) => [l.lineNo, Number(l.fulfilledQty), Number(l.open)])).toEqual([
      [1, 1, 2],
      [2, 0, 2],
    ]);

    // Returning the rest of the pad line takes it off the list.
    const padLine = after.body.data.list[1];
    const rest = await wh.ok(
      till.save('retailReturn', {
        warehouseId: main.id,
        paymentType: 'CASH',
        lines: [{ skuId: pad.id, qty: '2', price: '4', sourceLineId: padLine.id }],
      }),
    );
    await wh.ok(till.op('retailReturn', 'complete', rest));
    expect((await pick(sale.billNo)).body.data.list.map((l) => l.lineNo)).toEqual([1]);
    // Without a bill number: every returnable line of the group, the sale's among them.
    const all = await pick();
    expect(all.body.data.list.some((l) => l.billNo === sale.billNo)).toBe(true);
    expect(all.body.data.list.some((l) => l.billNo === draft.billNo)).toBe(false);
  });

  it('refuses a bill number too long, naming it', async () => {
    const res = await pick('X'.repeat(41));
    expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(fieldsOf(res.body)).toEqual(['billNo']);
  });

  it('never lists another group’s sales', async () => {
    const { group } = await wh.keeperOfNewGroup();
    const outsider = await t.given.session({ grants: ['/wholesale/retailReturn'], groups: [group.id] });
    const res = await pick(sale.billNo, outsider);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ list: [], total: 0 });
    expect((await pick(undefined, outsider)).body.data.list.some((l) => l.billNo === sale.billNo)).toBe(false);
  });

  it('wants the retail return screen: 403 without it', async () => {
    const group = (await t.given.defaultGroup()).id;
    const other = await t.given.session({ grants: ['/wholesale/retailSale', '/wholesale/wholesaleReturn'], groups: [group] });
    const res = await pick(sale.billNo, other);
    expect(res.body.code).toBe(ErrorCode.FORBIDDEN);
  });
});
