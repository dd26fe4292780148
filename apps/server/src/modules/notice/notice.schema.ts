import type { NoticeScope, NoticeType, ReminderCondition } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, recordStamps, refColumn, statusColumn, tsColumn } from '../../platform/db/columns';

const idList = (name: string) => bigint(name, { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`);

/**
 * A notice (通知公告): an announcement a person published, or a service reminder a reminder
 * definition made. Its recipients are fixed when it is made (notice_recipient), so a user who
 * joins a role later does not receive old notices, and reading is one indexed row per user.
 */
export const notice = pgTable(
  'notice',
  {
    id: idColumn(),
    /** The group that published it (announcements) or whose reminder made it. */
    businessGroupId: refColumn('business_group_id').notNull(),
    type: text('type').$type<NoticeType>().notNull(),
    /** An announcement's title as typed; a reminder's is a message key and params, worded in each reader's language. */
    title: text('title').notNull(),
    titleParams: jsonb('title_params').$type<Record<string, string | number>>(),
    content: text('content').notNull().default(''),
    /** 'html' for rich text (sanitized when saved and again when served); 'text' for plain text written before it, and reminders. */
    contentFormat: text('content_format').$type<'text' | 'html'>().notNull().default('text'),
    attachmentIds: idList('attachment_ids'),
    scope: text('scope').$type<NoticeScope>().notNull(),
    groupIds: idList('group_ids'),
    roleIds: idList('role_ids'),
    popUpTimes: integer('pop_up_times').notNull().default(1),
    voiceTimes: integer('voice_times').notNull().default(0),
    publishedBy: refColumn('published_by'),
    reminderId: refColumn('reminder_id'),
    /** What a reminder reported (a day, a task): it never reports the same thing twice. */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notice_group_created_idx').on(t.businessGroupId, t.type, t.createdAt),
    uniqueIndex('notice_reminder_dedupe_uq').on(t.reminderId, t.dedupeKey),
  ],
);

/** A notice reaching one employee: read or not, and how often it has popped up and been spoken. */
export const noticeRecipient = pgTable(
  'notice_recipient',
  {
    noticeId: refColumn('notice_id')
      .notNull()
      .references(() => notice.id, { onDelete: 'cascade' }),
    employeeId: refColumn('employee_id').notNull(),
    readAt: tsColumn('read_at'),
    poppedUp: integer('popped_up').notNull().default(0),
    spoken: integer('spoken').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.employeeId] }),
    index('notice_recipient_employee_idx').on(t.employeeId, t.readAt, t.noticeId),
  ],
);

/** A reminder definition (消息提醒): what to watch, who is told, how loudly. */
export const noticeReminder = pgTable(
  'notice_reminder',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    condition: text('condition').$type<ReminderCondition>().notNull(),
    dueDays: integer('due_days').notNull().default(3),
    scope: text('scope').$type<NoticeScope>().notNull(),
    groupIds: idList('group_ids'),
    roleIds: idList('role_ids'),
    popUpTimes: integer('pop_up_times').notNull().default(1),
    voiceTimes: integer('voice_times').notNull().default(0),
    status: statusColumn(),
    lastRunAt: tsColumn('last_run_at'),
    ...recordStamps(),
  },
  (t) => [uniqueIndex('notice_reminder_group_code_uq').on(t.businessGroupId, t.code)],
);
