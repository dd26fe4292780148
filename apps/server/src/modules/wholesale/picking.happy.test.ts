// Picking and boxing worked by hand (DOMAIN 6–7): scan to pick, complete within tolerance or
// with an authorizer's code (the sale, its stock lock and its amounts follow the picked
// quantities), box, print the packing list and the labels, post.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { verifyLedger } from '../inventory/index';
import { pickingKit } from './picking.test-kit';

const t = await startTestApp();
const admin = await t.given.admin();
const k = pickingKit(t, admin);
const authorizer = await t.given.employee({ employeeNo: 'pickboss', name: '拣货主管' });
await k.setPicker(authorizer.id, '0', '0', 'Pick@2026');

describe('picking and boxing', () => {
  it('picks by scan, completes within tolerance, boxes, prints the packing list and "box i of N" labels, then posts', async () => {
    await k.setPicker(admin.employeeId, '5', '5');
    const { sale, skus, warehouseId } = await k.reviewedSale(['20', '3']);
    expect(Number((await k.stock.stock(warehouseId, Number(skus[0].id))).locked)).toBe(20);
    // Printing before picking is refused.
    expect((await k.print(sale.id, 'BOX_LABEL')).body.errors?.[0].field).toBe('id');

    await k.ok(k.start(sale.id));
    const sheet = await k.ok(k.sheet(sale.id));
    expect(sheet.pickingState).toBe('PICKING');
    expect(sheet.tolerance).toEqual({ under: '5', over: '5' });
    expect(sheet.lines.map((l) => [l.skuCode, l.requiredQty, l.pickedQty])).toEqual(
      [...skus].sort((a, b) => a.code.localeCompare(b.code)).map((s, _i) => [s.code, s.id === skus[0].id ? '20' : '3', '0']),
    );

    // A box barcode (盒 of 12) adds 12; the base barcode adds 1; a SKU code with qty adds that many.
    const box = skus[0].packages.find((p) => p.barcode)?.barcode as string;
    let scanned = await k.ok(k.scan(sale.id, box));
    expect(scanned.added).toBe('12');
    for (let i = 0; i < 7; i++) scanned = await k.ok(k.scan(sale.id, skus[0].barcodes[0]));
    scanned = await k.ok(k.scan(sale.id, skus[1].code, { qty: '3' }));
    const line = (code: string) => scanned.sheet.lines.find((l) => l.skuCode === code);
    expect([line(skus[0].code)?.pickedQty, line(skus[0].code)?.difference]).toEqual(['19', '-1']);
    expect(line(skus[0].code)?.beyondTolerance).toBe(false);
    expect(line(skus[1].code)?.pickedQty).toBe('3');

    // 19 of 20 is 5 % under: within tolerance, no code asked.
    const done = await k.ok(k.complete(sale.id));
    expect(done.pickingState).toBe('PICKED');
    expect(done.authorizedByName).toBeNull();
    const detail = await k.sales.detail('wholesaleSale', sale.id);
    expect(detail.lines.map((l) => [Number(l.qty), l.amount])).toEqual([
      [19, '38.00'],
      [3, '6.00'],
    ]);
    expect(detail.totalAmount).toBe('44.00');
    expect(Number((await k.stock.stock(warehouseId, Number(skus[0].id))).locked)).toBe(19);

    // Boxing: two boxes, 2 labels each; per SKU boxed = picked.
    const lineOf = (code: string) => done.lines.find((l) => l.skuCode === code)?.lineId as string;
    const boxed = await k.ok(
      k.box(sale.id, {
        boxCount: 2,
        labelCount: 2,
        boxes: [
          { boxNo: 1, lines: [{ lineId: lineOf(skus[0].code), qty: '10' }] },
          {
            boxNo: 2,
            lines: [
              { lineId: lineOf(skus[0].code), qty: '9' },
              { lineId: lineOf(skus[1].code), qty: '3' },
            ],
          },
        ],
      }),
    );
    expect([boxed.packed, boxed.boxCount, boxed.labelCount]).toEqual([true, 2, 2]);
    expect(boxed.boxes.map((b) => [b.boxNo, b.lines.length])).toEqual([
      [1, 1],
      [2, 2],
    ]);

    const list = await k.ok(k.print(sale.id, 'PACKING_LIST'));
    expect(list).toHaveLength(1);
    expect(list[0].lines.map((l) => [l.boxNo, l.skuCode, l.qty])).toEqual([
      [1, skus[0].code, '10'],
      [2, skus[0].code, '9'],
      [2, skus[1].code, '3'],
    ]);
    const labels = await k.ok(k.print(sale.id, 'BOX_LABEL'));
    expect(labels).toHaveLength(2);
    expect(labels[0]).toMatchObject({ billNo: sale.billNo, boxCount: 2 });
    expect(String(labels[0].partnerName)).not.toBe('');
    expect(String(labels[0].address)).toContain('张杨路');

    const listed = await k.ok(k.page({ billNo: sale.billNo }));
    expect(listed.list.map((r) => [r.pickingState, r.packed])).toEqual([['PICKED', true]]);

    // Posting moves the picked 19, not the ordered 20.
    const current = await k.sales.detail('wholesaleSale', sale.id);
    await k.sales.ok(k.sales.op('wholesaleSale', 'complete', { id: sale.id, version: current.version }));
    const after = await k.stock.stock(warehouseId, Number(skus[0].id));
    expect([Number(after.onHand), Number(after.locked)]).toEqual([81, 0]);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('completes a difference beyond tolerance with an authorizer’s code and a reason, and keeps who, the difference and why', async () => {
    await k.setPicker(admin.employeeId, '0', '0');
    const { sale, skus, warehouseId } = await k.reviewedSale(['10']);
    await k.ok(k.start(sale.id));
    const sheet = await k.ok(k.setQty(sale.id, (await k.ok(k.sheet(sale.id))).lines[0].lineId, '12'));
    expect(sheet.lines[0]).toMatchObject({ difference: '2', beyondTolerance: true });
    const done = await k.ok(k.complete(sale.id, { auth: { employeeNo: 'PICKBOSS', code: 'Pick@2026' }, reason: '客户要求多发两支' }));
    expect([done.authorizedByName, done.reason]).toEqual(['拣货主管', '客户要求多发两支']);
    expect(done.lines[0]).toMatchObject({ requiredQty: '10', pickedQty: '12', difference: '2' });
    expect(Number((await k.stock.stock(warehouseId, Number(skus[0].id))).locked)).toBe(12);
    const detail = await k.sales.detail('wholesaleSale', sale.id);
    expect([Number(detail.lines[0].qty), detail.lines[0].amount]).toEqual([12, '24.00']);
  });

  it('reverse review drops the pick sheet and releases the lock', async () => {
    const { sale, skus, warehouseId } = await k.reviewedSale(['4']);
    const started = await k.ok(k.start(sale.id));
    await k.sales.ok(k.sales.op('wholesaleSale', 'decline', started));
    expect((await k.ok(k.page({ billNo: sale.billNo }))).list).toEqual([]);
    expect(Number((await k.stock.stock(warehouseId, Number(skus[0].id))).locked)).toBe(0);
  });
});
