// Stocktaking worked by hand (DOMAIN 20): real SKUs and warehouses, posted through the ledger.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { workbookOf } from '../../platform/excel/excel.fixture';
import { clerk } from '../inventory/inventory.fixtures';
import { stockMove } from '../inventory/inventory.schema';
import { verifyLedger } from '../inventory/ledger-verify';
import { productKit } from '../product/product.test-kit';
import { warehouseHelpers } from '../warehouse/warehouse.fixtures';
import { stocktakeClerk } from './stocktake.fixtures';

const t = await startTestApp();
const admin = await t.given.admin();
const c = clerk(t, admin);
const st = stocktakeClerk(t, admin);
const kit = productKit(t);
const wh = warehouseHelpers(t);
const physical = await wh.physical(admin);
const group = (await t.given.defaultGroup()).id;

async function freshWarehouse() {
  return (await wh.logical(admin, physical.id)).id;
}
async function skuWithStock(warehouseId: string, qty: string, purchasePrice = '2.00') {
  const sku = await kit.sku({ purchasePrice });
  if (qty !== '0') await c.gain(Number(warehouseId), [[Number(sku.id), qty]]);
  return sku;
}
const movesOf = (documentId: string) =>
  t.db
    .select()
    .from(stockMove)
    .where(and(eq(stockMove.documentId, Number(documentId)), eq(stockMove.businessGroupId, group)));

describe('the difference counts the moves made while counting', () => {
  it('book 100, 5 leave while counting, 92 counted (97 on the shelf at the snapshot): a loss of 3 at the current cost, not 8', async () => {
    const w = await freshWarehouse();
    const sku = await skuWithStock(w, '100', '2.00');
    const task = await st.task({ warehouseId: w, scope: 'SKUS', scopeIds: [sku.id], gapMode: 'ZERO' });
    expect(task).toMatchObject({ status: 'IN_PROGRESS', skuCount: 1 });
    expect(task.billNo).toMatch(/^PDRW\d{13}$/);
    // 5 go out during counting (as a sale would); the counter finds 92 on the shelf.
    c.ok(await c.loss(Number(w), [[Number(sku.id), '5']]));
    const sheet = await st.sheet(task.id, [{ skuId: sku.id, qty: '92', location: 'A-01' }]);
    expect(sheet.billNo).toMatch(/^PDD\d{13}$/);
    // Both name who made them.
    expect([task.createdByName, sheet.createdByName]).toEqual([admin.employee.name, admin.employee.name]);

    const report = await st.report(task.id);
    expect(report.lines).toEqual([
      expect.objectContaining({ skuId: sku.id, bookQty: '100', movedQty: '-5', countedQty: '92', diffQty: '-3', costAmount: '-6.00' }),
    ]);
    const confirmed = await st.finish(task);
    expect(confirmed.status).toBe('CONFIRMED');

    const moves = await movesOf(task.id);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ documentType: 'STOCK_CHECK_TASK', qty: '-3.0000', unitCost: '2.000000', amount: '-6.00' });
    expect(await c.stock(Number(w), Number(sku.id))).toMatchObject({ onHand: '92.0000' });
    const after = await st.report(task.id);
    expect(after).toMatchObject({ confirmed: true, totals: { lossQty: '-3', gainQty: '0', costAmount: '-6.00' } });
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('posts one gain or loss per SKU, counted over several sheets and locations, in one posting', async () => {
    const w = await freshWarehouse();
    const a = await skuWithStock(w, '10', '1.50');
    const b = await skuWithStock(w, '20', '3.00');
    const task = await st.task({ warehouseId: w, scope: 'ALL', gapMode: 'NO_GAP' });
    await st.sheet(task.id, [{ skuId: a.id, qty: '4', location: 'A' }], 'A');
    await st.sheet(
      task.id,
      [
        { skuId: a.id, qty: '8', location: 'B' },
        { skuId: b.id, qty: '19', location: 'B' },
      ],
      'B',
    );
    await st.finish(task);
    const moves = await movesOf(task.id);
    expect(moves.map((m) => [m.skuId, m.qty, m.amount]).sort()).toEqual(
      [
        [Number(a.id), '2.0000', '3.00'],
        [Number(b.id), '-1.0000', '-3.00'],
      ].sort(),
    );
  });
});

