import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gtinCheckDigit } from '@quire/contracts';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';

const GROUP = '商品资料';
const ACTIVE = '.q-tab-pane:not([hidden])';
/** The open dropdown of a Select or TreeSelect (closed ones stay in the DOM, hidden). */
const DROPDOWN = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';

/** An in-store EAN-13 (GS1 restricted range 20–29) with its check digit. */
function ean13(body12: string): string {
  return body12 + gtinCheckDigit(body12);
}

/** Picks an option of a select and waits until the select shows it (a click on a closing dropdown is lost: once more). */
async function pickOption(page: Page, field: Locator, title: string): Promise<void> {
  const select = field.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');
  const shown = select.locator(`.ant-select-content[title="${title}"], .ant-select-content-value[title="${title}"]`).first();
  for (let attempt = 0; attempt < 2; attempt++) {
    await field.click();
    await page.locator(`${DROPDOWN} .ant-select-item-option[title="${title}"]`).click();
    if (
      await shown.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  await shown.waitFor();
}

async function pickTreeNode(page: Page, field: Locator, title: string): Promise<void> {
  await field.click();
  await field.pressSequentially(title);
  await page.locator(`${DROPDOWN} .ant-select-tree-node-content-wrapper[title="${title}"]`).click();
}

/** Product master data: categories, goods with packages and barcodes, the goods import. */
describe('product master data', () => {
  let session: Session;
  let page: Page;
  const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
  const chain = [
    { code: `E2E${stamp}A`, name: `测试文具${stamp}` },
    { code: `E2E${stamp}B`, name: `测试笔类${stamp}` },
    { code: `E2E${stamp}C`, name: `测试水笔${stamp}` },
  ];
  const skuCode = `SP${stamp}`;
  const skuName = `易测按动笔${stamp}`;
  const mnemonic = `YCADB${stamp}`;
  const barcodes = [ean13(`21${stamp}0001`), ean13(`21${stamp}0002`)];

  before(async () => {
    session = await openBrowser();
    page = session.page;
    await login(page, 'admin');
    await page.waitForURL('**/index');
  });

  after(async () => {
    assert.deepEqual(session.errors, [], 'no uncaught page errors');
    await session.close();
  });

  it('builds a three-level category chain in the tree', async () => {
    await openMenu(page, GROUP, '商品分类');
    const tree = page.locator('[data-tab-pane="/product/category"]');
    await tree.locator('.ant-table-row').first().waitFor();
    for (const [level, c] of chain.entries()) {
      if (level === 0) await tree.locator('[data-testid=list-add]').click();
      else
        await tree
          .locator('.ant-table-row', { hasText: chain[level - 1].code })
          .locator('[data-action=addChild]')
          .click();
      await page.waitForURL(level === 0 ? '**/product/category/add' : '**/product/category/add?parentId=*');
      const editor = page.locator(`${ACTIVE} [data-testid=editor-frame]`);
      if (level > 0) await editor.getByText(`将位于第 ${level + 1} 级`).waitFor();
      await editor.locator('#code').fill(c.code);
      await editor.locator('#name').fill(c.name);
      await page.keyboard.press('F4');
      await page.waitForURL('**/product/category');
      await tree.locator('.ant-table-row', { hasText: c.code }).waitFor();
    }
    const deepest = tree.locator('.ant-table-row', { hasText: chain[2].code });
    assert.ok((await deepest.textContent())?.includes('3 级'));
    await tree.locator('[data-testid=category-search] input').fill(chain[0].name);
    await tree.locator('[data-testid=category-search] input').press('Enter');
    await deepest.waitFor();
    await screenshot(page, 'category-tree-zh-CN');
    await tree.locator('[data-testid=category-search] input').fill('');
    await tree.locator('[data-testid=category-search] input').press('Enter');
    // The demo tree's fifth level refuses a child, saying why.
    const fifth = tree.locator('.ant-table-row', { hasText: '0101010101' });
    await tree.getByRole('button', { name: '全部展开' }).click();
    await fifth.waitFor();
    assert.equal(await fifth.locator('[data-action=addChild]').isDisabled(), true, 'no sixth level');
  });

  it('adds goods with two packages and two barcodes, found by its mnemonic', async () => {
    await openMenu(page, GROUP, '商品档案');
    const list = page.locator('[data-tab-pane="/product/sku"]');
    await list.locator('[data-testid=list-add]').click();
    await page.waitForURL('**/product/sku/add');
    const editor = page.locator('[data-tab-pane="/product/sku/add"]');
    await editor.locator('#code').fill(skuCode);
    await editor.locator('#name').fill(skuName);
    await pickTreeNode(page, editor.locator('#categoryId'), chain[2].name);
    await pickOption(page, editor.locator('#unit'), '支');

    const barcodeInput = editor.locator('[data-testid=barcode-input]');
    const wrong = barcodes[0].slice(0, 12) + ((Number(barcodes[0][12]) + 1) % 10);
    await barcodeInput.fill(wrong);
    await barcodeInput.press('Enter');
    const problem = editor.locator('[data-testid=barcode-problem]');
    await problem.waitFor();
    assert.match((await problem.textContent()) ?? '', new RegExp(`校验位错误：最后一位应为 ${barcodes[0][12]}`));
    for (const b of barcodes) {
      await barcodeInput.fill(b);
      await barcodeInput.press('Enter');
      await editor.locator(`[data-barcode="${b}"]`).waitFor();
    }

    for (const [row, pack] of [
      [1, { unit: '盒', factor: '12' }],
      [2, { unit: '箱', factor: '240' }],
    ] as const) {
      await editor.locator('[data-testid=add-package]').click();
      await pickOption(page, editor.locator(`#packages_${row}_unitName`), pack.unit);
      await editor.locator(`#packages_${row}_factor`).fill(pack.factor);
    }
    assert.equal((await editor.locator('[data-testid=base-package-unit]').textContent())?.startsWith('支'), true);
    await editor.locator('#wholesalePrice').fill('1.8');
    await editor.locator('#retailPrice').fill('2.5');
    await editor.locator('#purchasePrice').fill('1.2');
    const scroller = page.locator('.q-content');
    await scroller.evaluate((el) => el.scrollTo(0, 0));
    await screenshot(page, 'goods-editor-zh-CN');
    await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await screenshot(page, 'goods-editor-prices-zh-CN');

    await page.keyboard.press('F4');
    await page.waitForURL('**/product/sku');
    await list.locator('[data-filter-keyword]').fill(mnemonic);
    await list.locator('[data-testid=list-search]').click();
    await list.locator('.ant-table-row').filter({ hasNotText: skuCode }).first().waitFor({ state: 'detached' });
    const row = list.locator('.ant-table-row', { hasText: skuCode });
    await row.waitFor();
    assert.equal(await list.locator('.ant-table-row').count(), 1, 'the mnemonic finds just this SKU');
    const text = (await row.textContent()) ?? '';
    for (const expected of [skuName, chain[2].name, barcodes[0], '1.80', '2.50', '1.20']) assert.ok(text.includes(expected), expected);
    await list.locator('[data-filter-keyword]').fill('');
    await list.locator('[data-testid=list-search]').click();
    await list.locator('.ant-table-row').nth(5).waitFor();
    await screenshot(page, 'goods-list-zh-CN');

    await openMenu(page, GROUP, '商品包装');
    const packs = page.locator('[data-tab-pane="/product/goodsPack"]');
    await packs.locator('[data-filter-keyword]').fill(skuCode);
    await packs.locator('[data-testid=list-search]').click();
    await packs.locator('.ant-table-row').filter({ hasNotText: skuCode }).first().waitFor({ state: 'detached' });
    await packs.locator('.ant-table-row', { hasText: '240' }).waitFor();
    const units = await packs.locator('.ant-table-row').allTextContents();
    assert.equal(units.length, 3);
    assert.ok(units.some((u) => u.includes('盒') && u.includes('12 支')));
    await screenshot(page, 'goods-pack-zh-CN');

    // Add a package to the SKU: a unit it has is refused in the form, a new one is saved.
    await packs.locator('[data-testid=list-add]').click();
    const dialog = page.locator('.ant-modal', { hasText: '新增包装' });
    const skuField = dialog.locator('#goodsPack_skuId');
    await skuField.click();
    await skuField.pressSequentially(skuCode);
    await page.locator(`${DROPDOWN} [data-sku-code=${skuCode}]`).click();
    await pickOption(page, dialog.locator('#goodsPack_unitName'), '盒');
    await dialog.getByText('该商品已有此包装单位').waitFor();
    await pickOption(page, dialog.locator('#goodsPack_unitName'), '包');
    await dialog.getByText('该商品已有此包装单位').waitFor({ state: 'detached' });
    await dialog.locator('#goodsPack_factor').fill('6');
    await dialog.locator('#goodsPack_barcode').fill(ean13(`21${stamp}0003`));
    await screenshot(page, 'goods-pack-add-zh-CN');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await dialog.waitFor({ state: 'hidden' });
    await packs.locator('.ant-table-row', { hasText: '6 支' }).waitFor();
    assert.equal(await packs.locator('.ant-table-row').count(), 4, 'the new package is listed with the others');

    // The list exports what its filter selects, through the download center.
    const exported = page.waitForResponse((r) => r.url().includes('/api/product/skuPackage/exportExcel'));
    await packs.locator('[data-testid=list-export]').click();
    assert.equal((await exported).status(), 200, 'the goods-pack export is queued');
    await page.locator('[data-testid=sent-to-download-center]').last().waitFor();
  });

  it('makes a combined product from components picked with the SKU pickers', async () => {
    await openMenu(page, GROUP, '组合商品');
    const list = page.locator('[data-tab-pane="/product/combined"]');
    await list.locator('[data-testid=list-add]').click();
    await page.waitForURL('**/product/combined/add');
    const editor = page.locator('[data-tab-pane="/product/combined/add"]');
    await editor.locator('#code').fill(`ZH${stamp}`);
    await editor.locator('#name').fill(`易测组合${stamp}`);
    await pickTreeNode(page, editor.locator('#categoryId'), chain[2].name);
    await pickOption(page, editor.locator('#unit'), '套');

    await editor.getByRole('button', { name: '批量选择' }).click();
    const picker = page.locator('.ant-modal', { hasText: '选择商品' });
    await picker.locator('[data-testid=sku-picker-search] input').fill(skuName);
    await picker.locator('[data-testid=sku-picker-search] input').press('Enter');
    await picker.locator('.ant-table-row', { hasText: skuCode }).locator('.ant-checkbox-input').check();
    await page.locator('[data-testid=sku-picker-ok]').click();
    await editor.locator('[data-testid=components-table] .ant-table-row', { hasText: skuCode }).waitFor();

    await editor.getByRole('button', { name: '添加子件' }).click();
    const second = editor.locator('#components_1_skuId');
    await second.click();
    await second.pressSequentially('SP0030');
    await page.locator(`${DROPDOWN} [data-sku-code=SP00301]`).click();
    await editor.locator('#components_1_quantity').fill('2');
    await page.locator('.q-content').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await screenshot(page, 'combined-editor-zh-CN');
    await page.keyboard.press('F4');
    await page.waitForURL('**/product/combined');
    await list.locator('.ant-table-row', { hasText: `ZH${stamp}` }).waitFor();

    await openMenu(page, GROUP, '品牌');
    await page.locator('[data-tab-pane="/product/brand"] .ant-table-row', { hasText: 'DELI' }).waitFor();
    await screenshot(page, 'brand-list-zh-CN');
  });

  it('imports goods from .xlsx and gives back the failed row in the error workbook', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('goods');
    sheet.addRow(['code', 'name', 'categoryCode', 'unit', 'taxItemCode', 'barcodes', 'package1Unit', 'package1Factor', 'retailPrice']);
    sheet.addRow([`IM${stamp}1`, `导入测试笔${stamp}`, chain[2].code, '支', 'VAT13', ean13(`22${stamp}0001`), '盒', '10', '3.5']);
    sheet.addRow([`IM${stamp}2`, `导入坏条码${stamp}`, chain[2].code, '支', 'VAT13', '6901234567891', '', '', '']);
    const file = join(tmpdir(), `quire-e2e-goods-${stamp}.xlsx`);
    await book.xlsx.writeFile(file);

    await page.locator('.q-tabbar .ant-tabs-tab', { hasText: '商品档案' }).click();
    const list = page.locator('[data-tab-pane="/product/sku"]');
    await list.locator('[data-testid=list-import]').click();
    const dialog = page.locator('[data-testid=import-dialog]');
    await dialog.getByText('仅取消失败行').click();
    await dialog.locator('input[type=file]').setInputFiles(file);
    await page.locator('[data-testid=import-start]').click();
    const progress = page.locator('[data-testid=import-progress]');
    await progress.and(page.locator('[data-status=FINISHED], [data-status=FAILED]')).waitFor({ timeout: 60_000 });
    assert.equal(await page.locator('[data-testid=import-ok]').textContent(), '1');
    assert.equal(await page.locator('[data-testid=import-failed]').textContent(), '1');

    const download = page.waitForEvent('download');
    await page.locator('[data-testid=import-download-errors]').click();
    const saved = join(tmpdir(), `quire-e2e-errors-${stamp}.xlsx`);
    await (await download).saveAs(saved);
    const errors = new ExcelJS.Workbook();
    await errors.xlsx.readFile(saved);
    const rows = errors.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    const bad = rows.slice(1).map((r) => r.slice(1).map((c) => String(c ?? '')));
    assert.equal(bad.length, 1, `one failed row: ${JSON.stringify(bad)}`);
    const [rowNo, field, value, message] = bad[0];
    assert.equal(rowNo, '3');
    assert.equal(field, '条码');
    assert.equal(value, '6901234567891');
    assert.match(message, /条码无效/);

    await page
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s?闭/ })
      .click();
    await list.locator('[data-filter-keyword]').fill(`IM${stamp}`);
    await list.locator('[data-testid=list-search]').click();
    await list.locator('.ant-table-row', { hasText: `IM${stamp}1` }).waitFor();
    assert.equal(await list.locator('.ant-table-row', { hasText: `IM${stamp}2` }).count(), 0);
  });
});
