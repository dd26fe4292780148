import type { PrintDocument, PrintTemplateView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { barcodeSvg } from './barcode-svg';
import { boxCount, formatValue, renderPrintHtml, rowsPerPage, sheetsOf } from './print-render';

const words = {
  title: 'DBD',
  page: (i: number, n: number) => `${i} / ${n}`,
  box: (i: number, n: number) => `第 ${i} 箱 / 共 ${n} 箱`,
  value: (field: string, value: unknown) => (field === 'status' ? `S:${String(value)}` : undefined),
  column: (field: string) => `[${field}]`,
};
const template = (over: Partial<PrintTemplateView> = {}): PrintTemplateView => ({
  id: '1',
  name: 'T',
  printerName: null,
  billType: 'WAREHOUSE_TRANSFER',
  templateType: 0,
  isDefault: true,
  width: 100,
  height: 100,
  version: 0,
  updateTime: '',
  page: { width: 100, height: 80, marginTop: 5, marginRight: 4, marginBottom: 5, marginLeft: 4 },
  elements: [
    { id: 'no', kind: 'field', field: 'billNo', label: '单号', x: 0, y: 0, w: 50, h: 6, fontSize: 10, bold: false, align: 'left' },
    { id: 'st', kind: 'field', field: 'status', x: 50, y: 0, w: 40, h: 6, fontSize: 10, bold: false, align: 'left' },
    {
      id: 'bc',
      kind: 'barcode',
      symbology: 'code128',
      field: 'billNo',
      x: 0,
      y: 8,
      w: 50,
      h: 12,
      fontSize: 8,
      bold: false,
      align: 'center',
    },
    {
      id: 'lines',
      kind: 'table',
      x: 0,
      y: 22,
      w: 90,
      h: 30,
      fontSize: 9,
      bold: false,
      align: 'left',
      columns: [{ field: 'skuName', title: '商品' }, { field: 'qty' }],
    },
    { id: 'tq', kind: 'total', field: 'totalQty', label: '合计', x: 0, y: 55, w: 40, h: 6, fontSize: 10, bold: true, align: 'left' },
    { id: 'pg', kind: 'pageNumber', x: 60, y: 62, w: 30, h: 5, fontSize: 8, bold: false, align: 'right' },
  ],
  ...over,
});
const doc = (lines: number, over: Partial<PrintDocument> = {}): PrintDocument => ({
  id: '9',
  type: 'WAREHOUSE_TRANSFER',
  billNo: 'DBD2026112700001',
  status: 'COMPLETE',
  totalQty: '12.5000',
  lines: Array.from({ length: lines }, (_, i) => ({ lineNo: i + 1, skuName: `铅笔<${i}>`, qty: '1.5000' })),
  ...over,
});

describe('print rendering', () => {
  it('sets the page size and margins with @page and draws each element in millimetres', () => {
    const html = renderPrintHtml(template(), [doc(2)], words, () => '<svg data-fake></svg>');
    expect(html).toContain('@page { size: 100mm 80mm; margin: 5mm 4mm 5mm 4mm; }');
    expect(html).toContain('<span class="label">单号：</span>DBD2026112700001');
    expect(html).toContain('S:COMPLETE');
    expect(html).toContain('铅笔&lt;0&gt;');
    expect(html).toContain('<th>商品</th><th>[qty]</th>');
    expect(html).toContain('<td>1.5</td>');
    expect(html).toContain('<svg data-fake></svg>');
    expect(html).toContain('12.5');
  });

  it('breaks a long document into pages of the table, totals on the last, "i / N" on each', () => {
    const per = rowsPerPage(template());
    const sheets = sheetsOf(template(), doc(per * 2 + 1));
    expect(sheets.map((s) => [s.index, s.count, s.lines.length, s.last])).toEqual([
      [1, 3, per, false],
      [2, 3, per, false],
      [3, 3, 1, true],
    ]);
    const html = renderPrintHtml(template(), [doc(per * 2 + 1)], words, () => '');
    expect(html.match(/class="sheet"/g)).toHaveLength(3);
    expect(html.match(/合计：/g)).toHaveLength(1);
    expect(html).toContain('3 / 3');
  });

  it('prints several documents in one job, a sheet each', () => {
    const html = renderPrintHtml(template(), [doc(1), doc(1, { billNo: 'DBD2026112700002' })], words, () => '');
    expect(html.match(/data-bill-no="DBD20261127/g)).toHaveLength(2);
  });

  it('prints a box label per box, "box i of N"', () => {
    const label = template({
      templateType: 2,
      elements: [{ id: 'b', kind: 'boxNumber', x: 0, y: 0, w: 50, h: 10, fontSize: 16, bold: true, align: 'center' }],
    });
    const d = doc(3, { lines: [{ boxNo: 1 }, { boxNo: 2 }, { boxNo: 2 }] });
    expect(boxCount(d)).toBe(2);
    expect(boxCount({ ...d, boxCount: 4 })).toBe(4);
    const html = renderPrintHtml(label, [d], words, () => '');
    expect(html).toContain('第 1 箱 / 共 2 箱');
    expect(html).toContain('第 2 箱 / 共 2 箱');
  });

  it('formats money, quantities and times', () => {
    expect(formatValue('totalAmount', '1234.5', words)).toBe('1,234.50');
    expect(formatValue('qty', '3.0000', words)).toBe('3');
    expect(formatValue('billNo', 'X', words)).toBe('X');
  });

  it('draws Code 128, EAN-13 and QR codes as SVG, and prints the text when EAN-13 cannot encode it', () => {
    expect(barcodeSvg('code128', 'DBD2026112700001')).toMatch(
      /^<svg width="100%" height="100%" preserveAspectRatio="xMidYMid meet" data-symbology="code128"/,
    );
    expect(barcodeSvg('ean13', '6901234567892')).toContain('<svg');
    expect(barcodeSvg('qrcode', 'DBD2026112700001')).toContain('xMidYMid meet');
    const ean = template({
      elements: [
        {
          id: 'e',
          kind: 'barcode',
          symbology: 'ean13',
          field: 'billNo',
          x: 0,
          y: 0,
          w: 40,
          h: 10,
          fontSize: 8,
          bold: false,
          align: 'left',
        },
      ],
    });
    expect(renderPrintHtml(ean, [doc(0)], words, barcodeSvg)).toContain('<span class="barcode-error">DBD2026112700001</span>');
  });
});
