import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { type ApiSession, apiLogin, call } from './lib/api';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { confirmOperation, documentSteps } from './lib/document';
import { newCustomer } from './lib/fixtures';

type Result = { id: string; billNo: string; version: number };

/**
 * 积分调整单 as sales01: a customer granted 30 points (through the API) redeems 20 on the
 * screen; the editor shows 30 now and 10 once posted, the detail and the list then show 10.
 */
describe('points adjustment', () => {
  let session: Session;
  let page: Page;
  let api: ApiSession;
  const { confirmOk, pickOption, billNoOf } = documentSteps(() => page);
  const stamp = String(Date.now()).slice(-6);
  const customer = { id: '', code: `JF${stamp}`, name: `积分客户${stamp}` };
  const today = new Date().toLocaleDateString('sv-SE');

  before(async () => {
    api = await apiLogin('admin');
    customer.id = await newCustomer(api, customer, { rewardRatio: '10' });
    const grant = await call<Result>(api, 'PUT', '/api/order/pointsAdjust/add', {
      billDate: today,
      customerId: customer.id,
      reason: '开户赠送',
      lines: [{ points: 30 }],
    });
    assert.equal(grant.code, 200, grant.msg);
    const reviewed = await call<Result>(api, 'POST', '/api/order/pointsAdjust/review', { id: grant.data.id, version: grant.data.version });
    assert.equal(reviewed.code, 200, reviewed.msg);
    const posted = await call<Result>(api, 'POST', '/api/order/pointsAdjust/complete', {
      id: reviewed.data.id,
      version: reviewed.data.version,
    });
    assert.equal(posted.code, 200, posted.msg);

    session = await openBrowser();
    page = session.page;
    await login(page, 'sales01');
    await page.waitForURL('**/index');
  });

  after(async () => {
    await session?.close();
  });

  it('redeems 20 of 30 points: the editor shows the balance and what posting leaves, the detail and list show 10', async () => {
    await openMenu(page, '批发业务', '积分调整单');
    await page.locator('[data-tab-pane="/wholesale/pointsAdjust"] [data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/wholesale/pointsAdjust/add"]');
    await editor.locator('#customerId').click();
    await editor.locator('#customerId').pressSequentially(customer.code);
    await pickOption(customer.name);
    await editor.locator('[data-testid=points-balance]', { hasText: '30' }).waitFor();
    await editor.locator('#reason').fill('积分兑换：文具礼盒');
    await editor.locator('#lines_0_points').fill('-20');
    await editor.locator('#lines_0_points').blur();
    await editor.locator('[data-testid=points-after]', { hasText: '10' }).waitFor();
    await screenshot(page, 'points-add-zh-CN');
    await page.keyboard.press('F4');
    await page.waitForURL('**/wholesale/pointsAdjust/detail/*');
    const detail = page.locator('[data-tab-pane^="/wholesale/pointsAdjust/detail/"]');
    await detail.locator('[data-testid=document-form], [data-testid=document-detail]').first().waitFor();
    const billNo = await billNoOf(detail);
    assert.match(billNo, /^JFTZ\d{13}$/);
    await detail.locator('[data-op=review]:not([disabled])').waitFor();
    await page.keyboard.press('F9');
    await page.locator('.ant-modal-confirm', { hasText: `确定审核积分调整单 ${billNo} 吗？` }).waitFor();
    await confirmOk('审核');
    await detail.locator('.q-editor-header [data-status=REVIEWED]').waitFor();
    await detail.locator('[data-op=complete]:not([disabled])').waitFor();
    await confirmOperation(page, 'F6', '过账');
    await detail.locator('.q-editor-header [data-status=COMPLETE]').waitFor();
    await detail.locator('[data-testid=points-balance]', { hasText: '10' }).waitFor();
    await screenshot(page, 'points-detail-zh-CN');

    const balance = await call<{ points: number }[]>(api, 'POST', '/api/order/pointsAdjust/balance', { customerIds: [customer.id] });
    assert.equal(balance.code, 200, balance.msg);
    assert.equal(balance.data[0]?.points, 10);
  });
});
