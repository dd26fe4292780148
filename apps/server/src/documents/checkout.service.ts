import type { Page } from '@quire/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client';
import { preparedRows, rows } from '../platform/db/sql-util';
import { fail } from '../platform/http/errors';
import { checkoutRecord } from './checkout.schema';
import { type PendingDocument, pendingDocuments } from './document-query';
import { closedThrough, dayLock, refuseClosedDay } from './posting-day';

export type CheckoutResult = {
  checkoutDate: string;
  alreadyClosed: boolean;
  /** False when documents are pending and the caller did not confirm (`force`). */
  closed: boolean;
  /** Stock and money documents dated on or before the day still in draft or review. */
  pendingCount: number;
  pending: PendingDocument[];
};

export type CheckoutRecordView = { id: string; checkoutDate: string; source: string; createdBy: string | null; createTime: string };

/**
 * Refuses a stock or money document dated on or before the last closed day of the group
 * (DOMAIN rule 23): creating, changing, reviewing, reversing or posting it. Call inside the
 * transaction that writes: it holds the group's day lock shared until commit, so the day
 * cannot be closed under it.
 */
export async function assertDayOpen(executor: Executor, businessGroupId: number, date: string): Promise<void> {
  await preparedRows(executor, sql`select ${dayLock(businessGroupId, 'shared')}`);
  // A new statement, a new snapshot: a close that committed while we waited is seen here.
  const [row] = await preparedRows<{ last: string | null }>(executor, sql`select ${closedThrough(businessGroupId)} as last`);
  refuseClosedDay(date, row?.last);
}

/**
 * Closes a business day for a group; closing it again changes nothing. Documents still in
 * draft or review on or before that day are listed; a manual close stops there unless the
 * caller confirms (`force`), the automatic and deploy closes go on and report them.
 */
export async function closeDay(
  db: Executor,
  businessGroupId: number,
  checkoutDate: string,
  source: 'MANUAL' | 'AUTO' | 'DEPLOY',
  createdBy: number | null,
  options: { force?: boolean } = {},
): Promise<CheckoutResult> {
  const force = options.force ?? source !== 'MANUAL';
  return db.transaction(async (tx) => {
    await tx.execute(sql`select ${dayLock(businessGroupId, 'exclusive')}`);
    const [state] = await rows<{ today: string; last: string | null }>(
      tx,
      sql`select to_char(current_date, 'YYYY-MM-DD') as today,
                 (select max(checkout_date)::text from checkout_record where business_group_id = ${businessGroupId}) as last`,
    );
    if (checkoutDate > state.today) throw fail.field('checkoutDate', 'checkout.futureDay', { date: checkoutDate });
    if (state.last && checkoutDate <= state.last) {
      return { checkoutDate, alreadyClosed: true, closed: false, pendingCount: 0, pending: [] };
    }
    const pending = await pendingDocuments(tx, businessGroupId, checkoutDate);
    if (pending.count > 0 && !force) {
      return { checkoutDate, alreadyClosed: false, closed: false, pendingCount: pending.count, pending: pending.list };
    }
    await tx.insert(checkoutRecord).values({ businessGroupId, checkoutDate, source, createdBy }).onConflictDoNothing();
    return { checkoutDate, alreadyClosed: false, closed: true, pendingCount: pending.count, pending: pending.list };
  });
}

