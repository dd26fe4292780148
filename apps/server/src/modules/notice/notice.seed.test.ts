// The demo company opens with an unread announcement for everyone and two reminder definitions.
import type { NoticeView, Page, ReminderView } from '@quire/contracts';
import { expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { DEMO_PASSWORD, seedDemo } from '../../seed/seed';
import { countsOf, ok } from './notice.test-kit';

const t = await startTestApp();
await seedDemo(t.db);

it('gives every demo user the announcement and the administrator two reminders, and salespeople no publishing', async () => {
  const sales = await t.login('sales01', DEMO_PASSWORD);
  expect((await countsOf(t, sales)).counts.ANNOUNCEMENT).toBe(1);
  const page = await ok(t.call<Page<NoticeView>>(sales, 'POST', '/api/notice/notice/businessPage', {}));
  expect(page.list[0].noticeTitle).toContain('年末盘点');
  expect((await t.call(sales, 'PUT', '/api/notice/notice/publish', { title: 'x', scope: 'ALL' })).body.code).toBe(4030001);
  const admin = await t.login('admin', DEMO_PASSWORD);
  const reminders = await ok(t.call<Page<ReminderView>>(admin, 'POST', '/api/notice/noticeReminder/page', {}));
  expect(reminders.list.map((r) => r.code).sort()).toEqual(['AR_DUE', 'LOW_STOCK']);
});
