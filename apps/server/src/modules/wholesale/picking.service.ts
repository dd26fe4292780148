// The picking screen (拣货装箱, DOMAIN 6–7): the sales to pick, a sale's pick sheet in warehouse
// location order, scans and typed quantities, completing picking within the picker's tolerances
// (or with an authorizer's picking authorization code and a reason), boxing and its prints.
// Every write locks the sale's document row first, so two pickers finishing one sale complete
// it once and a scan never lands on a sheet that has just been completed.
import type {
  PickingListItem,
  PickingState,
  PickSheetLine,
  PickSheetView,
  PrintDocument,
  packingBody,
  pickingCompleteBody,
  pickingLineQtyBody,
  pickingPageQuery,
  pickingPrintBody,
  pickingScanBody,
} from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { documentConfig } from '../../documents/config.port';
import type { Actor, LoadedDocument } from '../../documents/document-definition';
import { loadForOperation } from '../../documents/document-query';
import { applyLineage } from '../../documents/lineage';
import type { AuthContext } from '../../platform/access/auth-context';
import { verifySecret } from '../../platform/auth/password';
import type { Db, Executor, Tx } from '../../platform/db/client';
import { idArray, jsonTable, rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec } from '../../platform/money';
import { ledgerDocument, lockStock, releaseLocks } from '../inventory/index';
import { customerNames } from '../partner/index';
import { printDocuments } from '../print/index';
import { getSkusByIds, skusByScanCodes } from '../product/index';
import { countedLocations } from '../stocktake/index';
import { employeeNames, pickingAuthorizerOf, pickingTolerancesOf } from '../system/index';
import { logicalWarehousesByIds } from '../warehouse/index';
import { wholesaleSale } from './wholesale-documents';

type PageQuery = z.output<typeof pickingPageQuery>;
type ScanBody = z.output<typeof pickingScanBody>;
type LineQtyBody = z.output<typeof pickingLineQtyBody>;
type CompleteBody = z.output<typeof pickingCompleteBody>;
type PackBody = z.output<typeof packingBody>;
type PrintBody = z.output<typeof pickingPrintBody>;

const escLike = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const id = (v: number | null | undefined) => (v === null || v === undefined ? null : String(v));

// ---- list ------------------------------------------------------------------------------

/** Reviewed sales of the group (not posted), with their picking and packing state, newest first. */
export async function pickingPage(db: Executor, businessGroupId: number, q: PageQuery) {
  const state = sql`coalesce(p.state, 'NONE')`;
  const where: SQL[] = [
    sql`d.business_group_id = ${businessGroupId}`,
    sql`d.type = 'WHOLESALE_SALE'`,
    sql`d.status = 'REVIEWED'`,
    sql`d.reversal_of_id is null`,
  ];
  if (q.billNo) where.push(sql`d.bill_no ilike ${escLike(q.billNo)}`);
  if (q.customerId !== undefined) where.push(sql`d.partner_id = ${q.customerId}`);
  if (q.warehouseId !== undefined) where.push(sql`d.warehouse_id = ${q.warehouseId}`);
  if (q.pickingState) where.push(sql`${state} = ${q.pickingState}`);
  if (q.packed !== undefined) where.push(q.packed ? sql`p.packed_at is not null` : sql`p.packed_at is null`);
  const found = await rows<{
    id: number;
    bill_no: string;
    bill_date: string;
    partner_id: number | null;
    warehouse_id: number | null;
    total_qty: string;
    line_count: number;
    state: PickingState;
    packed: boolean;
    picker_id: number | null;
    total: number;
  }>(
    db,
    sql`select d.id, d.bill_no, d.bill_date::text as bill_date, d.partner_id, d.warehouse_id, d.total_qty::text as total_qty,
               (select count(*) from document_line l where l.document_id = d.id)::int as line_count,
               ${state} as state, p.packed_at is not null as packed, p.picker_id, count(*) over () as total
        from document d left join sale_picking p on p.document_id = d.id
        where ${sql.join(where, sql` and `)}
        order by d.bill_date desc, d.id desc
        limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`,
  );
  const customers = await customerNames(db, businessGroupId, ids(found.map((f) => f.partner_id)));
  const warehouses = new Map(
    (await logicalWarehousesByIds(db, businessGroupId, ids(found.map((f) => f.warehouse_id)))).map((w) => [w.id, w.name]),
  );
  const people = await employeeNames(
    db,
    found.map((f) => (f.picker_id === null ? null : Number(f.picker_id))),
  );
  const list: PickingListItem[] = found.map((f) => ({
    id: String(f.id),
    billNo: f.bill_no,
    billDate: f.bill_date,
    customerId: id(f.partner_id === null ? null : Number(f.partner_id)),
    customerName: f.partner_id === null ? null : (customers.get(Number(f.partner_id))?.name ?? null),
    warehouseId: id(f.warehouse_id === null ? null : Number(f.warehouse_id)),
    warehouseName: f.warehouse_id === null ? null : (warehouses.get(Number(f.warehouse_id)) ?? null),
    totalQty: new Dec(f.total_qty).toFixed(),
    lineCount: Number(f.line_count),
    pickingState: f.state,
    packed: f.packed === true,
    pickerName: f.picker_id === null ? null : (people.get(Number(f.picker_id)) ?? null),
  }));
  return { list, total: found.length > 0 ? Number(found[0].total) : 0, pageNum: q.pageNum, pageSize: q.pageSize };
}

