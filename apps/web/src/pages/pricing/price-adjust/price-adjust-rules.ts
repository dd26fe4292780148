import type { DocumentStatus } from '@quire/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** A new adjustment takes effect tomorrow unless the user says otherwise (prices change overnight, not mid-day). */
export function defaultEffectiveDate(today: Dayjs = dayjs()): Dayjs {
  return today.startOf('day').add(1, 'day');
}

/**
 * What is wrong with an effective date, if anything: before today (the server refuses it too)
 * or before the bill date.
 */
export function effectiveDateProblem(
  effective: Dayjs | null | undefined,
  billDate: Dayjs | null | undefined,
  today: Dayjs = dayjs(),
): 'past' | 'beforeBillDate' | null {
  if (!effective) return null;
  if (effective.isBefore(today, 'day')) return 'past';
  if (billDate && effective.isBefore(billDate, 'day')) return 'beforeBillDate';
  return null;
}

/**
 * Where the new prices of an adjustment stand: WAITING (reviewed, its day not yet come: the
 * job posts it that morning), DUE (reviewed, its day has come: it may be posted now), APPLIED
 * (posted: the SKUs carry the new prices); null for a draft or a voided one.
 */
export type AdjustEffect = 'WAITING' | 'DUE' | 'APPLIED';

export function adjustEffect(status: DocumentStatus, effectiveDate: unknown, today: Dayjs = dayjs()): AdjustEffect | null {
  if (status === 'COMPLETE') return 'APPLIED';
  if (status !== 'REVIEWED' || typeof effectiveDate !== 'string') return null;
  return dayjs(effectiveDate).isAfter(today, 'day') ? 'WAITING' : 'DUE';
}
