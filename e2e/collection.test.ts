import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { apiLogin, call } from './lib/api';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { confirmOperation, documentSteps } from './lib/document';

type StockRow = { skuId: string; skuCode: string; available: string };
type Result = { id: string; billNo: string; version: number; status: string };

/**
 * Collecting as fin01, the accountant, issue 17's golden figures through the screens: a
 * delivery of 400.00 (made through the API), a pre-receipt of 200.00, a collection of 300.00 on
 * that delivery (100.00 from the down payment, 150.00 cash, 50.00 by WeChat with the customer's
 * payment code scanned), a discount sheet of 20.00; the customer ledger then shows receivable
 * 80.00 and down payment 100.00; the month's statement, made and reviewed on the screen, reads
 * 0.00 + 400.00 − 300.00 − 20.00 = 80.00 with 100.00 paid ahead; the customer (limit 1,000.00)
 * has 920.00 of credit left, so a new order of 950.00 warns at its transfer.
 */
describe('collections, pre-receipts, discounts and the customer ledger', () => {
  let session: Session;
  let page: Page;
  let api: Awaited<ReturnType<typeof apiLogin>>;

  const { confirmOk, toast, pickOption, billNoOf } = documentSteps(() => page);
  const stamp = String(Date.now()).slice(-6);
  const customer = { id: '', code: `KS${stamp}`, name: `易收客户${stamp}` };
  let saleNo = '';
  const paymentCode = '134628970015321234';

  const balances = async () => {
    const res = await call<{ balance: string; downPayment: string }>(api, 'POST', '/api/order/settlementOrder/openEntries', {
      customerId: customer.id,
    });
    assert.equal(res.code, 200, res.msg);
    return [res.data.balance, res.data.downPayment];
  };

  /** F9 reviews, F6 posts the saved document shown in the pane (asked, told). */
  const reviewAndPost = async (pane: Locator, typeName: string) => {
    await pane.locator('[data-testid=document-form], [data-testid=document-detail]').first().waitFor();
    const billNo = await billNoOf(pane);
    assert.ok(billNo, 'a saved document names its bill number');
    await pane.locator('[data-op=review]:not([disabled])').waitFor();
    await page.keyboard.press('F9');
    await page.locator('.ant-modal-confirm', { hasText: `确定审核${typeName} ${billNo} 吗？` }).waitFor();
    await confirmOk('审核');
    await pane.locator('.q-editor-header [data-status=REVIEWED]').waitFor();
    await pane.locator('[data-op=complete]:not([disabled])').waitFor();
    await confirmOperation(page, 'F6', '过账');
    await pane.locator('.q-editor-header [data-status=COMPLETE]').waitFor();
    await toast(`${typeName} ${billNo} 已过账`).waitFor();
    return billNo;
  };

  const pickCustomer = async (editor: Locator) => {
    await editor.locator('#customerId').click();
    await editor.locator('#customerId').pressSequentially(customer.code);
    await pickOption(customer.name);
  };
  const pickAccount = async (editor: Locator) => {
    await editor.locator('#accountId').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  };

  before(async () => {
    api = await apiLogin('admin');
    const saved = await call<{ id: string }>(api, 'PUT', '/api/customer/jcCustomerInfo/save', {
      customerCode: customer.code,
      customerName: customer.name,
      customerType: 'GENERAL_SHOP',
      ifCreditLimit: true,
      creditLimit: '1000',
      contactName: '张三',
      contactPhone: '13800138000',
      addresses: [
        {
          contactName: '张三',
          contactPhone: '13800138000',
          provinceCode: '310000',
          provinceName: '上海市',
          cityCode: '310100',
          cityName: '上海市',
          districtCode: '310115',
          districtName: '浦东新区',
          detail: '张杨路 100 号',
          isDefault: true,
        },
      ],
    });
    assert.equal(saved.code, 200, saved.msg);
    customer.id = saved.data.id;
    // The delivery of 400.00: 4 of goods on hand at 100.00, posted.
    const warehouseId = api.user.defaultSaleWarehouseId;
    assert.ok(warehouseId, 'the demo group has a default sale warehouse');
    const stock = await call<{ list: StockRow[] }>(api, 'POST', '/api/stock/stockQuery/page', { pageNum: 1, pageSize: 50, warehouseId });
    const goods = stock.data.list.find((r) => Number(r.available) >= 4);
    assert.ok(goods, 'the default sale warehouse holds goods');
    const sale = await call<Result>(api, 'PUT', '/api/order/wholesaleSale/add', {
      billDate: new Date().toLocaleDateString('sv-SE'),
      customerId: customer.id,
      warehouseId,
      lines: [{ skuId: goods.skuId, qty: '4', price: '100' }],
    });
    assert.equal(sale.code, 200, sale.msg);
    const reviewed = await call<Result>(api, 'POST', '/api/order/wholesaleSale/review', { id: sale.data.id, version: sale.data.version });
    assert.equal(reviewed.code, 200, reviewed.msg);
    const posted = await call<Result>(api, 'POST', '/api/order/wholesaleSale/complete', {
      id: sale.data.id,
      version: reviewed.data.version,
    });
    assert.equal(posted.code, 200, posted.msg);
    saleNo = sale.data.billNo;
    assert.deepEqual(await balances(), ['400.00', '0.00']);

    session = await openBrowser();
    page = session.page;
    await login(page, 'fin01');
    await page.waitForURL('**/index');
  });

  after(async () => {
    await session?.close();
  });

  it('takes a pre-receipt of 200.00', async () => {
    await openMenu(page, '批发业务', '预收款单');
    await page.locator('[data-tab-pane="/wholesale/preReceipt"] [data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/wholesale/preReceipt/add"]');
    await pickCustomer(editor);
    await pickAccount(editor);
    await editor.locator('#lines_0_amount').fill('200');
    await editor.locator('#lines_0_remark').fill('订货定金');
    await editor.locator('[data-testid=prepayment-total]', { hasText: '200.00' }).waitFor();
    await screenshot(page, 'collection-pre-receipt-add-zh-CN');
    await page.keyboard.press('F4');
    await page.waitForURL('**/wholesale/preReceipt/detail/*');
    const detail = page.locator('[data-tab-pane^="/wholesale/preReceipt/detail/"]');
    await reviewAndPost(detail, '预收款单');
    assert.deepEqual(await balances(), ['400.00', '200.00']);
    await page.keyboard.press('Escape');
  });

  it('collects 300.00 of the delivery: 100.00 from the down payment, 150.00 cash, 50.00 by a scanned WeChat code', async () => {
    await openMenu(page, '批发业务', '收款单');
    await page.locator('[data-tab-pane="/wholesale/settlement"] [data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/wholesale/settlement/add"]');
    await pickCustomer(editor);
    await pickAccount(editor);
    const row = editor.locator('[data-testid=open-entries] .ant-table-row', { hasText: saleNo });
    await row.waitFor();
    await row.locator('input.ant-input-number-input').fill('300');
    await row.locator('input.ant-input-number-input').blur();
    await editor.locator('[data-testid=settlement-total]', { hasText: '300.00' }).waitFor();
    // Paid on the day of delivery, the demo's 2/10 payment discount offers 6.00 (2 % of 300.00);
    // this customer pays in full, so the clerk leaves it untaken.
    const offered = editor.locator(`[data-testid="payment-discount-${saleNo}"]`);
    await offered.getByText('6.00', { exact: true }).waitFor();
    await offered.getByText(/^2% · FKZK/).waitFor();
    await editor.locator('[data-testid=settlement-payment-discount]', { hasText: '6.00' }).waitFor();
    await offered.locator('.ant-checkbox-wrapper').click();
    await editor.locator('[data-testid=settlement-payment-discount]', { hasText: '0.00' }).waitFor();
    await editor.locator('[data-testid=down-payment-balance]', { hasText: '200.00' }).waitFor();
    await editor.locator('#downPaymentUsed').fill('100');
    await editor.locator('#downPaymentUsed').blur();
    await editor.locator('[data-testid=to-receive]', { hasText: '200.00' }).waitFor();
    // Cash 150.00, then a WeChat line of the rest whose payment code the scanner types.
    await editor.locator('[data-testid=payment-add]').click();
    await editor.locator('#payments_0_amount').fill('150');
    await editor.locator('[data-testid=payment-add]').click();
    await editor.locator('#payments_1_paymentType').click();
    await pickOption('微信');
    await editor.locator('[data-testid=payment-fill]').click();
    await editor.locator('#payments_1_amount[value="50.00"], #payments_1_amount').first().waitFor();
    const scan = editor.locator('input[data-testid=payment-scan-1], [data-testid=payment-scan-1] input').first();
    await scan.click();
    await page.keyboard.type(paymentCode);
    await page.keyboard.press('Enter');
    await editor.locator('[data-testid=payment-scan-1-code]', { hasText: paymentCode }).waitFor();
    await editor.locator('[data-testid=received]', { hasText: '200.00' }).waitFor();
    await screenshot(page, 'collection-settlement-add-zh-CN');
    await page.keyboard.press('F4');
    await page.waitForURL('**/wholesale/settlement/detail/*');
    const detail = page.locator('[data-tab-pane^="/wholesale/settlement/detail/"]');
    await reviewAndPost(detail, '收款单');
    await detail.locator('[data-testid=settlement-payments]', { hasText: paymentCode }).waitFor();
    const line = detail.locator('[data-testid=document-lines] .ant-table-row', { hasText: saleNo });
    // fin01 does not open wholesale sales: the settled delivery is named, not linked.
    await line.getByText('批发销售单').waitFor();
    await screenshot(page, 'collection-settlement-detail-zh-CN');
    assert.deepEqual(await balances(), ['100.00', '100.00']);
    await page.keyboard.press('Escape');
  });

  it('discounts 20.00 of the delivery for damaged packaging', async () => {
    await openMenu(page, '批发业务', '折让单');
    await page.locator('[data-tab-pane="/wholesale/discount"] [data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/wholesale/discount/add"]');
    await pickCustomer(editor);
    await editor.locator('#reason').fill('包装破损让利');
    const row = editor.locator('[data-testid=open-entries] .ant-table-row', { hasText: saleNo });
    await row.waitFor();
    await row.locator('input.ant-input-number-input').fill('20');
    await row.locator('input.ant-input-number-input').blur();
    await editor.locator('[data-testid=discount-total]', { hasText: '20.00' }).waitFor();
    await screenshot(page, 'collection-discount-add-zh-CN');
    await page.keyboard.press('F4');
    await page.waitForURL('**/wholesale/discount/detail/*');
    const detail = page.locator('[data-tab-pane^="/wholesale/discount/detail/"]');
    await reviewAndPost(detail, '折让单');
    assert.deepEqual(await balances(), ['80.00', '100.00']);
    await page.keyboard.press('Escape');
  });

  it('shows the figures in the customer ledger: 400.00 raised, 320.00 lowered, 80.00 owed, 100.00 paid ahead', async () => {
    await openMenu(page, '财务管理', '客户往来账');
    const ledger = page.locator('[data-tab-pane="/finance/customerLedger"]');
    await ledger.locator('[data-testid=ledger-customer]').click();
    await page.keyboard.type(customer.code);
    await pickOption(customer.name);
    await ledger.locator('[data-testid=list-search]').click();
    const row = ledger.locator('[data-testid=ledger-summary] .ant-table-row', { hasText: customer.name });
    await row.locator('[data-figure=increase]', { hasText: '400.00' }).waitFor();
    await row.locator('[data-figure=decrease]', { hasText: '320.00' }).waitFor();
    await row.locator('[data-figure=closing]', { hasText: '80.00' }).waitFor();
    await row.locator('[data-figure=downPayment]', { hasText: '100.00' }).waitFor();
    await ledger.locator('[data-testid=list-totals] [data-total=closing]', { hasText: '80.00' }).waitFor();
    await screenshot(page, 'collection-customer-ledger-zh-CN');
    await row.getByText(customer.name).click();
    const detail = page.locator('[data-testid=ledger-detail]');
    await detail.locator('[data-testid=ledger-closing]', { hasText: '80.00' }).waitFor();
    await detail.locator(`[data-balance="${saleNo}"]`, { hasText: '400.00' }).waitFor();
    await detail.locator('.ant-table-row', { hasText: '收款单' }).locator('[data-balance]', { hasText: '100.00' }).waitFor();
    await detail.locator('.ant-table-row', { hasText: '折让单' }).locator('[data-balance]', { hasText: '80.00' }).waitFor();
    await screenshot(page, 'collection-customer-ledger-detail-zh-CN');
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=language-switch]').click();
    await page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
    await ledger.getByText('Piutang akhir', { exact: true }).first().waitFor();
    await screenshot(page, 'collection-customer-ledger-id-ID');
    await openMenu(page, 'Grosir', 'Penerimaan pembayaran');
    await page.locator('[data-tab-pane="/wholesale/settlement"]').getByText('Rincian pembayaran').first().waitFor();
    await screenshot(page, 'collection-settlement-list-id-ID');
    await page.locator('[data-testid=language-switch]').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    assert.deepEqual(session.errors, []);
  });

  it('makes and reviews the month’s statement: 0.00 + 400.00 − 300.00 − 20.00 = 80.00, 100.00 paid ahead', async () => {
    await openMenu(page, '财务管理', '应收对账');
    await page.locator('[data-tab-pane="/finance/reconciliation"] [data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/finance/reconciliation/add"]');
    await pickCustomer(editor);
    const equation = editor.locator('[data-testid=statement-equation]');
    for (const [figure, value] of [
      ['opening', '0.00'],
      ['sales', '400.00'],
      ['returns', '0.00'],
      ['collections', '300.00'],
      ['discounts', '20.00'],
      ['closing', '80.00'],
    ]) {
      await equation.locator(`[data-testid=statement-${figure}]`, { hasText: value }).waitFor();
    }
    await page.keyboard.press('F4');
    await page.waitForURL('**/finance/reconciliation/detail/*');
    const detail = page.locator('[data-tab-pane^="/finance/reconciliation/detail/"]');
    const billNo = await documentSteps(() => page).review(detail, '对账单');
    await detail.locator('[data-testid=statement-closing]', { hasText: '80.00' }).waitFor();
    await detail.locator('[data-testid=statement-downPaymentBalance]', { hasText: '100.00' }).waitFor();
    await screenshot(page, 'collection-statement-zh-CN');
    await page.locator('[data-testid=language-switch]').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await detail.locator('[data-testid=statement-closing]', { hasText: '80.00' }).waitFor();
    await detail.getByText(billNo).first().waitFor();
    await page.locator('.ant-menu-submenu-title', { hasText: 'Finance' }).waitFor();
    await screenshot(page, 'collection-statement-en-US');
    await page.locator('[data-testid=language-switch]').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await page.keyboard.press('Escape');
  });

  it('客户档案 shows 80.00 owed and 920.00 of credit left; a new order of 950.00 warns at its transfer', async () => {
    await openMenu(page, '批发业务', '客户档案');
    const list = page.locator('[data-tab-pane="/wholesale/customer"]');
    await list.locator('[data-filter-keyword]').fill(customer.code);
    await list.locator('[data-testid=list-search]').click();
    const row = list.locator('.ant-table-row', { hasText: customer.code }).first();
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    for (const figure of ['1,000.00', '80.00', '920.00']) assert.ok(text.includes(figure), `${figure} in ${text}`);

    const warehouseId = api.user.defaultSaleWarehouseId;
    const stock = await call<{ list: StockRow[] }>(api, 'POST', '/api/stock/stockQuery/page', { pageNum: 1, pageSize: 50, warehouseId });
    const goods = stock.data.list.find((r) => Number(r.available) >= 1);
    assert.ok(goods, 'the default sale warehouse holds goods');
    const order = await call<Result>(api, 'PUT', '/api/order/saleOrder/add', {
      billDate: new Date().toLocaleDateString('sv-SE'),
      customerId: customer.id,
      warehouseId,
      lines: [{ skuId: goods.skuId, qty: '1', price: '950' }],
    });
    assert.equal(order.code, 200, order.msg);
    const reviewed = await call<Result>(api, 'POST', '/api/order/saleOrder/review', { id: order.data.id, version: order.data.version });
    assert.equal(reviewed.code, 200, reviewed.msg);
    const asked = await call<Result>(api, 'POST', '/api/order/saleOrder/transfer', { id: order.data.id, confirmed: [] });
    assert.equal(asked.code, 4003030, asked.msg);
    assert.ok(asked.msg.includes('920.00') && asked.msg.includes('950.00'), asked.msg);
    assert.deepEqual(session.errors, []);
  });
});