function ids(values: (number | null)[]): number[] {
  return [...new Set(values.filter((v): v is number => v !== null).map(Number))];
}

// ---- the pick sheet ----------------------------------------------------------------------

type PickingRow = {
  state: Exclude<PickingState, 'NONE'>;
  picker_id: number;
  completed_by: number | null;
  authorized_by: number | null;
  reason: string | null;
  box_count: number | null;
  label_count: number | null;
  packed: boolean;
};
type PickLineRow = { line_id: number; required_qty: string; picked_qty: string };

async function pickingOf(tx: Executor, documentId: number): Promise<PickingRow | undefined> {
  const [p] = await rows<PickingRow>(
    tx,
    sql`select state, picker_id, completed_by, authorized_by, reason, box_count, label_count, packed_at is not null as packed
        from sale_picking where document_id = ${documentId}`,
  );
  return p;
}

async function pickLinesOf(tx: Executor, documentId: number): Promise<Map<number, PickLineRow>> {
  const found = await rows<PickLineRow>(
    tx,
    sql`select line_id, required_qty::text as required_qty, picked_qty::text as picked_qty
        from sale_picking_line where document_id = ${documentId}`,
  );
  return new Map(found.map((r) => [Number(r.line_id), r]));
}

/** The sale, one of the group's reviewed wholesale sales, else not found. */
async function saleOf(tx: Executor, actor: Actor, documentId: number): Promise<LoadedDocument> {
  const doc = await loadForOperation(tx, actor.businessGroupId, documentId);
  if (doc?.type !== 'WHOLESALE_SALE') throw fail.notFound();
  return doc;
}

/** Locks the sale's document row (every picking write takes it first), then reads the sale. */
async function lockedSale(tx: Tx, actor: Actor, documentId: number): Promise<LoadedDocument> {
  await tx.execute(
    sql`select id from document where id = ${documentId} and business_group_id = ${actor.businessGroupId} and type = 'WHOLESALE_SALE' for update`,
  );
  return saleOf(tx, actor, documentId);
}

const beyond = (required: Dec, picked: Dec, tol: { under: string; over: string }) => {
  if (required.isZero()) return !picked.isZero();
  const percent = picked.minus(required).div(required).times(100);
  return percent.gt(0) ? percent.gt(tol.over) : percent.negated().gt(tol.under);
};

