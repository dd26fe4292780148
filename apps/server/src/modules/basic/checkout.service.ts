import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { checkoutRecord } from './checkout.schema';

export type CheckoutResult = { checkoutDate: string; alreadyClosed: boolean };

/** Closes a business day for a group; closing it again changes nothing. */
export async function closeDay(
  db: Executor,
  businessGroupId: number,
  checkoutDate: string,
  source: 'MANUAL' | 'AUTO' | 'DEPLOY',
  createdBy: number | null,
): Promise<CheckoutResult> {
  const inserted = await db
    .insert(checkoutRecord)
    .values({ businessGroupId, checkoutDate, source, createdBy })
    .onConflictDoNothing()
    .returning({ id: checkoutRecord.id });
  return { checkoutDate, alreadyClosed: inserted.length === 0 };
}

export async function lastCheckoutDate(db: Executor, businessGroupId: number): Promise<string | null> {
  const [row] = await db
    .select({ d: checkoutRecord.checkoutDate })
    .from(checkoutRecord)
    .where(eq(checkoutRecord.businessGroupId, businessGroupId))
    .orderBy(desc(checkoutRecord.checkoutDate))
    .limit(1);
  return row?.d ?? null;
}

export async function today(db: Executor): Promise<string> {
  const r = await db.execute(sql`select to_char(current_date, 'YYYY-MM-DD') as d`);
  return String((r.rows[0] as { d: string }).d);
}
