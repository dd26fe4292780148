// The reminder conditions on fixture rows: drafts someone else wrote wait for my review, a SKU
// selling faster than its stock lasts is below the replenishment lower limit, receivables due
// within the days or overdue are counted; each is reported once a day.
import type { NoticeView, Page } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { countsOf, noticeWorld, ok } from './notice.test-kit';
import { runReminders } from './reminder.service';

const t = await startTestApp();
const w = await noticeWorld(t);
const today = new Date();
const day = (offset: number) => {
  const d = new Date(today.getTime() + offset * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const define = (code: string, condition: string, extra: object = {}) =>
  ok(t.call(w.publisher, 'PUT', '/api/notice/noticeReminder/add', { code, name: code, condition, scope: 'ALL', ...extra }));
const reminders = async (s: typeof w.seller) =>
  (await ok(t.call<Page<NoticeView>>(s, 'POST', '/api/notice/notice/businessPage', { noticeType: 'SERVICE_REMINDING' }))).list.map(
    (n) => n.noticeTitle,
  );

describe('reminder conditions', () => {
  it('tells each reviewer how many drafts others wrote', async () => {
    await t.db.execute(sql`
      insert into document (business_group_id, type, bill_no, status, bill_date, created_by) values
        (${w.group.id}, 'PURCHASE_ORDER', 'CGDD-T1', 'DRAFT', ${day(0)}, ${w.seller.employeeId}),
        (${w.group.id}, 'PURCHASE_ORDER', 'CGDD-T2', 'DRAFT', ${day(0)}, ${w.seller.employeeId}),
        (${w.group.id}, 'PURCHASE_ORDER', 'CGDD-T3', 'COMPLETE', ${day(0)}, ${w.seller.employeeId})`);
    await define('REVIEW', 'REVIEW_WAITING');
    expect(await runReminders(t.db, today)).toBeGreaterThan(0);
    expect(await reminders(w.clerk)).toEqual(['2 documents are waiting for your review']);
    // The author does not review its own drafts.
    expect(await reminders(w.seller)).toEqual([]);
  });

  it('counts receivables due within the days and overdue ones, once a day', async () => {
    await t.db.execute(sql`
      insert into money_entry (business_group_id, partner_kind, partner_id, account, kind, document_type, document_id, bill_no, bill_date, amount, open_amount, due_date) values
        (${w.group.id}, 'CUSTOMER', 1, 'BALANCE', 'SALE', 'PURCHASE_ORDER', 1, 'PF1', ${day(-30)}, '100.00', '100.00', ${day(-2)}),
        (${w.group.id}, 'CUSTOMER', 1, 'BALANCE', 'SALE', 'PURCHASE_ORDER', 2, 'PF2', ${day(-1)}, '50.00', '50.00', ${day(2)}),
        (${w.group.id}, 'CUSTOMER', 1, 'BALANCE', 'SALE', 'PURCHASE_ORDER', 3, 'PF3', ${day(-1)}, '70.00', '70.00', ${day(20)}),
        (${w.group.id}, 'CUSTOMER', 1, 'BALANCE', 'SALE', 'PURCHASE_ORDER', 4, 'PF4', ${day(-9)}, '80.00', '0.00', ${day(-5)})`);
    await define('AR', 'RECEIVABLE_DUE', { dueDays: 3 });
    await runReminders(t.db, today);
    expect(await runReminders(t.db, today)).toBe(0);
    expect((await reminders(w.dealerClerk)).filter((x) => x.startsWith('Receivables'))).toEqual([
      'Receivables: 1 overdue, 1 due within 3 days',
    ]);
  });

  it('finds SKUs whose available stock is below the average daily sale times the lower days', async () => {
    // 30 sold in the last 30 days: 1 a day; 7 lower days → 7 needed, 5 available (8 on hand, 3 locked).
    await t.db.execute(sql`
      insert into stock_move (business_group_id, document_type, document_id, bill_no, warehouse_id, sku_id, qty, unit_cost, amount, balance_qty_after, bill_date) values
        (${w.group.id}, 'WHOLESALE_SALE', 9, 'X1', 1, 77, '-30', '1', '-30', '8', ${day(-3)}),
        (${w.group.id}, 'WHOLESALE_SALE', 9, 'X1', 1, 78, '-3', '1', '-3', '100', ${day(-3)})`);
    await t.db.execute(sql`
      insert into stock_balance (business_group_id, warehouse_id, sku_id, on_hand, locked) values
        (${w.group.id}, 1, 77, '8', '3'), (${w.group.id}, 1, 78, '100', '0')`);
    await define('LOW', 'LOW_STOCK');
    await runReminders(t.db, today);
    expect((await reminders(w.clerk)).filter((x) => x.includes('replenishment'))).toEqual(['SKUs below the replenishment lower limit: 1']);
    expect((await countsOf(t, w.clerk)).counts.SERVICE_REMINDING).toBeGreaterThanOrEqual(3);
  });
});
