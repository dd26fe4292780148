import type { NoticeConstrainView } from '@quire/contracts';
import { expect } from 'vitest';
import type { Session, TestApp } from '../../../test/harness';

export const PUBLISHER_GRANTS = [
  '/system/notice',
  'system:notice:add',
  'system:notice:delete',
  '/system/noticeReminder',
  'system:noticeReminder:add',
  'system:noticeReminder:edit',
  'system:noticeReminder:status',
];

export async function ok<T>(p: Promise<{ body: { code: number; data: T; msg: string } }>): Promise<T> {
  const res = await p;
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
}

/** A business group with a publisher, a role, and members with and without the role. */
export async function noticeWorld(t: TestApp) {
  const group = await t.given.businessGroup();
  const dealer = await t.given.businessGroup({ belongType: 'DEALER', parentId: group.id });
  const sales = await t.given.role({ businessGroupId: group.id, name: '销售' });
  const as = (s: Session, g = group.id) => ({ ...s, belongId: String(g) });
  const publisher = as(await t.given.session({ groups: [group.id], grants: PUBLISHER_GRANTS }));
  const seller = as(await t.given.session({ groups: [group.id], roleId: sales.id }));
  const clerk = as(await t.given.session({ groups: [group.id] }));
  const dealerClerk = as(await t.given.session({ groups: [dealer.id] }), dealer.id);
  return { group, dealer, sales, publisher, seller, clerk, dealerClerk };
}

export async function countsOf(t: TestApp, s: Session): Promise<NoticeConstrainView> {
  return ok(t.call<NoticeConstrainView>(s, 'POST', '/api/notice/notice/constrain', {}));
}
