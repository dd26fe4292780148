import type { Page, ReminderView, reminderPageBody, reminderSaveBody, reminderStatusBody, reminderUpdateBody } from '@quire/contracts';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Db, Executor } from '../../platform/db/client';
import { duplicate, fail } from '../../platform/http/errors';
import { notice, noticeReminder } from './notice.schema';
import { insertRecipients } from './notice.service';
import { checkScope, recipientsOf } from './notice-scope';
import { CONDITIONS } from './reminder-conditions';

type ReminderRow = typeof noticeReminder.$inferSelect;

function reminderView(r: ReminderRow): ReminderView {
  return {
    id: String(r.id),
    code: r.code,
    name: r.name,
    condition: r.condition,
    dueDays: r.dueDays,
    scope: r.scope,
    groupIds: r.groupIds.map(String),
    roleIds: r.roleIds.map(String),
    popUpTimes: r.popUpTimes,
    voiceTimes: r.voiceTimes,
    status: r.status,
    lastRunAt: r.lastRunAt?.toISOString() ?? null,
  };
}

export async function reminderPage(db: Executor, auth: AuthContext, q: z.output<typeof reminderPageBody>): Promise<Page<ReminderView>> {
  const conditions: (SQL | undefined)[] = [eq(noticeReminder.businessGroupId, auth.belongId)];
  if (q.status) conditions.push(eq(noticeReminder.status, q.status));
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(noticeReminder.code, like), ilike(noticeReminder.name, like)));
  }
  const where = and(...conditions);
  const [{ n }] = await db.select({ n: count() }).from(noticeReminder).where(where);
  const rows = await db
    .select()
    .from(noticeReminder)
    .where(where)
    .orderBy(desc(noticeReminder.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  return { list: rows.map(reminderView), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

async function reminderOfGroup(db: Executor, auth: AuthContext, id: number): Promise<ReminderRow> {
  const [row] = await db
    .select()
    .from(noticeReminder)
    .where(and(eq(noticeReminder.id, id), eq(noticeReminder.businessGroupId, auth.belongId)));
  if (!row) throw fail.notFound();
  return row;
}

export async function reminderDetail(db: Executor, auth: AuthContext, id: number): Promise<ReminderView> {
  return reminderView(await reminderOfGroup(db, auth, id));
}

async function assertCodeFree(db: Executor, groupId: number, code: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: noticeReminder.id })
    .from(noticeReminder)
    .where(and(eq(noticeReminder.businessGroupId, groupId), eq(noticeReminder.code, code)));
  if (taken && taken.id !== exceptId) throw duplicate('code', 'field.code', code);
}

export async function saveReminder(
  db: Executor,
  auth: AuthContext,
  body: z.output<typeof reminderSaveBody> | z.output<typeof reminderUpdateBody>,
): Promise<ReminderView> {
  const id = 'id' in body ? body.id : undefined;
  if (id !== undefined) await reminderOfGroup(db, auth, id);
  await assertCodeFree(db, auth.belongId, body.code, id);
  const scope = await checkScope(db, auth.belongId, body);
  const values = {
    code: body.code,
    name: body.name,
    condition: body.condition,
    dueDays: body.dueDays,
    ...scope,
    popUpTimes: body.popUpTimes,
    voiceTimes: body.voiceTimes,
    updatedAt: new Date(),
  };
  const [row] =
    id === undefined
      ? await db
          .insert(noticeReminder)
          .values({ ...values, businessGroupId: auth.belongId, createdBy: auth.employeeId })
          .returning()
      : await db.update(noticeReminder).set(values).where(eq(noticeReminder.id, id)).returning();
  return reminderView(row);
}

export async function setReminderStatus(
  db: Executor,
  auth: AuthContext,
  body: z.output<typeof reminderStatusBody>,
): Promise<{ updated: number }> {
  const where = and(inArray(noticeReminder.id, body.ids), eq(noticeReminder.businessGroupId, auth.belongId));
  const found = await db.select({ id: noticeReminder.id }).from(noticeReminder).where(where);
  if (found.length !== new Set(body.ids).size) throw fail.notFound();
  await db.update(noticeReminder).set({ status: body.status, updatedAt: new Date() }).where(where);
  return { updated: found.length };
}

export async function deleteReminders(db: Executor, auth: AuthContext, ids: number[]): Promise<{ deleted: number }> {
  const where = and(inArray(noticeReminder.id, ids), eq(noticeReminder.businessGroupId, auth.belongId));
  const found = await db.select({ id: noticeReminder.id }).from(noticeReminder).where(where);
  if (found.length !== new Set(ids).size) throw fail.notFound();
  await db.delete(noticeReminder).where(where);
  return { deleted: found.length };
}

/** The server's day (YYYY-MM-DD), replaceable in tests. */
export const reminderClock = { now: () => new Date() };

function dayOf(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The reminder job: evaluates every enabled definition and makes a SERVICE_REMINDING notice
 * for each new finding, for the employees in its scope (or the one a finding is about, if in
 * scope). A finding already reported (same reminder, same key) is skipped by the unique key,
 * so the job may run as often as it likes. Answers how many notices it made.
 */
export async function runReminders(db: Db, now: Date = reminderClock.now()): Promise<number> {
  const reminders = await db.select().from(noticeReminder).where(eq(noticeReminder.status, 'ENABLE')).orderBy(noticeReminder.id);
  let made = 0;
  for (const r of reminders) {
    made += await db.transaction(async (tx) => {
      const recipients = await recipientsOf(tx, r.businessGroupId, r);
      const findings = await CONDITIONS[r.condition]({
        db: tx,
        groupId: r.businessGroupId,
        dueDays: r.dueDays,
        today: dayOf(now),
        since: r.lastRunAt,
        recipients,
      });
      let n = 0;
      for (const f of findings) {
        const to = f.only ? f.only.filter((id) => recipients.includes(id)) : recipients;
        if (to.length === 0) continue;
        const [row] = await tx
          .insert(notice)
          .values({
            businessGroupId: r.businessGroupId,
            type: 'SERVICE_REMINDING',
            title: f.title,
            titleParams: f.params,
            content: f.content,
            scope: r.scope,
            groupIds: r.groupIds,
            roleIds: r.roleIds,
            popUpTimes: r.popUpTimes,
            voiceTimes: r.voiceTimes,
            reminderId: r.id,
            dedupeKey: f.dedupeKey,
          })
          .onConflictDoNothing()
          .returning({ id: notice.id });
        if (!row) continue;
        await insertRecipients(tx, row.id, to);
        n++;
      }
      await tx.update(noticeReminder).set({ lastRunAt: now }).where(eq(noticeReminder.id, r.id));
      return n;
    });
  }
  return made;
}
