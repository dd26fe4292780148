// Internal stock documents: the requisition (领用单) and the product processing (商品加工单).
import { z } from 'zod';
import { idText, optionalText } from './common';
import { documentSaveBody, quantity, wireId } from './document';

const lineRemark = optionalText(200);
const positiveQty = quantity.refine((v) => Number(v) > 0, 'must be greater than 0');

/** Refuses a second line of the same SKU (spec §5: no duplicate goods), naming the line. */
function noDuplicateSku(lines: { skuId: number }[], ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  lines.forEach((line, i) => {
    if (seen.has(line.skuId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'skuId'], message: 'duplicate goods' });
    seen.add(line.skuId);
  });
}

// ---- requisition (领用单) ----------------------------------------------------------------

export const REQUISITION_PURPOSE_MAX = 200;
export const REQUISITION_DEPARTMENT_MAX = 50;

/**
 * Goods a department or an employee takes for internal use: out of the warehouse at the
 * current average cost. The receiver is a department (by name), an employee of the business
 * group (the people picker), or both; the purpose is required.
 */
export const requisitionLine = z.object({ skuId: wireId, qty: positiveQty, remark: lineRemark });
export const requisitionSaveBody = documentSaveBody(
  {
    warehouseId: wireId,
    departmentName: optionalText(REQUISITION_DEPARTMENT_MAX),
    /** An employee of the business group (the people picker). */
    receiverId: idText.optional().nullable(),
    purpose: z.string().trim().min(1, 'required').max(REQUISITION_PURPOSE_MAX),
  },
  requisitionLine,
).superRefine((body, ctx) => {
  if (!body.departmentName && (body.receiverId === undefined || body.receiverId === null)) {
    ctx.addIssue({ code: 'custom', path: ['receiverId'], message: 'name the receiving department or employee' });
  }
  noDuplicateSku(body.lines, ctx);
});
export type RequisitionSaveBody = z.input<typeof requisitionSaveBody>;

// ---- product processing (商品加工单) -------------------------------------------------------

/** ASSEMBLE (组装): components out, the combined product in; DISASSEMBLE (拆卸): the reverse. */
export const PROCESS_DIRECTIONS = ['ASSEMBLE', 'DISASSEMBLE'] as const;
export type ProcessDirection = (typeof PROCESS_DIRECTIONS)[number];

/** A stored line's part in the processing: the combined product or one of its components. */
export const PROCESS_ROLES = ['PRODUCT', 'COMPONENT'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/** A component line as the screen computes it: the BOM quantity × the product quantity. */
export const processLine = z.object({ skuId: wireId, qty: positiveQty, remark: lineRemark });

/**
 * The combined product, its quantity and the direction in the header; the lines are its
 * components (the server checks them against the product's components). Stored, the product
 * becomes line 1 (role PRODUCT) before the component lines (role COMPONENT).
 */
export const processSaveBody = documentSaveBody(
  {
    warehouseId: wireId,
    direction: z.enum(PROCESS_DIRECTIONS),
    productSkuId: wireId,
    productQty: positiveQty,
  },
  processLine,
)
  .superRefine((body, ctx) => {
    noDuplicateSku(body.lines, ctx);
    body.lines.forEach((line, i) => {
      if (line.skuId === body.productSkuId)
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'skuId'], message: 'the combined product cannot be its own component' });
    });
  })
  .transform((body) => ({
    ...body,
    // Kept in the header as the wire has it (a string id), the product also being line 1.
    productSkuId: String(body.productSkuId),
    lines: [
      { skuId: body.productSkuId, qty: body.productQty, remark: null, role: 'PRODUCT' as ProcessRole },
      ...body.lines.map((l) => ({ ...l, role: 'COMPONENT' as ProcessRole })),
    ],
  }));
export type ProcessSaveBody = z.input<typeof processSaveBody>;

/** A combined product and its components (the processing screen computes its lines from them). */
export type ProcessBomView = {
  skuId: string;
  code: string;
  name: string;
  unit: string;
  isCombined: boolean;
  status: 'ENABLE' | 'DISABLE';
  components: { skuId: string; code: string; name: string; unit: string; quantity: string; status: 'ENABLE' | 'DISABLE' }[];
};
