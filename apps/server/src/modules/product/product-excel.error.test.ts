import { COST_PRICE_PERMISSION, type SkuView } from '@quire/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import type { AuthContext } from '../../platform/access/auth-context';
import { importNow } from '../../platform/excel';
import { authOf, sheetRows, workbookOf } from '../../platform/excel/excel.fixture';
import { nextEan13, productKit, withWrongCheckDigit } from './product.test-kit';
import { categoryImport, skuImport } from './product-excel.routes';

const t = await startTestApp();
const kit = productKit(t);

let auth: AuthContext;
let categoryCode: string;
beforeAll(async () => {
  const group = await t.given.defaultGroup();
  const e = await t.given.employee();
  auth = authOf(e, group.id, ['product:sku:import', COST_PRICE_PERMISSION]);
  categoryCode = (await kit.category()).code;
});

const HEADER = [
  '商品编码',
  '商品名称',
  '分类编码',
  '基本单位',
  '税目编码',
  '条码',
  '包装1单位',
  '包装1换算',
  '零售价',
  '上市日期',
  '下市日期',
];
const good = (code: string) => [code, `导入好行 ${code}`, categoryCode, '支', 'VAT13', nextEan13(), '盒', '12', '1.5', '', ''];

async function codesLike(prefix: string): Promise<string[]> {
  const list = await kit.ok<SkuView[]>('POST', '/api/product/sku/list', { keyword: prefix });
  return list.map((s) => s.code).sort();
}

/** Errors of the error workbook: [row, column, value, message]. */
async function errorsOf(file: Buffer | undefined) {
  const [, ...rows] = await sheetRows(file!);
  return rows.map((r) => r.map((c) => (c === undefined || c === null ? '' : String(c))));
}

describe('SKU import (error)', () => {
  it('all or nothing: one bad row, nothing imported, the error list names the row and the column', async () => {
    const file = await workbookOf([
      HEADER,
      good('ANN-1'),
      ['ANN-2', '坏行', categoryCode, '支', 'VAT13', withWrongCheckDigit(nextEan13()), '', '', '-1', '', ''],
      good('ANN-3'),
    ]);
    const result = await importNow(t.db, skuImport, { auth, file, mode: 'ALL_OR_NOTHING', lang: 'zh-CN' });
    expect(result.task).toMatchObject({ status: 'FAILED', okRows: 0, failedRows: 1, totalRows: 3 });
    expect(await codesLike('ANN-')).toEqual([]);
    const errors = await errorsOf(result.errorFile);
    expect(errors.map((e) => [e[0], e[1]])).toEqual(expect.arrayContaining([['3', '零售价']]));
  });

  it('skip failed: the good rows are imported, each bad row is listed with its reason', async () => {
    const taken = await kit.sku();
    const file = await workbookOf([
      HEADER,
      good('SKP-1'),
      ['SKP-2', '条码被占用', categoryCode, '支', 'VAT13', taken.barcodes[0], '', '', '1', '', ''],
      ['SKP-3', '日期颠倒', categoryCode, '支', 'VAT13', '', '', '', '1', '2025-06-01', '2025-05-01'],
      ['SKP-4', '未知分类', 'NO-SUCH', '支', 'VAT13', '', '', '', '1', '', ''],
      ['SKP-5', '包装系数为一', categoryCode, '支', 'VAT13', '', '盒', '1', '1', '', ''],
      good('SKP-6'),
      ['SKP-1', '文件内重复', categoryCode, '支', 'VAT13', '', '', '', '1', '', ''],
    ]);
    const result = await importNow(t.db, skuImport, { auth, file, mode: 'SKIP_FAILED', lang: 'en-US' });
    expect(result.task).toMatchObject({ status: 'FINISHED', okRows: 2, failedRows: 5 });
    expect(await codesLike('SKP-')).toEqual(['SKP-1', 'SKP-6']);
    const errors = await errorsOf(result.errorFile);
    const byRow = new Map(errors.map((e) => [e[0], e]));
    expect(byRow.get('3')?.[1]).toBe('Barcodes');
    expect(byRow.get('3')?.[3]).toContain(taken.code);
    expect(byRow.get('4')?.[1]).toBe('Delisting date');
    expect(byRow.get('5')?.[1]).toBe('Category code');
    expect(byRow.get('6')?.[1]).toBe('Package 1 factor');
    expect(byRow.get('8')?.[1]).toBe('SKU code');
  });

  it('refuses a barcode used twice in the same file (the second row), keeping the first', async () => {
    const shared = nextEan13();
    const file = await workbookOf([
      HEADER,
      ['DUPB-1', '第一行', categoryCode, '支', 'VAT13', shared, '', '', '1', '', ''],
      ['DUPB-2', '第二行', categoryCode, '支', 'VAT13', shared, '', '', '1', '', ''],
    ]);
    const result = await importNow(t.db, skuImport, { auth, file, mode: 'SKIP_FAILED' });
    expect(result.task).toMatchObject({ okRows: 1, failedRows: 1 });
    expect(await codesLike('DUPB-')).toEqual(['DUPB-1']);
  });

  it('refuses a category 6 levels deep in a category import', async () => {
    const file = await workbookOf([
      ['分类编码', '分类名称', '上级分类编码'],
      ['D1', '一', ''],
      ['D2', '二', 'D1'],
      ['D3', '三', 'D2'],
      ['D4', '四', 'D3'],
      ['D5', '五', 'D4'],
      ['D6', '六', 'D5'],
    ]);
    const result = await importNow(t.db, categoryImport, { auth, file, mode: 'ALL_OR_NOTHING', lang: 'en-US' });
    expect(result.task.status).toBe('FAILED');
    const errors = await errorsOf(result.errorFile);
    expect(errors).toHaveLength(1);
    expect(errors[0].slice(0, 3)).toEqual(['7', 'Parent code', 'D5']);
    expect(errors[0][3]).toContain('parentId=D5');
  });
});

describe('product excel routes (security)', () => {
  it('queues an export for a holder of the export button and refuses others', async () => {
    const exporter = await t.given.session({ grants: ['product:sku:export'] });
    const ok = await t.call<{ taskId: string }>(exporter, 'POST', '/api/product/sku/exportExcel', { keyword: 'x' });
    expect(ok.body.code).toBe(200);
    expect(ok.body.data.taskId).toMatch(/^\d+$/);
    const reader = await t.given.session({ grants: ['/product/sku'] });
    const refused = await t.call(reader, 'POST', '/api/product/sku/exportExcel', {});
    expect(refused.status).toBe(403);
  });

  it('serves the SKU import template (not taken for a SKU id) to holders of the import button', async () => {
    const importer = await t.given.session({ grants: ['product:sku:import'] });
    const url = '/api/product/sku/importTemplate';
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...(await t.signedHeaders(importer, 'GET', url, '')), language: 'zh-CN' },
    });
    expect(res.statusCode).toBe(200);
    const [header] = await sheetRows(res.rawPayload);
    expect(header.slice(0, 3)).toEqual(['*商品编码', '*商品名称', '*分类编码']);
    expect(header).toContain('包装1换算');
  });
});
