import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { type ApiSession, apiLogin, call } from './lib/api';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { documentSteps } from './lib/document';
import { newCustomer, richestGoods } from './lib/fixtures';

type Result = { id: string; billNo: string; version: number };

/**
 * 客户返利调整 as fin01: a RATIO sheet gives a new customer 5 % periodic rebate; a sale of
 * 1,000.00 of rebate goods then accrues 50.00; an AMOUNT sheet filled by 按期间结算 settles the
 * 50.00 (tied to today's accrual: the period shows it settled), leaving nothing accrued and the
 * receivable at 950.00; the rebate summary exports to the download center.
 */
describe('rebate adjustments', () => {
  let session: Session;
  let page: Page;
  let api: ApiSession;
  const { pickOption, review } = documentSteps(() => page);
  const stamp = String(Date.now()).slice(-6);
  const customer = { id: '', code: `FL${stamp}`, name: `返利客户${stamp}` };
  const today = new Date().toLocaleDateString('sv-SE');
  let warehouseId = '';
  let skuId = '';

  const openEditor = async () => {
    await openMenu(page, '批发业务', '客户返利调整');
    await page.locator('[data-tab-pane="/wholesale/rebateAdjust"] [data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/wholesale/rebateAdjust/add"]');
    await editor.locator('#customerId').click();
    await editor.locator('#customerId').pressSequentially(customer.code);
    await pickOption(customer.name);
    return editor;
  };
  const saveAndReview = async () => {
    await page.keyboard.press('F4');
    await page.waitForURL('**/wholesale/rebateAdjust/detail/*');
    // The first sheet's detail stays open in its tab: this one's pane by its own path.
    const detail = page.locator(`[data-tab-pane="${new URL(page.url()).pathname}"]`);
    const billNo = await review(detail, '返利比例审核单');
    assert.match(billNo, /^FLSH\d{13}$/);
    return detail;
  };

  before(async () => {
    const admin = await apiLogin('admin');
    api = admin;
    customer.id = await newCustomer(api, customer);
    warehouseId = admin.user.defaultSaleWarehouseId ?? '';
    assert.ok(warehouseId, 'the demo group has a default sale warehouse');
    skuId = (await richestGoods(api, warehouseId, 1)).skuId;
    const list = await call<{ id: string }>(api, 'PUT', '/api/product/rebateGoods/add', {
      kind: 'REBATE',
      name: `e2e 返利商品 ${stamp}`,
      validFrom: today,
      validTo: today,
      items: [{ kind: 'SKU', id: skuId }],
    });
    assert.equal(list.code, 200, list.msg);
    session = await openBrowser();
    page = session.page;
    await login(page, 'fin01');
    await page.waitForURL('**/index');
  });

  after(async () => {
    await session?.close();
  });

  it('a RATIO sheet sets 5 % periodic: the editor shows 0.00 % before, the detail 5.00 % once reviewed', async () => {
    const editor = await openEditor();
    const summary = editor.locator('[data-testid=rebate-summary]');
    await summary.locator('[data-testid=rebate-current-ratio]', { hasText: '0.00%' }).waitFor();
    await editor.locator('#rebateRatio').fill('5');
    await editor.locator('[data-testid=rebate-type]').getByText('期间返利').click();
    await editor.locator('#reason').fill('年度返利政策：期间返利 5%');
    await screenshot(page, 'rebate-ratio-add-zh-CN');
    const detail = await saveAndReview();
    const after = detail.locator('[data-testid=rebate-summary]');
    await after.locator('[data-testid=rebate-current-ratio]', { hasText: '5.00%' }).waitFor();
    await after.locator('[data-testid=rebate-current-type]', { hasText: '期间返利' }).waitFor();
  });

  it('a sale of 1,000.00 of rebate goods accrues 50.00; an AMOUNT sheet by 按期间结算 settles it', async () => {
    const sale = await call<Result>(api, 'PUT', '/api/order/wholesaleSale/add', {
      billDate: today,
      customerId: customer.id,
      warehouseId,
      lines: [{ skuId, qty: '1', price: '1000' }],
    });
    assert.equal(sale.code, 200, sale.msg);
    const reviewed = await call<Result>(api, 'POST', '/api/order/wholesaleSale/review', { id: sale.data.id, version: sale.data.version });
    assert.equal(reviewed.code, 200, reviewed.msg);
    const posted = await call<Result>(api, 'POST', '/api/order/wholesaleSale/complete', {
      id: sale.data.id,
      version: reviewed.data.version,
    });
    assert.equal(posted.code, 200, posted.msg);

    const editor = await openEditor();
    await editor.locator('[data-testid=rebate-kind]').getByText('返利金额').click();
    const summary = editor.locator('[data-testid=rebate-summary]');
    await summary.locator('[data-testid=rebate-accrued]', { hasText: '50.00' }).waitFor();
    await editor.locator('[data-testid=rebate-period-settle]').click();
    await editor.locator('[data-testid=rebate-period-result]', { hasText: '未结算 50.00' }).waitFor();
    assert.equal(await editor.locator('#lines_0_amount').inputValue(), '50.00');
    await editor.locator('#reason').fill('本期期间返利结算');
    await screenshot(page, 'rebate-amount-add-zh-CN');
    const detail = await saveAndReview();
    // The sheet keeps the period it settles (the picker's: last month's start to today), its settlement tied to it.
    await detail.locator('[data-testid=rebate-detail-period]', { hasText: `~ ${today}` }).waitFor();
    const after = detail.locator('[data-testid=rebate-summary]');
    await after.locator('[data-testid=rebate-accrued]', { hasText: '0.00' }).waitFor();
    await after.locator('[data-testid=rebate-credited]', { hasText: '50.00' }).waitFor();
    await screenshot(page, 'rebate-amount-detail-zh-CN');
    const summaryNow = await call<{ accrued: string; credited: string }[]>(api, 'POST', '/api/order/rebateAdjust/summary', {
      customerIds: [customer.id],
    });
    assert.deepEqual(
      summaryNow.data.map((s) => [s.accrued, s.credited]),
      [['0.00', '50.00']],
    );
  });

  it('按期间结算 now finds the period settled; the rebate summary exports to the download center', async () => {
    const period = await call<{ accruedInPeriod: string; settled: string; unsettled: string }>(
      api,
      'POST',
      '/api/order/rebateAdjust/period',
      {
        customerId: customer.id,
        from: today,
        to: today,
      },
    );
    assert.deepEqual([period.data.accruedInPeriod, period.data.settled, period.data.unsettled], ['50.00', '50.00', '0.00']);

    await openMenu(page, '批发业务', '客户返利调整');
    const list = page.locator('[data-tab-pane="/wholesale/rebateAdjust"]');
    const exported = page.waitForResponse((r) => r.url().includes('/api/order/rebateAdjust/summary/exportExcel'));
    await list.locator('[data-testid=rebate-summary-export]').click();
    assert.equal((await exported).status(), 200, 'the rebate summary export is queued');
    const sent = page.locator('[data-testid=sent-to-download-center]').last();
    await sent.waitFor();
    await sent.locator('[data-testid=open-download-center]').click();
    const center = page.locator('[data-tab-pane="/system/downloadCenter"]');
    const task = center.locator('tr[data-task-kind=EXPORT]', { hasText: '返利汇总' }).first();
    await task.locator('[data-task-status=FINISHED]').waitFor({ timeout: 60_000 });
    await screenshot(page, 'rebate-summary-export-download-center-zh-CN');
  });
});