/** A sale's pick sheet: lines by warehouse location (then SKU code), required / picked / difference / boxed. */
export async function pickSheet(db: Executor, actor: Actor, documentId: number): Promise<PickSheetView> {
  const doc = await saleOf(db, actor, documentId);
  if (doc.status !== 'REVIEWED' && doc.status !== 'COMPLETE') throw fail.notFound();
  const picking = await pickingOf(db, doc.id);
  const picked = await pickLinesOf(db, doc.id);
  const tolerance = await pickingTolerancesOf(db, actor.employeeId);
  const skuIds = doc.lines.flatMap((l) => (l.skuId === null ? [] : [l.skuId]));
  const skus = new Map((await getSkusByIds(db, skuIds)).map((s) => [Number(s.id), s]));
  const locations =
    doc.warehouseId === null ? new Map<number, string>() : await countedLocations(db, doc.businessGroupId, doc.warehouseId, skuIds);
  const packing = await rows<{ box_no: number; line_id: number; qty: string }>(
    db,
    sql`select box_no, line_id, qty::text as qty from sale_packing where document_id = ${doc.id} order by box_no, id`,
  );
  const boxed = new Map<number, Dec>();
  for (const p of packing) boxed.set(Number(p.line_id), (boxed.get(Number(p.line_id)) ?? new Dec(0)).plus(p.qty));
  const lines: PickSheetLine[] = doc.lines.map((l) => {
    const s = l.skuId === null ? undefined : skus.get(l.skuId);
    const row = picked.get(l.id);
    const required = new Dec(row?.required_qty ?? l.qty);
    const pickedQty = new Dec(row?.picked_qty ?? '0');
    return {
      lineId: String(l.id),
      lineNo: l.lineNo,
      skuId: String(l.skuId),
      skuCode: s?.code ?? null,
      skuName: s?.name ?? null,
      barcode: s?.barcodes?.[0] ?? null,
      unit: s?.unit ?? null,
      gift: l.extra.gift === true,
      location: l.skuId === null ? null : (locations.get(l.skuId) ?? null),
      requiredQty: required.toFixed(),
      pickedQty: pickedQty.toFixed(),
      difference: pickedQty.minus(required).toFixed(),
      beyondTolerance: picking !== undefined && beyond(required, pickedQty, tolerance),
      boxedQty: (boxed.get(l.id) ?? new Dec(0)).toFixed(),
    };
  });
  // Walk the warehouse: lines at a location first, in location order, then the rest by SKU code.
  lines.sort(
    (a, b) =>
      (a.location === null ? 1 : 0) - (b.location === null ? 1 : 0) ||
      (a.location ?? '').localeCompare(b.location ?? '') ||
      (a.skuCode ?? '').localeCompare(b.skuCode ?? '') ||
      a.lineNo - b.lineNo,
  );
  const customers = doc.partnerId === null ? new Map() : await customerNames(db, doc.businessGroupId, [doc.partnerId]);
  const warehouses = await logicalWarehousesByIds(db, doc.businessGroupId, doc.warehouseId === null ? [] : [doc.warehouseId]);
  const people = await employeeNames(
    db,
    [picking?.picker_id ?? null, picking?.completed_by ?? null, picking?.authorized_by ?? null].map((v) => (v === null ? null : Number(v))),
  );
  const boxes = new Map<number, { lineId: string; qty: string }[]>();
  for (const p of packing) {
    const list = boxes.get(Number(p.box_no)) ?? [];
    list.push({ lineId: String(p.line_id), qty: new Dec(p.qty).toFixed() });
    boxes.set(Number(p.box_no), list);
  }
  const name = (v: number | null | undefined) => (v === null || v === undefined ? null : (people.get(Number(v)) ?? null));
  return {
    id: String(doc.id),
    billNo: doc.billNo,
    billDate: doc.billDate,
    version: doc.version,
    status: doc.status,
    customerName: doc.partnerId === null ? null : (customers.get(doc.partnerId)?.name ?? null),
    address: (doc.header.deliveryAddress as string | undefined) ?? null,
    warehouseName: warehouses[0]?.name ?? null,
    pickingState: picking?.state ?? 'NONE',
    pickerName: name(picking?.picker_id),
    completedByName: name(picking?.completed_by),
    authorizedByName: name(picking?.authorized_by),
    reason: picking?.reason ?? null,
    packed: picking?.packed === true,
    boxCount: picking?.box_count ?? null,
    labelCount: picking?.label_count ?? null,
    tolerance: { under: new Dec(tolerance.under).toFixed(), over: new Dec(tolerance.over).toFixed() },
    lines,
    boxes: [...boxes].sort(([a], [b]) => a - b).map(([boxNo, l]) => ({ boxNo, lines: l })),
  };
}

/** The sale is being picked (START_PICKING done, not completed), else the refusal naming `id`. */
function assertPicking(doc: LoadedDocument, picking: PickingRow | undefined): asserts picking is PickingRow {
  if (doc.status !== 'REVIEWED') throw fail.field('id', 'picking.notReviewed', { billNo: doc.billNo });
  if (!picking) throw fail.field('id', 'picking.notStarted', { billNo: doc.billNo });
  if (picking.state !== 'PICKING') throw fail.field('id', 'picking.alreadyCompleted', { billNo: doc.billNo });
}

// ---- scanning and typing ---------------------------------------------------------------

const SCAN_MAX = new Dec(99999);

