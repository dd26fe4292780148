import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { type ApiSession, apiLogin, call } from './lib/api';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { confirmOperation, documentSteps } from './lib/document';

type Warehouse = { id: string; code: string; name: string };
type StockRow = { warehouseId: string; skuId: string; onHand: string; locked: string; available: string };

/** Inventory documents: a profit-and-loss gain posted with F9/F6, the stock and movements it makes, then a transfer. */
describe('inventory documents and stock', () => {
  let session: Session;
  let page: Page;
  let api: ApiSession;
  let main: Warehouse;
  let other: Warehouse;
  let sku: { id: string; code: string; name: string };
  let breakageBillNo = '';

  const { confirmOk, toast, pickOption } = documentSteps(() => page);

  const onHand = async (warehouseId: string): Promise<number> => {
    const res = await call<{ list: StockRow[] }>(api, 'POST', '/api/stock/stockQuery/page', {
      pageNum: 1,
      pageSize: 10,
      warehouseId,
      skuId: sku.id,
    });
    assert.equal(res.code, 200, res.msg);
    return Number(res.data.list[0]?.onHand ?? 0);
  };
  const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 4 });
  /** The confirmation's button, labelled with the operation itself (审核, 过账). */

  const fillLine = async (pane: ReturnType<Page['locator']>, qty: string) => {
    await pane.locator('#lines_0_skuId').click();
    await pane.locator('#lines_0_skuId').pressSequentially(sku.code);
    await pickOption(sku.code);
    await pane.locator('#lines_0_qty').fill(qty);
  };

  /**
   * A saved draft stays in the editor; F9 reviews it (asked as 确定审核{单据} {单号} 吗？), after
   * which it is the read-only detail; F6 posts it. Each result is told as "{单据} {单号} 已审核".
   */
  const reviewAndPost = async (pane: ReturnType<Page['locator']>, typeName: string) => {
    await pane.locator('[data-testid=document-form]').waitFor();
    const billNo = ((await pane.locator('.q-editor-header h2').textContent()) ?? '').match(/[A-Z]+\d{13}/)?.[0] ?? '';
    assert.ok(billNo, 'the editor of a saved draft names its bill number');
    await pane.locator('[data-op=review]:not([disabled])').waitFor();
    if (typeName === '报损报溢单') await screenshot(page, 'inventory-breakage-draft-zh-CN');
    await page.keyboard.press('F9');
    await page.locator('.ant-modal-confirm', { hasText: `确定审核${typeName} ${billNo} 吗？` }).waitFor();
    await confirmOk('审核');
    // A loaded CI machine can take a while to review and refetch: the status is what counts.
    await pane.locator('.q-editor-header [data-status=REVIEWED]').waitFor({ timeout: 30_000 });
    await toast(`${typeName} ${billNo} 已审核`).waitFor();
    await pane.locator('[data-testid=document-detail]').waitFor();
    assert.equal(await pane.locator('[data-testid=document-form]').count(), 0, 'a reviewed document is no longer a form');
    await pane.locator('[data-op=complete]:not([disabled])').waitFor();
    assert.equal(await pane.locator('[data-op=save], [data-op=review], [data-op=delete]').count(), 0, 'only what the status allows');
    await confirmOperation(page, 'F6', '过账');
    await pane.locator('.q-editor-header [data-status=COMPLETE]').waitFor({ timeout: 30_000 });
    await toast(`${typeName} ${billNo} 已过账`).waitFor();
    return billNo;
  };

  /** A posted document: read-only, its totals row, and its audit trail of save, review and post by the admin. */
  const assertPostedDetail = async (pane: ReturnType<Page['locator']>, totalQty: string | null) => {
    const detail = pane.locator('[data-testid=document-detail][data-status=COMPLETE]');
    await detail.waitFor();
    assert.equal(await detail.locator('input:not([type=radio]), textarea').count(), 0, 'no inputs on a posted document');
    const header = detail.locator('[data-testid=document-header]');
    for (const label of ['审核人', '过账人', '过账时间']) await header.getByText(label, { exact: true }).waitFor();
    if (totalQty !== null) {
      assert.equal((await detail.locator('[data-testid=document-totals] [data-total=qty]').textContent())?.trim(), totalQty);
    }
    const audit = detail.locator('[data-testid=audit-trail] .ant-table-row');
    assert.equal(await audit.count(), 3, 'save, review and post in the audit trail');
    const ops = await audit.evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[1]?.textContent?.trim()));
    assert.deepEqual(ops, ['保存', '审核', '过账']);
    assert.ok(((await audit.nth(2).textContent()) ?? '').includes('已过账'));
    // A posted document offers only its reversal (红冲) and printing, never save, review or post.
    assert.deepEqual(await pane.locator('.q-editor-footer [data-op]').evaluateAll((b) => b.map((x) => x.getAttribute('data-op'))), [
      'reverse',
      'print',
    ]);
  };

  before(async () => {
    api = await apiLogin('admin');
    const warehouses = await call<Warehouse[]>(api, 'GET', '/api/stock/businessCargoWarehouse/itemList');
    main = warehouses.data.find((w) => w.code === 'MAIN') as Warehouse;
    other = warehouses.data.find((w) => w.code === 'DEFECT') as Warehouse;
    assert.ok(main && other, 'demo data has a main and a defective-goods warehouse');
    const skus = await call<{ list: { id: string; code: string; name: string }[] }>(api, 'POST', '/api/product/sku/page', {
      pageNum: 1,
      pageSize: 5,
    });
    sku = skus.data.list[skus.data.list.length - 1];
    assert.ok(sku, 'demo data has SKUs');

    session = await openBrowser();
    page = session.page;
    await login(page, 'admin');
    await page.waitForURL('**/index');
  });

  after(async () => {
    assert.deepEqual(session.errors, [], 'no uncaught page errors');
    await session.close();
  });

  it('posts a profit-and-loss gain with F9 and F6; the stock query and the movements show it', async () => {
    const before = await onHand(main.id);
    await openMenu(page, '库存管理', '报损报溢单');
    const list = page.locator('[data-tab-pane="/inventory/breakage"]');
    await list.locator('[data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/inventory/breakage/add"]');
    await editor.locator('#warehouseId').click();
    await pickOption(main.name);
    await fillLine(editor, '7');
    await editor.getByText('报溢', { exact: true }).waitFor();
    await page.keyboard.press('F4');
    await page.waitForURL('**/inventory/breakage/detail/*');
    const detail = page.locator('[data-tab-pane^="/inventory/breakage/detail/"]');
    await toast('已保存').waitFor();
    breakageBillNo = await reviewAndPost(detail, '报损报溢单');
    assert.match(breakageBillNo, /^BSBY\d{13}$/);
    await assertPostedDetail(detail, '7');
    await detail.locator('[data-testid=document-header]').getByText(main.name).waitFor();
    await screenshot(page, 'inventory-breakage-detail-zh-CN');
    assert.equal(await onHand(main.id), before + 7, 'the gain is in the stock');

    await openMenu(page, '库存管理', '库存查询');
    const stock = page.locator('[data-tab-pane="/inventory/stock"]');
    await stock.locator('[data-filter-keyword]').fill(sku.code);
    await stock.locator('[data-testid=list-search]').click();
    const row = stock.locator('.ant-table-row', { hasText: main.name });
    await row
      .getByText(fmt(before + 7), { exact: true })
      .first()
      .waitFor();
    // The totals row sums everything the filter selects (every warehouse's stock of the SKU).
    const totals = await call<{ onHand: string; rows: number }>(api, 'POST', '/api/stock/stockQuery/totals', { keyword: sku.code });
    assert.equal(totals.code, 200, totals.msg);
    const totalsRow = stock.locator('[data-testid=list-totals]');
    await totalsRow.getByText('合计', { exact: true }).waitFor();
    await totalsRow
      .locator('[data-total=onHand]')
      .getByText(fmt(Number(totals.data.onHand)), { exact: true })
      .waitFor();
    await screenshot(page, 'inventory-stock-query-zh-CN');

    // The stock query exports what its filters select, and the task shows in the download center.
    const exported = page.waitForResponse((r) => r.url().includes('/api/stock/stockQuery/exportExcel'));
    await stock.locator('[data-testid=list-export]').click();
    assert.equal((await exported).status(), 200, 'the stock export is queued');
    const sent = page.locator('[data-testid=sent-to-download-center]').last();
    await sent.waitFor();
    await sent.locator('[data-testid=open-download-center]').click();
    const center = page.locator('[data-tab-pane="/system/downloadCenter"]');
    const task = center.locator('tr[data-task-kind=EXPORT]', { hasText: '库存查询' }).first();
    // Ready to download (已完成); it becomes 已下载 only when the file is fetched.
    await task.locator('[data-task-status=FINISHED]').waitFor({ timeout: 60_000 });
    await screenshot(page, 'inventory-stock-export-download-center-zh-CN');
    // Close the download center again: the later steps open as many tabs as the bar holds.
    await page.locator('.q-tabbar .ant-tabs-tab-active .ant-tabs-tab-remove').click();
    await page.locator('.q-tabbar .ant-tabs-tab', { hasText: '下载中心' }).waitFor({ state: 'detached' });

    await openMenu(page, '库存管理', '商品出入库记录');
    const moves = page.locator('[data-tab-pane="/inventory/movement"]');
    await moves.getByPlaceholder('请输入单据编号').fill(breakageBillNo);
    await moves.locator('[data-testid=list-search]').click();
    const move = moves.locator('.ant-table-row', { hasText: breakageBillNo });
    await move.waitFor();
    assert.ok(((await move.textContent()) ?? '').includes(fmt(before + 7)), 'the running balance after the move');
    await screenshot(page, 'inventory-movement-zh-CN');
  });

  it('completes a warehouse transfer from the main warehouse to another; both quantities change', async () => {
    const outBefore = await onHand(main.id);
    const inBefore = await onHand(other.id);
    await openMenu(page, '库存管理', '调拨单');
    const list = page.locator('[data-tab-pane="/inventory/transfer"]');
    await list.locator('[data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/inventory/transfer/add"]');
    await editor.locator('#outWarehouseId').click();
    await pickOption(main.name);
    await editor.locator('#inWarehouseId').click();
    await pickOption(main.name);
    await editor.getByText('调入仓库不能与调出仓库相同').waitFor();
    await editor.locator('#inWarehouseId').click();
    await pickOption(other.name);
    await editor.getByText('调入仓库不能与调出仓库相同').waitFor({ state: 'detached' });
    await fillLine(editor, '3');
    const gridRows = editor.locator('[data-testid=line-grid] .ant-table-row');
    await page.keyboard.press('F8');
    await gridRows.nth(1).waitFor();
    assert.equal(await gridRows.count(), 2, 'F8 adds a line');
    await gridRows.nth(1).getByRole('button').last().click();
    await gridRows.nth(1).waitFor({ state: 'detached' });
    await screenshot(page, 'inventory-transfer-editor-zh-CN');
    await page.keyboard.press('F4');
    await page.waitForURL('**/inventory/transfer/detail/*');
    const detailPath = new URL(page.url()).pathname;
    const detail = page.locator(`[data-tab-pane="${detailPath}"]`);
    const transferBillNo = await reviewAndPost(detail, '调拨单');
    await assertPostedDetail(detail, '3');
    await screenshot(page, 'inventory-transfer-detail-zh-CN');
    assert.equal(await onHand(main.id), outBefore - 3);
    assert.equal(await onHand(other.id), inBefore + 3);

    await openMenu(page, '库存管理', '库存查询');
    const stock = page.locator('[data-tab-pane="/inventory/stock"]');
    await stock.locator('[data-filter-keyword]').fill(sku.code);
    await stock.locator('[data-testid=list-search]').click();
    await stock
      .locator('.ant-table-row', { hasText: main.name })
      .getByText(fmt(outBefore - 3), { exact: true })
      .first()
      .waitFor();
    await stock
      .locator('.ant-table-row', { hasText: other.name })
      .getByText(fmt(inBefore + 3), { exact: true })
      .first()
      .waitFor();
    await screenshot(page, 'inventory-stock-after-transfer-zh-CN');

    await openMenu(page, '库存管理', '调拨单');
    await list.locator('.ant-table-row [data-status=COMPLETE]').first().waitFor();
    await screenshot(page, 'inventory-transfer-list-zh-CN');

    // The list exports what its filters select, through the download center.
    const exported = page.waitForResponse((r) => r.url().includes('/api/stock/transfer/exportExcel'));
    await list.locator('[data-testid=list-export]').click();
    assert.equal((await exported).status(), 200, 'the transfer export is queued');
    await page.locator('[data-testid=sent-to-download-center]').last().waitFor();
    const task = await call<{ list: { bizKey: string; status: string }[] }>(await apiLogin('admin'), 'POST', '/api/shared/excelTask/page', {
      pageNum: 1,
      pageSize: 5,
      kind: 'EXPORT',
    });
    assert.ok(
      task.data.list.some((x) => x.bizKey === 'document-WAREHOUSE_TRANSFER'),
      'the task is in the download center',
    );

    // A posted transfer is corrected by a reversal (红冲): asked in red with a reason; each names the other.
    await list.locator(`[data-bill-no="${transferBillNo}"]`).click();
    await page.waitForURL(`**${detailPath}`);
    await detail.locator('[data-op=reverse]').click();
    const ask = page.locator('.ant-modal-confirm', { hasText: `确定红冲调拨单 ${transferBillNo} 吗？` });
    await ask.waitFor();
    await ask.locator('[data-testid=operation-reason]').fill('调错仓库');
    await screenshot(page, 'inventory-transfer-reverse-confirm-zh-CN');
    await confirmOk('红冲');
    await toast(`调拨单 ${transferBillNo} 已红冲，红冲单 DBD`).waitFor();
    const toReversal = detail.locator('[data-testid=document-links] [data-link=REVERSED_BY] a');
    await toReversal.waitFor();
    await detail.locator('[data-reversal=by]').waitFor();
    assert.equal(
      await detail.locator('.q-editor-footer [data-op]:not([data-op=print])').count(),
      0,
      'a reversed document offers nothing but printing',
    );
    await detail.locator('[data-testid=audit-trail] .ant-table-row', { hasText: '调错仓库' }).getByText('红冲').waitFor();
    const reversalNo = ((await toReversal.textContent()) ?? '').trim();
    assert.match(reversalNo, /^DBD\d{13}$/);
    await toReversal.click();
    await page.waitForURL((url) => url.pathname.startsWith('/inventory/transfer/detail/') && url.pathname !== detailPath);
    const reversal = page.locator(`[data-tab-pane="${new URL(page.url()).pathname}"]`);
    await reversal.locator('[data-testid=document-links] [data-link=REVERSAL_OF]', { hasText: transferBillNo }).waitFor();
    await reversal.locator('[data-reversal=of]').waitFor();
    await reversal.locator('[data-testid=document-header]').getByText('调错仓库').waitFor();
    await screenshot(page, 'inventory-transfer-reversal-detail-zh-CN');

    // The same detail in English and Indonesian: the glossary's words, no Chinese left.
    for (const [language, related, status] of [
      ['English', 'Related documents', 'Posted'],
      ['Bahasa Indonesia', 'Dokumen terkait', 'Diposting'],
    ] as const) {
      await page.locator('[data-testid=language-switch]').click();
      await page.getByRole('menuitem', { name: language }).click();
      await reversal.locator('[data-testid=document-header]').getByText(related, { exact: true }).waitFor();
      await reversal.locator('.q-editor-header [data-status=COMPLETE]', { hasText: status }).waitFor();
      await screenshot(page, `inventory-transfer-reversal-detail-${language === 'English' ? 'en-US' : 'id-ID'}`);
    }
    await page.locator('[data-testid=language-switch]').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await page.locator('.ant-menu-submenu-title', { hasText: '库存管理' }).waitFor();
    // Esc leaves a detail (its tab closes): the reversal, then the original.
    await page.keyboard.press('Escape');
    await reversal.waitFor({ state: 'detached' });
    await list.locator(`[data-bill-no="${transferBillNo}"]`).click();
    await detail.locator('[data-testid=document-detail]').waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    assert.equal(await onHand(main.id), outBefore, 'the reversal gives the stock back');
    assert.equal(await onHand(other.id), inBefore);
  });

  it('posts a cost adjustment and shows the daily checkout screen', async () => {
    await openMenu(page, '库存管理', '成本调整单');
    const list = page.locator('[data-tab-pane="/inventory/costAdjust"]');
    await list.locator('[data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/inventory/costAdjust/add"]');
    await editor.locator('#lines_0_skuId').click();
    await editor.locator('#lines_0_skuId').pressSequentially(sku.code);
    await pickOption(sku.code);
    await editor.locator('#lines_0_unitCost').fill('1.25');
    await page.keyboard.press('F4');
    await page.waitForURL('**/inventory/costAdjust/detail/*');
    const detail = page.locator('[data-tab-pane^="/inventory/costAdjust/detail/"]');
    await reviewAndPost(detail, '成本调整单');
    await assertPostedDetail(detail, null);
    await detail.locator('.ant-table-row', { hasText: sku.code }).getByText('1.25', { exact: true }).waitFor();
    await screenshot(page, 'inventory-cost-adjust-detail-zh-CN');

    await openMenu(page, '系统管理', '日结');
    const checkout = page.locator('[data-testid=daily-checkout]');
    await checkout.locator('[data-op=close]').waitFor();
    await screenshot(page, 'system-daily-checkout-zh-CN');
  });
});
