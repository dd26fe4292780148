import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page as PageList, RoleView } from '@quire/contracts';
import { apiLogin, call } from './lib/api';
import { BASE_URL, login, openBrowser, openMenu, screenshot } from './lib/browser';

describe('access and sessions', () => {
  it('a sales user sees no role management and gets /401 on its address', async () => {
    const { page, close, errors } = await openBrowser();
    try {
      await login(page, 'sales01');
      await page.waitForURL('**/index');
      await page.locator('.ant-menu-submenu-title', { hasText: '批发业务' }).waitFor();
      await page.locator('.ant-menu-submenu-title', { hasText: '系统管理' }).click();
      await page.locator('.ant-menu-item', { hasText: '下载中心' }).waitFor();
      assert.equal(await page.locator('.ant-menu-item', { hasText: '角色管理' }).count(), 0);
      assert.equal(await page.locator('.ant-menu-item', { hasText: '员工管理' }).count(), 0);
      assert.equal(await page.locator('[data-testid=deploy-button]').count(), 0, 'no deploy button without its permission');
      await page.goto(`${BASE_URL}/system/role`);
      await page.waitForURL('**/401');
      await page.getByText('抱歉！您没有操作权限').waitFor();
      await screenshot(page, 'no-permission-zh-CN');
      await page.goto(`${BASE_URL}/no/such/page`);
      await page.waitForURL('**/404');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  it('forces a new employee to change the initial password', async () => {
    const admin = await apiLogin('admin');
    const roles = await call<PageList<RoleView>>(admin, 'GET', '/api/user/componentPermissionsRole/page?pageNum=1&pageSize=50');
    const sales = roles.data.list.find((r) => r.code === 'SALES');
    const employeeNo = `e2e${Date.now() % 1_000_000}`;
    const added = await call(admin, 'POST', '/api/user/employee/dhAdd', {
      employeeNo,
      name: '新员工',
      businessGroupIds: [admin.user.businessGroups[0].id],
      roleId: sales?.id ?? null,
      password: 'Init@2026',
    });
    assert.equal(added.code, 200, added.msg);

    const { page, close, errors } = await openBrowser();
    try {
      await login(page, employeeNo, 'Init@2026');
      const dialog = page.locator('.ant-modal', { hasText: '为了账号安全' });
      await dialog.waitFor();
      assert.equal(await dialog.locator('.ant-modal-close').count(), 0, 'the forced dialog cannot be dismissed');
      await screenshot(page, 'forced-password-zh-CN');
      await dialog.locator('#newPassword').fill('Abc12345');
      await dialog.getByText('请先输入旧密码').first().waitFor();
      await dialog.locator('#oldPassword').fill('Init@2026');
      await dialog.locator('#newPassword').fill('abc12345');
      await dialog.getByText('新密码不符合安全规则，请重新输入').waitFor();
      await dialog.locator('#newPassword').fill('Quire#2027x');
      await dialog.locator('#confirmPassword').fill('Quire#2027y');
      await dialog.getByText('两次输入的密码不一致').waitFor();
      await dialog.locator('#confirmPassword').fill('Quire#2027x');
      await dialog.locator('[data-testid=change-password-submit]').click();
      await page.getByText('密码修改成功').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page.reload();
      await page.locator('[data-testid=home-page]').waitFor();
      assert.equal(await page.locator('.ant-modal', { hasText: '为了账号安全' }).count(), 0);
      assert.equal((await apiLogin(employeeNo, 'Quire#2027x')).user.employeeNo, employeeNo);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  it('an ended session returns to the login page', async () => {
    const { page, close } = await openBrowser();
    try {
      await login(page, 'wh01');
      await page.waitForURL('**/index');
      // The menu comes from the server: end the session only once it is on the screen.
      await page.locator('.ant-menu-submenu-title', { hasText: '库存管理' }).first().waitFor();
      const stored = await page.evaluate(() => ({
        token: localStorage.getItem('quire.token') ?? '',
        signKey: localStorage.getItem('quire.signKey') ?? '',
      }));
      const out = await call(stored, 'POST', '/api/login/admin/logout', {});
      assert.equal(out.code, 200, out.msg);
      // The next call (the notice bell's poll, or the stock query loading its list) is answered
      // 4011021 and the client prompts.
      const prompt = page.locator('.ant-modal-confirm', { hasText: '系统提示' });
      if (!(await prompt.isVisible())) await openMenu(page, '库存管理', '库存查询', false).catch(() => undefined);
      await prompt.waitFor();
      await screenshot(page, 'session-ended-zh-CN');
      await prompt.getByRole('button').last().click();
      await page.waitForURL('**/login**');
      await page.locator('[data-testid=login-submit]').waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem('quire.token')), null);
    } finally {
      await close();
    }
  });
});
