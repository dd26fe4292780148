/**
 * Display of the product module's decimal strings (prices numeric(18,4), measures
 * numeric(12,2)): thousands separators, at least `minFraction` decimals, no float rounding.
 */
export function formatDecimal(value: string | number | null | undefined, minFraction = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value).trim();
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return text;
  const [, sign, int, frac = ''] = m;
  const grouped = int.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const trimmed = frac.replace(/0+$/, '');
  const fraction = trimmed.length >= minFraction ? trimmed : trimmed.padEnd(minFraction, '0');
  return fraction ? `${sign}${grouped}.${fraction}` : `${sign}${grouped}`;
}

/** A price: two decimals at least, up to the four stored. */
export const formatPrice = (value: string | number | null | undefined) => formatDecimal(value, 2);

/** A quantity or factor: as many decimals as it has (12, 0.5). */
export const formatQuantity = (value: string | number | null | undefined) => formatDecimal(value, 0);

/**
 * Rounds a decimal string half away from zero to `places` decimals, exactly (no float):
 * `roundDecimal('2.4996', 3)` → `2.500`. Text that is not a decimal comes back unchanged.
 */
export function roundDecimal(value: string, places: number): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return value;
  const [, sign, int, frac = ''] = m;
  if (frac.length <= places) return `${sign}${int}${places ? `.${frac.padEnd(places, '0')}` : ''}`;
  const up = Number(frac[places]) >= 5 ? 1n : 0n;
  const text = (BigInt(`${int}${frac.slice(0, places)}`) + up).toString().padStart(places + 1, '0');
  const whole = places ? text.slice(0, -places) : text;
  const part = places ? `.${text.slice(-places)}` : '';
  return `${/[1-9]/.test(text) ? sign : ''}${whole}${part}`;
}

/**
 * A quantity in its unit's decimals: `5.0000` of boxes (0) → `5`, `2.5000` kg (3) → `2.5`;
 * rounded to those decimals, trailing zeros dropped, thousands grouped. Without a known unit,
 * as many decimals as it has.
 */
export function formatUnitQuantity(value: string | number | null | undefined, precision: number | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (precision === undefined) return formatQuantity(value);
  return formatDecimal(roundDecimal(String(value), precision), 0);
}

/** An amount of money in its currency's decimals, always shown: `1234.5` (2) → `1,234.50`; IDR (0) → `1,235`. */
export function formatMoney(value: string | number | null | undefined, precision = 2): string {
  if (value === null || value === undefined || value === '') return '';
  return formatDecimal(roundDecimal(String(value), precision), precision);
}

/** "120 × 80 × 40" (mm) from the three measures, or '' when none is set. */
export function formatDimensions(length: string | null, width: string | null, height: string | null): string {
  if (!length && !width && !height) return '';
  return [length, width, height].map((v) => (v ? formatQuantity(v) : '-')).join(' × ');
}

/** `2026-03-01T08:00:00.000Z` / `2026-03-01 08:00:00` → `2026-03-01 08:00:00`. */
export function formatDateTime(value: string | null | undefined): string {
  return value ? value.replace('T', ' ').slice(0, 19) : '';
}
