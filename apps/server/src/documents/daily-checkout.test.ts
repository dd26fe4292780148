// Daily checkout (日结) as the document engine relies on it: the automatic close, and the day
// lock that keeps a posting and the closing of its day from passing each other.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness';
import { checkoutRecord } from './checkout.schema';
import { assertDayOpen, closeDay, lastCheckoutDate, runAutoCheckout, today } from './checkout.service';
import { operateDocument, saveDocument } from './document.service';
import { catalogDefinition, documentDefinition } from './document-registry';
import { dayLock } from './posting-day';

const t = await startTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('automatic daily checkout', () => {
  it('closes today for each group whose configured time has come, once, pending documents or not', async () => {
    const due = await t.given.businessGroup();
    const off = await t.given.businessGroup();
    const times = new Map<number, string | null>([
      [due.id, '00:00'],
      [off.id, null],
    ]);
    const first = await runAutoCheckout(t.db, async (id) => times.get(id) ?? null);
    expect(first.closed).toContain(due.id);
    expect(first.closed).not.toContain(off.id);
    expect(await lastCheckoutDate(t.db, due.id)).toBe(await today(t.db));
    expect(await lastCheckoutDate(t.db, off.id)).toBeNull();
    const again = await runAutoCheckout(t.db, async (id) => times.get(id) ?? null);
    expect(again.closed).not.toContain(due.id);
    const records = await t.db.select().from(checkoutRecord);
    expect(records.filter((r) => r.businessGroupId === due.id).map((r) => r.source)).toEqual(['AUTO']);
  });
});

describe('what a closed day refuses', () => {
  it('refuses stock and money documents dated on or before it, while orders may still be entered', async () => {
    const g = (await t.given.businessGroup()).id;
    const actor = { employeeId: 1, businessGroupId: g };
    await closeDay(t.db, g, '2025-07-07', 'MANUAL', null, { force: true });
    const body = { billDate: '2025-07-07', lines: [{ skuId: 1, qty: '1' }] };
    const order = await saveDocument(t.db, actor, catalogDefinition('VERBAL_ORDER'), body);
    expect((await operateDocument(t.db, actor, catalogDefinition('VERBAL_ORDER'), 'REVIEW', { id: Number(order.id) })).status).toBe(
      'REVIEWED',
    );
    await expect(saveDocument(t.db, actor, catalogDefinition('PAYMENT'), body)).rejects.toMatchObject({
      messageKey: 'checkout.dayClosed',
    });
    await expect(saveDocument(t.db, actor, documentDefinition('STOCK_BREAKAGE'), body)).rejects.toMatchObject({
      messageKey: 'checkout.dayClosed',
    });
    expect((await saveDocument(t.db, actor, catalogDefinition('PAYMENT'), { ...body, billDate: '2025-07-08' })).status).toBe('DRAFT');
  });
});

describe.skipIf(!onPostgres)('the day lock (PostgreSQL)', () => {
  it('makes closing a day wait for a posting of that day already under way', async () => {
    const g = (await t.given.businessGroup()).id;
    const events: string[] = [];
    const posting = t.db.transaction(async (tx) => {
      await assertDayOpen(tx, g, '2025-05-05');
      events.push('posting checked its day');
      await sleep(400);
      events.push('posting commits');
    });
    await sleep(100);
    const closing = closeDay(t.db, g, '2025-05-05', 'MANUAL', null, { force: true }).then((r) => {
      events.push('day closed');
      return r;
    });
    await Promise.all([posting, closing]);
    expect(events).toEqual(['posting checked its day', 'posting commits', 'day closed']);
  });

  it('refuses a posting that waited for the closing of its day', async () => {
    const g = (await t.given.businessGroup()).id;
    const closing = t.db.transaction(async (tx) => {
      await tx.execute(sql`select ${dayLock(g, 'exclusive')}`);
      await tx.insert(checkoutRecord).values({ businessGroupId: g, checkoutDate: '2025-06-06', source: 'MANUAL' });
      await sleep(300);
    });
    await sleep(100);
    const posting = t.db.transaction((tx) => assertDayOpen(tx, g, '2025-06-06'));
    // Attach the expectation before awaiting the close: the refusal may arrive first.
    const refused = expect(posting).rejects.toMatchObject({ messageKey: 'checkout.dayClosed' });
    await closing;
    await refused;
  });
});
