import { z } from 'zod';
import { optionalText } from './common';
import { day, documentOperateBody, documentPageQuery, documentSaveBody, quantity, wireId } from './document';

// ---- distribution request (配货申请单, DISTRIBUTION_REQUEST, DOMAIN 5) ------------------------

const positiveQty = quantity.refine((v) => Number(v) > 0, 'must be greater than 0');

/** A requested line: goods and quantity, no price (the centre prices what it sends). */
export const distributionRequestLine = z.object({
  skuId: wireId,
  qty: positiveQty,
  remark: optionalText(200),
});

/**
 * A dealer's request to its distribution centre: the receiving warehouse of the dealer and the
 * day it wants the goods. The supplying centre is the dealer's parent group, never chosen.
 */
export const distributionRequestSaveBody = documentSaveBody(
  { warehouseId: wireId, wantedDate: day.optional().nullable() },
  distributionRequestLine,
).superRefine((b, ctx) => {
  const seen = new Set<number>();
  b.lines.forEach((l, i) => {
    if (seen.has(l.skuId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'skuId'], message: 'duplicate goods' });
    seen.add(l.skuId);
  });
});
export type DistributionRequestSaveBody = z.input<typeof distributionRequestSaveBody>;

/** Shipped state of a request (spec §4): not shipped, partial, full, closed (whole order). */
export const DISTRIBUTION_SHIP_STATES = ['NONE', 'PARTIAL', 'ALL', 'CLOSED'] as const;
export type DistributionShipState = (typeof DISTRIBUTION_SHIP_STATES)[number];

/** OURS: the requests the active group made; TO_US: the requests addressed to it (a centre's). */
export const DISTRIBUTION_DIRECTIONS = ['OURS', 'TO_US'] as const;
export type DistributionDirection = (typeof DISTRIBUTION_DIRECTIONS)[number];

export const distributionRequestPageQuery = documentPageQuery.extend({
  shipState: z.enum(DISTRIBUTION_SHIP_STATES).optional(),
  direction: z.enum(DISTRIBUTION_DIRECTIONS).optional(),
});
export type DistributionRequestPageQuery = z.input<typeof distributionRequestPageQuery>;

/** 关闭行 by the supplying centre: the line's id and the request's version the user saw. */
export const distributionRequestLineCloseBody = z.object({
  id: wireId,
  version: z.number().int().min(0),
  reason: optionalText(500),
});

/** 整单关闭 by the supplying centre. */
export const distributionRequestCloseBody = documentOperateBody.pick({ id: true, version: true, reason: true });

/** 配货: the open remainder of a request becomes a draft wholesale sale to the dealer's customer record. */
export const distributionRequestFulfilBody = z.object({
  id: wireId,
  version: z.number().int().min(0).optional(),
  /** The centre's delivery warehouse. */
  warehouseId: wireId,
});
export type DistributionRequestFulfilBody = z.input<typeof distributionRequestFulfilBody>;

/**
 * 配货 by transfer (调拨): the open remainder of a request becomes a draft warehouse transfer of
 * the centre, out of one of its warehouses into another, every line naming its request line.
 */
export const distributionRequestTransferBody = z
  .object({
    id: wireId,
    version: z.number().int().min(0).optional(),
    outWarehouseId: wireId,
    inWarehouseId: wireId,
  })
  .superRefine((b, ctx) => {
    if (b.outWarehouseId === b.inWarehouseId) {
      ctx.addIssue({ code: 'custom', path: ['inWarehouseId'], message: 'transfer-in and transfer-out warehouses must differ' });
    }
  });
export type DistributionRequestTransferBody = z.input<typeof distributionRequestTransferBody>;

/** How the centre fulfils a request (配货): by a wholesale sale or by a warehouse transfer. */
export const DISTRIBUTION_FULFIL_WAYS = ['SALE', 'TRANSFER'] as const;
export type DistributionFulfilWay = (typeof DISTRIBUTION_FULFIL_WAYS)[number];
