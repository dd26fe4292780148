import type { PrintTemplateAddBody } from '@quire/contracts';
import type { TestApp } from '../../../test/harness';

export const TEMPLATE_GRANTS = [
  '/system/printTemplate',
  'system:printTemplate:add',
  'system:printTemplate:edit',
  'system:printTemplate:delete',
  'system:printTemplate:copy',
];

let seq = 0;

/** A small valid label template of a transfer, named afresh unless named. */
export function labelBody(overrides: Partial<PrintTemplateAddBody> = {}): PrintTemplateAddBody {
  return {
    name: `测试箱标${++seq}`,
    billType: 'WAREHOUSE_TRANSFER',
    templateType: 2,
    isDefault: false,
    printerName: 'ZDesigner GK888t',
    page: { width: 100, height: 100, marginTop: 2, marginRight: 2, marginBottom: 2, marginLeft: 2 },
    elements: [
      { id: 'no', kind: 'field', field: 'billNo', label: '单号', x: 0, y: 0, w: 90, h: 8 },
      { id: 'bc', kind: 'barcode', symbology: 'code128', field: 'billNo', x: 0, y: 10, w: 90, h: 20 },
      { id: 'box', kind: 'boxNumber', x: 0, y: 40, w: 90, h: 10, fontSize: 18, bold: true, align: 'center' },
    ],
    ...overrides,
  };
}

/** An employee of the groups (the first active) with the grants, as the inventory clerk helpers take it. */
export async function staff(t: TestApp, groups: number[], grants: string[]) {
  const s = await t.given.session({ groups, grants });
  return { ...s, belongId: String(groups[0]) };
}
