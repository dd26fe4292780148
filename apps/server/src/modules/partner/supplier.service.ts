import type {
  Page,
  SupplierDeleteResult,
  SupplierOption,
  SupplierStatus,
  SupplierView,
  supplierFilterFields,
  supplierListBody,
  supplierPageBody,
  supplierSaveBody,
  supplierStatusBody,
} from '@quire/contracts';
import { and, asc, eq, gt, ilike, inArray, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Executor } from '../../platform/db/client';
import { together } from '../../platform/db/sql-helpers';
import { fail } from '../../platform/http/errors';
import { supplier } from './partner.schema';
import {
  containsPattern,
  type FieldProblem,
  fieldRefusal,
  isForeignKeyViolation,
  mnemonicOf,
  orderOf,
  prefixPattern,
  requireButton,
  toId,
  toIds,
  violatedUnique,
} from './partner-common';

export type SupplierSave = z.output<typeof supplierSaveBody>;
export type SupplierPageQuery = z.output<typeof supplierPageBody>;
export type SupplierListQuery = z.output<typeof supplierListBody>;
export type SupplierStatusChange = z.output<typeof supplierStatusBody>;
export type SupplierFilters = { [K in keyof typeof supplierFilterFields]?: z.output<(typeof supplierFilterFields)[K]> };

type SupplierRow = typeof supplier.$inferSelect;

export function toSupplierView(r: SupplierRow): SupplierView {
  return {
    id: String(r.id),
    businessGroupId: String(r.businessGroupId),
    supplierCode: r.supplierCode,
    supplierName: r.supplierName,
    mnemonic: r.mnemonic,
    address: r.address,
    taxNo: r.taxNo,
    taxpayerType: r.taxpayerType,
    taxRate: r.taxRate,
    legalRepresentative: r.legalRepresentative,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    bankName: r.bankName,
    bankAccount: r.bankAccount,
    supplierType: r.supplierType,
    status: r.status,
    remark: r.remark,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  };
}

/** Spec: a document may only use an enabled supplier. */
export function assertSupplierEnabled(s: { supplierName: string; status: SupplierStatus }): void {
  if (s.status !== 'ENABLE') throw fail.rule('supplier.disabledEnableFirst', { name: s.supplierName });
}

function supplierWhere(belongId: number, f: SupplierFilters): SQL {
  let keyword: SQL | undefined;
  if (f.keyword) {
    const upper = f.keyword.toUpperCase();
    keyword = or(
      like(supplier.supplierCode, prefixPattern(upper)),
      like(supplier.mnemonic, prefixPattern(upper)),
      ilike(supplier.supplierName, containsPattern(f.keyword)),
      like(supplier.contactPhone, prefixPattern(f.keyword)),
      like(supplier.taxNo, prefixPattern(upper)),
    );
  }
  return and(
    eq(supplier.businessGroupId, belongId),
    keyword,
    f.status ? eq(supplier.status, f.status) : undefined,
    f.taxpayerType ? eq(supplier.taxpayerType, f.taxpayerType) : undefined,
    f.supplierType ? eq(supplier.supplierType, f.supplierType) : undefined,
  ) as SQL;
}

const SORT_COLUMNS = {
  supplierCode: supplier.supplierCode,
  supplierName: supplier.supplierName,
  createTime: supplier.createdAt,
  updateTime: supplier.updatedAt,
};

