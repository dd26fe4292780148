import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { confirmOk } from './lib/document';

/** Master data: logical warehouses and their defaults, basic data, business configuration. */
describe('warehouses and basic data', () => {
  let session: Session;
  let page: Page;
  const stamp = String(Date.now() % 1_000_000);
  const code = `QA${stamp}`;
  const name = `质检仓${stamp}`;
  let previousDefault = '';

  const list = () => page.locator('[data-tab-pane="/system/logicalWarehouse"]');
  const rowOf = (text: string): Locator => list().locator('.ant-table-row', { hasText: text });

  before(async () => {
    session = await openBrowser();
    page = session.page;
    await login(page, 'admin');
    await page.waitForURL('**/index');
  });

  after(async () => {
    assert.deepEqual(session.errors, [], 'no uncaught page errors');
    await session.close();
  });

  it('creates a logical warehouse as the default sale warehouse and the previous default loses its tag', async () => {
    await openMenu(page, '系统管理', '逻辑仓');
    const holder = list().locator('.ant-table-row', { has: page.locator('[data-default-kind=SALE]') });
    await holder.first().waitFor();
    assert.equal(await holder.count(), 1, 'one default sale warehouse per business group');
    previousDefault = ((await holder.locator('td').nth(2).textContent()) ?? '').trim();
    assert.ok(previousDefault, 'the current default has a name');

    await list().locator('[data-testid=list-add]').click();
    const pane = page.locator('[data-tab-pane="/system/logicalWarehouse/add"]');
    await pane.locator('#code').fill(code);
    await pane.locator('#name').fill(name);
    await pane.locator('#physicalWarehouseId').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await pane.locator('[data-flag=isDefaultSale]').click();
    await pane.getByText(`保存后将从“${previousDefault}”移到本仓库`).waitFor();
    await screenshot(page, 'logical-warehouse-editor-zh-CN');
    await pane.locator('[data-op=save]').click();
    await page.waitForURL('**/system/logicalWarehouse');

    await rowOf(code).locator('[data-default-kind=SALE]').waitFor();
    const old = rowOf(previousDefault).first();
    await old.locator('[data-default-kind=SALE]').waitFor({ state: 'detached' });
    assert.equal(await old.locator('[data-default-kind=PURCHASE]').count(), 1, 'the other defaults stay where they were');
    assert.equal(
      await list()
        .locator('.ant-table-row', { has: page.locator('[data-default-kind=SALE]') })
        .count(),
      1,
      'still exactly one default sale warehouse',
    );
    await screenshot(page, 'logical-warehouse-list-zh-CN');

    const exported = page.waitForResponse((r) => r.url().includes('/businessCargoWarehouse/exportExcel'));
    await list().locator('[data-testid=list-export]').click();
    assert.equal((await exported).status(), 200, 'the export is queued');
    await page.getByText('已提交导出').first().waitFor();
  });

  it('refuses to disable the default sale warehouse with the server’s message, then moves the default back', async () => {
    await rowOf(code).locator('[data-action=disable]').click();
    await confirmOk(page, '确定');
    const refusal = page.locator('.ant-modal-confirm', { hasText: '不能停用' });
    await refusal.waitFor();
    assert.ok(((await refusal.textContent()) ?? '').includes('默认销售仓'), 'the dialog names the default');
    await refusal.getByRole('button').last().click();
    await refusal.waitFor({ state: 'detached' });

    await rowOf(previousDefault).first().locator('[data-action=edit]').click();
    await page.waitForURL('**/system/logicalWarehouse/edit/**');
    const editor = page.locator('.q-tab-pane:not([hidden]) [data-testid=editor-frame]');
    await editor.locator('[data-flag=isDefaultSale]').click();
    await editor.getByText(`保存后将从“${name}”移到本仓库`).waitFor();
    await editor.locator('[data-op=save]').click();
    await page.waitForURL('**/system/logicalWarehouse');
    await rowOf(previousDefault).first().locator('[data-default-kind=SALE]').waitFor();
    await rowOf(code).locator('[data-default-kind=SALE]').waitFor({ state: 'detached' });
  });

  it('reads a physical warehouse address back into region and street, and lists locations', async () => {
    await openMenu(page, '系统管理', '物理仓');
    const physical = page.locator('[data-tab-pane="/system/physicalWarehouse"]');
    await physical.locator('.ant-table-row', { hasText: 'SH-CS01' }).locator('[data-action=edit]').click();
    await page.waitForURL('**/system/physicalWarehouse/edit/**');
    const editor = page.locator('.q-tab-pane:not([hidden]) [data-testid=editor-frame]');
    await editor.locator('#street').waitFor();
    await page.waitForFunction(() => {
      const input = document.querySelector<HTMLInputElement>('.q-tab-pane:not([hidden]) #street');
      return Boolean(input?.value);
    });
    assert.equal(await editor.locator('#street').inputValue(), '浦东新区川沙路 1288 号 3 号库');
    assert.ok(((await editor.locator('.ant-cascader').textContent()) ?? '').includes('上海市'), 'the region is read from the address');
    await editor.getByText('完整地址：上海市浦东新区川沙路 1288 号 3 号库').waitFor();
    await screenshot(page, 'physical-warehouse-editor-zh-CN');
    await page.keyboard.press('Escape');
    await page.waitForURL('**/system/physicalWarehouse');
    await screenshot(page, 'physical-warehouse-list-zh-CN');

    await openMenu(page, '系统管理', '库位');
    await page.locator('[data-tab-pane="/system/location"] .ant-table-row', { hasText: 'A-01-01' }).waitFor();
    await screenshot(page, 'location-list-zh-CN');
  });

  it('shows basic data: dictionaries, currencies with rates, company accounts', async () => {
    await openMenu(page, '系统管理', '基础资料');
    const pane = page.locator('[data-tab-pane="/system/basicData"]');
    await pane.locator('[data-testid=dict-types] .q-dict-type').first().waitFor();
    await pane.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'basic-data-zh-CN');

    await pane.getByRole('tab', { name: '币种与汇率' }).click();
    await pane.locator('.ant-table-row', { hasText: 'USD' }).first().waitFor();
    await pane.locator('.ant-table-row', { hasText: '16,350' }).waitFor();
    await screenshot(page, 'basic-data-currency-zh-CN');
    await pane.locator('[data-testid=list-add]').click();
    const rateModal = page.locator('.ant-modal', { hasText: '新增汇率' });
    await rateModal.locator('#exchangeRate_rate').fill('0');
    await rateModal.getByRole('button', { name: /保\s?存/ }).click();
    await rateModal.getByText('汇率必须大于 0').waitFor();
    await screenshot(page, 'exchange-rate-modal-zh-CN');
    await rateModal.getByRole('button', { name: /取\s?消/ }).click();
    await rateModal.waitFor({ state: 'hidden' });

    await pane.getByRole('tab', { name: '公司账户' }).click();
    await pane.locator('.ant-table-row', { hasText: '基本户' }).first().waitFor();
    await screenshot(page, 'basic-data-accounts-zh-CN');
    await pane.locator('[data-testid=list-add]').click();
    const accountModal = page.locator('.ant-modal', { hasText: '新增公司账户' });
    await accountModal.locator('#companyAccount_accountNo').fill('1234 5678 9012 3456 78901');
    await accountModal.getByRole('button', { name: /保\s?存/ }).click();
    await accountModal.getByText('银行账号最多 20 位，当前 21 位').waitFor();
    await screenshot(page, 'company-account-modal-zh-CN');
    await accountModal.getByRole('button', { name: /取\s?消/ }).click();
    await accountModal.waitFor({ state: 'hidden' });
    const exported = page.waitForResponse((r) => r.url().includes('/companyAccount/exportExcel'));
    await pane.locator('[data-testid=list-export]').click();
    assert.equal((await exported).status(), 200, 'the account export is queued');

    await pane.getByRole('tab', { name: '税目' }).click();
    await pane.locator('.ant-table-row').first().waitFor();
    await pane.locator('[data-testid=list-add]').click();
    const taxModal = page.locator('.ant-modal', { hasText: '新增税目' });
    const code = `E2E${Date.now() % 100000}`;
    await taxModal.locator('#taxItem_code').fill(code);
    await taxModal.locator('#taxItem_name').fill('测试税目 9%');
    await taxModal.locator('#taxItem_rate').fill('9');
    await taxModal.getByRole('button', { name: /保\s?存/ }).click();
    await taxModal.waitFor({ state: 'hidden' });
    await pane.locator('.ant-table-row', { hasText: code }).getByText('9%', { exact: true }).waitFor();
    await screenshot(page, 'basic-data-tax-items-zh-CN');
  });

  it('changes the rounding mode in the business configuration and keeps it after a reload', async () => {
    await openMenu(page, '系统管理', '业务配置');
    const pane = page.locator('[data-tab-pane="/system/businessConfig"]');
    const option = (text: string) => pane.locator('.ant-radio-button-wrapper', { hasText: text });
    await option('四舍五入').waitFor();
    assert.equal(await option('四舍五入').locator('input').isChecked(), true, 'the demo group rounds half up');
    await option('只舍不入').click();
    const saved = page.waitForResponse((r) => r.url().includes('/api/basic/sysBusinessConfig') && r.request().method() === 'PUT');
    await pane.locator('[data-op=save]').click();
    assert.equal((await saved).status(), 200);
    await page.getByText('保存成功').first().waitFor();

    await page.reload();
    await option('只舍不入').waitFor();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-tab-pane="/system/businessConfig"] .ant-radio-button-wrapper-checked')
          ?.textContent?.includes('四舍五入') === false,
    );
    assert.equal(await option('只舍不入').locator('input').isChecked(), true, 'the saved rounding mode is back after a reload');
    await screenshot(page, 'business-config-zh-CN');
    await page.locator('.q-content').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await screenshot(page, 'business-config-rounding-zh-CN');

    await pane.locator('[data-op=restore]').click();
    await confirmOk(page, '确定');
    await page.getByText('已恢复默认设置').first().waitFor();
    assert.equal(await option('四舍五入').locator('input').isChecked(), true, 'the defaults round half up');
  });
});
