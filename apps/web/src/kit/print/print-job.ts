// Sends print HTML to the browser's own print dialog through a hidden, print-only frame.

declare global {
  interface Window {
    /** The last print job's HTML: end-to-end tests render it to PDF (headless print() makes no file). */
    __quireLastPrint?: { html: string; at: number };
  }
}

let running = false;

/** True while a print job waits for its dialog ("printing in progress"). */
export const printRunning = () => running;

/**
 * Prints `html` from a hidden frame and removes the frame after the dialog closes. Resolves
 * once the dialog was asked for; throws when the frame could not be made.
 */
export async function printHtml(html: string): Promise<void> {
  if (running) throw new Error('print running');
  running = true;
  window.__quireLastPrint = { html, at: Date.now() };
  const frame = document.createElement('iframe');
  frame.setAttribute('data-testid', 'print-frame');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden;';
  try {
    await new Promise<void>((resolve) => {
      frame.onload = () => resolve();
      frame.srcdoc = html;
      document.body.appendChild(frame);
    });
    const win = frame.contentWindow;
    if (!win) throw new Error('no print frame');
    // Images (a logo) must be there before the dialog lays the pages out.
    await Promise.all(
      [...win.document.images].map((img) =>
        img.complete
          ? Promise.resolve()
          : new Promise<void>((r) => {
              img.addEventListener('load', () => r(), { once: true });
              img.addEventListener('error', () => r(), { once: true });
            }),
      ),
    );
    await win.document.fonts?.ready;
    win.focus();
    win.print();
  } finally {
    running = false;
    // Some browsers return from print() before the dialog is done: keep the frame a while.
    setTimeout(() => frame.remove(), 60_000);
  }
}