export async function supplierPage(db: Executor, belongId: number, q: SupplierPageQuery): Promise<Page<SupplierView>> {
  const where = supplierWhere(belongId, q);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(supplier)
      .where(where)
      .orderBy(...orderOf(q.sort, SORT_COLUMNS, supplier.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(supplier).where(where),
  ]);
  return { list: rows.map(toSupplierView), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

/** The next export batch: suppliers after `afterId` in id order (keyset). */
export async function supplierExportBatch(
  db: Executor,
  belongId: number,
  filters: SupplierFilters,
  afterId: number | undefined,
  limit: number,
): Promise<SupplierView[]> {
  const rows = await db
    .select()
    .from(supplier)
    .where(and(supplierWhere(belongId, filters), afterId === undefined ? undefined : gt(supplier.id, afterId)))
    .orderBy(asc(supplier.id))
    .limit(limit);
  return rows.map(toSupplierView);
}

export async function countSuppliers(db: Executor, belongId: number, filters: SupplierFilters): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(supplier).where(supplierWhere(belongId, filters));
  return Number(n);
}

/** The picker's list (spec: lists by ENABLE or ALL), by code. */
export async function supplierOptions(db: Executor, belongId: number, q: SupplierListQuery): Promise<SupplierOption[]> {
  const rows = await db
    .select({
      id: supplier.id,
      supplierCode: supplier.supplierCode,
      supplierName: supplier.supplierName,
      mnemonic: supplier.mnemonic,
      status: supplier.status,
    })
    .from(supplier)
    .where(and(eq(supplier.businessGroupId, belongId), q.status === 'ENABLE' ? eq(supplier.status, 'ENABLE') : undefined))
    .orderBy(asc(supplier.supplierCode));
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}

export async function supplierDetail(db: Executor, belongId: number, id: number): Promise<SupplierView> {
  const [row] = await db
    .select()
    .from(supplier)
    .where(and(eq(supplier.businessGroupId, belongId), eq(supplier.id, id)));
  if (!row) throw fail.notFound();
  return toSupplierView(row);
}

/** The supplier of a purchase document in this business group; null when there is none. */
export async function getSupplierForPurchase(executor: Executor, belongId: number, id: number): Promise<SupplierView | null> {
  const [row] = await executor
    .select()
    .from(supplier)
    .where(and(eq(supplier.businessGroupId, belongId), eq(supplier.id, id)));
  return row ? toSupplierView(row) : null;
}

export async function supplierProblems(
  db: Executor,
  belongId: number,
  body: SupplierSave,
  id: number | undefined,
): Promise<FieldProblem[]> {
  const taken = (column: typeof supplier.supplierCode | typeof supplier.supplierName, value: string) =>
    db
      .select({ id: supplier.id })
      .from(supplier)
      .where(and(eq(supplier.businessGroupId, belongId), eq(column, value), id === undefined ? undefined : ne(supplier.id, id)))
      .limit(1);
  const [code, name] = await together(db, [
    () => taken(supplier.supplierCode, body.supplierCode),
    () => taken(supplier.supplierName, body.supplierName),
  ] as const);
  const problems: FieldProblem[] = [];
  if (code.length) problems.push({ field: 'supplierCode', key: 'supplier.codeTaken', duplicate: true });
  if (name.length) problems.push({ field: 'supplierName', key: 'supplier.nameTaken', duplicate: true });
  return problems;
}

function supplierValues(body: SupplierSave, status: SupplierStatus, employeeId: number) {
  return {
    supplierCode: body.supplierCode,
    supplierName: body.supplierName,
    mnemonic: body.mnemonic ?? mnemonicOf(body.supplierName),
    address: body.address,
    taxNo: body.taxNo,
    taxpayerType: body.taxpayerType,
    taxRate: body.taxRate,
    legalRepresentative: body.legalRepresentative,
    contactName: body.contactName,
    contactPhone: body.contactPhone,
    bankName: body.bankName,
    bankAccount: body.bankAccount,
    supplierType: body.supplierType,
    status,
    remark: body.remark,
    updatedBy: employeeId,
  };
}

/** Creates checked suppliers in one insert (the import); callers run supplierProblems first. */
export async function createSuppliers(tx: Executor, auth: AuthContext, drafts: SupplierSave[]): Promise<void> {
  if (drafts.length === 0) return;
  await tx
    .insert(supplier)
    .values(
      drafts.map((d) => ({ ...supplierValues(d, 'ENABLE', auth.employeeId), businessGroupId: auth.belongId, createdBy: auth.employeeId })),
    );
}

/** Add (the add button) or update (the edit button); changing the status needs the status button. */
export async function saveSupplier(db: Executor, auth: AuthContext, body: SupplierSave): Promise<SupplierView> {
  const id = body.id === undefined ? undefined : toId(body.id);
  requireButton(auth, id === undefined ? 'purchase:supplier:add' : 'purchase:supplier:edit');
  const belongId = auth.belongId;
  return db.transaction(async (tx) => {
    let status: SupplierStatus = body.status ?? 'ENABLE';
    if (id !== undefined) {
      const [current] = await tx
        .select({ status: supplier.status })
        .from(supplier)
        .where(and(eq(supplier.businessGroupId, belongId), eq(supplier.id, id)))
        .for('update');
      if (!current) throw fail.notFound();
      status = body.status ?? current.status;
      if (status !== current.status) requireButton(auth, 'purchase:supplier:status');
    } else if (status !== 'ENABLE') {
      requireButton(auth, 'purchase:supplier:status');
    }
    const problems = await supplierProblems(tx, belongId, body, id);
    if (problems.length) throw fieldRefusal(problems, body);
    const values = supplierValues(body, status, auth.employeeId);
    try {
      const [row] =
        id === undefined
          ? await tx
              .insert(supplier)
              .values({ ...values, businessGroupId: belongId, createdBy: auth.employeeId })
              .returning()
          : await tx
              .update(supplier)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(supplier.id, id))
              .returning();
      return toSupplierView(row);
    } catch (err) {
      const constraint = violatedUnique(err);
      if (constraint === 'supplier_code_uq')
        throw fieldRefusal([{ field: 'supplierCode', key: 'supplier.codeTaken', duplicate: true }], body);
      if (constraint === 'supplier_name_uq')
        throw fieldRefusal([{ field: 'supplierName', key: 'supplier.nameTaken', duplicate: true }], body);
      throw err;
    }
  });
}

