// Stocktaking tasks (盘点任务, DOMAIN 20): starting one fixes its scope and snapshots the book
// quantities; it runs IN_PROGRESS → COMPLETE → CONFIRMED (the difference posted as gains and
// losses at the current average cost, in one transaction), or TERMINATED (posts nothing).
// The task's document row (type STOCK_CHECK_TASK) carries its bill number and audit trail:
// REVIEWED while it runs, COMPLETE once confirmed, DISCARDED when terminated.
import type {
  StockCheckReport,
  StockCheckReportLine,
  StockCheckStatus,
  StockCheckTaskView,
  stockCheckTaskAddBody,
  stockCheckTaskPageQuery,
} from '@quire/contracts';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { nextBillNo } from '../../documents/bill-number';
import { assertDayOpen, today } from '../../documents/checkout.service';
import { documentConfig } from '../../documents/config.port';
import { document } from '../../documents/document.schema';
import type { Actor } from '../../documents/document-definition';
import { insertAudit } from '../../documents/document-save';
import type { Db, Executor, Tx } from '../../platform/db/client';
import { idArray, rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec, text } from '../../platform/money';
import {
  assertStockMasterData,
  type LedgerDocument,
  postMoves,
  productPort,
  type StockGuard,
  skuCosts,
  warehousePort,
} from '../inventory/index';
import { employeeNames } from '../system/index';
import { stockCheckResult, stockCheckSheet, stockCheckSnapshot, stockCheckTask } from './stocktake.schema';

type TaskRow = typeof stockCheckTask.$inferSelect & { billNo: string };
type AddBody = z.output<typeof stockCheckTaskAddBody>;
type PageQuery = z.output<typeof stockCheckTaskPageQuery>;

const ACTION = {
  complete: 'stocktake.action.complete',
  confirm: 'stocktake.action.confirm',
  terminate: 'stocktake.action.terminate',
  count: 'stocktake.action.count',
} as const;

export function refuseStatus(task: Pick<TaskRow, 'billNo' | 'status'>, action: keyof typeof ACTION): never {
  throw fail.rule('stocktake.status', { billNo: task.billNo, status: `stocktake.status.${task.status}`, action: ACTION[action] });
}

// ---- reading ---------------------------------------------------------------------------

/** A task of the caller's business group, or "not found"; `lock` takes its row for update. */
export async function requireTask(executor: Executor, businessGroupId: number, id: number, lock = false): Promise<TaskRow> {
  const query = executor
    .select({ task: stockCheckTask, billNo: document.billNo })
    .from(stockCheckTask)
    .innerJoin(document, eq(document.id, stockCheckTask.documentId))
    .where(and(eq(stockCheckTask.documentId, id), eq(stockCheckTask.businessGroupId, businessGroupId)));
  const [found] = lock ? await query.for('update', { of: stockCheckTask }) : await query;
  if (!found) throw fail.notFound();
  return { ...found.task, billNo: found.billNo };
}

