// Moving-average cost through real postings, worked by hand to the fen (DOMAIN rule 19).

import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { documentLine } from '../../documents/document.schema';
import { operateDocument, saveDocument } from '../../documents/document.service';
import type { Actor, DocumentDefinition } from '../../documents/document-definition';
import { Dec } from '../../platform/money';
import { freshId, registerOwnPriceReceipt, today, useTestPorts } from './inventory.fixtures';
import { costRevaluation, skuCost, stockBalance, stockMove } from './inventory.schema';
import { costAdjust, stockBreakage, warehouseTransfer } from './inventory-documents';
import { verifyLedger } from './ledger-verify';

const NEW_SKU = freshId();
const ports = useTestPorts({ [NEW_SKU]: '4.2' });
const t = await startTestApp();
const admin = await t.given.admin();

const receipt = registerOwnPriceReceipt();

async function post(actor: Actor, def: DocumentDefinition, body: Record<string, unknown>) {
  const saved = await saveDocument(t.db, actor, def, { billDate: today(), ...body } as never);
  return operateDocument(t.db, actor, def, 'COMPLETE', { id: Number(saved.id), version: saved.version });
}

async function cost(actor: Actor, skuId: number) {
  const [c] = await t.db
    .select()
    .from(skuCost)
    .where(and(eq(skuCost.businessGroupId, actor.businessGroupId), eq(skuCost.skuId, skuId)));
  return [new Dec(c.qty).toFixed(), new Dec(c.amount).toFixed(2), new Dec(c.unitCost).toFixed(6)];
}

async function lineCost(documentId: string) {
  const [l] = await t.db
    .select()
    .from(documentLine)
    .where(eq(documentLine.documentId, Number(documentId)))
    .orderBy(asc(documentLine.lineNo));
  return [new Dec(l.unitCost ?? 0).toFixed(6), new Dec(l.amount ?? 0).toFixed(2)];
}

