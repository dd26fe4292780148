import {
  DOCUMENT_TYPES,
  type DocumentOperation,
  type DocumentStatus,
  type DocumentType,
  documentSaveBody,
  quantity,
  unitPrice,
  wireId,
} from '@quire/contracts';
import { z } from 'zod';
import type { DocumentDefinition } from './document-definition';

const registry = new Map<DocumentType, DocumentDefinition>();

export function prefixOf(type: DocumentType): string {
  const entry = DOCUMENT_TYPES.find((t) => t.code === type);
  if (!entry) throw new Error(`unknown document type ${type}`);
  return entry.prefix;
}

/** Adds or replaces the definition of a type; a module completing a type registers it again. */
export function registerDocumentType(definition: DocumentDefinition): DocumentDefinition {
  if (definition.prefix !== prefixOf(definition.type)) {
    throw new Error(`${definition.type}: prefix ${definition.prefix} differs from the glossary's ${prefixOf(definition.type)}`);
  }
  registry.set(definition.type, definition);
  return definition;
}

export function documentDefinition(type: DocumentType): DocumentDefinition {
  const found = registry.get(type);
  if (!found) throw new Error(`document type ${type} is not registered`);
  return found;
}

export function documentDefinitions(): DocumentDefinition[] {
  return [...registry.values()];
}

// ---- the catalog: every type of the glossary, before its module gives it hooks -------------

/** A line of a type that has no screen yet: the common columns, anything else kept in `extra`. */
const genericLine = z.looseObject({
  skuId: wireId,
  qty: quantity,
  unitCost: unitPrice.optional(),
  warehouseId: wireId.optional(),
  sourceLineId: wireId.optional(),
});
const genericHeader = z.looseObject({});

type Shape = Pick<DocumentDefinition, 'statuses' | 'operations' | 'reversible' | 'dayBound'>;

const S = (...s: DocumentStatus[]) => s;
const O = (...o: DocumentOperation[]) => o;

/** Posts effects (stock, money) on COMPLETE; a posted one is corrected by a reversal. */
const POSTING: Shape = {
  statuses: S('DRAFT', 'REVIEWED', 'COMPLETE'),
  operations: { DRAFT: O('REVIEW'), REVIEWED: O('DECLINE', 'COMPLETE'), COMPLETE: O('REVERSE') },
  reversible: true,
  dayBound: true,
};
/** Takes effect when reviewed (a credit sheet, a price policy): no posting of its own. */
const APPROVAL: Shape = {
  statuses: S('DRAFT', 'REVIEWED', 'COMPLETE', 'DISCARDED'),
  operations: { DRAFT: O('REVIEW', 'DISCARD'), REVIEWED: O('DECLINE', 'COMPLETE', 'DISCARD') },
  reversible: false,
  dayBound: false,
};
/** An order: fulfilled by downstream documents, closed by line or whole (spec §4). */
const ORDER: Shape = {
  statuses: S('DRAFT', 'REVIEWED', 'COMPLETE', 'CLOSED'),
  operations: { DRAFT: O('REVIEW'), REVIEWED: O('DECLINE', 'CLOSE', 'SETTLE_CLOSE') },
  reversible: false,
  dayBound: false,
};

const SHAPES: Record<DocumentType, Shape> = {
  PURCHASE_ORDER: ORDER,
  PURCHASE_RECEIVE: POSTING,
  PURCHASE_RETURN_APPLY: ORDER,
  PURCHASE_RETURN: POSTING,
  PAYMENT: POSTING,
  PREPAYMENT: POSTING,
  VERBAL_ORDER: ORDER,
  DISTRIBUTION_REQUEST: ORDER,
  WHOLESALE_SALE: {
    ...POSTING,
    operations: { DRAFT: O('REVIEW'), REVIEWED: O('START_PICKING', 'DECLINE', 'COMPLETE'), COMPLETE: O('REVERSE') },
  },
  WHOLESALE_RETURN: POSTING,
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

/** The catalog definition of a type: its lifecycle, no hooks. */
export function catalogDefinition(type: DocumentType): DocumentDefinition {
  return {
    type,
    prefix: prefixOf(type),
    body: documentSaveBody({}, genericLine).loose(),
    header: genericHeader,
    line: genericLine,
    ...SHAPES[type],
    hooks: {},
  };
}

for (const t of DOCUMENT_TYPES) registerDocumentType(catalogDefinition(t.code));
