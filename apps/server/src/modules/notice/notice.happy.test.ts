// Notices reach the people their scope names: an announcement to a role pops up and is
// counted for its holders until they open it; a reminder definition makes one service
// reminder per finding, for the people in its scope, however often the job runs.
import type { NoticeDetailView, NoticeRemindView, NoticeView, Page, PublishedNoticeView, ReminderView } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { PNG, uploadAs } from '../../platform/files/files.test-kit';
import { countsOf, noticeWorld, ok } from './notice.test-kit';
import { runReminders } from './reminder.service';

const t = await startTestApp();
const w = await noticeWorld(t);

describe('announcements', () => {
  it('publishes to a role: its holders see the unread count, the pop-up and voice, the detail marks it read', async () => {
    const file = await uploadAs(t, w.publisher, PNG, '促销海报.png');
    const published = await ok(
      t.call<{ noticeId: string; recipients: number }>(w.publisher, 'PUT', '/api/notice/notice/publish', {
        title: '双十二备货通知',
        content: '请各位销售于 12 月 5 日前提交备货计划。',
        attachmentIds: [file.body.data.id],
        scope: 'ROLES',
        roleIds: [String(w.sales.id)],
        popUpTimes: 2,
        voiceTimes: 1,
      }),
    );
    expect(published.recipients).toBe(1);

    const before = await countsOf(t, w.seller);
    expect(before).toMatchObject({ pullInterval: 30, counts: { ANNOUNCEMENT: 1, SERVICE_REMINDING: 0 }, total: 1 });
    expect((await countsOf(t, w.clerk)).total).toBe(0);

    const first = await ok(t.call<NoticeRemindView[]>(w.seller, 'POST', '/api/notice/notice/remind', {}));
    expect(first).toEqual([expect.objectContaining({ noticeTitle: '双十二备货通知', behavior: 'POPUP_VOICE', noticeSystem: 'DH' })]);
    const second = await ok(t.call<NoticeRemindView[]>(w.seller, 'POST', '/api/notice/notice/remind', {}));
    expect(second.map((r) => r.behavior)).toEqual(['POPUP']);
    expect(await ok(t.call<NoticeRemindView[]>(w.seller, 'POST', '/api/notice/notice/remind', {}))).toEqual([]);

    const page = await ok(t.call<Page<NoticeView>>(w.seller, 'POST', '/api/notice/notice/businessPage', { readStatus: 'UNREAD' }));
    expect(page.list.map((n) => n.noticeTitle)).toEqual(['双十二备货通知']);

    const detail = await ok(
      t.call<NoticeDetailView>(w.seller, 'GET', `/api/notice/noticeDetail/businessDetail?noticeId=${published.noticeId}`),
    );
    expect(detail).toMatchObject({
      read: true,
      content: '请各位销售于 12 月 5 日前提交备货计划。',
      attachments: [{ name: '促销海报.png' }],
    });
    const bytes = await t.call<Buffer>(
      w.seller,
      'GET',
      `/api/notice/noticeDetail/attachment?noticeId=${published.noticeId}&fileId=${file.body.data.id}`,
    );
    expect(Buffer.compare(bytes.body.data, PNG)).toBe(0);
    expect((await countsOf(t, w.seller)).total).toBe(0);

    const mine = await ok(t.call<Page<PublishedNoticeView>>(w.publisher, 'POST', '/api/notice/notice/publishedPage', {}));
    expect(mine.list[0]).toMatchObject({ noticeTitle: '双十二备货通知', recipients: 1, readCount: 1 });
  });

  it('reaches everyone of the group and its dealers with scope ALL, and chosen groups with GROUPS', async () => {
    await ok(t.call(w.publisher, 'PUT', '/api/notice/notice/publish', { title: '全员通知', scope: 'ALL', popUpTimes: 0, voiceTimes: 0 }));
    for (const s of [w.seller, w.clerk, w.dealerClerk]) expect((await countsOf(t, s)).counts.ANNOUNCEMENT).toBe(1);
    await ok(
      t.call(w.publisher, 'PUT', '/api/notice/notice/publish', { title: '经销商通知', scope: 'GROUPS', groupIds: [String(w.dealer.id)] }),
    );
    expect((await countsOf(t, w.dealerClerk)).counts.ANNOUNCEMENT).toBe(2);
    expect((await countsOf(t, w.clerk)).counts.ANNOUNCEMENT).toBe(1);
    // Nothing to pop up for a notice with no pop-ups or voice.
    const told = await ok(t.call<NoticeRemindView[]>(w.clerk, 'POST', '/api/notice/notice/remind', {}));
    expect(told).toEqual([]);
  });

  it('marks every unread notice of a type read at once', async () => {
    const res = await ok(
      t.call<{ updated: number }>(w.dealerClerk, 'POST', '/api/notice/notice/read', { all: true, noticeType: 'ANNOUNCEMENT' }),
    );
    expect(res.updated).toBe(2);
    expect((await countsOf(t, w.dealerClerk)).total).toBe(0);
  });
});

