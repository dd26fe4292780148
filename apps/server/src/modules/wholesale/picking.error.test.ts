// Picking refusals: each names its field and changes nothing (the pick sheet, the sale, the lock).
import { ErrorCode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { pickingKit } from './picking.test-kit';

const t = await startTestApp();
const admin = await t.given.admin();
const k = pickingKit(t, admin);
const boss = await t.given.employee({ employeeNo: 'pickboss2', name: '仓库主管' });
await k.setPicker(boss.id, '0', '0', 'Boss@2026');
await k.setPicker(admin.employeeId, '0', '0');

type R = { status: number; body: { code: number; msg: string; errors?: { field: string }[] } };
const refusedOn = (res: R, field: string) => {
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.body.errors?.map((e) => e.field)).toContain(field);
};

async function picking(lines: string[]) {
  const made = await k.reviewedSale(lines);
  await k.ok(k.start(made.sale.id));
  return { ...made, sheet: await k.ok(k.sheet(made.sale.id)) };
}

describe('picking (errors)', () => {
  it('refuses an unknown code and a wrong amount, naming code and qty; nothing is picked', async () => {
    const { sale, skus } = await picking(['5']);
    const res = await k.scan(sale.id, 'NOPE-0000');
    refusedOn(res, 'code');
    expect(res.body.msg).toContain('NOPE-0000');
    // A real SKU that is not on this sale is no product found either.
    const other = await k.reviewedSale(['1']);
    refusedOn(await k.scan(sale.id, other.skus[0].code), 'code');
    for (const qty of ['0', '-2', 'abc', '1000000']) refusedOn(await k.scan(sale.id, skus[0].code, { qty }), 'qty');
    expect((await k.ok(k.sheet(sale.id))).lines[0].pickedQty).toBe('0');
  });

  it('refuses completing beyond tolerance without a code, with a wrong code, and without a reason; the sale stays as it was', async () => {
    const { sale, skus, warehouseId, sheet } = await picking(['10']);
    await k.ok(k.setQty(sale.id, sheet.lines[0].lineId, '8'));
    refusedOn(await k.complete(sale.id), 'auth.code');
    refusedOn(await k.complete(sale.id, { auth: { employeeNo: 'pickboss2', code: 'wrong-code' }, reason: '缺货' }), 'auth.code');
    refusedOn(await k.complete(sale.id, { auth: { employeeNo: 'nobody', code: 'Boss@2026' }, reason: '缺货' }), 'auth.code');
    // An employee without a picking authorization code cannot authorise.
    refusedOn(
      await k.complete(sale.id, { auth: { employeeNo: admin.employee.employeeNo, code: 'Quire@2026' }, reason: '缺货' }),
      'auth.code',
    );
    refusedOn(await k.complete(sale.id, { auth: { employeeNo: 'pickboss2', code: 'Boss@2026' } }), 'reason');
    const after = await k.ok(k.sheet(sale.id));
    expect([after.pickingState, after.lines[0].pickedQty]).toEqual(['PICKING', '8']);
    expect(Number((await k.sales.detail('wholesaleSale', sale.id)).lines[0].qty)).toBe(10);
    expect(Number((await k.stock.stock(warehouseId, Number(skus[0].id))).locked)).toBe(10);
  });

  it('refuses a line with nothing picked, and picking more than is available', async () => {
    const { sale, sheet } = await picking(['3']);
    refusedOn(await k.complete(sale.id), 'lines.0.pickedQty');
    // 100 on hand: picking 150 (authorised) is more than is available.
    await k.ok(k.setQty(sale.id, sheet.lines[0].lineId, '150'));
    const res = await k.complete(sale.id, { auth: { employeeNo: 'pickboss2', code: 'Boss@2026' }, reason: '多拣' });
    expect(res.body.code).toBe(ErrorCode.BUSINESS_RULE);
    expect((await k.ok(k.sheet(sale.id))).pickingState).toBe('PICKING');
  });

  it('refuses boxing before picking, without counts, and boxed ≠ picked naming the SKU; nothing is packed', async () => {
    const { sale, skus, sheet } = await picking(['4', '2']);
    refusedOn(await k.box(sale.id, { boxCount: 1, labelCount: 1 }), 'id');
    for (const l of sheet.lines) await k.ok(k.setQty(sale.id, l.lineId, l.requiredQty));
    await k.ok(k.complete(sale.id));
    refusedOn(await k.box(sale.id, { labelCount: 1 }), 'boxCount');
    refusedOn(await k.box(sale.id, { boxCount: 1, labelCount: 0 }), 'labelCount');
    refusedOn(await k.box(sale.id, { boxCount: '1.5', labelCount: 1 }), 'boxCount');
    const first = sheet.lines.find((l) => l.skuCode === skus[0].code)?.lineId as string;
    const second = sheet.lines.find((l) => l.skuCode === skus[1].code)?.lineId as string;
    const short = await k.box(sale.id, {
      boxCount: 1,
      labelCount: 1,
      boxes: [
        {
          boxNo: 1,
          lines: [
            { lineId: first, qty: '3' },
            { lineId: second, qty: '2' },
          ],
        },
      ],
    });
    refusedOn(short, 'boxes');
    expect(short.body.msg).toContain(skus[0].code);
    refusedOn(
      await k.box(sale.id, { boxCount: 1, labelCount: 1, boxes: [{ boxNo: 2, lines: [{ lineId: first, qty: '4' }] }] }),
      'boxes.0.boxNo',
    );
    const after = await k.ok(k.sheet(sale.id));
    expect([after.packed, after.boxes]).toEqual([false, []]);
  });

  it('refuses printing a sale not yet picked (and not yet boxed), naming the sale', async () => {
    const { sale, sheet } = await picking(['2']);
    const res = await k.print(sale.id, 'PACKING_LIST');
    refusedOn(res, 'id');
    expect(res.body.msg).toContain(sale.billNo);
    await k.ok(k.setQty(sale.id, sheet.lines[0].lineId, '2'));
    await k.ok(k.complete(sale.id));
    refusedOn(await k.print(sale.id, 'BOX_LABEL'), 'id');
  });

  it('refuses starting twice, scanning after completion, and posting while picking', async () => {
    const { sale, sheet } = await picking(['1']);
    expect((await k.start(sale.id)).body.code).toBe(ErrorCode.BUSINESS_RULE);
    const current = await k.sales.detail('wholesaleSale', sale.id);
    expect((await k.sales.op('wholesaleSale', 'complete', { id: sale.id, version: current.version })).body.code).toBe(
      ErrorCode.BUSINESS_RULE,
    );
    await k.ok(k.setQty(sale.id, sheet.lines[0].lineId, '1'));
    await k.ok(k.complete(sale.id));
    refusedOn(await k.scan(sale.id, sheet.lines[0].skuCode as string), 'id');
    refusedOn(await k.complete(sale.id), 'id');
  });

  it('with picking required (流程配置), refuses posting a sale not picked and boxed, then posts it once boxed', async () => {
    const saved = await t.call(admin, 'PUT', '/api/basic/processConfig', {
      documentType: 'WHOLESALE_SALE',
      reviewPolicy: 'NONE',
      pickingRequired: true,
      version: 0,
    });
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(200);
    const { sale, sheet } = await picking(['2']);
    const post = async () => {
      const current = await k.sales.detail('wholesaleSale', sale.id);
      return k.sales.op('wholesaleSale', 'complete', { id: sale.id, version: current.version });
    };
    await k.ok(k.setQty(sale.id, sheet.lines[0].lineId, '2'));
    await k.ok(k.complete(sale.id));
    const refused = await post();
    expect(refused.body.code).toBe(ErrorCode.BUSINESS_RULE);
    expect(refused.body.msg).toContain(sale.billNo);
    await k.ok(k.box(sale.id, { boxCount: 1, labelCount: 1 }));
    expect((await post()).body.code).toBe(200);
  });
});
