import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { apiLogin, call } from './lib/api';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { confirmOperation, documentSteps } from './lib/document';
import { newCustomer, richestGoods } from './lib/fixtures';

type Result = { id: string; billNo: string; version: number; status: string };
type LedgerRow = { billNo: string; kind: string; amount: string; balance: string };

/**
 * The payment discount at collection (付款折扣, DOMAIN 17) as fin01 sees it: a delivery of
 * 400.00 made today (through the API) collected today, within the demo's 2/10 terms — the line
 * offers 8.00 (2 %) with the discount's bill no, 392.00 is received in cash, the receivable
 * is cleared and the customer ledger shows the 8.00 discount.
 */
describe('payment discount at collection', () => {
  let session: Session;
  let page: Page;
  let api: Awaited<ReturnType<typeof apiLogin>>;

  const { confirmOk, toast, pickOption, billNoOf } = documentSteps(() => page);
  const stamp = String(Date.now()).slice(-6);
  const customer = { id: '', code: `FZ${stamp}`, name: `付款折扣客户${stamp}` };
  let saleNo = '';
  const today = new Date().toLocaleDateString('sv-SE');

  const balances = async () => {
    const res = await call<{ balance: string; downPayment: string }>(api, 'POST', '/api/order/settlementOrder/openEntries', {
      customerId: customer.id,
    });
    assert.equal(res.code, 200, res.msg);
    return [res.data.balance, res.data.downPayment];
  };

  const reviewAndPost = async (pane: Locator) => {
    await pane.locator('[data-testid=document-form], [data-testid=document-detail]').first().waitFor();
    const billNo = await billNoOf(pane);
    assert.ok(billNo, 'a saved document names its bill number');
    await pane.locator('[data-op=review]:not([disabled])').waitFor();
    await page.keyboard.press('F9');
    await page.locator('.ant-modal-confirm', { hasText: `确定审核收款单 ${billNo} 吗？` }).waitFor();
    await confirmOk('审核');
    await pane.locator('.q-editor-header [data-status=REVIEWED]').waitFor();
    await pane.locator('[data-op=complete]:not([disabled])').waitFor();
    await confirmOperation(page, 'F6', '过账');
    await pane.locator('.q-editor-header [data-status=COMPLETE]').waitFor();
    await toast(`收款单 ${billNo} 已过账`).waitFor();
    return billNo;
  };

  before(async () => {
    api = await apiLogin('admin');
    customer.id = await newCustomer(api, customer);
    const warehouseId = api.user.defaultSaleWarehouseId;
    assert.ok(warehouseId, 'the demo group has a default sale warehouse');
    const goods = await richestGoods(api, warehouseId, 4);
    const sale = await call<Result>(api, 'PUT', '/api/order/wholesaleSale/add', {
      billDate: today,
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

  it('collects 400.00 paid on the day of delivery: 8.00 off by the 2/10 discount, 392.00 in cash, nothing left owed', async () => {
    await openMenu(page, '批发业务', '收款单');
    await page.locator('[data-tab-pane="/wholesale/settlement"] [data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/wholesale/settlement/add"]');
    await editor.locator('#customerId').click();
    await editor.locator('#customerId').pressSequentially(customer.code);
    await pickOption(customer.name);
    await editor.locator('#accountId').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    const row = editor.locator('[data-testid=open-entries] .ant-table-row', { hasText: saleNo });
    await row.waitFor();
    await row.locator('input.ant-input-number-input').fill('400');
    await row.locator('input.ant-input-number-input').blur();
    await editor.locator('[data-testid=settlement-total]', { hasText: '400.00' }).waitFor();
    const offered = editor.locator(`[data-testid="payment-discount-${saleNo}"]`);
    await offered.getByText('8.00', { exact: true }).waitFor();
    await offered.getByText(/^2% · FKZK\d+/).waitFor();
    await editor.locator('[data-testid=settlement-payment-discount]', { hasText: '8.00' }).waitFor();
    await editor.locator('[data-testid=to-receive]', { hasText: '392.00' }).waitFor();
    await editor.locator('[data-testid=payment-fill]').click();
    await editor.locator('[data-testid=received]', { hasText: '392.00' }).waitFor();
    await screenshot(page, 'payment-discount-settlement-add-zh-CN');
    await page.keyboard.press('F4');
    await page.waitForURL('**/wholesale/settlement/detail/*');
    const detail = page.locator('[data-tab-pane^="/wholesale/settlement/detail/"]');
    const billNo = await reviewAndPost(detail);
    await detail.locator('[data-testid=settlement-payment-discount]', { hasText: '8.00' }).waitFor();
    await detail
      .locator('[data-testid=document-lines] .ant-table-row', { hasText: saleNo })
      .getByText(/^8\.00 \(2% FKZK\d+\)$/)
      .waitFor();
    await screenshot(page, 'payment-discount-settlement-detail-zh-CN');
    assert.deepEqual(await balances(), ['0.00', '0.00']);

    const ledger = await call<{ list: LedgerRow[] }>(api, 'POST', '/api/finance/customerLedger/detail', {
      customerId: customer.id,
      dateFrom: today,
      dateTo: today,
    });
    assert.equal(ledger.code, 200, ledger.msg);
    assert.deepEqual(
      ledger.data.list.map((r) => [r.billNo, r.kind, r.amount, r.balance]),
      [
        [saleNo, 'SALE', '400.00', '400.00'],
        [billNo, 'COLLECTION', '-392.00', '8.00'],
        [billNo, 'DISCOUNT', '-8.00', '0.00'],
      ],
    );
    assert.deepEqual(session.errors, []);
  });
});
