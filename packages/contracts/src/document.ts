import { z } from 'zod';
import { idText, optionalText, pageQuery, sortParam } from './common';

/**
 * Every document type of the product (spec §3, GLOSSARY.md) with its bill-number prefix.
 * A bill number is `<prefix><yyyyMMdd><5-digit sequence>`, so a prefix names its type.
 */
export const DOCUMENT_TYPES = [
  { code: 'PURCHASE_ORDER', prefix: 'CGDD', zh: '采购订单', en: 'Purchase order', id: 'Pesanan pembelian' },
  { code: 'PURCHASE_RECEIVE', prefix: 'CGRK', zh: '采购入库单', en: 'Purchase receipt', id: 'Penerimaan pembelian' },
  { code: 'SUPPLIER_PRICE', prefix: 'GHXX', zh: '供货信息单', en: 'Supply information', id: 'Informasi pasokan' },
  {
    code: 'PURCHASE_RETURN_APPLY',
    prefix: 'CGSQ',
    zh: '采购退货申请单',
    en: 'Purchase return application',
    id: 'Permohonan retur pembelian',
  },
  { code: 'PURCHASE_RETURN', prefix: 'CGTH', zh: '采购退货单', en: 'Purchase return', id: 'Retur pembelian' },
  { code: 'PAYMENT', prefix: 'FKD', zh: '付款单', en: 'Payment slip', id: 'Bukti pembayaran' },
  { code: 'PREPAYMENT', prefix: 'YFK', zh: '预付款单', en: 'Prepayment', id: 'Uang muka pemasok' },
  { code: 'VERBAL_ORDER', prefix: 'PFDD', zh: '批发订单', en: 'Wholesale sale order', id: 'Pesanan grosir' },
  { code: 'DISTRIBUTION_REQUEST', prefix: 'PHSQ', zh: '配货申请单', en: 'Distribution request', id: 'Permintaan distribusi' },
  { code: 'WHOLESALE_SALE', prefix: 'PFXS', zh: '批发销售单', en: 'Wholesale sale', id: 'Penjualan grosir' },
  { code: 'WHOLESALE_RETURN', prefix: 'PFTH', zh: '批发退货单', en: 'Wholesale return', id: 'Retur grosir' },
  { code: 'RETAIL_SALE', prefix: 'LSD', zh: '零售单', en: 'Retail sale', id: 'Penjualan eceran' },
  { code: 'RETAIL_RETURN', prefix: 'LSTH', zh: '零售退货单', en: 'Retail return', id: 'Retur eceran' },
  { code: 'SETTLEMENT', prefix: 'SKD', zh: '收款单', en: 'Collection', id: 'Penerimaan pembayaran' },
  { code: 'PRE_RECEIPT', prefix: 'YSK', zh: '预收款单', en: 'Pre-receipt', id: 'Uang muka pelanggan' },
  { code: 'DISCOUNT', prefix: 'ZRD', zh: '折让单', en: 'Discount sheet', id: 'Lembar potongan' },
  { code: 'CUSTOMER_CREDIT', prefix: 'SXD', zh: '客户授信单', en: 'Customer credit sheet', id: 'Kredit pelanggan' },
  { code: 'RECONCILIATION', prefix: 'DZD', zh: '对账单', en: 'Reconciliation statement', id: 'Laporan rekonsiliasi' },
  { code: 'REBATE_RATIO_AUDIT', prefix: 'FLSH', zh: '返利比例审核单', en: 'Rebate ratio audit', id: 'Tinjauan rasio rabat' },
  { code: 'CUSTOMER_REWARD', prefix: 'JFTZ', zh: '积分调整单', en: 'Points adjustment', id: 'Penyesuaian poin' },
  { code: 'PRICE_ADJUST', prefix: 'TJD', zh: '调价单', en: 'Base price adjustment', id: 'Penyesuaian harga dasar' },
  { code: 'PAYMENT_DISCOUNT', prefix: 'FKZK', zh: '付款折扣单', en: 'Payment discount', id: 'Diskon pembayaran' },
  { code: 'WAREHOUSE_TRANSFER', prefix: 'DBD', zh: '调拨单', en: 'Warehouse transfer', id: 'Transfer gudang' },
  { code: 'MATERIAL_RECEIVE', prefix: 'LYD', zh: '领用单', en: 'Requisition', id: 'Pengambilan barang' },
  { code: 'STOCK_BREAKAGE', prefix: 'BSBY', zh: '报损报溢单', en: 'Profit and loss', id: 'Laba rugi stok' },
  { code: 'COST_ADJUST', prefix: 'CBTZ', zh: '成本调整单', en: 'Cost adjustment sheet', id: 'Penyesuaian biaya' },
  { code: 'SYSTEM_COST_ADJUST', prefix: 'XTCB', zh: '系统成本调整单', en: 'System cost adjustment', id: 'Penyesuaian biaya sistem' },
  { code: 'STOCK_CHECK_TASK', prefix: 'PDRW', zh: '盘点任务', en: 'Stocktaking task', id: 'Tugas stock opname' },
  { code: 'STOCK_CHECK', prefix: 'PDD', zh: '盘点单', en: 'Stocktaking sheet', id: 'Lembar stock opname' },
  { code: 'RECHECK', prefix: 'FPD', zh: '复盘单', en: 'Recount sheet', id: 'Lembar hitung ulang' },
  { code: 'SKU_PROCESS', prefix: 'JGD', zh: '商品加工单', en: 'Product processing', id: 'Pemrosesan produk' },
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number]['code'];
export const DOCUMENT_TYPE_CODES = DOCUMENT_TYPES.map((t) => t.code) as unknown as readonly [DocumentType, ...DocumentType[]];

