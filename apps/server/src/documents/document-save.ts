// Saving drafts (add, edit) and deleting them: the part of the engine before any transition.
import { type DocumentOperation, type DocumentOperationResult, type DocumentStatus, ErrorCode } from '@quire/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../platform/db/client';
import { AppError, fail } from '../platform/http/errors';
import { Dec } from '../platform/money';
import { nextBillNo } from './bill-number';
import { assertDayOpen } from './checkout.service';
import { documentConfig } from './config.port';
import { document, documentAudit, documentLine } from './document.schema';
import type { Actor, DocumentDefinition, Draft, DraftLine } from './document-definition';
import { type IdempotencyRequest, withIdempotency } from './idempotency';

export type SaveBody = Record<string, unknown> & {
  id?: number;
  version?: number;
  billDate: string;
  remark?: string | null;
  lines: Record<string, unknown>[];
};

export type AuditEntry = { operation: DocumentOperation; from: DocumentStatus | null; to: DocumentStatus | null; reason?: string | null };

// ---- drafts ----------------------------------------------------------------------------

const LINE_COLUMNS = ['skuId', 'warehouseId', 'qty', 'unitCost', 'amount', 'sourceLineId'] as const;
const HEADER_KEYS = new Set(['id', 'version', 'billDate', 'remark', 'lines']);

/** A parsed save body as stored: the type's field names onto typed columns, the rest into jsonb. */
export function toDraft(def: DocumentDefinition, body: SaveBody): Draft {
  const header: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) if (!HEADER_KEYS.has(k) && v !== undefined) header[k] = v;
  const column = (name: 'warehouseId' | 'toWarehouseId' | 'partnerId'): number | null => {
    const field = def.headerColumns?.[name] ?? name;
    const value = header[field];
    delete header[field];
    return value === undefined || value === null ? null : Number(value);
  };
  const warehouseId = column('warehouseId');
  const toWarehouseId = column('toWarehouseId');
  const partnerId = column('partnerId');
  const lines = body.lines.map((l): DraftLine => {
    const extra: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(l)) if (!(LINE_COLUMNS as readonly string[]).includes(k) && v !== undefined) extra[k] = v;
    const opt = (v: unknown) => (v === undefined || v === null ? null : String(v));
    return {
      skuId: l.skuId === undefined || l.skuId === null ? null : Number(l.skuId),
      warehouseId: l.warehouseId === undefined || l.warehouseId === null ? null : Number(l.warehouseId),
      qty: String(l.qty ?? '0'),
      unitCost: opt(l.unitCost),
      amount: opt(l.amount),
      sourceLineId: l.sourceLineId === undefined || l.sourceLineId === null ? null : Number(l.sourceLineId),
      extra,
    };
  });
  return { billDate: body.billDate, remark: body.remark ?? null, warehouseId, toWarehouseId, partnerId, header, lines };
}

/** Validates a body with the type's schema (for callers other than routes, which validate already). */
export function parseSaveBody(def: DocumentDefinition, input: unknown): SaveBody {
  const parsed = def.body.safeParse(input);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'common.validationFailed', {}, errors);
  }
  return parsed.data as SaveBody;
}

function totals(lines: DraftLine[]) {
  let qty = new Dec(0);
  let amount = new Dec(0);
  for (const l of lines) {
    qty = qty.plus(l.qty);
    if (l.amount !== null) amount = amount.plus(l.amount);
  }
  return { totalQty: qty.toFixed(), totalAmount: amount.toFixed(2) };
}

export async function insertLines(tx: Executor, businessGroupId: number, documentId: number, lines: DraftLine[]) {
  // A statement of a quiet period (对账单) has no lines.
  if (lines.length === 0) return [];
  return tx
    .insert(documentLine)
    .values(
      lines.map((l, i) => ({
        documentId,
        businessGroupId,
        lineNo: i + 1,
        skuId: l.skuId,
        warehouseId: l.warehouseId,
        qty: l.qty,
        unitCost: l.unitCost,
        amount: l.amount,
        sourceLineId: l.sourceLineId,
        extra: l.extra,
      })),
    )
    .returning();
}

export async function insertAudit(
  tx: Executor,
  doc: { id: number; businessGroupId: number },
  employeeId: number | null,
  entries: AuditEntry[],
) {
  if (entries.length === 0) return;
  await tx.insert(documentAudit).values(
    entries.map((e) => ({
      businessGroupId: doc.businessGroupId,
      documentId: doc.id,
      operation: e.operation,
      fromStatus: e.from,
      toStatus: e.to,
      employeeId,
      reason: e.reason ?? null,
    })),
  );
}

export const result = (doc: { id: number; billNo: string; status: DocumentStatus; version: number }): DocumentOperationResult => ({
  id: String(doc.id),
  billNo: doc.billNo,
  status: doc.status,
  version: doc.version,
});

export function versionConflict(doc: { billNo: string }) {
  return new AppError(ErrorCode.VERSION_CONFLICT, 'document.versionConflict', { billNo: doc.billNo });
}

