import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE_URL, login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';

/** The login page, favorites in the shell and the notice of screens not built yet (issue 12). */
describe('login page, favorites, screens to come', () => {
  let session: Session;
  let page: Page;

  before(async () => {
    session = await openBrowser({ width: 1280, height: 800 });
    page = session.page;
  });

  after(async () => {
    assert.deepEqual(session.errors, [], 'no uncaught page errors');
    await session.close();
  });

  it('the login page names the product, says what it is for, switches language and shows the version', async () => {
    await page.goto(`${BASE_URL}/login`);
    const intro = page.locator('[data-testid=login-intro]');
    await intro.getByText('Quire').first().waitFor();
    await intro.getByText('文具批发配送管理系统').waitFor();
    await intro.getByText(/从客户下单到仓库发货/).waitFor();
    assert.match((await page.locator('[data-testid=app-version]').textContent()) ?? '', /版本 \d+\.\d+/);
    await screenshot(page, 'login-page-zh-CN');

    await page.locator('[data-testid=language-switch]').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await intro.getByText(/from the customer's order to the warehouse's shipment/).waitFor();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    assert.match((await page.locator('[data-testid=app-version]').textContent()) ?? '', /Version \d+\.\d+/);
    await screenshot(page, 'login-page-en-US');
    await page.locator('[data-testid=language-switch]').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await page.getByRole('heading', { name: '登录' }).waitFor();
  });

  it('a screen not built yet says what it will do, and the home page does not link to it', async () => {
    await login(page, 'admin');
    await page.waitForURL('**/index');
    const home = page.locator('[data-testid=home-page]');
    await home.waitFor();
    assert.equal(await home.getByText('岗位管理').count(), 0, 'no link to a screen not built yet');
    assert.ok((await home.getByText('品牌', { exact: true }).count()) > 0, 'built screens are linked');

    await openMenu(page, '系统管理', '岗位管理');
    const pane = page.locator('[data-tab-pane="/system/position"]');
    await pane.locator('[data-testid=screen-purpose]', { hasText: '维护业务组织内的岗位' }).waitFor();
    assert.equal(await pane.getByText('PositionManagement').count(), 0, 'no component name');
    await screenshot(page, 'not-available-zh-CN');
    await page.locator('.q-tabbar .ant-tabs-tab-active .ant-tabs-tab-remove').click();
  });

  it('a starred screen goes to the top of the sidebar and on the home page, with a star on its tab', async () => {
    await openMenu(page, '商品资料', '品牌');
    const tab = page.locator('.q-tabbar .ant-tabs-tab', { hasText: '品牌' });
    assert.equal(await tab.locator('[data-testid=tab-favorite]').count(), 0);
    await page.locator('[data-testid=tab-menu]').click();
    await page.getByRole('menuitem', { name: '加入收藏' }).click();

    await tab.locator('[data-testid=tab-favorite]').waitFor();
    const firstItem = page.locator('.q-sider-menu .ant-menu-item').first();
    await firstItem.locator('[data-favorite-path="/product/brand"]').waitFor();
    await page.locator('.q-sider-menu [data-testid=sider-favorites]').waitFor();
    await screenshot(page, 'favorites-sidebar-zh-CN');

    // It stays after a reload (saved on the server), and the home page offers it first.
    await page.reload();
    await page.locator('.q-tabbar .ant-tabs-tab', { hasText: '首页' }).click();
    const favorites = page.locator('[data-testid=home-favorites]');
    await favorites.locator('[data-favorite-path="/product/brand"]').waitFor();
    await screenshot(page, 'favorites-home-zh-CN');
    await favorites.locator('[data-favorite-path="/product/brand"]').click();
    await page.waitForURL('**/product/brand');
    await tab.locator('[data-testid=tab-favorite]').waitFor();

    // Unstarred: gone from the sidebar, the tab and the home page.
    await page.locator('[data-testid=tab-menu]').click();
    await page.getByRole('menuitem', { name: '取消收藏' }).click();
    await page.locator('.q-sider-menu [data-testid=sider-favorites]').waitFor({ state: 'detached' });
    assert.equal(await tab.locator('[data-testid=tab-favorite]').count(), 0);
    await page.locator('.q-tabbar .ant-tabs-tab', { hasText: '首页' }).click();
    await favorites.getByText(/还没有收藏/).waitFor();
  });
});
