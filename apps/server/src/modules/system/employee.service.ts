import {
  type discountAuthBody,
  type EmployeeOption,
  type EmployeeView,
  ErrorCode,
  type employeeAddBody,
  type employeeBusinessGroupBody,
  type employeeListBody,
  type employeeOptionsBody,
  type employeeRoleBody,
  type employeeStatusBody,
  type employeeUpdateBody,
  type Language,
  type Page,
  type resetPasswordBody,
} from '@quire/contracts';
import { and, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import { assertPasswordPolicy, hashSecret } from '../../platform/auth/password';
import { revokeEmployeeSessions } from '../../platform/auth/session.store';
import { forgetSessionsOf } from '../../platform/auth/session-cache';
import type { Executor } from '../../platform/db/client';
import { AppError, fail } from '../../platform/http/errors';
import { localName } from '../../platform/i18n/local-name';
import { employee, position, role } from './access.schema';
import {
  checkGroupAssignment,
  currentGroupsOf,
  duplicate,
  groupsOfEmployees,
  inGroups,
  isUniqueViolation,
  likePattern,
  replaceEmployeeGroups,
  toId,
  toIds,
} from './business-group.service';
import { assertRoleAssignable, assertRolesWithinHeld } from './role.service';

export type EmployeeListQuery = z.output<typeof employeeListBody>;
export type EmployeeAdd = z.output<typeof employeeAddBody>;
export type EmployeeUpdate = z.output<typeof employeeUpdateBody>;
export type EmployeeStatus = z.output<typeof employeeStatusBody>;
export type EmployeeRole = z.output<typeof employeeRoleBody>;
export type ResetPassword = z.output<typeof resetPasswordBody>;
export type DiscountAuthSave = z.output<typeof discountAuthBody>;
export type EmployeeGroupsSave = z.output<typeof employeeBusinessGroupBody>;
export type DiscountAuth = { employeeId: string; salesDiscountCap: string; returnDiscountCap: string; hasDiscountAuthCode: boolean };

/** The view's columns: never a hash, only whether each code is set. */
const viewColumns = {
  id: employee.id,
  employeeNo: employee.employeeNo,
  name: employee.name,
  phone: employee.phone,
  email: employee.email,
  status: employee.status,
  isAdmin: employee.isAdmin,
  roleId: employee.roleId,
  roleName: role.name,
  roleNameEn: role.nameEn,
  roleNameId: role.nameId,
  positionId: employee.positionId,
  positionName: position.name,
  salesDiscountCap: employee.salesDiscountCap,
  returnDiscountCap: employee.returnDiscountCap,
  pickingUnderTolerance: employee.pickingUnderTolerance,
  pickingOverTolerance: employee.pickingOverTolerance,
  hasPickingAuthCode: sql<boolean>`${employee.pickingAuthCodeHash} is not null`,
  hasDiscountAuthCode: sql<boolean>`${employee.discountAuthCodeHash} is not null`,
  hasReviewAuthorityCode: sql<boolean>`${employee.reviewAuthorityCodeHash} is not null`,
  createdAt: employee.createdAt,
  lastLoginAt: employee.lastLoginAt,
};

function selectViews(db: Executor) {
  return db
    .select(viewColumns)
    .from(employee)
    .leftJoin(role, eq(role.id, employee.roleId))
    .leftJoin(position, eq(position.id, employee.positionId));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

/** Rows to views; the groups of all of them come in one more query. */
async function toViews(db: Executor, rows: ViewRow[], lang: Language = 'zh-CN'): Promise<EmployeeView[]> {
  const groups = await groupsOfEmployees(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: String(r.id),
    employeeNo: r.employeeNo,
    name: r.name,
    phone: r.phone,
    email: r.email,
    status: r.status,
    isAdmin: r.isAdmin,
    roleId: r.roleId === null ? null : String(r.roleId),
    roleName: r.roleName === null ? null : localName(lang, { name: r.roleName, nameEn: r.roleNameEn, nameId: r.roleNameId }),
    positionId: r.positionId === null ? null : String(r.positionId),
    positionName: r.positionName,
    businessGroups: (groups.get(r.id) ?? []).map(({ id, code, name, isDefault }) => ({ id, code, name, isDefault })),
    salesDiscountCap: r.salesDiscountCap,
    returnDiscountCap: r.returnDiscountCap,
    pickingUnderTolerance: r.pickingUnderTolerance,
    pickingOverTolerance: r.pickingOverTolerance,
    hasPickingAuthCode: Boolean(r.hasPickingAuthCode),
    hasDiscountAuthCode: Boolean(r.hasDiscountAuthCode),
    hasReviewAuthorityCode: Boolean(r.hasReviewAuthorityCode),
    createTime: r.createdAt.toISOString(),
    lastLoginTime: r.lastLoginAt ? r.lastLoginAt.toISOString() : null,
  }));
}

