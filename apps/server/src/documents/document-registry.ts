import { DOCUMENT_LIFECYCLES, DOCUMENT_TYPES, type DocumentType, documentSaveBody, quantity, unitPrice, wireId } from '@quire/contracts';
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

type Lifecycle = Pick<DocumentDefinition, 'statuses' | 'operations' | 'reversible' | 'dayBound'>;

/**
 * The lifecycle of a type (contracts' DOCUMENT_LIFECYCLES, which the web reads too) as the
 * engine keeps it: a posting type is reversible and bound to the posting day; approvals and
 * orders are neither.
 */
export function lifecycleOf(type: DocumentType): Lifecycle {
  const { kind, statuses, operations } = DOCUMENT_LIFECYCLES[type];
  return { statuses, operations, reversible: kind === 'POSTING', dayBound: kind === 'POSTING' };
}

/** The catalog definition of a type: its lifecycle, no hooks. */
export function catalogDefinition(type: DocumentType): DocumentDefinition {
  return {
    type,
    prefix: prefixOf(type),
    body: documentSaveBody({}, genericLine).loose(),
    header: genericHeader,
    line: genericLine,
    ...lifecycleOf(type),
    hooks: {},
  };
}

for (const t of DOCUMENT_TYPES) registerDocumentType(catalogDefinition(t.code));
