// Reversal (红冲) of a posted document.
import type { DocumentOperationResult } from '@quire/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/client';
import { isUniqueViolation, rows } from '../platform/db/sql-util';
import { fail } from '../platform/http/errors';
import { Dec } from '../platform/money';
import { nextBillNo } from './bill-number';
import { assertDayOpen } from './checkout.service';
import { documentConfig } from './config.port';
import { document } from './document.schema';
import type { Actor, DocumentDefinition, HookContext, LoadedDocument, OperateInput } from './document-definition';
import { loadDocument, requireDocument } from './document-query';
import { insertAudit, insertLines, result, versionConflict } from './document-save';
import { applyLineage, assertNoDownstream } from './lineage';
// ---- reversal --------------------------------------------------------------------------

/**
 * Reverses a posted document (红冲): a new document of the same type, dated today, posted at
 * once with negated lines and linked to the original, which itself never changes. A document
 * is reversed once (a unique index on reversal_of_id settles a race).
 */
export async function reverseInTx(tx: Tx, actor: Actor, def: DocumentDefinition, input: OperateInput): Promise<DocumentOperationResult> {
  const g = actor.businessGroupId;
  const doc = await requireDocument(tx, g, input.id, def.type);
  if (!def.reversible) throw fail.rule('document.notReversible', { billNo: doc.billNo });
  if (doc.status !== 'COMPLETE') {
    throw fail.rule('document.operationNotAllowed', {
      billNo: doc.billNo,
      status: `document.status.${doc.status}`,
      operation: 'document.operation.REVERSE',
    });
  }
  if (doc.reversalOfId !== null) throw fail.rule('document.reversalNotReversible', { billNo: doc.billNo });
  if (input.version !== undefined && input.version !== doc.version) throw versionConflict(doc);
  const config = await documentConfig(tx, g);
  if (def.dayBound) await assertDayOpen(tx, g, doc.billDate);
  const [{ today }] = await rows<{ today: string }>(tx, sql`select to_char(current_date, 'YYYY-MM-DD') as today`);
  if (def.dayBound) await assertDayOpen(tx, g, today);
  const [already] = await tx.select({ billNo: document.billNo }).from(document).where(eq(document.reversalOfId, doc.id));
  if (already) throw fail.rule('document.alreadyReversed', { billNo: doc.billNo, reversal: already.billNo });
  // A receipt a return application names is not reversed under it (DOMAIN 1).
  await assertNoDownstream(tx, doc, true);

  const billNo = await nextBillNo(tx, g, def.type);
  const now = new Date();
  const negate = (v: string | null) => (v === null ? null : new Dec(v).negated().toFixed());
  let created: typeof document.$inferSelect;
  try {
    [created] = await tx
      .insert(document)
      .values({
        businessGroupId: g,
        type: def.type,
        billNo,
        status: 'COMPLETE',
        version: 0,
        billDate: today,
        warehouseId: doc.warehouseId,
        toWarehouseId: doc.toWarehouseId,
        partnerId: doc.partnerId,
        remark: input.reason ?? null,
        totalQty: new Dec(doc.totalQty).negated().toFixed(),
        totalAmount: new Dec(doc.totalAmount).negated().toFixed(2),
        header: { ...doc.header, reversalOfBillNo: doc.billNo },
        reversalOfId: doc.id,
        createdBy: actor.employeeId,
        reviewedBy: actor.employeeId,
        completedBy: actor.employeeId,
        reviewedAt: now,
        completedAt: now,
      })
      .returning();
  } catch (err) {
    if (isUniqueViolation(err, 'document_reversal_of_uq'))
      throw fail.rule('document.alreadyReversed', { billNo: doc.billNo, reversal: '' });
    throw err;
  }
  await insertLines(
    tx,
    g,
    created.id,
    doc.lines.map((l) => ({
      skuId: l.skuId,
      warehouseId: l.warehouseId,
      qty: new Dec(l.qty).negated().toFixed(),
      unitCost: l.unitCost,
      amount: negate(l.amount),
      sourceLineId: null,
      extra: { ...l.extra, reversalOfLineId: String(l.id) },
    })),
  );
  const reversal = (await loadDocument(tx, g, created.id)) as LoadedDocument;
  await insertAudit(tx, doc, actor.employeeId, [{ operation: 'REVERSE', from: 'COMPLETE', to: 'COMPLETE', reason: input.reason }]);
  await insertAudit(tx, reversal, actor.employeeId, [{ operation: 'REVERSE', from: null, to: 'COMPLETE', reason: input.reason }]);
  if (def.lineage?.on === 'COMPLETE') await applyLineage(tx, def, doc, -1, { actor, config });
  const ctx: HookContext = { actor, config, operation: 'REVERSE', autoReview: false, reason: input.reason ?? null };
  await def.hooks.onReverse?.(tx, doc, reversal, ctx);
  return { ...result(doc), reversal: { id: String(created.id), billNo } };
}
