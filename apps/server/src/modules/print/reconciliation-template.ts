// The shipped print template of the reconciliation statement (对账单): the customer and the
// period, every entry of the period with its bill and the balance after it, then the equation
// (opening + sales − returns − collections − discounts = closing) and the balances beside it,
// with room for both parties to sign. A4 portrait.
import type { DocumentType, PrintElement, PrintPage, PrintTemplateType } from '@quire/contracts';

/** print-template.defaults.ts's TemplateDraft, spelt out (that file imports this one). */
type StatementTemplate = {
  name: string;
  printerName: string | null;
  billType: DocumentType;
  templateType: PrintTemplateType;
  isDefault: boolean;
  page: PrintPage;
  elements: PrintElement[];
};

const field = (id: string, x: number, y: number, w: number, f: string, label: string, bold = false): PrintElement => ({
  id,
  kind: 'field',
  x,
  y,
  w,
  h: 6,
  field: f,
  label,
  fontSize: 10,
  bold,
  align: 'left',
});

export function reconciliationTemplate(): StatementTemplate {
  const figures: [string, string][] = [
    ['opening', '期初应收'],
    ['sales', '本期销售'],
    ['returns', '本期退货'],
    ['collections', '本期收款'],
    ['discounts', '本期折让'],
    ['closing', '期末应收'],
    ['downPaymentBalance', '预收余额'],
    ['discountBalance', '折让余额'],
  ];
  return {
    name: '对账单默认模板',
    printerName: null,
    billType: 'RECONCILIATION',
    templateType: 0,
    isDefault: true,
    page: { width: 210, height: 297, marginTop: 10, marginRight: 10, marginBottom: 10, marginLeft: 10 },
    elements: [
      { id: 'title', kind: 'text', x: 0, y: 0, w: 190, h: 10, text: '应收对账单', fontSize: 16, bold: true, align: 'center' },
      field('billNo', 0, 13, 63, 'billNo', '单号'),
      field('group', 64, 13, 63, 'businessGroupName', '组织'),
      field('billDate', 128, 13, 62, 'billDate', '日期'),
      field('partner', 0, 20, 95, 'partnerName', '客户'),
      field('dateFrom', 96, 20, 47, 'dateFrom', '期间自'),
      field('dateTo', 144, 20, 46, 'dateTo', '至'),
      {
        id: 'lines',
        kind: 'table',
        x: 0,
        y: 29,
        w: 190,
        h: 180,
        fontSize: 9,
        bold: false,
        align: 'left',
        columns: [
          { field: 'lineNo', title: '序号', width: 12 },
          { field: 'billDate', title: '日期', width: 26 },
          { field: 'billNo', title: '单据编号', width: 50 },
          { field: 'documentType', title: '单据类型', width: 34 },
          { field: 'amount', title: '金额', width: 34 },
          { field: 'balance', title: '应收余额', width: 34 },
        ],
      },
      ...figures.map(([f, label], i) => field(f, (i % 4) * 48, 212 + Math.floor(i / 4) * 7, 47, f, label, f === 'closing')),
      field('remark', 0, 228, 190, 'remark', '备注'),
      {
        id: 'sign',
        kind: 'text',
        x: 0,
        y: 240,
        w: 190,
        h: 6,
        text: '客户确认（签章）：                    财务（签字）：',
        fontSize: 10,
        bold: false,
        align: 'left',
      },
      field('maker', 128, 252, 62, 'createdByName', '制单人'),
      { id: 'page', kind: 'pageNumber', x: 140, y: 270, w: 50, h: 5, fontSize: 8, bold: false, align: 'right' },
    ],
  };
}
