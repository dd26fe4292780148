// The templates that ship with Quire: a document template for every type of the engine's
// registry, and the packing list and box label of the wholesale sale (DOMAIN.md rule 7).
// The seed writes them into a business group; a group without a template of its own still
// prints through them.
import { DOCUMENT_TYPES, type DocumentType, type PrintElement, type PrintPage, type PrintTemplateType } from '@quire/contracts';
import { documentDefinitions } from '../../documents/document-registry';
import { reconciliationTemplate } from './reconciliation-template';

export type TemplateDraft = {
  name: string;
  printerName: string | null;
  billType: DocumentType;
  templateType: PrintTemplateType;
  isDefault: boolean;
  page: PrintPage;
  elements: PrintElement[];
};

const PURCHASE_SIDE = new Set<DocumentType>([
  'PURCHASE_ORDER',
  'PURCHASE_RECEIVE',
  'SUPPLIER_PRICE',
  'PURCHASE_RETURN_APPLY',
  'PURCHASE_RETURN',
  'PAYMENT',
  'PREPAYMENT',
]);
/** Types moving goods between two warehouses of the group. */
const TWO_WAREHOUSES = new Set<DocumentType>(['WAREHOUSE_TRANSFER']);

/** The partner of a type: a supplier on the purchase side, else a customer. */
export const partnerKindOf = (type: DocumentType): 'SUPPLIER' | 'CUSTOMER' => (PURCHASE_SIDE.has(type) ? 'SUPPLIER' : 'CUSTOMER');

const el = {
  text: (id: string, x: number, y: number, w: number, h: number, text: string, more: Partial<PrintElement> = {}): PrintElement => ({
    id,
    kind: 'text',
    x,
    y,
    w,
    h,
    text,
    fontSize: 10,
    bold: false,
    align: 'left',
    ...(more as object),
  }),
  field: (id: string, x: number, y: number, w: number, h: number, field: string, label: string, fontSize = 10): PrintElement => ({
    id,
    kind: 'field',
    x,
    y,
    w,
    h,
    field,
    label,
    fontSize,
    bold: false,
    align: 'left',
  }),
};

function documentTemplate(type: DocumentType, zh: string, amountIsCost: boolean): TemplateDraft {
  const partner = PURCHASE_SIDE.has(type) ? '供应商' : '客户';
  const amount = amountIsCost ? 'costAmount' : 'amount';
  const total = amountIsCost ? 'costAmount' : 'totalAmount';
  const third: PrintElement = TWO_WAREHOUSES.has(type)
    ? el.field('toWarehouse', 156, 19, 75, 6, 'toWarehouseName', '调入仓库')
    : el.field('partner', 156, 19, 75, 6, 'partnerName', partner);
  return {
    name: `${zh}默认模板`,
    printerName: null,
    billType: type,
    templateType: 0,
    isDefault: true,
    page: { width: 241, height: 140, marginTop: 5, marginRight: 5, marginBottom: 5, marginLeft: 5 },
    elements: [
      el.text('title', 0, 0, 231, 10, zh, { fontSize: 16, bold: true, align: 'center' }),
      {
        id: 'barcode',
        kind: 'barcode',
        symbology: 'code128',
        field: 'billNo',
        x: 176,
        y: 0,
        w: 55,
        h: 11,
        fontSize: 8,
        bold: false,
        align: 'center',
      },
      el.field('billNo', 0, 12, 75, 6, 'billNo', '单号'),
      el.field('billDate', 78, 12, 75, 6, 'billDate', '日期'),
      el.field('group', 156, 12, 75, 6, 'businessGroupName', '组织'),
      el.field('warehouse', 0, 19, 75, 6, 'warehouseName', TWO_WAREHOUSES.has(type) ? '调出仓库' : '仓库'),
      el.field('status', 78, 19, 75, 6, 'status', '状态'),
      third,
      {
        id: 'lines',
        kind: 'table',
        x: 0,
        y: 27,
        w: 231,
        h: 80,
        fontSize: 9,
        bold: false,
        align: 'left',
        columns: [
          { field: 'lineNo', title: '序号', width: 12 },
          { field: 'skuCode', title: '商品编码', width: 34 },
          { field: 'skuName', title: '商品名称', width: 90 },
          { field: 'unit', title: '单位', width: 18 },
          { field: 'qty', title: '数量', width: 35 },
          { field: amount, title: '金额', width: 42 },
        ],
      },
      {
        id: 'totalQty',
        kind: 'total',
        field: 'totalQty',
        label: '合计数量',
        x: 0,
        y: 109,
        w: 75,
        h: 6,
        fontSize: 10,
        bold: true,
        align: 'left',
      },
      {
        id: 'totalAmount',
        kind: 'total',
        field: total,
        label: '合计金额',
        x: 78,
        y: 109,
        w: 75,
        h: 6,
        fontSize: 10,
        bold: true,
        align: 'left',
      },
      el.field('remark', 0, 117, 153, 6, 'remark', '备注'),
      el.field('maker', 156, 117, 75, 6, 'createdByName', '制单人'),
      { id: 'page', kind: 'pageNumber', x: 176, y: 124, w: 55, h: 5, fontSize: 8, bold: false, align: 'right' },
    ],
  };
}

