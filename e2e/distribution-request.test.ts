import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SessionUser } from '@quire/contracts';
import type { Page } from 'playwright-core';
import { type ApiSession, apiLogin, call } from './lib/api';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { documentSteps, expectToast } from './lib/document';
import { richestGoods } from './lib/fixtures';

type Result = { id: string; billNo: string; version: number };

/**
 * 配货申请单: the demo dealer (杭州文华文具经销部) asks its centre for 7 of a SKU; the centre's
 * admin finds it under 向我方申请, fulfils it (配货) into a draft wholesale sale to the dealer's
 * customer record, reviews it, and the request shows 全部发货; the reviewed, unpicked sale's
 * print refuses the packing list and box label; a second request is fulfilled by 调拨配货.
 */
describe('distribution request', () => {
  let session: Session;
  let page: Page;
  let dealer: ApiSession;
  const { pickOption } = documentSteps(() => page);
  const request = { id: '', billNo: '' };
  const byTransfer = { id: '', billNo: '', inWarehouse: '' };
  const today = new Date().toLocaleDateString('sv-SE');

  before(async () => {
    const admin = await apiLogin('admin');
    const group = admin.user.businessGroups.find((g) => g.belongType === 'DEALER');
    assert.ok(group, 'the admin works in the demo dealer too');
    dealer = { ...admin, belongId: group.id };
    const dealerUser = await call<SessionUser>(dealer, 'GET', '/api/login/cmsPlatformUser/detail');
    const receiving = dealerUser.data.defaultPurchaseWarehouseId ?? dealerUser.data.defaultSaleWarehouseId;
    assert.ok(receiving, 'the dealer has a receiving warehouse');
    const centreWarehouse = admin.user.defaultSaleWarehouseId;
    assert.ok(centreWarehouse);
    const goods = await richestGoods(admin, centreWarehouse, 7);
    const draft = await call<Result>(dealer, 'PUT', '/api/order/distributionRequest/add', {
      billDate: today,
      warehouseId: receiving,
      wantedDate: today,
      remark: 'e2e 配货',
      lines: [{ skuId: goods.skuId, qty: '7' }],
    });
    assert.equal(draft.code, 200, draft.msg);
    const sent = await call<Result>(dealer, 'POST', '/api/order/distributionRequest/review', {
      id: draft.data.id,
      version: draft.data.version,
    });
    assert.equal(sent.code, 200, sent.msg);
    Object.assign(request, { id: sent.data.id, billNo: sent.data.billNo });
    // A second request, for 调拨配货.
    const second = await call<Result>(dealer, 'PUT', '/api/order/distributionRequest/add', {
      billDate: today,
      warehouseId: receiving,
      wantedDate: today,
      remark: 'e2e 调拨配货',
      lines: [{ skuId: goods.skuId, qty: '3' }],
    });
    assert.equal(second.code, 200, second.msg);
    const secondSent = await call<Result>(dealer, 'POST', '/api/order/distributionRequest/review', {
      id: second.data.id,
      version: second.data.version,
    });
    assert.equal(secondSent.code, 200, secondSent.msg);
    Object.assign(byTransfer, { id: secondSent.data.id, billNo: secondSent.data.billNo });
    // The centre transfers into another of its warehouses.
    const warehouses = await call<{ id: string; name: string }[]>(admin, 'GET', '/api/stock/businessCargoWarehouse/itemList');
    const other = warehouses.data.find((w) => w.id !== centreWarehouse);
    assert.ok(other, 'the centre has a second warehouse');
    byTransfer.inWarehouse = other.name;

    session = await openBrowser();
    page = session.page;
    await login(page, 'admin');
    await page.waitForURL('**/index');
  });

  after(async () => {
    await session?.close();
  });

  it('the centre finds the request under 向我方申请 and fulfils it into a wholesale sale', async () => {
    await openMenu(page, '批发业务', '配货申请单');
    const list = page.locator('[data-tab-pane="/wholesale/distributionRequest"]');
    await list.getByPlaceholder('请输入单据编号').fill(request.billNo);
    await list.locator('.q-filter-bar .ant-form-item', { hasText: '申请方向' }).locator('.ant-select').click();
    await pickOption('向我方申请');
    await list.locator('[data-testid=list-search]').click();
    const row = list.locator('tr', { hasText: request.billNo });
    await row.locator('[data-ship-state=NONE]').waitFor();
    await screenshot(page, 'distribution-request-list-zh-CN');
    await row.getByText(request.billNo).click();
    const detail = page.locator(`[data-tab-pane="/wholesale/distributionRequest/detail/${request.id}"]`);
    // The delivery warehouse starts as the centre's default sale warehouse.
    await detail.locator('[data-testid=fulfil-request]:not([disabled])').waitFor();
    await detail.locator('[data-testid=fulfil-request]').click();
    await expectToast(page, '已生成批发销售单');
    await page.waitForURL('**/wholesale/wholesaleSale/detail/*');
    await screenshot(page, 'distribution-request-fulfil-zh-CN');
  });

  it('once the sale is reviewed the request is fully shipped', async () => {
    const admin = await apiLogin('admin');
    const saleId = new URL(page.url()).pathname.split('/').pop() ?? '';
    assert.match(saleId, /^\d+$/, page.url());
    const sale = await call<Result & { status: string }>(admin, 'GET', `/api/order/wholesaleSale/${saleId}`);
    assert.equal(sale.code, 200, sale.msg);
    const reviewed = await call<Result>(admin, 'POST', '/api/order/wholesaleSale/review', { id: saleId, version: sale.data.version });
    assert.equal(reviewed.code, 200, reviewed.msg);
    const rows = await call<{ list: { billNo: string; shipState: string }[] }>(dealer, 'POST', '/api/order/distributionRequest/page', {
      pageNum: 1,
      pageSize: 10,
      billNo: request.billNo,
    });
    assert.equal(rows.data.list[0]?.shipState, 'ALL');
  });

  it('the reviewed sale is not picked yet: its print offers the packing list and box label refused, with the reason', async () => {
    const saleId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.reload();
    const detail = page.locator(`[data-tab-pane="/wholesale/wholesaleSale/detail/${saleId}"]`);
    await detail.locator('.q-editor-header [data-status=REVIEWED]').waitFor();
    await detail.locator('[data-op=print]:not([disabled])').click();
    const picker = page.locator('[data-testid=print-template-picker]');
    await picker.waitFor();
    // The sale's own template may be chosen; the packing list (1) and box label (2) may not.
    const optionOf = (type: string) =>
      picker.locator('label.ant-radio-wrapper', { has: page.locator(`[data-template-type="${type}"]`) }).first();
    assert.equal(await optionOf('0').locator('input').isDisabled(), false);
    for (const type of ['1', '2']) {
      const option = optionOf(type);
      assert.ok(await option.locator('input').isDisabled(), `template type ${type} is refused`);
      assert.match((await option.textContent()) ?? '', /发货单未拣货，不能打印装箱单或箱贴/);
    }
    await screenshot(page, 'distribution-request-sale-print-zh-CN');
    await page.locator('.ant-modal-confirm .ant-btn', { hasText: /取\s*消/ }).click();
  });

  it('调拨配货: the centre fulfils another request by a warehouse transfer; posted, the request is fully shipped', async () => {
    await openMenu(page, '批发业务', '配货申请单');
    const list = page.locator('[data-tab-pane="/wholesale/distributionRequest"]');
    await list.getByPlaceholder('请输入单据编号').fill(byTransfer.billNo);
    await list.locator('[data-testid=list-search]').click();
    await list.locator('tr', { hasText: byTransfer.billNo }).getByText(byTransfer.billNo).click();
    const detail = page.locator(`[data-tab-pane="/wholesale/distributionRequest/detail/${byTransfer.id}"]`);
    await detail.locator('[data-testid=fulfil-way]').getByText('调拨').click();
    await detail.locator('[data-testid=fulfil-in-warehouse]').click();
    await pickOption(byTransfer.inWarehouse);
    await screenshot(page, 'distribution-request-transfer-zh-CN');
    await detail.locator('[data-testid=fulfil-transfer]:not([disabled])').click();
    await expectToast(page, '已生成调拨单');
    await page.waitForURL('**/inventory/transfer/detail/*');
    const transferId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const transferPane = page.locator(`[data-tab-pane="/inventory/transfer/detail/${transferId}"]`);
    await transferPane.locator('[data-testid=document-form]').waitFor();

    const admin = await apiLogin('admin');
    const transfer = await call<Result & { distributionRequestNo: string }>(admin, 'GET', `/api/stock/transfer/${transferId}`);
    assert.equal(transfer.data.distributionRequestNo, byTransfer.billNo);
    const submitted = await call<Result>(admin, 'POST', '/api/stock/transfer/review', { id: transferId, version: transfer.data.version });
    assert.equal(submitted.code, 200, submitted.msg);
    const posted = await call<Result>(admin, 'POST', '/api/stock/transfer/complete', { id: transferId, version: submitted.data.version });
    assert.equal(posted.code, 200, posted.msg);

    // The dealer sees it fully shipped on its list.
    const rows = await call<{ list: { billNo: string; shipState: string }[] }>(dealer, 'POST', '/api/order/distributionRequest/page', {
      pageNum: 1,
      pageSize: 10,
      billNo: byTransfer.billNo,
    });
    assert.equal(rows.data.list[0]?.shipState, 'ALL');
    await page.reload();
    await transferPane.locator('[data-testid=transfer-request-no]', { hasText: byTransfer.billNo }).waitFor();
    await screenshot(page, 'distribution-request-transfer-posted-zh-CN');
  });
});
