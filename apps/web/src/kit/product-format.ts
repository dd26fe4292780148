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

/** "120 × 80 × 40" (mm) from the three measures, or '' when none is set. */
export function formatDimensions(length: string | null, width: string | null, height: string | null): string {
  if (!length && !width && !height) return '';
  return [length, width, height].map((v) => (v ? formatQuantity(v) : '-')).join(' × ');
}

/** `2026-03-01T08:00:00.000Z` / `2026-03-01 08:00:00` → `2026-03-01 08:00:00`. */
export function formatDateTime(value: string | null | undefined): string {
  return value ? value.replace('T', ' ').slice(0, 19) : '';
}
