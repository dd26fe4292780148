import type { PrintElement } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { contentBox, freshElementId, moveElement, newElement, resizeElement, sizeNameOf } from './designer-model';

const area = { width: 92, height: 92 };
const text: PrintElement = { id: 't1', kind: 'text', text: 'a', x: 10, y: 10, w: 20, h: 5, fontSize: 10, bold: false, align: 'left' };

describe('the template designer', () => {
  it('moves an element to the half millimetre and keeps it on the page', () => {
    expect(moveElement(text, 3.3, -2.2, area)).toMatchObject({ x: 13.5, y: 8 });
    expect(moveElement(text, -50, 500, area)).toMatchObject({ x: 0, y: 87 });
    expect(moveElement(text, 500, 0, area)).toMatchObject({ x: 72 });
  });

  it('resizes an element to at least 2 mm and not past the page', () => {
    expect(resizeElement(text, -30, 4, area)).toMatchObject({ w: 2, h: 9 });
    expect(resizeElement(text, 500, 0, area)).toMatchObject({ w: 82 });
  });

  it('names paper sizes and the printable area inside the margins', () => {
    expect(sizeNameOf({ width: 210, height: 297 })).toBe('A4');
    expect(sizeNameOf({ width: 100, height: 100 })).toBe('LABEL_100X100');
    expect(sizeNameOf({ width: 99, height: 100 })).toBe('CUSTOM');
    expect(contentBox({ width: 100, height: 100, marginTop: 4, marginRight: 4, marginBottom: 4, marginLeft: 4 })).toEqual(area);
  });

  it('gives new elements ids of their own', () => {
    expect(freshElementId('text', [text])).toBe('text1');
    expect(freshElementId('text', [{ ...text, id: 'text1' }])).toBe('text2');
    expect(newElement('barcode', [], 'x')).toMatchObject({ kind: 'barcode', symbology: 'code128', field: 'billNo' });
  });
});