/** The tasks of the caller's business group among these ids, in one query. */
export async function tasksByIds(executor: Executor, businessGroupId: number, ids: number[]): Promise<Map<number, TaskRow>> {
  if (ids.length === 0) return new Map();
  const found = await executor
    .select({ task: stockCheckTask, billNo: document.billNo })
    .from(stockCheckTask)
    .innerJoin(document, eq(document.id, stockCheckTask.documentId))
    .where(and(eq(stockCheckTask.businessGroupId, businessGroupId), inArray(stockCheckTask.documentId, ids)));
  return new Map(found.map((f) => [f.task.documentId, { ...f.task, billNo: f.billNo }]));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function taskViews(executor: Executor, tasks: TaskRow[]): Promise<StockCheckTaskView[]> {
  if (tasks.length === 0) return [];
  const ids = tasks.map((t) => t.documentId);
  const counts = await rows<{ task_id: number; skus: number; sheets: number }>(
    executor,
    sql`select t.id as task_id,
          (select count(*) from stock_check_snapshot s where s.task_id = t.id)::int as skus,
          (select count(*) from stock_check_sheet h where h.task_id = t.id)::int as sheets
        from unnest(${idArray(ids)}) as t(id)`,
  );
  const byId = new Map(counts.map((c) => [Number(c.task_id), c]));
  const g = tasks[0].businessGroupId;
  const names = await warehousePort().warehouses(executor, g, [...new Set(tasks.map((t) => t.warehouseId))]);
  const people = await employeeNames(
    executor,
    tasks.map((t) => t.createdBy),
  );
  return tasks.map((t) => ({
    id: String(t.documentId),
    billNo: t.billNo,
    status: t.status,
    version: t.version,
    warehouseId: String(t.warehouseId),
    warehouseName: names.get(t.warehouseId)?.name ?? null,
    scope: t.scope,
    scopeIds: t.scopeIds.map(String),
    locations: t.locations,
    gapMode: t.gapMode,
    freeze: t.freeze,
    remark: null,
    skuCount: Number(byId.get(t.documentId)?.skus ?? 0),
    sheetCount: Number(byId.get(t.documentId)?.sheets ?? 0),
    createdByName: t.createdBy === null ? null : (people.get(t.createdBy) ?? null),
    startTime: t.startedAt.toISOString(),
    completeTime: iso(t.completedAt),
    confirmTime: iso(t.confirmedAt),
    terminateTime: iso(t.terminatedAt),
  }));
}

export async function taskPage(db: Executor, businessGroupId: number, q: PageQuery) {
  const where = and(
    eq(stockCheckTask.businessGroupId, businessGroupId),
    q.status ? eq(stockCheckTask.status, q.status) : undefined,
    q.warehouseId ? eq(stockCheckTask.warehouseId, q.warehouseId) : undefined,
    q.billNo ? sql`${document.billNo} like ${`%${q.billNo.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
  );
  const [{ n }] = await db
    .select({ n: count() })
    .from(stockCheckTask)
    .innerJoin(document, eq(document.id, stockCheckTask.documentId))
    .where(where);
  const found = await db
    .select({ task: stockCheckTask, billNo: document.billNo, remark: document.remark })
    .from(stockCheckTask)
    .innerJoin(document, eq(document.id, stockCheckTask.documentId))
    .where(where)
    .orderBy(desc(stockCheckTask.documentId))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const views = await taskViews(
    db,
    found.map((f) => ({ ...f.task, billNo: f.billNo })),
  );
  return {
    list: views.map((v, i) => ({ ...v, remark: found[i].remark })),
    total: Number(n),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

export async function taskDetail(db: Executor, businessGroupId: number, id: number): Promise<StockCheckTaskView> {
  const task = await requireTask(db, businessGroupId, id);
  const [view] = await taskViews(db, [task]);
  const [doc] = await db.select({ remark: document.remark }).from(document).where(eq(document.id, id));
  return { ...view, remark: doc?.remark ?? null };
}

// ---- scope -----------------------------------------------------------------------------

/** The SKUs of a category or brand scope, as a subquery; null when the product module cannot say. */
async function scopeSkuQuery(executor: Executor, task: Pick<TaskRow, 'scope' | 'scopeIds'>): Promise<SQL | null> {
  if (task.scope !== 'CATEGORIES' && task.scope !== 'BRANDS') return null;
  const parts: SQL[] = [];
  for (const id of task.scopeIds) {
    const q = await productPort().skuIdsWhere(executor, task.scope === 'CATEGORIES' ? { categoryId: id } : { brandId: id });
    if (q) parts.push(q);
  }
  return parts.length > 0 ? sql.join(parts, sql` union `) : sql`select null::bigint where false`;
}

/** The condition on `<alias>.sku_id` that keeps the task's scope. */
async function scopeCondition(executor: Executor, task: Pick<TaskRow, 'scope' | 'scopeIds'>, column: SQL): Promise<SQL> {
  if (task.scope === 'SKUS') return sql`${column} = any(${idArray(task.scopeIds)})`;
  const sub = await scopeSkuQuery(executor, task);
  return sub ? sql`${column} in (${sub})` : sql`true`;
}

/** Which of these SKUs the task's scope takes in (every one for ALL and LOCATIONS). */
export async function skusInScope(executor: Executor, task: TaskRow, skuIds: number[]): Promise<Set<number>> {
  if (skuIds.length === 0) return new Set();
  if (task.scope === 'ALL' || task.scope === 'LOCATIONS') return new Set(skuIds);
  if (task.scope === 'SKUS') return new Set(skuIds.filter((s) => task.scopeIds.includes(s)));
  const condition = await scopeCondition(executor, task, sql`s.id`);
  const found = await rows<{ id: number }>(
    executor,
    sql`select s.id from unnest(${idArray(skuIds)}) as s(id)
        where ${condition} or s.id in (select sku_id from stock_check_snapshot where task_id = ${task.documentId})`,
  );
  return new Set(found.map((r) => Number(r.id)));
}

// ---- start -----------------------------------------------------------------------------

/** Creates and starts a task: its document row, its scope, and the book quantities of the scope now. */
export function createTask(db: Db, actor: Actor, body: AddBody): Promise<StockCheckTaskView> {
  return db.transaction(async (tx) => {
    const g = actor.businessGroupId;
    await assertStockMasterData(tx, actor, [{ field: 'warehouseId', id: body.warehouseId }], body.scope === 'SKUS' ? body.scopeIds : []);
    const billNo = await nextBillNo(tx, g, 'STOCK_CHECK_TASK');
    const billDate = await today(tx);
    const now = new Date();
    const [doc] = await tx
      .insert(document)
      .values({
        businessGroupId: g,
        type: 'STOCK_CHECK_TASK',
        billNo,
        status: 'REVIEWED',
        billDate,
        warehouseId: body.warehouseId,
        remark: body.remark,
        header: { scope: body.scope, gapMode: body.gapMode, freeze: body.freeze },
        createdBy: actor.employeeId,
        reviewedBy: actor.employeeId,
        reviewedAt: now,
      })
      .returning({ id: document.id });
    const task = {
      documentId: doc.id,
      businessGroupId: g,
      warehouseId: body.warehouseId,
      status: 'IN_PROGRESS' as const,
      scope: body.scope,
      scopeIds: body.scope === 'LOCATIONS' || body.scope === 'ALL' ? [] : [...new Set(body.scopeIds)],
      locations: body.scope === 'LOCATIONS' ? [...new Set(body.locations)] : [],
      gapMode: body.gapMode,
      freeze: body.freeze,
      createdBy: actor.employeeId,
      startedAt: now,
    };
    await tx.insert(stockCheckTask).values(task);
    await insertAudit(tx, { id: doc.id, businessGroupId: g }, actor.employeeId, [
      { operation: 'SAVE', from: null, to: 'DRAFT' },
      { operation: 'REVIEW', from: 'DRAFT', to: 'REVIEWED' },
    ]);
    // The book quantities as committed now; whatever commits later counts as moves since the
    // snapshot (on hand then − book), so no posting in flight is lost either way.
    const condition = await scopeCondition(tx, task, sql`b.sku_id`);
    await tx.execute(
      sql`insert into stock_check_snapshot (task_id, business_group_id, sku_id, book_qty)
          select ${doc.id}::bigint, ${g}::bigint, b.sku_id, b.on_hand from stock_balance b
          where b.business_group_id = ${g} and b.warehouse_id = ${body.warehouseId} and ${condition}`,
    );
    return taskDetail(tx, g, doc.id);
  });
}

// ---- the freeze ------------------------------------------------------------------------

/**
 * The stock guard (registered with the ledger): while a frozen task runs, postings and locks
 * of its scope in its warehouse are refused, naming the task; its own posting is not. The
 * ledger reads `probe` with its first read of the posting's rows: the frozen tasks running in
 * those warehouses (their ids, as JSON), null when there are none, as nearly always.
 */
export const frozenScopeGuard: StockGuard = {
  probe: (businessGroupId, warehouseIds) =>
    sql`select json_agg(${stockCheckTask.documentId}) from ${stockCheckTask}
        where ${stockCheckTask.businessGroupId} = ${businessGroupId} and ${stockCheckTask.status} = 'IN_PROGRESS' and ${stockCheckTask.freeze}
          and ${stockCheckTask.warehouseId} = any(${idArray(warehouseIds)})`,
  refuse: async (tx, doc, items, probed) => {
    const ids = (JSON.parse(probed) as (number | string)[]).map(Number).filter((id) => id !== doc.documentId);
    if (ids.length > 0) await refuseFrozenScope(tx, doc, items, ids);
  },
};

/** Refuses the items in the scope of these frozen tasks (their document ids), naming the first task and SKU hit. */
async function refuseFrozenScope(
  tx: Executor,
  doc: LedgerDocument,
  items: readonly { warehouseId: number; skuId: number }[],
  taskIds: number[],
): Promise<void> {
  const frozen = await tx
    .select({ task: stockCheckTask, billNo: document.billNo })
    .from(stockCheckTask)
    .innerJoin(document, eq(document.id, stockCheckTask.documentId))
    .where(
      and(
        eq(stockCheckTask.businessGroupId, doc.businessGroupId),
        eq(stockCheckTask.status, 'IN_PROGRESS'),
        eq(stockCheckTask.freeze, true),
        sql`${stockCheckTask.documentId} = any(${idArray(taskIds)})`,
      ),
    )
    .orderBy(stockCheckTask.documentId);
  for (const { task, billNo } of frozen) {
    const skus = [...new Set(items.filter((i) => i.warehouseId === task.warehouseId).map((i) => i.skuId))];
    const inScope = await skusInScope(tx, { ...task, billNo }, skus);
    const hit = skus.find((s) => inScope.has(s));
    if (hit === undefined) continue;
    const [sku, wh] = await Promise.all([
      productPort().skus(tx, [hit]),
      warehousePort().warehouses(tx, doc.businessGroupId, [task.warehouseId]),
    ]);
    const info = sku.get(hit);
    throw fail.rule('stocktake.frozen', {
      warehouse: wh.get(task.warehouseId)?.name ?? `#${task.warehouseId}`,
      billNo,
      sku: info ? `${info.code ?? ''} ${info.name ?? ''}`.trim() : `#${hit}`,
    });
  }
}

// ---- the difference --------------------------------------------------------------------

type Computed = Omit<StockCheckReportLine, 'skuCode' | 'skuName' | 'unit' | 'unitCost' | 'costAmount'> & { sku: number; diff: Dec };

/**
 * The difference per SKU: counted (a recount replaces the first count of its SKU) against the
 * book at the snapshot plus the net moves since (on hand now − book). Uncounted SKUs of the
 * scope count as zero (ZERO) or are left alone (NO_GAP; always for a location scope, whose
 * stock is not kept per location). `lock`: the balance rows are locked first (confirmation).
 */
async function computeDifferences(tx: Executor, task: TaskRow, lock: boolean): Promise<Computed[]> {
  const g = task.businessGroupId;
  const counted = await rows<{ sku_id: number; counted: string | null; recounted: string | null; rechecked: boolean }>(
    tx,
    sql`select l.sku_id,
          sum(l.qty) filter (where s.mode <> 'RECHECK')::text as counted,
          sum(l.qty) filter (where s.mode = 'RECHECK')::text as recounted,
          coalesce(bool_or(s.mode = 'RECHECK' and l.qty is not null), false) as rechecked
        from stock_check_line l join stock_check_sheet s on s.id = l.sheet_id
        where l.task_id = ${task.documentId} and l.business_group_id = ${g}
        group by l.sku_id`,
  );
  const book = await tx
    .select({ skuId: stockCheckSnapshot.skuId, bookQty: stockCheckSnapshot.bookQty })
    .from(stockCheckSnapshot)
    .where(eq(stockCheckSnapshot.taskId, task.documentId));
  const skus = [...new Set([...book.map((b) => b.skuId), ...counted.map((c) => Number(c.sku_id))])].sort((a, b) => a - b);
  if (skus.length === 0) return [];
  const onHand = await rows<{ sku_id: number; on_hand: string }>(
    tx,
    sql`select sku_id, on_hand::text as on_hand from stock_balance
        where business_group_id = ${g} and warehouse_id = ${task.warehouseId} and sku_id = any(${idArray(skus)})
        order by warehouse_id, sku_id ${lock ? sql`for update` : sql``}`,
  );
  const now = new Map(onHand.map((r) => [Number(r.sku_id), new Dec(r.on_hand)]));
  const booked = new Map(book.map((b) => [b.skuId, new Dec(b.bookQty)]));
  const counts = new Map(counted.map((c) => [Number(c.sku_id), c]));
  const ignoreGaps = task.gapMode === 'NO_GAP' || task.scope === 'LOCATIONS';
  return skus.map((sku) => {
    const bookQty = booked.get(sku) ?? new Dec(0);
    const expected = now.get(sku) ?? new Dec(0);
    const c = counts.get(sku);
    const recounted = Boolean(c?.rechecked);
    const value = recounted ? c?.recounted : c?.counted;
    const countedQty = value === null || value === undefined ? null : new Dec(value);
    const diff = countedQty === null ? (ignoreGaps ? new Dec(0) : expected.negated()) : countedQty.minus(expected);
    return {
      sku,
      skuId: String(sku),
      bookQty: text(bookQty),
      movedQty: text(expected.minus(bookQty)),
      countedQty: countedQty === null ? null : text(countedQty),
      diffQty: text(diff),
      diff,
      recounted,
    };
  });
}

/** SKU ids whose counted quantity differs from the book now (what a recount sheet lists). */
export async function differingSkus(tx: Executor, task: TaskRow): Promise<number[]> {
  return (await computeDifferences(tx, task, false)).filter((l) => !l.diff.isZero()).map((l) => l.sku);
}

/** The difference report: live while the task runs, as posted once confirmed. */
export async function differenceReport(db: Executor, businessGroupId: number, id: number): Promise<StockCheckReport> {
  const task = await requireTask(db, businessGroupId, id);
  const view = await taskDetail(db, businessGroupId, id);
  const confirmed = task.status === 'CONFIRMED';
  let lines: (Computed & { unitCost: Dec; amount: Dec })[];
  if (confirmed) {
    const posted = await db.select().from(stockCheckResult).where(eq(stockCheckResult.taskId, id)).orderBy(stockCheckResult.skuId);
    lines = posted.map((p) => ({
      sku: p.skuId,
      skuId: String(p.skuId),
      bookQty: text(new Dec(p.bookQty)),
      movedQty: text(new Dec(p.movedQty)),
      countedQty: p.countedQty === null ? null : text(new Dec(p.countedQty)),
      diffQty: text(new Dec(p.diffQty)),
      diff: new Dec(p.diffQty),
      recounted: p.recounted,
      unitCost: new Dec(p.unitCost),
      amount: new Dec(p.amount),
    }));
  } else {
    const computed = await computeDifferences(db, task, false);
    const costs = await skuCosts(
      db,
      businessGroupId,
      computed.map((c) => c.sku),
    );
    lines = computed.map((c) => {
      const unitCost = new Dec(costs.get(c.sku)?.unitCost ?? 0);
      return { ...c, unitCost, amount: c.diff.times(unitCost).toDecimalPlaces(2) };
    });
  }
  const info = await productPort().skus(
    db,
    lines.map((l) => l.sku),
  );
  let gain = new Dec(0);
  let loss = new Dec(0);
  let value = new Dec(0);
  for (const l of lines) {
    if (l.diff.gt(0)) gain = gain.plus(l.diff);
    else loss = loss.plus(l.diff);
    value = value.plus(l.amount);
  }
  return {
    task: view,
    confirmed,
    lines: lines.map((l) => ({
      skuId: l.skuId,
      skuCode: info.get(l.sku)?.code ?? null,
      skuName: info.get(l.sku)?.name ?? null,
      unit: info.get(l.sku)?.unit ?? null,
      bookQty: l.bookQty,
      movedQty: l.movedQty,
      countedQty: l.countedQty,
      diffQty: l.diffQty,
      unitCost: text(l.unitCost, 6),
      costAmount: text(l.amount, 2),
      recounted: l.recounted,
    })),
    totals: { gainQty: text(gain), lossQty: text(loss), costAmount: text(value, 2) },
  };
}

// ---- transitions -----------------------------------------------------------------------

type Step = { from: readonly StockCheckStatus[]; to: StockCheckStatus; action: keyof typeof ACTION };

/** Compare-and-set of the task's status and version: two clicks, two tabs, two servers move it once. */
async function transition(tx: Tx, businessGroupId: number, id: number, version: number, step: Step): Promise<TaskRow> {
  const task = await requireTask(tx, businessGroupId, id, true);
  if (!step.from.includes(task.status)) refuseStatus(task, step.action);
  if (task.version !== version) throw fail.rule('stocktake.stale', { billNo: task.billNo });
  const now = new Date();
  const stamp = step.to === 'COMPLETE' ? { completedAt: now } : step.to === 'CONFIRMED' ? { confirmedAt: now } : { terminatedAt: now };
  const [row] = await tx
    .update(stockCheckTask)
    .set({ status: step.to, version: task.version + 1, ...stamp })
    .where(and(eq(stockCheckTask.documentId, id), eq(stockCheckTask.version, task.version)))
    .returning();
  return { ...row, billNo: task.billNo };
}

export function completeTask(db: Db, actor: Actor, input: { id: number; version: number }) {
  return db.transaction(async (tx) => {
    await transition(tx, actor.businessGroupId, input.id, input.version, { from: ['IN_PROGRESS'], to: 'COMPLETE', action: 'complete' });
    return taskDetail(tx, actor.businessGroupId, input.id);
  });
}

/** Terminating posts nothing: the document is voided (DISCARDED), counts and snapshot are kept. */
export function terminateTask(db: Db, actor: Actor, input: { id: number; version: number; reason?: string | null }) {
  return db.transaction(async (tx) => {
    const task = await transition(tx, actor.businessGroupId, input.id, input.version, {
      from: ['IN_PROGRESS', 'COMPLETE'],
      to: 'TERMINATED',
      action: 'terminate',
    });
    await tx
      .update(document)
      .set({ status: 'DISCARDED', version: sql`${document.version} + 1` })
      .where(eq(document.id, task.documentId));
    await insertAudit(tx, { id: task.documentId, businessGroupId: task.businessGroupId }, actor.employeeId, [
      { operation: 'DISCARD', from: 'REVIEWED', to: 'DISCARDED', reason: input.reason ?? null },
    ]);
    return taskDetail(tx, actor.businessGroupId, input.id);
  });
}

/**
 * Confirms the difference: one gain or loss per SKU at the current average cost, through the
 * stock ledger, dated today, in this one transaction with the report it writes.
 */
export function confirmTask(db: Db, actor: Actor, input: { id: number; version: number }) {
  return db.transaction(async (tx) => {
    const g = actor.businessGroupId;
    const task = await transition(tx, g, input.id, input.version, { from: ['COMPLETE'], to: 'CONFIRMED', action: 'confirm' });
    const billDate = await today(tx);
    await assertDayOpen(tx, g, billDate);
    const lines = await computeDifferences(tx, task, true);
    const moving = lines.filter((l) => !l.diff.isZero());
    const ledger: LedgerDocument = {
      businessGroupId: g,
      documentType: 'STOCK_CHECK_TASK',
      documentId: task.documentId,
      billNo: task.billNo,
      billDate,
    };
    const posted = await postMoves(
      tx,
      ledger,
      moving.map((l) => ({ lineId: null, warehouseId: task.warehouseId, skuId: l.sku, qty: l.diff, cost: { kind: 'CURRENT' as const } })),
      { config: await documentConfig(tx, g) },
    );
    const postedBySku = new Map(posted.map((p) => [p.skuId, p]));
    const costs = await skuCosts(
      tx,
      g,
      lines.map((l) => l.sku),
    );
    if (lines.length > 0) {
      await tx.insert(stockCheckResult).values(
        lines.map((l) => {
          const p = postedBySku.get(l.sku);
          return {
            taskId: task.documentId,
            businessGroupId: g,
            skuId: l.sku,
            bookQty: l.bookQty,
            movedQty: l.movedQty,
            countedQty: l.countedQty,
            diffQty: l.diffQty,
            unitCost: p ? text(p.unitCost, 6) : (costs.get(l.sku)?.unitCost ?? '0'),
            amount: p ? text(p.amount, 2) : '0',
            recounted: l.recounted,
          };
        }),
      );
    }
    const total = moving.reduce((s, l) => s.plus(l.diff), new Dec(0));
    const amount = posted.reduce((s, p) => s.plus(p.amount), new Dec(0));
    await tx
      .update(document)
      .set({
        status: 'COMPLETE',
        version: sql`${document.version} + 1`,
        totalQty: text(total),
        totalAmount: text(amount, 2),
        completedBy: actor.employeeId,
        completedAt: new Date(),
      })
      .where(eq(document.id, task.documentId));
    await insertAudit(tx, { id: task.documentId, businessGroupId: g }, actor.employeeId, [
      { operation: 'COMPLETE', from: 'REVIEWED', to: 'COMPLETE' },
    ]);
    return taskDetail(tx, g, input.id);
  });
}

/** The running task of a sheet, for counting: refused once the task no longer runs. */
export async function requireRunningTask(executor: Executor, businessGroupId: number, id: number): Promise<TaskRow> {
  const task = await requireTask(executor, businessGroupId, id);
  if (task.status !== 'IN_PROGRESS') refuseStatus(task, 'count');
  return task;
}

export type { TaskRow };
export { stockCheckSheet };
