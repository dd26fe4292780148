// Picking and boxing of reviewed wholesale sales (拣货装箱, DOMAIN 6–7): one row per sale being
// or having been picked, the picked quantity of each of its lines, and its packing records
// (box number → line quantities). Started by START_PICKING, dropped on reverse review.
import type { PickingState } from '@quire/contracts';
import { index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, refColumn, tsColumn } from '../../platform/db/columns';

export const salePicking = pgTable(
  'sale_picking',
  {
    documentId: refColumn('document_id').primaryKey(),
    businessGroupId: refColumn('business_group_id').notNull(),
    state: text('state').$type<Exclude<PickingState, 'NONE'>>().notNull(),
    pickerId: refColumn('picker_id').notNull(),
    startedAt: tsColumn('started_at').notNull().defaultNow(),
    completedBy: refColumn('completed_by'),
    completedAt: tsColumn('completed_at'),
    /** Who allowed lines beyond the picker's tolerance with their picking authorization code, and why. */
    authorizedBy: refColumn('authorized_by'),
    reason: text('reason'),
    /** Boxing (装箱): box count and labels per box; set when packed. */
    boxCount: integer('box_count'),
    labelCount: integer('label_count'),
    packedBy: refColumn('packed_by'),
    packedAt: tsColumn('packed_at'),
  },
  (t) => [index('sale_picking_group_state_idx').on(t.businessGroupId, t.state)],
);

export const salePickingLine = pgTable(
  'sale_picking_line',
  {
    lineId: refColumn('line_id').primaryKey(),
    documentId: refColumn('document_id').notNull(),
    businessGroupId: refColumn('business_group_id').notNull(),
    /** The line's quantity when picking started. */
    requiredQty: numeric('required_qty', { precision: 18, scale: 4 }).notNull(),
    pickedQty: numeric('picked_qty', { precision: 18, scale: 4 }).notNull().default('0'),
    /** picked − required, kept when picking completes. */
    difference: numeric('difference', { precision: 18, scale: 4 }),
  },
  (t) => [index('sale_picking_line_document_idx').on(t.documentId)],
);

export const salePacking = pgTable(
  'sale_packing',
  {
    id: idColumn(),
    documentId: refColumn('document_id').notNull(),
    businessGroupId: refColumn('business_group_id').notNull(),
    boxNo: integer('box_no').notNull(),
    lineId: refColumn('line_id').notNull(),
    qty: numeric('qty', { precision: 18, scale: 4 }).notNull(),
  },
  (t) => [index('sale_packing_document_idx').on(t.documentId, t.boxNo)],
);
