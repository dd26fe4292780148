import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { type ApiSession, apiLogin, call } from './lib/api';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { documentSteps } from './lib/document';

type Supplier = { id: string; supplierCode: string; supplierName: string };
type Hit = { id: string; code: string; name: string; barcodes: string[]; packages: { factor: string; barcode: string | null }[] };

/**
 * Supply information as the admin: a sheet of the supplier's price entered by scanning the SKU,
 * reviewed; then a purchase order of the supplier filled by scanning: the line takes the sheet's
 * price (tagged 供货信息), a second scan counts it again, a box's barcode adds the box's factor, an
 * unknown code changes nothing.
 */
describe('supply information and scanning into the line grid', () => {
  let session: Session;
  let page: Page;
  let api: ApiSession;
  let supplier: Supplier;
  let sku: Hit;
  let barcode = '';
  let boxBarcode = '';
  let sheetNo = '';

  const { confirmOk, toast, pickOption } = documentSteps(() => page);

  const pickSupplier = async (editor: Locator) => {
    await editor.locator('#supplierId').click();
    await editor.locator('#supplierId').pressSequentially(supplier.supplierCode);
    await pickOption(supplier.supplierName);
  };
  const scan = async (editor: Locator, code: string) => {
    const box = editor.locator('[data-testid=scan-input]');
    await box.fill(code);
    await box.press('Enter');
  };

  before(async () => {
    api = await apiLogin('admin');
    const suppliers = await call<Supplier[]>(api, 'POST', '/api/basic/supplier/list', { status: 'ENABLE' });
    supplier = suppliers.data[1] ?? suppliers.data[0];
    assert.ok(supplier, 'demo data has an enabled supplier');
    const hits = await call<{ list: Hit[] }>(api, 'POST', '/api/product/goodsCache/page', { pageNum: 1, pageSize: 30, isCombined: false });
    const found = hits.data.list.find((h) => h.barcodes.length > 0 && h.packages.some((p) => p.barcode && Number(p.factor) > 1));
    assert.ok(found, 'demo data has a SKU with a barcode and a box barcode');
    sku = found;
    barcode = found.barcodes[0];
    boxBarcode = found.packages.find((p) => p.barcode && Number(p.factor) > 1)?.barcode ?? '';

    session = await openBrowser();
    page = session.page;
    await login(page, 'admin');
    await page.waitForURL('**/index');
  });

  after(async () => {
    assert.deepEqual(session.errors, [], 'no uncaught page errors');
    await session.close();
  });

  it('enters a supply information sheet by scanning the SKU code, saves and reviews it', async () => {
    await openMenu(page, '采购业务', '供货信息单');
    const list = page.locator('[data-tab-pane="/purchase/supplierPrice"]');
    await list.locator('[data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/purchase/supplierPrice/add"]');
    await pickSupplier(editor);
    await scan(editor, sku.code);
    await editor.locator('[data-testid=scan-last]', { hasText: sku.code }).waitFor();
    await editor
      .locator('#lines_0_skuId')
      .locator('xpath=ancestor::div[contains(@class,"ant-select")]')
      .first()
      .getByText(sku.code)
      .waitFor();
    await editor.locator('#lines_0_minQty').fill('1');
    await editor.locator('#lines_0_price').fill('9.04');
    await editor.locator('#lines_0_taxPercent').fill('13');
    // The same SKU again is refused by no one: a second price from 100 on.
    await editor.locator('[data-testid=line-add]').click();
    await editor.locator('#lines_1_skuId').click();
    await editor.locator('#lines_1_skuId').pressSequentially(sku.code);
    await pickOption(sku.code);
    await editor.locator('#lines_1_minQty').fill('100');
    await editor.locator('#lines_1_price').fill('8.5');
    await screenshot(page, 'supplier-price-add-zh-CN');
    await page.keyboard.press('F4');
    await page.waitForURL('**/purchase/supplierPrice/detail/*');
    const detail = page.locator('[data-tab-pane^="/purchase/supplierPrice/detail/"]');
    await toast('已保存').waitFor();
    await detail.locator('[data-op=review]:not([disabled])').waitFor();
    sheetNo = ((await detail.locator('.q-editor-header h2').textContent()) ?? '').match(/GHXX\d{13}/)?.[0] ?? '';
    assert.ok(sheetNo, 'the saved sheet has a GHXX bill number');
    await page.keyboard.press('F9');
    await page.locator('.ant-modal-confirm', { hasText: `确定审核供货信息单 ${sheetNo} 吗？` }).waitFor();
    await confirmOk('审核');
    await detail.locator('.q-editor-header [data-status=REVIEWED]').waitFor();
    await detail.locator('[data-testid=document-lines] .ant-table-row', { hasText: '9.04' }).waitFor();
    await detail.locator('[data-testid=document-header] [data-validity=VALID]').waitFor();
    await screenshot(page, 'supplier-price-detail-zh-CN');
    await page.keyboard.press('Escape');
    await list.locator('[data-testid=list-search]').click();
    await list.locator('.ant-table-row', { hasText: sheetNo }).locator('[data-validity=VALID]').waitFor();
    await screenshot(page, 'supplier-price-list-zh-CN');
  });

  it('scans the barcode into a purchase order: the line appears at the supply price, a second scan counts it again', async () => {
    await openMenu(page, '采购业务', '采购订单');
    const list = page.locator('[data-tab-pane="/purchase/purchaseOrder"]');
    await list.locator('[data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/purchase/purchaseOrder/add"]');
    await pickSupplier(editor);
    await scan(editor, barcode);
    await editor
      .locator('[data-testid=line-price-source-0] [data-price-source=SUPPLY_INFO]', { hasText: '供货信息' })
      .waitFor()
      .catch(async (error) => {
        await screenshot(page, 'purchase-order-scan-failed');
        throw error;
      });
    assert.equal(await editor.locator('#lines_0_qty').inputValue(), '1');
    assert.equal(Number(await editor.locator('#lines_0_price').inputValue()), 9.04);
    // The box keeps the focus: the second scan goes straight in.
    await page.keyboard.type(barcode);
    await page.keyboard.press('Enter');
    await editor.locator('[data-testid=scan-last]', { hasText: '+1' }).waitFor();
    assert.equal(await editor.locator('#lines_0_qty').inputValue(), '2');
    await scan(editor, boxBarcode);
    await editor.locator('[data-testid=scan-last]', { hasText: '+12' }).waitFor();
    assert.equal(await editor.locator('#lines_0_qty').inputValue(), '14');
    await screenshot(page, 'purchase-order-scan-zh-CN');
    await scan(editor, '0000000000000');
    await page.locator('.ant-message-notice', { hasText: '未找到商品' }).first().waitFor();
    assert.equal(await editor.locator('[data-testid=line-grid] .ant-table-row').count(), 1, 'nothing added for an unknown code');
    assert.equal(await editor.locator('#lines_0_qty').inputValue(), '14');
    // 100 reaches the sheet's second minimum quantity: leaving the quantity asks for the price again.
    await editor.locator('#lines_0_qty').fill('100');
    await editor.locator('#lines_0_qty').press('Tab');
    const price = editor.locator('#lines_0_price');
    for (let i = 0; i < 40 && Number(await price.inputValue()) !== 8.5; i++) await page.waitForTimeout(250);
    assert.equal(Number(await price.inputValue()), 8.5, 'the price from 100 on');
    await editor.locator('[data-testid=line-price-source-0] [data-price-source=SUPPLY_INFO]').waitFor();
    await editor.locator('#lines_0_price').fill('9');
    await editor.locator('[data-testid=line-price-source-0] [data-price-source=MANUAL]', { hasText: '手工' }).waitFor();
  });
});
