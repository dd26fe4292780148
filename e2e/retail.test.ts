import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, call } from './lib/api';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { confirmOperation, documentSteps, expectToast } from './lib/document';
import { richestGoods, type StockRow } from './lib/fixtures';

declare global {
  interface Window {
    __quireLastPrint?: { html: string; at: number };
  }
}

/**
 * At the till as sales01: a walk-in sale of 3 × 12.50 = 37.50 paid with 50.00 in cash, the
 * change 12.50 shown as it is typed, posted (F6) and its receipt printed (F11); then a retail
 * return of 1 refunded 12.50; then a return linked to the receipt (从零售单选择) of 2 of its 3,
 * refunded 25.00, after which 1 is left to return on it. The stock follows: −3, then +1, then +2.
 */
describe('retail sale at the till, receipt and return', () => {
  let session: Session;
  let page: Page;
  let api: Awaited<ReturnType<typeof apiLogin>>;
  let goods: StockRow;
  let warehouseId = '';
  let saleNo = '';
  const { toast, pickOption, review } = documentSteps(() => page);

  const onHand = async () => {
    const res = await call<{ list: { onHand: string }[] }>(api, 'POST', '/api/stock/stockQuery/page', {
      warehouseId,
      skuId: goods.skuId,
    });
    assert.equal(res.code, 200, res.msg);
    return Number(res.data.list[0].onHand);
  };

  before(async () => {
    api = await apiLogin('sales01');
    warehouseId = api.user.defaultSaleWarehouseId ?? '';
    assert.ok(warehouseId, 'the demo group has a default sale warehouse');
    goods = await richestGoods(api, warehouseId, 10);
    session = await openBrowser();
    page = session.page;
    await login(page, 'sales01');
    await page.waitForURL('**/index');
  });

  after(async () => {
    assert.deepEqual(session.errors, [], 'no uncaught page errors');
    await session.close();
  });

  it('sells 3 × 12.50 for 50.00 cash, shows 12.50 change, posts and prints the receipt', async () => {
    const before = await onHand();
    await openMenu(page, '批发业务', '零售销售');
    const list = page.locator('[data-tab-pane="/wholesale/retailSale"]');
    await list.locator('[data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/wholesale/retailSale/add"]');
    await editor.locator('[data-testid=document-form]').waitFor();
    await editor.locator('#buyerName').fill('王女士');
    await editor.locator('#lines_0_skuId').click();
    await editor.locator('#lines_0_skuId').pressSequentially(goods.skuCode);
    await pickOption(goods.skuCode);
    await editor.locator('#lines_0_qty').fill('3');
    await editor.locator('#lines_0_price').fill('12.5');
    await editor.locator('#lines_0_price').press('Tab');
    await editor.locator('[data-testid=retail-payable]', { hasText: '37.50' }).waitFor();
    await editor.locator('#received').fill('50');
    await editor.locator('#received').press('Tab');
    // The change shows as the amount is typed.
    await editor.locator('[data-testid=retail-change]', { hasText: '12.50' }).waitFor();
    await screenshot(page, 'retail-sale-add-zh-CN');
    await page.keyboard.press('F4');
    await page.waitForURL('**/wholesale/retailSale/detail/*');
    await toast('已保存').waitFor();
    const detail = page.locator('[data-tab-pane^="/wholesale/retailSale/detail/"]');
    // The demo reviews before posting (F9, then F6).
    const billNo = await review(detail, '零售单');
    assert.match(billNo, /^LSD\d{13}$/);
    saleNo = billNo;

    await detail.locator('[data-op=complete]:not([disabled])').waitFor();
    await confirmOperation(page, 'F6', '过账');
    await expectToast(page, `零售单 ${billNo} 已过账`);
    await detail.locator('.q-editor-header [data-status=COMPLETE]').waitFor();
    assert.equal(await detail.locator('[data-testid=sale-total]').textContent(), '37.50');
    assert.equal(await detail.locator('[data-testid=sale-received]').textContent(), '50.00');
    assert.equal(await detail.locator('[data-testid=sale-change]').textContent(), '12.50');
    assert.equal(await onHand(), before - 3);

    // F11 prints the till receipt: narrow, the items, total, received and change.
    const started = Date.now();
    await page.keyboard.press('F11');
    await page.waitForFunction((t) => (window.__quireLastPrint?.at ?? 0) > t, started - 1, { timeout: 20_000 });
    const html = (await page.evaluate(() => window.__quireLastPrint?.html)) ?? '';
    assert.ok(html.includes('@page { size: 80mm'), 'a till roll of 80 mm');
    for (const words of [billNo, goods.skuName, '零售小票', '找零', '37.50', '50.00', '12.50']) assert.ok(html.includes(words), words);
    await screenshot(page, 'retail-sale-posted-zh-CN');
  });

  it('takes 1 back on a retail return refunded 12.50 by WeChat', async () => {
    const before = await onHand();
    await openMenu(page, '批发业务', '零售退货');
    const list = page.locator('[data-tab-pane="/wholesale/retailReturn"]');
    await list.locator('[data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/wholesale/retailReturn/add"]');
    await editor.locator('[data-testid=document-form]').waitFor();
    await editor.locator('#paymentType').click();
    await pickOption('微信');
    await editor.locator('#lines_0_skuId').click();
    await editor.locator('#lines_0_skuId').pressSequentially(goods.skuCode);
    await pickOption(goods.skuCode);
    await editor.locator('#lines_0_qty').fill('1');
    await editor.locator('#lines_0_price').fill('12.5');
    await editor.locator('#lines_0_price').press('Tab');
    await page.keyboard.press('F4');
    await page.waitForURL('**/wholesale/retailReturn/detail/*');
    const detail = page.locator('[data-tab-pane^="/wholesale/retailReturn/detail/"]');
    const billNo = await review(detail, '零售退货单');
    assert.match(billNo, /^LSTH\d{13}$/);
    await detail.locator('[data-op=complete]:not([disabled])').waitFor();
    await confirmOperation(page, 'F6', '过账');
    await expectToast(page, `零售退货单 ${billNo} 已过账`);
    await detail.locator('.q-editor-header [data-status=COMPLETE]').waitFor();
    assert.equal(await detail.locator('[data-testid=return-refund]').textContent(), '12.50');
    assert.equal(await onHand(), before + 1);
    await screenshot(page, 'retail-return-posted-zh-CN');
  });

  it('returns 2 of the receipt’s 3 picked from the posted sale (从零售单选择), refunded 25.00; 1 is left to return', async () => {
    const before = await onHand();
    const list = page.locator('[data-tab-pane="/wholesale/retailReturn"]');
    await openMenu(page, '批发业务', '零售退货');
    await list.locator('[data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/wholesale/retailReturn/add"]');
    await editor.locator('[data-testid=document-form]').waitFor();
    const pickSale = async () => {
      await editor.locator('[data-testid=pick-from-retail-sale]').click();
      const dialog = page.locator('.ant-modal:visible', { hasText: '选择零售单明细' });
      await dialog.locator('[data-testid=pick-bill-no]').fill(saleNo);
      await dialog.locator('[data-testid=pick-search]').click();
      const row = dialog.locator('.ant-table-row', { hasText: saleNo });
      await row.waitFor();
      return { dialog, row };
    };
    const { dialog, row } = await pickSale();
    await row.locator('.ant-checkbox-input').check();
    await dialog.locator(`[data-testid=pick-qty-${saleNo}-1] input, input[data-testid=pick-qty-${saleNo}-1]`).first().fill('2');
    await screenshot(page, 'retail-return-pick-zh-CN');
    await dialog.locator('[data-testid=pick-ok]').click();
    await editor.locator('[data-testid=line-amount-0]', { hasText: '25.00' }).waitFor();
    assert.equal(Number(await editor.locator('#lines_0_qty').inputValue()), 2);
    assert.equal(Number(await editor.locator('#lines_0_price').inputValue()), 12.5, 'at the receipt’s price');
    await page.keyboard.press('F4');
    await page.waitForURL('**/wholesale/retailReturn/detail/*');
    const detail = page.locator('[data-tab-pane^="/wholesale/retailReturn/detail/"]').last();
    const billNo = await review(detail, '零售退货单');
    await detail.locator('[data-op=complete]:not([disabled])').waitFor();
    await confirmOperation(page, 'F6', '过账');
    await expectToast(page, `零售退货单 ${billNo} 已过账`);
    await detail.locator('.q-editor-header [data-status=COMPLETE]').waitFor();
    assert.equal(await detail.locator('[data-testid=return-refund]').textContent(), '25.00');
    assert.equal(await onHand(), before + 2);

    // The receipt has 1 left to return: sold 3 − returned 2.
    const open = await call<{ list: { billNo: string; open: string; fulfilledQty: string }[] }>(
      api,
      'POST',
      '/api/order/retailReturn/pickSaleLines',
      { billNo: saleNo },
    );
    assert.equal(open.code, 200, open.msg);
    assert.deepEqual(
      open.data.list.map((l) => [Number(l.fulfilledQty), Number(l.open)]),
      [[2, 1]],
    );
    await screenshot(page, 'retail-return-linked-posted-zh-CN');
  });
});
