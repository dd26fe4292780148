/** A rate as text with thousands separators and its own decimals (no float rounding): "16350" -> "16,350". */
export function formatRate(rate: string): string {
  const text = rate.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return text;
  const [whole, fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const trimmed = fraction?.replace(/0+$/, '');
  return trimmed ? `${grouped}.${trimmed}` : grouped;
}

/** Spec §5: an exchange rate is greater than 0. */
export function isPositiveRate(rate: string | null | undefined): boolean {
  const text = (rate ?? '').trim();
  return /^\d+(\.\d+)?$/.test(text) && /[1-9]/.test(text);
}
