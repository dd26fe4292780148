import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';

const DROPDOWN = '.ant-select-dropdown:visible';

/** Records what the page speaks, instead of speaking it. */
const RECORD_SPEECH = () => {
  const spoken: { text: string; lang: string }[] = [];
  (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
  if ('speechSynthesis' in window) {
    window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
      spoken.push({ text: u.text, lang: u.lang });
    };
  }
};

/**
 * 通知公告 as people use it: the administrator publishes an announcement with an attachment
 * to the sales role; a salesperson logs in, gets the pop-up and the voice announcement, sees
 * the unread count on the bell, opens the notice, and the count drops.
 */
describe('notice: publish to a role, pop-up, unread count, read', () => {
  let admin: Session;
  let sales: Session;
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const title = `春节放假安排${stamp}`;
  const attachment = join(tmpdir(), `notice-${stamp}.pdf`);

  before(async () => {
    writeFileSync(attachment, '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    admin = await openBrowser({ width: 1280, height: 900 });
    await login(admin.page, 'admin');
    await admin.page.waitForURL('**/index');
  });

  after(async () => {
    assert.deepEqual(admin.errors, [], 'no uncaught page errors (admin)');
    await admin.close();
    if (sales) {
      assert.deepEqual(sales.errors, [], 'no uncaught page errors (sales)');
      await sales.close();
    }
  });

  it('the administrator publishes an announcement with an attachment to the 销售员 role', async () => {
    const page = admin.page;
    await openMenu(page, '系统管理', '通知公告');
    const list = page.locator('[data-tab-pane="/system/notice"]');
    await list.locator('[data-testid=list-add]').click();
    const dialog = page.locator('.ant-modal', { hasText: '发布通知公告' });
    await dialog.locator('[data-testid=notice-title]').fill(title);
    await dialog.locator('[data-testid=notice-content]').fill('除夕至初六放假，初七正常上班。\n请提前安排好客户订单。');
    // Rich text: bold from the toolbar for what is typed next.
    await dialog.locator('[data-testid=notice-content]').press('End');
    await dialog.locator('[data-testid=editor-bold]').click();
    await page.keyboard.type('务必准时');
    await dialog.locator('input[type=file]').setInputFiles(attachment);
    await dialog.locator('.ant-upload-list-item-done', { hasText: `notice-${stamp}.pdf` }).waitFor();
    await dialog.locator('label', { hasText: '指定角色' }).click();
    await dialog.locator('[data-testid=notice-roles]').click();
    await page.locator(`${DROPDOWN} .ant-select-item-option`, { hasText: '销售员' }).first().click();
    await dialog.locator('[data-testid=notice-title]').click();
    await screenshot(page, 'notice-publish-zh-CN');
    await dialog.locator('.ant-btn-primary', { hasText: '发布' }).click();
    await page.locator('.ant-message-notice', { hasText: '已发布' }).first().waitFor();
    await list.locator('[data-testid=notice-tabs]').getByText('已发布').click();
    const row = list.locator('.ant-table-row', { hasText: title });
    await row.waitFor();
    await row.getByText('指定角色').waitFor();
  });

  it('a salesperson logs in, gets the pop-up and the voice, sees the unread count, opens it, and the count drops', async () => {
    sales = await openBrowser({ width: 1280, height: 900 });
    const page: Page = sales.page;
    await sales.context.addInitScript(RECORD_SPEECH);
    await login(page, 'sales01');
    await page.waitForURL('**/index');

    const popup = page.locator('.q-notice-popup', { hasText: title });
    await popup.waitFor({ timeout: 20_000 });
    await screenshot(page, 'notice-popup-zh-CN');
    await page.waitForFunction(
      (t) => ((window as unknown as { __spoken?: { text: string }[] }).__spoken ?? []).some((s) => s.text.includes(t)),
      title,
    );
    const spoken = await page.evaluate(() => (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken);
    assert.ok(
      spoken.some((s) => s.lang === 'zh-CN' && s.text.startsWith('您有一条新的通知公告')),
      JSON.stringify(spoken),
    );

    // The bell's total also counts 服务提醒, which the reminder job (every five minutes) may add
    // at any moment; the announcements' own count in the bell's menu moves only by this test.
    await page.locator('[data-testid=notice-bell-count] .ant-badge-count').waitFor();
    await popup.getByRole('button', { name: '查看' }).click();
    await waitOutPopups(page);
    const before = await announcementCount(page);
    assert.ok(before >= 1, `unread announcements ${before}`);

    const list = page.locator('[data-tab-pane="/system/notice"]');
    const row = list.locator('.ant-table-row', { hasText: title });
    await row.locator('[data-testid=notice-unread]').waitFor();
    await row.locator('[data-testid=notice-open]').click();
    const drawer = page.locator('[data-testid=notice-detail]');
    await drawer.locator('[data-testid=notice-detail-title]', { hasText: title }).waitFor();
    await drawer.getByText('初七正常上班').waitFor();
    await drawer.locator('[data-testid=notice-detail-content] strong', { hasText: '务必准时' }).waitFor();
    await drawer.getByText(`notice-${stamp}.pdf`).waitFor();
    await screenshot(page, 'notice-detail-zh-CN');

    await drawer.locator('.ant-drawer-close').click();
    await row.locator('[data-testid=notice-unread]').waitFor({ state: 'detached' });
    assert.equal(await announcementCount(page, before - 1), before - 1);
  });
});

/**
 * Waits out the pop-ups still shown (the demo's own announcement may pop up too): they sit over
 * the bell. The pointer leaves them, since hovering a pop-up holds it open.
 */
async function waitOutPopups(page: Page): Promise<void> {
  await page.mouse.move(640, 600);
  await page.waitForFunction(() => document.querySelector('.q-notice-popup') === null, undefined, { timeout: 20_000 });
}

/** The unread announcements the bell's menu counts, once it shows `expected` if given. */
async function announcementCount(page: Page, expected?: number): Promise<number> {
  await page.locator('[data-testid=notice-bell]').click();
  const badge = page.locator('[data-testid=notice-count-ANNOUNCEMENT] .ant-badge-count');
  if (expected !== undefined) await page.locator(`[data-testid=notice-count-ANNOUNCEMENT] .ant-badge-count[title="${expected}"]`).waitFor();
  else await badge.waitFor();
  const n = Number(await badge.getAttribute('title'));
  await page.keyboard.press('Escape');
  await page.locator('[data-testid=notice-count-ANNOUNCEMENT]').waitFor({ state: 'hidden' });
  return n;
}
