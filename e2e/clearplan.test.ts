import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { type ApiSession, apiLogin, call } from './lib/api';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { documentSteps } from './lib/document';
import { newCustomer, richestGoods } from './lib/fixtures';

type Result = { id: string; billNo: string; version: number };

/**
 * 应收管控方案 as fin01: a customer delivered 400.00 yesterday; a plan asking yesterday's
 * deliveries to be collected by the end of yesterday is made on the form; saving runs the
 * check, so the log shows the customer 禁止发货 for 400.00 (checking again adds nothing); a
 * transfer of the customer's order is then stopped (STOP_SEND); fin01 lifts the stop by hand
 * with a reason; 客户档案 shows the customer's receivable and plan, and its batch action takes the
 * customer out of the plan.
 */
describe('receivable control plans', () => {
  let session: Session;
  let page: Page;
  let api: ApiSession;
  let skuId = '';
  let warehouseId = '';
  const stamp = String(Date.now()).slice(-6);
  const customer = { id: '', code: `GK${stamp}`, name: `管控客户${stamp}` };
  const planName = `次日回款${stamp}`;
  const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('sv-SE');
  const pane = () => page.locator('[data-tab-pane="/finance/clearPlan"]');
  const { toast, pickOption } = documentSteps(() => page);

  before(async () => {
    const admin = await apiLogin('admin');
    api = admin;
    customer.id = await newCustomer(api, customer);
    warehouseId = admin.user.defaultSaleWarehouseId ?? '';
    assert.ok(warehouseId, 'the demo group has a default sale warehouse');
    const goods = await richestGoods(api, warehouseId, 5);
    skuId = goods.skuId;
    const sale = await call<Result>(api, 'PUT', '/api/order/wholesaleSale/add', {
      billDate: yesterday,
      customerId: customer.id,
      warehouseId,
      lines: [{ skuId, qty: '4', price: '100' }],
    });
    assert.equal(sale.code, 200, sale.msg);
    const posted = await call<Result>(api, 'POST', '/api/order/wholesaleSale/complete', { id: sale.data.id, version: sale.data.version });
    assert.equal(posted.code, 200, posted.msg);

    session = await openBrowser();
    page = session.page;
    await login(page, 'fin01');
    await page.waitForURL('**/index');
  });

  after(async () => {
    assert.deepEqual(session?.errors ?? [], [], 'no uncaught page errors');
    await session?.close();
  });

  it('makes a plan on the form: the customer and a deadline row (billed yesterday, due by the end of yesterday)', async () => {
    await openMenu(page, '财务管理', '应收管控方案');
    await pane().locator('[data-testid=clear-plan]').waitFor();
    await pane().locator('[data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/finance/clearPlan/add"]');
    await editor.locator('#name').fill(planName);
    await editor.locator('#customerIds').click();
    await editor.locator('#customerIds').pressSequentially(customer.code);
    await pickOption(customer.name);
    await page.keyboard.press('Escape');
    for (const field of ['billFrom', 'billTo', 'deadlineDate']) {
      await editor.locator(`#deadlines_0_${field}`).click();
      await page.keyboard.type(yesterday);
      await page.keyboard.press('Enter');
    }
    await screenshot(page, 'clear-plan-editor-zh-CN');
    await page.keyboard.press('F4');
    await toast('保存成功').waitFor();
    await page.waitForURL('**/finance/clearPlan');
    const row = pane().locator('.ant-table-row', { hasText: planName });
    await row.waitFor();
    // Saving ran the check: the plan's customer is stopped.
    await row.locator('.ant-tag', { hasText: '1' }).waitFor();
  });

  it('the log shows the customer 禁止发货 for 400.00; checking again adds nothing', async () => {
    await pane().locator('[data-tab=log]').click();
    const row = pane().locator('.ant-table-row', { hasText: customer.code });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    for (const words of [customer.name, planName, '400.00', '禁止发货', yesterday]) assert.ok(text.includes(words), `${words} in ${text}`);
    await pane().locator('[data-action=run-check]').click();
    await toast('检查完成：新增禁止 0 条').waitFor();
    assert.equal(await pane().locator('.ant-table-row', { hasText: customer.code }).count(), 1);
    await screenshot(page, 'clear-plan-log-zh-CN');
  });

  it('the transfer of the customer’s order is stopped (STOP_SEND) with the deadline and amount', async () => {
    const order = await call<Result>(api, 'PUT', '/api/order/saleOrder/add', {
      billDate: new Date().toLocaleDateString('sv-SE'),
      customerId: customer.id,
      warehouseId,
      lines: [{ skuId, qty: '1', price: '10' }],
    });
    assert.equal(order.code, 200, order.msg);
    const reviewed = await call<Result>(api, 'POST', '/api/order/saleOrder/review', { id: order.data.id, version: order.data.version });
    assert.equal(reviewed.code, 200, reviewed.msg);
    const asked = await call<Result>(api, 'POST', '/api/order/saleOrder/transfer', { id: order.data.id, confirmed: [] });
    assert.equal(asked.code, 4003035, asked.msg);
    assert.ok(asked.msg.includes('400.00') && asked.msg.includes(yesterday), asked.msg);
  });

  it('fin01 lifts the stop by hand with a reason', async () => {
    const row = pane().locator('.ant-table-row', { hasText: customer.code });
    await row.locator('[data-action=lift]').click();
    const modal = page.locator('.ant-modal:visible', { hasText: '解除禁止发货' });
    await modal.locator('[data-testid=clear-plan-lift-reason]').fill('客户承诺本周内付清');
    await modal.locator('.ant-btn-primary').click();
    await toast('已解除禁止发货').waitFor();
    await row.locator('[data-status=CANCELLED]').waitFor();
    assert.ok(((await row.textContent()) ?? '').includes('客户承诺本周内付清'));
  });

  it('客户档案 shows the customer’s receivable and its plan; the batch action takes it out of every plan', async () => {
    await openMenu(page, '批发业务', '客户档案');
    const list = page.locator('[data-tab-pane="/wholesale/customer"]');
    await list.locator('[data-filter-keyword]').fill(customer.code);
    await list.locator('[data-testid=list-search]').click();
    const row = list.locator('.ant-table-row', { hasText: customer.code }).first();
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    for (const words of ['400.00', planName]) assert.ok(text.includes(words), `${words} in ${text}`);
    await screenshot(page, 'customer-list-plan-zh-CN');
    await row.locator('.ant-checkbox-input').check();
    await list.locator('[data-testid=set-control-plan]').click();
    const modal = page.locator('.ant-modal:visible', { hasText: '设置应收管控方案' });
    await modal.locator('[data-testid=control-plan-select]').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '不使用应收管控方案' }).click();
    await modal.locator('.ant-btn-primary').click();
    await modal.waitFor({ state: 'hidden' });
    await list.locator('.ant-table-row', { hasText: customer.code }).first().filter({ hasNotText: planName }).waitFor();
    const read = await call<{ receivableControlPlanId: string | null }>(api, 'GET', `/api/customer/jcCustomerInfo/itemList/${customer.id}`);
    assert.equal(read.data.receivableControlPlanId, null);
  });
});
