import {
  ErrorCode,
  type Language,
  type MenuNode,
  type menuBody,
  type Page,
  type RoleDetail,
  type RoleView,
  type roleBody,
  type rolePageQuery,
  type roleStatusBody,
} from '@quire/contracts';
import { and, desc, eq, ilike, inArray, isNull, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import { forgetAllSessions } from '../../platform/auth/session-cache';
import type { Executor } from '../../platform/db/client';
import { AppError, fail } from '../../platform/http/errors';
import { localName } from '../../platform/i18n/local-name';
import type { MessageKey } from '../../platform/i18n/messages';
import { employee, menu, role, roleMenu } from './access.schema';
import { countOf, duplicate, isUniqueViolation, likePattern, requireButton, toId, toIds } from './business-group.service';
import { type GroupScope, manageableGroups, mayChange, withinScope } from './group-scope';
import { grantedMenuIds, loadMenuTree, withAncestors } from './menu.service';

export type RoleSave = z.output<typeof roleBody>;
export type RolePageQuery = z.output<typeof rolePageQuery>;
export type RoleStatus = z.output<typeof roleStatusBody>;
export type MenuSave = z.output<typeof menuBody>;

type RoleRow = typeof role.$inferSelect;

function toRoleView(r: RoleRow, employeeCount: number, lang: Language): RoleView {
  return {
    id: String(r.id),
    code: r.code,
    name: r.name,
    displayName: localName(lang, r),
    remark: r.remark,
    status: r.status,
    builtIn: r.builtIn,
    employeeCount,
    createTime: r.createdAt.toISOString(),
  };
}

/** Employees per role, one grouped query. */
function employeeCounts(db: Executor) {
  return db
    .select({ roleId: employee.roleId, n: sql<number>`count(*)::int`.as('n') })
    .from(employee)
    .groupBy(employee.roleId)
    .as('employee_counts');
}

/**
 * Roles a caller sees: the installation's (for assigning) and those of the groups it manages.
 * It changes only the latter; the administrator sees and changes all.
 */
function visibleRoles(scope: GroupScope): SQL | undefined {
  const own = withinScope(role.businessGroupId, scope);
  return own === undefined ? undefined : or(isNull(role.businessGroupId), own);
}

/** The role for a change, locked; outside the caller's scope it does not exist. */
async function changeableRole(tx: Executor, auth: AuthContext, id: number): Promise<typeof role.$inferSelect> {
  const scope = await manageableGroups(tx, auth);
  const [row] = await tx
    .select()
    .from(role)
    .where(and(eq(role.id, id), visibleRoles(scope)))
    .for('update');
  if (!row) throw fail.notFound();
  if (!mayChange(scope, row.businessGroupId)) throw fail.rule('user.installationRole', { name: row.name });
  return row;
}

export async function rolePage(db: Executor, auth: AuthContext, q: RolePageQuery, lang: Language): Promise<Page<RoleView>> {
  const pattern = q.keyword ? likePattern(q.keyword) : undefined;
  const where = and(
    visibleRoles(await manageableGroups(db, auth)),
    pattern
      ? or(ilike(role.code, pattern), ilike(role.name, pattern), ilike(role.nameEn, pattern), ilike(role.nameId, pattern))
      : undefined,
    q.status ? eq(role.status, q.status) : undefined,
  );
  const counts = employeeCounts(db);
  const [rows, total] = await Promise.all([
    db
      .select({ role, employeeCount: sql<number>`coalesce(${counts.n}, 0)` })
      .from(role)
      .leftJoin(counts, eq(counts.roleId, role.id))
      .where(where)
      .orderBy(desc(role.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    countOf(db, role, where),
  ]);
  return { list: rows.map((r) => toRoleView(r.role, Number(r.employeeCount), lang)), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function roleDetail(db: Executor, auth: AuthContext, id: number, lang: Language): Promise<RoleDetail> {
  const [row] = await db
    .select()
    .from(role)
    .where(and(eq(role.id, id), visibleRoles(await manageableGroups(db, auth))));
  if (!row) throw fail.notFound();
  const [count, menuIds] = await Promise.all([countOf(db, employee, eq(employee.roleId, id)), grantedMenuIds(db, id)]);
  return { ...toRoleView(row, count, lang), menuIds: menuIds.sort((a, b) => a - b).map(String) };
}

/**
 * What the caller may grant: everything for the administrator, else the nodes their own
 * (enabled) role grants, with ancestors.
 */
export async function heldMenuIds(db: Executor, auth: AuthContext): Promise<ReadonlySet<number> | 'all'> {
  if (auth.isAdmin) return 'all';
  const rows = await db
    .select({ menuId: roleMenu.menuId })
    .from(employee)
    .innerJoin(role, and(eq(role.id, employee.roleId), eq(role.status, 'ENABLE')))
    .innerJoin(roleMenu, eq(roleMenu.roleId, role.id))
    .where(eq(employee.id, auth.employeeId));
  return new Set(
    await withAncestors(
      db,
      rows.map((r) => r.menuId),
    ),
  );
}

function beyond(held: ReadonlySet<number> | 'all', ids: Iterable<number>): boolean {
  if (held === 'all') return false;
  for (const id of ids) if (!held.has(id)) return true;
  return false;
}

/** The grant dialog's tree: the whole tree for the administrator, else what the caller holds. */
export async function grantableTree(db: Executor, auth: AuthContext, lang: Language): Promise<MenuNode[]> {
  return loadMenuTree(db, lang, await heldMenuIds(db, auth));
}

/**
 * Refuses roles granting something the caller does not hold: assigning such a role, or
 * managing an employee who has one, would hand the caller more than they have.
 */
export async function assertRolesWithinHeld(
  db: Executor,
  auth: AuthContext,
  roleIds: number[],
  refusal: { key: MessageKey; field?: string; name: (roleId: number) => string },
): Promise<void> {
  if (auth.isAdmin || roleIds.length === 0) return;
  const held = await heldMenuIds(db, auth);
  const rows = await db
    .select({ roleId: roleMenu.roleId, menuId: roleMenu.menuId })
    .from(roleMenu)
    .where(inArray(roleMenu.roleId, roleIds));
  const over = rows.find((r) => beyond(held, [r.menuId]));
  if (over) {
    throw new AppError(
      ErrorCode.FORBIDDEN,
      refusal.key,
      { name: refusal.name(over.roleId) },
      refusal.field ? [{ field: refusal.field, message: '', messageKey: refusal.key }] : [],
    );
  }
}

/** A role that may be given to an employee: it exists, is enabled and within what the caller holds. */
export async function assertRoleAssignable(db: Executor, auth: AuthContext, roleId: number, wire: string): Promise<void> {
  const [row] = await db
    .select({ id: role.id, name: role.name, status: role.status })
    .from(role)
    .where(and(eq(role.id, roleId), visibleRoles(await manageableGroups(db, auth))));
  if (!row) throw fail.field('roleId', 'user.unknownRole', { id: wire });
  if (row.status !== 'ENABLE') throw fail.field('roleId', 'user.roleDisabled', { name: row.name });
  await assertRolesWithinHeld(db, auth, [roleId], { key: 'user.roleBeyondOwn', field: 'roleId', name: () => row.name });
}

/**
 * Create (no id: the add button) or update (the edit button) a role. Its grants become the
 * given nodes with their ancestors; changing them needs the grant button, and a
 * non-administrator can add only nodes they hold themselves.
 */
export async function saveRole(db: Executor, auth: AuthContext, body: RoleSave, lang: Language): Promise<RoleDetail> {
  const id = body.id === undefined ? undefined : toId(body.id);
  requireButton(auth, id === undefined ? 'system:role:add' : 'system:role:edit');
  const requested = toIds(body.menuIds);
  const savedId = await db.transaction(async (tx) => {
    if (id !== undefined) await changeableRole(tx, auth, id);
    const [taken] = await tx
      .select({ id: role.id })
      .from(role)
      .where(and(eq(role.code, body.code), id === undefined ? undefined : ne(role.id, id)));
    if (taken) throw duplicate('code', 'field.code', body.code);

    if (requested.length) {
      const known = await tx.select({ id: menu.id }).from(menu).where(inArray(menu.id, requested));
      const unknown = body.menuIds.find((w) => !known.some((k) => k.id === toId(w)));
      if (unknown !== undefined) throw fail.field('menuIds', 'user.unknownMenu', { id: unknown });
    }
    const granted = await withAncestors(tx, requested);
    const before = id === undefined ? [] : await grantedMenuIds(tx, id);
    const added = granted.filter((m) => !before.includes(m));
    const removed = before.filter((m) => !granted.includes(m));
    if (added.length || removed.length) requireButton(auth, 'system:role:grant');
    if (beyond(await heldMenuIds(tx, auth), added)) {
      throw new AppError(ErrorCode.FORBIDDEN, 'user.grantBeyondOwn', {}, [
        { field: 'menuIds', message: '', messageKey: 'user.grantBeyondOwn' },
      ]);
    }

    const values = { code: body.code, name: body.name, remark: body.remark };
    let roleId: number;
    try {
      if (id === undefined) {
        [{ id: roleId }] = await tx
          .insert(role)
          .values({ ...values, businessGroupId: auth.belongId })
          .returning({ id: role.id });
      } else {
        await tx
          .update(role)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(role.id, id));
        roleId = id;
      }
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate('code', 'field.code', body.code);
      throw err;
    }
    if (removed.length) await tx.delete(roleMenu).where(and(eq(roleMenu.roleId, roleId), inArray(roleMenu.menuId, removed)));
    if (added.length) await tx.insert(roleMenu).values(added.map((menuId) => ({ roleId, menuId })));
    return roleId;
  });
  // Sessions holding the role carry its permission paths.
  forgetAllSessions();
  return roleDetail(db, auth, savedId, lang);
}

export async function setRoleStatus(db: Executor, auth: AuthContext, body: RoleStatus): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await changeableRole(tx, auth, toId(body.id));
    await tx.update(role).set({ status: body.status, updatedAt: new Date() }).where(eq(role.id, row.id));
  });
  forgetAllSessions();
}

/** Deletes roles; refuses built-in roles and roles still assigned to employees. */
export async function deleteRoles(db: Executor, auth: AuthContext, wireIds: string[]): Promise<void> {
  const ids = toIds(wireIds);
  await db.transaction(async (tx) => {
    const rows: (typeof role.$inferSelect)[] = [];
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) rows.push(await changeableRole(tx, auth, id));
    const builtIn = rows.find((r) => r.builtIn);
    if (builtIn) throw fail.rule('user.builtInRole', { name: builtIn.name });
    const inUse = await tx
      .select({ roleId: employee.roleId, n: sql<number>`count(*)::int` })
      .from(employee)
      .where(inArray(employee.roleId, ids))
      .groupBy(employee.roleId);
    if (inUse.length) {
      const used = rows.find((r) => r.id === inUse[0].roleId)!;
      throw fail.rule('user.roleInUse', { name: used.name, count: Number(inUse[0].n) });
    }
    await tx.delete(role).where(inArray(role.id, ids));
  });
  forgetAllSessions();
}

