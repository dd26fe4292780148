// A posting's first read of its stock rows travels in the transition's statement (the stock
// hooks' prefetch): what it hands the posting must be what the posting would have read itself,
// and a prefetch of other rows must never stand in for the posting's own read.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { rows } from '../../platform/db/sql-util';
import { Dec } from '../../platform/money';
import { clerk, freshId, useTestPorts } from './inventory.fixtures';
import { postingPeek } from './stock-ledger.service';
import { peekPrefetch, peekRows, prefetchedPeek } from './stock-rows';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const c = clerk(t, admin);
const group = (await t.given.defaultGroup()).id;

const ledgerDoc = (documentId: number) => ({
  businessGroupId: group,
  documentType: 'STOCK_BREAKAGE' as const,
  documentId,
  billNo: 'X',
  billDate: '2026-11-28',
});
const out = (warehouseId: number, skuId: number, qty: string) => ({
  lineId: null,
  warehouseId,
  skuId,
  qty: new Dec(qty).negated(),
  cost: { kind: 'CURRENT' as const },
});

async function prefetchOf(query: ReturnType<typeof postingPeek>): Promise<unknown> {
  const [row] = await rows<{ v: unknown }>(t.db, sql`select ${peekPrefetch(query)} as v`);
  return row?.v;
}

describe('the prefetched stock read', () => {
  it('hands the posting the rows it would have read itself: balances, costs, and a missing row as missing', async () => {
    const [w, a, b, missing] = [freshId(), freshId(), freshId(), freshId()];
    await c.gain(w, [
      [a, '10'],
      [b, '4'],
    ]);
    const query = postingPeek(ledgerDoc(1), [out(w, a, '3'), out(w, b, '1'), out(w, missing, '1')], false);
    const read = await peekRows(t.db, query);
    const prefetched = prefetchedPeek(query, await prefetchOf(query));

    expect(prefetched).not.toBeNull();
    expect([...(prefetched?.balances.values() ?? [])].map((x) => [x.skuId, x.onHand.toFixed(4), x.locked.toFixed(4)])).toEqual(
      [...read.balances.values()].map((x) => [x.skuId, x.onHand.toFixed(4), x.locked.toFixed(4)]),
    );
    expect([...(prefetched?.balances.values() ?? [])].map((x) => x.onHand.toFixed(0)).sort()).toEqual(['10', '4']);
    expect([...(prefetched?.costs.keys() ?? [])].sort()).toEqual([...read.costs.keys()].sort());
    expect(prefetched?.missingKeys).toEqual([{ warehouseId: w, skuId: missing }]);
    expect(prefetched?.missingSkus).toEqual(read.missingSkus);
  });

  it('is not used for rows it did not read: other goods, another document’s locks, or nothing at all', async () => {
    const [w, a, b] = [freshId(), freshId(), freshId()];
    await c.gain(w, [[a, '5']]);
    const query = postingPeek(ledgerDoc(1), [out(w, a, '1')], false);
    const value = await prefetchOf(query);

    expect(prefetchedPeek(postingPeek(ledgerDoc(1), [out(w, a, '1'), out(w, b, '1')], false), value)).toBeNull();
    expect(prefetchedPeek(postingPeek(ledgerDoc(2), [out(w, a, '1')], true), value)).toBeNull();
    expect(prefetchedPeek(query, null)).toBeNull();
    expect(prefetchedPeek(query, undefined)).toBeNull();
  });
});
