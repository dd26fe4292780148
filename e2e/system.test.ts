import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';
import { confirmOk } from './lib/document';

/** The system pages built on the kit: roles with their permission tree, employees, business groups. */
describe('system pages', () => {
  let session: Session;
  let page: Page;
  const stamp = String(Date.now() % 1_000_000);
  const roleCode = `QA${stamp}`;
  const roleName = `质检员${stamp}`;

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

  it('creates a role with menu and button permissions from the tree', async () => {
    await openMenu(page, '系统管理', '角色管理');
    await page.locator('[data-tab-pane="/system/role"] [data-testid=list-add]').click();
    const pane = page.locator('[data-tab-pane="/system/role/add"]');
    await pane.locator('[data-testid=permission-tree]').waitFor();
    await pane.locator('[data-op=save]').click();
    await pane.locator('.ant-form-item-explain-error').first().waitFor();
    await pane.locator('#code').fill(roleCode);
    await pane.locator('#name').fill(roleName);
    const tree = pane.locator('[data-testid=permission-tree]');
    await pane.getByPlaceholder('搜索菜单或按钮').fill('客户档案');
    const customer = tree.locator('.ant-tree-treenode', { hasText: '客户档案' }).first();
    await customer.locator('.ant-tree-checkbox').click();
    await pane.getByPlaceholder('搜索菜单或按钮').fill('');
    await tree.locator('.ant-tree-treenode', { hasText: '批发业务' }).first().waitFor();
    const group = tree.locator('.ant-tree-treenode', { hasText: '批发业务' }).first();
    assert.equal(await group.locator('.ant-tree-checkbox-indeterminate').count(), 1, 'the group comes with its screen, half checked');
    await screenshot(page, 'role-editor-zh-CN');
    await page.keyboard.press('F4');
    await page.waitForURL('**/system/role');
    await page.locator('[data-tab-pane="/system/role"] .ant-table-row', { hasText: roleCode }).waitFor();
  });

  it('shows the server’s field error on the employee form, then adds the employee', async () => {
    await openMenu(page, '系统管理', '员工管理');
    await page.locator('[data-tab-pane="/system/employee"] [data-testid=list-add]').click();
    const pane = page.locator('[data-tab-pane="/system/employee/add"]');
    await pane.locator('#employeeNo').fill('sales01');
    await pane.locator('#name').fill('测试员工');
    await pane.locator('#password').fill('Init@2026');
    await pane.locator('#businessGroupIds').click();
    await page.locator('.ant-select-item-option', { hasText: 'DC001' }).click();
    await pane.locator('h2').click();
    await pane.locator('#roleId').click();
    await page.locator('.ant-select-item-option', { hasText: roleName }).click();
    await pane.locator('[data-op=save]').click();
    const error = pane.locator('.ant-form-item', { has: page.locator('#employeeNo') }).locator('.ant-form-item-explain-error');
    await error.waitFor();
    assert.equal(await page.locator('.ant-modal-confirm', { hasText: '系统提示' }).count(), 0, 'no global dialog for a field error');
    await screenshot(page, 'employee-field-error-zh-CN');
    await pane.locator('#employeeNo').fill(`qa${stamp}`);
    await pane.locator('[data-op=save]').click();
    await page.waitForURL('**/system/employee');
    const row = page.locator('[data-tab-pane="/system/employee"] .ant-table-row', { hasText: `qa${stamp}` });
    await row.waitFor();
    assert.ok((await row.textContent())?.includes(roleName));
  });

  it('keeps column settings per user', async () => {
    const list = page.locator('[data-tab-pane="/system/employee"]');
    await list.locator('th', { hasText: '手机号' }).waitFor();
    await list.locator('[data-testid=column-settings-button]').click();
    const panel = page.locator('[data-testid=column-settings]');
    await panel.locator('.ant-checkbox-wrapper', { hasText: '手机号' }).click();
    await panel.getByRole('button', { name: /保\s?存/ }).click();
    await list.locator('th', { hasText: '手机号' }).waitFor({ state: 'detached' });
    await page.reload();
    await list.locator('.ant-table-row').first().waitFor();
    assert.equal(await list.locator('th', { hasText: '手机号' }).count(), 0, 'the hidden column stays hidden after a reload');
    await list.locator('[data-testid=column-settings-button]').click();
    // The panel opens with an animation: click once it is there, then give the saved default time on a loaded machine.
    await panel.waitFor();
    await panel.getByRole('button', { name: '恢复默认' }).click();
    await list.locator('th', { hasText: '手机号' }).waitFor({ timeout: 30_000 });
  });

  it('edits a business group and disables an employee', async () => {
    await openMenu(page, '系统管理', '业务组织');
    const groups = page.locator('[data-tab-pane="/system/businessGroup"]');
    await groups.locator('.ant-table-row', { hasText: 'DL001' }).locator('[data-action=edit]').click();
    await page.waitForURL('**/system/businessGroup/edit/**');
    const editor = page.locator('.q-tab-pane:not([hidden]) [data-testid=editor-frame]');
    await editor.locator('#phone').fill('0571-88886666');
    await editor.locator('[data-op=save]').click();
    await page.waitForURL('**/system/businessGroup');
    await groups.locator('.ant-table-row', { hasText: '0571-88886666' }).waitFor();

    await page.locator('.q-tabbar .ant-tabs-tab', { hasText: '员工管理' }).click();
    const employees = page.locator('[data-tab-pane="/system/employee"]');
    const row = employees.locator('.ant-table-row', { hasText: `qa${stamp}` });
    await row.locator('[data-action=more]').click();
    await page.getByRole('menuitem', { name: '停用', exact: true }).click();
    await confirmOk(page, '确定');
    await row.locator('.ant-tag', { hasText: '已停用' }).waitFor();
    assert.equal(
      await employees.locator('.ant-table-row', { hasText: 'admin' }).locator('[data-action=edit]').count(),
      0,
      'the administrator cannot be edited',
    );
  });
});
