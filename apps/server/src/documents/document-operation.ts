// Transitions: plan, guards, compare-and-set, hooks; bulk forms; documents the system posts itself.
import {
  type DocumentBatchItem,
  type DocumentOperation,
  type DocumentOperationResult,
  type DocumentStatus,
  ErrorCode,
  type Language,
} from '@quire/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../platform/db/client';
import { isTransient, preparedRows, settled, together, valuesList } from '../platform/db/sql-util';
import { AppError, fail } from '../platform/http/errors';
import { translate } from '../platform/i18n/messages';
import type { DocumentConfig } from './config.port';
import { document } from './document.schema';
import {
  type Actor,
  allows,
  type DocumentDefinition,
  type Draft,
  type HookContext,
  type LoadedDocument,
  TRANSITIONS,
} from './document-definition';
import { loadForOperationWithConfig } from './document-query';
import { reverseInTx } from './document-reversal';
import { type AuditEntry, result, type SaveBody, saveInTx, versionConflict } from './document-save';
import { type IdempotencyRequest, withIdempotency } from './idempotency';
import { applyLineage, assertNoDownstream } from './lineage';
import { closedThrough, refuseClosedDay } from './posting-day';
import { assertMayReview, completesFromDraft } from './review-policy';

export type { OperateInput } from './document-definition';

import type { OperateInput } from './document-definition';

// ---- operations ------------------------------------------------------------------------

/** A document as an operation reads it, with its group's configuration (undefined: not found). */
type Loaded = Awaited<ReturnType<typeof loadForOperationWithConfig>>;

/** The steps an operation takes from the document's status, or the refusal. */
function plan(def: DocumentDefinition, doc: LoadedDocument, operation: DocumentOperation, config: DocumentConfig, system: boolean) {
  if (allows(def, doc.status, operation)) return { steps: [operation], autoReview: false };
  if (operation === 'COMPLETE' && doc.status === 'DRAFT' && allows(def, 'DRAFT', 'REVIEW') && allows(def, 'REVIEWED', 'COMPLETE')) {
    if (system || completesFromDraft(config, doc.type)) return { steps: ['REVIEW', 'COMPLETE'] as DocumentOperation[], autoReview: true };
    throw fail.rule('document.reviewFirst', { billNo: doc.billNo });
  }
  const target = TRANSITIONS[operation]?.to;
  if (target && target === doc.status) {
    throw fail.rule('document.alreadyInStatus', { billNo: doc.billNo, status: `document.status.${doc.status}` });
  }
  throw fail.rule('document.operationNotAllowed', {
    billNo: doc.billNo,
    status: `document.status.${doc.status}`,
    operation: `document.operation.${operation}`,
  });
}

/** One operation in its own transaction (with the Idempotency-Key, if any). */
export function operateDocument(
  db: Db,
  actor: Actor,
  def: DocumentDefinition,
  operation: DocumentOperation,
  input: OperateInput,
  idem?: IdempotencyRequest,
): Promise<DocumentOperationResult> {
  // The document's load goes with the Idempotency-Key's claim: one round trip for both.
  return withIdempotency<DocumentOperationResult, Loaded>(
    db,
    actor.employeeId,
    idem,
    (tx, loaded) => operateInTx(tx, actor, def, operation, input, { loaded }),
    operation === 'REVERSE' ? undefined : (tx) => loadForOperationWithConfig(tx, actor.businessGroupId, input.id),
  );
}

/**
 * One operation inside the caller's transaction: plan, guards, then a compare-and-set on
 * (status, version) — the row lock it takes makes a second click, tab or server wait and
 * then find the document moved on — then the type's hooks, then the audit rows.
 * `system`: a document the system posts itself (no review policy).
 */