/** One employee the caller may see: one of their business groups (the administrator: any). */
export async function employeeDetail(db: Executor, auth: AuthContext, id: number, lang: Language = 'zh-CN'): Promise<EmployeeView> {
  const [view] = await toViews(
    db,
    await selectViews(db).where(and(eq(employee.id, id), auth.isAdmin ? undefined : inGroups(employee.id, auth.businessGroupIds, db))),
    lang,
  );
  if (!view) throw fail.notFound();
  return view;
}

export async function employeeView(db: Executor, id: number): Promise<EmployeeView> {
  const [view] = await toViews(db, await selectViews(db).where(eq(employee.id, id)));
  if (!view) throw fail.notFound();
  return view;
}

/**
 * Employees of the caller's active business group (the administrator: everyone), newest
 * first; the keyword matches code, name or phone.
 */
export async function employeeList(
  db: Executor,
  auth: AuthContext,
  q: EmployeeListQuery,
  lang: Language = 'zh-CN',
): Promise<Page<EmployeeView>> {
  const pattern = q.keyword ? likePattern(q.keyword) : undefined;
  const where = and(
    auth.isAdmin ? undefined : inGroups(employee.id, [auth.belongId], db),
    pattern ? or(ilike(employee.employeeNo, pattern), ilike(employee.name, pattern), ilike(employee.phone, pattern)) : undefined,
    q.status ? eq(employee.status, q.status) : undefined,
    q.roleId ? eq(employee.roleId, toId(q.roleId)) : undefined,
    q.businessGroupId ? inGroups(employee.id, [toId(q.businessGroupId)], db) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(desc(employee.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(employee).where(where),
  ]);
  return { list: await toViews(db, rows, lang), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

/**
 * The people picker: employees of the caller's active business group (the administrator's
 * too), id, code and name only, by code. Open to anyone signed in; no phone, no e-mail.
 */
export async function employeeOptions(db: Executor, auth: AuthContext, q: z.output<typeof employeeOptionsBody>): Promise<EmployeeOption[]> {
  const pattern = q.keyword ? likePattern(q.keyword) : undefined;
  const rows = await db
    .select({ id: employee.id, employeeNo: employee.employeeNo, name: employee.name, status: employee.status })
    .from(employee)
    .where(
      and(
        inGroups(employee.id, [auth.belongId], db),
        pattern ? or(ilike(employee.employeeNo, pattern), ilike(employee.name, pattern)) : undefined,
        q.status ? eq(employee.status, q.status) : undefined,
      ),
    )
    .orderBy(employee.employeeNo, employee.id)
    .limit(q.limit);
  return rows.map((r) => ({ id: String(r.id), employeeNo: r.employeeNo, name: r.name, status: r.status }));
}

/**
 * Loads employees the caller may change: each exists and shares a business group with the
 * caller, is not the system administrator, is not the caller (nobody raises their own caps
 * or sets their own codes), and (for a non-administrator) holds no permission the caller
 * lacks, so that resetting a password cannot hand over more rights.
 */
async function loadManageable(tx: Executor, auth: AuthContext, ids: number[]) {
  if (ids.includes(auth.employeeId) && !auth.isAdmin) throw new AppError(ErrorCode.FORBIDDEN, 'user.cannotManageSelf');
  const rows = await tx
    .select({ id: employee.id, name: employee.name, isAdmin: employee.isAdmin, roleId: employee.roleId })
    .from(employee)
    .where(and(inArray(employee.id, ids), auth.isAdmin ? undefined : inGroups(employee.id, auth.businessGroupIds, tx)))
    .for('update');
  if (rows.length !== ids.length) throw fail.notFound();
  if (rows.some((r) => r.isAdmin)) throw new AppError(ErrorCode.ADMIN_IMMUTABLE, 'user.adminImmutable');
  const roleIds = [...new Set(rows.flatMap((r) => (r.roleId === null ? [] : [r.roleId])))];
  await assertRolesWithinHeld(tx, auth, roleIds, {
    key: 'user.employeeBeyondOwn',
    name: (roleId) => rows.find((r) => r.roleId === roleId)!.name,
  });
  return rows;
}

async function assertEmployeeNoFree(tx: Executor, employeeNo: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: employee.id })
    .from(employee)
    .where(and(sql`lower(${employee.employeeNo}) = lower(${employeeNo})`, exceptId === undefined ? undefined : ne(employee.id, exceptId)));
  if (taken) throw duplicate('employeeNo', 'field.employeeNo', employeeNo);
}

async function checkPosition(tx: Executor, wire: string): Promise<number> {
  const id = toId(wire);
  const [found] = await tx.select({ id: position.id }).from(position).where(eq(position.id, id));
  if (!found) throw fail.field('positionId', 'user.unknownPosition', { id: wire });
  return id;
}

/** A code from the body: undefined keeps the stored hash, null clears it, text sets a new hash. */
async function codeHash(code: string | null | undefined): Promise<string | null | undefined> {
  if (code === undefined || code === null) return code;
  return hashSecret(code);
}

async function codeHashes(body: {
  pickingAuthCode?: string | null;
  discountAuthCode?: string | null;
  reviewAuthorityCode?: string | null;
}) {
  const [pickingAuthCodeHash, discountAuthCodeHash, reviewAuthorityCodeHash] = await Promise.all([
    codeHash(body.pickingAuthCode),
    codeHash(body.discountAuthCode),
    codeHash(body.reviewAuthorityCode),
  ]);
  return { pickingAuthCodeHash, discountAuthCodeHash, reviewAuthorityCodeHash };
}

function withUniqueEmployeeNo<T>(employeeNo: string, run: () => Promise<T>): Promise<T> {
  return run().catch((err) => {
    if (isUniqueViolation(err)) throw duplicate('employeeNo', 'field.employeeNo', employeeNo);
    throw err;
  });
}

/** A new employee with an initial password (changed at first login); codes are stored hashed. */
export async function addEmployee(db: Executor, auth: AuthContext, body: EmployeeAdd): Promise<EmployeeView> {
  assertPasswordPolicy('password', body.password);
  const [passwordHash, codes] = await Promise.all([hashSecret(body.password), codeHashes(body)]);
  const id = await db.transaction(async (tx) => {
    await assertEmployeeNoFree(tx, body.employeeNo);
    const groups = await checkGroupAssignment(tx, auth, body.businessGroupIds, body.defaultBusinessGroupId);
    const roleId = body.roleId ? toId(body.roleId) : null;
    if (roleId !== null) await assertRoleAssignable(tx, auth, roleId, body.roleId!);
    const positionId = body.positionId ? await checkPosition(tx, body.positionId) : null;
    const [row] = await withUniqueEmployeeNo(body.employeeNo, () =>
      tx
        .insert(employee)
        .values({
          employeeNo: body.employeeNo,
          name: body.name,
          phone: body.phone,
          email: body.email,
          passwordHash,
          passwordInitial: true,
          roleId,
          positionId,
          salesDiscountCap: body.salesDiscountCap,
          returnDiscountCap: body.returnDiscountCap,
          pickingUnderTolerance: body.pickingUnderTolerance,
          pickingOverTolerance: body.pickingOverTolerance,
          pickingAuthCodeHash: codes.pickingAuthCodeHash ?? null,
          discountAuthCodeHash: codes.discountAuthCodeHash ?? null,
          reviewAuthorityCodeHash: codes.reviewAuthorityCodeHash ?? null,
        })
        .returning({ id: employee.id }),
    );
    await replaceEmployeeGroups(tx, row.id, groups);
    return row.id;
  });
  return employeeView(db, id);
}

/** Updates the employee form; role and position are kept when absent, cleared when null. */
export async function updateEmployee(db: Executor, auth: AuthContext, body: EmployeeUpdate): Promise<EmployeeView> {
  const id = toId(body.id);
  const codes = await codeHashes(body);
  await db.transaction(async (tx) => {
    const [target] = await loadManageable(tx, auth, [id]);
    await assertEmployeeNoFree(tx, body.employeeNo, id);
    const current = await currentGroupsOf(tx, id);
    const groups = await checkGroupAssignment(tx, auth, body.businessGroupIds, body.defaultBusinessGroupId, current);
    let roleId = target.roleId;
    if (body.roleId !== undefined) {
      roleId = body.roleId === null ? null : toId(body.roleId);
      if (roleId !== null && roleId !== target.roleId) await assertRoleAssignable(tx, auth, roleId, body.roleId!);
    }
    const positionId =
      body.positionId === undefined ? undefined : body.positionId === null ? null : await checkPosition(tx, body.positionId);
    await withUniqueEmployeeNo(body.employeeNo, () =>
      tx
        .update(employee)
        .set({
          employeeNo: body.employeeNo,
          name: body.name,
          phone: body.phone,
          email: body.email,
          roleId,
          positionId,
          salesDiscountCap: body.salesDiscountCap,
          returnDiscountCap: body.returnDiscountCap,
          pickingUnderTolerance: body.pickingUnderTolerance,
          pickingOverTolerance: body.pickingOverTolerance,
          ...codes,
          updatedAt: new Date(),
        })
        .where(eq(employee.id, id)),
    );
    await replaceEmployeeGroups(tx, id, groups);
  });
  // Role and groups are part of the employee's sessions; forgotten once committed.
  forgetSessionsOf([id]);
  return employeeView(db, id);
}

/** Enables or disables employees; disabling ends their sessions. Nobody disables themselves. */
export async function setEmployeeStatus(db: Executor, auth: AuthContext, body: EmployeeStatus): Promise<void> {
  const ids = toIds(body.ids);
  if (body.status === 'DISABLE' && ids.includes(auth.employeeId)) throw fail.rule('user.cannotDisableSelf');
  await db.transaction(async (tx) => {
    await loadManageable(tx, auth, ids);
    await tx.update(employee).set({ status: body.status, updatedAt: new Date() }).where(inArray(employee.id, ids));
    if (body.status === 'DISABLE') for (const id of ids) await revokeEmployeeSessions(tx, id, 'DISABLED');
  });
  forgetSessionsOf(ids);
}

export async function assignRole(db: Executor, auth: AuthContext, body: EmployeeRole): Promise<void> {
  const ids = toIds(body.employeeIds);
  const roleId = body.roleId === null ? null : toId(body.roleId);
  await db.transaction(async (tx) => {
    await loadManageable(tx, auth, ids);
    if (roleId !== null) await assertRoleAssignable(tx, auth, roleId, body.roleId!);
    await tx.update(employee).set({ roleId, updatedAt: new Date() }).where(inArray(employee.id, ids));
  });
  forgetSessionsOf(ids);
}

/** A new initial password set by an administrator: it must be changed at next login; sessions end. */
export async function resetPassword(db: Executor, auth: AuthContext, body: ResetPassword): Promise<void> {
  const id = toId(body.employeeId);
  assertPasswordPolicy('password', body.password);
  const passwordHash = await hashSecret(body.password);
  await db.transaction(async (tx) => {
    await loadManageable(tx, auth, [id]);
    await tx
      .update(employee)
      .set({
        passwordHash,
        passwordInitial: true,
        passwordChangedAt: new Date(),
        failedLoginCount: 0,
        lockedUntil: null,
        updatedAt: new Date(),
      })
      .where(eq(employee.id, id));
    await revokeEmployeeSessions(tx, id, 'PASSWORD_RESET');
  });
  forgetSessionsOf([id]);
}

export async function getDiscountAuth(db: Executor, auth: AuthContext, employeeId: number): Promise<DiscountAuth> {
  const [row] = await db
    .select({
      id: employee.id,
      salesDiscountCap: employee.salesDiscountCap,
      returnDiscountCap: employee.returnDiscountCap,
      hasDiscountAuthCode: sql<boolean>`${employee.discountAuthCodeHash} is not null`,
    })
    .from(employee)
    .where(and(eq(employee.id, employeeId), auth.isAdmin ? undefined : inGroups(employee.id, auth.businessGroupIds, db)));
  if (!row) throw fail.notFound();
  return {
    employeeId: String(row.id),
    salesDiscountCap: row.salesDiscountCap,
    returnDiscountCap: row.returnDiscountCap,
    hasDiscountAuthCode: Boolean(row.hasDiscountAuthCode),
  };
}

export async function saveDiscountAuth(db: Executor, auth: AuthContext, body: DiscountAuthSave): Promise<DiscountAuth> {
  const id = toId(body.employeeId);
  const discountAuthCodeHash = await codeHash(body.discountAuthCode);
  await db.transaction(async (tx) => {
    await loadManageable(tx, auth, [id]);
    await tx
      .update(employee)
      .set({
        salesDiscountCap: body.salesDiscountCap,
        returnDiscountCap: body.returnDiscountCap,
        discountAuthCodeHash,
        updatedAt: new Date(),
      })
      .where(eq(employee.id, id));
  });
  return getDiscountAuth(db, auth, id);
}

/** Replaces an employee's business groups. */
export async function saveEmployeeGroups(db: Executor, auth: AuthContext, body: EmployeeGroupsSave): Promise<EmployeeView> {
  const id = toId(body.employeeId);
  await db.transaction(async (tx) => {
    await loadManageable(tx, auth, [id]);
    const groups = await checkGroupAssignment(tx, auth, body.businessGroupIds, body.defaultBusinessGroupId, await currentGroupsOf(tx, id));
    await replaceEmployeeGroups(tx, id, groups);
  });
  forgetSessionsOf([id]);
  return employeeView(db, id);
}
