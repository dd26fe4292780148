// Bad notices and reminder definitions are refused with the field named, and change nothing.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { fieldsOf } from '../partner/partner.test-kit';
import { countsOf, noticeWorld, ok } from './notice.test-kit';

const t = await startTestApp();
const w = await noticeWorld(t);
const publish = (body: object) => t.call(w.publisher, 'PUT', '/api/notice/notice/publish', body);

describe('publishing', () => {
  it('names the missing title, the empty role list and too many pop-ups', async () => {
    const res = await publish({ title: ' ', scope: 'ROLES', roleIds: [], popUpTimes: 99 });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body).sort()).toEqual(['popUpTimes', 'roleIds', 'title']);
  });

  it('refuses a group outside the family, a role of another group and an unknown attachment', async () => {
    const stranger = await t.given.businessGroup();
    const strangerRole = await t.given.role({ businessGroupId: stranger.id });
    expect(fieldsOf((await publish({ title: 'x', scope: 'GROUPS', groupIds: [String(stranger.id)] })).body)).toEqual(['groupIds']);
    expect(fieldsOf((await publish({ title: 'x', scope: 'ROLES', roleIds: [String(strangerRole.id)] })).body)).toEqual(['roleIds']);
    expect(fieldsOf((await publish({ title: 'x', scope: 'ALL', attachmentIds: ['999999'] })).body)).toEqual(['attachmentIds']);
  });

  it('refuses a scope nobody is in', async () => {
    const empty = await t.given.role({ businessGroupId: w.group.id });
    const res = await publish({ title: 'x', scope: 'ROLES', roleIds: [String(empty.id)] });
    expect(fieldsOf(res.body)).toEqual(['scope']);
    expect((await countsOf(t, w.seller)).total).toBe(0);
  });
});

describe('reading', () => {
  it('asks which notices to mark read', async () => {
    const res = await t.call(w.seller, 'POST', '/api/notice/notice/read', {});
    expect(fieldsOf(res.body)).toEqual(['noticeIds']);
  });

  it('answers a notice that does not exist as not found, and a bad id as a field error', async () => {
    expect((await t.call(w.seller, 'GET', '/api/notice/noticeDetail/businessDetail?noticeId=424242')).body.code).toBe(4000404);
    const bad = await t.call(w.seller, 'GET', '/api/notice/noticeDetail/businessDetail?noticeId=abc');
    expect(fieldsOf(bad.body)).toEqual(['noticeId']);
  });
});

describe('reminder definitions', () => {
  it('refuses a duplicate code and an unknown condition', async () => {
    const body = { code: 'DUP', name: '重复', condition: 'LOW_STOCK', scope: 'ALL' };
    await ok(t.call(w.publisher, 'PUT', '/api/notice/noticeReminder/add', body));
    const dup = await t.call(w.publisher, 'PUT', '/api/notice/noticeReminder/add', body);
    expect(dup.body.code).toBe(4000409);
    expect(fieldsOf(dup.body)).toEqual(['code']);
    const bad = await t.call(w.publisher, 'PUT', '/api/notice/noticeReminder/add', { ...body, code: 'X', condition: 'WEATHER' });
    expect(fieldsOf(bad.body)).toEqual(['condition']);
  });
});