// ---- menu nodes (administrator tooling) ---------------------------------------------------

export type MenuView = {
  id: string;
  parentId: string | null;
  kind: 'MENU' | 'BUTTON';
  name: string;
  path: string;
  component: string | null;
  titleZh: string;
  titleEn: string;
  titleId: string;
  iconName: string | null;
  hidden: boolean;
  externalLink: string | null;
  docLink: string | null;
  sort: number;
  builtIn: boolean;
};

function toMenuView(r: typeof menu.$inferSelect): MenuView {
  return { ...r, id: String(r.id), parentId: r.parentId === null ? null : String(r.parentId) };
}

/**
 * Create or update a menu node an administrator added (an external link, a help page).
 * Built-in nodes come from the seed, which routes rely on: they cannot be changed here.
 */
export async function saveMenu(db: Executor, auth: AuthContext, body: MenuSave): Promise<MenuView> {
  const id = body.id === undefined ? undefined : toId(body.id);
  requireButton(auth, id === undefined ? 'system:menu:add' : 'system:menu:edit');
  // The menu tree is the whole installation's: no business group's administrator changes it.
  if (!auth.isAdmin) throw fail.forbidden();
  const saved = await db.transaction(async (tx) => {
    if (id !== undefined) {
      const [current] = await tx.select().from(menu).where(eq(menu.id, id)).for('update');
      if (!current) throw fail.notFound();
      if (current.builtIn) throw fail.rule('user.builtInMenuEdit');
    }
    const parentId = body.parentId === null ? null : toId(body.parentId);
    if (body.kind === 'BUTTON') {
      const [child] = id === undefined ? [] : await tx.select({ id: menu.id }).from(menu).where(eq(menu.parentId, id)).limit(1);
      if (parentId === null || child) throw fail.field('parentId', 'user.buttonPlacement');
    }
    if (parentId !== null) {
      const rows = await tx.select({ id: menu.id, parentId: menu.parentId, kind: menu.kind }).from(menu);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const parent = byId.get(parentId);
      if (!parent) throw fail.field('parentId', 'user.unknownMenu', { id: body.parentId });
      if (parent.kind === 'BUTTON') throw fail.field('parentId', 'user.menuParentIsButton');
      for (let cur: number | null = parentId; cur !== null; cur = byId.get(cur)?.parentId ?? null) {
        if (cur === id) throw fail.field('parentId', 'user.menuParentCycle');
      }
    }
    const [taken] = await tx
      .select({ id: menu.id })
      .from(menu)
      .where(and(eq(menu.name, body.name), id === undefined ? undefined : ne(menu.id, id)));
    if (taken) throw duplicate('name', 'field.name', body.name);

    const values = { ...body, id: undefined, parentId, builtIn: false };
    try {
      const [row] =
        id === undefined
          ? await tx.insert(menu).values(values).returning()
          : await tx.update(menu).set(values).where(eq(menu.id, id)).returning();
      return toMenuView(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate('name', 'field.name', body.name);
      throw err;
    }
  });
  // A session's permissions are the menu paths of its role.
  forgetAllSessions();
  return saved;
}

/** Deletes menu nodes; refuses built-in nodes and nodes that still have children. */
export async function deleteMenus(db: Executor, auth: AuthContext, wireIds: string[]): Promise<void> {
  if (!auth.isAdmin) throw fail.forbidden();
  const ids = toIds(wireIds);
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: menu.id, builtIn: menu.builtIn }).from(menu).where(inArray(menu.id, ids)).for('update');
    if (rows.length !== ids.length) throw fail.notFound();
    if (rows.some((r) => r.builtIn)) throw fail.rule('user.builtInMenu');
    const [child] = await tx
      .select({ id: menu.id })
      .from(menu)
      .where(and(inArray(menu.parentId, ids), notInArray(menu.id, ids)))
      .limit(1);
    if (child) throw fail.rule('user.menuHasChildren');
    await tx.delete(menu).where(inArray(menu.id, ids));
  });
  forgetAllSessions();
}
