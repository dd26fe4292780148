import type { PositionView, positionBody } from '@quire/contracts';
import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { employee, position, role } from './access.schema';
import { duplicate, isUniqueViolation, likePattern, toId, toIds } from './business-group.service';

export type PositionSave = z.output<typeof positionBody>;
export type PositionQuery = { keyword?: string; roleId?: string; id?: number };

export async function positionList(db: Executor, q: PositionQuery): Promise<PositionView[]> {
  const pattern = q.keyword ? likePattern(q.keyword) : undefined;
  const rows = await db
    .select({ position, roleName: role.name })
    .from(position)
    .leftJoin(role, eq(role.id, position.roleId))
    .where(
      and(
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

async function positionView(db: Executor, id: number): Promise<PositionView> {
  const [found] = await positionList(db, { id });
  if (!found) throw fail.notFound();
  return found;
}

async function checkRole(tx: Executor, wire: string | null | undefined): Promise<number | null | undefined> {
  if (wire === undefined || wire === null) return wire;
  const id = toId(wire);
  const [found] = await tx.select({ id: role.id }).from(role).where(eq(role.id, id));
  if (!found) throw fail.field('roleId', 'user.unknownRole', { id: wire });
  return id;
}

/** Creates a position, or updates it when the body has an id. */
export async function savePosition(db: Executor, body: PositionSave, mode: 'create' | 'update'): Promise<PositionView> {
  const id = mode === 'update' && body.id !== undefined ? toId(body.id) : undefined;
  const savedId = await db.transaction(async (tx) => {
    if (id !== undefined) {
      const [current] = await tx.select({ id: position.id }).from(position).where(eq(position.id, id)).for('update');
      if (!current) throw fail.notFound();
    }
    const [taken] = await tx
      .select({ id: position.id })
      .from(position)
      .where(and(eq(position.code, body.code), id === undefined ? undefined : ne(position.id, id)));
    if (taken) throw duplicate('code', 'field.code', body.code);
    const roleId = await checkRole(tx, body.roleId);
    const values = { code: body.code, name: body.name, remark: body.remark, roleId };
    try {
      if (id === undefined) {
        const [row] = await tx
          .insert(position)
          .values({ ...values, roleId: roleId ?? null })
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
  return positionView(db, savedId);
}

/** Links these positions to the role. */
export async function assignPositionsToRole(db: Executor, wireRoleId: string, wirePositionIds: string[]): Promise<PositionView[]> {
  const roleId = toId(wireRoleId);
  const ids = toIds(wirePositionIds);
  await db.transaction(async (tx) => {
    await checkRole(tx, wireRoleId);
    const found = await tx.select({ id: position.id }).from(position).where(inArray(position.id, ids)).for('update');
    if (found.length !== ids.length)
      throw fail.field('positionIds', 'user.unknownPosition', { id: wirePositionIds.find((w) => !found.some((f) => f.id === toId(w))) });
    await tx.update(position).set({ roleId }).where(inArray(position.id, ids));
  });
  return positionList(db, { roleId: wireRoleId });
}

/** Deletes the role's positions; refused while an employee holds one of them. */
export async function deletePositionsOfRole(db: Executor, wireRoleId: string): Promise<void> {
  const roleId = toId(wireRoleId);
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: position.id, name: position.name }).from(position).where(eq(position.roleId, roleId)).for('update');
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
    await tx.delete(position).where(eq(position.roleId, roleId));
  });
}