/** One scan: the barcode or SKU code adds one unit (a package barcode its factor, `qty` that many) to the sale's line of that SKU. */
export function scanIntoPickSheet(db: Db, actor: Actor, body: ScanBody) {
  return db.transaction(async (tx) => {
    const doc = await lockedSale(tx, actor, body.id);
    assertPicking(doc, await pickingOf(tx, doc.id));
    let times = new Dec(1);
    if (body.qty !== undefined) {
      const raw = String(body.qty).trim();
      if (!/^\d{1,5}(\.\d{1,4})?$/.test(raw) || new Dec(raw).lte(0) || new Dec(raw).gt(SCAN_MAX)) {
        throw fail.field('qty', 'picking.scanAmountWrong', { qty: raw });
      }
      times = new Dec(raw);
    }
    const found = (await skusByScanCodes(tx, [body.code])).get(body.code);
    const candidates = found ? doc.lines.filter((l) => l.skuId === found.skuId) : [];
    if (!found || candidates.length === 0) throw fail.field('code', 'picking.noProduct', { code: body.code });
    const picked = await pickLinesOf(tx, doc.id);
    // The first line of the SKU still short (a sale line before its gift line), else the first.
    const line =
      candidates.find((l) => {
        const r = picked.get(l.id);
        return r !== undefined && new Dec(r.picked_qty).lt(r.required_qty);
      }) ?? candidates[0];
    const added = times.times(found.factor);
    await tx.execute(sql`update sale_picking_line set picked_qty = picked_qty + ${added.toFixed()}::numeric where line_id = ${line.id}`);
    return { sheet: await pickSheet(tx, actor, doc.id), lineId: String(line.id), added: added.toFixed() };
  });
}

/** The picked quantity of a line, as typed. */
export function setPickedQty(db: Db, actor: Actor, body: LineQtyBody) {
  return db.transaction(async (tx) => {
    const doc = await lockedSale(tx, actor, body.id);
    assertPicking(doc, await pickingOf(tx, doc.id));
    if (!doc.lines.some((l) => l.id === body.lineId)) throw fail.field('lineId', 'picking.lineUnknown');
    await tx.execute(sql`update sale_picking_line set picked_qty = ${body.pickedQty}::numeric where line_id = ${body.lineId}`);
    return pickSheet(tx, actor, doc.id);
  });
}

// ---- completing picking (F3) -----------------------------------------------------------

/** The amount of a sale line at a new quantity: its discount scales with the quantity. */
function repriced(line: LoadedDocument['lines'][number], required: Dec, qty: Dec) {
  const price = new Dec(String(line.extra.price ?? '0'));
  const discount = new Dec(String(line.extra.discount ?? '0'));
  const scaled = discount.isZero() || required.isZero() ? discount : discount.times(qty).div(required).toDecimalPlaces(2);
  const amount = qty.times(price).toDecimalPlaces(2).minus(scaled);
  return { amount: Dec.max(amount, 0).toFixed(2), discount: scaled.toFixed(2) };
}

/**
 * F3: every line's difference within the picker's tolerances, else an authorizer's picking
 * authorization code and a reason. The sale's lines take the picked quantities (the stock lock
 * and the order lines they fulfil follow); who authorised, each difference and the reason are kept.
 */
