// 按期间结算 exactly (DOMAIN 13): each settling sheet of a periodic customer is tied to the days
// whose accrual it cleared, so a period shows accrued, settled, taken back and unsettled exactly.
// Worked by hand: a periodic customer at 5 % buys 200.00 of rebate goods on day A (10.00 accrued)
// and 100.00 on day B, later (5.00). A sheet of 5.00 for period B settles B (A still 10.00
// unsettled — the old "oldest first" estimate said 5.00); a sheet of 4.00 with no period settles
// the oldest (A: 6.00 left); a sheet of −1.00 for A takes 1.00 back (A: 5.00 left); a sheet of
// 5.00 for B, where nothing is left, settles A. Undoing the first puts B's 5.00 back.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { MIGRATIONS_DIR } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import { ensureReferenceData } from '../basic/index';
import { freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { verifyMoneyLedger } from './index';
import { dayFrom, rebateClerk } from './rebate.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
await ensureReferenceData(t.db);
const r = rebateClerk(t, admin);

const [A, B] = [dayFrom(-20), dayFrom(-5)];
const figures = async (customerId: string, from: string, to: string) => {
  const v = await r.period(customerId, from, to);
  return { accrued: v.accruedInPeriod, settled: v.settled, takenBack: v.takenBack, unsettled: v.unsettled };
};

async function periodicCustomer() {
  const customer = await r.customer('5', 'PERIODIC');
  const [w, rebated] = [freshId(), freshId()];
  await r.list(customer.id, 'REBATE', [rebated]);
  await r.sell(customer.id, w, [{ skuId: rebated, qty: '2', price: '100' }], A);
  await r.sell(customer.id, w, [{ skuId: rebated, qty: '1', price: '100' }], B);
  return customer;
}

describe('rebate settlements tied to periods', () => {
  it('a settlement clears its own period first, then the oldest days; each period shows accrued, settled and unsettled exactly', async () => {
    const customer = await periodicCustomer();
    expect(await r.balance(customer.id)).toEqual({ balance: '300.00', rebate: '15.00' });
    expect(await figures(customer.id, A, A)).toEqual({ accrued: '10.00', settled: '0.00', takenBack: '0.00', unsettled: '10.00' });

    const first = await r.amount(customer.id, '5', { from: B, to: B });
    expect(await figures(customer.id, B, B)).toEqual({ accrued: '5.00', settled: '5.00', takenBack: '0.00', unsettled: '0.00' });
    expect(await figures(customer.id, A, A)).toEqual({ accrued: '10.00', settled: '0.00', takenBack: '0.00', unsettled: '10.00' });

    await r.amount(customer.id, '4');
    expect(await figures(customer.id, A, A)).toEqual({ accrued: '10.00', settled: '4.00', takenBack: '0.00', unsettled: '6.00' });

    await r.amount(customer.id, '-1', { from: A, to: A });
    expect(await figures(customer.id, A, A)).toEqual({ accrued: '10.00', settled: '4.00', takenBack: '1.00', unsettled: '5.00' });

    // Nothing left of B: the rest goes to the oldest open day.
    await r.amount(customer.id, '5', { from: B, to: B });
    expect(await figures(customer.id, A, A)).toEqual({ accrued: '10.00', settled: '9.00', takenBack: '1.00', unsettled: '0.00' });
    expect(await r.balance(customer.id)).toEqual({ balance: '286.00', rebate: '0.00' });

    // The whole range month by month adds up to the same figures, and to the account.
    const whole = await r.period(customer.id, A, B);
    expect(whole).toMatchObject({ accruedInPeriod: '15.00', settled: '14.00', takenBack: '1.00', unsettled: '0.00' });
    const sum = (k: 'accrued' | 'settled' | 'takenBack' | 'unsettled') =>
      whole.months.reduce((s, m) => s + Math.round(Number(m[k]) * 100), 0) / 100;
    expect([sum('accrued'), sum('settled'), sum('takenBack'), sum('unsettled')]).toEqual([15, 14, 1, 0]);
    expect(whole.months[0]?.from).toBe(A);
    expect(whole.months.at(-1)?.to).toBe(B);

    // Undoing the first sheet gives B its 5.00 back.
    const declined = await r.ok(r.op('decline', first));
    expect(declined.status).toBe('DRAFT');
    expect(await figures(customer.id, B, B)).toEqual({ accrued: '5.00', settled: '0.00', takenBack: '0.00', unsettled: '5.00' });
    expect(await r.balance(customer.id)).toEqual({ balance: '291.00', rebate: '5.00' });
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });

  it('the sheet keeps the period it settles; a period without its other end, or the wrong way round, is refused naming the field', async () => {
    const customer = await r.customer('5', 'PERIODIC');
    const half = await r.save({ ...r.amountBody(customer.id, '1'), periodFrom: A });
    expect(half.status).toBe(400);
    expect(JSON.stringify(half.body)).toContain('periodTo');
    const reversed = await r.save({ ...r.amountBody(customer.id, '1'), periodFrom: B, periodTo: A });
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain('periodTo');
    const ratio = await r.save({ ...r.ratioBody(customer.id, '3', 'PERIODIC'), periodFrom: A, periodTo: B });
    expect(ratio.status).toBe(400);
    expect(JSON.stringify(ratio.body)).toContain('periodFrom');
  });

  it('the migration ties the sheets reviewed before it to the oldest days, as the old estimate assumed', async () => {
    const customer = await periodicCustomer();
    await r.amount(customer.id, '12');
    await r.amount(customer.id, '-2');
    const tied = async () =>
      rows<{ day: string; amount: string; taken_back: boolean }>(
        t.db,
        sql`select accrual_date::text as day, amount::text as amount, taken_back from rebate_settlement
            where customer_id = ${Number(customer.id)} order by id`,
      );
    const live = await tied();
    expect(live).toEqual([
      { day: A, amount: '10.00', taken_back: false },
      { day: B, amount: '2.00', taken_back: false },
      { day: B, amount: '2.00', taken_back: true },
    ]);
    // As before the migration: no ties; then its backfill statement.
    await t.db.execute(sql`delete from rebate_settlement`);
    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0026_r17_rebate_settlement.sql'), 'utf8').split('--> statement-breakpoint');
    await t.db.execute(sql.raw(migration.at(-1) as string));
    expect(await tied()).toEqual(live);
    expect(await figures(customer.id, A, B)).toEqual({ accrued: '15.00', settled: '12.00', takenBack: '2.00', unsettled: '1.00' });
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
  });
});
