import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/** The confirm dialog's button of that label (antd spaces two-character labels: 过 账). */
export function okButton(page: Page, label: string) {
  return page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: new RegExp(`^${[...label].join('\\s?')}$`) })
    .last();
}

/**
 * Clicks the confirm dialog's button of that label and waits for the dialog to go. A click that
 * landed while the dialog was still zooming in (seen on a loaded CI machine: the dialog stayed
 * open and the flow waited for a toast in vain) is made once more; a second click is harmless,
 * since the dialog answers once.
 */
export async function confirmOk(page: Page, label: string): Promise<void> {
  const button = okButton(page, label);
  const handle = await button.elementHandle();
  if (!handle) throw new Error(`no "${label}" button in a confirm dialog`);
  await handle.click();
  try {
    await handle.waitForElementState('hidden', { timeout: 5_000 });
  } catch {
    console.error(`[e2e] the "${label}" dialog stayed open after its button was clicked; clicking again`);
    if (await handle.isVisible()) await handle.click();
    await handle.waitForElementState('hidden', { timeout: 10_000 });
  }
}

/** What the page shows above itself: the dialogs and drawers in the DOM, for a failure's log. */
async function overlays(page: Page): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.ant-modal-wrap, .ant-modal, .ant-drawer'))
      .map((el) => `${el.className} display=${getComputedStyle(el).display} rects=${el.getClientRects().length}`)
      .join('\n'),
  );
}

/**
 * Presses a document's key (F9 reviews, F6 posts) and confirms the question it asks. A press
 * the page did not take (no question after 10 s) is logged with what lay above the page, then
 * pressed once more, so that a lost key names its cause instead of failing a flow.
 */
export async function confirmOperation(page: Page, key: 'F9' | 'F6', label: string): Promise<void> {
  const ok = okButton(page, label);
  await page.keyboard.press(key);
  try {
    await ok.waitFor({ timeout: 10_000 });
  } catch {
    console.error(`[e2e] ${key} was not taken; above the page:\n${await overlays(page)}`);
    await page.keyboard.press(key);
  }
  await confirmOk(page, label);
}

/**
 * The steps of the document flows, on the page a flow opens in its `before` (hence a getter):
 * confirm buttons, toasts, select options, the bill number an editor shows, and F9 review.
 */
export function documentSteps(pageOf: () => Page) {
  const steps = {
    okButton: (label: string) => okButton(pageOf(), label),
    /** Clicks the confirm dialog's button of that label and waits for the dialog to go. */
    confirmOk: (label: string) => confirmOk(pageOf(), label),
    toast: (text: string) => pageOf().locator('.ant-message-notice', { hasText: text }).first(),
    /** The option of the open select's dropdown that reads `text`, then a breath for its form to settle. */
    pickOption: async (text: string) => {
      await pageOf().locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).last().click();
      await pageOf().waitForTimeout(300);
    },
    billNoOf: async (pane: Locator) => ((await pane.locator('.q-editor-header h2').textContent()) ?? '').match(/[A-Z]+\d{13}/)?.[0] ?? '',
    /** F9 reviews the saved draft in the editor (asked, told), leaving the read-only detail. */
    review: async (pane: Locator, typeName: string) => {
      const page = pageOf();
      await pane.locator('[data-testid=document-form]').waitFor();
      const billNo = await steps.billNoOf(pane);
      assert.ok(billNo, 'the editor of a saved draft names its bill number');
      await pane.locator('[data-op=review]:not([disabled])').waitFor();
      await page.keyboard.press('F9');
      await page.locator('.ant-modal-confirm', { hasText: `确定审核${typeName} ${billNo} 吗？` }).waitFor();
      await confirmOk(page, '审核');
      await expectToast(page, `${typeName} ${billNo} 已审核`);
      await pane.locator('.q-editor-header [data-status=REVIEWED]').waitFor();
      await pane.locator('[data-testid=document-detail]').waitFor();
      return billNo;
    },
  };
  return steps;
}

/**
 * Waits for the toast that tells an action was done; when it does not come, fails with what the
 * page said instead (an error toast or dialog), so that a refusal names itself.
 */
export async function expectToast(page: Page, text: string, timeout = 30_000): Promise<void> {
  try {
    await page.locator('.ant-message-notice', { hasText: text }).first().waitFor({ timeout });
  } catch (error) {
    const said = await page.locator('.ant-message-notice, .ant-modal-confirm, .ant-notification-notice').allTextContents();
    throw new Error(`no toast "${text}"; the page said: ${JSON.stringify(said)}`, { cause: error });
  }
}

/** Waits for a text anywhere on the page; when it does not come, fails with what the page said instead. */
export async function expectText(page: Page, text: string, timeout = 15_000): Promise<void> {
  try {
    await page.getByText(text).first().waitFor({ timeout });
  } catch (error) {
    const said = await page.locator('.ant-message-notice, .ant-modal-confirm, .ant-notification-notice').allTextContents();
    throw new Error(`no "${text}" on the page; it said: ${JSON.stringify(said)}`, { cause: error });
  }
}