export function completePicking(db: Db, actor: Actor, body: CompleteBody) {
  return db.transaction(async (tx) => {
    const doc = await lockedSale(tx, actor, body.id);
    const picking = await pickingOf(tx, doc.id);
    assertPicking(doc, picking);
    if (body.version !== undefined && body.version !== doc.version) throw fail.rule('picking.stale', { billNo: doc.billNo });
    const picked = await pickLinesOf(tx, doc.id);
    const tolerance = await pickingTolerancesOf(tx, actor.employeeId);
    const lines = doc.lines.map((l, i) => {
      const r = picked.get(l.id);
      const required = new Dec(r?.required_qty ?? l.qty);
      const qty = new Dec(r?.picked_qty ?? l.qty);
      return { line: l, i, required, qty };
    });
    const zero = lines.find((x) => x.qty.isZero());
    if (zero) throw fail.field(`lines.${zero.i}.pickedQty`, 'picking.lineNotPicked', { line: zero.line.lineNo });
    const over = lines.filter((x) => beyond(x.required, x.qty, tolerance));
    let authorizedBy: number | null = null;
    if (over.length > 0) {
      const first = over[0];
      if (!body.auth) {
        throw fail.field('auth.code', 'picking.needsAuth', {
          line: first.line.lineNo,
          required: first.required.toFixed(),
          picked: first.qty.toFixed(),
          under: new Dec(tolerance.under).toFixed(),
          over: new Dec(tolerance.over).toFixed(),
        });
      }
      const authorizer = await pickingAuthorizerOf(tx, actor.businessGroupId, body.auth.employeeNo);
      // One answer for an unknown employee, one without a code and a wrong code: the code is not guessed by elimination.
      if (!authorizer?.codeHash || !(await verifySecret(authorizer.codeHash, body.auth.code))) {
        throw fail.field('auth.code', 'picking.authWrong');
      }
      if (!body.reason) throw fail.field('reason', 'picking.reasonRequired');
      authorizedBy = authorizer.id;
    }
    const changed = lines.filter((x) => !x.qty.eq(x.line.qty));
    if (changed.length > 0) {
      const config = await documentConfig(tx, actor.businessGroupId);
      const after: LoadedDocument = {
        ...doc,
        lines: doc.lines.map((l) => {
          const c = changed.find((x) => x.line.id === l.id);
          return c ? { ...l, qty: c.qty.toFixed() } : l;
        }),
      };
      // The order lines this sale fulfils follow the new quantities (over the order's unsent quantity is refused).
      const linked = (d: LoadedDocument) => ({
        ...d,
        lines: d.lines.filter((l) => l.sourceLineId !== null && changed.some((c) => c.line.id === l.id)),
      });
      await applyLineage(tx, wholesaleSale, linked(doc), -1, { actor, config });
      await applyLineage(tx, wholesaleSale, linked(after), 1, { actor, config });
      // The lock follows the picked quantities: picking more than is available is refused.
      await releaseLocks(tx, doc.businessGroupId, doc.id);
      await lockStock(
        tx,
        ledgerDocument(after),
        after.lines.flatMap((l) =>
          l.skuId === null ? [] : [{ lineId: l.id, warehouseId: doc.warehouseId as number, skuId: l.skuId, qty: new Dec(l.qty) }],
        ),
        config,
      );
      const values = changed.map((c) => ({ id: c.line.id, qty: c.qty.toFixed(), ...repriced(c.line, c.required, c.qty) }));
      await tx.execute(
        sql`update document_line l set qty = v.qty, amount = v.amount,
              extra = case when l.extra ? 'discount' then jsonb_set(l.extra, '{discount}', to_jsonb(v.discount)) else l.extra end
            from ${jsonTable(values, 'v', 'id bigint, qty numeric, amount numeric, discount text')}
            where l.id = v.id and l.id = any(${idArray(values.map((v) => v.id))})`,
      );
    }
    await tx.execute(
      sql`update document d set version = version + 1, updated_at = now(),
            total_qty = (select coalesce(sum(qty), 0) from document_line where document_id = d.id),
            total_amount = (select coalesce(sum(amount), 0) from document_line where document_id = d.id)
          where d.id = ${doc.id}`,
    );
    await tx.execute(sql`update sale_picking_line set difference = picked_qty - required_qty where document_id = ${doc.id}`);
    await tx.execute(
      sql`update sale_picking set state = 'PICKED', completed_by = ${actor.employeeId}, completed_at = now(),
            authorized_by = ${authorizedBy}, reason = ${authorizedBy === null ? null : body.reason}
          where document_id = ${doc.id}`,
    );
    return pickSheet(tx, actor, doc.id);
  });
}

// ---- boxing (F2) -----------------------------------------------------------------------

const COUNT = /^\d{1,3}$/;

