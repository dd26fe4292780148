import type { PortalPage } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { ageingOption, trendOption } from './portal-dashboard';

const page: PortalPage = {
  today: '2026-11-27',
  monthStart: '2026-11-01',
  sales: { today: '10.00', month: '30.00' },
  purchases: null,
  collections: null,
  trend: [
    { date: '2026-11-26', sales: '20.00', purchases: null },
    { date: '2026-11-27', sales: '10.00', purchases: null },
  ],
  receivables: [
    { bucket: 'D0_30', amount: '5.00' },
    { bucket: 'D90_PLUS', amount: '7.50' },
  ],
  payables: null,
  waitingReview: [],
  lowStock: null,
};

describe('home page charts', () => {
  it('draws only the series the caller has screens for, one point a day', () => {
    const option = trendOption(page, { sales: 'Sales', purchases: 'Purchases' }) as {
      series: { name: string; data: number[] }[];
      xAxis: { data: string[] };
    };
    expect(option.series).toEqual([expect.objectContaining({ name: 'Sales', data: [20, 10] })]);
    expect(option.xAxis.data).toEqual(['11-26', '11-27']);
  });

  it('puts every ageing bucket on the axis, zero where nothing is open', () => {
    const option = ageingOption(page, { receivables: 'AR', payables: 'AP' }, (b) => b) as { series: { name: string; data: number[] }[] };
    expect(option.series).toEqual([expect.objectContaining({ name: 'AR', data: [5, 0, 0, 7.5] })]);
  });
});
