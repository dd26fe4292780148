// 应收管控方案 (receivable control plans, DOMAIN 10): a plan names its customers and deadlines;
// each deadline asks that the receivables billed in its period be collected, down to an
// allowed amount, by a day (and time). The plan's customers live here, in finance: a customer
// is covered by at most one plan of its group (a serious ERP reads the plan as the customer's
// label, so two plans on one customer would contradict each other); the plan form edits them.
import type { ClearPlanView, clearPlanAddBody, clearPlanPageBody, Page } from '@quire/contracts';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Executor, Tx } from '../../platform/db/client';
import { pageOf, recordFields } from '../../platform/db/group-rows';
import { likeContains, uniqueViolation } from '../../platform/db/sql-helpers';
import { duplicate, fail } from '../../platform/http/errors';
import { Dec } from '../../platform/money';
import { customerNames } from '../partner/index';
import { clearPlan, clearPlanCustomer, clearPlanDeadline, clearPlanLog } from './clear-plan.schema';
import { checkClearPlans } from './clear-plan-check';

type Row = typeof clearPlan.$inferSelect;
type PageBody = z.output<typeof clearPlanPageBody>;
type SaveBody = z.output<typeof clearPlanAddBody> & { id?: number };

function whereOf(groupId: number, q: PageBody): SQL | undefined {
  return and(
    eq(clearPlan.businessGroupId, groupId),
    q.keyword ? sql`${clearPlan.name} ilike ${likeContains(q.keyword)}` : undefined,
    q.status ? eq(clearPlan.status, q.status) : undefined,
    q.customerId !== undefined
      ? sql`exists (select 1 from account_clear_plan_customer c where c.plan_id = ${clearPlan.id} and c.customer_id = ${q.customerId})`
      : undefined,
  );
}

/** The plans' deadlines, customers (named when `withCustomers`) and stopped counts: one query each. */
async function toViews(db: Executor, groupId: number, found: Row[], withCustomers: boolean): Promise<ClearPlanView[]> {
  const ids = found.map((r) => r.id);
  if (ids.length === 0) return [];
  const [deadlines, customers, stopped] = [
    await db
      .select()
      .from(clearPlanDeadline)
      .where(inArray(clearPlanDeadline.planId, ids))
      .orderBy(asc(clearPlanDeadline.planId), asc(clearPlanDeadline.lineNo)),
    await db
      .select({ planId: clearPlanCustomer.planId, customerId: clearPlanCustomer.customerId })
      .from(clearPlanCustomer)
      .where(and(eq(clearPlanCustomer.businessGroupId, groupId), inArray(clearPlanCustomer.planId, ids)))
      .orderBy(asc(clearPlanCustomer.customerId)),
    await db
      .select({ planId: clearPlanLog.planId, count: sql<number>`count(distinct ${clearPlanLog.customerId})::int` })
      .from(clearPlanLog)
      .where(and(eq(clearPlanLog.businessGroupId, groupId), eq(clearPlanLog.balanceStatus, 'STOP_SEND'), inArray(clearPlanLog.planId, ids)))
      .groupBy(clearPlanLog.planId),
  ];
  const names = withCustomers
    ? await customerNames(
        db,
        groupId,
        customers.map((c) => c.customerId),
      )
    : new Map();
  return found.map((r) => {
    const own = customers.filter((c) => c.planId === r.id);
    return {
      id: String(r.id),
      name: r.name,
      customerCount: own.length,
      customers: withCustomers
        ? own.map((c) => ({
            id: String(c.customerId),
            code: names.get(c.customerId)?.code ?? '',
            name: names.get(c.customerId)?.name ?? '',
          }))
        : [],
      deadlines: deadlines
        .filter((d) => d.planId === r.id)
        .map((d) => ({
          id: String(d.id),
          lineNo: d.lineNo,
          billFrom: d.billFrom,
          billTo: d.billTo,
          deadlineDate: d.deadlineDate,
          deadlineTime: d.deadlineTime,
          allowedAmount: new Dec(d.allowedAmount).toFixed(2),
        })),
      stoppedCount: Number(stopped.find((s) => s.planId === r.id)?.count ?? 0),
      ...recordFields(r),
    };
  });
}

