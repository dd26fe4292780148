// A print job as one HTML document: every document through the template, a sheet per page
// (or per box, for a box label), positioned in millimetres, with the page size and margins
// set by @page so the browser's dialog prints it or saves it as PDF at its true size.
import type { PrintDocument, PrintElement, PrintTemplateView } from '@quire/contracts';
import type { Symbology } from './barcode-svg';

export type PrintWords = {
  /** "1 / 3" */
  page: (i: number, n: number) => string;
  /** "第 1 箱 / 共 3 箱" */
  box: (i: number, n: number) => string;
  /** A field's value in words (a status, a document type), or undefined to print it as it is. */
  value: (field: string, value: unknown) => string | undefined;
  /** A table column's default title. */
  column: (field: string) => string;
  title: string;
};

export type Barcode = (symbology: Symbology, text: string, box: { w: number; h: number }) => string;

const esc = (v: unknown) =>
  String(v ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const TIME = /Time$|At$/;
const MONEY = /amount|price|cost/i;
const QTY = /qty|quantity/i;

/** A value as printed: times in local time, money with 2 decimals, quantities without trailing zeros. */
export function formatValue(field: string, value: unknown, words: Pick<PrintWords, 'value'>): string {
  if (value === null || value === undefined || value === '') return '';
  const worded = words.value(field, value);
  if (worded !== undefined) return worded;
  const key = field.split('.').pop() ?? field;
  if (typeof value === 'string' && TIME.test(key) && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const d = new Date(value);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
  }
  const n = typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) ? Number(value) : Number.NaN;
  if (Number.isFinite(n) && MONEY.test(key)) return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (Number.isFinite(n) && QTY.test(key)) return n.toLocaleString('en-US', { maximumFractionDigits: 4 });
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A field of a document or line by key; `header.x` reads x. */
export function fieldOf(row: Record<string, unknown>, field: string): unknown {
  const key = field.startsWith('header.') ? field.slice(7) : field;
  return row[key];
}

const ROW_MM_PER_PT = 0.62;
/** The height of a table row in mm for a font size in pt. */
export const rowHeight = (fontSize: number) => Math.max(4.5, fontSize * ROW_MM_PER_PT + 1.2);

/** How many lines fit the table element of a template (all lines when it has none). */
export function rowsPerPage(template: Pick<PrintTemplateView, 'elements'>): number {
  const table = template.elements.find((e) => e.kind === 'table');
  if (!table) return Number.POSITIVE_INFINITY;
  return Math.max(1, Math.floor(table.h / rowHeight(table.fontSize ?? 10)) - 1);
}

/** The boxes of a document: its box count, else the distinct box numbers of its lines, else one. */
export function boxCount(doc: PrintDocument): number {
  const declared = Number(doc.boxCount ?? doc.boxes);
  if (Number.isInteger(declared) && declared > 0) return declared;
  const numbers = new Set(doc.lines.map((l) => l.boxNo).filter((b) => b !== undefined && b !== null && b !== ''));
  return Math.max(1, numbers.size);
}

type Sheet = { doc: PrintDocument; lines: Record<string, unknown>[]; index: number; count: number; last: boolean };

/** The sheets of one document: its lines in pages of the table's size, or a label per box. */
export function sheetsOf(template: PrintTemplateView, doc: PrintDocument): Sheet[] {
  if (template.templateType === 2) {
    const n = boxCount(doc);
    return Array.from({ length: n }, (_, i) => ({ doc, lines: doc.lines, index: i + 1, count: n, last: i === n - 1 }));
  }
  const per = rowsPerPage(template);
  const n = Number.isFinite(per) ? Math.max(1, Math.ceil(doc.lines.length / per)) : 1;
  return Array.from({ length: n }, (_, i) => ({
    doc,
    lines: Number.isFinite(per) ? doc.lines.slice(i * per, (i + 1) * per) : doc.lines,
    index: i + 1,
    count: n,
    last: i === n - 1,
  }));
}

function box(e: PrintElement, inner: string, extra = ''): string {
  const style = [
    `left:${e.x}mm`,
    `top:${e.y}mm`,
    `width:${e.w}mm`,
    `height:${e.h}mm`,
    `font-size:${e.fontSize ?? 10}pt`,
    `font-weight:${e.bold ? 700 : 400}`,
    `text-align:${e.align ?? 'left'}`,
  ].join(';');
  return `<div class="el el-${e.kind}" data-element="${esc(e.id)}" style="${style}"${extra}>${inner}</div>`;
}

function table(e: Extract<PrintElement, { kind: 'table' }>, sheet: Sheet, words: PrintWords): string {
  const cols = e.columns.map((c) => `<col style="width:${c.width ? `${c.width}mm` : 'auto'}">`).join('');
  const head = e.columns.map((c) => `<th>${esc(c.title || words.column(c.field))}</th>`).join('');
  const rowH = rowHeight(e.fontSize ?? 10);
  const body = sheet.lines
    .map(
      (l) =>
        `<tr style="height:${rowH}mm">${e.columns.map((c) => `<td>${esc(formatValue(c.field, fieldOf(l, c.field), words))}</td>`).join('')}</tr>`,
    )
    .join('');
  return box(
    e,
    `<table><colgroup>${cols}</colgroup><thead><tr style="height:${rowH}mm">${head}</tr></thead><tbody>${body}</tbody></table>`,
  );
}

function element(e: PrintElement, sheet: Sheet, words: PrintWords, barcode: Barcode): string {
  const doc = sheet.doc;
  switch (e.kind) {
    case 'text':
      return box(e, esc(e.text));
    case 'field': {
      const value = formatValue(e.field, fieldOf(doc, e.field), words);
      return box(e, e.label ? `<span class="label">${esc(e.label)}：</span>${esc(value)}` : esc(value));
    }
    case 'total': {
      if (!sheet.last) return '';
      const value = formatValue(e.field, fieldOf(doc, e.field), words);
      return box(e, e.label ? `<span class="label">${esc(e.label)}：</span>${esc(value)}` : esc(value));
    }
    case 'table':
      return table(e, sheet, words);
    case 'pageNumber':
      return box(e, esc(words.page(sheet.index, sheet.count)));
    case 'boxNumber':
      return box(e, esc(words.box(sheet.index, sheet.count)));
    case 'barcode':
    case 'qrcode': {
      const text = String(fieldOf(doc, e.field) ?? '');
      if (!text) return box(e, '');
      try {
        return box(e, barcode(e.kind === 'qrcode' ? 'qrcode' : e.symbology, text, { w: e.w, h: e.h }));
      } catch {
        return box(e, `<span class="barcode-error">${esc(text)}</span>`);
      }
    }
    case 'image':
      return box(e, `<img src="${esc(e.src)}" alt="">`);
  }
}

const mm = (n: number) => `${n}mm`;

/**
 * The print HTML of documents through a template: one sheet per page (a page break after each
 * but the last), fonts the page's own CJK ones.
 */
export function renderPrintHtml(template: PrintTemplateView, docs: PrintDocument[], words: PrintWords, barcode: Barcode): string {
  const { page } = template;
  const innerW = page.width - page.marginLeft - page.marginRight;
  const innerH = page.height - page.marginTop - page.marginBottom;
  const sheets = docs.flatMap((d) => sheetsOf(template, d));
  const body = sheets
    .map(
      (s) =>
        `<section class="sheet" data-bill-no="${esc(s.doc.billNo)}" data-sheet="${s.index}">${template.elements
          .map((e) => element(e, s, words, barcode))
          .join('')}</section>`,
    )
    .join('');
  const css = `
@page { size: ${mm(page.width)} ${mm(page.height)}; margin: ${mm(page.marginTop)} ${mm(page.marginRight)} ${mm(page.marginBottom)} ${mm(page.marginLeft)}; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "Microsoft YaHei", "PingFang SC", sans-serif; color: #000; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.sheet { position: relative; width: ${mm(innerW)}; height: ${mm(innerH)}; overflow: hidden; break-after: page; page-break-after: always; }
.sheet:last-child { break-after: auto; page-break-after: auto; }
.el { position: absolute; overflow: hidden; line-height: 1.25; white-space: pre-wrap; word-break: break-all; }
.el-barcode, .el-qrcode { white-space: normal; }
.el-image img { width: 100%; height: 100%; object-fit: contain; }
.label { font-weight: 400; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; }
th, td { border: 0.2mm solid #000; padding: 0 1mm; overflow: hidden; white-space: nowrap; text-overflow: clip; }
th { font-weight: 700; text-align: center; }
.barcode-error { color: #000; }
@media screen { body { background: #eee; } .sheet { background: #fff; margin: 4mm auto; box-shadow: 0 0 2mm #999; } }
`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>${esc(words.title)}</title><style>${css}</style></head><body>${body}</body></html>`;
}
