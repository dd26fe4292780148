import {
  idText,
  noticeAttachmentQuery,
  noticeDetailQuery,
  noticeIdsQuery,
  noticePageBody,
  noticePublishBody,
  noticePublishedPageBody,
  noticeReadBody,
  reminderPageBody,
  reminderSaveBody,
  reminderStatusBody,
  reminderUpdateBody,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { can } from '../../platform/access/auth-context';
import type { Config } from '../../platform/config';
import { contentDisposition } from '../../platform/excel/index';
import { fileStoreOf } from '../../platform/files/index';
import { fail } from '../../platform/http/errors';
import { AUTHENTICATED, route } from '../../platform/http/route';
import { registerJob } from '../../platform/jobs/registry';
import {
  deleteNotices,
  markRead,
  myNoticePage,
  noticeAttachment,
  noticeConstrain,
  noticeDetail,
  publishedPage,
  publishNotice,
  remind,
} from './notice.service';
import { scopeOptions } from './notice-scope';
import { reminderDetail, reminderPage, runReminders, saveReminder, setReminderStatus } from './reminder.service';

/** The queue of the job that evaluates the reminder definitions. */
export const REMINDER_QUEUE = 'notice-run-reminders';
const NOTICE_MENU = '/system/notice';
const PUBLISH = 'system:notice:add';
const REMINDER_MENU = '/system/noticeReminder';

/**
 * Notice calls (spec §7 notice service). Reading is every signed-in user's own business: the
 * notices they received (recipients are fixed when a notice is made). Publishing and the
 * published list need the 通知公告 screen's buttons; reminder definitions the 消息提醒 screen.
 */
export function noticeRoutes(app: FastifyInstance, config: Config): void {
  const store = fileStoreOf(config);
  const tags = ['notice'];
  const base = '/api/notice/notice';

  route(app, {
    method: 'POST',
    url: `${base}/constrain`,
    permission: AUTHENTICATED,
    summary: 'The poll interval (pullInterval), the pop-up and voice switches, and the caller’s unread counts by type',
    tags,
    handler: ({ db, auth }) => noticeConstrain(db, auth, config),
  });
  route(app, {
    method: 'POST',
    url: `${base}/businessPage`,
    permission: AUTHENTICATED,
    summary: 'The caller’s notices, newest first (type, read state, keyword)',
    tags,
    body: noticePageBody,
    handler: ({ db, auth, lang, body }) => myNoticePage(db, auth, lang, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/read`,
    permission: AUTHENTICATED,
    summary: 'Mark the caller’s notices read: the ones named, or all (of a type)',
    tags,
    body: noticeReadBody,
    handler: ({ db, auth, body }) => markRead(db, auth, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/remind`,
    permission: AUTHENTICATED,
    summary: 'The notices to pop up or speak now for the caller; each answer counts as one time',
    tags,
    handler: ({ db, auth, lang }) => remind(db, auth, lang),
  });
  route(app, {
    method: 'GET',
    url: '/api/notice/noticeDetail/businessDetail',
    permission: AUTHENTICATED,
    summary: 'A notice the caller received, with its attachments; opening it marks it read',
    tags,
    query: noticeDetailQuery,
    handler: ({ db, auth, lang, query }) => noticeDetail(db, auth, lang, Number(query.noticeId)),
  });
  route(app, {
    method: 'GET',
    url: '/api/notice/noticeDetail/attachment',
    permission: AUTHENTICATED,
    summary: 'Download an attachment of a notice the caller received (or its group published)',
    tags,
    query: noticeAttachmentQuery,
    raw: true,
    handler: async ({ db, auth, query, reply }) => {
      const file = await noticeAttachment(db, store, auth, Number(query.noticeId), Number(query.fileId), can(auth, PUBLISH));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  });
  route(app, {
    method: 'PUT',
    url: `${base}/publish`,
    permission: PUBLISH,
    summary: 'Publish an announcement to everyone of the group and its dealers, chosen groups, or roles',
    tags,
    body: noticePublishBody,
    handler: ({ db, auth, body }) => db.transaction((tx) => publishNotice(tx, auth, body)),
  });
  route(app, {
    method: 'POST',
    url: `${base}/publishedPage`,
    permission: NOTICE_MENU,
    summary: 'The announcements the active group published, with how many received and read them',
    tags,
    body: noticePublishedPageBody,
    handler: ({ db, auth, body }) => publishedPage(db, auth, body),
  });
  route(app, {
    method: 'DELETE',
    url: base,
    permission: 'system:notice:delete',
    summary: 'Withdraw announcements of the active group (ids=1,2)',
    tags,
    query: noticeIdsQuery,
    handler: ({ db, auth, query }) => deleteNotices(db, auth, query.ids.split(',').map(Number)),
  });
  route(app, {
    method: 'GET',
    url: `${base}/scopeOptions`,
    permission: AUTHENTICATED,
    summary: 'The business groups and roles a notice or a reminder of the active group may reach',
    tags,
    handler: ({ db, auth }) => {
      if (!can(auth, PUBLISH) && !can(auth, REMINDER_MENU)) throw fail.forbidden();
      return scopeOptions(db, auth);
    },
  });

  reminderRoutes(app);
  // Every five minutes: findings are deduplicated, so a run after a pause catches up once.
  registerJob({
    queue: REMINDER_QUEUE,
    cron: '*/5 * * * *',
    handler: (_data, { database }) => runReminders(database.db),
  });
}

function reminderRoutes(app: FastifyInstance): void {
  const tags = ['notice: reminders'];
  const base = '/api/notice/noticeReminder';
  route(app, {
    method: 'POST',
    url: `${base}/page`,
    permission: REMINDER_MENU,
    summary: 'Reminder definitions of the active group',
    tags,
    body: reminderPageBody,
    handler: ({ db, auth, body }) => reminderPage(db, auth, body),
  });
  route(app, {
    method: 'GET',
    url: `${base}/:id`,
    permission: REMINDER_MENU,
    summary: 'One reminder definition',
    tags,
    params: z.object({ id: idText }),
    handler: ({ db, auth, params }) => reminderDetail(db, auth, Number(params.id)),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/add`,
    permission: 'system:noticeReminder:add',
    summary: 'Add a reminder definition; code unique in the business group',
    tags,
    body: reminderSaveBody,
    handler: ({ db, auth, body }) => db.transaction((tx) => saveReminder(tx, auth, body)),
  });
  route(app, {
    method: 'POST',
    url: `${base}/update`,
    permission: 'system:noticeReminder:edit',
    summary: 'Change a reminder definition',
    tags,
    body: reminderUpdateBody,
    handler: ({ db, auth, body }) => db.transaction((tx) => saveReminder(tx, auth, body)),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/status`,
    permission: 'system:noticeReminder:status',
    summary: 'Enable or disable reminder definitions',
    tags,
    body: reminderStatusBody,
    handler: ({ db, auth, body }) => setReminderStatus(db, auth, body),
  });
}