export async function operateInTx(
  tx: Tx,
  actor: Actor,
  def: DocumentDefinition,
  operation: DocumentOperation,
  input: OperateInput,
  options: {
    system?: boolean;
    /** The document and configuration, already read in this transaction (with the Idempotency-Key's claim). */
    loaded?: Loaded;
  } = {},
): Promise<DocumentOperationResult> {
  if (operation === 'REVERSE') return reverseInTx(tx, actor, def, input);
  const g = actor.businessGroupId;
  const loaded = 'loaded' in options ? options.loaded : await loadForOperationWithConfig(tx, g, input.id);
  if (!loaded || loaded.doc.type !== def.type) throw fail.notFound();
  const { doc, config } = loaded;
  const { steps, autoReview } = plan(def, doc, operation, config, options.system ?? false);
  if (input.version !== undefined && input.version !== doc.version) throw versionConflict(doc);
  if (steps.includes('REVIEW')) {
    if (!options.system) await assertMayReview(tx, doc, actor, config, input.reviewAuthorityCode);
    if (def.validate) await def.validate(tx, draftOf(doc), { actor, config });
  }

  const from = doc.status;
  let status: DocumentStatus = from;
  const audit: AuditEntry[] = [];
  for (const step of steps) {
    const to = TRANSITIONS[step]?.to ?? status;
    const next = to === 'SAME' ? status : to;
    audit.push({ operation: step, from: status, to: next, reason: input.reason });
    status = next;
  }
  const contexts = steps.map((operation): HookContext => ({ actor, config, operation, autoReview, reason: input.reason ?? null }));
  const last = contexts[contexts.length - 1] as HookContext;
  const moving = compareAndSet(tx, doc, status, steps, actor, audit, def.hooks.prefetch?.(doc, last) ?? null);
  // Asked behind the transition and answered with it; a failure is the hook's to report, in its turn.
  const alongside = def.hooks.alongside?.(tx, doc, last) ?? undefined;
  const [moved] = await together([moving, settled(alongside)]);
  if (!moved) {
    const [current] = await tx.select({ status: document.status }).from(document).where(eq(document.id, doc.id));
    if (current && current.status === status && status !== from) {
      throw fail.rule('document.alreadyInStatus', { billNo: doc.billNo, status: `document.status.${status}` });
    }
    throw versionConflict(doc);
  }
  // The day lock was taken when the document was read: this answer cannot change before commit.
  if (def.dayBound) refuseClosedDay(doc.billDate, moved.last);
  const posted: LoadedDocument = { ...doc, status, version: moved.version };
  if (def.lineage) {
    const on = def.lineage.on;
    if (steps.includes(on)) await applyLineage(tx, def, posted, 1, { actor, config });
    // Undoing the step that fulfilled: reverse review, or closing or discarding a reviewed one.
    else if (on === 'REVIEW' && from === 'REVIEWED' && status !== 'COMPLETE' && status !== 'REVIEWED') {
      await applyLineage(tx, def, posted, -1, { actor, config });
    }
  }
  if (steps.includes('DECLINE')) await assertNoDownstream(tx, doc);
  last.prefetched = moved.prefetched;
  last.alongside = alongside;
  for (const ctx of contexts) {
    const hook = def.hooks[TRANSITIONS[ctx.operation]!.hook];
    if (hook) await hook(tx, posted, ctx);
  }
  return result(posted);
}

/**
 * The transition itself, one statement: UPDATE … WHERE id AND status = from AND version = v
 * (no row: someone else moved it first), the audit rows of its steps, the group's last
 * closed day and what the last step's hook prefetches.
 */