export async function clearPlanPage(db: Executor, auth: AuthContext, q: PageBody): Promise<Page<ClearPlanView>> {
  const where = whereOf(auth.belongId, q);
  const page = await pageOf(
    db,
    clearPlan,
    where,
    q,
    (r: Row) => r,
    (limit, offset) => db.select().from(clearPlan).where(where).orderBy(desc(clearPlan.id)).limit(limit).offset(offset),
  );
  return { ...page, list: await toViews(db, auth.belongId, page.list, false) };
}

export async function clearPlanDetail(db: Executor, auth: AuthContext, id: number): Promise<ClearPlanView> {
  const [found] = await db
    .select()
    .from(clearPlan)
    .where(and(eq(clearPlan.id, id), eq(clearPlan.businessGroupId, auth.belongId)));
  if (!found) throw fail.notFound();
  const [view] = await toViews(db, auth.belongId, [found], true);
  return view;
}

/** The group's enabled plans for a picker (spec §7 `accountClearPlan/list`). */
export async function clearPlanOptions(db: Executor, auth: AuthContext): Promise<{ id: string; name: string }[]> {
  const found = await db
    .select({ id: clearPlan.id, name: clearPlan.name })
    .from(clearPlan)
    .where(and(eq(clearPlan.businessGroupId, auth.belongId), eq(clearPlan.status, 'ENABLE')))
    .orderBy(asc(clearPlan.name));
  return found.map((r) => ({ id: String(r.id), name: r.name }));
}

/** The plan covering each of the customers (a customer is in at most one plan of its group). */
export async function clearPlansOf(
  db: Executor,
  businessGroupId: number,
  customerIds: readonly number[],
): Promise<Map<number, { id: number; name: string }>> {
  if (customerIds.length === 0) return new Map();
  const found = await db
    .select({ customerId: clearPlanCustomer.customerId, id: clearPlan.id, name: clearPlan.name })
    .from(clearPlanCustomer)
    .innerJoin(clearPlan, eq(clearPlan.id, clearPlanCustomer.planId))
    .where(and(eq(clearPlanCustomer.businessGroupId, businessGroupId), inArray(clearPlanCustomer.customerId, [...customerIds])));
  return new Map(found.map((r) => [r.customerId, { id: r.id, name: r.name }]));
}

/** Every customer is the group's and in no other plan of it; each refusal names its row. */
async function assertCustomers(tx: Tx, groupId: number, planId: number | undefined, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const names = await customerNames(tx, groupId, ids);
  const unknown = ids.findIndex((id) => !names.has(id));
  if (unknown >= 0) throw fail.field(`customerIds.${unknown}`, 'finance.clearPlan.customerUnknown');
  const taken = await tx
    .select({ customerId: clearPlanCustomer.customerId, plan: clearPlan.name })
    .from(clearPlanCustomer)
    .innerJoin(clearPlan, eq(clearPlan.id, clearPlanCustomer.planId))
    .where(
      and(
        eq(clearPlanCustomer.businessGroupId, groupId),
        inArray(clearPlanCustomer.customerId, ids),
        planId === undefined ? undefined : ne(clearPlanCustomer.planId, planId),
      ),
    )
    .limit(1);
  if (taken.length > 0) {
    const i = ids.indexOf(taken[0].customerId);
    throw fail.field(`customerIds.${i}`, 'finance.clearPlan.customerInOtherPlan', {
      customer: names.get(taken[0].customerId)?.name ?? '',
      plan: taken[0].plan,
    });
  }
}

/**
 * Adds a plan (no id) or changes one of the group's: its customers become those given; its
 * deadlines are rewritten row by row in place (a row keeps its id, so the log's stops stay
 * tied to it). Then the check runs for the group: a stop of a removed deadline or customer
 * lifts at once, a deadline already missed stops at once.
 */
