import type { PaymentDiscountBasis } from '@quire/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import type { LineValue } from '../../../kit/document/line-kinds';

let next = 0;

/** An empty term line. */
export const newTerm = (): LineValue => ({
  key: `t${Date.now().toString(36)}${next++}`,
  days: null,
  paymentType: null,
  discountPercent: null,
  remark: null,
});

/** A new payment discount is valid from today for a year. */
export function defaultValidity(today: Dayjs = dayjs()): { validFrom: Dayjs; validTo: Dayjs } {
  const from = today.startOf('day');
  return { validFrom: from, validTo: from.add(1, 'year').subtract(1, 'day') };
}

/** The lines once the basis changes: each keeps its percent and remark, the other basis' field is cleared. */
export function linesForBasis(lines: readonly LineValue[], basis: PaymentDiscountBasis): LineValue[] {
  return lines.map((l) => (basis === 'DAYS' ? { ...l, paymentType: null } : { ...l, days: null }));
}

/**
 * Where a reviewed payment discount stands on a day: NOT_STARTED, RUNNING or EXPIRED by its
 * validity; null for a draft or a voided one (it gives nothing).
 */
export type DiscountValidity = 'NOT_STARTED' | 'RUNNING' | 'EXPIRED';

export function discountValidity(status: string, validFrom: unknown, validTo: unknown, today: Dayjs = dayjs()): DiscountValidity | null {
  if ((status !== 'REVIEWED' && status !== 'COMPLETE') || typeof validFrom !== 'string' || typeof validTo !== 'string') return null;
  if (today.isBefore(dayjs(validFrom), 'day')) return 'NOT_STARTED';
  if (today.isAfter(dayjs(validTo), 'day')) return 'EXPIRED';
  return 'RUNNING';
}
