import { and, eq, inArray, sql } from 'drizzle-orm';
import { employee, employeeBusinessGroup } from '../../modules/system/access.schema';
import type { Executor } from '../../platform/db/client';

// The one place the partner module reads the system module's employees: a salesperson is an
// employee of the customer's business group. The system module has no public index yet;
// when it gets one, these two reads move behind it.

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
