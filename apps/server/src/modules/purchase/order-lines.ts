// One line of a document at a time: closing a purchase order line (关闭行) and removing a line
// of a draft return application (spec §7: DELETE purchaseReturnApplyOrderItem).
import type { DocumentOperationResult, DocumentStatus, DocumentType } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../documents/document-definition';
import { insertAudit, result, versionConflict } from '../../documents/document-save';
import { type IdempotencyRequest, withIdempotency } from '../../documents/idempotency';
import { closeLineInTx } from '../../documents/line-close';
import type { Db, Tx } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec } from '../../platform/money';
import { purchaseOrder } from './purchase-documents';

type LockedDocument = { id: number; bill_no: string; status: DocumentStatus; version: number };
type LockedLine = { id: number; line_no: number; qty: string; fulfilled_qty: string; closed_qty: string | null };

/**
 * The document of a line of the caller's group and of this type, its row locked (the lock a
 * transition takes): not found otherwise, as for any id outside the group.
 */
async function lockDocumentOfLine(tx: Tx, actor: Actor, lineId: number, type: DocumentType): Promise<LockedDocument> {
  const [doc] = await rows<LockedDocument>(
    tx,
    sql`select d.id, d.bill_no, d.status, d.version from document d
        where d.id = (select l.document_id from document_line l where l.id = ${lineId} and l.business_group_id = ${actor.businessGroupId})
          and d.business_group_id = ${actor.businessGroupId} and d.type = ${type}
        for update`,
  );
  if (!doc) throw fail.notFound();
  return { ...doc, id: Number(doc.id), version: Number(doc.version) };
}

/** A line's closed quantity (the remainder closed on it), or null while it is open. */
export function closedQtyOf(extra: Record<string, unknown>): string | null {
  const v = extra.closedQty;
  return typeof v === 'string' || typeof v === 'number' ? String(v) : null;
}

/**
 * Closes one line of a reviewed purchase order: what it still expects (ordered − received) is
 * kept as its closed quantity and no receipt may take more of it. The order's row is locked
 * first, then the line's (a receipt locks the line before it adds to it), so a receipt posting
 * at the same moment either lands before (the line closes on the rest) or is refused after.
 * Once every line is received or closed, the order itself closes (已关闭).
 */
export function closeOrderLine(
  db: Db,
  actor: Actor,
  input: { id: number; version: number; reason?: string | null },
  idem?: IdempotencyRequest,
): Promise<DocumentOperationResult> {
  return withIdempotency(db, actor.employeeId, idem, async (tx) => {
    const doc = await lockDocumentOfLine(tx, actor, input.id, 'PURCHASE_ORDER');
    if (doc.status !== 'REVIEWED') {
      throw fail.rule('purchase.lineCloseNotAllowed', { billNo: doc.bill_no, status: `document.status.${doc.status}` });
    }
    if (input.version !== doc.version) throw versionConflict({ billNo: doc.bill_no });
    const lines = await rows<LockedLine>(
      tx,
      sql`select id, line_no, qty::text as qty, fulfilled_qty::text as fulfilled_qty, extra ->> 'closedQty' as closed_qty
          from document_line where document_id = ${doc.id} order by id for update`,
    );
    const open = (l: LockedLine) => (l.closed_qty === null ? new Dec(l.qty).minus(l.fulfilled_qty) : new Dec(0));
    if (lines.every((l) => !open(l).gt(0))) throw fail.rule('purchase.orderFullyReceived', { billNo: doc.bill_no });
    return closeLineInTx(tx, {
      actor,
      def: purchaseOrder,
      doc: { id: doc.id, billNo: doc.bill_no, status: doc.status, businessGroupId: actor.businessGroupId },
      lines,
      lineId: input.id,
      reason: input.reason,
      refuse: { alreadyClosed: 'purchase.lineAlreadyClosed', nothingOpen: 'purchase.lineFullyReceived' },
    });
  });
}

/**
 * Removes one line of a draft return application; the rest are numbered again from 1 and the
 * totals follow. A document keeps at least one line: the last one is refused (delete the
 * application instead), as a save with no lines is.
 */
export function deleteReturnApplyLine(
  db: Db,
  actor: Actor,
  input: { id: number; version?: number },
  idem?: IdempotencyRequest,
): Promise<DocumentOperationResult> {
  return withIdempotency(db, actor.employeeId, idem, async (tx) => {
    const doc = await lockDocumentOfLine(tx, actor, input.id, 'PURCHASE_RETURN_APPLY');
    if (doc.status !== 'DRAFT') throw fail.rule('purchase.lineDeleteNotDraft', { billNo: doc.bill_no });
    if (input.version !== undefined && input.version !== doc.version) throw versionConflict({ billNo: doc.bill_no });
    const lines = await rows<{ id: number; line_no: number }>(
      tx,
      sql`select id, line_no from document_line where document_id = ${doc.id} order by line_no`,
    );
    const line = lines.find((l) => Number(l.id) === input.id) as { id: number; line_no: number };
    if (lines.length <= 1) throw fail.rule('purchase.lastLine', { billNo: doc.bill_no, lineNo: line.line_no });

    await tx.execute(sql`delete from document_line where id = ${input.id}`);
    // Two steps keep (document, line no) unique throughout: out of the way, then one down.
    await tx.execute(sql`update document_line set line_no = -line_no where document_id = ${doc.id} and line_no > ${line.line_no}`);
    await tx.execute(sql`update document_line set line_no = -line_no - 1 where document_id = ${doc.id} and line_no < 0`);
    const [moved] = await rows<{ version: number }>(
      tx,
      sql`update document d set version = d.version + 1, updated_at = now(),
            total_qty = coalesce((select sum(l.qty) from document_line l where l.document_id = d.id), 0),
            total_amount = coalesce((select sum(l.amount) from document_line l where l.document_id = d.id), 0)
          where d.id = ${doc.id} returning d.version`,
    );
    await insertAudit(tx, { id: doc.id, businessGroupId: actor.businessGroupId }, actor.employeeId, [
      { operation: 'SAVE', from: 'DRAFT', to: 'DRAFT', reason: `-#${line.line_no}` },
    ]);
    return result({ id: doc.id, billNo: doc.bill_no, status: doc.status, version: Number(moved.version) });
  });
}