export const DOCUMENT_STATUSES = ['DRAFT', 'REVIEWED', 'COMPLETE', 'CLOSED', 'DISCARDED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/**
 * Operations (spec §4). REVERSE posts a reversal document (红冲) of a posted one; DELETE
 * removes a draft. Both are recorded in the audit trail like the others; so is PRINT, which
 * changes nothing but says who printed the document when.
 */
export const DOCUMENT_OPERATIONS = [
  'SAVE',
  'REVIEW',
  'COMPLETE',
  'DECLINE',
  'CLOSE',
  'SETTLE_CLOSE',
  'START_PICKING',
  'DISCARD',
  'REVERSE',
  'DELETE',
  'PRINT',
] as const;
export type DocumentOperation = (typeof DOCUMENT_OPERATIONS)[number];

/**
 * The status each operation leaves a document in (SAME: it stays where it is). The engine
 * moves documents by it; the web words an operation's result by it ("调拨单 DBD… 已审核").
 * SAVE, REVERSE (the original stays posted) and DELETE have none.
 */
export const DOCUMENT_OPERATION_TARGETS = {
  REVIEW: 'REVIEWED',
  DECLINE: 'DRAFT',
  COMPLETE: 'COMPLETE',
  CLOSE: 'CLOSED',
  SETTLE_CLOSE: 'CLOSED',
  DISCARD: 'DISCARDED',
  START_PICKING: 'SAME',
} as const satisfies Partial<Record<DocumentOperation, DocumentStatus | 'SAME'>>;

/** The status an operation leaves a document in, if it names one. */
export function operationTarget(operation: DocumentOperation): DocumentStatus | 'SAME' | undefined {
  return (DOCUMENT_OPERATION_TARGETS as Partial<Record<DocumentOperation, DocumentStatus | 'SAME'>>)[operation];
}

/** The URL segment of each operation under a type's base path (`POST {base}/review`). */
export const DOCUMENT_OPERATION_PATHS = {
  REVIEW: 'review',
  DECLINE: 'decline',
  COMPLETE: 'complete',
  CLOSE: 'close',
  SETTLE_CLOSE: 'settleClose',
  DISCARD: 'discard',
  START_PICKING: 'startPicking',
  REVERSE: 'reverse',
} as const satisfies Partial<Record<DocumentOperation, string>>;
export type DocumentOperationPath = (typeof DOCUMENT_OPERATION_PATHS)[keyof typeof DOCUMENT_OPERATION_PATHS];

/** The URL segment of an operation, if it has a route of its own (SAVE and DELETE have not). */
export function operationPath(operation: DocumentOperation): DocumentOperationPath | undefined {
  return (DOCUMENT_OPERATION_PATHS as Partial<Record<DocumentOperation, DocumentOperationPath>>)[operation];
}

/**
 * The screen button guarding each operation (`<screen permission>:<button>`, the buttons of
 * the menu tree); a reversal (红冲) is guarded by reverse review, voiding by delete.
 */
export const DOCUMENT_OPERATION_BUTTONS = {
  REVIEW: 'review',
  DECLINE: 'decline',
  COMPLETE: 'complete',
  CLOSE: 'close',
  SETTLE_CLOSE: 'settleClose',
  DISCARD: 'delete',
  START_PICKING: 'startPicking',
  REVERSE: 'decline',
} as const satisfies Partial<Record<DocumentOperation, string>>;

/** The button guarding an operation, if it has a route of its own. */
export function operationButton(operation: DocumentOperation): string | undefined {
  return (DOCUMENT_OPERATION_BUTTONS as Partial<Record<DocumentOperation, string>>)[operation];
}

// ---- lifecycles ------------------------------------------------------------------------

/**
 * A type's lifecycle (spec §4): its statuses and the operations each status allows. The
 * server's engine enforces it; the web reads it (list status filter) and is told per document
 * which operations its status allows (`DocumentDetailView.operations`).
 * - POSTING posts effects (stock, money) on COMPLETE; a posted one is corrected by a reversal.
 * - APPROVAL takes effect when reviewed (a credit sheet, a price policy): no posting of its own.
 * - ORDER is fulfilled by downstream documents and closed by line or whole.
 */
export type DocumentLifecycle = {
  kind: 'POSTING' | 'APPROVAL' | 'ORDER';
  statuses: readonly DocumentStatus[];
  /** Operations allowed per status; COMPLETE from DRAFT is added by review policy NONE. */
  operations: Partial<Record<DocumentStatus, readonly DocumentOperation[]>>;
};

const POSTING: DocumentLifecycle = {
  kind: 'POSTING',
  statuses: ['DRAFT', 'REVIEWED', 'COMPLETE'],
  operations: { DRAFT: ['REVIEW'], REVIEWED: ['DECLINE', 'COMPLETE'], COMPLETE: ['REVERSE'] },
};
const APPROVAL: DocumentLifecycle = {
  kind: 'APPROVAL',
  statuses: ['DRAFT', 'REVIEWED', 'COMPLETE', 'DISCARDED'],
  operations: { DRAFT: ['REVIEW', 'DISCARD'], REVIEWED: ['DECLINE', 'COMPLETE', 'DISCARD'] },
};
const ORDER: DocumentLifecycle = {
  kind: 'ORDER',
  statuses: ['DRAFT', 'REVIEWED', 'COMPLETE', 'CLOSED'],
  operations: { DRAFT: ['REVIEW'], REVIEWED: ['DECLINE', 'CLOSE', 'SETTLE_CLOSE'] },
};

export const DOCUMENT_LIFECYCLES: Readonly<Record<DocumentType, DocumentLifecycle>> = {
  PURCHASE_ORDER: ORDER,
  PURCHASE_RECEIVE: POSTING,
  /** Reviewed, its prices apply to purchase orders within its validity; voided (DISCARDED) they stop. */
  SUPPLIER_PRICE: APPROVAL,
  PURCHASE_RETURN_APPLY: ORDER,
  PURCHASE_RETURN: POSTING,
  PAYMENT: POSTING,
  PREPAYMENT: POSTING,
  VERBAL_ORDER: ORDER,
  DISTRIBUTION_REQUEST: ORDER,
  WHOLESALE_SALE: {
    ...POSTING,
    operations: { DRAFT: ['REVIEW'], REVIEWED: ['START_PICKING', 'DECLINE', 'COMPLETE'], COMPLETE: ['REVERSE'] },
  },
  WHOLESALE_RETURN: POSTING,
  RETAIL_SALE: POSTING,
  RETAIL_RETURN: POSTING,
  SETTLEMENT: POSTING,
  PRE_RECEIPT: POSTING,
  DISCOUNT: POSTING,
  CUSTOMER_CREDIT: APPROVAL,
  RECONCILIATION: APPROVAL,
  REBATE_RATIO_AUDIT: APPROVAL,
  CUSTOMER_REWARD: POSTING,
  PRICE_ADJUST: APPROVAL,
  PAYMENT_DISCOUNT: APPROVAL,
  WAREHOUSE_TRANSFER: POSTING,
  MATERIAL_RECEIVE: POSTING,
  STOCK_BREAKAGE: POSTING,
  COST_ADJUST: POSTING,
  SYSTEM_COST_ADJUST: POSTING,
  /** A task is terminated (DISCARDED) or completed; it posts through its sheets. */
  STOCK_CHECK_TASK: APPROVAL,
  STOCK_CHECK: POSTING,
  RECHECK: POSTING,
  SKU_PROCESS: POSTING,
};

// ---- screens ---------------------------------------------------------------------------

/**
 * Where a document type lives: its service path, its menu (route, permission key and page
 * component of the menu tree) and the prefix of its buttons' permissions (`<permission>:add`,
 * `:edit`, `:delete`, `:review`, `:decline`, `:complete`, `:export`). The server registers the
 * type's routes and permissions from it, the menu seed its menu, the web its pages.
 */
export type DocumentScreen = {
  /** Service path of the type's routes, e.g. /api/stock/transfer. */
  base: string;
  /** Menu path: the route of the list (`<menu>/add`, `<menu>/detail/<id>`) and its permission. */
  menu: string;
  /** The menu's `component`: the web page registry's key. */
  component: string;
  /** Prefix of the screen's button permissions. */
  permission: string;
};

/** One declaration per document screen: adding a type's screen starts here. */
export const DOCUMENT_SCREENS = {
  PURCHASE_ORDER: {
    base: '/api/order/purchaseOrder',
    menu: '/purchase/purchaseOrder',
    component: 'PurchaseOrder',
    permission: 'purchase:purchaseOrder',
  },
  PURCHASE_RECEIVE: {
    base: '/api/order/purchaseReceive',
    menu: '/purchase/purchaseReceive',
    component: 'PurchaseReceive',
    permission: 'purchase:purchaseReceive',
  },
  SUPPLIER_PRICE: {
    base: '/api/order/supplierPrice',
    menu: '/purchase/supplierPrice',
    component: 'SupplierPrice',
    permission: 'purchase:supplierPrice',
  },
  PURCHASE_RETURN_APPLY: {
    base: '/api/order/purchaseReturnApply',
    menu: '/purchase/returnApply',
    component: 'PurchaseReturnApply',
    permission: 'purchase:returnApply',
  },
  PURCHASE_RETURN: {
    base: '/api/order/purchaseReturn',
    menu: '/purchase/purchaseReturn',
    component: 'PurchaseReturn',
    permission: 'purchase:purchaseReturn',
  },
  PAYMENT: {
    base: '/api/order/payment',
    menu: '/purchase/payment',
    component: 'PaymentSlip',
    permission: 'purchase:payment',
  },
  PREPAYMENT: {
    base: '/api/order/prepayment',
    menu: '/purchase/prepayment',
    component: 'Prepayment',
    permission: 'purchase:prepayment',
  },
  VERBAL_ORDER: {
    base: '/api/order/saleOrder',
    menu: '/wholesale/saleOrder',
    component: 'WholesaleOrder',
    permission: 'wholesale:saleOrder',
  },
  DISTRIBUTION_REQUEST: {
    base: '/api/order/distributionRequest',
    menu: '/wholesale/distributionRequest',
    component: 'DistributionRequest',
    permission: 'wholesale:distributionRequest',
  },
  WHOLESALE_SALE: {
    base: '/api/order/wholesaleSale',
    menu: '/wholesale/wholesaleSale',
    component: 'WholesaleSale',
    permission: 'wholesale:wholesaleSale',
  },
  WHOLESALE_RETURN: {
    base: '/api/order/wholesaleReturn',
    menu: '/wholesale/wholesaleReturn',
    component: 'WholesaleReturn',
    permission: 'wholesale:wholesaleReturn',
  },
  RETAIL_SALE: {
    base: '/api/order/retailSale',
    menu: '/wholesale/retailSale',
    component: 'RetailSale',
    permission: 'wholesale:retailSale',
  },
  RETAIL_RETURN: {
    base: '/api/order/retailReturn',
    menu: '/wholesale/retailReturn',
    component: 'RetailReturn',
    permission: 'wholesale:retailReturn',
  },
  SETTLEMENT: {
    base: '/api/order/settlementOrder',
    menu: '/wholesale/settlement',
    component: 'Settlement',
    permission: 'wholesale:settlement',
  },
  PRE_RECEIPT: {
    base: '/api/order/preReceipt',
    menu: '/wholesale/preReceipt',
    component: 'PreReceipt',
    permission: 'wholesale:preReceipt',
  },
  DISCOUNT: {
    base: '/api/order/discount',
    menu: '/wholesale/discount',
    component: 'DiscountSheet',
    permission: 'wholesale:discount',
  },
  RECONCILIATION: {
    base: '/api/finance/reconciliation',
    menu: '/finance/reconciliation',
    component: 'Reconciliation',
    permission: 'finance:reconciliation',
  },
  CUSTOMER_CREDIT: {
    base: '/api/order/customerCredit',
    menu: '/wholesale/customerCredit',
    component: 'CustomerCredit',
    permission: 'wholesale:customerCredit',
  },
  CUSTOMER_REWARD: {
    base: '/api/order/pointsAdjust',
    menu: '/wholesale/pointsAdjust',
    component: 'PointsAdjust',
    permission: 'wholesale:pointsAdjust',
  },
  REBATE_RATIO_AUDIT: {
    base: '/api/order/rebateAdjust',
    menu: '/wholesale/rebateAdjust',
    component: 'CustomerRebate',
    permission: 'wholesale:rebateAdjust',
  },
  PRICE_ADJUST: {
    base: '/api/product/priceAdjust',
    menu: '/pricing/priceAdjust',
    component: 'PriceAdjust',
    permission: 'pricing:priceAdjust',
  },
  PAYMENT_DISCOUNT: {
    base: '/api/order/paymentDiscount',
    menu: '/pricing/paymentDiscount',
    component: 'PaymentDiscount',
    permission: 'pricing:paymentDiscount',
  },
  WAREHOUSE_TRANSFER: {
    base: '/api/stock/transfer',
    menu: '/inventory/transfer',
    component: 'WarehouseTransfer',
    permission: 'inventory:transfer',
  },
  STOCK_BREAKAGE: {
    base: '/api/stock/breakage',
    menu: '/inventory/breakage',
    component: 'StockBreakage',
    permission: 'inventory:breakage',
  },
  MATERIAL_RECEIVE: {
    base: '/api/stock/materialReceive',
    menu: '/inventory/materialReceive',
    component: 'MaterialReceive',
    permission: 'inventory:materialReceive',
  },
  SKU_PROCESS: {
    base: '/api/stock/skuProcess',
    menu: '/inventory/skuProcess',
    component: 'SkuProcess',
    permission: 'inventory:skuProcess',
  },
  COST_ADJUST: {
    base: '/api/stock/costAdjust',
    menu: '/inventory/costAdjust',
    component: 'CostAdjust',
    permission: 'inventory:costAdjust',
  },
} as const satisfies Partial<Record<DocumentType, DocumentScreen>>;

/** A document type that has a screen of its own. */
export type ScreenDocumentType = keyof typeof DOCUMENT_SCREENS;

/** The screen of a type, if it has one (a movement record links to its document's detail). */
export function documentScreenOf(type: DocumentType): DocumentScreen | undefined {
  return (DOCUMENT_SCREENS as Partial<Record<DocumentType, DocumentScreen>>)[type];
}

// ---- wire values -----------------------------------------------------------------------

/** An id on the wire (a string of digits), a number in the server. */
export const wireId = idText.transform((v) => Number(v));

const decimalText = (pattern: RegExp, message: string) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => pattern.test(v), message)
    .transform((v) => normalizeDecimal(v));

