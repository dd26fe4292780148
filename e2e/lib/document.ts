import type { Page } from 'playwright-core';

/** The confirm dialog's button of that label (antd spaces two-character labels: 过 账). */
export function okButton(page: Page, label: string) {
  return page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: new RegExp(`^${[...label].join('\\s?')}$`) })
    .last();
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
  await ok.click();
}
