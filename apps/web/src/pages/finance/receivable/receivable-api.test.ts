import { describe, expect, it } from 'vitest';
import { clearedQueryReady } from './receivable-api';

describe('clearedQueryReady', () => {
  it('asks nothing of the other tabs', () => {
    for (const status of ['UNCLEARED', 'PROHIBITED', 'DISCARDED', undefined]) expect(clearedQueryReady({ status })).toBe(true);
  });

  it('wants a bill no or a whole clearing period on the cleared tab', () => {
    expect(clearedQueryReady({ status: 'CLEARED' })).toBe(false);
    expect(clearedQueryReady({ status: 'CLEARED', billNo: '  ' })).toBe(false);
    expect(clearedQueryReady({ status: 'CLEARED', clearedFrom: '2026-11-01' })).toBe(false);
    expect(clearedQueryReady({ status: 'CLEARED', billNo: 'PFXS2026112700001' })).toBe(true);
    expect(clearedQueryReady({ status: 'CLEARED', clearedFrom: '2026-11-01', clearedTo: '2026-11-27' })).toBe(true);
  });
});