/** Drops a leading '+' and trailing zeros of the fraction: '5.500' → '5.5'. */
function normalizeDecimal(v: string): string {
  let s = v.startsWith('+') ? v.slice(1) : v;
  if (s.includes('.')) s = s.replace(/0+$/, '').replace(/\.$/, '');
  if (/^-?0+$/.test(s)) return '0';
  return s;
}

/** A quantity: up to 14 integer digits and 4 decimals, sign allowed (refined per use). */
export const quantity = decimalText(/^[+-]?\d{1,14}(\.\d{1,4})?$/, 'must be a number with at most 4 decimals');
/** A unit price or cost: up to 12 integer digits and 6 decimals. */
export const unitPrice = decimalText(/^[+]?\d{1,12}(\.\d{1,6})?$/, 'must be a non-negative number with at most 6 decimals');
/** A calendar day, YYYY-MM-DD. */
export const day = z.iso.date();

export const remarkText = optionalText(500);

/**
 * The body of a save (add or edit): the header fields of the type, its lines, and for an
 * edit the id and the version the user loaded.
 */
export function documentSaveBody<H extends z.ZodRawShape, L extends z.ZodType>(header: H, line: L) {
  return z.object({
    id: wireId.optional(),
    version: z.number().int().min(0).optional(),
    billDate: day,
    remark: remarkText,
    ...header,
    lines: z.array(line).min(1, 'at least one line').max(1000),
  });
}

