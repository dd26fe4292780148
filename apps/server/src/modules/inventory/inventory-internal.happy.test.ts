// Requisitions (领用单) and product processing (商品加工单) against real master data.
import type { DocumentDetailView, MovementView, Page, StockTotalsView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { Dec } from '../../platform/money';
import { splitValue } from './inventory-documents-internal';
import { internalKit } from './inventory-internal.fixtures';
import { verifyLedger } from './ledger-verify';

const t = await startTestApp();
const admin = await t.given.admin();
const k = internalKit(t, admin);
const c = k.c;

const value = async (warehouseId: number) =>
  c.ok(await t.call<StockTotalsView>(admin, 'POST', '/api/stock/stockQuery/totals', { warehouseId: String(warehouseId) })).stockValue;

describe('requisition (领用单)', () => {
  it('issues goods to a department and an employee at the current average; the detail names them; a reversal brings them back', async () => {
    const w = await k.warehouse();
    const pen = await k.sku('1.30', '中性笔 0.5 黑');
    await c.gain(w, [[Number(pen.id), '10']]);
    const receiver = await t.given.employee({ name: '王小红' });
    const saved = c.ok(
      await k.requisition({
        warehouseId: String(w),
        departmentName: '行政部',
        receiverId: String(receiver.id),
        purpose: '办公室日常用笔',
        lines: [{ skuId: pen.id, qty: '3' }],
      }),
    );
    expect(saved.billNo).toMatch(/^LYD\d{13}$/);
    const posted = c.ok(await c.op('materialReceive', 'complete', saved.id, saved.version));
    expect(posted.status).toBe('COMPLETE');
    expect(await c.stock(w, Number(pen.id))).toMatchObject({ onHand: '7.0000', avgCost: '1.300000', stockValue: '9.10' });

    const detail = await c.detail('materialReceive', saved.id);
    expect(detail).toMatchObject({
      warehouseId: String(w),
      departmentName: '行政部',
      receiverId: String(receiver.id),
      purpose: '办公室日常用笔',
      totalQty: '3.0000',
      costAmount: '3.90',
    });
    expect(detail.lines[0]).toMatchObject({ skuId: pen.id, qty: '3.0000', unitCost: '1.300000', costAmount: '3.90' });
    const moves = c.ok(await t.call<Page<MovementView>>(admin, 'POST', '/api/stock/movement/page', { billNo: saved.billNo }));
    expect(moves.list.map((m) => [m.documentType, m.qty, m.unitCost, m.costAmount])).toEqual([
      ['MATERIAL_RECEIVE', '-3.0000', '1.300000', '-3.90'],
    ]);

    const reversed = c.ok(await c.op('materialReceive', 'reverse', saved.id, posted.version, { reason: '领错了' }));
    expect(reversed.reversal?.billNo).toMatch(/^LYD/);
    expect(await c.stock(w, Number(pen.id))).toMatchObject({ onHand: '10.0000', avgCost: '1.300000', stockValue: '13.00' });
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('follows the process configuration of its type: a second reviewer reviews, the review locks the goods', async () => {
    const w = await k.warehouse();
    const pen = await k.sku('2.00');
    await c.gain(w, [[Number(pen.id), '5']]);
    c.ok(await t.call(admin, 'PUT', '/api/basic/processConfig', { documentType: 'MATERIAL_RECEIVE', reviewPolicy: 'SECOND_REVIEWER' }));
    try {
      const saved = c.ok(
        await k.requisition({
          warehouseId: String(w),
          departmentName: '市场部',
          purpose: '展会样品',
          lines: [{ skuId: pen.id, qty: '2' }],
        }),
      );
      const straight = await c.op('materialReceive', 'complete', saved.id, saved.version);
      expect(straight.body.code).not.toBe(200);
      const self = await c.op('materialReceive', 'review', saved.id, saved.version);
      expect(self.body.code).not.toBe(200);
      const reviewer = await t.given.session({ isAdmin: true });
      const reviewed = c.ok(
        await t.call<{ version: number; status: string }>(reviewer, 'POST', '/api/stock/materialReceive/review', {
          id: saved.id,
          version: saved.version,
        }),
      );
      expect(reviewed.status).toBe('REVIEWED');
      expect(await c.stock(w, Number(pen.id))).toMatchObject({ onHand: '5.0000', locked: '2.0000', available: '3.0000' });
      c.ok(await c.op('materialReceive', 'complete', saved.id, reviewed.version));
      expect(await c.stock(w, Number(pen.id))).toMatchObject({ onHand: '3.0000', locked: '0.0000' });
    } finally {
      c.ok(await t.call(admin, 'POST', '/api/basic/processConfig/reset', { documentType: 'MATERIAL_RECEIVE' }));
    }
  });
});

describe('product processing (商品加工单)', () => {
  it('assembles 10 kits of 2 pens at 1.30 and 1 box at 0.50 into kits at 3.10; components fall exactly; stock value unchanged', async () => {
    const w = await k.warehouse();
    const pen = await k.sku('1.30', '中性笔');
    const box = await k.sku('0.50', '笔盒');
    const kitSku = await k.combined([
      [pen, '2'],
      [box, '1'],
    ]);
    await c.gain(w, [
      [Number(pen.id), '25'],
      [Number(box.id), '12'],
    ]);
    const before = await value(w);
    expect(before).toBe('38.50');

    const saved = c.ok(await k.process(k.processBody(w, kitSku, '10')));
    expect(saved.billNo).toMatch(/^JGD\d{13}$/);
    c.ok(await c.op('skuProcess', 'complete', saved.id, saved.version));

    expect(await c.stock(w, Number(kitSku.id))).toMatchObject({ onHand: '10.0000', avgCost: '3.100000', stockValue: '31.00' });
    expect(await c.stock(w, Number(pen.id))).toMatchObject({ onHand: '5.0000', avgCost: '1.300000', stockValue: '6.50' });
    expect(await c.stock(w, Number(box.id))).toMatchObject({ onHand: '2.0000', avgCost: '0.500000', stockValue: '1.00' });
    expect(await value(w)).toBe(before);

    const detail = await c.detail('skuProcess', saved.id);
    expect(detail).toMatchObject({ direction: 'ASSEMBLE', productSkuId: kitSku.id, warehouseId: String(w) });
    expect(detail.lines.map((l) => [l.role, l.skuId, l.qty, l.unitCost, l.costAmount])).toEqual([
      ['PRODUCT', kitSku.id, '10.0000', '3.100000', '31.00'],
      ['COMPONENT', pen.id, '20.0000', '1.300000', '26.00'],
      ['COMPONENT', box.id, '10.0000', '0.500000', '5.00'],
    ]);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('takes kits apart: the kit leaves at its average and its value is shared by cost × quantity, exactly', async () => {
    const w = await k.warehouse();
    const a = await k.sku('1.00');
    const b = await k.sku('1.00');
    const d = await k.sku('1.00');
    const trio = await k.combined([
      [a, '1'],
      [b, '1'],
      [d, '1'],
    ]);
    // 3 sets worth 10.00 in all: each component's share 3.33, the last one 3.34.
    await c.gain(w, [[Number(trio.id), '3']]);
    const adjust = c.ok(
      await t.call<{ id: string; version: number }>(admin, 'PUT', '/api/stock/costAdjust/add', {
        billDate: new Date().toISOString().slice(0, 10),
        lines: [{ skuId: trio.id, unitCost: '3.333333' }],
      }),
    );
    c.ok(await c.op('costAdjust', 'complete', adjust.id, adjust.version));
    const before = await value(w);
    expect(before).toBe('10.00');

    const saved = c.ok(await k.process(k.processBody(w, trio, '3', 'DISASSEMBLE')));
    const posted = c.ok(await c.op('skuProcess', 'complete', saved.id, saved.version));
    expect(await c.stock(w, Number(trio.id))).toMatchObject({ onHand: '0.0000' });
    const detail = await c.detail('skuProcess', saved.id);
    expect(detail.lines.map((l) => [l.role, l.qty, l.costAmount])).toEqual([
      ['PRODUCT', '3.0000', '10.00'],
      ['COMPONENT', '3.0000', '3.33'],
      ['COMPONENT', '3.0000', '3.33'],
      ['COMPONENT', '3.0000', '3.34'],
    ]);
    expect(await value(w)).toBe(before);

    // The reversal puts the kits back at their value and takes the components out again.
    c.ok(await c.op('skuProcess', 'reverse', saved.id, posted.version));
    expect(await c.stock(w, Number(trio.id))).toMatchObject({ onHand: '3.0000', stockValue: '10.00' });
    expect(await c.stock(w, Number(a.id))).toMatchObject({ onHand: '0.0000' });
    expect(await value(w)).toBe(before);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('reverses an assembly: kits out, components back, stock and value as before', async () => {
    const w = await k.warehouse();
    const pen = await k.sku('1.30');
    const box = await k.sku('0.50');
    const kitSku = await k.combined([
      [pen, '2'],
      [box, '1'],
    ]);
    await c.gain(w, [
      [Number(pen.id), '20'],
      [Number(box.id), '10'],
    ]);
    const saved = c.ok(await k.process(k.processBody(w, kitSku, '10')));
    const posted = c.ok(await c.op('skuProcess', 'complete', saved.id, saved.version));
    const reversed = c.ok(await c.op('skuProcess', 'reverse', saved.id, posted.version, { reason: '加工错误' }));
    const reversal = await c.detail('skuProcess', reversed.reversal?.id as string);
    expect(reversal).toMatchObject({ reversalOfId: saved.id, status: 'COMPLETE' });
    expect(await c.stock(w, Number(kitSku.id))).toMatchObject({ onHand: '0.0000', stockValue: '0.00' });
    expect(await c.stock(w, Number(pen.id))).toMatchObject({ onHand: '20.0000', avgCost: '1.300000', stockValue: '26.00' });
    expect(await c.stock(w, Number(box.id))).toMatchObject({ onHand: '10.0000', stockValue: '5.00' });
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('locks the components when a processing is reviewed and releases them on reverse review', async () => {
    const w = await k.warehouse();
    const pen = await k.sku('1.30');
    const box = await k.sku('0.50');
    const kitSku = await k.combined([
      [pen, '2'],
      [box, '1'],
    ]);
    await c.gain(w, [
      [Number(pen.id), '4'],
      [Number(box.id), '2'],
    ]);
    const saved = c.ok(await k.process(k.processBody(w, kitSku, '2')));
    const reviewed = c.ok(await c.op('skuProcess', 'review', saved.id, saved.version));
    expect(await c.stock(w, Number(pen.id))).toMatchObject({ locked: '4.0000', available: '0.0000' });
    c.ok(await c.op('skuProcess', 'decline', saved.id, reviewed.version));
    expect(await c.stock(w, Number(pen.id))).toMatchObject({ locked: '0.0000', available: '4.0000' });
    const detail: DocumentDetailView = await c.detail('skuProcess', saved.id);
    expect(detail.status).toBe('DRAFT');
  });
});

describe('splitValue', () => {
  const r = { roundingMode: 'HALF_UP' as const, roundingPrecision: 'FEN' as const };
  it('shares by average × quantity and gives the last the remainder', () => {
    const shares = splitValue(
      new Dec('31.00'),
      [
        { qty: new Dec(20), average: new Dec('1.30') },
        { qty: new Dec(10), average: new Dec('0.50') },
      ],
      r,
    );
    expect(shares.map((s) => s.toFixed(2))).toEqual(['26.00', '5.00']);
    const odd = splitValue(
      new Dec('1.00'),
      [1, 1, 1].map(() => ({ qty: new Dec(1), average: new Dec(0) })),
      r,
    );
    expect(odd.map((s) => s.toFixed(2))).toEqual(['0.33', '0.33', '0.34']);
  });
});
