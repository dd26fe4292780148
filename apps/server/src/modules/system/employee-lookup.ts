import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { employee, employeeBusinessGroup, role } from './access.schema';

// Reads of employees for other modules (through the system module's index.ts): a salesperson
// is an employee of the customer's business group; a reviewer types a review authority code.

/** Of these employee ids, those that belong to the business group. */
export async function employeesOfGroup(db: Executor, businessGroupId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: employeeBusinessGroup.employeeId })
    .from(employeeBusinessGroup)
    .where(and(eq(employeeBusinessGroup.businessGroupId, businessGroupId), inArray(employeeBusinessGroup.employeeId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Employee names by id, in one query. */
export async function employeeNames(db: Executor, ids: Iterable<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: employee.id, name: employee.name }).from(employee).where(inArray(employee.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** An employee's id by employee code, or null (the demo seed names its salesperson). */
export async function employeeIdByNo(db: Executor, employeeNo: string): Promise<number | null> {
  const [row] = await db.select({ id: employee.id }).from(employee).where(eq(employee.employeeNo, employeeNo));
  return row?.id ?? null;
}

/** The id of the employee with this code who belongs to the business group, or null. */
export async function employeeOfGroupByNo(db: Executor, businessGroupId: number, employeeNo: string): Promise<number | null> {
  const [row] = await db
    .select({ id: employee.id })
    .from(employee)
    .innerJoin(employeeBusinessGroup, eq(employeeBusinessGroup.employeeId, employee.id))
    .where(and(eq(employeeBusinessGroup.businessGroupId, businessGroupId), sql`lower(${employee.employeeNo}) = lower(${employeeNo})`));
  return row?.id ?? null;
}

/** The hash of an employee's review authority code, or null when none is set. */
export async function reviewAuthorityCodeHash(db: Executor, employeeId: number): Promise<string | null> {
  const [row] = await db.select({ hash: employee.reviewAuthorityCodeHash }).from(employee).where(eq(employee.id, employeeId));
  return row?.hash ?? null;
}

/** An employee's sales and return discount caps (percent of a line's amount, 100 = no cap). */
export async function discountCapsOf(db: Executor, employeeId: number): Promise<{ sales: string; returns: string }> {
  const [row] = await db
    .select({ sales: employee.salesDiscountCap, returns: employee.returnDiscountCap })
    .from(employee)
    .where(eq(employee.id, employeeId));
  return { sales: row?.sales ?? '100', returns: row?.returns ?? '100' };
}

/**
 * Who may authorize a discount by their code (折扣授权): an enabled employee of the business
 * group, by employee number, with the hash of their discount authorization code (null when
 * none is set) and their return discount cap.
 */
export async function discountAuthorizerOf(
  db: Executor,
  businessGroupId: number,
  employeeNo: string,
): Promise<{ id: number; name: string; returnCap: string; codeHash: string | null } | null> {
  const [row] = await db
    .select({ id: employee.id, name: employee.name, returnCap: employee.returnDiscountCap, codeHash: employee.discountAuthCodeHash })
    .from(employee)
    .innerJoin(employeeBusinessGroup, eq(employeeBusinessGroup.employeeId, employee.id))
    .where(
      and(
        eq(employeeBusinessGroup.businessGroupId, businessGroupId),
        eq(employee.status, 'ENABLE'),
        sql`lower(${employee.employeeNo}) = lower(${employeeNo})`,
      ),
    );
  return row ? { id: row.id, name: row.name, returnCap: row.returnCap, codeHash: row.codeHash ?? null } : null;
}

/** How many employees are enabled (the deploy script's cache refresh reports it). */
export async function enabledEmployeeCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(employee).where(eq(employee.status, 'ENABLE'));
  return Number(row?.n ?? 0);
}

/** Enabled employees of these business groups; with `roleIds`, only those holding one of the roles. */
export async function enabledEmployeesOf(db: Executor, groupIds: number[], roleIds?: number[]): Promise<number[]> {
  if (groupIds.length === 0 || (roleIds && roleIds.length === 0)) return [];
  const rows = await db
    .selectDistinct({ id: employee.id })
    .from(employee)
    .innerJoin(employeeBusinessGroup, eq(employeeBusinessGroup.employeeId, employee.id))
    .where(
      and(
        eq(employee.status, 'ENABLE'),
        inArray(employeeBusinessGroup.businessGroupId, groupIds),
        roleIds ? inArray(employee.roleId, roleIds) : undefined,
      ),
    );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Enabled roles usable in these groups: made by one of them, or built in. */
export async function rolesOfGroups(db: Executor, groupIds: number[]): Promise<{ id: number; code: string; name: string }[]> {
  return db
    .select({ id: role.id, code: role.code, name: role.name })
    .from(role)
    .where(
      and(eq(role.status, 'ENABLE'), or(isNull(role.businessGroupId), inArray(role.businessGroupId, groupIds.length ? groupIds : [0]))),
    )
    .orderBy(role.code);
}

/** An employee's picking under and over tolerances (percent of a line's required quantity). */
export async function pickingTolerancesOf(db: Executor, employeeId: number): Promise<{ under: string; over: string }> {
  const [row] = await db
    .select({ under: employee.pickingUnderTolerance, over: employee.pickingOverTolerance })
    .from(employee)
    .where(eq(employee.id, employeeId));
  return { under: row?.under ?? '0', over: row?.over ?? '0' };
}

/**
 * Who may allow picking beyond tolerance by their code (拣货授权码): an enabled employee of the
 * business group, by employee number, with the hash of the code (null when none is set).
 */
export async function pickingAuthorizerOf(
  db: Executor,
  businessGroupId: number,
  employeeNo: string,
): Promise<{ id: number; name: string; codeHash: string | null } | null> {
  const [row] = await db
    .select({ id: employee.id, name: employee.name, codeHash: employee.pickingAuthCodeHash })
    .from(employee)
    .innerJoin(employeeBusinessGroup, eq(employeeBusinessGroup.employeeId, employee.id))
    .where(
      and(
        eq(employeeBusinessGroup.businessGroupId, businessGroupId),
        eq(employee.status, 'ENABLE'),
        sql`lower(${employee.employeeNo}) = lower(${employeeNo})`,
      ),
    );
  return row ? { id: row.id, name: row.name, codeHash: row.codeHash ?? null } : null;
}