/** One operation on one document: the version the user saw guards against a stale screen. */
export const documentOperateBody = z.object({
  id: wireId,
  version: z.number().int().min(0),
  reason: optionalText(500),
  /** DESIGNATED review policy: the reviewer's own review authority code. */
  reviewAuthorityCode: z.string().max(64).optional().nullable(),
});
export type DocumentOperateBody = z.input<typeof documentOperateBody>;

export const documentBatchBody = z.object({
  ids: z.array(wireId).min(1).max(200),
  reason: optionalText(500),
  reviewAuthorityCode: z.string().max(64).optional().nullable(),
});
export type DocumentBatchBody = z.input<typeof documentBatchBody>;

export const documentIdsQuery = z.object({
  ids: z
    .string()
    .min(1)
    .transform((v) => v.split(',').map((s) => s.trim()))
    .pipe(z.array(wireId).min(1).max(200)),
});

export const DOCUMENT_SORTS = ['billDate', 'billNo', 'createTime', 'status'] as const;

/** Filters every document list has (spec §5: at least one date range on search forms). */
export const documentPageQuery = pageQuery.extend({
  sort: sortParam(DOCUMENT_SORTS),
  billNo: z.string().trim().max(40).optional(),
  status: z.enum(DOCUMENT_STATUSES).optional(),
  dateFrom: day.optional(),
  dateTo: day.optional(),
  warehouseId: wireId.optional(),
  /** The partner (supplier, customer) of the documents. */
  partnerId: wireId.optional(),
});
export type DocumentPageQuery = z.input<typeof documentPageQuery>;

