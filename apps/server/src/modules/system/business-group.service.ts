import { type BusinessGroupView, type businessGroupBody, type businessGroupPageBody, ErrorCode, type Page } from '@quire/contracts';
import { and, asc, desc, eq, exists, ilike, inArray, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuthContext, can } from '../../platform/access/auth-context';
import { forgetAllSessions } from '../../platform/auth/session-cache';
import type { Executor } from '../../platform/db/client';
import { AppError, fail } from '../../platform/http/errors';
import { businessGroup, employee, employeeBusinessGroup } from './access.schema';
import { manageableGroups, mayChange, withinScope } from './group-scope';

// ---- helpers of the user module -----------------------------------------------------------

import { countOf, isUniqueViolation, likeContains as likePattern, toId, toIds } from '../../platform/db/sql-helpers';

import { duplicate } from '../../platform/http/errors';

export { countOf, duplicate, isUniqueViolation, likePattern, toId, toIds };

/** The button a save needs depends on the body (add or edit): checked here, the route declares the screen. */
export function requireButton(auth: AuthContext, permission: string): void {
  if (!can(auth, permission)) throw fail.forbidden();
}

/** The employee shares at least one of these business groups. */
export function inGroups(employeeId: SQLWrapper, groupIds: readonly number[], db: Executor): SQL {
  if (groupIds.length === 0) return sql`false`;
  return exists(
    db
      .select({ one: sql`1` })
      .from(employeeBusinessGroup)
      .where(and(eq(employeeBusinessGroup.employeeId, employeeId), inArray(employeeBusinessGroup.businessGroupId, [...groupIds]))),
  );
}

// ---- business groups ----------------------------------------------------------------------

type GroupRow = typeof businessGroup.$inferSelect;
export type BusinessGroupSave = z.output<typeof businessGroupBody>;
export type BusinessGroupPageQuery = z.output<typeof businessGroupPageBody>;
export type DeptNode = {
  id: string;
  code: string;
  name: string;
  belongType: 'ENTERPRISE' | 'DEALER';
  status: 'ENABLE' | 'DISABLE';
  children: DeptNode[];
};

export function toGroupView(r: GroupRow): BusinessGroupView {
  return {
    id: String(r.id),
    code: r.code,
    name: r.name,
    belongType: r.belongType,
    parentId: r.parentId === null ? null : String(r.parentId),
    partnerCode: r.partnerCode,
    contactName: r.contactName,
    phone: r.phone,
    address: r.address,
    status: r.status,
    createTime: r.createdAt.toISOString(),
  };
}

