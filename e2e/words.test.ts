import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';

const CJK = /[\u4e00-\u9fff]/;

async function switchLanguage(page: Page, name: string, menuGroup: string): Promise<void> {
  await page.locator('[data-testid=language-switch]').click();
  await page.getByRole('menuitem', { name }).click();
  await page.locator('.ant-menu-submenu-title', { hasText: menuGroup }).first().waitFor();
}

/** Opens a screen by its exact menu title (Barang, not Mutasi barang). */
async function openExact(page: Page, group: string, item: string): Promise<void> {
  const entry = page.locator('.q-sider-menu .ant-menu-item').filter({ has: page.locator(`[data-ellipsis-label="${item}"]`) });
  if (!(await entry.isVisible())) await page.locator('.ant-menu-submenu-title', { hasText: group }).first().click();
  await entry.click();
  await page.locator('.q-tabbar .ant-tabs-tab-active', { hasText: item }).waitFor();
}

/** The column's texts once they satisfy `ready` (the unit names come with the dictionary, just after the rows), or as they are after 10 s. */
async function settledColumn(pane: Locator, title: string, ready: (texts: string[]) => boolean): Promise<string[]> {
  let texts: string[] = [];
  for (let i = 0; i < 50; i++) {
    texts = await columnTexts(pane, title);
    if (texts.length > 0 && ready(texts)) break;
    await pane.page().waitForTimeout(200);
  }
  return texts;
}

/** The whole placeholder of an input shows (measured in the input's own font). */
async function assertPlaceholderShows(input: Locator): Promise<void> {
  const placeholder = (await input.getAttribute('placeholder')) ?? '';
  const fits = await input.evaluate((el) => {
    const box = el as HTMLInputElement;
    const style = getComputedStyle(box);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `${style.fontSize} ${style.fontFamily}`;
    return (
      context.measureText(box.placeholder).width <=
      box.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
    );
  });
  assert.ok(fits, `the whole placeholder "${placeholder}" shows`);
}

/** The texts of one column of a list, found by its header. */
async function columnTexts(pane: Locator, title: string): Promise<string[]> {
  const headers = (await pane.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(title);
  assert.ok(index >= 0, `a "${title}" column among ${headers.join(' | ')}`);
  return (await pane.locator(`tbody tr.ant-table-row > td:nth-child(${index + 1})`).allInnerTexts()).map((x) => x.trim());
}

/** Units, quantities and widths as a clerk meets them in English and Indonesian, at 1280 wide. */
describe('units, quantities and labels in English and Indonesian', () => {
  let session: Session;
  let page: Page;

  before(async () => {
    session = await openBrowser();
    page = session.page;
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page, 'admin');
    await page.waitForURL('**/index');
  });

  after(async () => {
    assert.deepEqual(session.errors, [], 'no uncaught page errors');
    await session.close();
  });

  it("shows an English clerk units by their English names and quantities in the unit's decimals", async () => {
    await switchLanguage(page, 'English', 'Inventory');
    await openMenu(page, 'Inventory', 'Stock query');
    const pane = page.locator('[data-tab-pane="/inventory/stock"]');
    await pane.locator('.ant-table-row').first().waitFor();
    const units = await settledColumn(pane, 'Unit', (texts) => !texts.some((u) => CJK.test(u)));
    assert.ok(units.length > 0);
    assert.deepEqual(
      units.filter((u) => CJK.test(u)),
      [],
      'no Chinese unit names',
    );
    assert.ok(
      units.some((u) => ['pcs', 'Box', 'Carton', 'Pack'].includes(u)),
      `units such as pcs and Box: ${units.join(', ')}`,
    );
    for (const title of ['On hand', 'Available']) {
      const quantities = await columnTexts(pane, title);
      for (const q of quantities) assert.match(q, /^-?\d{1,3}(,\d{3})*$/, `${title} ${q}: whole pieces, boxes and cartons`);
    }
    assert.doesNotMatch(await pane.locator('tbody').innerText(), /\d\.0000/, 'no 5.0000');
    await screenshot(page, 'words-stock-en-US');
  });

  it("names the installation's roles in English", async () => {
    await openMenu(page, 'System', 'Roles');
    const pane = page.locator('[data-tab-pane="/system/role"]');
    await pane.locator('.ant-table-row', { hasText: 'Sales representative' }).waitFor();
    const builtIn = (await columnTexts(pane, 'Role name')).filter((n) => n.includes('Built-in'));
    assert.ok(builtIn.length >= 4, `the four built-in roles: ${builtIn.join(', ')}`);
    assert.deepEqual(
      builtIn.filter((n) => CJK.test(n)),
      [],
      'no Chinese names of built-in roles (a role a clerk made keeps the name it was given)',
    );
  });

  it('fits the Indonesian verbs in the operations column and keeps whole labels readable at 1280 wide', async () => {
    await switchLanguage(page, 'Bahasa Indonesia', 'Persediaan');
    await openExact(page, 'Produk', 'Barang');
    const pane = page.locator('[data-tab-pane="/product/sku"]');
    await pane.locator('.ant-table-row').first().waitFor();
    const overflowing = await pane
      .locator('tbody tr.ant-table-row > td:last-child')
      .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => (c as HTMLElement).innerText));
    assert.deepEqual(overflowing, [], "every row's buttons fit inside the operations cell");
    const actions = await pane.locator('tbody tr.ant-table-row').first().locator('td:last-child').innerText();
    assert.match(actions, /Nonaktifkan|Aktifkan/, 'the status action is a verb');
    assert.equal((await pane.locator('tbody .ant-tag', { hasText: /^Aktif$/ }).count()) > 0, true, 'the state is a tag');
    await assertPlaceholderShows(pane.locator('[data-filter-keyword]'));
    await screenshot(page, 'words-sku-id-ID');

    // A sidebar label cut to fit shows the whole label when pointed at.
    const cut = await page
      .locator('.q-sider-menu [data-ellipsis-label]')
      .evaluateAll((spans) =>
        spans
          .filter((s) => s.scrollWidth > s.clientWidth + 1 && (s as HTMLElement).offsetParent)
          .map((s) => s.getAttribute('data-ellipsis-label')),
      );
    if (cut.length > 0) {
      await page.locator(`.q-sider-menu [data-ellipsis-label="${cut[0]}"]`).hover();
      await page.locator('.ant-tooltip-inner', { hasText: cut[0] ?? '' }).waitFor();
    }

    await openExact(page, 'Persediaan', 'Cek stok');
    const stock = page.locator('[data-tab-pane="/inventory/stock"]');
    await stock.locator('.ant-table-row').first().waitFor();
    assert.deepEqual(
      (await settledColumn(stock, 'Satuan', (texts) => !texts.some((u) => CJK.test(u)))).filter((u) => CJK.test(u)),
      [],
      'unit names in Indonesian',
    );
    await assertPlaceholderShows(stock.locator('[data-filter-keyword]'));
    await screenshot(page, 'words-stock-id-ID');
  });
});
