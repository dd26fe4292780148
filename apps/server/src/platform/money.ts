import type { RoundingMode, RoundingPrecision } from '@quire/contracts';
import Decimal from 'decimal.js';

/** decimal.js with room for numeric(18,4) × numeric(18,6) without losing a digit. */
export const Dec = Decimal.clone({ precision: 48, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

export const ZERO = new Dec(0);

export type Rounding = { roundingMode: RoundingMode; roundingPrecision: RoundingPrecision };

const PLACES: Record<RoundingPrecision, number> = { YUAN: 0, JIAO: 1, FEN: 2 };
const MODES: Record<Exclude<RoundingMode, 'NONE'>, Decimal.Rounding> = {
  HALF_UP: Decimal.ROUND_HALF_UP,
  /** 只舍不入: towards zero, so a loss and a gain of the same size round alike. */
  DOWN: Decimal.ROUND_DOWN,
  /** 只入不舍: away from zero. */
  UP: Decimal.ROUND_UP,
};

/**
 * An amount at the configured mode and precision (yuan, jiao, fen). NONE keeps the fen the
 * ledger stores (numeric(18,2)), rounded half up.
 */
export function roundAmount(value: Decimal.Value, rounding: Rounding): Dec {
  // A Dec is immutable: rounding it needs no copy.
  const v = value instanceof Dec ? value : new Dec(value);
  if (rounding.roundingMode === 'NONE') return v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return v.toDecimalPlaces(PLACES[rounding.roundingPrecision], MODES[rounding.roundingMode]);
}

/** Unit costs keep 6 decimals (DOMAIN rule 19). */
export function roundUnitCost(value: Decimal.Value): Dec {
  return new Dec(value).toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
}

/** Fixed notation for the wire and for SQL: '12.5', '-3', never exponent notation. */
export function text(value: Decimal.Value, places?: number): string {
  const v = new Dec(value);
  return places === undefined ? v.toFixed() : v.toFixed(places);
}
