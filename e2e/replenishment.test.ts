import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { type ApiSession, apiLogin, call } from './lib/api';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';

type Line = { skuId: string; skuCode: string; supplierId: string | null; suggestedQty: string };

/**
 * The warehouse keeper replenishes through the screens (issue 18): computes the demo sale
 * warehouse's suggestions, changes one quantity, turns the chosen lines into draft purchase
 * orders (one per supplier) and opens one; the screen also reads in English and Indonesian.
 */
describe('replenishment suggestions to purchase orders', () => {
  let session: Session;
  let page: Page;
  let api: ApiSession;
  let lines: Line[] = [];
  const pane = () => page.locator('[data-tab-pane="/inventory/replenishment"]');

  before(async () => {
    api = await apiLogin('wh01');
    session = await openBrowser();
    page = session.page;
    await login(page, 'wh01');
    await page.waitForURL('**/index');
  });

  after(async () => {
    assert.deepEqual(session.errors, [], 'no uncaught page errors');
    await session.close();
  });

  it('computes the sale warehouse: every line shows d, N, on hand, in transit, locked, available, limits and the suggestion', async () => {
    await openMenu(page, '库存管理', '补货建议');
    const compute = pane().locator('[data-testid=replenishment-compute]');
    // The default sale warehouse (the demo's rule names it) is chosen for a start.
    const items = await call<{ id: string; name: string; defaultKinds: string[] }[]>(
      api,
      'GET',
      '/api/stock/businessCargoWarehouse/itemList',
    );
    const w = items.data.find((x) => x.defaultKinds.includes('SALE')) ?? items.data[0];
    await pane().locator('[data-testid=replenishment-filters]', { hasText: w.name }).waitFor();
    await compute.click();
    await pane().locator('[data-testid=replenishment-summary]').waitFor();
    await pane().locator('.ant-table-row').first().waitFor({ timeout: 15_000 });
    const rows = await pane().locator('.ant-table-row').count();
    assert.ok(rows > 0, 'the demo sale warehouse shows suggestions');
    // The same figures from the API, for the checks below.
    const res = await call<{ list: Line[] }>(api, 'POST', '/api/stock/replenishment/suggest', { warehouseId: w.id, pageSize: 200 });
    assert.equal(res.code, 200, res.msg);
    lines = res.data.list;
    assert.equal(lines.length, rows);
    const first = pane().locator(`.ant-table-row[data-row-key="${lines[0].skuId}"]`);
    await first.getByText(lines[0].skuCode).waitFor();
    for (const header of [
      '日均销量',
      '日均销量天数',
      '现存量',
      '在途量',
      '锁定量',
      '可用量',
      '补货下限',
      '补货上限',
      '建议补货量',
      '采购数量',
    ]) {
      await pane().locator('.ant-table-thead th', { hasText: header }).first().waitFor();
    }
    await screenshot(page, 'replenishment-suggestions-zh-CN');
  });

  it('changes one quantity and one supplier, orders the chosen lines as draft purchase orders per supplier and opens one', async () => {
    const withSupplier = lines.filter((l) => l.supplierId !== null).slice(0, 2);
    assert.ok(withSupplier.length > 0, 'the demo rule names a supplier');
    const edited = withSupplier[0];
    const input = pane().locator(`[data-qty-input="${edited.skuId}"] input, input[data-qty-input="${edited.skuId}"]`).first();
    await input.fill('50');
    await input.blur();
    // The edited line goes to another supplier than the one suggested.
    const suppliers = await call<{ id: string; supplierCode: string; supplierName: string; status: string }[]>(
      api,
      'POST',
      '/api/basic/supplier/list',
      { status: 'ENABLE' },
    );
    const other = suppliers.data.find((s) => s.id !== edited.supplierId && s.status === 'ENABLE');
    assert.ok(other, 'the demo has a second supplier');
    const supplierSelect = pane().locator(`[data-supplier-select="${edited.skuId}"]`);
    await supplierSelect.click();
    await supplierSelect.locator('input').pressSequentially(other.supplierCode);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: other.supplierName }).first().click();
    await supplierSelect.getByText(other.supplierName).waitFor();
    for (const l of withSupplier) {
      await pane().locator(`.ant-table-row[data-row-key="${l.skuId}"] .ant-checkbox-input`).check();
    }
    await pane()
      .locator('[data-testid=replenishment-summary]', { hasText: `已勾选 ${withSupplier.length} 行` })
      .waitFor();
    await pane().locator('[data-testid=replenishment-to-orders]').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    const made = pane().locator('[data-testid=replenishment-orders]');
    await made.waitFor();
    const billNo = ((await made.locator('[data-bill-no]').first().textContent()) ?? '').trim();
    assert.match(billNo, /^CGDD\d{13}$/);
    await screenshot(page, 'replenishment-orders-made-zh-CN');

    // The order holds the edited quantity, as a draft.
    const found = await call<{ list: { id: string; billNo: string; status: string }[] }>(api, 'POST', '/api/order/purchaseOrder/page', {
      pageNum: 1,
      pageSize: 5,
      billNo,
    });
    assert.equal(found.code, 200, found.msg);
    assert.equal(found.data.list[0]?.status, 'DRAFT');
    // The edited line is on the order of the supplier chosen for it, with the edited quantity.
    const billNos = (await made.locator('[data-bill-no]').allTextContents()).map((x) => x.trim());
    let line: { skuId: string; qty: string } | undefined;
    for (const no of billNos) {
      const page1 = await call<{ list: { id: string }[] }>(api, 'POST', '/api/order/purchaseOrder/page', {
        pageNum: 1,
        pageSize: 5,
        billNo: no,
      });
      const order = await call<{ supplierId: string; lines: { skuId: string; qty: string }[] }>(
        api,
        'GET',
        `/api/order/purchaseOrder/${page1.data.list[0].id}`,
      );
      const hit = order.data.lines.find((l) => l.skuId === edited.skuId);
      if (!hit) continue;
      assert.equal(order.data.supplierId, other.id, 'the line went to the supplier chosen for it');
      line = hit;
    }
    assert.ok(line, 'the edited line is on an order');
    assert.equal(Number(line.qty), 50);

    await made.locator('[data-bill-no]').first().click();
    await page.waitForURL('**/purchase/purchaseOrder/detail/*');
    const order = page.locator('[data-tab-pane^="/purchase/purchaseOrder/detail/"]');
    await order.locator('[data-testid=document-detail]').waitFor();
    await order.getByText(billNo).first().waitFor();
    await screenshot(page, 'replenishment-order-detail-zh-CN');
  });

  it('reads in English and Indonesian, with the configuration tab', async () => {
    await openMenu(page, '库存管理', '补货建议');
    for (const [language, tag, header, tab, level] of [
      ['English', 'en-US', 'Daily sales (d)', 'Configuration', 'Business group'],
      ['Bahasa Indonesia', 'id-ID', 'Penjualan harian (d)', 'Konfigurasi', 'Unit bisnis'],
    ] as const) {
      await page.locator('[data-testid=language-switch]').click();
      await page.getByRole('menuitem', { name: language }).click();
      await pane().locator('[data-testid=replenishment-compute]').click();
      await pane().locator('.ant-table-thead th', { hasText: header }).first().waitFor();
      await screenshot(page, `replenishment-suggestions-${tag}`);
      await pane().getByRole('tab', { name: tab }).click();
      // The demo's group rule and its warehouse rule, named in the language.
      await screenshot(page, `replenishment-config-${tag}-opening`);
      await pane().locator('.ant-table-row', { hasText: level }).first().waitFor();
      await screenshot(page, `replenishment-config-${tag}`);
      await pane()
        .getByRole('tab', { name: tab === 'Configuration' ? 'Suggestions' : 'Saran' })
        .click();
    }
    await page.locator('[data-testid=language-switch]').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
  });
});
