import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { Language, MenuNode } from '@quire/contracts';
import type { Page } from 'playwright-core';
import { apiLogin } from './lib/api';
import { ARTIFACTS, BASE_URL, login, openBrowser, type Session } from './lib/browser';

/**
 * The walk of issue 12: every screen of the menu opened from the sidebar as `admin`, `sales01`
 * and `wh01`, each in zh-CN, en-US and id-ID, each checked for its content (no raw
 * message key, no error page, no component name) and photographed. It measures, as a report
 * and not as a timed assertion, the time from the click on the menu to the rows shown, on the
 * first open and on a reopen (tab closed, menu clicked again), and writes the table to
 * e2e/artifacts/open-times.md.
 */

type Screen = { path: string; component: string | null; title: string; groupId: string };
type Timing = { first: number; reopen?: number };

const NAMESPACES =
  'common|error|login|shell|kit|system|home|partner|product|warehouse|basic|excel|inventory|document|screens|stocktake|replenishment|collection';
const RAW_KEY = new RegExp(`(^|\\s)((${NAMESPACES}):[\\w.]+|[a-z][A-Za-z0-9]*(\\.[a-z][A-Za-z0-9]*)+)($|\\s)`);

function screensOf(permissions: readonly MenuNode[]): Screen[] {
  const out: Screen[] = [];
  const walk = (nodes: readonly MenuNode[], groupId: string) => {
    for (const n of [...nodes].sort((a, b) => a.sort - b.sort)) {
      if (n.hidden || n.externalLink) continue;
      if (n.children.length > 0) walk(n.children, n.id);
      else if (n.component) out.push({ path: n.path, component: n.component, title: n.title, groupId });
    }
  };
  walk(permissions[0]?.children ?? [], '');
  return out;
}

async function startAs(employeeNo: string, language: Language): Promise<Session> {
  const session = await openBrowser({ width: 1280, height: 800 });
  await session.context.addInitScript(() => {
    document.addEventListener(
      'click',
      () => {
        (window as unknown as { __qClickAt: number }).__qClickAt = performance.now();
      },
      true,
    );
  });
  await session.page.goto(`${BASE_URL}/login`);
  await session.page.evaluate((lang) => localStorage.setItem('quire.language', lang), language);
  await login(session.page, employeeNo);
  await session.page.waitForURL('**/index');
  await session.page.locator('.q-sider-menu').waitFor();
  return session;
}

async function switchLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('quire.language', lang), language);
  await page.goto(`${BASE_URL}/index`);
  await page.locator('[data-testid=home-page]').waitFor();
}

/** Menu clicks that opened no tab, twice (where the browser was then): reported with the open times. */
const LOST_CLICKS: string[] = [];

/** Clicks the screen's menu entry and answers the milliseconds until its content shows. */
async function openTimed(page: Page, screen: Screen): Promise<number> {
  const item = page.locator(`.q-sider-menu li.ant-menu-item[data-menu-id$="-${screen.path}"]`);
  if (!(await item.isVisible())) {
    await page.locator(`.q-sider-menu [data-menu-id$="-group:${screen.groupId}"]`).click();
    await item.waitFor();
  }
  await item.click();
  // A click landing while the sider re-renders (the tab just closed) is sometimes lost: the
  // tab does not open. Click again then; the time counts from the last click.
  const pane = page.locator(`[data-tab-pane="${screen.path}"]`);
  const opened = () =>
    pane.waitFor({ state: 'attached', timeout: 8_000 }).then(
      () => true,
      () => false,
    );
  if (!(await opened())) {
    await item.click();
    if (!(await opened())) {
      // Seen a few times in a long walk: both clicks land and the tab does not open (a known
      // defect under investigation). The address is kept for the report and the screen is
      // opened by its address, so the walk still checks it.
      LOST_CLICKS.push(`${screen.path} (at ${new URL(page.url()).pathname})`);
      await page.goto(`${BASE_URL}${screen.path}`);
    }
  }
  const handle = await page
    .waitForFunction(
      (path) => {
        const pane = document.querySelector<HTMLElement>(`[data-tab-pane="${CSS.escape(path)}"]`);
        if (!pane || pane.hidden) return false;
        if (pane.querySelector('.ant-spin-spinning, .ant-skeleton-active')) return false;
        const notAvailable = pane.querySelector('[data-testid=not-available]');
        const table = pane.querySelector('.ant-table');
        if (!notAvailable && !table && !pane.querySelector('.q-page')) return false;
        if (table && !pane.querySelector('.ant-table-row, .ant-table-placeholder .ant-empty')) return false;
        return { ms: performance.now() - ((window as unknown as { __qClickAt?: number }).__qClickAt ?? 0) };
      },
      screen.path,
      { polling: 'raf', timeout: 30_000 },
    )
    .catch(async (error: unknown) => {
      await page.screenshot({ path: join(ARTIFACTS, `walk-failed${screen.path.replaceAll('/', '-')}.png`) }).catch(() => {});
      throw new Error(`${screen.path} (${screen.title}) did not show its content within 30 s: ${String(error)}`);
    });
  const { ms } = (await handle.jsonValue()) as { ms: number };
  return Math.round(ms);
}

