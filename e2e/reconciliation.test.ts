import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, call } from './lib/api';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { documentSteps } from './lib/document';
import { newCustomer, richestGoods } from './lib/fixtures';

type Result = { id: string; billNo: string; version: number };
type OpenEntries = { entries: { id: string; billNo: string }[] };

/**
 * 应收对账 as fin01, the accountant: a customer owing 100.00 from last month receives 400.00 of
 * goods this month, returns 50.00, pays 300.00 in cash and is allowed a 20.00 discount (all
 * through the API). The statement of this month, made on the screen, reads 100.00 + 400.00 −
 * 50.00 − 300.00 − 20.00 = 130.00, as the customer ledger does; finance reviews it, exports it
 * and finds it in the list with its closing receivable.
 */
describe('the receivable reconciliation statement', () => {
  let session: Session;
  let page: Page;
  let api: Awaited<ReturnType<typeof apiLogin>>;
  const { pickOption } = documentSteps(() => page);
  const stamp = String(Date.now()).slice(-6);
  const customer = { id: '', code: `DZ${stamp}`, name: `对账客户${stamp}` };
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toLocaleDateString('sv-SE');
  const today = day(0);
  const monthStart = `${today.slice(0, 8)}01`;
  let billNo = '';

  const ok = <T>(res: { code: number; msg: string; data: T }): T => {
    assert.equal(res.code, 200, res.msg);
    return res.data;
  };
  const postDocument = async (kind: string, body: Record<string, unknown>) => {
    const saved = ok(await call<Result>(api, 'PUT', `/api/order/${kind}/add`, body));
    return ok(await call<Result>(api, 'POST', `/api/order/${kind}/complete`, { id: saved.id, version: saved.version }));
  };
  const openEntry = async (bill: string) => {
    const open = ok(await call<OpenEntries>(api, 'POST', '/api/order/settlementOrder/openEntries', { customerId: customer.id }));
    const entry = open.entries.find((e) => e.billNo === bill);
    assert.ok(entry, `${bill} is open`);
    return entry.id;
  };

  before(async () => {
    api = await apiLogin('admin');
    customer.id = await newCustomer(api, customer);
    const warehouseId = api.user.defaultSaleWarehouseId;
    assert.ok(warehouseId, 'the demo group has a default sale warehouse');
    const goods = await richestGoods(api, warehouseId, 12);
    const accountId = ok(await call<{ id: string }[]>(api, 'POST', '/api/basic/companyAccount/list', {}))[0]?.id;
    assert.ok(accountId, 'the demo group has a receiving account');

    // Last month: 100.00 owed (the opening). This month: 400.00 delivered, 50.00 returned, 300.00 collected, 20.00 discounted.
    await postDocument('wholesaleSale', {
      billDate: day(35),
      customerId: customer.id,
      warehouseId,
      lines: [{ skuId: goods.skuId, qty: '2', price: '50' }],
    });
    const sale = await postDocument('wholesaleSale', {
      billDate: today,
      customerId: customer.id,
      warehouseId,
      lines: [{ skuId: goods.skuId, qty: '8', price: '50' }],
    });
    const saleLines = ok(await call<{ lines: { id: string }[] }>(api, 'GET', `/api/order/wholesaleSale/${sale.id}`)).lines;
    await postDocument('wholesaleReturn', {
      billDate: today,
      customerId: customer.id,
      warehouseId,
      lines: [{ skuId: goods.skuId, qty: '1', price: '50', sourceLineId: saleLines[0].id }],
    });
    const entryId = await openEntry(sale.billNo);
    await postDocument('settlementOrder', {
      billDate: today,
      customerId: customer.id,
      accountId,
      payments: [{ paymentType: 'CASH', amount: '300' }],
      lines: [{ entryId, amount: '300' }],
    });
    await postDocument('discount', {
      billDate: today,
      customerId: customer.id,
      reason: '包装破损让利',
      lines: [{ entryId, amount: '20' }],
    });

    session = await openBrowser();
    page = session.page;
    await login(page, 'fin01');
    await page.waitForURL('**/index');
  });

  after(async () => {
    await session?.close();
  });

  it('makes this month’s statement on the screen: 100.00 + 400.00 − 50.00 − 300.00 − 20.00 = 130.00', async () => {
    await openMenu(page, '财务管理', '应收对账');
    await page.locator('[data-tab-pane="/finance/reconciliation"] [data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/finance/reconciliation/add"]');
    await editor.locator('#customerId').click();
    await editor.locator('#customerId').pressSequentially(customer.code);
    await pickOption(customer.name);
    // The period starts as this month, 1st to today.
    const equation = editor.locator('[data-testid=statement-equation]');
    for (const [figure, value] of [
      ['opening', '100.00'],
      ['sales', '400.00'],
      ['returns', '50.00'],
      ['collections', '300.00'],
      ['discounts', '20.00'],
      ['closing', '130.00'],
    ]) {
      await equation.locator(`[data-testid=statement-${figure}]`, { hasText: value }).waitFor();
    }
    await editor.locator('[data-testid=statement-payments]', { hasText: '300.00' }).waitFor();
    await editor.locator('[data-testid=statement-entries] .ant-table-row').nth(3).waitFor();
    assert.equal(await editor.locator('[data-testid=statement-entries] .ant-table-row').count(), 4);
    await screenshot(page, 'reconciliation-add-zh-CN');

    // The customer ledger of the same period says the same, to the fen.
    const ledger = ok(
      await call<{ opening: string; closing: string }>(api, 'POST', '/api/finance/customerLedger/detail', {
        customerId: customer.id,
        dateFrom: monthStart,
        dateTo: today,
      }),
    );
    assert.deepEqual([ledger.opening, ledger.closing], ['100.00', '130.00']);

    await page.keyboard.press('F4');
    await page.waitForURL('**/finance/reconciliation/detail/*');
  });

  it('reviews it, exports it, and lists it with its closing receivable', async () => {
    const detail = page.locator('[data-tab-pane^="/finance/reconciliation/detail/"]');
    billNo = await documentSteps(() => page).review(detail, '对账单');
    assert.match(billNo, /^DZD\d{13}$/);
    await detail.locator('[data-testid=statement-closing]', { hasText: '130.00' }).waitFor();
    await detail.locator('[data-testid=statement-downPaymentBalance]', { hasText: '0.00' }).waitFor();
    await detail.getByText(customer.name).first().waitFor();
    await screenshot(page, 'reconciliation-reviewed-zh-CN');
    await detail.locator('[data-testid=statement-export]').click();
    await page.locator('.ant-message-notice, .ant-notification-notice', { hasText: '下载中心' }).first().waitFor();
    assert.ok(await detail.locator('[data-op=print], button', { hasText: '打印' }).count(), 'a print button');

    await openMenu(page, '财务管理', '应收对账');
    const list = page.locator('[data-tab-pane="/finance/reconciliation"]');
    const row = list.locator('.ant-table-row', { hasText: billNo });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    for (const figure of [customer.name, monthStart, '130.00', '已审核']) assert.ok(text.includes(figure), `${figure} in ${text}`);
    assert.deepEqual(session.errors, []);
  });
});