/** Boxing: box and label counts (> 0), each box's line quantities; per SKU boxed = picked. Replaces earlier boxing until posted. */
export function packSale(db: Db, actor: Actor, body: PackBody) {
  return db.transaction(async (tx) => {
    const doc = await lockedSale(tx, actor, body.id);
    const picking = await pickingOf(tx, doc.id);
    if (doc.status !== 'REVIEWED') throw fail.field('id', 'picking.notReviewed', { billNo: doc.billNo });
    if (picking?.state !== 'PICKED') throw fail.field('id', 'picking.boxBeforePicked', { billNo: doc.billNo });
    const count = (v: unknown, field: string) => {
      const s = v === null || v === undefined ? '' : String(v).trim();
      if (!COUNT.test(s) || Number(s) < 1) throw fail.field(field, 'picking.packingCountsRequired');
      return Number(s);
    };
    const boxCount = count(body.boxCount, 'boxCount');
    const labelCount = count(body.labelCount, 'labelCount');
    if (labelCount > 20) throw fail.field('labelCount', 'picking.labelCountTooMany', { max: 20 });
    const byId = new Map(doc.lines.map((l) => [l.id, l]));
    const records: { box_no: number; line_id: number; qty: string }[] = [];
    if (body.boxes === undefined) {
      for (const l of doc.lines) records.push({ box_no: 1, line_id: l.id, qty: l.qty });
    } else {
      for (const [b, box] of body.boxes.entries()) {
        if (box.boxNo > boxCount) throw fail.field(`boxes.${b}.boxNo`, 'picking.boxNoBeyondCount', { boxNo: box.boxNo, boxCount });
        for (const [j, l] of box.lines.entries()) {
          if (!byId.has(l.lineId)) throw fail.field(`boxes.${b}.lines.${j}.lineId`, 'picking.lineUnknown');
          records.push({ box_no: box.boxNo, line_id: l.lineId, qty: l.qty });
        }
      }
    }
    // Per SKU, what the boxes hold equals what was picked (the sale's lines hold the picked quantities now).
    const want = new Map<number, Dec>();
    const got = new Map<number, Dec>();
    for (const l of doc.lines) if (l.skuId !== null) want.set(l.skuId, (want.get(l.skuId) ?? new Dec(0)).plus(l.qty));
    for (const r of records) {
      const sku = byId.get(r.line_id)?.skuId as number;
      got.set(sku, (got.get(sku) ?? new Dec(0)).plus(r.qty));
    }
    for (const [sku, qty] of want) {
      const boxed = got.get(sku) ?? new Dec(0);
      if (!boxed.eq(qty)) {
        const [info] = await getSkusByIds(tx, [sku]);
        throw fail.field('boxes', 'picking.boxedNotPicked', {
          sku: `${info?.code ?? sku} ${info?.name ?? ''}`.trim(),
          boxed: boxed.toFixed(),
          picked: qty.toFixed(),
        });
      }
    }
    await tx.execute(sql`delete from sale_packing where document_id = ${doc.id}`);
    await tx.execute(
      sql`insert into sale_packing (document_id, business_group_id, box_no, line_id, qty)
          select ${doc.id}::bigint, ${doc.businessGroupId}::bigint, v.box_no, v.line_id, v.qty
          from ${jsonTable(records, 'v', 'box_no int, line_id bigint, qty numeric')} order by v.box_no`,
    );
    await tx.execute(
      sql`update sale_picking set box_count = ${boxCount}, label_count = ${labelCount}, packed_by = ${actor.employeeId}, packed_at = now()
          where document_id = ${doc.id}`,
    );
    return pickSheet(tx, actor, doc.id);
  });
}

// ---- printing (F11) --------------------------------------------------------------------

/**
 * The packing list (each box's lines) or the box labels ("box i of N", bill no, customer,
 * address, barcode) of a picked sale, through the print module's print data; recorded as a
 * PRINT in the sale's audit trail. A sale not yet picked cannot print.
 */
export function printPicking(db: Db, auth: AuthContext, body: PrintBody): Promise<PrintDocument[]> {
  return db.transaction(async (tx) => {
    const actor = { employeeId: auth.employeeId, businessGroupId: auth.belongId };
    const doc = await saleOf(tx, actor, body.id);
    const picking = await pickingOf(tx, doc.id);
    if (picking?.state !== 'PICKED') throw fail.field('id', 'picking.notPickedPrint', { billNo: doc.billNo });
    if (!picking.packed) throw fail.field('id', 'picking.notPackedPrint', { billNo: doc.billNo });
    const [printed] = await printDocuments(tx, auth, wholesaleSale, [String(doc.id)], true);
    const packing = await rows<{ box_no: number; line_id: number; qty: string }>(
      tx,
      sql`select box_no, line_id, qty::text as qty from sale_packing where document_id = ${doc.id} order by box_no, id`,
    );
    const lineById = new Map(printed.lines.map((l) => [String(l.id), l]));
    const withBoxes: PrintDocument = {
      ...printed,
      address: (doc.header.deliveryAddress as string | undefined) ?? printed.address ?? null,
      boxCount: picking.box_count,
      labelCount: picking.label_count,
      lines: packing.map((p) => ({ ...(lineById.get(String(p.line_id)) ?? {}), boxNo: Number(p.box_no), qty: new Dec(p.qty).toFixed() })),
    };
    if (body.kind === 'PACKING_LIST') return [withBoxes];
    // A label per box, `labelCount` of each: the print renders "box i of N" for each copy.
    return Array.from({ length: picking.label_count ?? 1 }, () => withBoxes);
  });
}