function packingList(): TemplateDraft {
  return {
    name: '批发销售装箱单',
    printerName: null,
    billType: 'WHOLESALE_SALE',
    templateType: 1,
    isDefault: true,
    page: { width: 210, height: 297, marginTop: 10, marginRight: 10, marginBottom: 10, marginLeft: 10 },
    elements: [
      el.text('title', 0, 0, 190, 10, '装箱单', { fontSize: 16, bold: true, align: 'center' }),
      el.field('billNo', 0, 14, 90, 6, 'billNo', '单号'),
      el.field('billDate', 100, 14, 90, 6, 'billDate', '日期'),
      el.field('partner', 0, 21, 90, 6, 'partnerName', '客户'),
      el.field('address', 0, 28, 190, 6, 'address', '收货地址'),
      {
        id: 'lines',
        kind: 'table',
        x: 0,
        y: 37,
        w: 190,
        h: 220,
        fontSize: 9,
        bold: false,
        align: 'left',
        columns: [
          { field: 'boxNo', title: '箱号', width: 20 },
          { field: 'skuCode', title: '商品编码', width: 40 },
          { field: 'skuName', title: '商品名称', width: 90 },
          { field: 'unit', title: '单位', width: 15 },
          { field: 'qty', title: '数量', width: 25 },
        ],
      },
      {
        id: 'totalQty',
        kind: 'total',
        field: 'totalQty',
        label: '合计数量',
        x: 0,
        y: 260,
        w: 90,
        h: 6,
        fontSize: 10,
        bold: true,
        align: 'left',
      },
      { id: 'page', kind: 'pageNumber', x: 140, y: 270, w: 50, h: 5, fontSize: 8, bold: false, align: 'right' },
    ],
  };
}

function boxLabel(): TemplateDraft {
  return {
    name: '批发销售箱标',
    printerName: null,
    billType: 'WHOLESALE_SALE',
    templateType: 2,
    isDefault: true,
    page: { width: 100, height: 100, marginTop: 4, marginRight: 4, marginBottom: 4, marginLeft: 4 },
    elements: [
      el.field('partner', 0, 0, 92, 10, 'partnerName', '', 14),
      el.field('address', 0, 12, 92, 12, 'address', '地址', 9),
      el.field('billNo', 0, 26, 92, 7, 'billNo', '单号'),
      {
        id: 'barcode',
        kind: 'barcode',
        symbology: 'code128',
        field: 'billNo',
        x: 6,
        y: 36,
        w: 80,
        h: 22,
        fontSize: 8,
        bold: false,
        align: 'center',
      },
      { id: 'box', kind: 'boxNumber', x: 0, y: 64, w: 92, h: 14, fontSize: 20, bold: true, align: 'center' },
      { id: 'qr', kind: 'qrcode', field: 'billNo', x: 70, y: 78, w: 14, h: 14, fontSize: 8, bold: false, align: 'left' },
    ],
  };
}

/**
 * The retail sale's receipt (小票): a narrow till roll of 80 mm — the shop, bill no and time,
 * the items, then total, payment type, received and change.
 */
function retailReceipt(): TemplateDraft {
  const row = (id: string, y: number, field: string, label: string, bold = false): PrintElement => ({
    ...el.field(id, 0, y, 72, 5, field, label, 9),
    bold,
  });
  return {
    name: '零售小票默认模板',
    printerName: null,
    billType: 'RETAIL_SALE',
    templateType: 0,
    isDefault: true,
    page: { width: 80, height: 160, marginTop: 4, marginRight: 4, marginBottom: 4, marginLeft: 4 },
    elements: [
      el.field('group', 0, 0, 72, 7, 'businessGroupName', '', 12),
      el.text('title', 0, 7, 72, 6, '零售小票', { fontSize: 11, bold: true, align: 'center' }),
      row('billNo', 14, 'billNo', '单号'),
      row('billDate', 19, 'billDate', '日期'),
      row('maker', 24, 'createdByName', '收银员'),
      row('buyer', 29, 'buyerName', '顾客'),
      {
        id: 'lines',
        kind: 'table',
        x: 0,
        y: 35,
        w: 72,
        h: 80,
        fontSize: 8,
        bold: false,
        align: 'left',
        columns: [
          { field: 'skuName', title: '商品', width: 30 },
          { field: 'qty', title: '数量', width: 12 },
          { field: 'price', title: '单价', width: 14 },
          { field: 'amount', title: '金额', width: 16 },
        ],
      },
      {
        id: 'totalAmount',
        kind: 'total',
        field: 'totalAmount',
        label: '合计',
        x: 0,
        y: 117,
        w: 72,
        h: 6,
        fontSize: 10,
        bold: true,
        align: 'left',
      },
      row('paymentType', 124, 'paymentType', '付款方式'),
      row('received', 129, 'received', '实收', true),
      row('change', 134, 'change', '找零', true),
      el.text('thanks', 0, 142, 72, 6, '谢谢惠顾，欢迎再次光临', { fontSize: 9, align: 'center' }),
    ],
  };
}

/** The shipped templates: one document template per registered type, plus the wholesale sale's packing list and box label. */
export function shippedTemplates(): TemplateDraft[] {
  const names = new Map<DocumentType, string>(DOCUMENT_TYPES.map((t) => [t.code, t.zh]));
  const defs = documentDefinitions();
  const out = defs.map((d) =>
    d.type === 'RECONCILIATION'
      ? reconciliationTemplate()
      : d.type === 'RETAIL_SALE'
        ? retailReceipt()
        : documentTemplate(d.type, names.get(d.type) ?? d.type, d.amountIsCost === true),
  );
  if (defs.some((d) => d.type === 'WHOLESALE_SALE')) out.push(packingList(), boxLabel());
  return out;
}

/** The shipped default of a type and template type, if Quire ships one. */
export function shippedDefault(billType: DocumentType, templateType: PrintTemplateType): TemplateDraft | undefined {
  return shippedTemplates().find((t) => t.billType === billType && t.templateType === templateType);
}