// ---- save and delete -------------------------------------------------------------------

/** Adds (no id) or edits (id and version) a draft. */
export function saveDocument(
  db: Db,
  actor: Actor,
  def: DocumentDefinition,
  body: SaveBody,
  idem?: IdempotencyRequest,
): Promise<DocumentOperationResult> {
  return withIdempotency(db, actor.employeeId, idem, (tx) => saveInTx(tx, actor, def, body));
}

export async function saveInTx(tx: Tx, actor: Actor, def: DocumentDefinition, body: SaveBody): Promise<DocumentOperationResult> {
  const g = actor.businessGroupId;
  const draft = toDraft(def, body);
  // An edit names a draft of the caller's group first: another group's id is not found,
  // whatever its body says.
  const [current] =
    body.id === undefined
      ? []
      : await tx
          .select({
            id: document.id,
            billNo: document.billNo,
            status: document.status,
            version: document.version,
            billDate: document.billDate,
            partnerId: document.partnerId,
            header: document.header,
          })
          .from(document)
          .where(and(eq(document.id, body.id), eq(document.businessGroupId, g), eq(document.type, def.type)));
  if (body.id !== undefined && !current) throw fail.notFound();
  const config = await documentConfig(tx, g);
  if (def.dayBound) await assertDayOpen(tx, g, draft.billDate);
  await def.validate?.(tx, draft, {
    actor,
    config,
    current: current ? { partnerId: current.partnerId === null ? null : Number(current.partnerId), header: current.header } : undefined,
  });
  const sums = totals(draft.lines);
  const columns = {
    billDate: draft.billDate,
    remark: draft.remark,
    warehouseId: draft.warehouseId,
    toWarehouseId: draft.toWarehouseId,
    partnerId: draft.partnerId,
    header: draft.header,
    ...sums,
  };

  if (body.id === undefined) {
    const billNo = await nextBillNo(tx, g, def.type);
    const [created] = await tx
      .insert(document)
      .values({ businessGroupId: g, type: def.type, billNo, status: 'DRAFT', version: 0, createdBy: actor.employeeId, ...columns })
      .returning({ id: document.id, billNo: document.billNo, status: document.status, version: document.version });
    await insertLines(tx, g, created.id, draft.lines);
    await insertAudit(tx, { id: created.id, businessGroupId: g }, actor.employeeId, [{ operation: 'SAVE', from: null, to: 'DRAFT' }]);
    return result(created);
  }

  if (!current) throw fail.notFound();
  if (current.status !== 'DRAFT') throw fail.rule('document.onlyDraftEditable', { billNo: current.billNo });
  if (body.version === undefined) throw fail.field('version', 'document.versionRequired');
  if (body.version !== current.version) throw versionConflict(current);
  if (def.dayBound && current.billDate !== draft.billDate) await assertDayOpen(tx, g, current.billDate);
  const [updated] = await tx
    .update(document)
    .set({ ...columns, version: sql`${document.version} + 1`, updatedAt: new Date() })
    .where(and(eq(document.id, current.id), eq(document.status, 'DRAFT'), eq(document.version, body.version)))
    .returning({ id: document.id, billNo: document.billNo, status: document.status, version: document.version });
  if (!updated) throw versionConflict(current);
  await tx.delete(documentLine).where(eq(documentLine.documentId, current.id));
  await insertLines(tx, g, current.id, draft.lines);
  await insertAudit(tx, { id: current.id, businessGroupId: g }, actor.employeeId, [{ operation: 'SAVE', from: 'DRAFT', to: 'DRAFT' }]);
  return result(updated);
}

/** Deletes drafts, all or none; the audit keeps who deleted which number. */
export function deleteDocuments(
  db: Db,
  actor: Actor,
  def: DocumentDefinition,
  ids: number[],
  idem?: IdempotencyRequest,
): Promise<{ deleted: number }> {
  return withIdempotency(db, actor.employeeId, idem, async (tx) => {
    const g = actor.businessGroupId;
    const found = await tx
      .select({ id: document.id, billNo: document.billNo, status: document.status, billDate: document.billDate })
      .from(document)
      .where(and(inArray(document.id, ids), eq(document.businessGroupId, g), eq(document.type, def.type)));
    if (found.length !== new Set(ids).size) throw fail.notFound();
    for (const d of found) {
      if (d.status !== 'DRAFT') throw fail.rule('document.onlyDraftDeletable', { billNo: d.billNo });
      if (def.dayBound) await assertDayOpen(tx, g, d.billDate);
    }
    const deleted = await tx
      .delete(document)
      .where(and(inArray(document.id, ids), eq(document.status, 'DRAFT')))
      .returning({ id: document.id });
    if (deleted.length !== found.length) throw versionConflict(found[0]);
    for (const d of found) {
      await insertAudit(tx, { id: d.id, businessGroupId: g }, actor.employeeId, [{ operation: 'DELETE', from: 'DRAFT', to: null }]);
    }
    return { deleted: deleted.length };
  });
}
