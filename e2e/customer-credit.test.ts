import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { type ApiSession, apiLogin, call } from './lib/api';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { documentSteps } from './lib/document';
import { newCustomer, richestGoods } from './lib/fixtures';

type Result = { id: string; billNo: string; version: number };

/**
 * 客户授信单 as fin01, the accountant: a customer with a limit of 1,000.00 and a reviewed order
 * of 1,200.00 unsent has -200.00 left, so its transfer warns; a temporary credit of 500.00
 * valid from today, entered and reviewed on the screen, makes 1,500.00 of credit with 300.00
 * left, and the transfer passes without asking.
 */
describe('customer credit', () => {
  let session: Session;
  let page: Page;
  let api: ApiSession;
  const { pickOption, review } = documentSteps(() => page);
  const stamp = String(Date.now()).slice(-6);
  const customer = { id: '', code: `SX${stamp}`, name: `授信客户${stamp}` };
  const order = { id: '', version: 0 };
  const today = new Date().toLocaleDateString('sv-SE');
  const transfer = () => call<Result>(api, 'POST', '/api/order/saleOrder/transfer', { id: order.id, confirmed: [] });

  before(async () => {
    const admin = await apiLogin('admin');
    api = admin;
    customer.id = await newCustomer(api, customer, { ifCreditLimit: true, creditLimit: '1000' });
    const warehouseId = admin.user.defaultSaleWarehouseId;
    assert.ok(warehouseId, 'the demo group has a default sale warehouse');
    const goods = await richestGoods(api, warehouseId, 1);
    const draft = await call<Result>(api, 'PUT', '/api/order/saleOrder/add', {
      billDate: today,
      customerId: customer.id,
      warehouseId,
      lines: [{ skuId: goods.skuId, qty: '1', price: '1200' }],
    });
    assert.equal(draft.code, 200, draft.msg);
    const reviewed = await call<Result>(api, 'POST', '/api/order/saleOrder/review', { id: draft.data.id, version: draft.data.version });
    assert.equal(reviewed.code, 200, reviewed.msg);
    Object.assign(order, { id: reviewed.data.id, version: reviewed.data.version });
    // 1,000.00 of credit, 1,200.00 unsent: the transfer warns with what is left.
    const warned = await transfer();
    assert.equal(warned.code, 4003030, warned.msg);
    assert.ok(warned.msg.includes('1000.00'), warned.msg);

    session = await openBrowser();
    page = session.page;
    await login(page, 'fin01');
    await page.waitForURL('**/index');
  });

  after(async () => {
    await session?.close();
  });

  it('grants a temporary 500.00 from today: the editor shows 1,000.00 now, 1,500.00 once reviewed', async () => {
    await openMenu(page, '批发业务', '客户授信单');
    await page.locator('[data-tab-pane="/wholesale/customerCredit"] [data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/wholesale/customerCredit/add"]');
    await editor.locator('#customerId').click();
    await editor.locator('#customerId').pressSequentially(customer.code);
    await pickOption(customer.name);
    const summary = editor.locator('[data-testid=credit-summary]');
    await summary.locator('[data-testid=credit-permanent]', { hasText: '1000.00' }).waitFor();
    await summary.locator('[data-testid=credit-occupied]', { hasText: '1200.00' }).waitFor();
    await summary.locator('[data-testid=credit-remaining]', { hasText: '-200.00' }).waitFor();
    await editor.locator('[data-testid=credit-type]').getByText('临时额度').click();
    assert.equal(await editor.locator('#validFrom').inputValue(), today);
    await editor.locator('#lines_0_amount').fill('500');
    await editor.locator('#lines_0_amount').blur();
    await editor.locator('#reason').fill('开学季备货');
    await summary.locator('[data-testid=credit-after]', { hasText: '信用总额度 1500.00，剩余额度 300.00' }).waitFor();
    await screenshot(page, 'customer-credit-add-zh-CN');
    await page.keyboard.press('F4');
    await page.waitForURL('**/wholesale/customerCredit/detail/*');
    const detail = page.locator('[data-tab-pane^="/wholesale/customerCredit/detail/"]');
    const billNo = await review(detail, '客户授信单');
    assert.match(billNo, /^SXD\d{13}$/);
    const after = detail.locator('[data-testid=credit-summary]');
    await after.locator('[data-testid=credit-total]', { hasText: '1500.00' }).waitFor();
    await after.locator('[data-testid=credit-remaining]', { hasText: '300.00' }).waitFor();
    await detail.locator('[data-validity=RUNNING]').first().waitFor();
    await screenshot(page, 'customer-credit-detail-zh-CN');
  });

  it('the transfer of the 1,200.00 order now passes without asking', async () => {
    const passed = await transfer();
    assert.equal(passed.code, 200, passed.msg);
    assert.match(passed.data.billNo, /^PFXS/);
  });
});