export const billNoAssociationQuery = z.object({ billNo: z.string().trim().min(1).max(40) });

// ---- views -----------------------------------------------------------------------------

export type DocumentAuditView = {
  id: string;
  operation: DocumentOperation;
  fromStatus: DocumentStatus | null;
  toStatus: DocumentStatus | null;
  employeeId: string | null;
  employeeName: string | null;
  at: string;
  reason: string | null;
};

export type DocumentHeaderView = {
  id: string;
  type: DocumentType;
  billNo: string;
  status: DocumentStatus;
  version: number;
  billDate: string;
  warehouseId: string | null;
  toWarehouseId: string | null;
  partnerId: string | null;
  remark: string | null;
  totalQty: string;
  /** The reversed document, on a reversal (红冲单). */
  reversalOfId: string | null;
  /** The reversal of this document, once reversed. */
  reversedById: string | null;
  createdBy: string | null;
  createdByName: string | null;
  reviewedBy: string | null;
  completedBy: string | null;
  createTime: string;
  reviewTime: string | null;
  completeTime: string | null;
  [field: string]: unknown;
};

/**
 * A source document's line and what of it is still open (its quantity less what later
 * documents took, and closed), as the pick dialogs list it (从采购订单选择, 从批发订单选择, …).
 */
export type PickLineView = {
  id: string;
  documentId: string;
  billNo: string;
  billDate: string;
  warehouseId: string | null;
  lineNo: number;
  skuId: string | null;
  qty: string;
  fulfilledQty: string;
  open: string;
  price: string | null;
  taxRate: string | null;
};

