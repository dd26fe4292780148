import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { type ApiSession, apiLogin, call } from './lib/api';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { documentSteps } from './lib/document';

type Sku = { id: string; code: string; name: string; distributionPrice: string; wholesalePrice: string };

const DROPDOWN = '.ant-select-dropdown:visible';
const day = (offset = 0) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return d.toISOString().slice(0, 10);
};

/**
 * Pricing as the admin: a wholesale price policy (配送价 上浮 10%, 角, 四舍五入) for a customer,
 * a tiered item promotion enabled for a demo SKU, a rebate goods list, and the price check
 * showing the policy's price below the tier and the promotion's at and above it.
 */
describe('pricing: policy, tiered promotion and the price check', () => {
  let session: Session;
  let page: Page;
  let api: ApiSession;
  let sku: Sku;

  const { toast } = documentSteps(() => page);
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const policyCode = `ZC${stamp}`;
  const policyName = `易测政策${stamp}`;
  const promotionName = `易测阶梯${stamp}`;
  let customer = { id: '', code: '', name: '' };
  let promotionNo = '';

  const okButton = () => page.locator('.ant-modal-confirm .ant-btn-primary').last();
  const pickGoods = async (scope: Locator, code: string) => {
    await scope.locator('[data-action=pick-goods]').click();
    const picker = page.locator('.ant-modal', { hasText: '选择商品' }).last();
    await picker.locator('[data-testid=sku-picker-search] input').fill(code);
    await picker.locator('[data-testid=sku-picker-search] input').press('Enter');
    await picker.locator('.ant-table-row', { hasText: code }).first().locator('.ant-checkbox-input').check();
    await picker.locator('[data-testid=sku-picker-ok]').click();
    await scope.locator('.ant-table-row', { hasText: code }).waitFor();
  };
  const fillRange = async (input: Locator, from: string, to: string) => {
    await input.click();
    await page.keyboard.type(from);
    await page.keyboard.press('Enter');
    await page.keyboard.type(to);
    await page.keyboard.press('Enter');
  };

  /** The policy's price: distribution price × 1.1 to the jiao, half up (as the server rounds). */
  const policyPrice = () => {
    const fen = Math.round(Number(sku.distributionPrice) * 100);
    return String(Math.floor((fen * 11 + 50) / 100) / 10);
  };

  const addCustomer = (code: string, name: string, pricePolicyId?: string) =>
    call<{ id: string; customerCode: string; customerName: string }>(api, 'PUT', '/api/customer/jcCustomerInfo/save', {
      customerCode: code,
      customerName: name,
      customerType: 'GENERAL_SHOP',
      contactName: '张三',
      contactPhone: '13800138000',
      pricePolicyId,
      addresses: [
        {
          contactName: '张三',
          contactPhone: '13800138000',
          provinceCode: '310000',
          provinceName: '上海市',
          cityCode: '310100',
          cityName: '上海市',
          districtCode: '310115',
          districtName: '浦东新区',
          detail: '张杨路 100 号',
          isDefault: true,
        },
      ],
    });

  before(async () => {
    api = await apiLogin('admin');
    // A SKU with a distribution price that no demo promotion, policy or goods list touches.
    const skus = await call<{ list: Sku[] }>(api, 'POST', '/api/product/sku/page', { pageNum: 1, pageSize: 50 });
    assert.equal(skus.code, 200, skus.msg);
    const candidates = skus.data.list.filter((s) => Number(s.distributionPrice) > 2 && Number(s.wholesalePrice) > 0);
    const plain = await addCustomer(`KP${stamp}`, `易测普通客户${stamp}`);
    assert.equal(plain.code, 200, plain.msg);
    const priced = await call<{ skuId: string; reason: string; rebateGoods: boolean; noDiscount: boolean; returnPoints: boolean }[]>(
      api,
      'POST',
      '/api/customer/skuPricePolicy/list',
      { customerId: plain.data.id, billDate: day(), lines: candidates.map((c) => ({ skuId: c.id, qty: '100' })) },
    );
    assert.equal(priced.code, 200, priced.msg);
    const untouched = priced.data.find((p) => p.reason === 'WHOLESALE_PRICE' && !p.rebateGoods && !p.noDiscount && !p.returnPoints);
    const found = candidates.find((c) => c.id === untouched?.skuId);
    assert.ok(found, 'demo data has a SKU with a distribution price and no pricing rule');
    sku = found;
    session = await openBrowser({ width: 1280, height: 900 });
    page = session.page;
    await login(page, 'admin');
    await page.waitForURL('**/index');
  });

  after(async () => {
    assert.deepEqual(session.errors, [], 'no uncaught page errors');
    await session.close();
  });

  it('adds a policy: distribution price +10 %, to the jiao, half up; the list shows its formula', async () => {
    await openMenu(page, '价格管理', '批发价格政策');
    const list = page.locator('[data-tab-pane="/pricing/policy"]');
    await list.locator('[data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/pricing/policy/add"]');
    await editor.locator('#code').fill(policyCode);
    await editor.locator('#name').fill(policyName);
    await editor.locator('#basePrice').click();
    await page.locator(`${DROPDOWN} .ant-select-item-option`, { hasText: '配送价' }).click();
    await editor.locator('#ratio').fill('10');
    await editor.locator('label', { hasText: /^角$/ }).click();
    await editor.locator('[data-testid=policy-example]', { hasText: '配送价 10.00 → 11.00' }).waitFor();
    await screenshot(page, 'pricing-policy-editor-zh-CN');
    await page.keyboard.press('F4');
    await toast('保存成功').waitFor();
    await page.waitForURL('**/pricing/policy');
    const row = list.locator('.ant-table-row', { hasText: policyCode });
    await row.getByText('配送价 上浮 10%').waitFor();
    await row.getByText('角 · 四舍五入').waitFor();
    await screenshot(page, 'pricing-policy-list-zh-CN');
  });

  it('assigns the policy to a customer on the customer form', async () => {
    const saved = await addCustomer(`KH${stamp}`, `易测政策客户${stamp}`);
    assert.equal(saved.code, 200, saved.msg);
    customer = { id: saved.data.id, code: saved.data.customerCode, name: saved.data.customerName };
    await openMenu(page, '批发业务', '客户档案');
    const list = page.locator('[data-tab-pane="/wholesale/customer"]');
    await list.locator('[data-filter-keyword]').fill(customer.code);
    await list.locator('[data-testid=list-search]').click();
    await list.locator('.ant-table-row', { hasText: customer.code }).first().locator('[data-action=edit]').click();
    const editor = page.locator('[data-tab-pane^="/wholesale/customer/edit/"]');
    await editor.locator('#pricePolicyId').click();
    await editor.locator('#pricePolicyId').pressSequentially(policyCode);
    await page.locator(`${DROPDOWN} .ant-select-item-option`, { hasText: policyName }).click();
    await screenshot(page, 'pricing-customer-policy-zh-CN');
    await page.keyboard.press('F4');
    await page.waitForURL('**/wholesale/customer');
    const read = await call<{ pricePolicyId: string | null }>(api, 'GET', `/api/customer/jcCustomerInfo/itemList/${customer.id}`);
    const policies = await call<{ list: { id: string; code: string }[] }>(api, 'POST', '/api/customer/pricePolicy/page', {
      pageNum: 1,
      pageSize: 5,
      keyword: policyCode,
    });
    assert.equal(read.data.pricePolicyId, policies.data.list.find((p) => p.code === policyCode)?.id, 'the customer has the policy');
  });

  it('adds a tiered promotion price for the SKU (from 10: 5.50, from 100: 5.00) and enables it', async () => {
    await openMenu(page, '价格管理', '单品促销');
    const list = page.locator('[data-tab-pane="/pricing/promotion"]');
    await list.locator('[data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/pricing/promotion/add"]');
    await editor.locator('#name').fill(promotionName);
    await fillRange(editor.locator('#period'), day(-1), day(30));
    await editor.locator('label', { hasText: /^促销价$/ }).click();
    await editor.locator('#tiered').click();
    await editor.locator('#tiers_0_threshold').fill('10');
    await editor.locator('#tiers_0_value').fill('5.5');
    await pickGoods(editor.locator('[data-testid=tier-goods-0]'), sku.code);
    await editor.locator('[data-action=add-tier]').click();
    // A threshold not above the first is refused.
    await editor.locator('#tiers_1_threshold').fill('10');
    await editor.locator('#tiers_1_value').fill('5');
    await pickGoods(editor.locator('[data-testid=tier-goods-1]'), sku.code);
    await page.keyboard.press('F4');
    await editor.getByText('起购数量须大于上一档').waitFor();
    await editor.locator('#tiers_1_threshold').fill('100');
    await page.locator('.q-content').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await screenshot(page, 'pricing-promotion-tiers-zh-CN');
    await page.locator('.q-content').evaluate((el) => el.scrollTo(0, 0));
    await screenshot(page, 'pricing-promotion-editor-zh-CN');
    await page.keyboard.press('F4');
    await toast('保存成功').waitFor();
    await page.waitForURL('**/pricing/promotion');

    const row = list.locator('.ant-table-row', { hasText: promotionName });
    await row.locator('[data-status=DRAFT]', { hasText: '未启用' }).waitFor();
    promotionNo = ((await row.locator('td').first().textContent()) ?? '').trim();
    assert.match(promotionNo, /^CXD/);
    await row.locator('[data-action=enable]').click();
    await page.locator('.ant-modal-confirm', { hasText: `确定启用促销 ${promotionNo} 吗？` }).waitFor();
    await okButton().click();
    await toast(`促销 ${promotionNo} 已生效`).waitFor();
    await row.locator('[data-status=EFFECTIVE]', { hasText: '已生效' }).waitFor();
    await screenshot(page, 'pricing-promotion-list-zh-CN');

    await row.locator('[data-action=detail]').click();
    const detail = page.locator('[data-tab-pane^="/pricing/promotion/detail/"]');
    await detail.locator('[data-testid=tier-1]').waitFor();
    await detail.locator('[data-op=terminate]').waitFor();
    await screenshot(page, 'pricing-promotion-detail-zh-CN');
    await page.keyboard.press('Escape');
  });

  it('adds a rebate goods list with the SKU', async () => {
    await openMenu(page, '价格管理', '返利商品');
    const list = page.locator('[data-tab-pane="/pricing/rebateGoods"]');
    await list.locator('[data-testid=list-add]').click();
    const editor = page.locator('[data-tab-pane="/pricing/rebateGoods/add"]');
    await editor.locator('#name').fill(`易测返利${stamp}`);
    await fillRange(editor.locator('#period'), day(-1), day(60));
    await pickGoods(editor.locator('[data-testid=goods-list-goods]'), sku.code);
    await screenshot(page, 'pricing-rebate-goods-editor-zh-CN');
    await page.keyboard.press('F4');
    await toast('保存成功').waitFor();
    await page.waitForURL('**/pricing/rebateGoods');
    await list.locator('.ant-table-row', { hasText: `易测返利${stamp}` }).waitFor();
    await screenshot(page, 'pricing-rebate-goods-list-zh-CN');
  });

  it('checks prices: below the tier the policy, from 10 and from 100 the promotion, with its bill number and the rebate flag', async () => {
    await openMenu(page, '价格管理', '单品促销');
    const list = page.locator('[data-tab-pane="/pricing/promotion"]');
    await list.locator('[data-testid=price-check]').click();
    const drawer = page.locator('.ant-drawer', { hasText: '试算结果' });
    await drawer.locator('#customerId').click();
    await drawer.locator('#customerId').pressSequentially(customer.code);
    await page.locator(`${DROPDOWN} .ant-select-item-option`, { hasText: customer.code }).click();
    for (const [i, qty] of ['5', '10', '100'].entries()) {
      if (i > 0) await drawer.locator('[data-testid=price-check-add]').click();
      const select = drawer.locator(`#lines_${i}_skuId`);
      await select.click();
      await select.pressSequentially(sku.code);
      // The list is searched again as the code is typed: pick once the typing has settled (the
      // picker waits 300 ms) and the search for the whole code has answered. This line's list is
      // the newest one: the lines above keep theirs (hidden, or still closing) in the page.
      await page.waitForTimeout(400);
      await drawer.locator('.ant-select', { has: select }).locator('.ant-select-arrow-loading').waitFor({ state: 'hidden' });
      await page.locator(`${DROPDOWN} [data-sku-code="${sku.code}"]`).last().click();
      await drawer.locator(`#lines_${i}_qty`).fill(qty);
    }
    await drawer.locator('[data-testid=price-check-run]').click();
    const rows = drawer.locator('[data-testid=price-check-result] .ant-table-row');
    await rows.nth(2).waitFor();
    const below = rows.nth(0);
    await below.locator(`[data-price="${policyPrice()}"]`).waitFor();
    await below.locator('[data-reason=PRICE_POLICY]', { hasText: `价格政策 ${policyName}` }).waitFor();
    await rows.nth(1).locator('[data-price="5.5"]').waitFor();
    await rows
      .nth(1)
      .locator('[data-reason=PROMOTION]', { hasText: `促销 ${promotionNo}` })
      .waitFor();
    await rows.nth(2).locator('[data-price="5"]').waitFor();
    await rows.nth(2).locator('[data-reason=PROMOTION]').waitFor();
    await below.locator('[data-flag=rebateGoods]', { hasText: '返利' }).waitFor();
    await screenshot(page, 'pricing-price-check-zh-CN');
    await drawer.locator('.ant-drawer-close').click();
  });

  it('gives the SKU a special price on the policy: it wins over the promotion in the price check', async () => {
    await openMenu(page, '价格管理', '批发价格政策');
    const list = page.locator('[data-tab-pane="/pricing/policy"]');
    await list.locator('.ant-table-row', { hasText: policyCode }).locator('[data-action=edit]').click();
    const editor = page.locator('[data-tab-pane^="/pricing/policy/edit/"]');
    await editor.locator('#name').waitFor();
    assert.equal(await editor.locator('#ratio').inputValue(), '10');
    await editor.locator('[data-action=add-specials]').click();
    const picker = page.locator('.ant-modal', { hasText: '选择商品' }).last();
    await picker.locator('[data-testid=sku-picker-search] input').fill(sku.code);
    await picker.locator('[data-testid=sku-picker-search] input').press('Enter');
    await picker.locator('.ant-table-row', { hasText: sku.code }).first().locator('.ant-checkbox-input').check();
    await picker.locator('[data-testid=sku-picker-ok]').click();
    await editor.locator('#specials_0_price').fill('6.66');
    await screenshot(page, 'pricing-policy-special-zh-CN');
    await page.keyboard.press('F4');
    await toast('保存成功').waitFor();
    await list.locator('.ant-table-row', { hasText: policyCode }).locator('td', { hasText: /^1$/ }).first().waitFor();

    const priced = await call<{ reason: string; unitPrice: string }[]>(api, 'POST', '/api/customer/skuPricePolicy/list', {
      customerId: customer.id,
      billDate: day(),
      lines: [{ skuId: sku.id, qty: '100' }],
    });
    assert.equal(priced.code, 200, priced.msg);
    assert.deepEqual([priced.data[0].reason, Number(priced.data[0].unitPrice)], ['SPECIAL_PRICE', 6.66]);
  });

  it('opens the other goods lists and a category-scoped demo policy', async () => {
    for (const [item, path] of [
      ['不打折商品', '/pricing/noDiscountGoods'],
      ['返积分商品', '/pricing/returnPoints'],
    ]) {
      await openMenu(page, '价格管理', item);
      const list = page.locator(`[data-tab-pane="${path}"]`);
      await list.locator('.ant-table-row').first().waitFor();
      await screenshot(page, `pricing-${path.split('/')[2]}-list-zh-CN`);
      await list.locator('.ant-table-row').first().locator('[data-action=detail]').click();
      await page.locator(`[data-tab-pane^="${path}/detail/"] [data-testid=goods-list-form]`).waitFor();
      await screenshot(page, `pricing-${path.split('/')[2]}-detail-zh-CN`);
      await page.keyboard.press('Escape');
    }
    await openMenu(page, '价格管理', '批发价格政策');
    const list = page.locator('[data-tab-pane="/pricing/policy"]');
    const scoped = list.locator('.ant-table-row', { hasText: '按分类' }).first();
    await scoped.locator('[data-action=detail]').click();
    await page.locator('[data-tab-pane^="/pricing/policy/detail/"] [data-testid=policy-form]').waitFor();
    await screenshot(page, 'pricing-policy-detail-zh-CN');
    await page.keyboard.press('Escape');
    await screenshot(page, 'pricing-policy-list-demo-zh-CN');
  });
});
