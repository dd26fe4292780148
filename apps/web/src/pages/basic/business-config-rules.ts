import type { BusinessConfigUpdateBody, BusinessConfigView, RoundingMode, RoundingPrecision } from '@quire/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** The on/off settings, in the order the page lists them. */
export const CONFIG_FLAGS = [
  'ifVirtualStock',
  'ifNegativeInventory',
  'ifZeroPrice',
  'ifDepositReceived',
  'ifRecordClosedReason',
  'ifEnablePromotion',
  'ifThirdPayPopup',
] as const;
export type ConfigFlag = (typeof CONFIG_FLAGS)[number];

/** The settings the form keeps as the server has them. */
const KEPT_AS_IS = [
  'averageSalesDays',
  'replenishmentUpperDays',
  'replenishmentLowerDays',
  'reviewPolicy',
  'designatedReviewerIds',
  'inventoryPriority',
  'roundingMode',
  'roundingPrecision',
] as const;
type KeptAsIs = (typeof KEPT_AS_IS)[number];

/** The on/off settings and those kept as they are, copied from a configuration or a form. */
function copied(
  c: Record<ConfigFlag, boolean> & Pick<BusinessConfigView, KeptAsIs>,
): Record<ConfigFlag, boolean> & Pick<BusinessConfigView, KeptAsIs> {
  const out: Record<string, unknown> = {};
  for (const key of [...CONFIG_FLAGS, ...KEPT_AS_IS]) out[key] = c[key];
  return out as Record<ConfigFlag, boolean> & Pick<BusinessConfigView, KeptAsIs>;
}

export type ConfigValues = Record<ConfigFlag, boolean> &
  Pick<BusinessConfigView, KeptAsIs> & {
    /** Over-order ceiling as a percentage (the server keeps a fraction: 10 % = 0.1). */
    overOrderCeilingPercent: number;
    autoCheckoutTime: Dayjs | null;
  };

export const TIME_FORMAT = 'HH:mm';

/** Decimal places of each rounding precision: yuan, jiao (0.1), fen (0.01). */
export const PRECISION_DIGITS: Record<RoundingPrecision, number> = { YUAN: 0, JIAO: 1, FEN: 2 };

/** "23:30" -> today at 23:30 (the TimePicker's value), null stays null. */
export function parseTime(text: string | null): Dayjs | null {
  const m = text ? /^(\d{2}):(\d{2})$/.exec(text) : null;
  return m ? dayjs().hour(Number(m[1])).minute(Number(m[2])).second(0).millisecond(0) : null;
}

/** "0.1" -> 10 (percent, at most two decimals). */
export function ratioToPercent(ratio: string): number {
  return Math.round(Number(ratio) * 10_000) / 100;
}

/** 10 -> "0.1": the percentage as the server's fraction, at most four decimals, no float noise. */
export function percentToRatio(percent: number): string {
  const hundredths = Math.round(percent * 100);
  const text = (hundredths / 10_000).toFixed(4);
  return text.replace(/\.?0+$/, '') || '0';
}

export function toFormValues(c: BusinessConfigView): ConfigValues {
  return {
    ...copied(c),
    overOrderCeilingPercent: ratioToPercent(c.overOrderCeilingRatio),
    autoCheckoutTime: parseTime(c.autoCheckoutTime),
  };
}

/** The whole form as one save, guarded by the version it was loaded at. */
export function toUpdateBody(v: ConfigValues, loaded: Pick<BusinessConfigView, 'id' | 'version'>): BusinessConfigUpdateBody {
  return {
    id: loaded.id,
    version: loaded.version,
    ...copied(v),
    overOrderCeilingRatio: percentToRatio(v.overOrderCeilingPercent),
    autoCheckoutTime: v.autoCheckoutTime ? v.autoCheckoutTime.format(TIME_FORMAT) : null,
    // Reviewers matter only for the designated policy; others keep none so a later switch starts clean.
    designatedReviewerIds: v.reviewPolicy === 'DESIGNATED' ? v.designatedReviewerIds : [],
  };
}

/**
 * An amount rounded the configured way (spec §6), for the page's example: a non-negative
 * decimal string in, a string with the precision's places out. NONE leaves it as it is.
 */
export function roundAmount(amount: string, mode: RoundingMode, precision: RoundingPrecision): string {
  if (mode === 'NONE') return amount;
  const digits = PRECISION_DIGITS[precision];
  const [whole, fraction = ''] = amount.split('.');
  const kept = BigInt(whole + fraction.padEnd(digits, '0').slice(0, digits));
  const dropped = fraction.slice(digits).replace(/0+$/, '');
  let units = kept;
  if (dropped !== '') {
    if (mode === 'UP') units += 1n;
    else if (mode === 'HALF_UP' && Number(dropped[0]) >= 5) units += 1n;
  }
  const text = units.toString().padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
