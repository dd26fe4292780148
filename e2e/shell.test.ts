import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiLogin, call } from './lib/api';
import { BASE_URL, login, openBrowser, openMenu, type Session, screenshot, tabTitles } from './lib/browser';
import { confirmOk } from './lib/document';

/** The signed-in shell as the administrator uses it: menus, tabs, keys, languages. */
describe('shell', () => {
  let session: Session;
  let page: Page;

  before(async () => {
    session = await openBrowser();
    page = session.page;
  });

  after(async () => {
    assert.deepEqual(session.errors, [], 'no uncaught page errors');
    await session.close();
  });

  it('logs in with employee code and password and lands on the home page', async () => {
    await page.goto(`${BASE_URL}/login`);
    await page.locator('[data-testid=login-submit]').click();
    await page.getByText('请输入工号').last().waitFor();
    await page.locator('#employeeNo').fill('admin');
    await page.locator('#password').fill('12345');
    await page.locator('[data-testid=login-submit]').click();
    await page.getByText('密码至少 6 位').waitFor();
    await screenshot(page, 'login-zh-CN');
    await login(page, 'admin');
    await page.waitForURL('**/index');
    await page.locator('[data-testid=home-page]').waitFor();
    assert.equal(await page.title(), 'Quire - 首页');
    assert.deepEqual(await tabTitles(page), ['首页']);
    await screenshot(page, 'shell-zh-CN');
  });

  it('opens menu pages in tabs that keep their state', async () => {
    await openMenu(page, '系统管理', '角色管理');
    await page.waitForURL('**/system/role');
    await page.locator('[data-tab-pane="/system/role"] .ant-table-row', { hasText: 'SALES' }).waitFor();
    const keyword = page.locator('[data-tab-pane="/system/role"] input[data-filter-keyword]');
    await keyword.fill('销售');

    await openMenu(page, '系统管理', '员工管理');
    await page.locator('[data-tab-pane="/system/employee"] .ant-table-row', { hasText: 'sales01' }).waitFor();
    await openMenu(page, '系统管理', '业务组织');
    await page.locator('[data-tab-pane="/system/businessGroup"] .ant-table-row').first().waitFor();
    assert.equal(await page.title(), 'Quire - 业务组织');

    await page.locator('.q-tabbar .ant-tabs-tab', { hasText: '角色管理' }).click();
    await page.waitForURL('**/system/role');
    assert.equal(await keyword.inputValue(), '销售', 'typed input survives a tab switch');

    // A screen whose page is not built yet shows "not available yet", never a crash.
    await openMenu(page, '系统管理', '岗位管理');
    await page.locator('[data-tab-pane="/system/position"] [data-testid=not-available]').waitFor();
    assert.deepEqual(await tabTitles(page), ['首页', '角色管理', '员工管理', '业务组织', '岗位管理']);
  });

  it('shows a closed screen again at once if it was left as it opened, and as new if it was used', async () => {
    /** Marks the screen's pane, closes its tab and opens it again from the menu: answers the pane once its row shows. */
    const closeAndReopen = async (title: string, path: string, row: string) => {
      const tab = page.locator('.q-tabbar .ant-tabs-tab', { hasText: title });
      await tab.click();
      await page.waitForURL(`**${path}`);
      await page.locator(`[data-tab-pane="${path}"]`).evaluate((el) => {
        (el as HTMLElement).dataset.mark = 'before-close';
      });
      await tab.locator('.ant-tabs-tab-remove').click();
      await tab.waitFor({ state: 'detached' });
      await openMenu(page, '系统管理', title);
      const pane = page.locator(`[data-tab-pane="${path}"]`);
      await pane.locator('.ant-table-row', { hasText: row }).waitFor();
      return pane;
    };

    // 员工管理 was only looked at: it comes back as the same page, its rows already there.
    const employees = await closeAndReopen('员工管理', '/system/employee', 'sales01');
    assert.equal(await employees.getAttribute('data-mark'), 'before-close', 'kept while closed');

    // 角色管理 had a filter typed in: it comes back as a new page, the filter empty.
    const roles = await closeAndReopen('角色管理', '/system/role', 'SALES');
    assert.equal(await roles.getAttribute('data-mark'), null, 'a used page is not kept');
    assert.equal(await roles.locator('input[data-filter-keyword]').inputValue(), '');
    assert.equal((await tabTitles(page)).length, 5);
  });

  it('asks at the 10th tab and closes the first five, keeping the index', async () => {
    for (const item of ['批发订单', '配货申请单', '批发销售单', '拣货装箱', '批发退货单']) await openMenu(page, '批发业务', item);
    assert.equal((await tabTitles(page)).length, 10, 'index + 9');
    await openMenu(page, '批发业务', '收款单', false);
    const prompt = page.locator('.ant-modal-confirm', { hasText: '已达到标签页上限' });
    await prompt.waitFor();
    await screenshot(page, 'tab-limit-zh-CN');
    await prompt.getByRole('button', { name: '关闭前 5 个' }).click();
    await page.waitForURL('**/wholesale/settlement');
    assert.deepEqual(await tabTitles(page), ['首页', '配货申请单', '批发销售单', '拣货装箱', '批发退货单', '收款单']);

    await page.locator('[data-testid=tab-menu]').click();
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    assert.deepEqual(await tabTitles(page), ['首页', '收款单']);
    await page.locator('[data-testid=tab-menu]').click();
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    await page.waitForURL('**/index');
    assert.deepEqual(await tabTitles(page), ['首页']);
  });

  it('routes F1 to the page and lists the shortcuts in a drawer', async () => {
    await openMenu(page, '系统管理', '角色管理');
    await page.locator('[data-tab-pane="/system/role"] .ant-table-row').first().waitFor();
    await page.locator('body').click({ position: { x: 900, y: 700 } });
    await page.keyboard.press('F1');
    await page.waitForURL('**/system/role/add');
    await page.locator('[data-tab-pane="/system/role/add"] [data-testid=permission-tree]').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL('**/system/role');
    assert.ok(!(await tabTitles(page)).some((t) => t.includes('新增')), 'Esc closed the untouched add page');

    await page.locator('[data-testid=shortcuts-button]').click();
    const drawer = page.locator('.q-shortcut-drawer');
    await drawer.waitFor();
    assert.equal(await drawer.locator('.q-shortcut-row').count(), 13);
    assert.ok(await drawer.locator('[data-shortcut=F1]', { hasText: '当前页可用' }).isVisible());
    assert.ok(!(await drawer.locator('[data-shortcut=F9]', { hasText: '当前页可用' }).isVisible()));
    await screenshot(page, 'shortcuts-zh-CN');
    await page.keyboard.press('Escape');
    await drawer.locator('.ant-drawer-content-wrapper').waitFor({ state: 'hidden' });
  });

  it('asks before closing a page being edited, and warns on leaving', async () => {
    await page.locator('[data-tab-pane="/system/role"] [data-testid=list-add]').click();
    await page.waitForURL('**/system/role/add');
    const pane = page.locator('[data-tab-pane="/system/role/add"]');
    await pane.locator('#name').fill('临时角色');
    const tab = page.locator('.q-tabbar .ant-tabs-tab', { hasText: '新增角色' });
    await tab.locator('.ant-tabs-tab-remove').click();
    const ask = page.locator('.ant-modal-confirm', { hasText: '有页面正在编辑，确认关闭？' });
    await ask.waitFor();
    await ask
      .getByRole('button', { name: '取 消' })
      .or(ask.getByRole('button', { name: '取消' }))
      .click();
    await ask.waitFor({ state: 'hidden' });
    assert.ok(await tab.isVisible(), 'cancel keeps the tab');
    const warned = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    assert.equal(warned, true, 'leaving the browser warns');

    await tab.locator('.ant-tabs-tab-remove').click();
    await ask.waitFor();
    await screenshot(page, 'unsaved-confirm-zh-CN');
    await ask.getByRole('button', { name: /确\s?定/ }).click();
    await tab.waitFor({ state: 'detached' });
    const calm = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    assert.equal(calm, false);
  });

  it('switches to English and Indonesian and back', async () => {
    await openMenu(page, '系统管理', '员工管理');
    await page.locator('[data-tab-pane="/system/employee"] .ant-table-row').first().waitFor();
    await page.locator('[data-testid=language-switch]').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.locator('.ant-menu-submenu-title', { hasText: 'System' }).waitFor();
    await page.locator('.q-tabbar .ant-tabs-tab', { hasText: 'Employees' }).waitFor();
    await page.locator('[data-tab-pane="/system/employee"] th', { hasText: 'Employee code' }).waitFor();
    assert.ok((await tabTitles(page)).includes('Home'));
    await screenshot(page, 'shell-en-US');

    await page.locator('[data-testid=language-switch]').click();
    await page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
    await page.locator('.ant-menu-submenu-title', { hasText: 'Sistem' }).waitFor();
    await page.locator('.q-tabbar .ant-tabs-tab', { hasText: 'Karyawan' }).waitFor();
    await page.locator('[data-tab-pane="/system/employee"] .ant-pagination', { hasText: 'Total' }).waitFor();
    assert.equal(await page.title(), 'Quire - Karyawan');
    await screenshot(page, 'shell-id-ID');

    await page.locator('[data-testid=language-switch]').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await page.locator('.ant-menu-submenu-title', { hasText: '系统管理' }).waitFor();
  });

  it('runs the one-click effect with progress and reports the result', async () => {
    await page.locator('[data-testid=deploy-button]').click();
    await page.getByRole('menuitem', { name: '一键生效' }).click();
    await confirmOk(page, '确定');
    const dialog = page.locator('.ant-modal', { has: page.locator('.ant-progress') });
    await dialog.waitFor();
    await dialog.locator('.ant-alert').waitFor({ timeout: 40_000 });
    await screenshot(page, 'deploy-zh-CN');
    assert.ok(await dialog.locator('.ant-alert-success').isVisible(), 'the demo deploy succeeds');
    await dialog.locator('.ant-modal-footer button').click();
    await dialog.waitFor({ state: 'hidden' });
    // 一键生效 closed today (日结): the day is reopened (反日结), as the flows after this one post today.
    const api = await apiLogin('admin');
    const reopened = await call<{ reopenedDate: string }>(api, 'POST', '/api/basic/checkoutRecord/reopen', {});
    assert.equal(reopened.code, 200, `the effect closed a day to reopen: ${reopened.msg}`);
  });

  it('restores the open tabs after a reload', async () => {
    const before = await tabTitles(page);
    await page.reload();
    await page.locator('.q-tabbar .ant-tabs-tab').first().waitFor();
    await page.locator('.q-tabbar .ant-tabs-tab', { hasText: before[before.length - 1] }).waitFor();
    assert.deepEqual(await tabTitles(page), before);
  });
});
