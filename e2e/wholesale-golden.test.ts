import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { type ApiSession, apiLogin, call } from './lib/api';
import { BASE_URL, login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { confirmOperation, documentSteps, expectToast } from './lib/document';
import { newCustomer, richestGoods, type StockRow } from './lib/fixtures';

declare global {
  interface Window {
    __quireLastPrint?: { html: string; at: number };
  }
}

/**
 * The golden wholesale flow through the screens, its figures worked by hand (P: the line's price
 * as the price resolution gives it, B: the SKU's on hand in the sale warehouse before):
 *
 * - sales01 orders 10 for a new customer whose credit limit is 1.00, reviews the order (F9),
 *   transfers 6 of it (部分转单): the 6 × P unsent is above the 1.00 of credit, so the transfer
 *   warns 信用额度不足 and 继续转单 makes the draft sale of 6, which sales01 reviews (locks 6).
 * - wh01 picks it (拣货装箱): 5 of 6 is −16.7 %, beyond wh01's 2 % under, so F3 asks the
 *   administrator's picking authorization code; boxes it in 2 boxes (F2) and prints the labels
 *   "第 1 箱 / 共 2 箱", "第 2 箱 / 共 2 箱" (F11). The sale now sends 5.
 * - sales01 posts the sale (F6): 5 leave the warehouse (on hand B − 5, a movement of −5), the
 *   customer owes 5 × P.
 * - sales01 returns 2 of it through 批发退货单 › 从销售单选择 (linked to the sale line, at P),
 *   reviews and posts it: 2 come back (on hand B − 3, a movement of +2), the customer owes
 *   5 × P − 2 × P = 3 × P.
 *
 * The stock query, the SKU's movements and the customer's open entries must all agree.
 */
describe('golden wholesale flow: order → partial transfer → pick → box → labels → post → linked return', () => {
  let sales: Session;
  let keeper: Session;
  let page: Page;
  let api: ApiSession & { user: { defaultSaleWarehouseId?: string | null } };
  /** The administrator reads the movements (商品出入库记录 is not a sales clerk's screen). */
  let audit: ApiSession;
  let goods: StockRow;
  let warehouseId = '';
  let warehouseName = '';
  const stamp = String(Date.now()).slice(-6);
  const customer = { id: '', code: `HJ${stamp}`, name: `黄金流程客户${stamp}` };
  const sale = { id: '', billNo: '' };
  let returnNo = '';
  let price = 0;
  let onHandBefore = 0;

  const { confirmOk, toast, pickOption, review } = documentSteps(() => page);
  const money = (n: number) => n.toFixed(2);

  const onHand = async () => {
    const res = await call<{ list: (StockRow & { onHand: string })[] }>(api, 'POST', '/api/stock/stockQuery/page', {
      pageNum: 1,
      pageSize: 5,
      warehouseId,
      skuId: goods.skuId,
    });
    assert.equal(res.code, 200, res.msg);
    return Number(res.data.list[0]?.onHand ?? 0);
  };
  const receivable = async () => {
    const res = await call<{ balance: string }>(api, 'POST', '/api/order/settlementOrder/openEntries', { customerId: customer.id });
    assert.equal(res.code, 200, res.msg);
    return res.data.balance;
  };
  const movements = async (billNo: string) => {
    const res = await call<{ list: { qty: string; balanceQtyAfter: string; documentType: string }[] }>(
      audit,
      'POST',
      '/api/stock/movement/page',
      {
        pageNum: 1,
        pageSize: 10,
        warehouseId,
        skuId: goods.skuId,
        billNo,
      },
    );
    assert.equal(res.code, 200, res.msg);
    return res.data.list;
  };

  /** After 转单: the credit warning is answered 继续转单; any other question fails the flow with its words. */
  const continuePastCreditWarning = async () => {
    const asked = page.locator('.ant-modal-confirm:visible', { hasText: '转单提示' });
    await asked.waitFor({ timeout: 30_000 });
    const words = (await asked.textContent()) ?? '';
    assert.match(words, /信用额度不足/, `the transfer warns of the credit: ${words}`);
    assert.ok(words.includes(customer.name), 'the warning names the customer');
    await screenshot(page, 'golden-credit-warning-zh-CN');
    await confirmOk('继续转单');
    await page.waitForURL('**/wholesale/wholesaleSale/detail/*', { timeout: 30_000 });
  };

  const pickCustomer = async (editor: Locator) => {
    await editor.locator('#customerId').click();
    await editor.locator('#customerId').pressSequentially(customer.code);
    await pickOption(customer.name);
  };

  before(async () => {
    const salesApi = await apiLogin('sales01');
    api = salesApi;
    warehouseId = salesApi.user.defaultSaleWarehouseId ?? '';
    assert.ok(warehouseId, 'the demo group has a default sale warehouse');
    const admin = await apiLogin('admin');
    audit = admin;
    // A credit limit of 1.00: any transfer of these goods is beyond it.
    customer.id = await newCustomer(admin, customer, { ifCreditLimit: true, creditLimit: '1.00' });
    goods = await richestGoods(admin, warehouseId, 20);
    const warehouses = await call<{ id: string; name: string }[]>(api, 'GET', '/api/stock/businessCargoWarehouse/itemList');
    warehouseName = warehouses.data.find((w) => w.id === warehouseId)?.name ?? '';
    onHandBefore = await onHand();
    assert.equal(await receivable(), '0.00', 'a new customer owes nothing');

    sales = await openBrowser();
    page = sales.page;
    await login(page, 'sales01');
    await page.waitForURL('**/index');
  });

  after(async () => {
    assert.deepEqual(sales?.errors ?? [], [], 'no uncaught page errors (sales01)');
    assert.deepEqual(keeper?.errors ?? [], [], 'no uncaught page errors (wh01)');
    await sales?.close();
    await keeper?.close();
  });

  it('sales01 orders 10, reviews, transfers 6 past the credit warning (继续转单) and reviews the draft sale', async () => {
    await openMenu(page, '批发业务', '批发订单');
    await page.locator('[data-tab-pane="/wholesale/saleOrder"] [data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/wholesale/saleOrder/add"]');
    await pickCustomer(editor);
    if (!(await editor.locator('[data-testid=warehouse] .ant-select-selection-item').count())) {
      await editor.locator('#warehouseId').click();
      await pickOption(warehouseName);
    }
    await editor.locator('#lines_0_skuId').click();
    await editor.locator('#lines_0_skuId').pressSequentially(goods.skuCode);
    await pickOption(goods.skuCode);
    await editor.locator('#lines_0_qty').fill('10');
    await editor.locator('[data-price-source]').first().waitFor();
    price = Number(await editor.locator('#lines_0_price').inputValue());
    assert.ok(price > 0, `the line is priced (${price})`);
    await page.keyboard.press('F4');
    await page.waitForURL('**/wholesale/saleOrder/detail/*');
    await toast('已保存').waitFor();
    const order = page.locator('[data-tab-pane^="/wholesale/saleOrder/detail/"]');
    const orderNo = await review(order, '批发订单');
    assert.match(orderNo, /^PFDD\d{13}$/);

    await order.locator('[data-testid=partial-transfer]').click();
    const dialog = page.locator('.ant-modal', { hasText: `部分转单 — ${orderNo}` });
    await dialog.locator('[data-testid=partial-qty-1]').fill('6');
    await dialog.getByRole('button', { name: '生成批发销售单' }).click();
    await continuePastCreditWarning();
    sale.id = page.url().split('/').pop() ?? '';
    const draft = page.locator(`[data-tab-pane="/wholesale/wholesaleSale/detail/${sale.id}"]`);
    await draft.locator('#lines_0_qty').waitFor();
    assert.equal(Number(await draft.locator('#lines_0_qty').inputValue()), 6, 'the draft sale takes the 6 chosen');
    sale.billNo = await review(draft, '批发销售单');
    assert.match(sale.billNo, /^PFXS\d{13}$/);
    await screenshot(page, 'golden-sale-reviewed-zh-CN');
    assert.equal(await onHand(), onHandBefore, 'review locks, nothing has left yet');
  });

  it('wh01 picks 5 of 6 with the picking authorization code (F3), boxes in 2 (F2) and prints "第 i 箱 / 共 2 箱" (F11)', async () => {
    keeper = await openBrowser();
    const wh = keeper.page;
    await login(wh, 'wh01');
    await wh.waitForURL('**/index');
    await openMenu(wh, '批发业务', '拣货装箱');
    const row = wh.locator('[data-tab-pane="/wholesale/picking"] .ant-table-row', { hasText: sale.billNo });
    await row.waitFor();
    await row.locator('[data-action=start]').click();
    await wh.locator('[data-testid=pick-view]').waitFor();
    // One scanned, the rest counted by hand: 5 picked.
    await wh.locator('[data-testid=picking-scan]').waitFor();
    await wh.keyboard.type(goods.skuCode);
    await wh.keyboard.press('Enter');
    await wh.locator('[data-testid=picking-scan-result]', { hasText: '已拣 1' }).waitFor();
    const qty = wh.locator('input[data-testid=picked-qty-0], [data-testid=picked-qty-0] input').first();
    await qty.fill('5');
    await qty.press('Enter');
    await wh.locator('[data-beyond=true]', { hasText: '-1' }).waitFor();

    await wh.keyboard.press('F3');
    await wh.locator('[data-testid=picking-auth-form]').waitFor();
    await wh.locator('[data-testid=picking-auth-employee]').fill('admin');
    await wh.locator('[data-testid=picking-auth-code]').fill('Quire@2026');
    await wh.locator('[data-testid=picking-auth-reason]').fill('货架只剩 5 件');
    await screenshot(wh, 'golden-picking-auth-zh-CN');
    await wh.locator('[data-testid=picking-auth-ok]').click();
    await wh.locator('[data-testid=pick-view][data-picking-state=PICKED]').waitFor();
    await wh.locator('[data-testid=pick-view]').getByText('货架只剩 5 件').waitFor();

    await wh.keyboard.press('F2');
    await wh.locator('input[data-testid=box-count], [data-testid=box-count] input').first().fill('2');
    await wh.locator('input[data-testid=label-count], [data-testid=label-count] input').first().fill('1');
    await wh.locator('[data-testid=box-ok]').click();
    await wh.locator('[data-testid=pick-view]').getByText('2 箱').waitFor();
    await screenshot(wh, 'golden-boxed-zh-CN');

    const t0 = Date.now();
    await wh.keyboard.press('F11');
    await wh.locator('[data-testid=print-box-labels]').click();
    await wh.waitForFunction((t) => (window.__quireLastPrint?.at ?? 0) > t, t0, { timeout: 20_000 });
    const html = (await wh.evaluate(() => window.__quireLastPrint?.html)) ?? '';
    for (const text of ['第 1 箱 / 共 2 箱', '第 2 箱 / 共 2 箱', sale.billNo, customer.name]) {
      assert.ok(html.includes(text), `${text} on the labels`);
    }
  });

  it('sales01 posts the sale (F6): 5 leave, the customer owes 5 × P', async () => {
    // The sale as the picking left it (5, boxed), read afresh.
    await page.goto(`${BASE_URL}/wholesale/wholesaleSale/detail/${sale.id}`);
    const detail = page.locator(`[data-tab-pane="/wholesale/wholesaleSale/detail/${sale.id}"]`);
    await detail.locator('[data-op=complete]:not([disabled])').waitFor();
    await confirmOperation(page, 'F6', '过账');
    await detail.locator('.q-editor-header [data-status=COMPLETE]').waitFor();
    await expectToast(page, `批发销售单 ${sale.billNo} 已过账`);
    const total = (await detail.locator('[data-testid=sale-total]').textContent()) ?? '';
    assert.equal(Number(total).toFixed(2), money(5 * price), 'the sale sends the 5 picked at P');
    assert.equal(await receivable(), money(5 * price));
    await detail.locator('[data-testid=customer-receivable]', { hasText: money(5 * price) }).waitFor();
    assert.equal(await onHand(), onHandBefore - 5);
    await screenshot(page, 'golden-sale-posted-zh-CN');
  });

  it('sales01 returns 2 of the sale through 从销售单选择: the stock query, movements and receivable agree', async () => {
    await openMenu(page, '批发业务', '批发退货单');
    await page.locator('[data-tab-pane="/wholesale/wholesaleReturn"] [data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/wholesale/wholesaleReturn/add"]');
    await pickCustomer(editor);
    await editor.locator('[data-testid=pick-from-sale]').click();
    const dialog = page.locator('.ant-modal:visible', { has: page.locator('[data-testid=pick-table], [data-testid=pick-none]') });
    await dialog.locator('[data-testid=pick-bill-no]').fill(sale.billNo);
    await dialog.locator('[data-testid=pick-search]').click();
    const line = dialog.locator('.ant-table-row', { hasText: sale.billNo });
    await line.waitFor();
    await line.locator('.ant-checkbox-input').check();
    await dialog.locator(`[data-testid=pick-qty-${sale.billNo}-1] input, input[data-testid=pick-qty-${sale.billNo}-1]`).first().fill('2');
    await screenshot(page, 'golden-return-pick-zh-CN');
    await dialog.locator('[data-testid=pick-ok]').click();
    await editor.locator('#lines_0_qty').waitFor();
    assert.equal(Number(await editor.locator('#lines_0_qty').inputValue()), 2);
    assert.equal(Number(await editor.locator('#lines_0_price').inputValue()), price, 'the return takes the sale line’s price');
    await page.keyboard.press('F4');
    await page.waitForURL('**/wholesale/wholesaleReturn/detail/*');
    await toast('已保存').waitFor();
    const detail = page.locator('[data-tab-pane^="/wholesale/wholesaleReturn/detail/"]');
    returnNo = await review(detail, '批发退货单');
    assert.match(returnNo, /^PFTH\d{13}$/);
    await detail.locator('[data-op=complete]:not([disabled])').waitFor();
    await confirmOperation(page, 'F6', '过账');
    await detail.locator('.q-editor-header [data-status=COMPLETE]').waitFor();
    await expectToast(page, `批发退货单 ${returnNo} 已过账`);
    await screenshot(page, 'golden-return-posted-zh-CN');

    // The figures by hand: on hand B − 5 + 2, movements −5 then +2, receivable 5P − 2P.
    assert.equal(await onHand(), onHandBefore - 3, 'the stock query: B − 5 + 2');
    const out = await movements(sale.billNo);
    assert.equal(out.length, 1, 'one movement of the sale');
    assert.equal(Number(out[0].qty), -5);
    const back = await movements(returnNo);
    assert.equal(back.length, 1, 'one movement of the return');
    assert.equal(Number(back[0].qty), 2);
    assert.equal(Number(back[0].balanceQtyAfter), onHandBefore - 3, 'the running balance agrees with the stock query');
    assert.equal(await receivable(), money(3 * price), 'the receivable: 5 × P − 2 × P');
  });
});
