// Process configuration (流程配置): settings per business group and document type, read by the
// document engine with the business configuration; a type without a row follows the group's
// business configuration.
import type { DocumentType, ReviewPolicy } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refColumn, tsColumn, updatedAt } from '../../platform/db/columns';

export const processConfig = pgTable(
  'process_config',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    documentType: text('document_type').$type<DocumentType>().notNull(),
    reviewPolicy: text('review_policy').$type<ReviewPolicy>().notNull().default('NONE'),
    designatedReviewerIds: bigint('designated_reviewer_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    /** Picking and boxing before a wholesale sale posts (read by wholesale). */
    pickingRequired: boolean('picking_required').notNull().default(false),
    /** A purchase receipt must name a purchase order. */
    receiptNeedsOrder: boolean('receipt_needs_order').notNull().default(false),
    version: integer('version').notNull().default(0),
    updatedBy: refColumn('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('process_config_group_type_uq').on(t.businessGroupId, t.documentType)],
);

/** Every change of a process configuration row: who, when, each changed setting old → new. */
export const processConfigLog = pgTable(
  'process_config_log',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    documentType: text('document_type').$type<DocumentType>().notNull(),
    employeeId: refColumn('employee_id'),
    changedAt: tsColumn('changed_at').notNull().defaultNow(),
    changes: jsonb('changes').$type<{ field: string; from: unknown; to: unknown }[]>().notNull(),
  },
  (t) => [index('process_config_log_group_idx').on(t.businessGroupId, t.id)],
);