async function compareAndSet(
  tx: Tx,
  doc: LoadedDocument,
  status: DocumentStatus,
  steps: DocumentOperation[],
  actor: Actor,
  audit: AuditEntry[],
  prefetch: SQL | null,
): Promise<{ version: number; last: string | null; prefetched: unknown } | undefined> {
  const set = [sql`status = ${status}`, sql`version = version + 1`, sql`updated_at = now()`];
  if (steps.includes('REVIEW')) set.push(sql`reviewed_by = ${actor.employeeId}`, sql`reviewed_at = now()`);
  if (steps.includes('DECLINE')) set.push(sql`reviewed_by = null`, sql`reviewed_at = null`);
  if (steps.includes('COMPLETE')) set.push(sql`completed_by = ${actor.employeeId}`, sql`completed_at = now()`);
  const entries = valuesList(
    audit.map((a, i) => [
      sql`${i}::int`,
      sql`${a.operation}::text`,
      sql`${a.from}::text`,
      sql`${a.to}::text`,
      sql`${a.reason ?? null}::text`,
    ]),
  );
  const [row] = await preparedRows<{ version: number; last: string | null; prefetched: unknown }>(
    tx,
    sql`with u as (
          update document set ${sql.join(set, sql`, `)}
          where id = ${doc.id} and status = ${doc.status} and version = ${doc.version}
          returning id, version, business_group_id),
        a as (
          insert into document_audit (business_group_id, document_id, operation, from_status, to_status, employee_id, reason)
          select u.business_group_id, u.id, x.operation, x.from_status, x.to_status, ${actor.employeeId}::bigint, x.reason
          from u cross join (values ${entries}) as x(n, operation, from_status, to_status, reason) order by x.n)
        select u.version, ${closedThrough(doc.businessGroupId)} as last, ${prefetch ?? sql`null::json`} as prefetched from u`,
  );
  return row ? { version: Number(row.version), last: row.last, prefetched: row.prefetched } : undefined;
}

export function draftOf(doc: LoadedDocument): Draft {
  return {
    billDate: doc.billDate,
    remark: doc.remark,
    warehouseId: doc.warehouseId,
    toWarehouseId: doc.toWarehouseId,
    partnerId: doc.partnerId,
    header: doc.header,
    lines: doc.lines.map((l) => ({
      skuId: l.skuId,
      warehouseId: l.warehouseId,
      qty: l.qty,
      unitCost: l.unitCost,
      amount: l.amount,
      sourceLineId: l.sourceLineId,
      extra: l.extra,
    })),
  };
}

/**
 * Bulk complete or close: each document in its own savepoint, in id order, so one refusal
 * leaves the others done; the answer says, per document, ok or why not.
 */
export function batchOperate(
  db: Db,
  actor: Actor,
  def: DocumentDefinition,
  operation: DocumentOperation,
  input: { ids: number[]; reason?: string | null; reviewAuthorityCode?: string | null },
  lang: Language,
  idem?: IdempotencyRequest,
): Promise<DocumentBatchItem[]> {
  return withIdempotency(db, actor.employeeId, idem, async (tx) => {
    const ids = [...new Set(input.ids)].sort((a, b) => a - b);
    const numbers = new Map(
      (
        await tx
          .select({ id: document.id, billNo: document.billNo })
          .from(document)
          .where(and(inArray(document.id, ids), eq(document.businessGroupId, actor.businessGroupId)))
      ).map((d) => [d.id, d.billNo]),
    );
    const items: DocumentBatchItem[] = [];
    for (const id of ids) {
      try {
        const r = await tx.transaction((sp) =>
          operateInTx(sp, actor, def, operation, { id, reason: input.reason, reviewAuthorityCode: input.reviewAuthorityCode }),
        );
        items.push({ id: String(id), billNo: r.billNo, ok: true, status: r.status });
      } catch (err) {
        const refusal = err instanceof AppError ? err : isTransient(err) ? new AppError(ErrorCode.BUSINESS_RULE, 'document.busy') : null;
        if (!refusal) throw err;
        items.push({
          id: String(id),
          billNo: numbers.get(id) ?? null,
          ok: false,
          code: refusal.code,
          msg: translate(lang, refusal.messageKey, refusal.params),
        });
      }
    }
    return items;
  });
}

/** Creates and posts a document the system makes itself (SYSTEM_COST_ADJUST), in the caller's transaction. */
export async function createAndPost(tx: Tx, actor: Actor, def: DocumentDefinition, body: SaveBody): Promise<DocumentOperationResult> {
  const saved = await saveInTx(tx, actor, def, { ...body, id: undefined });
  return operateInTx(tx, actor, def, 'COMPLETE', { id: Number(saved.id), version: saved.version }, { system: true });
}
