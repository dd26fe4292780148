import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PortalPage } from '@quire/contracts';
import type { Page } from 'playwright-core';
import { type ApiSession, apiLogin, call } from './lib/api';
import { BASE_URL, login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { confirmOk, expectText } from './lib/document';

type Warehouse = { id: string; code: string; name: string };

/** The home page's figures and charts in three languages, and 流程配置 reaching the document engine. */
describe('home page and process configuration', () => {
  let session: Session;
  let page: Page;
  let api: ApiSession;
  let draftId: string | null = null;

  before(async () => {
    api = await apiLogin('admin');
    session = await openBrowser();
    page = session.page;
    await login(page, 'admin');
    await page.waitForURL('**/index');
  });

  after(async () => {
    // Leave the demo as it was for the flows that follow: breakage reviewed by its author again.
    await call(api, 'POST', '/api/basic/processConfig/reset', { documentType: 'STOCK_BREAKAGE' });
    if (draftId) await call(api, 'DELETE', `/api/stock/breakage?ids=${draftId}`);
    assert.deepEqual(session.errors, [], 'no uncaught page errors');
    await session.close();
  });

  /** Both charts drawn on canvases, with the section titles of the language. */
  const chartsDrawn = async (trendTitle: string, ageingTitle: string) => {
    const home = page.locator('[data-testid=home-page]');
    await home.locator('[data-testid=portal-trend]', { hasText: trendTitle }).waitFor();
    await home.locator('[data-testid=portal-ageing]', { hasText: ageingTitle }).waitFor();
    const canvas = home.locator('[data-testid=portal-trend-chart] canvas');
    await canvas.waitFor();
    const box = await canvas.boundingBox();
    assert.ok(box && box.width > 100 && box.height > 100, 'the trend chart has its size');
    await home.locator('[data-testid=portal-ageing-chart] canvas').waitFor();
  };

  it('shows the day’s business with its charts in zh-CN, en-US and id-ID', async () => {
    const figures = await call<PortalPage>(api, 'POST', '/api/shared/portal/page', {});
    assert.equal(figures.code, 200, figures.msg);
    assert.ok(
      figures.data.trend.some((d) => Number(d.purchases) > 0),
      'the demo’s purchase receipts of this month are in the 30-day trend',
    );
    assert.ok(
      (figures.data.payables ?? []).some((r) => Number(r.amount) !== 0),
      'the demo’s receipts left payables to age',
    );
    assert.ok(figures.data.grossMargin, 'the administrator holds costPrice');

    const home = page.locator('[data-testid=home-page]');
    await home.locator('[data-testid=portal]').waitFor();
    const purchases = home.locator('[data-testid=portal-purchases]');
    await purchases.getByText('今日采购额').waitFor();
    const month = Number(figures.data.purchases?.month ?? 0).toLocaleString('zh-CN', { minimumFractionDigits: 2 });
    await purchases.getByText(month).waitFor();
    await home.locator('[data-testid=portal-grossMargin]', { hasText: '今日毛利' }).waitFor();
    await chartsDrawn('近30天购销趋势', '应收应付账龄');
    await screenshot(page, 'home-zh-CN');

    await page.locator('[data-testid=language-switch]').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await home.locator('[data-testid=portal-purchases]', { hasText: 'Purchases today' }).waitFor();
    await chartsDrawn('Sales and purchases, last 30 days', 'Receivables and payables by age');
    await screenshot(page, 'home-en-US');

    await page.locator('[data-testid=language-switch]').click();
    await page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
    await home.locator('[data-testid=portal-purchases]', { hasText: 'Pembelian hari ini' }).waitFor();
    await chartsDrawn('Penjualan dan pembelian 30 hari terakhir', 'Umur piutang dan utang');
    await screenshot(page, 'home-id-ID');

    await page.locator('[data-testid=language-switch]').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await home.locator('[data-testid=portal-purchases]', { hasText: '今日采购额' }).waitFor();
  });

  it('opens the screen of a figure', async () => {
    await page.locator('[data-testid=portal-purchases]').click();
    await page.waitForURL('**/purchase/purchaseReceive');
    await page.locator('.q-tabbar .ant-tabs-tab', { hasText: '首页' }).click();
    await page.waitForURL('**/index');
  });

  it('流程配置: a second reviewer for 报损报溢单 refuses the author reviewing it', async () => {
    await openMenu(page, '系统管理', '流程配置');
    const pane = page.locator('[data-tab-pane="/system/processConfig"]');
    const row = pane.locator('tr[data-type=STOCK_BREAKAGE]');
    await row.getByText('无需审核').waitFor();
    await row.locator('[data-testid=process-edit]').click();
    const drawer = page.locator('.ant-drawer', { hasText: '流程配置 - 报损报溢单' });
    await drawer.getByText('非制单人审核', { exact: true }).click();
    await drawer.locator('[data-testid=process-save]').click();
    await row.getByText('非制单人审核').waitFor();
    await row.getByText('单独设置').waitFor();
    await pane.locator('[data-testid=process-log]').getByText('审核方式: 无需审核 → 非制单人审核').waitFor();
    await screenshot(page, 'process-config-zh-CN');

    const warehouses = await call<Warehouse[]>(api, 'GET', '/api/stock/businessCargoWarehouse/itemList');
    const main = warehouses.data.find((w) => w.code === 'MAIN');
    const skus = await call<{ list: { id: string }[] }>(api, 'POST', '/api/product/sku/page', { pageNum: 1, pageSize: 1 });
    assert.ok(main && skus.data.list[0], 'demo data has a main warehouse and SKUs');
    const saved = await call<{ id: string; billNo: string }>(api, 'PUT', '/api/stock/breakage/add', {
      billDate: new Date().toLocaleDateString('sv-SE'),
      warehouseId: main.id,
      lines: [{ skuId: skus.data.list[0].id, qty: '1' }],
    });
    assert.equal(saved.code, 200, saved.msg);
    draftId = saved.data.id;

    await page.goto(`${BASE_URL}/inventory/breakage/detail/${draftId}`);
    const detail = page.locator(`[data-tab-pane="/inventory/breakage/detail/${draftId}"]`);
    await detail.locator('[data-op=review]:not([disabled])').waitFor();
    await page.keyboard.press('F9');
    await confirmOk(page, '审核');
    await expectText(page, `审核人不能是制单人：单据${saved.data.billNo}须由他人审核`);
    await screenshot(page, 'process-config-refused-zh-CN');
    const after = await call<{ status: string }>(api, 'GET', `/api/stock/breakage/${draftId}`);
    assert.equal(after.data.status, 'DRAFT', 'the draft stays unreviewed');
  });
});
