import type { Language, PositionView, positionBody } from '@quire/contracts';
import { and, asc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Executor } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { localNameSql } from '../../platform/i18n/local-name';
import { employee, position, role } from './access.schema';
import { duplicate, isUniqueViolation, likePattern, toId, toIds } from './business-group.service';
import { type GroupScope, manageableGroups, mayChange, withinScope } from './group-scope';

export type PositionSave = z.output<typeof positionBody>;
export type PositionQuery = { keyword?: string; roleId?: string; id?: number };

/** Positions a caller sees: the installation's and those of the groups it manages. */
function visiblePositions(scope: GroupScope): SQL | undefined {
  const own = withinScope(position.businessGroupId, scope);
  return own === undefined ? undefined : or(isNull(position.businessGroupId), own);
}

export async function positionList(db: Executor, auth: AuthContext, q: PositionQuery, lang: Language = 'zh-CN'): Promise<PositionView[]> {
  const pattern = q.keyword ? likePattern(q.keyword) : undefined;
  const scope = await manageableGroups(db, auth);
  const rows = await db
    .select({ position, roleName: localNameSql(lang, role.name, role.nameEn, role.nameId) })
    .from(position)
    .leftJoin(role, eq(role.id, position.roleId))
    .where(
      and(
        visiblePositions(scope),
        pattern ? or(ilike(position.code, pattern), ilike(position.name, pattern)) : undefined,
        q.roleId ? eq(position.roleId, toId(q.roleId)) : undefined,
        q.id === undefined ? undefined : eq(position.id, q.id),
      ),
    )
    .orderBy(asc(position.id));
  return rows.map(({ position: p, roleName }) => ({
    id: String(p.id),
    code: p.code,
    name: p.name,
    roleId: p.roleId === null ? null : String(p.roleId),
    roleName,
    status: p.status,
    remark: p.remark,
  }));
}

async function positionView(db: Executor, auth: AuthContext, id: number): Promise<PositionView> {
  const [found] = await positionList(db, auth, { id });
  if (!found) throw fail.notFound();
  return found;
}

async function checkRole(tx: Executor, auth: AuthContext, wire: string | null | undefined): Promise<number | null | undefined> {
  if (wire === undefined || wire === null) return wire;
  const id = toId(wire);
  const scope = await manageableGroups(tx, auth);
  const own = withinScope(role.businessGroupId, scope);
  const [found] = await tx
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.id, id), own === undefined ? undefined : or(isNull(role.businessGroupId), own)));
  if (!found) throw fail.field('roleId', 'user.unknownRole', { id: wire });
  return id;
}

/** Positions for a change, locked; outside the caller's scope they do not exist. */
async function changeablePositions(tx: Executor, auth: AuthContext, where: SQL | undefined) {
  const scope = await manageableGroups(tx, auth);
  const rows = await tx
    .select()
    .from(position)
    .where(and(where, visiblePositions(scope)))
    .orderBy(asc(position.id))
    .for('update');
  const fixed = rows.find((r) => !mayChange(scope, r.businessGroupId));
  if (fixed) throw fail.rule('user.installationPosition', { name: fixed.name });
  return rows;
}

/** Creates a position, or updates it when the body has an id. */
export async function savePosition(db: Executor, auth: AuthContext, body: PositionSave, mode: 'create' | 'update'): Promise<PositionView> {
  const id = mode === 'update' && body.id !== undefined ? toId(body.id) : undefined;
  const savedId = await db.transaction(async (tx) => {
    if (id !== undefined) {
      const [current] = await changeablePositions(tx, auth, eq(position.id, id));
      if (!current) throw fail.notFound();
    }
    const [taken] = await tx
      .select({ id: position.id })
      .from(position)
      .where(and(eq(position.code, body.code), id === undefined ? undefined : ne(position.id, id)));
    if (taken) throw duplicate('code', 'field.code', body.code);
    const roleId = await checkRole(tx, auth, body.roleId);
    const values = { code: body.code, name: body.name, remark: body.remark, roleId };
    try {
      if (id === undefined) {
        const [row] = await tx
          .insert(position)
          .values({ ...values, roleId: roleId ?? null, businessGroupId: auth.belongId })
          .returning({ id: position.id });
        return row.id;
      }
      await tx.update(position).set(values).where(eq(position.id, id));
      return id;
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate('code', 'field.code', body.code);
      throw err;
    }
  });
  return positionView(db, auth, savedId);
}

/** Links these positions to the role. */
export async function assignPositionsToRole(
  db: Executor,
  auth: AuthContext,
  wireRoleId: string,
  wirePositionIds: string[],
): Promise<PositionView[]> {
  const roleId = toId(wireRoleId);
  const ids = [...new Set(toIds(wirePositionIds))];
  await db.transaction(async (tx) => {
    await checkRole(tx, auth, wireRoleId);
    const found = await changeablePositions(tx, auth, inArray(position.id, ids));
    if (found.length !== ids.length)
      throw fail.field('positionIds', 'user.unknownPosition', { id: wirePositionIds.find((w) => !found.some((f) => f.id === toId(w))) });
    await tx.update(position).set({ roleId }).where(inArray(position.id, ids));
  });
  return positionList(db, auth, { roleId: wireRoleId });
}

/** Deletes the role's positions; refused while an employee holds one of them. */
export async function deletePositionsOfRole(db: Executor, auth: AuthContext, wireRoleId: string): Promise<void> {
  const roleId = toId(wireRoleId);
  await db.transaction(async (tx) => {
    const rows = await changeablePositions(tx, auth, eq(position.roleId, roleId));
    if (rows.length === 0) return;
    const [held] = await tx
      .select({ positionId: employee.positionId, n: sql<number>`count(*)::int` })
      .from(employee)
      .where(
        inArray(
          employee.positionId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(employee.positionId)
      .limit(1);
    if (held) {
      throw fail.rule('user.positionInUse', { name: rows.find((r) => r.id === held.positionId)?.name ?? '', count: Number(held.n) });
    }
    await tx.delete(position).where(
      inArray(
        position.id,
        rows.map((r) => r.id),
      ),
    );
  });
}
