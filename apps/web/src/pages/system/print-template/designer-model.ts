// The designer's pure rules: new elements, moving and resizing in millimetres on the page,
// and the named paper sizes.
import { PRINT_PAGE_SIZES, type PrintElement, type PrintElementKind, type PrintPage } from '@quire/contracts';

export type PageSizeName = keyof typeof PRINT_PAGE_SIZES | 'CUSTOM';

/** The named size of a page, or CUSTOM. */
export function sizeNameOf(page: Pick<PrintPage, 'width' | 'height'>): PageSizeName {
  const found = Object.entries(PRINT_PAGE_SIZES).find(([, [w, h]]) => w === page.width && h === page.height);
  return (found?.[0] as PageSizeName | undefined) ?? 'CUSTOM';
}

/** The printable area of a page (inside its margins), in mm. */
export function contentBox(page: PrintPage): { width: number; height: number } {
  return {
    width: Math.max(1, page.width - page.marginLeft - page.marginRight),
    height: Math.max(1, page.height - page.marginTop - page.marginBottom),
  };
}

const round = (n: number) => Math.round(n * 2) / 2;

/** An element moved by (dx, dy) mm, kept wholly on the page, to the half millimetre. */
export function moveElement(e: PrintElement, dx: number, dy: number, area: { width: number; height: number }): PrintElement {
  const x = Math.min(Math.max(0, round(e.x + dx)), Math.max(0, area.width - e.w));
  const y = Math.min(Math.max(0, round(e.y + dy)), Math.max(0, area.height - e.h));
  return { ...e, x, y };
}

/** An element resized by (dw, dh) mm, at least 2 mm and not past the page. */
export function resizeElement(e: PrintElement, dw: number, dh: number, area: { width: number; height: number }): PrintElement {
  const w = Math.min(Math.max(2, round(e.w + dw)), Math.max(2, area.width - e.x));
  const h = Math.min(Math.max(2, round(e.h + dh)), Math.max(2, area.height - e.y));
  return { ...e, w, h };
}

/** A fresh id not used by the template's elements. */
export function freshElementId(kind: PrintElementKind, elements: readonly PrintElement[]): string {
  const used = new Set(elements.map((e) => e.id));
  let i = 1;
  while (used.has(`${kind}${i}`)) i++;
  return `${kind}${i}`;
}

/** A new element of a kind at the top left, sized for its kind. */
export function newElement(kind: PrintElementKind, elements: readonly PrintElement[], sampleText: string): PrintElement {
  const base = { id: freshElementId(kind, elements), x: 0, y: 0, fontSize: 10, bold: false, align: 'left' as const };
  switch (kind) {
    case 'text':
      return { ...base, kind, w: 40, h: 6, text: sampleText };
    case 'field':
      return { ...base, kind, w: 60, h: 6, field: 'billNo' };
    case 'table':
      return {
        ...base,
        kind,
        w: 120,
        h: 40,
        fontSize: 9,
        columns: [
          { field: 'lineNo', width: 12 },
          { field: 'skuName', width: 70 },
          { field: 'qty', width: 38 },
        ],
      };
    case 'total':
      return { ...base, kind, w: 50, h: 6, field: 'totalQty' };
    case 'pageNumber':
      return { ...base, kind, w: 20, h: 5, align: 'right' };
    case 'boxNumber':
      return { ...base, kind, w: 50, h: 10, fontSize: 16, bold: true, align: 'center' };
    case 'barcode':
      return { ...base, kind, w: 50, h: 15, symbology: 'code128', field: 'billNo', align: 'center' };
    case 'qrcode':
      return { ...base, kind, w: 20, h: 20, field: 'billNo' };
    case 'image':
      return { ...base, kind, w: 30, h: 15, src: 'https://' };
  }
}