describe('recount', () => {
  it('lists only the lines with differences and replaces the first count for those alone', async () => {
    const w = await freshWarehouse();
    const a = await skuWithStock(w, '10');
    const b = await skuWithStock(w, '20');
    const task = await st.task({ warehouseId: w, scope: 'SKUS', scopeIds: [a.id, b.id], gapMode: 'NO_GAP' });
    await st.sheet(task.id, [
      { skuId: a.id, qty: '10' },
      { skuId: b.id, qty: '18' },
    ]);
    const recheck = st.ok(await st.recheck(task.id));
    expect(recheck.billNo).toMatch(/^FPD\d{13}$/);
    expect(recheck.mode).toBe('RECHECK');
    expect(recheck.lines?.map((l) => [l.skuId, l.qty])).toEqual([[b.id, null]]);
    // Not yet recounted: the first count stands.
    expect((await st.report(task.id)).lines.find((l) => l.skuId === b.id)).toMatchObject({ countedQty: '18', recounted: false });

    const refused = await st.save(recheck, [{ skuId: a.id, qty: '11' }]);
    expect(refused.body.errors?.map((e) => e.field)).toEqual(['lines.0.skuId']);
    st.ok(await st.save(recheck, [{ skuId: b.id, qty: '20' }]));
    const report = await st.report(task.id);
    expect(report.lines.map((l) => [l.skuId, l.countedQty, l.diffQty, l.recounted])).toEqual([
      [a.id, '10', '0', false],
      [b.id, '20', '0', true],
    ]);
    await st.finish(task);
    expect(await movesOf(task.id)).toEqual([]);
  });
});

describe('uncounted items of the scope', () => {
  it('count as zero inventory with ZERO and are left alone with NO_GAP', async () => {
    const w = await freshWarehouse();
    const counted = await skuWithStock(w, '5');
    const forgotten = await skuWithStock(w, '7');
    const noGap = await st.task({ warehouseId: w, scope: 'SKUS', scopeIds: [counted.id, forgotten.id], gapMode: 'NO_GAP' });
    await st.sheet(noGap.id, [{ skuId: counted.id, qty: '5' }]);
    expect((await st.report(noGap.id)).lines.find((l) => l.skuId === forgotten.id)).toMatchObject({ countedQty: null, diffQty: '0' });
    await st.finish(noGap);
    expect(await movesOf(noGap.id)).toEqual([]);

    const zero = await st.task({ warehouseId: w, scope: 'SKUS', scopeIds: [counted.id, forgotten.id], gapMode: 'ZERO' });
    await st.sheet(zero.id, [{ skuId: counted.id, qty: '5' }]);
    await st.finish(zero);
    const moves = await movesOf(zero.id);
    expect(moves.map((m) => [m.skuId, m.qty])).toEqual([[Number(forgotten.id), '-7.0000']]);
    expect(await c.stock(Number(w), Number(forgotten.id))).toMatchObject({ onHand: '0.0000' });
  });
});

describe('a scope of categories or brands', () => {
  it('takes in the SKUs of a category and its subcategories, or of a brand, and refuses a count of any other', async () => {
    const w = await freshWarehouse();
    const parent = await kit.category();
    const child = await kit.category({ parentId: parent.id });
    const brand = await kit.brand();
    const ofChild = await kit.sku({ categoryId: child.id });
    await c.gain(Number(w), [[Number(ofChild.id), '3']]);
    const ofBrand = await kit.sku({ brandId: brand.id });
    await c.gain(Number(w), [[Number(ofBrand.id), '2']]);

    const byCategory = await st.task({ warehouseId: w, scope: 'CATEGORIES', scopeIds: [parent.id] });
    expect(byCategory.skuCount).toBe(1);
    const refused = await st.addSheet(byCategory.id, [{ skuId: ofBrand.id, qty: '2' }]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.field).toBe('lines.0.skuId');
    await st.sheet(byCategory.id, [{ skuId: ofChild.id, qty: '3' }]);
    expect((await st.report(byCategory.id)).lines.map((l) => [l.skuId, l.diffQty])).toEqual([[ofChild.id, '0']]);

    const w2 = await freshWarehouse();
    await c.gain(Number(w2), [
      [Number(ofChild.id), '1'],
      [Number(ofBrand.id), '1'],
    ]);
    const byBrand = await st.task({ warehouseId: w2, scope: 'BRANDS', scopeIds: [brand.id] });
    expect(byBrand.skuCount).toBe(1);
    expect((await st.report(byBrand.id)).lines.map((l) => l.skuId)).toEqual([ofBrand.id]);
  });
});

describe('terminating', () => {
  it('posts nothing, and the task can no longer be confirmed or counted', async () => {
    const w = await freshWarehouse();
    const sku = await skuWithStock(w, '30');
    const task = await st.task({ warehouseId: w, gapMode: 'ZERO' });
    await st.sheet(task.id, [{ skuId: sku.id, qty: '1' }]);
    const done = st.ok(await st.op('complete', task));
    const ended = st.ok(await st.op('terminate', done));
    expect(ended.status).toBe('TERMINATED');
    const confirm = await st.op('confirm', ended);
    expect(confirm.body.msg).toMatch(/is terminated: it cannot be confirmed/);
    expect((await st.addSheet(task.id, [{ skuId: sku.id, qty: '1' }])).body.msg).toMatch(/is terminated/);
    expect(await movesOf(task.id)).toEqual([]);
    expect(await c.stock(Number(w), Number(sku.id))).toMatchObject({ onHand: '30.0000' });
  });
});

