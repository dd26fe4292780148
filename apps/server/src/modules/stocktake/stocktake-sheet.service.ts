// Counting sheets (盘点单) and recount sheets (复盘单) of a running task: several counters
// count different areas on sheets of their own; a grid save replaces a sheet's lines under
// its version, a scan adds to one line atomically (and bumps the version, so a stale grid
// cannot overwrite it); a counting file (.xlsx, "PDA upload") is summed per SKU and location.
import type {
  StockCheckLineView,
  StockCheckSheetMode,
  StockCheckSheetView,
  stockCheckScanBody,
  stockCheckSheetAddBody,
  stockCheckSheetPageQuery,
  stockCheckSheetSaveBody,
} from '@quire/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { nextBillNo } from '../../documents/bill-number';
import type { Actor } from '../../documents/document-definition';
import type { Db, Executor, Tx } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { Dec, text } from '../../platform/money';
import { productPort, warehousePort } from '../inventory/index';
import { skusByScanCodes } from '../product/index';
import { employeeNames } from '../system/index';
import { stockCheckLine, stockCheckSheet } from './stocktake.schema';
import { differingSkus, requireRunningTask, skusInScope, type TaskRow, tasksByIds } from './stocktake-task.service';

type AddBody = z.output<typeof stockCheckSheetAddBody>;
type SaveBody = z.output<typeof stockCheckSheetSaveBody>;
type ScanBody = z.output<typeof stockCheckScanBody>;
type PageQuery = z.output<typeof stockCheckSheetPageQuery>;
type SheetRow = typeof stockCheckSheet.$inferSelect;
export type CountLine = { skuId: number; location: string; qty: string | null };

const skuLabel = async (executor: Executor, skuId: number) => {
  const info = (await productPort().skus(executor, [skuId])).get(skuId);
  return info ? `${info.code ?? ''} ${info.name ?? ''}`.trim() : `#${skuId}`;
};