/** Reopens the latest closed day (反日结); days reopen from the latest backwards. */
export async function reopenDay(
  db: Executor,
  businessGroupId: number,
  checkoutDate: string | undefined,
): Promise<{ reopenedDate: string; lastCheckoutTime: string | null }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select ${dayLock(businessGroupId, 'exclusive')}`);
    const latest = await lastCheckoutDate(tx, businessGroupId);
    if (!latest) throw fail.rule('checkout.nothingToReopen');
    if (checkoutDate && checkoutDate !== latest) throw fail.field('checkoutDate', 'checkout.reopenNotLatest', { latest });
    await tx
      .delete(checkoutRecord)
      .where(and(eq(checkoutRecord.businessGroupId, businessGroupId), eq(checkoutRecord.checkoutDate, latest)));
    return { reopenedDate: latest, lastCheckoutTime: await lastCheckoutDate(tx, businessGroupId) };
  });
}

/** A closed day and the record that closes it: a summary of closed days stands while that record does. */
export type ClosedDay = { id: number; date: string };

/**
 * The latest closed day of each group that has one (of one group when named). A reopened day
 * loses its record, and closing it again makes a new one, so a record's id names one close.
 */
export async function latestClosedDays(db: Executor, businessGroupId?: number): Promise<Map<number, ClosedDay>> {
  const ofGroup = businessGroupId === undefined ? sql`` : sql`where business_group_id = ${businessGroupId}`;
  const found = await rows<{ g: number; id: number; d: string }>(
    db,
    sql`select distinct on (business_group_id) business_group_id as g, id, checkout_date::text as d
        from checkout_record ${ofGroup} order by business_group_id, checkout_date desc`,
  );
  return new Map(found.map((r) => [Number(r.g), { id: Number(r.id), date: r.d }]));
}

/** Whether the close `id` of the group still stands (its day was not reopened since). */
export async function closeStands(db: Executor, businessGroupId: number, id: number): Promise<boolean> {
  const found = await rows(db, sql`select 1 from checkout_record where business_group_id = ${businessGroupId} and id = ${id}`);
  return found.length > 0;
}

/**
 * Holds the group's closed days as they are until the transaction ends (the day lock shared,
 * as a posting holds it: no day closes or reopens meanwhile) and returns the latest of them.
 */
export async function holdClosedDays(tx: Executor, businessGroupId: number): Promise<ClosedDay | null> {
  await preparedRows(tx, sql`select ${dayLock(businessGroupId, 'shared')}`);
  return (await latestClosedDays(tx, businessGroupId)).get(businessGroupId) ?? null;
}

export async function lastCheckoutDate(db: Executor, businessGroupId: number): Promise<string | null> {
  return (await latestClosedDays(db, businessGroupId)).get(businessGroupId)?.date ?? null;
}

export async function checkoutRecordPage(
  db: Executor,
  businessGroupId: number,
  q: { pageNum: number; pageSize: number },
): Promise<Page<CheckoutRecordView>> {
  const where = eq(checkoutRecord.businessGroupId, businessGroupId);
  const [list, [{ n }]] = await Promise.all([
    db
      .select()
      .from(checkoutRecord)
      .where(where)
      .orderBy(desc(checkoutRecord.checkoutDate))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: count() }).from(checkoutRecord).where(where),
  ]);
  return {
    list: list.map((r) => ({
      id: String(r.id),
      checkoutDate: r.checkoutDate,
      source: r.source,
      createdBy: r.createdBy === null ? null : String(r.createdBy),
      createTime: r.createdAt.toISOString(),
    })),
    total: Number(n),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

export async function today(db: Executor): Promise<string> {
  const r = await db.execute(sql`select to_char(current_date, 'YYYY-MM-DD') as d`);
  return String((r.rows[0] as { d: string }).d);
}

/**
 * The automatic daily checkout (runs every minute): each enabled group whose configured
 * time has come and whose today is still open gets today closed, pending documents or not.
 */
export async function runAutoCheckout(
  db: Executor,
  autoCheckoutTimeOf: (businessGroupId: number) => Promise<string | null>,
): Promise<{ closed: number[] }> {
  const [clock] = await rows<{ today: string; now: string }>(
    db,
    sql`select to_char(current_date, 'YYYY-MM-DD') as today, to_char(localtimestamp, 'HH24:MI') as now`,
  );
  // The business groups of the system module; a plain id list is all this job needs.
  const groups = await rows<{ id: number }>(db, sql`select id from business_group where status = 'ENABLE' order by id`);
  const closed: number[] = [];
  for (const g of groups) {
    const id = Number(g.id);
    const at = await autoCheckoutTimeOf(id);
    if (!at || clock.now < at) continue;
    const last = await lastCheckoutDate(db, id);
    if (last && last >= clock.today) continue;
    const r = await closeDay(db, id, clock.today, 'AUTO', null, { force: true });
    if (r.closed) closed.push(id);
  }
  return { closed };
}