/** The requests made since the last click (chunks, locale bundles, API calls): start and end in ms after it. */
async function waterfall(page: Page): Promise<string> {
  const entries = await page.evaluate(() => {
    const clickAt = (window as unknown as { __qClickAt: number }).__qClickAt;
    return performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .filter((e) => e.startTime >= clickAt - 1)
      .map((e) => ({ name: new URL(e.name).pathname, start: Math.round(e.startTime - clickAt), end: Math.round(e.responseEnd - clickAt) }));
  });
  return entries.map((e) => `${e.start}–${e.end} ${e.name.replace(/^\/assets\//, '')}`).join('; ');
}

/** What a user reads on the screen that should be words: no raw key, no component name, no error page. */
async function problemsOf(page: Page, screen: Screen, language: Language): Promise<string[]> {
  const found = await page.evaluate((path) => {
    const pane = document.querySelector<HTMLElement>(`[data-tab-pane="${CSS.escape(path)}"]`);
    if (!pane) return { texts: [] as string[], all: '', error: false };
    const chrome = pane.querySelectorAll(
      'th, button, label, .ant-form-item-label, .ant-result-title, .ant-result-subtitle, .ant-empty-description, .ant-tabs-tab, .ant-card-head-title, .ant-select-selection-placeholder, .ant-alert-message, .ant-alert-title, h1, h2, h3, h4',
    );
    const texts = Array.from(chrome)
      .map((e) => (e.textContent ?? '').trim())
      .filter(Boolean);
    for (const input of Array.from(pane.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')))
      texts.push(input.placeholder);
    // The page's words, less the screen's own title (an English title may read like its component name).
    const title = pane.querySelector('.ant-result-title')?.textContent ?? '';
    const all = title ? pane.innerText.replace(title, '') : pane.innerText;
    return { texts, all, error: pane.querySelector('.ant-result-error') !== null };
  }, screen.path);
  const problems: string[] = [];
  const where = `${language} ${screen.path}`;
  if (found.error) problems.push(`${where}: error page`);
  for (const text of found.texts) if (RAW_KEY.test(text)) problems.push(`${where}: raw key in "${text}"`);
  if (screen.component && new RegExp(`\\b${screen.component}\\b`).test(found.all))
    problems.push(`${where}: shows its component name ${screen.component}`);
  if (found.all.trim() === '') problems.push(`${where}: empty`);
  return problems;
}

async function closeActiveTab(page: Page): Promise<void> {
  const active = page.locator('.q-tabbar .ant-tabs-tab-active');
  const count = await page.locator('.q-tabbar .ant-tabs-tab').count();
  await active.locator('.ant-tabs-tab-remove').click();
  await page.waitForFunction((n) => document.querySelectorAll('.q-tabbar .ant-tabs-tab').length === n - 1, count);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

describe('walk: every menu screen in three languages', () => {
  const problems: string[] = [];
  const timings = new Map<string, Timing & { title: string; built: boolean; requests?: string }>();
  // WALK_LANGS=zh-CN walks one language only (a quick measure of the open times); CI walks all three.
  const LANGS = (process.env.WALK_LANGS?.split(',') ?? ['zh-CN', 'en-US', 'id-ID']) as Language[];

  after(() => {
    const rows = [...timings.entries()];
    const built = rows.filter(([, r]) => r.built);
    const lines = [
      '| Screen | Path | First open (ms) | Reopen (ms) |',
      '|---|---|---:|---:|',
      ...built.map(([path, r]) => `| ${r.title} | ${path} | ${r.first} | ${r.reopen ?? ''} |`),
      '',
      `Built screens: ${built.length}; first open median ${median(built.map(([, r]) => r.first))} ms, max ${Math.max(0, ...built.map(([, r]) => r.first))} ms, over 500 ms: ${built.filter(([, r]) => r.first > 500).length}; reopen median ${median(built.map(([, r]) => r.reopen ?? 0))} ms, max ${Math.max(0, ...built.map(([, r]) => r.reopen ?? 0))} ms, over 150 ms: ${built.filter(([, r]) => (r.reopen ?? 0) > 150).length}.`,
      `Screens not built yet (notice page): ${rows.length - built.length}; first open median ${median(rows.filter(([, r]) => !r.built).map(([, r]) => r.first))} ms.`,
      `Menu clicks that opened no tab twice (opened by address instead; their time counts from the page load): ${LOST_CLICKS.join(', ') || 'none'}.`,
    ];
    const table = `# Open times (admin, zh-CN, 1280 wide, click on the menu to rows shown)\n\n${lines.join('\n')}\n`;
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, 'open-times.md'), table);
    const requests = built.map(([path, r]) => `- ${path} (${r.first} ms): ${r.requests || 'no request'}`).join('\n');
    writeFileSync(
      join(ARTIFACTS, 'open-waterfall.md'),
      `# Requests after the click on the first open (ms after the click)\n\n${requests}\n`,
    );
    console.log(table);
  });

  it('admin: every screen, timed in zh-CN, checked in three languages', async () => {
    const admin = await apiLogin('admin');
    const screens = screensOf(admin.user.permissions);
    assert.ok(screens.length > 40, `the menu has its screens (${screens.length})`);
    const session = await startAs('admin', 'zh-CN');
    const { page } = session;
    try {
      for (const language of LANGS) {
        if (language !== 'zh-CN') await switchLanguage(page, language);
        let notBuiltShots = 0;
        for (const screen of screens) {
          const first = await openTimed(page, screen);
          const requests = language === 'zh-CN' ? await waterfall(page) : '';
          const built = (await page.locator(`[data-tab-pane="${screen.path}"] [data-testid=not-available]`).count()) === 0;
          problems.push(...(await problemsOf(page, screen, language)));
          if (built || notBuiltShots++ < 2) {
            await page.screenshot({
              path: join(ARTIFACTS, `walk-admin-${language}${screen.path.replaceAll('/', '-')}.png`),
              animations: 'disabled',
            });
          }
          if (language === 'zh-CN') {
            await closeActiveTab(page);
            const reopen = await openTimed(page, screen);
            timings.set(screen.path, { title: screen.title, built, first, reopen, requests });
          }
          await closeActiveTab(page);
        }
      }
      assert.deepEqual(session.errors, [], 'no uncaught page errors');
    } finally {
      await session.close();
    }
    assert.deepEqual(problems, []);
  });

  // The clerks of the demo, each in the three languages: every screen of their menu once per
  // language (no timing), built screens photographed.
  for (const employeeNo of ['sales01', 'wh01'] as const) {
    it(`${employeeNo}: every screen of their menu in three languages`, async () => {
      const user = await apiLogin(employeeNo);
      const screens = screensOf(user.user.permissions);
      assert.ok(screens.length > 5, `${employeeNo} has screens (${screens.length})`);
      const session = await startAs(employeeNo, LANGS[0]);
      const { page } = session;
      const mine: string[] = [];
      try {
        for (const language of LANGS) {
          if (language !== LANGS[0]) await switchLanguage(page, language);
          for (const screen of screens) {
            await openTimed(page, screen);
            mine.push(...(await problemsOf(page, screen, language)));
            const built = (await page.locator(`[data-tab-pane="${screen.path}"] [data-testid=not-available]`).count()) === 0;
            if (built)
              await page.screenshot({
                path: join(ARTIFACTS, `walk-${employeeNo}-${language}${screen.path.replaceAll('/', '-')}.png`),
                animations: 'disabled',
              });
            await closeActiveTab(page);
          }
        }
        assert.deepEqual(session.errors, [], 'no uncaught page errors');
      } finally {
        await session.close();
      }
      assert.deepEqual(mine, []);
    });
  }
});