async function requireSheet(executor: Executor, businessGroupId: number, id: number, lock = false): Promise<SheetRow> {
  const q = executor
    .select()
    .from(stockCheckSheet)
    .where(and(eq(stockCheckSheet.id, id), eq(stockCheckSheet.businessGroupId, businessGroupId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw fail.notFound();
  return row;
}

/** Lines of a sheet: SKUs within the task's scope, locations within a location scope. */
async function assertLinesInScope(executor: Executor, task: TaskRow, lines: CountLine[], field = (i: number) => `lines.${i}.skuId`) {
  const inScope = await skusInScope(
    executor,
    task,
    lines.map((l) => l.skuId),
  );
  for (const [i, l] of lines.entries()) {
    if (!inScope.has(l.skuId))
      throw fail.field(field(i), 'stocktake.outOfScope', { sku: await skuLabel(executor, l.skuId), billNo: task.billNo });
    if (task.scope === 'LOCATIONS' && !task.locations.includes(l.location))
      throw fail.field(`lines.${i}.location`, 'stocktake.locationOutOfScope', { location: l.location || '-', billNo: task.billNo });
  }
  const pp = productPort();
  if (pp.available && lines.length > 0) {
    const found = await pp.skus(
      executor,
      lines.map((l) => l.skuId),
    );
    const i = lines.findIndex((l) => !found.has(l.skuId));
    if (i >= 0) throw fail.field(field(i), 'inventory.skuUnknown', { id: lines[i].skuId });
  }
}

async function insertLines(tx: Executor, sheet: SheetRow, lines: CountLine[]) {
  if (lines.length === 0) return;
  await tx.insert(stockCheckLine).values(
    lines.map((l) => ({
      sheetId: sheet.id,
      taskId: sheet.taskId,
      businessGroupId: sheet.businessGroupId,
      skuId: l.skuId,
      location: l.location,
      qty: l.qty,
    })),
  );
}

async function createSheet(tx: Tx, actor: Actor, task: TaskRow, mode: StockCheckSheetMode, location: string, remark: string | null) {
  const billNo = await nextBillNo(tx, actor.businessGroupId, mode === 'RECHECK' ? 'RECHECK' : 'STOCK_CHECK');
  const [sheet] = await tx
    .insert(stockCheckSheet)
    .values({
      businessGroupId: actor.businessGroupId,
      taskId: task.documentId,
      billNo,
      mode,
      location,
      remark,
      createdBy: actor.employeeId,
    })
    .returning();
  return sheet;
}

// ---- reading ---------------------------------------------------------------------------

async function sheetViews(executor: Executor, sheets: SheetRow[], withLines: boolean): Promise<StockCheckSheetView[]> {
  if (sheets.length === 0) return [];
  const g = sheets[0].businessGroupId;
  const tasks = await tasksByIds(executor, g, [...new Set(sheets.map((s) => s.taskId))]);
  const people = await employeeNames(
    executor,
    sheets.map((s) => s.createdBy),
  );
  const names = await warehousePort().warehouses(executor, g, [...new Set([...tasks.values()].map((t) => t.warehouseId))]);
  const totals = await executor
    .select({ sheetId: stockCheckLine.sheetId, n: count(), qty: sql<string>`coalesce(sum(${stockCheckLine.qty}), 0)::text` })
    .from(stockCheckLine)
    .where(sql`${stockCheckLine.sheetId} = any(${`{${sheets.map((s) => s.id).join(',')}}`}::bigint[])`)
    .groupBy(stockCheckLine.sheetId);
  const byId = new Map(totals.map((t) => [t.sheetId, t]));
  const out: StockCheckSheetView[] = [];
  for (const s of sheets) {
    const task = tasks.get(s.taskId) as TaskRow;
    const view: StockCheckSheetView = {
      id: String(s.id),
      billNo: s.billNo,
      taskId: String(s.taskId),
      taskBillNo: task.billNo,
      taskStatus: task.status,
      warehouseId: String(task.warehouseId),
      warehouseName: names.get(task.warehouseId)?.name ?? null,
      mode: s.mode,
      location: s.location,
      version: s.version,
      remark: s.remark,
      lineCount: Number(byId.get(s.id)?.n ?? 0),
      totalQty: text(new Dec(byId.get(s.id)?.qty ?? 0)),
      createdByName: s.createdBy === null ? null : (people.get(s.createdBy) ?? null),
      createTime: s.createdAt.toISOString(),
    };
    if (withLines) view.lines = await lineViews(executor, s.id);
    out.push(view);
  }
  return out;
}

async function lineViews(executor: Executor, sheetId: number): Promise<StockCheckLineView[]> {
  const lines = await executor.select().from(stockCheckLine).where(eq(stockCheckLine.sheetId, sheetId)).orderBy(asc(stockCheckLine.id));
  const info = await productPort().skus(executor, [...new Set(lines.map((l) => l.skuId))]);
  return lines.map((l) => ({
    id: String(l.id),
    skuId: String(l.skuId),
    skuCode: info.get(l.skuId)?.code ?? null,
    skuName: info.get(l.skuId)?.name ?? null,
    unit: info.get(l.skuId)?.unit ?? null,
    location: l.location,
    qty: l.qty === null ? null : text(new Dec(l.qty)),
  }));
}

export async function sheetPage(db: Executor, businessGroupId: number, q: PageQuery) {
  const where = and(
    eq(stockCheckSheet.businessGroupId, businessGroupId),
    q.taskId ? eq(stockCheckSheet.taskId, q.taskId) : undefined,
    q.mode ? eq(stockCheckSheet.mode, q.mode) : undefined,
    q.billNo ? sql`${stockCheckSheet.billNo} like ${`%${q.billNo.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(stockCheckSheet).where(where);
  const found = await db
    .select()
    .from(stockCheckSheet)
    .where(where)
    .orderBy(desc(stockCheckSheet.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  return { list: await sheetViews(db, found, false), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function sheetDetail(db: Executor, businessGroupId: number, id: number): Promise<StockCheckSheetView> {
  const [view] = await sheetViews(db, [await requireSheet(db, businessGroupId, id)], true);
  return view;
}

// ---- writing ---------------------------------------------------------------------------

export function addSheet(db: Db, actor: Actor, body: AddBody): Promise<StockCheckSheetView> {
  return db.transaction(async (tx) => {
    const task = await requireRunningTask(tx, actor.businessGroupId, body.taskId);
    const lines = body.lines.map((l) => ({ skuId: l.skuId, location: l.location || body.location, qty: l.qty }));
    await assertLinesInScope(tx, task, lines);
    const sheet = await createSheet(tx, actor, task, 'COUNT', body.location, body.remark);
    await insertLines(tx, sheet, mergeLines(lines));
    return sheetDetail(tx, actor.businessGroupId, sheet.id);
  });
}

/** Sums lines of the same SKU and location (a file, or a grid with a SKU twice). */
function mergeLines(lines: CountLine[]): CountLine[] {
  const out = new Map<string, CountLine>();
  for (const l of lines) {
    const k = `${l.skuId}|${l.location}`;
    const seen = out.get(k);
    if (!seen) out.set(k, { ...l });
    else if (l.qty !== null) seen.qty = text(new Dec(seen.qty ?? 0).plus(l.qty));
  }
  return [...out.values()];
}

/** Locks the sheet, checks its version and its running task, and bumps the version. */
async function takeSheet(tx: Tx, actor: Actor, id: number, version: number | null) {
  const sheet = await requireSheet(tx, actor.businessGroupId, id, true);
  const task = await requireRunningTask(tx, actor.businessGroupId, sheet.taskId);
  if (version !== null && sheet.version !== version) throw fail.rule('stocktake.stale', { billNo: sheet.billNo });
  await tx
    .update(stockCheckSheet)
    .set({ version: sheet.version + 1 })
    .where(eq(stockCheckSheet.id, id));
  return { sheet, task };
}

/** A recount sheet counts only the SKUs it was generated with. */
async function assertOnRecheck(tx: Executor, sheet: SheetRow, lines: CountLine[], field = (i: number) => `lines.${i}.skuId`) {
  if (sheet.mode !== 'RECHECK') return;
  const listed = new Set(
    (await tx.select({ skuId: stockCheckLine.skuId }).from(stockCheckLine).where(eq(stockCheckLine.sheetId, sheet.id))).map((l) => l.skuId),
  );
  for (const [i, l] of lines.entries())
    if (!listed.has(l.skuId)) throw fail.field(field(i), 'stocktake.recheckOnly', { sku: await skuLabel(tx, l.skuId) });
}

/** The grid's save: the sheet's lines become these (a recount keeps its SKUs, uncounted ones empty). */
export function saveSheet(db: Db, actor: Actor, body: SaveBody): Promise<StockCheckSheetView> {
  return db.transaction(async (tx) => {
    const { sheet, task } = await takeSheet(tx, actor, body.id, body.version);
    const lines: CountLine[] = body.lines.map((l) => ({
      skuId: l.skuId,
      location: sheet.mode === 'RECHECK' ? '' : l.location,
      qty: l.qty,
    }));
    await assertLinesInScope(tx, task, lines);
    await assertOnRecheck(tx, sheet, lines);
    let keep: CountLine[] = [];
    if (sheet.mode === 'RECHECK') {
      const given = new Set(lines.map((l) => l.skuId));
      keep = (await tx.select().from(stockCheckLine).where(eq(stockCheckLine.sheetId, sheet.id)))
        .filter((l) => !given.has(l.skuId))
        .map((l) => ({ skuId: l.skuId, location: '', qty: null }));
    }
    await tx.delete(stockCheckLine).where(eq(stockCheckLine.sheetId, sheet.id));
    await insertLines(tx, sheet, [...mergeLines(lines), ...keep]);
    if (body.remark !== undefined) await tx.update(stockCheckSheet).set({ remark: body.remark }).where(eq(stockCheckSheet.id, sheet.id));
    return sheetDetail(tx, actor.businessGroupId, sheet.id);
  });
}

/** Adds counts to a sheet in one statement per line: concurrent scans and uploads all add up. */
async function addCounts(tx: Executor, sheet: SheetRow, lines: CountLine[]) {
  for (const l of mergeLines(lines)) {
    await tx.execute(
      sql`insert into stock_check_line (sheet_id, task_id, business_group_id, sku_id, location, qty)
          values (${sheet.id}, ${sheet.taskId}, ${sheet.businessGroupId}, ${l.skuId}, ${l.location}, ${l.qty}::numeric)
          on conflict (sheet_id, sku_id, location) do update set qty = coalesce(stock_check_line.qty, 0) + excluded.qty`,
    );
  }
}

/** One scan: the barcode (or SKU code) + Enter adds one unit (a package barcode its factor). */
export function scanIntoSheet(db: Db, actor: Actor, body: ScanBody) {
  return db.transaction(async (tx) => {
    const { sheet, task } = await takeSheet(tx, actor, body.id, null);
    const found = (await skusByScanCodes(tx, [body.code])).get(body.code);
    if (!found) throw fail.field('code', 'stocktake.unknownCode', { code: body.code });
    const qty = text(new Dec(body.qty ?? '1').times(found.factor));
    const location = sheet.mode === 'RECHECK' ? '' : body.location || sheet.location;
    const line = { skuId: found.skuId, location, qty };
    await assertLinesInScope(tx, task, [line], () => 'code');
    await assertOnRecheck(tx, sheet, [line], () => 'code');
    await addCounts(tx, sheet, [line]);
    const view = await sheetDetail(tx, actor.businessGroupId, sheet.id);
    const scanned = view.lines?.find((l) => l.skuId === String(found.skuId) && l.location === location);
    return { sheet: view, line: scanned ?? null, added: qty };
  });
}

/** A recount sheet of the lines that differ now, each to be counted again (empty until counted). */
export function generateRecheck(db: Db, actor: Actor, body: { taskId: number; remark: string | null }) {
  return db.transaction(async (tx) => {
    const task = await requireRunningTask(tx, actor.businessGroupId, body.taskId);
    const skus = await differingSkus(tx, task);
    if (skus.length === 0) throw fail.rule('stocktake.noRecheckLines', { billNo: task.billNo });
    const sheet = await createSheet(tx, actor, task, 'RECHECK', '', body.remark);
    await insertLines(
      tx,
      sheet,
      skus.map((skuId) => ({ skuId, location: '', qty: null })),
    );
    return sheetDetail(tx, actor.businessGroupId, sheet.id);
  });
}

/**
 * A counting file's rows added to a sheet (`id`), or to a new PDA-upload sheet of the task
 * (`taskId`): codes resolved by barcode or SKU code, summed per SKU and location.
 */
export function uploadCounts(
  db: Db,
  actor: Actor,
  target: { id?: number; taskId?: number; location?: string },
  rowsOfFile: { row: number; code: string; location: string; qty: string }[],
) {
  return db.transaction(async (tx) => {
    let sheet: SheetRow;
    let task: TaskRow;
    if (target.id !== undefined) ({ sheet, task } = await takeSheet(tx, actor, target.id, null));
    else {
      task = await requireRunningTask(tx, actor.businessGroupId, target.taskId as number);
      sheet = await createSheet(tx, actor, task, 'UPLOAD', target.location ?? '', null);
    }
    const found = await skusByScanCodes(
      tx,
      rowsOfFile.map((r) => r.code),
    );
    const lines: CountLine[] = [];
    for (const r of rowsOfFile) {
      const sku = found.get(r.code);
      if (!sku) throw fail.field('file', 'stocktake.file.unknownCode', { row: r.row, code: r.code });
      lines.push({
        skuId: sku.skuId,
        location: sheet.mode === 'RECHECK' ? '' : r.location || sheet.location,
        qty: text(new Dec(r.qty).times(sku.factor)),
      });
    }
    await assertLinesInScope(tx, task, lines, (i) => `file.row${rowsOfFile[i].row}`);
    await assertOnRecheck(tx, sheet, lines, (i) => `file.row${rowsOfFile[i].row}`);
    await addCounts(tx, sheet, lines);
    return sheetDetail(tx, actor.businessGroupId, sheet.id);
  });
}
