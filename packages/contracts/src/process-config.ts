import { z } from 'zod';
import { REVIEW_POLICIES, type ReviewPolicy } from './basic-data';
import { pageFields } from './common';
import { DOCUMENT_TYPE_CODES, type DocumentType, wireId } from './document';

// ---- process configuration (流程配置): per business group and document type -------------------

/** One document type's settings; a type without a row follows the business configuration. */
export type ProcessConfigView = {
  documentType: DocumentType;
  /** Whether the group set this type itself (false: the values shown are the business configuration's). */
  configured: boolean;
  reviewPolicy: ReviewPolicy;
  designatedReviewerIds: string[];
  /** Picking and boxing are required before a wholesale sale posts. */
  pickingRequired: boolean;
  /** A purchase receipt must name a purchase order. */
  receiptNeedsOrder: boolean;
  version: number;
  updateTime: string | null;
};

export const processConfigSaveBody = z.object({
  documentType: z.enum(DOCUMENT_TYPE_CODES),
  reviewPolicy: z.enum(REVIEW_POLICIES),
  designatedReviewerIds: z.array(wireId).max(50).default([]),
  pickingRequired: z.boolean().default(false),
  receiptNeedsOrder: z.boolean().default(false),
  /** The version read; a stale one is refused (0 for a type not configured yet, 1 once saved). */
  version: z.coerce.number().int().min(0).optional(),
});
export type ProcessConfigSaveBody = z.input<typeof processConfigSaveBody>;

export const processConfigResetBody = z.object({ documentType: z.enum(DOCUMENT_TYPE_CODES) });

export const processConfigLogQuery = z.object({ ...pageFields, documentType: z.enum(DOCUMENT_TYPE_CODES).optional() });

/** One change: who, when, and each setting's value before and after. */
export type ProcessConfigLogView = {
  id: string;
  documentType: DocumentType;
  employeeId: string | null;
  employeeName: string | null;
  changedAt: string;
  changes: { field: string; from: unknown; to: unknown }[];
};
