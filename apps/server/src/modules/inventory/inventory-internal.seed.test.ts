// The demo has a posted requisition and a posted processing of a combined product in every group.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { rows } from '../../platform/db/sql-util';
import { seedDemo } from '../../seed/seed';
import { verifyLedger } from './ledger-verify';

const t = await startTestApp();
await seedDemo(t.db);

describe('demo requisitions and processings', () => {
  it('posts one of each per business group, and the ledger verifies', async () => {
    const docs = await rows<{ type: string; status: string; n: number }>(
      t.db,
      sql`select type, status, count(*)::int as n from document where type in ('MATERIAL_RECEIVE', 'SKU_PROCESS')
          group by type, status order by type`,
    );
    expect(docs.map((d) => [d.type, d.status])).toEqual([
      ['MATERIAL_RECEIVE', 'COMPLETE'],
      ['SKU_PROCESS', 'COMPLETE'],
    ]);
    expect(docs[0].n).toBe(docs[1].n);
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});
