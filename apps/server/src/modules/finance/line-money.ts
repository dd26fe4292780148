// What a sale or return line keeps of its money (in `extra`): its rebate share, with the account
// it went to and the ratio it was worked at, and its points, signed as posted.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { idArray, jsonTable } from '../../platform/db/sql-util';

export type LineMoney = { id: number; rebate?: string; account?: string; ratio?: string | null; points?: number };

/** Writes the lines' rebate and points into their extra in one statement; a field not given is left as it is. */
export async function keepLineMoney(tx: Executor, businessGroupId: number, lines: readonly LineMoney[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.execute(
    sql`update document_line l
        set extra = l.extra || jsonb_strip_nulls(jsonb_build_object('rebate', v.rebate, 'rebateAccount', v.account, 'rebateRatio', v.ratio, 'points', v.points))
        from ${jsonTable(
          lines.map((m) => ({
            id: m.id,
            rebate: m.rebate ?? null,
            account: m.account ?? null,
            ratio: m.ratio ?? null,
            points: m.points ?? null,
          })),
          'v',
          'id bigint, rebate text, account text, ratio text, points integer',
        )}
        where l.id = v.id and l.business_group_id = ${businessGroupId} and l.id = any(${idArray(lines.map((m) => m.id))})`,
  );
}
