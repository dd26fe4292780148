import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const ARTIFACTS = process.env.E2E_ARTIFACTS ?? join(import.meta.dirname, '..', 'artifacts');
export const DEMO_PASSWORD = 'Quire@2026';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Session = { context: BrowserContext; page: Page; close: () => Promise<void>; errors: string[] };

/** A fresh Chromium profile (its own --user-data-dir) and one page. */
export async function openBrowser(viewport = { width: 1440, height: 900 }): Promise<Session> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'quire-e2e-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport,
    locale: 'zh-CN',
  });
  context.setDefaultTimeout(15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export async function login(page: Page, employeeNo: string, password = DEMO_PASSWORD, path = '/login'): Promise<void> {
  await page.goto(BASE_URL + path);
  await page.locator('#employeeNo').fill(employeeNo);
  await page.locator('#password').fill(password);
  await page.locator('[data-testid=login-submit]').click();
}

/** Opens a screen from the left menu (its group first when the item is not shown) and waits for its tab. */
export async function openMenu(page: Page, group: string, item: string, waitForTab = true): Promise<void> {
  const entry = page.locator('.ant-menu-item', { hasText: item }).first();
  // A click on the group that landed while the menu was drawn again (after login, after a language
  // switch) may leave it shut: the group is opened again until the item shows, three times at most.
  for (let attempt = 0; attempt < 3 && !(await entry.isVisible()); attempt++) {
    // A group already opening is not clicked shut.
    const submenu = page.locator('.ant-menu-submenu', { has: page.locator('.ant-menu-submenu-title', { hasText: group }) }).first();
    const open = await submenu.evaluate((el) => el.classList.contains('ant-menu-submenu-open')).catch(() => false);
    if (!open) await page.locator('.ant-menu-submenu-title', { hasText: group }).first().click();
    await entry.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  }
  await entry.click().catch(async (error: Error) => {
    await page.screenshot({ path: join(ARTIFACTS, `failed-menu-${item}.png`) }).catch(() => undefined);
    throw error;
  });
  if (!waitForTab) return;
  const tab = page.locator('.q-tabbar .ant-tabs-tab-active', { hasText: item });
  try {
    // A click that landed while the menu was still being drawn is made once more.
    const opened = await tab.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (!opened) {
      await entry.click();
      await tab.waitFor({ timeout: 20_000 });
    }
  } catch (error) {
    // What the page showed instead is the first thing to read when a run fails.
    await page.screenshot({ path: join(ARTIFACTS, `failed-open-${item}.png`) }).catch(() => undefined);
    throw new Error(`${(error as Error).message}\nURL: ${page.url()}; tabs: ${(await tabTitles(page).catch(() => [])).join(' | ')}`);
  }
}

export async function tabTitles(page: Page): Promise<string[]> {
  return (await page.locator('.q-tabbar .ant-tabs-tab').allInnerTexts()).map((t) => t.trim());
}

/** Saves a picture once animations and loading spinners have settled. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page
    .locator('.ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}
