// The width of a list's operations column, from the labels it will show, so that the verbs of
// every language fit (Nonaktifkan, Reverse review) and the fixed column never covers the one
// before it.

const FONT_PX = 14;
/** A small link button's inline padding (antd paddingInlineSM) on each side. */
const BUTTON_PADDING = 7;
/** Space size between the buttons. */
const GAP = 4;
/** The cell's inline padding (size middle) on both sides, its border and a little air. */
const CELL = 2 * 8 + 1 + 8;
/** The "More" button's icon and the gap after it. */
const ICON = 14 + 8;

/** antd's font stack, for a page that has no antd control yet to read it from. */
const ANTD_FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

let context: CanvasRenderingContext2D | null | undefined;
let fontRead = false;

/** The canvas, with the font antd controls use (read from one once there is one on the page). */
function measurer(): CanvasRenderingContext2D | null {
  if (context === undefined) {
    try {
      context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
    if (context) context.font = `${FONT_PX}px ${ANTD_FONT}`;
  }
  if (context && !fontRead) {
    const control = document.querySelector('.ant-input, .ant-btn, .ant-table');
    if (control) {
      context.font = `${FONT_PX}px ${getComputedStyle(control).fontFamily || ANTD_FONT}`;
      fontRead = true;
    }
  }
  return context;
}

/** The rendered width of a label: measured where there is a canvas, estimated elsewhere (tests). */
export function labelWidth(text: string): number {
  const canvas = measurer();
  if (canvas) return Math.ceil(canvas.measureText(text).width);
  let w = 0;
  for (const ch of text) w += /[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? FONT_PX : /[A-Z0-9mw]/.test(ch) ? 9.5 : 7.5;
  return Math.ceil(w);
}

/**
 * The column width that fits every row's buttons: `rows` holds, per row, the labels shown inline;
 * `more` is the label of the overflow menu's button when a row has one.
 */
export function actionColumnWidth(rows: readonly { inline: readonly string[]; more: string | null }[], min = 80): number {
  let widest = 0;
  for (const row of rows) {
    const buttons = row.inline.map((l) => labelWidth(l) + 2 * BUTTON_PADDING);
    if (row.more !== null) buttons.push(labelWidth(row.more) + ICON + 2 * BUTTON_PADDING);
    const w = buttons.reduce((a, b) => a + b, 0) + GAP * Math.max(0, buttons.length - 1);
    widest = Math.max(widest, w);
  }
  return Math.max(min, widest + CELL);
}
