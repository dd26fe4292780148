import { z } from 'zod';
import { pageQuery, sortParam } from './common';
import {
  DOCUMENT_TYPE_CODES,
  type DocumentDetailView,
  type DocumentType,
  day,
  documentSaveBody,
  quantity,
  unitPrice,
  wireId,
} from './document';

const lineRemark = z
  .string()
  .trim()
  .max(200)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

const positiveQty = quantity.refine((v) => Number(v) > 0, 'must be greater than 0');
const nonZeroQty = quantity.refine((v) => Number(v) !== 0, 'must not be 0');

/** Refuses a second line of the same SKU (spec §5: no duplicate goods), naming the line. */
function noDuplicateSku(lines: { skuId: number }[], ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  lines.forEach((line, i) => {
    if (seen.has(line.skuId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'skuId'], message: 'duplicate goods' });
    seen.add(line.skuId);
  });
}

// ---- warehouse transfer (调拨单) --------------------------------------------------------

/**
 * A transfer line; `requestLineId` names the line of a distribution request (配货申请单) addressed
 * to the group that this line fulfils (配货 by transfer): posting counts it as sent.
 */
export const transferLine = z.object({ skuId: wireId, qty: positiveQty, remark: lineRemark, requestLineId: wireId.optional().nullable() });
export const transferSaveBody = documentSaveBody({ outWarehouseId: wireId, inWarehouseId: wireId }, transferLine).superRefine(
  (body, ctx) => {
    if (body.outWarehouseId === body.inWarehouseId) {
      ctx.addIssue({ code: 'custom', path: ['inWarehouseId'], message: 'transfer-in and transfer-out warehouses must differ' });
    }
    noDuplicateSku(body.lines, ctx);
  },
);
export type TransferSaveBody = z.input<typeof transferSaveBody>;

// ---- profit and loss (报损报溢单) -------------------------------------------------------

/** qty > 0 is a gain (报溢, stock in), qty < 0 a loss (报损, stock out); 0 is refused. */
export const breakageLine = z.object({ skuId: wireId, qty: nonZeroQty, remark: lineRemark });
export const breakageSaveBody = documentSaveBody(
  { warehouseId: wireId, reason: z.string().trim().max(200).optional().nullable() },
  breakageLine,
).superRefine((body, ctx) => noDuplicateSku(body.lines, ctx));
export type BreakageSaveBody = z.input<typeof breakageSaveBody>;

// ---- cost adjustment (成本调整单) -------------------------------------------------------

/** The new moving-average unit cost of the SKU in the business group. */
export const costAdjustLine = z.object({ skuId: wireId, unitCost: unitPrice, remark: lineRemark });
export const costAdjustSaveBody = documentSaveBody({}, costAdjustLine).superRefine((body, ctx) => noDuplicateSku(body.lines, ctx));
export type CostAdjustSaveBody = z.input<typeof costAdjustSaveBody>;

// ---- stock query and movements ---------------------------------------------------------

export const STOCK_SORTS = ['skuId', 'warehouseId', 'onHand', 'locked', 'available', 'updateTime'] as const;

export const stockQueryBody = pageQuery.extend({
  sort: sortParam(STOCK_SORTS),
  warehouseId: wireId.optional(),
  skuId: wireId.optional(),
  skuIds: z.array(wireId).max(500).optional(),
  categoryId: wireId.optional(),
  brandId: wireId.optional(),
  /** Code, name or barcode of the SKU (through the product module). */
  keyword: z.string().trim().max(100).optional(),
  /** Hide rows with nothing on hand and nothing locked. */
  hideZero: z.boolean().optional(),
});
export type StockQueryBody = z.input<typeof stockQueryBody>;

/** The stock query's filters without paging: its export and its totals. */
export const stockFilterBody = stockQueryBody.omit({ pageNum: true, pageSize: true, sort: true });
export type StockFilterBody = z.input<typeof stockFilterBody>;

/** Totals of the whole filtered stock (not only the page); stockValue is a cost field. */
export type StockTotalsView = { rows: number; onHand: string; locked: string; available: string; stockValue?: string };

export type StockRowView = {
  warehouseId: string;
  warehouseCode: string | null;
  warehouseName: string | null;
  skuId: string;
  skuCode: string | null;
  skuName: string | null;
  unit: string | null;
  onHand: string;
  locked: string;
  available: string;
  /** Moving-average unit cost of the SKU in the business group (cost field). */
  avgCost: string;
  /** onHand × avgCost at the configured rounding (cost field). */
  stockValue: string;
  updateTime: string;
};

export const movementPageBody = pageQuery.extend({
  warehouseId: wireId.optional(),
  skuId: wireId.optional(),
  documentType: z.enum(DOCUMENT_TYPE_CODES).optional(),
  billNo: z.string().trim().max(40).optional(),
  dateFrom: day.optional(),
  dateTo: day.optional(),
  direction: z.enum(['IN', 'OUT']).optional(),
});
export type MovementPageBody = z.input<typeof movementPageBody>;

/** The movement list's filters without paging: its export. */
export const movementFilterBody = movementPageBody.omit({ pageNum: true, pageSize: true });

export type MovementView = {
  id: string;
  documentType: DocumentType;
  documentId: string;
  billNo: string;
  billDate: string;
  movedAt: string;
  warehouseId: string;
  warehouseName: string | null;
  skuId: string;
  skuCode: string | null;
  skuName: string | null;
  /** The SKU's base unit, as stored (its Chinese name). */
  unit: string | null;
  qty: string;
  /** On hand in this warehouse after the move. */
  balanceQtyAfter: string;
  unitCost: string;
  costAmount: string;
};

export type TransferView = DocumentDetailView & { outWarehouseId: string; inWarehouseId: string };
