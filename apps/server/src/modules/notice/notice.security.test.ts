// Notices inside the walls: a user outside a notice's scope never sees it (list, count,
// pop-up, detail, attachment); publishing and reminders need their buttons; another business
// group's notices and reminders are not found.
import type { NoticeRemindView, NoticeView, Page, ReminderView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { PNG, uploadAs } from '../../platform/files/files.test-kit';
import { countsOf, noticeWorld, ok, PUBLISHER_GRANTS } from './notice.test-kit';

const t = await startTestApp();
const w = await noticeWorld(t);
const other = await noticeWorld(t);
const file = await uploadAs(t, w.publisher, PNG, 'secret.png');
const published = await ok(
  t.call<{ noticeId: string }>(w.publisher, 'PUT', '/api/notice/notice/publish', {
    title: '仅限销售',
    scope: 'ROLES',
    roleIds: [String(w.sales.id)],
    attachmentIds: [file.body.data.id],
    popUpTimes: 3,
    voiceTimes: 3,
  }),
);

describe('scope', () => {
  it('never shows a notice to a user outside its scope', async () => {
    for (const s of [w.clerk, w.dealerClerk, other.seller, other.publisher]) {
      expect((await countsOf(t, s)).total).toBe(0);
      expect(await ok(t.call<NoticeRemindView[]>(s, 'POST', '/api/notice/notice/remind', {}))).toEqual([]);
      const page = await ok(t.call<Page<NoticeView>>(s, 'POST', '/api/notice/notice/businessPage', {}));
      expect(page.total).toBe(0);
      const detail = await t.call(s, 'GET', `/api/notice/noticeDetail/businessDetail?noticeId=${published.noticeId}`);
      expect(detail.body.code).toBe(4000404);
      const att = await t.call(s, 'GET', `/api/notice/noticeDetail/attachment?noticeId=${published.noticeId}&fileId=${file.body.data.id}`);
      expect(att.body.code).toBe(4000404);
    }
  });

  it('marks nothing of another user read', async () => {
    await ok(t.call(w.clerk, 'POST', '/api/notice/notice/read', { noticeIds: [published.noticeId] }));
    await ok(t.call(w.clerk, 'POST', '/api/notice/notice/read', { all: true }));
    expect((await countsOf(t, w.seller)).total).toBe(1);
  });

  it('serves an attachment only as the notice’s, never another file of the group', async () => {
    const loose = await uploadAs(t, w.publisher, PNG, 'loose.png');
    const res = await t.call(
      w.seller,
      'GET',
      `/api/notice/noticeDetail/attachment?noticeId=${published.noticeId}&fileId=${loose.body.data.id}`,
    );
    expect(res.body.code).toBe(4000404);
  });
});

describe('permissions and groups', () => {
  it('needs the publish button to publish and the screen to manage', async () => {
    const res = await t.call(w.seller, 'PUT', '/api/notice/notice/publish', { title: 'x', scope: 'ALL' });
    expect(res.body.code).toBe(4030001);
    expect((await t.call(w.seller, 'POST', '/api/notice/notice/publishedPage', {})).body.code).toBe(4030001);
    expect((await t.call(w.seller, 'POST', '/api/notice/noticeReminder/page', {})).body.code).toBe(4030001);
    expect((await t.call(w.seller, 'GET', '/api/notice/notice/scopeOptions')).body.code).toBe(4030001);
  });

  it('keeps another group’s announcements and reminders out of reach', async () => {
    const def = await ok(
      t.call<ReminderView>(w.publisher, 'PUT', '/api/notice/noticeReminder/add', {
        code: 'MINE',
        name: '我的',
        condition: 'LOW_STOCK',
        scope: 'ALL',
      }),
    );
    expect((await t.call(other.publisher, 'GET', `/api/notice/noticeReminder/${def.id}`)).body.code).toBe(4000404);
    const upd = await t.call(other.publisher, 'POST', '/api/notice/noticeReminder/update', {
      id: def.id,
      code: 'MINE',
      name: '改',
      condition: 'LOW_STOCK',
      scope: 'ALL',
    });
    expect(upd.body.code).toBe(4000404);
    expect(
      (await t.call(other.publisher, 'PUT', '/api/notice/noticeReminder/status', { ids: [def.id], status: 'DISABLE' })).body.code,
    ).toBe(4000404);
    expect((await t.call(other.publisher, 'DELETE', `/api/notice/notice?ids=${published.noticeId}`)).body.code).toBe(4000404);
    const theirs = await ok(t.call<Page<unknown>>(other.publisher, 'POST', '/api/notice/notice/publishedPage', {}));
    expect(theirs.total).toBe(0);
  });

  it('lets a dealer publish only within itself', async () => {
    const dealerPublisher = {
      ...(await t.given.session({ groups: [w.dealer.id], grants: PUBLISHER_GRANTS })),
      belongId: String(w.dealer.id),
    };
    const res = await t.call(dealerPublisher, 'PUT', '/api/notice/notice/publish', {
      title: 'x',
      scope: 'GROUPS',
      groupIds: [String(w.group.id)],
    });
    expect(res.body.errors?.[0]?.field).toBe('groupIds');
  });
});