describe('freeze', () => {
  it('refuses a transfer of the scope out of the warehouse while the task runs, naming the task; others pass, and after it completes it passes', async () => {
    const w = await freshWarehouse();
    const other = await freshWarehouse();
    const frozen = await skuWithStock(w, '10');
    const free = await skuWithStock(w, '10');
    const task = await st.task({ warehouseId: w, scope: 'SKUS', scopeIds: [frozen.id], gapMode: 'NO_GAP', freeze: true });
    const transfer = await c.transfer(Number(w), Number(other), [[Number(frozen.id), '2']]);
    const refused = await c.op('transfer', 'review', transfer.id, transfer.version);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain(task.billNo);
    expect(refused.body.msg).toMatch(/is being counted/);
    // Into the frozen warehouse, too.
    const back = await c.transfer(Number(other), Number(w), [[Number(frozen.id), '1']]);
    await c.gain(Number(other), [[Number(frozen.id), '1']]);
    expect((await c.op('transfer', 'complete', back.id, back.version)).body.msg).toContain(task.billNo);

    const fine = await c.transfer(Number(w), Number(other), [[Number(free.id), '2']]);
    c.ok(await c.op('transfer', 'review', fine.id, fine.version));

    st.ok(await st.op('complete', task));
    c.ok(await c.op('transfer', 'review', transfer.id, transfer.version));
  });
});

describe('scanning and PDA upload', () => {
  it('adds one per scan (a box barcode its factor), and refuses an unknown barcode naming it', async () => {
    const w = await freshWarehouse();
    const sku = await skuWithStock(w, '50');
    const task = await st.task({ warehouseId: w, gapMode: 'NO_GAP' });
    const sheet = await st.sheet(task.id, [], 'A-01');
    const barcode = sku.barcodes[0];
    for (let i = 0; i < 3; i++) st.ok(await st.scan(sheet.id, barcode));
    const box = sku.packages.find((p) => p.unitName === '盒')?.barcode as string;
    const scanned = st.ok(await st.scan(sheet.id, box));
    expect(scanned.added).toBe('12');
    expect(scanned.sheet.lines?.map((l) => [l.skuId, l.location, l.qty])).toEqual([[sku.id, 'A-01', '15']]);
    st.ok(await st.scan(sheet.id, sku.code));
    expect((await st.detail(sheet.id)).lines?.[0].qty).toBe('16');

    const unknown = await st.scan(sheet.id, '0000000000000');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.map((e) => e.field)).toEqual(['code']);
    expect(unknown.body.msg).toBe('No product has the barcode or code “0000000000000”');
  });

  it('sums a counting file per SKU and location into a new PDA-upload sheet, and names a bad row', async () => {
    const w = await freshWarehouse();
    const a = await skuWithStock(w, '10');
    const b = await skuWithStock(w, '4');
    const task = await st.task({ warehouseId: w, gapMode: 'NO_GAP' });
    const file = await workbookOf([
      ['商品编码', '条码', '库位', '数量'],
      [a.code, null, 'A', 3],
      [null, a.barcodes[0], 'A', 2],
      [a.code, null, 'B', 1],
      [b.code, null, null, '4'],
    ]);
    const res = await st.upload(`taskId=${task.id}`, file);
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data.mode).toBe('UPLOAD');
    expect(res.body.data.lines?.map((l) => [l.skuId, l.location, l.qty])).toEqual([
      [a.id, 'A', '5'],
      [a.id, 'B', '1'],
      [b.id, '', '4'],
    ]);
    // Into the same sheet again: the counts add up.
    const again = await st.upload(
      `id=${res.body.data.id}`,
      await workbookOf([
        ['barcode', 'quantity'],
        [a.barcodes[0], 1],
      ]),
    );
    expect(again.body.data.lines?.map((l) => l.qty)).toEqual(['5', '1', '4', '1']);

    const bad = await st.upload(
      `taskId=${task.id}`,
      await workbookOf([
        ['SKU code', 'Quantity'],
        [a.code, '-1'],
      ]),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('Counting file row 2: quantity “-1” must be a number not below 0 (at most 4 decimals)');
    const unknown = await st.upload(
      `taskId=${task.id}`,
      await workbookOf([
        ['SKU code', 'Quantity'],
        ['NOPE', '1'],
      ]),
    );
    expect(unknown.body.msg).toBe('Counting file row 2: no product has the barcode or code “NOPE”');
  });
});

describe('PDA app', () => {
  it('answers that no app is needed and the browser scanner serves', async () => {
    const res = await t.call<{ appRequired: boolean; path: null; scanPage: string }>(admin, 'GET', '/api/shared/pda/latestApkPath');
    expect(res.body.data).toMatchObject({ appRequired: false, path: null, scanPage: '/inventory/check' });
  });
});