export async function saveClearPlan(tx: Tx, auth: AuthContext, body: SaveBody): Promise<{ id: string }> {
  const g = auth.belongId;
  if (body.id !== undefined) {
    const [current] = await tx
      .select({ id: clearPlan.id })
      .from(clearPlan)
      .where(and(eq(clearPlan.id, body.id), eq(clearPlan.businessGroupId, g)))
      .for('update');
    if (!current) throw fail.notFound();
  }
  await assertCustomers(tx, g, body.id, body.customerIds);
  const values = { name: body.name, remark: body.remark };
  let id: number;
  try {
    if (body.id === undefined) {
      const [created] = await tx
        .insert(clearPlan)
        .values({ ...values, businessGroupId: g, createdBy: auth.employeeId })
        .returning({ id: clearPlan.id });
      id = created.id;
    } else {
      id = body.id;
      await tx
        .update(clearPlan)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(clearPlan.id, id));
    }
  } catch (err) {
    if (uniqueViolation(err) === 'account_clear_plan_name_uq') throw duplicate('name', 'finance.clearPlan.field.name', body.name);
    throw err;
  }

  const existing = await tx
    .select({ id: clearPlanDeadline.id })
    .from(clearPlanDeadline)
    .where(eq(clearPlanDeadline.planId, id))
    .orderBy(asc(clearPlanDeadline.lineNo), asc(clearPlanDeadline.id));
  for (const [i, d] of body.deadlines.entries()) {
    const row = {
      lineNo: i + 1,
      billFrom: d.billFrom,
      billTo: d.billTo,
      deadlineDate: d.deadlineDate,
      deadlineTime: d.deadlineTime,
      allowedAmount: d.allowedAmount,
    };
    if (existing[i]) await tx.update(clearPlanDeadline).set(row).where(eq(clearPlanDeadline.id, existing[i].id));
    else await tx.insert(clearPlanDeadline).values({ ...row, planId: id });
  }
  const removed = existing.slice(body.deadlines.length).map((d) => d.id);
  if (removed.length > 0) await tx.delete(clearPlanDeadline).where(inArray(clearPlanDeadline.id, removed));

  await tx.delete(clearPlanCustomer).where(eq(clearPlanCustomer.planId, id));
  const customers = body.customerIds.map((customerId) => ({ businessGroupId: g, customerId, planId: id }));
  try {
    for (let i = 0; i < customers.length; i += 1000) await tx.insert(clearPlanCustomer).values(customers.slice(i, i + 1000));
  } catch (err) {
    // Another plan took one of them meanwhile (a concurrent save).
    if (uniqueViolation(err) === 'account_clear_plan_customer_uq') throw fail.field('customerIds', 'finance.clearPlan.customerTaken');
    throw err;
  }
  await checkClearPlans(tx, { businessGroupId: g });
  return { id: String(id) };
}

/**
 * 客户档案's batch action (spec §7 `PUT accountCleanPlan`): puts the customers in the plan,
 * out of any other, or (no plan) out of every plan; then the check runs for the group.
 */
export async function assignClearPlan(tx: Tx, auth: AuthContext, customerIds: number[], planId: number | null): Promise<void> {
  const g = auth.belongId;
  if (planId !== null) {
    const [plan] = await tx
      .select({ id: clearPlan.id })
      .from(clearPlan)
      .where(and(eq(clearPlan.id, planId), eq(clearPlan.businessGroupId, g)))
      .for('update');
    if (!plan) throw fail.field('planId', 'common.notFound');
  }
  const names = await customerNames(tx, g, customerIds);
  const unknown = customerIds.findIndex((id) => !names.has(id));
  if (unknown >= 0) throw fail.field(`customerIds.${unknown}`, 'finance.clearPlan.customerUnknown');
  await tx
    .delete(clearPlanCustomer)
    .where(and(eq(clearPlanCustomer.businessGroupId, g), inArray(clearPlanCustomer.customerId, customerIds)));
  if (planId !== null) {
    await tx
      .insert(clearPlanCustomer)
      .values(customerIds.map((customerId) => ({ businessGroupId: g, customerId, planId })))
      .onConflictDoNothing();
  }
  await checkClearPlans(tx, { businessGroupId: g });
}

/** Enables or disables plans; a disabled plan stops no one (its stops lift at once). */
export async function setClearPlanStatus(tx: Tx, auth: AuthContext, ids: number[], status: 'ENABLE' | 'DISABLE'): Promise<void> {
  const found = await tx
    .select({ id: clearPlan.id })
    .from(clearPlan)
    .where(and(inArray(clearPlan.id, ids), eq(clearPlan.businessGroupId, auth.belongId)))
    .for('update');
  if (found.length !== new Set(ids).size) throw fail.notFound();
  await tx.update(clearPlan).set({ status, updatedAt: new Date() }).where(inArray(clearPlan.id, ids));
  await checkClearPlans(tx, { businessGroupId: auth.belongId });
}
