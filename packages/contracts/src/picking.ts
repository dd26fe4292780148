import { z } from 'zod';
import { optionalText, pageFields } from './common';
import { quantity, wireId } from './document';

// ---- picking and boxing of wholesale sales (拣货装箱, spec §3–§6, DOMAIN 6–7) -------------

/** Where a reviewed sale is in picking: not started, being picked, picked (拣货完成). */
export const PICKING_STATES = ['NONE', 'PICKING', 'PICKED'] as const;
export type PickingState = (typeof PICKING_STATES)[number];

/** The screen's service path; its permissions are the menu's `wholesale.picking` node. */
export const PICKING_SCREEN = {
  base: '/api/order/deliveryPicking',
  menu: '/wholesale/picking',
  component: 'DeliveryPicking',
  permission: 'wholesale:picking',
} as const;

/** The sales to pick: reviewed wholesale sales, filtered. */
export const pickingPageQuery = z.object({
  ...pageFields,
  billNo: z.string().trim().max(40).optional(),
  customerId: wireId.optional(),
  warehouseId: wireId.optional(),
  pickingState: z.enum(PICKING_STATES).optional(),
  /** Packed (装箱) or not; only meaningful for picked sales. */
  packed: z.boolean().optional(),
});
export type PickingPageQuery = z.input<typeof pickingPageQuery>;

export const pickingIdBody = z.object({ id: wireId, version: z.number().int().min(0).optional() });
export type PickingIdBody = z.input<typeof pickingIdBody>;

/**
 * One scan (a barcode or SKU code + Enter): adds one unit to the sale's line of that SKU, or
 * `qty` (checked by the service: 'scan code incorrect amount'). A package barcode adds its factor.
 */
export const pickingScanBody = z.object({
  id: wireId,
  code: z.string().trim().min(1).max(64),
  qty: z.union([z.string().max(20), z.number()]).optional(),
});
export type PickingScanBody = z.input<typeof pickingScanBody>;

/** The picked quantity of one line, typed. */
export const pickingLineQtyBody = z.object({
  id: wireId,
  lineId: wireId,
  pickedQty: quantity.refine((v) => Number(v) >= 0, 'must be 0 or more'),
});
export type PickingLineQtyBody = z.input<typeof pickingLineQtyBody>;

/** 拣货授权: who allows a line beyond the picker's tolerance, by employee number and picking authorization code. */
export const pickingAuthorization = z.object({
  employeeNo: z.string().trim().min(1).max(32),
  code: z.string().min(1).max(32),
});
export type PickingAuthorization = z.input<typeof pickingAuthorization>;

/** Complete picking (F3): lines beyond tolerance need `auth` and a `reason`. */
export const pickingCompleteBody = z.object({
  id: wireId,
  version: z.number().int().min(0).optional(),
  auth: pickingAuthorization.optional().nullable(),
  reason: optionalText(200),
});
export type PickingCompleteBody = z.input<typeof pickingCompleteBody>;

/**
 * Boxing (F2): the box count and the labels to print per box are required; `boxes` puts line
 * quantities into boxes 1..boxCount (default: everything picked in box 1). Per SKU, boxed must
 * equal picked. Numbers are checked by the service so the refusal words the rule.
 */
export const packingBody = z.object({
  id: wireId,
  boxCount: z
    .union([z.number(), z.string().max(10)])
    .optional()
    .nullable(),
  labelCount: z
    .union([z.number(), z.string().max(10)])
    .optional()
    .nullable(),
  boxes: z
    .array(
      z.object({
        boxNo: z.number().int().min(1).max(999),
        lines: z.array(z.object({ lineId: wireId, qty: quantity.refine((v) => Number(v) > 0, 'must be greater than 0') })).max(500),
      }),
    )
    .max(999)
    .optional(),
});
export type PackingBody = z.input<typeof packingBody>;

export const PICKING_PRINT_KINDS = ['PACKING_LIST', 'BOX_LABEL'] as const;
export type PickingPrintKind = (typeof PICKING_PRINT_KINDS)[number];
export const pickingPrintBody = z.object({ id: wireId, kind: z.enum(PICKING_PRINT_KINDS) });
export type PickingPrintBody = z.input<typeof pickingPrintBody>;

export type PickingListItem = {
  id: string;
  billNo: string;
  billDate: string;
  customerId: string | null;
  customerName: string | null;
  warehouseId: string | null;
  warehouseName: string | null;
  totalQty: string;
  lineCount: number;
  pickingState: PickingState;
  packed: boolean;
  pickerName: string | null;
};

export type PickSheetLine = {
  lineId: string;
  lineNo: number;
  skuId: string;
  skuCode: string | null;
  skuName: string | null;
  barcode: string | null;
  unit: string | null;
  gift: boolean;
  /** The warehouse location the SKU was last counted at in the sale's warehouse, if any. */
  location: string | null;
  requiredQty: string;
  pickedQty: string;
  /** picked − required */
  difference: string;
  /** Beyond the viewer's under or over tolerance. */
  beyondTolerance: boolean;
  boxedQty: string;
};

export type PickSheetView = {
  id: string;
  billNo: string;
  billDate: string;
  version: number;
  status: string;
  customerName: string | null;
  address: string | null;
  warehouseName: string | null;
  pickingState: PickingState;
  pickerName: string | null;
  completedByName: string | null;
  authorizedByName: string | null;
  reason: string | null;
  packed: boolean;
  boxCount: number | null;
  labelCount: number | null;
  /** The viewer's own tolerances, percent. */
  tolerance: { under: string; over: string };
  lines: PickSheetLine[];
  boxes: { boxNo: number; lines: { lineId: string; qty: string }[] }[];
};
