import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { DocumentHeaderView, Page as ListPage, PrintDocument, PrintTemplateListItem, PrintTemplateView } from '@quire/contracts';
import type { Page } from 'playwright-core';
import { type ApiSession, apiLogin, call } from './lib/api';
import { ARTIFACTS, login, openBrowser, openMenu, type Session, screenshot } from './lib/browser';

declare global {
  interface Window {
    __quireLastPrint?: { html: string; at: number };
  }
}

/**
 * Printing as the admin: the wholesale box label opened in the 打印模板 designer, an element
 * dragged to a new place and saved; a warehouse transfer printed from its detail (F11's button)
 * and two profit and loss sheets from their list in one job. Headless Chromium's print() makes no file, so the print
 * frame's HTML is rendered to PDF with its own @page size and read back with pdftotext.
 */
describe('printing: template designer, document print to PDF, bulk print', () => {
  let session: Session;
  let page: Page;
  let api: ApiSession;

  before(async () => {
    api = await apiLogin('admin');
    session = await openBrowser();
    page = session.page;
    await login(page, 'admin');
    await page.locator('.q-tabbar').waitFor();
  });
  after(async () => {
    await session?.close();
  });

  const lastPrint = () => page.evaluate(() => window.__quireLastPrint ?? null);
  const waitForPrint = async (after: number) => {
    await page.waitForFunction((t) => (window.__quireLastPrint?.at ?? 0) > t, after, { timeout: 20_000 });
    const job = await lastPrint();
    assert.ok(job);
    return job.html;
  };
  /** The print HTML as a PDF at its @page size, and the PDF's text and page size. */
  const toPdf = async (html: string, name: string) => {
    const sheet = await session.context.newPage();
    await sheet.setContent(html, { waitUntil: 'load' });
    const barcodes = await sheet.locator('svg[data-symbology=code128]').count();
    const file = join(ARTIFACTS, `${name}.pdf`);
    writeFileSync(file, await sheet.pdf({ preferCSSPageSize: true, printBackground: true }));
    await sheet.close();
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return { text, info, barcodes };
  };

  it('moves an element of the box label in the designer and saves it', async () => {
    await openMenu(page, '系统管理', '打印模板');
    const list = page.locator('[data-tab-pane="/system/printTemplate"]');
    await list
      .locator('.ant-table')
      .waitFor()
      .catch(async (error) => {
        await screenshot(page, 'failed-print-template-list');
        throw new Error(`${(error as Error).message}\npage errors: ${session.errors.join(' | ')}`);
      });
    await list.locator('.q-filter-bar .ant-form-item', { hasText: '模板名称' }).locator('input').fill('批发销售箱标');
    await list.locator('[data-testid=list-search]').click();
    const row = list.locator('.ant-table-row', { hasText: '批发销售箱标' });
    await row.waitFor();
    assert.equal(await list.locator('.ant-table-row').count(), 1);
    await screenshot(page, 'print-template-list-zh-CN');
    await row.locator('[data-action=design]').click();
    await page.waitForURL('**/system/printTemplate/edit/*');
    const designer = page.locator('[data-tab-pane^="/system/printTemplate/edit/"]');
    const box = designer.locator('[data-testid=designer-element][data-element=qr]');
    await box.waitFor();
    const before = Number(await box.getAttribute('data-x'));
    const rect = await box.boundingBox();
    assert.ok(rect);
    await page.mouse.move(rect.x + rect.width / 2, rect.y + rect.height / 2);
    await page.mouse.down();
    await page.mouse.move(rect.x + rect.width / 2 - 20, rect.y + rect.height / 2 - 4, { steps: 5 });
    await page.mouse.move(rect.x + rect.width / 2 - 40, rect.y + rect.height / 2 - 8, { steps: 5 });
    await page.mouse.up();
    const moved = Number(await box.getAttribute('data-x'));
    assert.ok(moved < before, `the QR code moved left (${before} → ${moved})`);
    assert.equal(await designer.locator('[data-testid=designer-properties][data-element=qr]').count(), 1, 'its properties show');
    assert.equal(
      Number(await designer.locator('input[data-testid=designer-x], [data-testid=designer-x] input').first().inputValue()),
      moved,
    );
    await screenshot(page, 'print-template-designer-zh-CN');
    await designer.locator('[data-op=save]').click();
    await page.locator('.ant-message-notice', { hasText: '已保存' }).first().waitFor();
    await page.waitForURL('**/system/printTemplate');

    const found = await call<ListPage<PrintTemplateListItem>>(api, 'POST', '/api/basic/printTemplate/page', { name: '批发销售箱标' });
    const saved = await call<PrintTemplateView>(api, 'GET', `/api/basic/printTemplate/${found.data.list[0].id}`);
    assert.equal(saved.data.elements.find((e) => e.id === 'qr')?.x, moved);
  });

  it('prints a warehouse transfer from its detail through its template, to a PDF with the bill no and the goods', async () => {
    const transfers = await call<ListPage<DocumentHeaderView>>(api, 'POST', '/api/stock/transfer/page', { pageNum: 1, pageSize: 5 });
    const target = transfers.data.list[0];
    assert.ok(target, 'the demo has a transfer');
    const data = await call<PrintDocument[]>(api, 'POST', '/api/stock/transfer/print', { ids: [target.id], record: false });
    const skuName = String(data.data[0].lines[0].skuName);

    await openMenu(page, '库存管理', '调拨单');
    const list = page.locator('[data-tab-pane="/inventory/transfer"]');
    await list.locator(`[data-bill-no="${target.billNo}"]`).first().click();
    await page.waitForURL(`**/inventory/transfer/detail/${target.id}`);
    const detail = page.locator(`[data-tab-pane="/inventory/transfer/detail/${target.id}"]`);
    await detail.locator('[data-testid=document-detail]').waitFor();
    const started = Date.now();
    await detail.locator('[data-op=print]').click();
    const html = await waitForPrint(started - 1);
    assert.ok(html.includes('@page { size: 241mm 140mm'), 'the page size of the template');
    assert.ok(html.includes(target.billNo));
    await page.locator('[data-testid=print-frame]').first().waitFor({ state: 'attached' });

    const pdf = await toPdf(html, 'print-transfer');
    assert.ok(pdf.text.includes(target.billNo), 'the bill no is printed');
    assert.ok(pdf.text.replace(/\s+/g, '').includes(skuName.replace(/\s+/g, '')), `the goods name ${skuName} is printed`);
    assert.ok(pdf.text.includes('调拨单'), 'the title is printed in Chinese');
    assert.ok(pdf.barcodes >= 1, 'a Code 128 barcode is drawn');
    assert.match(pdf.info, /Page size:\s+683\.\d+ x 396\.\d+ pts/, '241 × 140 mm');
    // The print is in the audit trail.
    await detail.locator('[data-testid=audit-trail] .ant-table-row', { hasText: '打印' }).first().waitFor();
    await screenshot(page, 'print-transfer-detail-zh-CN');
  });

  it('prints the selected documents of a list in one job, a page each', async () => {
    const sheets = await call<ListPage<DocumentHeaderView>>(api, 'POST', '/api/stock/breakage/page', { pageNum: 1, pageSize: 2 });
    assert.equal(sheets.data.list.length, 2, 'the demo has two profit and loss sheets');
    await openMenu(page, '库存管理', '报损报溢单');
    const list = page.locator('[data-tab-pane="/inventory/breakage"]');
    for (const d of sheets.data.list) {
      await list.locator('.ant-table-row', { hasText: d.billNo }).locator('.ant-checkbox-input').check();
    }
    const started = Date.now();
    await list.locator('[data-testid=print-selected]').click();
    const html = await waitForPrint(started - 1);
    for (const d of sheets.data.list) assert.ok(html.includes(`data-bill-no="${d.billNo}"`), d.billNo);
    const pdf = await toPdf(html, 'print-breakage-bulk');
    const pages = Number(/Pages:\s+(\d+)/.exec(pdf.info)?.[1]);
    assert.ok(pages >= 2, `a page per document (${pages})`);
    for (const d of sheets.data.list) assert.ok(pdf.text.includes(d.billNo), d.billNo);
  });
});
