import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, call } from './lib/api';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { confirmOperation, documentSteps } from './lib/document';

type Customer = { id: string; customerCode: string; customerName: string };
type StockRow = { skuId: string; skuCode: string; skuName: string; available: string };

/** Selling as sales01: an order with a priced line, reviewed, transferred into a sale, posted; the receivable follows. */
describe('wholesale order to posted sale', () => {
  let session: Session;
  let page: Page;
  let api: Awaited<ReturnType<typeof apiLogin>>;
  let customer: Customer;
  let goods: StockRow;
  let saleNo = '';
  let warehouseName = '';

  const { confirmOk, toast, pickOption, review } = documentSteps(() => page);

  /**
   * After 转单: the new sale opens, past the transfer warning (continued) if the customer has
   * one; any other question fails the flow with its words.
   */
  const keepGoing = async () => {
    const deadline = Date.now() + 30_000;
    while (!/\/wholesale\/wholesaleSale\/detail\//.test(page.url())) {
      const asked = page.locator('.ant-modal-confirm:visible');
      if (await asked.count()) {
        const words = (await asked.first().textContent()) ?? '';
        if (!words.includes('转单提示')) {
          await screenshot(page, 'wholesale-transfer-asked');
          throw new Error(`转单 asked something else: ${words}`);
        }
        await confirmOk('继续转单');
        await asked.first().waitFor({ state: 'hidden' });
      }
      if (Date.now() > deadline) throw new Error('转单 opened no sale within 30 s');
      await page.waitForTimeout(200);
    }
  };

  const receivable = async () => {
    const res = await call<{ balance: string }>(api, 'POST', '/api/order/wholesaleSale/customerBalance', { customerId: customer.id });
    assert.equal(res.code, 200, res.msg);
    return res.data.balance;
  };

  before(async () => {
    api = await apiLogin('sales01');
    const warehouseId = api.user.defaultSaleWarehouseId;
    assert.ok(warehouseId, 'the demo group has a default sale warehouse');
    const warehouses = await call<{ id: string; name: string }[]>(api, 'GET', '/api/stock/businessCargoWarehouse/itemList');
    warehouseName = warehouses.data.find((w) => w.id === warehouseId)?.name ?? '';
    const stock = await call<{ list: StockRow[] }>(api, 'POST', '/api/stock/stockQuery/page', { pageNum: 1, pageSize: 50, warehouseId });
    assert.equal(stock.code, 200, stock.msg);
    goods = stock.data.list.find((r) => Number(r.available) >= 5) as StockRow;
    assert.ok(goods, 'the default sale warehouse holds goods');
    const customers = await call<Customer[]>(api, 'GET', '/api/customer/jcCustomerInfo/list?status=NORMAL');
    assert.equal(customers.code, 200, customers.msg);
    customer = customers.data[0];
    assert.ok(customer, 'demo data has a customer in normal standing');

    session = await openBrowser();
    page = session.page;
    await login(page, 'sales01');
    await page.waitForURL('**/index');
  });

  after(async () => {
    assert.deepEqual(session.errors, [], 'no uncaught page errors');
    await session.close();
  });

  it('takes an order priced by the price resolution, reviews it, transfers it and posts the sale; the receivable grows by its total', async () => {
    const before = Number(await receivable());
    await openMenu(page, '批发业务', '批发订单');
    const list = page.locator('[data-tab-pane="/wholesale/saleOrder"]');
    await list.locator('[data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/wholesale/saleOrder/add"]');
    await editor.locator('#customerId').click();
    await editor.locator('#customerId').pressSequentially(customer.customerCode);
    await pickOption(customer.customerName);
    if (!(await editor.locator('[data-testid=warehouse] .ant-select-selection-item').count())) {
      await editor.locator('#warehouseId').click();
      await pickOption(warehouseName);
    }
    await editor.locator('#lines_0_skuId').click();
    await editor.locator('#lines_0_skuId').pressSequentially(goods.skuCode);
    await pickOption(goods.skuCode);
    await editor.locator('#lines_0_qty').fill('2');
    // The price resolution prices the line and says why.
    await editor.locator('[data-price-source]').first().waitFor();
    const price = await editor.locator('#lines_0_price').inputValue();
    assert.ok(Number(price) > 0, `the line is priced (${price})`);
    await screenshot(page, 'wholesale-order-add-zh-CN');
    await page.keyboard.press('F4');
    await page.waitForURL('**/wholesale/saleOrder/detail/*');
    const detail = page.locator('[data-tab-pane^="/wholesale/saleOrder/detail/"]');
    await toast('已保存').waitFor();
    const orderNo = await review(detail, '批发订单');
    assert.match(orderNo, /^PFDD\d{13}$/);

    // 转单, continuing past a credit warning if the customer has one.
    await detail.locator('[data-testid=transfer-order]').click();
    await keepGoing();
    const sale = page.locator('[data-tab-pane^="/wholesale/wholesaleSale/detail/"]');
    saleNo = await review(sale, '批发销售单');
    assert.match(saleNo, /^PFXS\d{13}$/);
    await sale.locator('[data-op=complete]:not([disabled])').waitFor();
    await confirmOperation(page, 'F6', '过账');
    await sale.locator('.q-editor-header [data-status=COMPLETE]').waitFor();
    await toast(`批发销售单 ${saleNo} 已过账`).waitFor();
    const total = (await sale.locator('[data-testid=sale-total]').textContent()) ?? '';
    assert.ok(Number(total) > 0, `the sale has a total (${total})`);
    const after = Number(await receivable());
    assert.equal(after.toFixed(2), (before + Number(total)).toFixed(2));
    await sale.locator('[data-testid=customer-receivable]', { hasText: after.toFixed(2) }).waitFor();
    await screenshot(page, 'wholesale-sale-posted-zh-CN');
  });
  it('transfers part of an order from its detail (部分转单) and combines two orders of one customer from the list (合并转单)', async () => {
    const reviewedOrder = async (qty: string) => {
      const saved = await call<{ id: string; billNo: string; version: number }>(api, 'PUT', '/api/order/saleOrder/add', {
        billDate: new Date().toISOString().slice(0, 10),
        customerId: customer.id,
        warehouseId: api.user.defaultSaleWarehouseId,
        saleSource: 'IN_STORE',
        lines: [{ skuId: goods.skuId, qty, price: '1.50' }],
      });
      assert.equal(saved.code, 200, saved.msg);
      const reviewed = await call<{ version: number }>(api, 'POST', '/api/order/saleOrder/review', {
        id: saved.data.id,
        version: saved.data.version,
      });
      assert.equal(reviewed.code, 200, reviewed.msg);
      return saved.data;
    };

    const order = await reviewedOrder('3');
    await openMenu(page, '批发业务', '批发订单');
    const list = page.locator('[data-tab-pane="/wholesale/saleOrder"]');
    const findBill = async (billNo: string) => {
      await list.getByPlaceholder('请输入单据编号').fill(billNo);
      await list.locator('[data-testid=list-search]').click();
      await list.locator('.ant-table-row', { hasText: billNo }).first().waitFor();
    };
    await findBill(order.billNo);
    await list.locator('.ant-table-row', { hasText: order.billNo }).getByText(order.billNo).click();
    const detail = page.locator(`[data-tab-pane="/wholesale/saleOrder/detail/${order.id}"]`);
    await detail.locator('[data-testid=partial-transfer]').click();
    const dialog = page.locator('.ant-modal', { hasText: `部分转单 — ${order.billNo}` });
    await dialog.locator('[data-testid=partial-qty-1]').fill('1');
    await screenshot(page, 'wholesale-partial-transfer-zh-CN');
    await dialog.getByRole('button', { name: '生成批发销售单' }).click();
    await keepGoing();
    const sale = page.locator('[data-tab-pane^="/wholesale/wholesaleSale/detail/"]').last();
    await sale.locator('#lines_0_qty').waitFor();
    assert.equal(Number(await sale.locator('#lines_0_qty').inputValue()), 1, 'the draft sale takes the 1 chosen');

    const [a, b] = [await reviewedOrder('1'), await reviewedOrder('2')];
    await openMenu(page, '批发业务', '批发订单');
    // The filter by their common bill number prefix shows both.
    let common = 0;
    while (a.billNo[common] === b.billNo[common]) common++;
    await findBill(a.billNo.slice(0, common));
    for (const billNo of [a.billNo, b.billNo]) {
      await list.locator('.ant-table-row', { hasText: billNo }).locator('.ant-checkbox-input').check();
    }
    await list.locator('[data-testid=combine-transfer]', { hasText: '(2)' }).click();
    await keepGoing();
    const combined = page.locator('[data-tab-pane^="/wholesale/wholesaleSale/detail/"]').last();
    await combined.locator('#lines_1_qty').waitFor();
    assert.deepEqual(
      [Number(await combined.locator('#lines_0_qty').inputValue()), Number(await combined.locator('#lines_1_qty').inputValue())],
      [1, 2],
      'one sale with a line of each order',
    );
    await screenshot(page, 'wholesale-combined-sale-zh-CN');

    // 批量关闭: the first order's unsent 2 are closed from the list.
    await openMenu(page, '批发业务', '批发订单');
    await findBill(order.billNo);
    await list.locator('.ant-table-row', { hasText: order.billNo }).locator('.ant-checkbox-input').check();
    await list.locator('[data-testid=batch-close]', { hasText: '(1)' }).click();
    await page.locator('[data-testid=batch-close-confirm] textarea').fill('客户不再需要');
    await confirmOk('确定');
    await toast('1 张已关闭，0 张失败').waitFor();
    await list.locator('.ant-table-row', { hasText: order.billNo }).locator('[data-status=CLOSED]').waitFor();
  });

  it('asks an authorizer’s code for a return discount above the clerk’s 10 % cap (退货折扣授权), and the return shows who authorized it', async () => {
    await openMenu(page, '批发业务', '批发退货单');
    const list = page.locator('[data-tab-pane="/wholesale/wholesaleReturn"]');
    await list.locator('[data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/wholesale/wholesaleReturn/add"]');
    await editor.locator('#customerId').click();
    await editor.locator('#customerId').pressSequentially(customer.customerCode);
    await pickOption(customer.customerName);
    await editor.locator('#lines_0_skuId').click();
    await editor.locator('#lines_0_skuId').pressSequentially(goods.skuCode);
    await pickOption(goods.skuCode);
    await editor.locator('#lines_0_qty').fill('2');
    await editor.locator('#lines_0_price').fill('10');
    // 20.00 before the discount: 3.00 off is 15 %, above sales01's 10 %.
    await editor.locator('#lines_0_discount').fill('3');
    await editor.locator('[data-testid=line-amount-0]', { hasText: '17.00' }).waitFor();
    await page.keyboard.press('F4');
    const question = page.locator('[data-testid=discount-auth-question]');
    await question.waitFor();
    assert.match((await question.textContent()) ?? '', /退货折扣15%超过您的退货折扣上限10%/);
    await question.locator('[data-testid=discount-auth-employee]').fill('admin');
    await question.locator('[data-testid=discount-auth-code]').fill('Quire@2026');
    await screenshot(page, 'wholesale-return-discount-auth-zh-CN');
    await confirmOk('授权并保存');
    await page.waitForURL('**/wholesale/wholesaleReturn/detail/*');
    await toast('已保存').waitFor();
    const detail = page.locator('[data-tab-pane^="/wholesale/wholesaleReturn/detail/"]');
    // Reviewed by the same clerk: the authorization it was saved with stands, and the detail names it.
    const returnNo = await review(detail, '批发退货单');
    assert.match(returnNo, /^PFTH\d{13}$/);
    await detail.locator('[data-testid=discount-authorized-by]', { hasText: '系统管理员 (15%)' }).waitFor();
    await screenshot(page, 'wholesale-return-authorized-zh-CN');
  });
});