export async function businessGroupPage(db: Executor, auth: AuthContext, q: BusinessGroupPageQuery): Promise<Page<BusinessGroupView>> {
  const pattern = q.keyword ? likePattern(q.keyword) : undefined;
  const where = and(
    withinScope(businessGroup.id, await manageableGroups(db, auth)),
    pattern
      ? or(ilike(businessGroup.code, pattern), ilike(businessGroup.name, pattern), ilike(businessGroup.partnerCode, pattern))
      : undefined,
    q.belongType ? eq(businessGroup.belongType, q.belongType) : undefined,
    q.status ? eq(businessGroup.status, q.status) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(businessGroup)
      .where(where)
      .orderBy(desc(businessGroup.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    countOf(db, businessGroup, where),
  ]);
  return { list: rows.map(toGroupView), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** The group picker: enabled groups the caller belongs to (the administrator: all enabled). */
export async function myBusinessGroups(db: Executor, auth: AuthContext): Promise<BusinessGroupView[]> {
  const rows = await db
    .select()
    .from(businessGroup)
    .where(and(eq(businessGroup.status, 'ENABLE'), auth.isAdmin ? undefined : inArray(businessGroup.id, ids(auth.businessGroupIds))))
    .orderBy(asc(businessGroup.id));
  return rows.map(toGroupView);
}

/** Groups the caller can see, as a tree by parent; a group whose parent is not visible is a root. */
export async function deptTree(db: Executor, auth: AuthContext): Promise<DeptNode[]> {
  const rows = await db
    .select()
    .from(businessGroup)
    .where(auth.isAdmin ? undefined : inArray(businessGroup.id, ids(auth.businessGroupIds)))
    .orderBy(asc(businessGroup.id));
  const nodes = new Map<number, DeptNode>(
    rows.map((r) => [r.id, { id: String(r.id), code: r.code, name: r.name, belongType: r.belongType, status: r.status, children: [] }]),
  );
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  // A cycle already in the data (the save refuses new ones) must not hide its groups.
  const inCycle = (id: number): boolean => {
    const seen = new Set<number>();
    for (let cur = parentOf.get(id) ?? null; cur !== null && !seen.has(cur); cur = parentOf.get(cur) ?? null) {
      if (cur === id) return true;
      seen.add(cur);
    }
    return false;
  };
  const roots: DeptNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent && !inCycle(r.id)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Create (no id) or update a group. Changing the status also needs the status button. */
export async function saveBusinessGroup(db: Executor, auth: AuthContext, body: BusinessGroupSave): Promise<BusinessGroupView> {
  const id = body.id === undefined ? undefined : toId(body.id);
  requireButton(auth, id === undefined ? 'system:businessGroup:add' : 'system:businessGroup:edit');
  const saved = await db.transaction(async (tx) => {
    const scope = await manageableGroups(tx, auth);
    let current: GroupRow | undefined;
    if (id !== undefined) {
      [current] = await tx.select().from(businessGroup).where(eq(businessGroup.id, id)).for('update');
      if (!current || !mayChange(scope, current.id)) throw fail.notFound();
      if (current.status !== body.status) requireButton(auth, 'system:businessGroup:status');
    }
    const [taken] = await tx
      .select({ id: businessGroup.id })
      .from(businessGroup)
      .where(and(eq(businessGroup.code, body.code), id === undefined ? undefined : ne(businessGroup.id, id)));
    if (taken) throw duplicate('code', 'field.code', body.code);
    // Absent keeps the parent (an update that does not mention it), null or empty makes a root.
    const parentId = body.parentId === undefined ? (current?.parentId ?? null) : body.parentId ? toId(body.parentId) : null;
    if (parentId !== null) await assertParentAllowed(tx, id, parentId, body.parentId ?? String(parentId));
    // Outside the administrator, a group hangs below one the caller manages (a new dealer
    // under its centre), or keeps the parent it has: nobody climbs out of their scope.
    const parentKept = current !== undefined && parentId === current.parentId;
    if (scope !== 'all' && !parentKept && (parentId === null || !mayChange(scope, parentId))) {
      throw fail.field('parentId', 'user.unknownGroup', { id: body.parentId ?? '' });
    }

    const values = {
      code: body.code,
      name: body.name,
      belongType: body.belongType,
      parentId,
      partnerCode: body.partnerCode,
      contactName: body.contactName,
      phone: body.phone,
      address: body.address,
      status: body.status,
    };
    try {
      const [row] =
        id === undefined
          ? await tx.insert(businessGroup).values(values).returning()
          : await tx
              .update(businessGroup)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(businessGroup.id, id))
              .returning();
      return toGroupView(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate('code', 'field.code', body.code);
      throw err;
    }
  });
  // Sessions carry their enabled groups, and their scope the groups below them.
  forgetAllSessions();
  return saved;
}

async function assertParentAllowed(tx: Executor, id: number | undefined, parentId: number, wire: string): Promise<void> {
  const chain = await tx.execute(sql`
    with recursive up(id, parent_id) as (
      select id, parent_id from business_group where id = ${parentId}
      union
      select g.id, g.parent_id from business_group g join up on g.id = up.parent_id)
    select id from up`);
  const ancestors = chain.rows.map((r) => Number((r as { id: unknown }).id));
  if (ancestors.length === 0) throw fail.field('parentId', 'user.unknownGroup', { id: wire });
  if (id !== undefined && ancestors.includes(id)) throw fail.field('parentId', 'group.parentCycle');
}

/** The enterprise group with this partner code, else the first group carrying it. */
export async function defaultGroupByPartnerCode(db: Executor, auth: AuthContext, code: string): Promise<BusinessGroupView> {
  const [row] = await db
    .select()
    .from(businessGroup)
    .where(and(eq(businessGroup.partnerCode, code), withinScope(businessGroup.id, await manageableGroups(db, auth))))
    .orderBy(sql`case when ${businessGroup.belongType} = 'ENTERPRISE' then 0 else 1 end`, asc(businessGroup.id))
    .limit(1);
  if (!row) throw fail.notFound();
  return toGroupView(row);
}

// ---- an employee's groups -----------------------------------------------------------------

export type EmployeeGroup = { id: string; code: string; name: string; belongType: 'ENTERPRISE' | 'DEALER'; isDefault: boolean };

/** The groups of many employees in one query. */
export async function groupsOfEmployees(db: Executor, employeeIds: number[]): Promise<Map<number, EmployeeGroup[]>> {
  const result = new Map<number, EmployeeGroup[]>(employeeIds.map((id) => [id, []]));
  if (employeeIds.length === 0) return result;
  const rows = await db
    .select({
      employeeId: employeeBusinessGroup.employeeId,
      id: businessGroup.id,
      code: businessGroup.code,
      name: businessGroup.name,
      belongType: businessGroup.belongType,
      isDefault: employeeBusinessGroup.isDefault,
    })
    .from(employeeBusinessGroup)
    .innerJoin(businessGroup, eq(businessGroup.id, employeeBusinessGroup.businessGroupId))
    .where(inArray(employeeBusinessGroup.employeeId, employeeIds))
    .orderBy(asc(businessGroup.id));
  for (const r of rows) {
    result.get(r.employeeId)?.push({ id: String(r.id), code: r.code, name: r.name, belongType: r.belongType, isDefault: r.isDefault });
  }
  return result;
}

export type GroupAssignment = { ids: number[]; defaultId: number };

/**
 * Checks a new set of groups for an employee who now has `current`: every group exists, an
 * added group is enabled, the default is among them, and a non-administrator adds or
 * removes only groups they belong to themselves.
 */
export async function checkGroupAssignment(
  tx: Executor,
  auth: AuthContext,
  wireIds: readonly string[],
  wireDefault: string | undefined,
  current: { ids: number[]; defaultId: number | null } = { ids: [], defaultId: null },
): Promise<GroupAssignment> {
  const wanted = toIds(wireIds);
  const rows = await tx.select().from(businessGroup).where(inArray(businessGroup.id, wanted));
  const missing = wireIds.find((w) => !rows.some((r) => r.id === toId(w)));
  if (missing !== undefined) throw fail.field('businessGroupIds', 'user.unknownGroup', { id: missing });

  const added = rows.filter((r) => !current.ids.includes(r.id));
  const disabled = added.find((r) => r.status !== 'ENABLE');
  if (disabled) throw fail.field('businessGroupIds', 'user.groupDisabled', { name: disabled.name });

  if (!auth.isAdmin) {
    const removedIds = current.ids.filter((id) => !wanted.includes(id));
    const removed = removedIds.length ? await tx.select().from(businessGroup).where(inArray(businessGroup.id, removedIds)) : [];
    const foreign = [...added, ...removed].find((g) => !auth.businessGroupIds.includes(g.id));
    if (foreign) {
      throw new AppError(ErrorCode.BELONG_FORBIDDEN, 'user.groupNotYours', { name: foreign.name }, [
        { field: 'businessGroupIds', message: '', messageKey: 'user.groupNotYours' },
      ]);
    }
  }

  let defaultId: number;
  if (wireDefault !== undefined) {
    defaultId = toId(wireDefault);
    if (!wanted.includes(defaultId)) throw fail.field('defaultBusinessGroupId', 'user.defaultGroupNotInList');
  } else {
    defaultId = current.defaultId !== null && wanted.includes(current.defaultId) ? current.defaultId : wanted[0];
  }
  return { ids: wanted, defaultId };
}

export async function replaceEmployeeGroups(tx: Executor, employeeId: number, assignment: GroupAssignment): Promise<void> {
  await tx.delete(employeeBusinessGroup).where(eq(employeeBusinessGroup.employeeId, employeeId));
  await tx
    .insert(employeeBusinessGroup)
    .values(
      assignment.ids.map((businessGroupId) => ({ employeeId, businessGroupId, isDefault: businessGroupId === assignment.defaultId })),
    );
}

export async function currentGroupsOf(tx: Executor, employeeId: number): Promise<{ ids: number[]; defaultId: number | null }> {
  const rows = await tx
    .select({ id: employeeBusinessGroup.businessGroupId, isDefault: employeeBusinessGroup.isDefault })
    .from(employeeBusinessGroup)
    .where(eq(employeeBusinessGroup.employeeId, employeeId));
  return { ids: rows.map((r) => r.id), defaultId: rows.find((r) => r.isDefault)?.id ?? null };
}

export type EmployeeGroupLink = {
  employeeId: string;
  employeeNo: string;
  employeeName: string;
  businessGroupId: string;
  businessGroupCode: string;
  businessGroupName: string;
  belongType: 'ENTERPRISE' | 'DEALER';
  isDefault: boolean;
};

/** Employee–group links; a non-administrator sees only links to their own groups. */
export async function employeeGroupLinkPage(
  db: Executor,
  auth: AuthContext,
  q: { pageNum: number; pageSize: number; employeeId?: string; businessGroupId?: string; keyword?: string },
): Promise<Page<EmployeeGroupLink>> {
  const pattern = q.keyword ? likePattern(q.keyword) : undefined;
  const where = and(
    auth.isAdmin ? undefined : inArray(employeeBusinessGroup.businessGroupId, ids(auth.businessGroupIds)),
    q.employeeId ? eq(employeeBusinessGroup.employeeId, toId(q.employeeId)) : undefined,
    q.businessGroupId ? eq(employeeBusinessGroup.businessGroupId, toId(q.businessGroupId)) : undefined,
    pattern ? or(ilike(employee.employeeNo, pattern), ilike(employee.name, pattern)) : undefined,
  );
  const base = () =>
    db
      .select({
        employeeId: employee.id,
        employeeNo: employee.employeeNo,
        employeeName: employee.name,
        businessGroupId: businessGroup.id,
        businessGroupCode: businessGroup.code,
        businessGroupName: businessGroup.name,
        belongType: businessGroup.belongType,
        isDefault: employeeBusinessGroup.isDefault,
      })
      .from(employeeBusinessGroup)
      .innerJoin(employee, eq(employee.id, employeeBusinessGroup.employeeId))
      .innerJoin(businessGroup, eq(businessGroup.id, employeeBusinessGroup.businessGroupId))
      .where(where);
  const [rows, [{ n }]] = await Promise.all([
    base()
      .orderBy(desc(employee.id), asc(businessGroup.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(employeeBusinessGroup)
      .innerJoin(employee, eq(employee.id, employeeBusinessGroup.employeeId))
      .where(where),
  ]);
  return {
    list: rows.map((r) => ({ ...r, employeeId: String(r.employeeId), businessGroupId: String(r.businessGroupId) })),
    total: Number(n),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

/** One employee's groups; outside the caller's groups the employee does not exist. */
export async function groupsOfEmployee(db: Executor, auth: AuthContext, employeeId: number): Promise<EmployeeGroup[]> {
  const [found] = await db
    .select({ id: employee.id })
    .from(employee)
    .where(and(eq(employee.id, employeeId), auth.isAdmin ? undefined : inGroups(employee.id, auth.businessGroupIds, db)));
  if (!found) throw fail.notFound();
  return (await groupsOfEmployees(db, [employeeId])).get(employeeId) ?? [];
}

/** The caller's own enabled groups, the active one marked by the session. */
export async function myGroups(db: Executor, auth: AuthContext): Promise<(EmployeeGroup & { active: boolean })[]> {
  const groups = (await groupsOfEmployees(db, [auth.employeeId])).get(auth.employeeId) ?? [];
  return groups.filter((g) => auth.businessGroupIds.includes(Number(g.id))).map((g) => ({ ...g, active: Number(g.id) === auth.belongId }));
}

/** `inArray` refuses an empty list; no group means nothing matches. */
function ids(list: readonly number[]): number[] {
  return list.length ? [...list] : [-1];
}