export async function setSupplierStatus(db: Executor, auth: AuthContext, body: SupplierStatusChange): Promise<{ updated: number }> {
  const ids = toIds(body.ids);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: supplier.id, status: supplier.status })
      .from(supplier)
      .where(and(eq(supplier.businessGroupId, auth.belongId), inArray(supplier.id, ids)))
      .orderBy(asc(supplier.id))
      .for('update');
    if (rows.length !== ids.length) throw fail.notFound();
    const changing = rows.filter((r) => r.status !== body.status).map((r) => r.id);
    if (changing.length) {
      await tx
        .update(supplier)
        .set({ status: body.status, updatedAt: new Date(), updatedBy: auth.employeeId })
        .where(inArray(supplier.id, changing));
    }
    return { updated: changing.length };
  });
}

/**
 * Deletes suppliers; one that a document refers to (a foreign key refuses the delete) is
 * disabled instead, so history keeps its supplier. All or nothing across the ids.
 */
export async function deleteSuppliers(db: Executor, auth: AuthContext, wireIds: string[]): Promise<SupplierDeleteResult> {
  const ids = toIds(wireIds);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: supplier.id })
      .from(supplier)
      .where(and(eq(supplier.businessGroupId, auth.belongId), inArray(supplier.id, ids)))
      .orderBy(asc(supplier.id))
      .for('update');
    if (rows.length !== ids.length) throw fail.notFound();
    const result: SupplierDeleteResult = { deleted: 0, disabled: 0 };
    for (const { id } of rows) {
      try {
        await tx.transaction(async (savepoint) => {
          await savepoint.delete(supplier).where(eq(supplier.id, id));
        });
        result.deleted++;
      } catch (err) {
        if (!isForeignKeyViolation(err)) throw err;
        await tx.update(supplier).set({ status: 'DISABLE', updatedAt: new Date(), updatedBy: auth.employeeId }).where(eq(supplier.id, id));
        result.disabled++;
      }
    }
    return result;
  });
}

/** Codes and names of suppliers of the group (ledgers, exports), one query. */
export async function supplierNames(
  executor: Executor,
  belongId: number,
  ids: number[],
): Promise<Map<number, { code: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const found = await executor
    .select({ id: supplier.id, code: supplier.supplierCode, name: supplier.supplierName })
    .from(supplier)
    .where(and(eq(supplier.businessGroupId, belongId), inArray(supplier.id, ids)));
  return new Map(found.map((r) => [r.id, { code: r.code, name: r.name }]));
}

/** The group's suppliers with these codes (an import names suppliers by code). */
export async function suppliersByCodes(
  executor: Executor,
  belongId: number,
  codes: readonly string[],
): Promise<{ id: number; supplierCode: string; supplierName: string; status: SupplierStatus }[]> {
  if (codes.length === 0) return [];
  return executor
    .select({ id: supplier.id, supplierCode: supplier.supplierCode, supplierName: supplier.supplierName, status: supplier.status })
    .from(supplier)
    .where(and(eq(supplier.businessGroupId, belongId), inArray(supplier.supplierCode, [...new Set(codes)])));
}
