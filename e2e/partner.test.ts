import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { CustomerDetail, CustomerView, Page as ListPage } from '@quire/contracts';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { apiLogin, call } from './lib/api';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';

/** The first sheet of an .xlsx as rows of cell texts. */
async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as unknown[];
    rows.push(
      values
        .slice(1)
        .map((v) =>
          v === null || v === undefined
            ? ''
            : typeof v === 'object' && 'text' in (v as object)
              ? String((v as { text: unknown }).text)
              : String(v),
        ),
    );
  });
  return rows;
}

async function workbookOf(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('供应商');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Saves a browser download and answers its bytes and suggested name. */
async function bytesOf(download: Download, dir: string): Promise<{ name: string; bytes: Buffer }> {
  const path = join(dir, download.suggestedFilename());
  await download.saveAs(path);
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Customers and suppliers with the download center: export, import with an error list, a customer with two addresses. */
describe('partners and the download center', () => {
  let session: Session;
  let page: Page;
  let downloads: string;
  const stamp = String(Date.now() % 100_000).padStart(5, '0');

  before(async () => {
    session = await openBrowser();
    page = session.page;
    downloads = mkdtempSync(join(tmpdir(), 'quire-e2e-downloads-'));
    await login(page, 'admin');
    await page.waitForURL('**/index');
  });

  after(async () => {
    assert.deepEqual(session.errors, [], 'no uncaught page errors');
    await session.close();
    rmSync(downloads, { recursive: true, force: true });
  });

  it('exports customers to the download center and downloads a real .xlsx', async () => {
    await openMenu(page, '批发业务', '客户档案');
    const list = page.locator('[data-tab-pane="/wholesale/customer"]');
    await list.locator('.ant-table-row').first().waitFor({ timeout: 30_000 });
    assert.ok((await list.locator('.ant-table-row').count()) > 0, 'the demo customers are listed');
    await screenshot(page, 'customer-list-zh-CN');

    await list.locator('[data-testid=list-export]').click();
    const sent = page.locator('[data-testid=sent-to-download-center]');
    await sent.waitFor();
    assert.match((await sent.textContent()) ?? '', /已提交导出，请到下载中心下载/);
    await sent.locator('[data-testid=open-download-center]').click();

    const center = page.locator('[data-tab-pane="/system/downloadCenter"]');
    await page.locator('.q-tabbar .ant-tabs-tab-active', { hasText: '下载中心' }).waitFor();
    const exportRow = center.locator('tr[data-task-kind=EXPORT]').first();
    // Ready (已完成), not yet 已下载: nobody has fetched the file.
    await exportRow.locator('[data-task-status=FINISHED]', { hasText: '已完成' }).waitFor({ timeout: 60_000 });
    assert.match((await exportRow.textContent()) ?? '', /客户档案/);
    await screenshot(page, 'download-center-zh-CN');

    const [download] = await Promise.all([page.waitForEvent('download'), exportRow.locator('[data-action=download]').click()]);
    const file = await bytesOf(download, downloads);
    await exportRow.locator('[data-task-status=DOWNLOADED]', { hasText: '已下载' }).waitFor();
    assert.match(file.name, /\.xlsx$/);
    assert.deepEqual(file.bytes.subarray(0, 4), ZIP_SIGNATURE, 'a zip, as every .xlsx is');
    const rows = await sheetRows(file.bytes);
    assert.deepEqual(rows[0].slice(0, 4), ['客户编码', '客户名称', '助记码', '主码']);
    assert.ok(rows.length > 1, 'the customers follow the header');
  });

  it('imports suppliers in "cancel failed rows only" mode and names the bad row in the error workbook', async () => {
    await openMenu(page, '采购业务', '供应商档案');
    const list = page.locator('[data-tab-pane="/purchase/supplier"]');
    await list.locator('.ant-table-row').first().waitFor({ timeout: 30_000 });
    await list.locator('[data-testid=list-import]').click();
    const dialog = page.locator('[data-testid=import-dialog]');
    await dialog.waitFor();

    // Not an .xlsx: refused before anything is sent, in the server's words.
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'suppliers.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') });
    await page.locator('.ant-message', { hasText: '仅支持导入 .xlsx 格式的文件' }).waitFor();

    const good = `E2E${stamp}`;
    const bad = `E2F${stamp}`;
    const workbook = await workbookOf([
      ['供应商编码', '供应商名称', '纳税人类型', '税率', '联系电话'],
      [good, `端到端测试供应商${stamp}`, '一般纳税人', '13%', '0571-88886666'],
      [bad, `错误税率供应商${stamp}`, '一般纳税人', '1.5', '0571-88886667'],
    ]);
    await dialog.locator('label', { hasText: '仅取消失败行' }).click();
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'suppliers.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: workbook,
    });
    await page.locator('[data-testid=import-start]').click();
    const progress = dialog.locator('[data-testid=import-progress][data-status=FINISHED]');
    await progress.waitFor({ timeout: 60_000 });
    assert.equal((await dialog.locator('[data-testid=import-ok]').textContent())?.trim(), '1');
    assert.equal((await dialog.locator('[data-testid=import-failed]').textContent())?.trim(), '1');
    await screenshot(page, 'supplier-import-zh-CN');

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.locator('[data-testid=import-download-errors]').click()]);
    const file = await bytesOf(download, downloads);
    const rows = await sheetRows(file.bytes);
    const header = rows[0];
    const at = (name: string) => header.indexOf(name);
    assert.ok(at('行号') >= 0 && at('列') >= 0 && at('错误原因') >= 0, `error header: ${header.join(', ')}`);
    const errors = rows.slice(1);
    assert.equal(errors.length, 1, 'one error: the bad row');
    assert.equal(errors[0][at('行号')], '3', 'the third Excel row');
    assert.equal(errors[0][at('列')], '税率');

    await page.locator('[data-testid=import-close]').click();
    await list.locator('.ant-table-row', { hasText: good }).waitFor();
    assert.equal(await list.locator('.ant-table-row', { hasText: bad }).count(), 0, 'the bad row was not imported');

    // The imported supplier's tax rate reads back as a percentage.
    await list.locator('.ant-table-row', { hasText: good }).locator('[data-action=edit]').click();
    const editor = page.locator(`[data-tab-pane^="/purchase/supplier/edit/"]`);
    await editor.locator('[data-testid=supplier-form]').waitFor();
    assert.equal(await editor.locator('#taxRatePercent').inputValue(), '13.00');
    await screenshot(page, 'supplier-editor-zh-CN');
    await page.keyboard.press('Escape');
    await page.waitForURL('**/purchase/supplier');
  });

  it('creates a customer with two delivery addresses, the second one the default', async () => {
    await openMenu(page, '批发业务', '客户档案');
    await page.locator('[data-tab-pane="/wholesale/customer"] [data-testid=list-add]').click();
    const pane = page.locator('[data-tab-pane="/wholesale/customer/add"]');
    await pane.locator('[data-testid=customer-form]').waitFor();
    const code = `E${stamp}`;
    const name = `端到端文具店${stamp}`;

    await pane.locator('[data-op=save]').click();
    await pane.locator('.ant-form-item-explain-error').first().waitFor();
    // At most 8 characters (the input stops there), letters and digits only.
    await pane.locator('#customerCode').fill('TOOLONGCODE1');
    assert.equal(await pane.locator('#customerCode').inputValue(), 'TOOLONGC');
    await pane.locator('#customerCode').fill('AB-1');
    const codeError = pane.locator('.ant-form-item', { has: page.locator('#customerCode') }).locator('.ant-form-item-explain-error');
    await codeError.filter({ hasText: '只能填写字母和数字' }).waitFor();

    await pane.locator('#customerCode').fill(code.toLowerCase());
    await pane.locator('#customerName').fill(name);
    await pane.locator('#contactName').fill('周晓');
    await pane.locator('#contactPhone').fill('13900001111');
    await pane.locator('#area').click();
    await page.locator('.ant-cascader-menu-item', { hasText: '中国' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: '浙江省' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: '杭州市' }).click();
    await pane.locator('h2').click();

    await pane.locator('[data-testid=address-add]').click();
    await pane.locator('[data-testid=address-add]').click();
    await pane.locator('#addresses_0_contactName').fill('周晓');
    await pane.locator('#addresses_0_contactPhone').fill('13900001111');
    await pane.locator('#addresses_0_detail').fill('文三路 100 号');
    await pane.locator('#addresses_1_contactName').fill('李强');
    await pane.locator('#addresses_1_contactPhone').fill('13900002222');
    await pane.locator('#addresses_1_detail').fill('莫干山路 200 号');
    const radios = pane.locator('[data-testid=customer-addresses] .ant-radio-input');
    await radios.nth(1).check();
    assert.equal(await radios.nth(0).isChecked(), false, 'one default only');
    await screenshot(page, 'customer-editor-addresses-zh-CN');
    await pane.locator('h2').scrollIntoViewIfNeeded();
    await screenshot(page, 'customer-editor-zh-CN');

    await page.keyboard.press('F4');
    await page.waitForURL('**/wholesale/customer');
    await page.locator('[data-tab-pane="/wholesale/customer"] .ant-table-row', { hasText: code }).waitFor();

    const api = await apiLogin('admin');
    const found = await call<ListPage<CustomerView>>(api, 'POST', '/api/customer/jcCustomerInfo/page2', {
      keyword: code,
      pageNum: 1,
      pageSize: 10,
    });
    const saved = found.data.list.find((c) => c.customerCode === code);
    assert.ok(saved, 'the customer is saved with its upper-case code');
    assert.equal(saved.areaName, '浙江省 杭州市');
    assert.ok(saved.mnemonic.length > 0, 'the mnemonic was made from the name');
    const detail = await call<CustomerDetail>(api, 'GET', `/api/customer/jcCustomerInfo/itemList/${saved.id}`);
    assert.equal(detail.data.addresses.length, 2);
    assert.deepEqual(
      detail.data.addresses.filter((a) => a.isDefault).map((a) => a.contactName),
      ['李强'],
    );

    // 附件: attach a PDF on the saved customer, see it listed, download it, remove it.
    const list = page.locator('[data-tab-pane="/wholesale/customer"]');
    await list.locator('.ant-table-row', { hasText: code }).locator('[data-action=edit]').click();
    const editor = page.locator('[data-tab-pane^="/wholesale/customer/edit/"]');
    const docs = editor.locator('[data-testid=customer-documents]');
    await docs.locator('[data-testid=customer-document-upload]').waitFor();
    const pdf = Buffer.from('%PDF-1.4\n%\xe2\xe3\n1 0 obj <<>> endobj\n', 'latin1');
    await docs.locator('input[type=file]').setInputFiles({ name: '购销合同.pdf', mimeType: 'application/pdf', buffer: pdf });
    const row = docs.locator('.ant-table-row', { hasText: '购销合同.pdf' });
    await row.waitFor();
    await screenshot(page, 'customer-documents-zh-CN');
    const [download] = await Promise.all([page.waitForEvent('download'), row.locator('[data-testid=customer-document-download]').click()]);
    const saved2 = await bytesOf(download, downloads);
    assert.equal(saved2.name, '购销合同.pdf');
    assert.equal(Buffer.compare(saved2.bytes, pdf), 0, 'the downloaded bytes are the uploaded ones');
    await row.locator('[data-testid=customer-document-remove]').click();
    await page.locator('.ant-popconfirm .ant-btn-dangerous').click();
    await row.waitFor({ state: 'detached' });
    const left = await call<unknown[]>(api, 'GET', `/api/customer/jcCustomerInfo/document/list/${saved.id}`);
    assert.deepEqual(left.data, []);
  });

  it('keeps favorite business modules and reports in the favorites manager', async () => {
    await openMenu(page, '系统管理', '收藏管理');
    const pane = page.locator('[data-tab-pane="/system/favorites"]');
    const modules = pane.locator('[data-testid=favorites-MODULE]');
    await modules.locator('.ant-select').click();
    await page.keyboard.type('客户档案');
    await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '客户档案' }).first().click();
    await modules.locator('.ant-card-head-title').click();
    await modules.getByRole('button', { name: /添\s?加/ }).click();
    await modules.locator('[data-favorite="wholesale.customer"]').waitFor();
    await pane.locator('[data-testid=favorites-save]').click();
    await page.locator('.ant-message', { hasText: '收藏已保存' }).waitFor();
    await screenshot(page, 'favorites-zh-CN');
    const api = await apiLogin('admin');
    const saved = await call<{ key: string; kind: string }[]>(api, 'POST', '/api/shared/favorites/list', {});
    assert.deepEqual(
      saved.data.map((f) => [f.kind, f.key]),
      [['MODULE', 'wholesale.customer']],
    );
  });
});
