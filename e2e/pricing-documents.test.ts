import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { type ApiSession, apiLogin, call } from './lib/api';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { confirmOperation, documentSteps } from './lib/document';

type Sku = { id: string; code: string; name: string; wholesalePrice: string; retailPrice: string };

const today = () => {
  const d = new Date();
  const local = new Date(d.getTime() - d.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};

/** Pricing documents as the admin: a 调价单 posted on its effective date changes the SKU; a 付款折扣单 by days is reviewed. */
describe('pricing documents', () => {
  let session: Session;
  let page: Page;
  let api: ApiSession;
  let sku: Sku;
  let newWholesale = '';

  const { toast, pickOption, review } = documentSteps(() => page);

  before(async () => {
    api = await apiLogin('admin');
    const skus = await call<{ list: Sku[] }>(api, 'POST', '/api/product/sku/page', { pageNum: 1, pageSize: 5, status: 'ENABLE' });
    assert.equal(skus.code, 200, skus.msg);
    sku = skus.data.list[2] ?? skus.data.list[0];
    assert.ok(sku, 'demo data has SKUs');
    newWholesale = (Math.round(Number(sku.wholesalePrice) * 100) / 100 + 1.25).toFixed(2);

    session = await openBrowser({ width: 1280, height: 860 });
    page = session.page;
    await login(page, 'admin');
    await page.waitForURL('**/index');
  });

  after(async () => {
    assert.deepEqual(session.errors, [], 'no uncaught page errors');
    await session.close();
  });

  it('adjusts a wholesale price effective today: reviewed and posted, 商品档案 shows the new price', async () => {
    await openMenu(page, '价格管理', '调价单');
    const list = page.locator('[data-tab-pane="/pricing/priceAdjust"]');
    await list.locator('[data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/pricing/priceAdjust/add"]');
    // A new adjustment takes effect tomorrow; this one today.
    const effective = editor.locator('#effectiveDate');
    await effective.waitFor();
    const tomorrow = new Date(Date.now() + 86_400_000 - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    assert.equal(await effective.inputValue(), tomorrow);
    await effective.click();
    await effective.fill(today());
    await effective.press('Enter');
    await editor.locator('#lines_0_skuId').click();
    await editor.locator('#lines_0_skuId').pressSequentially(sku.code);
    await pickOption(sku.code);
    await editor.locator('[data-testid=line-current-wholesalePrice-0]').waitFor();
    await editor.locator('#lines_0_newPrices_wholesalePrice').fill(newWholesale);
    await screenshot(page, 'price-adjust-add-zh-CN');
    await editor.locator('[data-testid=price-columns]').click();
    await page.locator('[data-testid=price-columns-panel]').waitFor();
    await screenshot(page, 'price-adjust-columns-zh-CN');
    await page.keyboard.press('Escape');

    await page.keyboard.press('F4');
    await page.waitForURL('**/pricing/priceAdjust/detail/*');
    const detail = page.locator('[data-tab-pane^="/pricing/priceAdjust/detail/"]');
    await toast('已保存').waitFor();
    const billNo = await review(detail, '调价单');
    assert.match(billNo, /^TJD\d{13}$/);
    await detail.locator('[data-effect=DUE]').waitFor();

    await detail.locator('[data-op=complete]:not([disabled])').waitFor();
    await confirmOperation(page, 'F6', '过账');
    await detail.locator('.q-editor-header [data-status=COMPLETE]').waitFor();
    await toast(`调价单 ${billNo} 已过账`).waitFor();
    await detail.locator('[data-effect=APPLIED]').waitFor();
    await detail.locator('[data-new-price=wholesalePrice]', { hasText: newWholesale }).waitFor();
    await screenshot(page, 'price-adjust-detail-zh-CN');

    const after = await call<Sku>(api, 'GET', `/api/product/sku/${sku.id}`);
    assert.equal(Number(after.data.wholesalePrice), Number(newWholesale));

    await openMenu(page, '商品资料', '商品档案');
    const skus = page.locator('[data-tab-pane="/product/sku"]');
    await skus.locator('[data-filter-keyword]').fill(sku.code);
    await skus.locator('[data-testid=list-search]').click();
    const skuRow = skus.locator('.ant-table-row', { hasText: sku.code });
    await skuRow.getByText(newWholesale, { exact: true }).waitFor();
    // 调价记录 on the SKU: the change, with the adjustment that made it.
    await skuRow.getByText('查看', { exact: true }).click();
    const skuDetail = page.locator('[data-tab-pane^="/product/sku/detail/"]');
    await skuDetail.locator('[data-testid=price-history]').click();
    const historyRow = page.locator('[data-testid=price-history-table] .ant-table-row', { hasText: billNo });
    await historyRow.getByText('批发价').waitFor();
    await historyRow.getByText(newWholesale).waitFor();
    await screenshot(page, 'sku-price-history-zh-CN');
    await page.locator('.ant-modal-close').click();

    await openMenu(page, '价格管理', '调价单');
    await list.locator('[data-testid=list-search]').click();
    await list.locator('.ant-table-row', { hasText: billNo }).locator('[data-effect=APPLIED]').waitFor();
    await screenshot(page, 'price-adjust-list-zh-CN');
  });

  it('gives 2% off for paying within 30 days and 3% within 10, reviewed', async () => {
    await openMenu(page, '价格管理', '付款折扣');
    const list = page.locator('[data-tab-pane="/pricing/paymentDiscount"]');
    await list.locator('[data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/pricing/paymentDiscount/add"]');
    await editor.locator('#lines_0_days').fill('30');
    await editor.locator('#lines_0_discountPercent').fill('2');
    await editor.locator('[data-testid=line-add]').click();
    await editor.locator('#lines_1_days').fill('10');
    await editor.locator('#lines_1_discountPercent').fill('3');
    await editor.locator('[data-testid=line-term-1]', { hasText: '发货后 10 天内付款，优惠 3%' }).waitFor();
    await screenshot(page, 'payment-discount-add-zh-CN');

    await page.keyboard.press('F4');
    await page.waitForURL('**/pricing/paymentDiscount/detail/*');
    const detail = page.locator('[data-tab-pane^="/pricing/paymentDiscount/detail/"]');
    await toast('已保存').waitFor();
    const billNo = await review(detail, '付款折扣单');
    assert.match(billNo, /^FKZK\d{13}$/);
    await detail.locator('[data-validity=RUNNING]').waitFor();
    // It applies once reviewed: reverse review and void, no posting.
    await detail.locator('[data-op=decline]').waitFor();
    await detail.locator('[data-op=discard]').waitFor();
    assert.equal(await detail.locator('[data-op=complete]').count(), 0);
    await detail.locator('[data-testid=document-lines]').getByText('发货后 30 天内付款，优惠 2%').waitFor();
    await screenshot(page, 'payment-discount-detail-zh-CN');
  });
});