export type DocumentLineView = {
  id: string;
  lineNo: number;
  /** Null on a line of money (a payment line). */
  skuId: string | null;
  warehouseId: string | null;
  qty: string;
  sourceLineId: string | null;
  fulfilledQty: string;
  [field: string]: unknown;
};

/**
 * How another document is related to this one: the one it reverses or its reversal (红冲),
 * the documents its lines fulfil (source) or that fulfil its lines (derived).
 */
export const DOCUMENT_LINK_RELATIONS = ['SOURCE', 'DERIVED', 'REVERSAL_OF', 'REVERSED_BY'] as const;
export type DocumentLinkRelation = (typeof DOCUMENT_LINK_RELATIONS)[number];

/** A related document of the same business group (lineage and reversal links of a detail). */
export type DocumentLinkView = { relation: DocumentLinkRelation; id: string; type: DocumentType; billNo: string; status: DocumentStatus };

export type DocumentDetailView = DocumentHeaderView & {
  lines: DocumentLineView[];
  audit: DocumentAuditView[];
  /** Related documents (lineage, reversal), source first. */
  links: DocumentLinkView[];
  /** The operations the document's status allows now (its type's lifecycle; a reversed one no longer reverses). */
  operations: DocumentOperation[];
};

/** The answer of an operation: where the document stands now. */
export type DocumentOperationResult = {
  id: string;
  billNo: string;
  status: DocumentStatus;
  version: number;
  /** REVERSE: the reversal document. */
  reversal?: { id: string; billNo: string };
};

/** One line of a bulk answer: each document succeeds or fails on its own. */
export type DocumentBatchItem = { id: string; billNo: string | null; ok: boolean; status?: DocumentStatus; code?: number; msg?: string };

export type BillNoAssociation = { id: string; type: DocumentType; billNo: string; status: DocumentStatus; businessGroupId: string };

export function documentTypeOfBillNo(billNo: string): DocumentType | undefined {
  const m = /^([A-Z]+)\d{13,}$/.exec(billNo);
  return m ? DOCUMENT_TYPES.find((t) => t.prefix === m[1])?.code : undefined;
}