describe('reminders', () => {
  it('makes one service reminder per finding for the people in scope, worded in the reader’s language', async () => {
    const def = await ok(
      t.call<ReminderView>(w.publisher, 'PUT', '/api/notice/noticeReminder/add', {
        code: 'CUST_STOP',
        name: '客户停止合作提醒',
        condition: 'CUSTOMER_STOPPED',
        scope: 'ROLES',
        roleIds: [String(w.sales.id)],
        popUpTimes: 1,
        voiceTimes: 1,
      }),
    );
    expect(def).toMatchObject({ code: 'CUST_STOP', status: 'ENABLE', roleIds: [String(w.sales.id)] });
    await t.db.execute(sql`
      insert into customer_info (business_group_id, customer_code, customer_name, customer_type, customer_status)
      values (${w.group.id}, 'CS-STOP', '晨光文具店', 'GENERAL_SHOP', 'STOPPED')`);
    expect(await runReminders(t.db)).toBe(1);
    expect(await runReminders(t.db)).toBe(0);

    expect((await countsOf(t, w.seller)).counts.SERVICE_REMINDING).toBe(1);
    expect((await countsOf(t, w.clerk)).counts.SERVICE_REMINDING).toBe(0);
    const zh = await ok(
      t.call<Page<NoticeView>>(
        w.seller,
        'POST',
        '/api/notice/notice/businessPage',
        { noticeType: 'SERVICE_REMINDING' },
        { language: 'zh-CN' },
      ),
    );
    expect(zh.list[0].noticeTitle).toBe('客户“晨光文具店”已停止合作');
    const en = await ok(t.call<NoticeRemindView[]>(w.seller, 'POST', '/api/notice/notice/remind', {}));
    expect(en[0]).toMatchObject({ noticeTitle: 'Customer 晨光文具店 has been stopped', behavior: 'POPUP_VOICE' });
  });

  it('tells only its owner that an import finished, and a disabled definition nothing', async () => {
    const def = await ok(
      t.call<ReminderView>(w.publisher, 'PUT', '/api/notice/noticeReminder/add', {
        code: 'EXCEL',
        name: '导入导出完成',
        condition: 'EXCEL_TASK_DONE',
        scope: 'ALL',
      }),
    );
    await t.db.execute(sql`
      insert into excel_task (business_group_id, employee_id, kind, biz_key, file_name, status, auth_snapshot, finished_at)
      values (${w.group.id}, ${w.clerk.employeeId}, 'EXPORT', 'probe', '客户列表.xlsx', 'FINISHED', '{}'::jsonb, now())`);
    await ok(t.call(w.publisher, 'PUT', '/api/notice/noticeReminder/status', { ids: [def.id], status: 'DISABLE' }));
    expect(await runReminders(t.db)).toBe(0);
    await ok(t.call(w.publisher, 'PUT', '/api/notice/noticeReminder/status', { ids: [def.id], status: 'ENABLE' }));
    expect(await runReminders(t.db)).toBe(1);
    expect((await countsOf(t, w.clerk)).counts.SERVICE_REMINDING).toBe(1);
    expect((await countsOf(t, w.publisher)).counts.SERVICE_REMINDING).toBe(0);
  });

  it('evaluates the review, stock and receivable conditions without error on an empty group', async () => {
    for (const condition of ['REVIEW_WAITING', 'LOW_STOCK', 'RECEIVABLE_DUE']) {
      await ok(
        t.call(w.publisher, 'PUT', '/api/notice/noticeReminder/add', { code: `C_${condition}`, name: condition, condition, scope: 'ALL' }),
      );
    }
    expect(await runReminders(t.db)).toBe(0);
    const page = await ok(t.call<Page<ReminderView>>(w.publisher, 'POST', '/api/notice/noticeReminder/page', {}));
    expect(page.total).toBe(5);
    expect(page.list.every((r) => r.lastRunAt !== null)).toBe(true);
  });
});
