import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { type ApiSession, apiLogin, call } from './lib/api';
import { ARTIFACTS, login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { documentSteps, expectToast } from './lib/document';

type Warehouse = { id: string; code: string; name: string };
type Sku = { id: string; code: string; name: string; barcodes?: string[] };

/**
 * The warehouse keeper (wh01) runs a stocktake through the screens alone: starts a task of the
 * main warehouse, counts one product with the scanner and another from a counting file, recounts
 * the differing lines, finishes counting, confirms the difference, and sees stock and movements.
 */
describe('stocktaking as the warehouse keeper', () => {
  let session: Session;
  let page: Page;
  let api: ApiSession;
  let main: Warehouse;
  let scanned: Sku;
  let uploaded: Sku;
  let taskBillNo = '';

  const { toast } = documentSteps(() => page);

  const onHand = async (skuId: string): Promise<number> => {
    const res = await call<{ list: { onHand: string }[] }>(api, 'POST', '/api/stock/stockQuery/page', {
      pageNum: 1,
      pageSize: 5,
      warehouseId: main.id,
      skuId,
    });
    assert.equal(res.code, 200, res.msg);
    return Number(res.data.list[0]?.onHand ?? 0);
  };
  const pickOption = async (text: string) => {
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).last().click();
    await page.waitForTimeout(200);
  };
  /** A row action, inline or under "more". */
  const rowAction = async (row: ReturnType<Page['locator']>, key: string, label: string) => {
    const inline = row.locator(`[data-action=${key}]`);
    if (await inline.count()) await inline.click();
    else {
      await row.locator('[data-action=more]').hover();
      await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: label }).click();
    }
  };
  const confirmOk = async () => {
    await page.locator('.ant-popconfirm:visible, .ant-modal-confirm:visible').first().waitFor();
    await page.locator('.ant-popconfirm:visible .ant-btn-primary, .ant-modal-confirm:visible .ant-btn-primary').first().click();
  };

  before(async () => {
    api = await apiLogin('wh01');
    const warehouses = await call<Warehouse[]>(api, 'GET', '/api/stock/businessCargoWarehouse/itemList');
    main = warehouses.data.find((w) => w.code === 'MAIN') as Warehouse;
    assert.ok(main, 'demo data has a main warehouse');
    const stock = await call<{ list: { skuId: string; skuCode: string; skuName: string; onHand: string; locked: string }[] }>(
      api,
      'POST',
      '/api/stock/stockQuery/page',
      { pageNum: 1, pageSize: 100, warehouseId: main.id },
    );
    assert.equal(stock.code, 200, stock.msg);
    // Goods with stock and nothing locked (not the demo transfer's).
    const free = stock.data.list.filter((r) => Number(r.onHand) > 3 && Number(r.locked) === 0);
    assert.ok(free.length >= 2, 'demo data has stock to count');
    const skuOf = async (r: (typeof free)[number]): Promise<Sku> => {
      const detail = await call<Sku>(api, 'GET', `/api/product/sku/${r.skuId}`);
      return { id: r.skuId, code: r.skuCode, name: r.skuName, barcodes: detail.code === 200 ? detail.data.barcodes : [] };
    };
    scanned = await skuOf(free[free.length - 1]);
    uploaded = await skuOf(free[free.length - 2]);
    session = await openBrowser();
    page = session.page;
    await login(page, 'wh01');
    await page.waitForURL('**/index');
  });

  after(async () => {
    assert.deepEqual(session.errors, [], 'no uncaught page errors');
    await session.close();
  });

  it('starts a task, counts by scanning and by a counting file, recounts, confirms, and the stock and movements follow', async () => {
    const scannedBefore = await onHand(scanned.id);
    const uploadedBefore = await onHand(uploaded.id);
    assert.ok(scannedBefore > 3, 'the scanned SKU has stock');

    // 1. The task: the main warehouse, uncounted products left alone.
    await openMenu(page, '库存管理', '盘点任务');
    const tasks = page.locator('[data-tab-pane="/inventory/checkTask"]');
    await tasks.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'stocktake-tasks-zh-CN');
    await tasks.locator('[data-testid=list-add]').click();
    const form = page.locator('[data-testid=check-task-form]');
    await form.locator('[data-testid=check-task-warehouse]').click();
    await pickOption(main.name);
    await form.getByText('未盘商品不处理（无差异）').click();
    await page.locator('.ant-modal:visible .ant-btn-primary', { hasText: '开始盘点' }).click();
    const started = toast('已开始');
    await started.waitFor();
    taskBillNo = ((await started.textContent()) ?? '').match(/PDRW\d{13}/)?.[0] ?? '';
    assert.ok(taskBillNo, 'the toast names the new task');

    // 2. A counting sheet of area A-01, counted with the scanner: three scans of one barcode.
    await openMenu(page, '库存管理', '盘点单');
    const sheets = page.locator('[data-tab-pane="/inventory/check"]');
    await sheets.locator('[data-testid=list-add]').click();
    await page.locator('[data-testid=sheet-task]').click();
    await pickOption(taskBillNo);
    await page.locator('[data-testid=sheet-location]').fill('A-01');
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
    const scan = page.locator('[data-testid=scan-input]');
    await scan.waitFor();
    const code = scanned.barcodes?.[0] ?? scanned.code;
    for (let i = 1; i <= 3; i++) {
      await scan.fill(code);
      await scan.press('Enter');
      await page.locator('[data-testid=scan-result]', { hasText: code }).waitFor();
      await page
        .locator('[data-testid=count-qty-0]')
        .and(page.locator(`[value="${i}"]`))
        .waitFor();
    }
    // An unknown barcode is refused in words.
    await scan.fill('9999999999994');
    await scan.press('Enter');
    await page.locator('[data-testid=scan-result]', { hasText: '条码或商品编码“9999999999994”找不到对应商品' }).waitFor();
    await screenshot(page, 'stocktake-scan-zh-CN');
    await page.locator('.ant-drawer:visible .ant-drawer-close').click();

    // 3. PDA upload: a counting file of another product, two rows summed.
    const dir = join(ARTIFACTS, 'files');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'counting.xlsx');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('count');
    ws.addRow(['商品编码', '库位', '数量']);
    ws.addRow([uploaded.code, 'B-01', uploadedBefore - 2]);
    ws.addRow([uploaded.code, 'B-01', 1]);
    writeFileSync(file, Buffer.from(await wb.xlsx.writeBuffer()));
    await sheets.locator('[data-testid=sheet-upload]').click();
    await page.locator('[data-testid=sheet-task]').click();
    await pickOption(taskBillNo);
    await page.locator('.ant-modal:visible input[type=file]').setInputFiles(file);
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
    await page.locator('.ant-drawer:visible .ant-drawer-title', { hasText: 'PDA上传' }).waitFor();
    await page
      .locator('[data-testid=count-qty-0]')
      .and(page.locator(`[value="${uploadedBefore - 1}"]`))
      .waitFor();
    await screenshot(page, 'stocktake-upload-zh-CN');
    await page.locator('.ant-drawer:visible .ant-drawer-close').click();

    // 4. The recount lists the two differing products; the scanned one is counted again by hand.
    await sheets.locator('[data-testid=sheet-recheck]').click();
    await page.locator('[data-testid=sheet-task]').click();
    await pickOption(taskBillNo);
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
    const drawer = page.locator('.ant-drawer:visible');
    await drawer.locator('.ant-drawer-title', { hasText: '复盘单' }).waitFor();
    const grid = drawer.locator('[data-testid=count-grid] .ant-table-row');
    await grid.nth(1).waitFor();
    assert.equal(await grid.count(), 2, 'only the differing lines are recounted');
    const scannedRow = grid.filter({ hasText: scanned.code });
    await scannedRow.locator('input').fill(String(scannedBefore - 1));
    await screenshot(page, 'stocktake-recount-zh-CN');
    await drawer.locator('[data-testid=editor-save]').click();
    await toast('已保存').waitFor();
    await drawer.locator('.ant-drawer-close').click();

    // 5. Counting finished, difference confirmed: a loss of 1 (recounted) and of 1 (uploaded).
    await openMenu(page, '库存管理', '盘点任务');
    await tasks.locator('[data-testid=list-search]').click();
    const row = tasks.locator('.ant-table-row', { hasText: taskBillNo });
    await rowAction(row, 'complete', '完成盘点');
    await confirmOk();
    await expectToast(page, `盘点任务${taskBillNo}已完成盘点`);
    // The row shows the completed task (its new version) before the next action is taken on it.
    await row.getByText('盘点完成').waitFor({ timeout: 30_000 });
    await rowAction(row, 'confirm', '确认差异');
    await confirmOk();
    await expectToast(page, `盘点任务${taskBillNo}差异已确认`);
    await row.getByText('差异已确认').waitFor();
    await rowAction(row, 'report', '差异报告');
    const report = page.locator('[data-testid=difference-report]');
    await report.locator('.ant-table-row', { hasText: scanned.code }).getByText('-1', { exact: true }).waitFor();
    await report.locator('.ant-table-row', { hasText: uploaded.code }).getByText('-1', { exact: true }).waitFor();
    await screenshot(page, 'stocktake-report-zh-CN');
    await page.locator('.ant-drawer', { has: report }).locator('.ant-drawer-close').click();

    assert.equal(await onHand(scanned.id), scannedBefore - 1, 'the recounted loss is posted');
    assert.equal(await onHand(uploaded.id), uploadedBefore - 1, 'the uploaded count is posted');

    // 6. The movements show the task's losses.
    await openMenu(page, '库存管理', '商品出入库记录');
    const moves = page.locator('[data-tab-pane="/inventory/movement"]');
    await moves.getByPlaceholder('请输入单据编号').fill(taskBillNo);
    await moves.locator('[data-testid=list-search]').click();
    await moves.locator('.ant-table-row', { hasText: scanned.code }).first().waitFor();
    assert.equal(await moves.locator('.ant-table-row', { hasText: taskBillNo }).count(), 2, 'one move per SKU');
    await screenshot(page, 'stocktake-movements-zh-CN');

    // 7. The task list in English.
    await openMenu(page, '库存管理', '盘点任务');
    await page.locator('[data-testid=language-switch]').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await tasks.getByText('Difference confirmed').first().waitFor();
    await screenshot(page, 'stocktake-tasks-en-US');
    await page.locator('[data-testid=language-switch]').click();
    await page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
    await tasks.getByText('Selisih dikonfirmasi').first().waitFor();
    await screenshot(page, 'stocktake-tasks-id-ID');
    await page.locator('[data-testid=language-switch]').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
  });
});
