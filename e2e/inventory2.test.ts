import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { type ApiSession, apiLogin, call } from './lib/api';
import { BASE_URL, login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { confirmOperation, documentSteps } from './lib/document';

type Warehouse = { id: string; code: string; name: string };
type StockRow = { warehouseId: string; skuId: string; onHand: string };
type Hit = { id: string; code: string; name: string };

/** The warehouse keeper (wh01) issues goods on a requisition and assembles gift sets, then sees stock and movements. */
describe('requisitions and product processing as the warehouse keeper', () => {
  let session: Session;
  let page: Page;
  let api: ApiSession;
  let main: Warehouse;
  let sku: Hit;
  let kit: Hit;
  let processBillNo = '';
  let processDetailPath = '';

  const { confirmOk, toast, pickOption } = documentSteps(() => page);

  const onHand = async (skuId: string): Promise<number> => {
    const res = await call<{ list: StockRow[] }>(api, 'POST', '/api/stock/stockQuery/page', {
      pageNum: 1,
      pageSize: 10,
      warehouseId: main.id,
      skuId,
    });
    assert.equal(res.code, 200, res.msg);
    return Number(res.data.list[0]?.onHand ?? 0);
  };

  /** F9 reviews the saved draft, F6 posts it; each told as "{单据} {单号} 已审核 / 已过账". */
  const reviewAndPost = async (pane: Locator, typeName: string) => {
    await pane.locator('[data-testid=document-form]').waitFor();
    const billNo = ((await pane.locator('.q-editor-header h2').textContent()) ?? '').match(/[A-Z]+\d{13}/)?.[0] ?? '';
    assert.ok(billNo, 'the editor of a saved draft names its bill number');
    await pane.locator('[data-op=review]:not([disabled])').waitFor();
    await page.keyboard.press('F9');
    await page.locator('.ant-modal-confirm', { hasText: `确定审核${typeName} ${billNo} 吗？` }).waitFor();
    await confirmOk('审核');
    await pane.locator('.q-editor-header [data-status=REVIEWED]').waitFor({ timeout: 30_000 });
    await toast(`${typeName} ${billNo} 已审核`).waitFor();
    await pane.locator('[data-op=complete]:not([disabled])').waitFor();
    await confirmOperation(page, 'F6', '过账');
    await pane.locator('.q-editor-header [data-status=COMPLETE]').waitFor({ timeout: 30_000 });
    await toast(`${typeName} ${billNo} 已过账`).waitFor();
    return billNo;
  };

  before(async () => {
    api = await apiLogin('wh01');
    const warehouses = await call<Warehouse[]>(api, 'GET', '/api/stock/businessCargoWarehouse/itemList');
    main = warehouses.data.find((w) => w.code === 'MAIN') as Warehouse;
    assert.ok(main, 'demo data has a main warehouse');
    const stocked = await call<{ list: { skuId: string; skuCode: string; skuName: string; available: string }[] }>(
      api,
      'POST',
      '/api/stock/stockQuery/page',
      { pageNum: 1, pageSize: 50, warehouseId: main.id, hideZero: true },
    );
    const row = stocked.data.list.find((r) => Number(r.available) >= 10 && !r.skuCode.startsWith('TZ'));
    sku = row ? { id: row.skuId, code: row.skuCode, name: row.skuName } : (undefined as never);
    const kits = await call<{ list: Hit[] }>(api, 'POST', '/api/product/goodsCache/page', {
      keyword: 'TZ0003',
      pageNum: 1,
      pageSize: 5,
      isCombined: true,
    });
    kit = kits.data.list[0];
    assert.ok(sku && kit, 'demo data has goods and the office desk set (a combined product)');

    session = await openBrowser();
    page = session.page;
    await login(page, 'wh01');
    await page.waitForURL('**/index');
  });

  after(async () => {
    assert.deepEqual(session.errors, [], 'no uncaught page errors');
    await session.close();
  });

  it('issues goods to a department on a requisition; the stock falls', async () => {
    const before = await onHand(sku.id);
    await openMenu(page, '库存管理', '领用单');
    const list = page.locator('[data-tab-pane="/inventory/materialReceive"]');
    // The demo's posted requisition is listed.
    await list.locator('.ant-table-row [data-status=COMPLETE]').first().waitFor();
    await screenshot(page, 'inventory2-requisition-list-zh-CN');
    await list.locator('[data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/inventory/materialReceive/add"]');
    await editor.locator('#warehouseId').click();
    await pickOption(main.name);
    await editor.locator('#departmentName').fill('行政部');
    await editor.locator('#purpose').fill('会议室补充用笔');
    await editor.locator('#lines_0_skuId').click();
    await editor.locator('#lines_0_skuId').pressSequentially(sku.code);
    await pickOption(sku.code);
    await editor.locator('#lines_0_qty').fill('3');
    await screenshot(page, 'inventory2-requisition-editor-zh-CN');
    await page.keyboard.press('F4');
    await page.waitForURL('**/inventory/materialReceive/detail/*');
    const detail = page.locator('[data-tab-pane^="/inventory/materialReceive/detail/"]');
    const billNo = await reviewAndPost(detail, '领用单');
    assert.match(billNo, /^LYD\d{13}$/);
    const header = detail.locator('[data-testid=document-header]');
    await header.getByText('会议室补充用笔').waitFor();
    await header.getByText('行政部').waitFor();
    await screenshot(page, 'inventory2-requisition-detail-zh-CN');
    assert.equal(await onHand(sku.id), before - 3, 'the requisition took the goods out');
  });

  it('assembles 2 office desk sets: the lines follow from the components; the kits come in, the components go out', async () => {
    const kitBefore = await onHand(kit.id);
    await openMenu(page, '库存管理', '商品加工单');
    const list = page.locator('[data-tab-pane="/inventory/skuProcess"]');
    await list.locator('.ant-table-row [data-status=COMPLETE]').first().waitFor();
    await screenshot(page, 'inventory2-processing-list-zh-CN');
    await list.locator('[data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/inventory/skuProcess/add"]');
    await editor.locator('#warehouseId').click();
    await pickOption(main.name);
    await editor.locator('#productSkuId').click();
    await editor.locator('#productSkuId').pressSequentially(kit.code);
    await pickOption(kit.code);
    await editor.locator('#productQty').fill('2');
    const lines = editor.locator('[data-testid=process-lines] .ant-table-row');
    await lines.first().waitFor();
    assert.ok((await lines.count()) >= 2, 'one line per component');
    await screenshot(page, 'inventory2-processing-editor-zh-CN');
    await page.keyboard.press('F4');
    await page.waitForURL('**/inventory/skuProcess/detail/*');
    processDetailPath = new URL(page.url()).pathname;
    const detail = page.locator(`[data-tab-pane="${processDetailPath}"]`);
    processBillNo = await reviewAndPost(detail, '商品加工单');
    assert.match(processBillNo, /^JGD\d{13}$/);
    await detail.getByText('成品', { exact: true }).first().waitFor();
    await screenshot(page, 'inventory2-processing-detail-zh-CN');
    assert.equal(await onHand(kit.id), kitBefore + 2, 'the assembled sets are in stock');
  });

  it('shows the sets in the stock query and the processing in the movements', async () => {
    await openMenu(page, '库存管理', '库存查询');
    const stock = page.locator('[data-tab-pane="/inventory/stock"]');
    await stock.locator('[data-filter-keyword]').fill(kit.code);
    await stock.locator('[data-testid=list-search]').click();
    await stock.locator('.ant-table-row', { hasText: main.name }).first().waitFor();
    await screenshot(page, 'inventory2-stock-zh-CN');

    await openMenu(page, '库存管理', '商品出入库记录');
    const moves = page.locator('[data-tab-pane="/inventory/movement"]');
    await moves.getByPlaceholder('请输入单据编号').fill(processBillNo);
    await moves.locator('[data-testid=list-search]').click();
    await moves.locator('.ant-table-row', { hasText: processBillNo }).first().waitFor();
    assert.ok((await moves.locator('.ant-table-row', { hasText: processBillNo }).count()) >= 3, 'the set in and each component out');
    await screenshot(page, 'inventory2-movement-zh-CN');
  });

  it('reads the processing in Indonesian', async () => {
    await page.evaluate((lang) => localStorage.setItem('quire.language', lang), 'id-ID');
    await page.goto(`${BASE_URL}${processDetailPath}`);
    const detail = page.locator(`[data-tab-pane="${processDetailPath}"] [data-testid=document-detail]`);
    await detail.waitFor();
    await detail.getByText('Produk jadi', { exact: true }).first().waitFor();
    await detail.getByText('Rakit', { exact: true }).first().waitFor();
    await screenshot(page, 'inventory2-processing-detail-id-ID');
    await page.goto(`${BASE_URL}/inventory/materialReceive`);
    await page.locator('[data-tab-pane="/inventory/materialReceive"] .ant-table-row').first().waitFor();
    await screenshot(page, 'inventory2-requisition-list-id-ID');
    await page.evaluate((lang) => localStorage.setItem('quire.language', lang), 'zh-CN');
  });
});
