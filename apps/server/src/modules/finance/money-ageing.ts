import type { AgeingBucket } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import { Dec } from '../../platform/money';
import type { PartnerKind } from './money.schema';

/**
 * What partners of one kind still owe (or are owed) on their balance, by the age of each open
 * entry from its bill date on `asOf`: 0–30, 31–60, 61–90, over 90 days. One statement over the
 * partial index of open entries.
 */
export async function openAmountsByAge(
  executor: Executor,
  businessGroupId: number,
  partnerKind: PartnerKind,
  asOf: string,
): Promise<{ bucket: AgeingBucket; amount: string }[]> {
  const found = await rows<{ bucket: AgeingBucket; amount: string }>(
    executor,
    sql`select case when age <= 30 then 'D0_30' when age <= 60 then 'D31_60' when age <= 90 then 'D61_90' else 'D90_PLUS' end as bucket,
               sum(open_amount)::text as amount
        from (select open_amount, (${asOf}::date - bill_date) as age from money_entry
              where business_group_id = ${businessGroupId} and partner_kind = ${partnerKind}
                and account = 'BALANCE' and open_amount <> 0) e
        group by 1`,
  );
  const byBucket = new Map(found.map((r) => [r.bucket, r.amount]));
  const buckets: AgeingBucket[] = ['D0_30', 'D31_60', 'D61_90', 'D90_PLUS'];
  return buckets.map((bucket) => ({ bucket, amount: new Dec(byBucket.get(bucket) ?? 0).toFixed(2) }));
}
