import { type SQL, sql } from 'drizzle-orm';
import { fail } from '../platform/http/errors';

// The closed-day guard of postings (DOMAIN rule 23) as SQL pieces: a posting holds the group's
// day lock shared, closing a day holds it exclusively, so a posting that saw its day open
// cannot commit after the day was closed. Daily checkout (modules/basic/checkout.service.ts)
// uses the same pieces.

const key = (businessGroupId: number) => sql`hashtextextended(${`quire:checkout:${businessGroupId}`}, 0)`;

/** Takes the group's day lock shared (postings) or exclusively (closing or reopening a day). */
export const dayLock = (businessGroupId: number, mode: 'shared' | 'exclusive'): SQL =>
  mode === 'shared' ? sql`pg_advisory_xact_lock_shared(${key(businessGroupId)})` : sql`pg_advisory_xact_lock(${key(businessGroupId)})`;

/** The last closed day of the group (text, or null), as a scalar subquery. */
export const closedThrough = (businessGroupId: number): SQL =>
  sql`(select max(checkout_date)::text from checkout_record where business_group_id = ${businessGroupId})`;

/** Refuses a date on or before the last closed day. */
export function refuseClosedDay(date: string, last: string | null | undefined): void {
  if (last && date <= last) throw fail.rule('checkout.dayClosed', { date, last });
}
