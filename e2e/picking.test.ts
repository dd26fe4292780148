import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { type ApiSession, apiLogin, call } from './lib/api';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { newCustomer, richestGoods, type StockRow } from './lib/fixtures';

declare global {
  interface Window {
    __quireLastPrint?: { html: string; at: number };
  }
}

type Result = { id: string; billNo: string; version: number };

/**
 * 拣货装箱 as wh01, the warehouse keeper (tolerance: 2 % under, 5 % over): a reviewed sale of 10
 * is started, scanned with a USB scanner (the scan field keeps the focus), picked 8 — beyond
 * tolerance, so F3 asks for the picking authorization code of the administrator and a reason —
 * boxed in 2 boxes (F2), its labels printed "第 1 箱 / 共 2 箱" (F11), then posted: 8 leave the
 * warehouse, not 10.
 */
describe('picking and boxing', () => {
  let session: Session;
  let page: Page;
  let api: ApiSession;
  let goods: StockRow;
  let warehouseId = '';
  const stamp = String(Date.now()).slice(-6);
  const customer = { id: '', code: `JH${stamp}`, name: `拣货客户${stamp}` };
  const sale = { id: '', billNo: '' };
  const today = new Date().toLocaleDateString('sv-SE');
  const pane = () => page.locator('[data-tab-pane="/wholesale/picking"]');
  const drawer = () => page.locator('[data-testid=pick-view]');
  const available = async () => {
    const stock = await call<{ list: StockRow[] }>(api, 'POST', '/api/stock/stockQuery/page', {
      pageNum: 1,
      pageSize: 5,
      warehouseId,
      skuId: goods.skuId,
    });
    return Number(stock.data.list[0].available);
  };
  let before0 = 0;

  before(async () => {
    const admin = await apiLogin('admin');
    api = admin;
    customer.id = await newCustomer(api, customer);
    warehouseId = admin.user.defaultSaleWarehouseId ?? '';
    assert.ok(warehouseId, 'the demo group has a default sale warehouse');
    goods = await richestGoods(api, warehouseId, 20);
    before0 = await available();
    const draft = await call<Result>(api, 'PUT', '/api/order/wholesaleSale/add', {
      billDate: today,
      customerId: customer.id,
      warehouseId,
      lines: [{ skuId: goods.skuId, qty: '10', price: '3' }],
    });
    assert.equal(draft.code, 200, draft.msg);
    const reviewed = await call<Result>(api, 'POST', '/api/order/wholesaleSale/review', { id: draft.data.id, version: draft.data.version });
    assert.equal(reviewed.code, 200, reviewed.msg);
    Object.assign(sale, { id: reviewed.data.id, billNo: reviewed.data.billNo });
    assert.equal(await available(), before0 - 10, 'review locks the 10');

    session = await openBrowser();
    page = session.page;
    await login(page, 'wh01');
    await page.waitForURL('**/index');
  });

  after(async () => {
    await session?.close();
  });

  it('starts picking, scans with the field keeping the focus, and completes 8 of 10 with the authorization code', async () => {
    await openMenu(page, '批发业务', '拣货装箱');
    const row = pane().locator('.ant-table-row', { hasText: sale.billNo });
    await row.waitFor();
    await row.locator('[data-action=start]').click();
    await drawer().waitFor();
    const scan = page.locator('[data-testid=picking-scan]');
    await scan.waitFor();
    // The scanner types into the focused field and presses Enter, three times.
    for (let i = 1; i <= 3; i++) {
      await page.keyboard.type(goods.skuCode);
      await page.keyboard.press('Enter');
      await page.locator('[data-testid=picking-scan-result]', { hasText: `已拣 ${i}` }).waitFor();
    }
    // The rest is counted by hand: 8 picked.
    const qty = page.locator('input[data-testid=picked-qty-0], [data-testid=picked-qty-0] input').first();
    await qty.fill('8');
    await qty.press('Enter');
    await page.locator('[data-beyond=true]', { hasText: '-2' }).waitFor();
    await screenshot(page, 'picking-scan-zh-CN');

    await page.keyboard.press('F3');
    const form = page.locator('[data-testid=picking-auth-form]');
    await form.waitFor();
    await page.locator('[data-testid=picking-auth-employee]').fill('admin');
    await page.locator('[data-testid=picking-auth-code]').fill('wrong-code');
    await page.locator('[data-testid=picking-auth-reason]').fill('货架只剩 8 支');
    await page.locator('[data-testid=picking-auth-ok]').click();
    await form.getByText('授权人或拣货授权码不正确').waitFor();
    await page.locator('[data-testid=picking-auth-code]').fill('Quire@2026');
    await page.locator('[data-testid=picking-auth-ok]').click();
    await page.locator('[data-testid=pick-view][data-picking-state=PICKED]').waitFor();
    await drawer().getByText('系统管理员').waitFor();
    await drawer().getByText('货架只剩 8 支').waitFor();
    assert.equal(await available(), before0 - 8, 'the lock follows the picked 8');
  });

  it('boxes in two boxes (F2) and prints the labels "第 i 箱 / 共 2 箱" (F11)', async () => {
    await page.keyboard.press('F2');
    await page.locator('input[data-testid=box-count], [data-testid=box-count] input').first().fill('2');
    await page.locator('input[data-testid=label-count], [data-testid=label-count] input').first().fill('1');
    await page.locator('[data-testid=box-ok]').click();
    await drawer().getByText('2 箱').waitFor();
    await screenshot(page, 'picking-boxed-zh-CN');

    const t0 = Date.now();
    await page.keyboard.press('F11');
    await page.locator('[data-testid=print-box-labels]').click();
    await page.waitForFunction((t) => (window.__quireLastPrint?.at ?? 0) > t, t0, { timeout: 20_000 });
    const html = (await page.evaluate(() => window.__quireLastPrint?.html)) ?? '';
    for (const text of ['第 1 箱 / 共 2 箱', '第 2 箱 / 共 2 箱', sale.billNo, customer.name, '陆家嘴环路 1 号']) {
      assert.ok(html.includes(text), `${text} on the labels`);
    }
    assert.ok(html.includes('<svg'), 'the labels carry a barcode');
  });

  it('posts the picked sale: 8 leave the warehouse', async () => {
    const detail = await call<{ version: number; totalAmount: string }>(api, 'GET', `/api/order/wholesaleSale/${sale.id}`);
    assert.equal(detail.data.totalAmount, '24.00');
    const posted = await call<Result>(api, 'POST', '/api/order/wholesaleSale/complete', { id: sale.id, version: detail.data.version });
    assert.equal(posted.code, 200, posted.msg);
    assert.equal(await available(), before0 - 8);
  });
});
