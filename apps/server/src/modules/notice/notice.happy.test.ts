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

  it('stores rich text sanitized: the detail and the pop-up get the whitelist only; older plain text comes escaped with its line breaks', async () => {
    const typed =
      '<h3 style="color:red">盘点安排</h3><p onclick="steal()">请<b>周五</b>前完成<script>alert(1)</script>盘点</p>' +
      '<img src=x onerror="alert(1)"><ul><li><a href="javascript:alert(1)">坏链接</a></li>' +
      '<li><a href="https://wiki.example.com/stocktake" target="_self">说明</a></li></ul><div><iframe src="https://evil"></iframe>完</div>';
    const clean =
      '<h3>盘点安排</h3><p>请<strong>周五</strong>前完成盘点</p><ul><li><a>坏链接</a></li>' +
      '<li><a href="https://wiki.example.com/stocktake" rel="noopener noreferrer" target="_blank">说明</a></li></ul>完';
    const { noticeId } = await ok(
      t.call<{ noticeId: string }>(w.publisher, 'PUT', '/api/notice/notice/publish', {
        title: '盘点通知',
        content: typed,
        scope: 'ROLES',
        roleIds: [String(w.sales.id)],
        popUpTimes: 1,
        voiceTimes: 0,
      }),
    );
    const stored = await t.db.execute<{ content: string }>(sql`select content from notice where id = ${Number(noticeId)}`);
    expect(stored.rows[0].content).toBe(clean);
    const popUp = await ok(t.call<NoticeRemindView[]>(w.seller, 'POST', '/api/notice/notice/remind', {}));
    expect(popUp).toEqual([expect.objectContaining({ noticeTitle: '盘点通知', content: clean })]);
    const detail = await ok(t.call<NoticeDetailView>(w.seller, 'GET', `/api/notice/noticeDetail/businessDetail?noticeId=${noticeId}`));
    expect(detail.content).toBe(clean);

    // A notice written as plain text before rich text existed.
    await t.db.execute(
      sql`update notice set content = ${'第一行 <b>不是粗体</b>\n第二行\n\n新段落'}, content_format = 'text' where id = ${Number(noticeId)}`,
    );
    const old = await ok(t.call<NoticeDetailView>(w.seller, 'GET', `/api/notice/noticeDetail/businessDetail?noticeId=${noticeId}`));
    expect(old.content).toBe('<p>第一行 &lt;b&gt;不是粗体&lt;/b&gt;<br>第二行</p><p>新段落</p>');
  });

  it('refuses a body whose sanitized HTML is over the length limit, naming the field', async () => {
    const res = await t.call(w.publisher, 'PUT', '/api/notice/notice/publish', {
      title: '太长',
      content: '<'.repeat(15000),
      scope: 'ALL',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('content');
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
