import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { apiLogin } from './lib/api';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { newCustomer, richestGoods, type StockRow } from './lib/fixtures';

async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0].eachRow({ includeEmpty: false }, (row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}

async function workbookOf(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('订单');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * 导入建单 as admin on the wholesale order list: the template downloads with its headers, a
 * file with an unknown SKU is refused whole (its row and column named), the corrected file
 * makes two draft orders, named in the dialog with their bill numbers (one opened from there),
 * the list shows them marked 导入 and filters by origin, and an imported order's customer cannot be changed.
 */
describe('wholesale order import', () => {
  let session: Session;
  let page: Page;
  let api: Awaited<ReturnType<typeof apiLogin>>;
  let goods: StockRow;
  const stamp = String(Date.now()).slice(-6);
  const c1 = { id: '', code: `DR${stamp}`, name: `导入客户甲${stamp}` };
  const c2 = { id: '', code: `DS${stamp}`, name: `导入客户乙${stamp}` };
  const downloads = mkdtempSync(join(tmpdir(), 'quire-order-import-'));

  before(async () => {
    api = await apiLogin('admin');
    c1.id = await newCustomer(api, c1);
    c2.id = await newCustomer(api, c2);
    const warehouseId = api.user.defaultSaleWarehouseId;
    assert.ok(warehouseId, 'the demo group has a default sale warehouse');
    goods = await richestGoods(api, warehouseId, 1);
    session = await openBrowser();
    page = session.page;
    await login(page, 'admin');
    await page.waitForURL('**/index');
  });

  after(async () => {
    await session?.close();
    rmSync(downloads, { recursive: true, force: true });
  });

  it('downloads the template, refuses a file with an unknown SKU whole, then imports two orders', async () => {
    await openMenu(page, '批发业务', '批发订单');
    const list = page.locator('[data-tab-pane="/wholesale/saleOrder"]');
    await list.locator('[data-testid=list-import]', { hasText: '导入建单' }).click();
    const dialog = page.locator('[data-testid=import-dialog]');
    await dialog.waitFor();
    // All or nothing only: no mode to choose but that one.
    assert.equal(await dialog.locator('[data-testid=import-mode] .ant-radio-wrapper').count(), 1);

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.locator('[data-testid=import-template]').click()]);
    const path = join(downloads, download.suggestedFilename());
    await download.saveAs(path);
    const [header] = await sheetRows(readFileSync(path));
    assert.deepEqual(header, [
      '*客户编码',
      '订单参考号',
      '销售来源',
      '发货仓库编码',
      '*商品编码或条码',
      '*数量',
      '单价',
      '是否赠品',
      '备注',
    ]);

    const head = ['客户编码', '订单参考号', '销售来源', '商品编码或条码', '数量', '单价'];
    const bad = await workbookOf([head, [c1.code, 'A', '门店', goods.skuCode, 2, 3.5], [c1.code, 'A', '门店', `NO${stamp}`, 1, 1]]);
    await dialog.locator('input[type=file]').setInputFiles({ name: 'orders.xlsx', mimeType: XLSX, buffer: bad });
    await page.locator('[data-testid=import-start]').click();
    await dialog.locator('[data-testid=import-progress][data-status=FAILED]').waitFor({ timeout: 60_000 });
    assert.equal((await dialog.locator('[data-testid=import-failed]').textContent())?.trim(), '1');
    const [errors] = await Promise.all([page.waitForEvent('download'), dialog.locator('[data-testid=import-download-errors]').click()]);
    const errorPath = join(downloads, errors.suggestedFilename());
    await errors.saveAs(errorPath);
    const rows = await sheetRows(readFileSync(errorPath));
    assert.equal(rows.length, 2, 'one error row under the header');
    assert.deepEqual(rows[1].slice(0, 2), ['3', '商品编码或条码']);
    await screenshot(page, 'order-import-failed-zh-CN');

    await page.locator('[data-testid=import-again]').click();
    const good = await workbookOf([head, [c1.code, 'A', '门店', goods.skuCode, 2, 3.5], [c2.code, 'B', '电销', goods.skuCode, 1, 4]]);
    await dialog.locator('input[type=file]').setInputFiles({ name: 'orders.xlsx', mimeType: XLSX, buffer: good });
    await page.locator('[data-testid=import-start]').click();
    await dialog.locator('[data-testid=import-progress][data-status=FINISHED]').waitFor({ timeout: 60_000 });
    assert.equal((await dialog.locator('[data-testid=import-ok]').textContent())?.trim(), '2');
    // The dialog names the orders it made, each bill number opening its order.
    const made = dialog.locator('[data-testid=imported-orders]');
    await made.waitFor({ timeout: 30_000 });
    await dialog.getByText('已生成 2 张批发订单', { exact: false }).waitFor();
    const links = made.locator('[data-testid=imported-order-link]');
    assert.equal(await links.count(), 2);
    const billNos = (await links.allTextContents()).map((b) => b.trim());
    for (const billNo of billNos) assert.match(billNo, /^[A-Z]+\d{13}$/);
    await made.locator('.ant-list-item', { hasText: c1.name }).waitFor();
    await screenshot(page, 'order-import-made-zh-CN');
    await links.first().click();
    await page.waitForURL('**/wholesale/saleOrder/detail/*');
    await page.locator('[data-tab-pane^="/wholesale/saleOrder/detail/"] .q-editor-header', { hasText: billNos[0] }).waitFor();

    // The list refreshed: both orders are there, as drafts, marked 导入; the origin filter finds them.
    await openMenu(page, '批发业务', '批发订单');
    await list.locator('.ant-table-row', { hasText: c1.name }).waitFor({ timeout: 30_000 });
    await list.locator('.ant-table-row', { hasText: c2.name }).locator('[data-origin=IMPORT]').waitFor();
    await list.locator('.q-filter-bar .ant-form-item', { hasText: /^来源/ }).locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '手工' }).last().click();
    await list.locator('[data-testid=list-search]').click();
    await list.locator('.ant-table-row', { hasText: c1.name }).waitFor({ state: 'detached' });
    await list.locator('.q-filter-bar .ant-form-item', { hasText: /^来源/ }).locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '导入' }).last().click();
    await list.locator('[data-testid=list-search]').click();
    await list.locator('.ant-table-row', { hasText: c1.name }).locator('[data-origin=IMPORT]').waitFor();
    await screenshot(page, 'order-import-list-zh-CN');
  });

  it('an imported order keeps its customer: the picker is disabled in the editor', async () => {
    const list = page.locator('[data-tab-pane="/wholesale/saleOrder"]');
    await list.locator('.ant-table-row', { hasText: c1.name }).locator('[data-action=edit]').click();
    // A draft opens editable on its detail route.
    const editor = page.locator('[data-tab-pane^="/wholesale/saleOrder/detail/"]');
    await editor.locator('.ant-form-item-extra', { hasText: '仅手工新增的订单可以更换客户' }).waitFor();
    assert.ok(await editor.locator('#customerId').isDisabled(), 'the customer picker is disabled');
    await screenshot(page, 'order-import-editor-zh-CN');
  });
});