describe('moving-average cost through postings', () => {
  it('follows receipts at different costs, a transfer, a loss, a gain and an adjustment to the fen', async () => {
    const g = (await t.given.businessGroup()).id;
    const actor = { employeeId: admin.employeeId, businessGroupId: g };
    const [w1, w2, sku] = [freshId(), freshId(), freshId()];

    await post(actor, receipt, { warehouseId: w1, lines: [{ skuId: sku, qty: '10', unitCost: '2.5' }] });
    await post(actor, receipt, { warehouseId: w2, lines: [{ skuId: sku, qty: '5', unitCost: '3.1' }] });
    expect(await cost(actor, sku)).toEqual(['15', '40.50', '2.700000']);

    const transfer = await post(actor, warehouseTransfer, { outWarehouseId: w2, inWarehouseId: w1, lines: [{ skuId: sku, qty: '3' }] });
    expect(await lineCost(transfer.id)).toEqual(['2.700000', '8.10']);
    expect(await cost(actor, sku)).toEqual(['15', '40.50', '2.700000']);

    const loss = await post(actor, stockBreakage, { warehouseId: w1, lines: [{ skuId: sku, qty: '-4' }] });
    expect(await lineCost(loss.id)).toEqual(['2.700000', '-10.80']);
    expect(await cost(actor, sku)).toEqual(['11', '29.70', '2.700000']);

    await post(actor, receipt, { warehouseId: w1, lines: [{ skuId: sku, qty: '3', unitCost: '2.333333' }] });
    expect(await cost(actor, sku)).toEqual(['14', '36.70', '2.621429']);

    const gain = await post(actor, stockBreakage, { warehouseId: w2, lines: [{ skuId: sku, qty: '1' }] });
    expect(await lineCost(gain.id)).toEqual(['2.621429', '2.62']);
    expect(await cost(actor, sku)).toEqual(['15', '39.32', '2.621333']);

    await post(actor, stockBreakage, { warehouseId: w1, lines: [{ skuId: sku, qty: '-2' }] });
    expect(await cost(actor, sku)).toEqual(['13', '34.08', '2.621333']);

    const adjust = await post(actor, costAdjust, { lines: [{ skuId: sku, unitCost: '3' }] });
    const [adjusted] = await t.db
      .select()
      .from(documentLine)
      .where(eq(documentLine.documentId, Number(adjust.id)));
    expect([adjusted.qty, adjusted.unitCost, adjusted.amount, adjusted.extra.costPrice].map(String)).toEqual([
      '13.0000',
      '3.000000',
      '4.92',
      '2.621333',
    ]);
    expect(await cost(actor, sku)).toEqual(['13', '39.00', '3.000000']);

    const stock = await t.db
      .select({ w: stockBalance.warehouseId, onHand: stockBalance.onHand })
      .from(stockBalance)
      .where(and(eq(stockBalance.businessGroupId, g), eq(stockBalance.skuId, sku)))
      .orderBy(asc(stockBalance.warehouseId));
    expect(stock.map((s) => [s.w, new Dec(s.onHand).toFixed()])).toEqual([
      [w1, '10'],
      [w2, '3'],
    ]);

    await post(actor, stockBreakage, { warehouseId: w1, lines: [{ skuId: sku, qty: '-10' }] });
    await post(actor, stockBreakage, { warehouseId: w2, lines: [{ skuId: sku, qty: '-3' }] });
    expect(await cost(actor, sku)).toEqual(['0', '0.00', '3.000000']);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('rounds to the jiao towards zero when so configured and writes off what is left at zero', async () => {
    const g = (await t.given.businessGroup()).id;
    ports.setConfig(g, { roundingMode: 'DOWN', roundingPrecision: 'JIAO' });
    const actor = { employeeId: admin.employeeId, businessGroupId: g };
    const [w, sku] = [freshId(), freshId()];
    await post(actor, receipt, { warehouseId: w, lines: [{ skuId: sku, qty: '3', unitCost: '1.37' }] });
    expect(await cost(actor, sku)).toEqual(['3', '4.10', '1.366667']);
    const first = await post(actor, stockBreakage, { warehouseId: w, lines: [{ skuId: sku, qty: '-2' }] });
    expect(await lineCost(first.id)).toEqual(['1.366667', '-2.70']);
    const last = await post(actor, stockBreakage, { warehouseId: w, lines: [{ skuId: sku, qty: '-1' }] });
    expect(await lineCost(last.id)).toEqual(['1.366667', '-1.30']);
    expect(await cost(actor, sku)).toEqual(['0', '0.00', '1.366667']);
    const variances = await t.db
      .select()
      .from(costRevaluation)
      .where(and(eq(costRevaluation.businessGroupId, g), eq(costRevaluation.kind, 'VARIANCE')));
    expect(variances.map((v) => [v.billNo.startsWith('BSBY'), v.amount])).toEqual([[true, '-0.10']]);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('takes the purchase price for a gain of an SKU that has no cost yet', async () => {
    const g = (await t.given.businessGroup()).id;
    const actor = { employeeId: admin.employeeId, businessGroupId: g };
    const w = freshId();
    const gain = await post(actor, stockBreakage, { warehouseId: w, lines: [{ skuId: NEW_SKU, qty: '5' }] });
    expect(await lineCost(gain.id)).toEqual(['4.200000', '21.00']);
    expect(await cost(actor, NEW_SKU)).toEqual(['5', '21.00', '4.200000']);
    const [move] = await t.db
      .select()
      .from(stockMove)
      .where(eq(stockMove.documentId, Number(gain.id)));
    expect([move.qty, move.unitCost, move.amount, move.balanceQtyAfter]).toEqual(['5.0000', '4.200000', '21.00', '5.0000']);
  });

  it('reverses a receipt at its own cost and restores the average', async () => {
    const g = (await t.given.businessGroup()).id;
    const actor = { employeeId: admin.employeeId, businessGroupId: g };
    const [w, sku] = [freshId(), freshId()];
    await post(actor, receipt, { warehouseId: w, lines: [{ skuId: sku, qty: '10', unitCost: '2' }] });
    const second = await post(actor, receipt, { warehouseId: w, lines: [{ skuId: sku, qty: '10', unitCost: '4' }] });
    expect(await cost(actor, sku)).toEqual(['20', '60.00', '3.000000']);
    const reversed = await operateDocument(t.db, actor, receipt, 'REVERSE', { id: Number(second.id), reason: '单价录错' });
    expect(reversed.reversal?.billNo).toMatch(/^CGRK\d{13}$/);
    expect(await cost(actor, sku)).toEqual(['10', '20.00', '2.000000']);
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});
