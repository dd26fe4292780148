import { z } from 'zod';
import { optionalText, pageQuery } from './common';
import { quantity, wireId } from './document';

// ---- stocktaking (盘点任务, 盘点单, 复盘单) — spec §4, DOMAIN 20 ------------------------------

/** in progress → complete → difference confirmed, or terminated (posts nothing). */
export const STOCK_CHECK_STATUSES = ['IN_PROGRESS', 'COMPLETE', 'CONFIRMED', 'TERMINATED'] as const;
export type StockCheckStatus = (typeof STOCK_CHECK_STATUSES)[number];

/** What the task counts: the whole warehouse, some categories, brands, locations or a SKU list. */
export const STOCK_CHECK_SCOPES = ['ALL', 'CATEGORIES', 'BRANDS', 'LOCATIONS', 'SKUS'] as const;
export type StockCheckScope = (typeof STOCK_CHECK_SCOPES)[number];

/** Items of the scope nobody counted: treated as zero inventory, or as no gap (left alone). */
export const STOCK_CHECK_GAP_MODES = ['ZERO', 'NO_GAP'] as const;
export type StockCheckGapMode = (typeof STOCK_CHECK_GAP_MODES)[number];

/** How a sheet came about (spec §4 generation modes): counted by hand or scanner, a recount, a PDA upload. */
export const STOCK_CHECK_SHEET_MODES = ['COUNT', 'RECHECK', 'UPLOAD'] as const;
export type StockCheckSheetMode = (typeof STOCK_CHECK_SHEET_MODES)[number];

const locationText = z
  .string()
  .trim()
  .max(40)
  .optional()
  .nullable()
  .transform((v) => v ?? '');

export const stockCheckTaskAddBody = z
  .object({
    warehouseId: wireId,
    scope: z.enum(STOCK_CHECK_SCOPES),
    /** Category, brand or SKU ids (CATEGORIES, BRANDS, SKUS). */
    scopeIds: z.array(wireId).max(2000).optional().default([]),
    /** Location codes (LOCATIONS). */
    locations: z.array(z.string().trim().min(1).max(40)).max(500).optional().default([]),
    gapMode: z.enum(STOCK_CHECK_GAP_MODES),
    freeze: z.boolean().optional().default(false),
    remark: optionalText(500),
  })
  .superRefine((b, ctx) => {
    if ((b.scope === 'CATEGORIES' || b.scope === 'BRANDS' || b.scope === 'SKUS') && b.scopeIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['scopeIds'], message: 'choose at least one' });
    if (b.scope === 'LOCATIONS' && b.locations.length === 0)
      ctx.addIssue({ code: 'custom', path: ['locations'], message: 'choose at least one' });
  });
export type StockCheckTaskAddBody = z.input<typeof stockCheckTaskAddBody>;

export const stockCheckTaskPageQuery = pageQuery.extend({
  status: z.enum(STOCK_CHECK_STATUSES).optional(),
  warehouseId: wireId.optional(),
  billNo: z.string().trim().max(40).optional(),
});
export type StockCheckTaskPageQuery = z.input<typeof stockCheckTaskPageQuery>;

/** complete, confirm, terminate: the version the user saw guards against a stale screen. */
export const stockCheckTaskOperateBody = z.object({ id: wireId, version: z.number().int().min(0), reason: optionalText(500) });
export type StockCheckTaskOperateBody = z.input<typeof stockCheckTaskOperateBody>;

/** Check quantity ≥ 0 (spec §5). */
export const checkQty = quantity.refine((v) => !v.startsWith('-'), 'check quantity must not be negative');

export const stockCheckLine = z.object({ skuId: wireId, location: locationText, qty: checkQty });

export const stockCheckSheetAddBody = z.object({
  taskId: wireId,
  /** The area this counter counts (a location code), shown on the sheet. */
  location: locationText,
  remark: optionalText(500),
  lines: z.array(stockCheckLine).max(5000).optional().default([]),
});
export type StockCheckSheetAddBody = z.input<typeof stockCheckSheetAddBody>;

export const stockCheckSheetSaveBody = z
  .object({
    id: wireId,
    version: z.number().int().min(0),
    remark: optionalText(500),
    lines: z.array(stockCheckLine).max(5000),
  })
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    b.lines.forEach((l, i) => {
      const k = `${l.skuId}|${l.location}`;
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'skuId'], message: 'duplicate goods' });
      seen.add(k);
    });
  });
export type StockCheckSheetSaveBody = z.input<typeof stockCheckSheetSaveBody>;

/** One scan: a barcode (or SKU code) typed by a USB scanner, + Enter; adds 1 (or qty). */
export const stockCheckScanBody = z.object({
  id: wireId,
  code: z.string().trim().min(1).max(64),
  location: locationText,
  qty: checkQty.optional(),
});
export type StockCheckScanBody = z.input<typeof stockCheckScanBody>;

export const stockCheckSheetPageQuery = pageQuery.extend({
  taskId: wireId.optional(),
  mode: z.enum(STOCK_CHECK_SHEET_MODES).optional(),
  billNo: z.string().trim().max(40).optional(),
});
export type StockCheckSheetPageQuery = z.input<typeof stockCheckSheetPageQuery>;

export const stockCheckRecheckBody = z.object({ taskId: wireId, remark: optionalText(500) });

export const stockCheckUploadQuery = z.object({ id: wireId });

export const stockCheckReportExportBody = z.object({ taskId: wireId });

// ---- views ----------------------------------------------------------------------------

export type StockCheckTaskView = {
  id: string;
  billNo: string;
  status: StockCheckStatus;
  version: number;
  warehouseId: string;
  warehouseName: string | null;
  scope: StockCheckScope;
  scopeIds: string[];
  locations: string[];
  gapMode: StockCheckGapMode;
  freeze: boolean;
  remark: string | null;
  skuCount: number;
  sheetCount: number;
  createdByName: string | null;
  startTime: string;
  completeTime: string | null;
  confirmTime: string | null;
  terminateTime: string | null;
};

export type StockCheckLineView = {
  id: string;
  skuId: string;
  skuCode: string | null;
  skuName: string | null;
  unit: string | null;
  location: string;
  qty: string | null;
};

export type StockCheckSheetView = {
  id: string;
  billNo: string;
  taskId: string;
  taskBillNo: string;
  taskStatus: StockCheckStatus;
  warehouseId: string;
  warehouseName: string | null;
  mode: StockCheckSheetMode;
  location: string;
  version: number;
  remark: string | null;
  lineCount: number;
  totalQty: string;
  createdByName: string | null;
  createTime: string;
  lines?: StockCheckLineView[];
};

/**
 * One SKU of the difference report: book quantity at the snapshot, net moves since, counted
 * (null: nobody counted it), difference = counted − (book + moves); value only with costPrice.
 */
export type StockCheckReportLine = {
  skuId: string;
  skuCode: string | null;
  skuName: string | null;
  unit: string | null;
  bookQty: string;
  movedQty: string;
  countedQty: string | null;
  diffQty: string;
  /** Current average cost (or the cost posted at, once confirmed): a cost field. */
  unitCost?: string;
  /** Difference × cost: a cost field. */
  costAmount?: string;
  recounted: boolean;
};

export type StockCheckReport = {
  task: StockCheckTaskView;
  confirmed: boolean;
  lines: StockCheckReportLine[];
  totals: { gainQty: string; lossQty: string; costAmount?: string };
};

/** Answer of the PDA-apk call (spec §7): Quire needs no app; the browser's scan field serves. */
export type PdaApkView = { appRequired: false; path: null; scanPage: string; message: string };
