import { ErrorCode, type Page, type StockRowView, type StockTotalsView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { authOf, sheetRows } from '../../platform/excel/excel.fixture';
import { exportDefinition, exportNow } from '../../platform/excel/index';
import { clerk, freshId, today, useTestPorts } from './inventory.fixtures';

const [PEN, PAPER, CLIP] = [freshId(), freshId(), freshId()];
const ports = useTestPorts({ [PEN]: '2.5', [PAPER]: '4', [CLIP]: '0.333' });
const t = await startTestApp();
const admin = await t.given.admin();
const c = clerk(t, admin);
const group = (await t.given.defaultGroup()).id;
const other = await t.given.businessGroup();
const outsider = clerk(t, await t.given.session({ isAdmin: true, groups: [other.id] }));

const [W1, W2] = [freshId(), freshId()];
const pen = await c.gain(W1, [
  [PEN, '5'],
  [PAPER, '3'],
]);
await c.gain(W2, [[PEN, '7']]);
// Another business group's stock in the same warehouse id: never in this group's lists.
await outsider.gain(W1, [[PEN, '100']]);

const me = { id: admin.employeeId, employeeNo: admin.employee.employeeNo };
const run = async (bizKey: string, permissions: string[], filters: object, lang: 'zh-CN' | 'en-US' = 'zh-CN') => {
  const def = exportDefinition(bizKey);
  expect(def, bizKey).toBeDefined();
  const { file } = await exportNow(t.db, def as never, { auth: authOf(me, group, permissions), lang, filters: filters as never });
  return sheetRows(file as Buffer);
};

describe('stock query export', () => {
  it('exports the rows the filters select, of this business group only, without cost columns for a clerk without costPrice', async () => {
    const rows = await run('inventory-stock', ['inventory:stock:export'], { warehouseId: String(W1) });
    expect(rows[0]).toEqual(['商品编码', '商品名称', '单位', '仓库', '现存量', '锁定量', '可用量', '更新时间']);
    const body = rows.slice(1).map((r) => [r[0], r[4]]);
    expect(body.sort()).toEqual(
      [
        [`SKU${PAPER}`, 3],
        [`SKU${PEN}`, 5],
      ].sort(),
    );
  });

  it('adds average cost and stock value for a holder of costPrice', async () => {
    const rows = await run(
      'inventory-stock',
      ['inventory:stock:export', 'field:costPrice'],
      { warehouseId: String(W1), skuId: String(PEN) },
      'en-US',
    );
    expect(rows[0]).toEqual(expect.arrayContaining(['Average cost', 'Stock value']));
    expect(rows).toHaveLength(2);
    const value = rows[0].indexOf('Stock value');
    expect(rows[1][value]).toBe(12.5);
  });

  it('is refused without the export button', async () => {
    const reader = await t.given.session({ grants: ['/inventory/stock'] });
    const res = await t.call(reader, 'POST', '/api/stock/stockQuery/exportExcel', {});
    expect(res.body.code).toBe(ErrorCode.FORBIDDEN);
  });
});

describe('stock query totals', () => {
  it('sums the whole filtered stock, beyond the page, of this business group only', async () => {
    const page = await t.call<Page<StockRowView>>(admin, 'POST', '/api/stock/stockQuery/page', { warehouseId: String(W1), pageSize: 1 });
    expect(page.body.data.list).toHaveLength(1);
    const totals = (await t.call<StockTotalsView>(admin, 'POST', '/api/stock/stockQuery/totals', { warehouseId: String(W1) })).body.data;
    expect(totals).toEqual({ rows: 2, onHand: '8', locked: '0', available: '8', stockValue: '24.50' });
    const pens = (await t.call<StockTotalsView>(admin, 'POST', '/api/stock/stockQuery/totals', { skuIds: [String(PEN)] })).body.data;
    expect(pens.onHand).toBe('12');
  });

  it('rounds each row as the page shows it, in the configured mode, before summing', async () => {
    const w = freshId();
    // 7 × 0.333 posts 2.33, an average cost of 0.332857: the stock is worth 2.329999.
    await c.gain(w, [[CLIP, '7']]);
    for (const [roundingMode, roundingPrecision, value] of [
      ['HALF_UP', 'FEN', '2.33'],
      ['DOWN', 'FEN', '2.32'],
      ['UP', 'JIAO', '2.40'],
      ['DOWN', 'YUAN', '2.00'],
    ] as const) {
      ports.setConfig(group, { roundingMode, roundingPrecision });
      const row = (await c.stock(w, CLIP)) as StockRowView;
      const totals = (await t.call<StockTotalsView>(admin, 'POST', '/api/stock/stockQuery/totals', { warehouseId: String(w) })).body.data;
      expect([row.stockValue, totals.stockValue]).toEqual([value, value]);
    }
    ports.setConfig(group, { roundingMode: 'HALF_UP', roundingPrecision: 'FEN' });
  });

  it('leaves the stock value out without costPrice', async () => {
    const reader = await t.given.session({ grants: ['/inventory/stock'] });
    const totals = (await t.call<StockTotalsView>(reader, 'POST', '/api/stock/stockQuery/totals', { warehouseId: String(W1) })).body.data;
    expect(totals.onHand).toBe('8');
    expect('stockValue' in totals).toBe(false);
  });
});

describe('product movement export', () => {
  it('exports the filtered moves with their document type, without cost columns for a clerk without costPrice', async () => {
    const rows = await run('inventory-movement', ['inventory:movement:export'], { billNo: pen.billNo });
    expect(rows[0]).toEqual(['发生时间', '单据日期', '单据类型', '单据编号', '仓库', '商品编码', '商品名称', '数量', '结存数量']);
    expect(
      rows
        .slice(1)
        .map((r) => [r[1], r[2], r[3], r[5], r[7]])
        .sort(),
    ).toEqual(
      [
        [today(), '报损报溢单', pen.billNo, `SKU${PAPER}`, 3],
        [today(), '报损报溢单', pen.billNo, `SKU${PEN}`, 5],
      ].sort(),
    );
  });

  it('keeps to this business group and adds the cost columns for a holder of costPrice', async () => {
    const rows = await run('inventory-movement', ['inventory:movement:export', 'field:costPrice'], { warehouseId: String(W1) }, 'en-US');
    expect(rows[0]).toEqual(expect.arrayContaining(['Unit cost', 'Cost amount']));
    // W1 of the other group holds 100 pens; here only this group's two moves.
    expect(
      rows
        .slice(1)
        .map((r) => r[7])
        .sort(),
    ).toEqual([3, 5]);
  });

  it('is refused without the export button', async () => {
    const reader = await t.given.session({ grants: ['/inventory/movement'] });
    expect((await t.call(reader, 'POST', '/api/stock/movement/exportExcel', {})).body.code).toBe(ErrorCode.FORBIDDEN);
  });
});
