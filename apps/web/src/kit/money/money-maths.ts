/** An amount text in fen (integer), 0 when empty. */
export function fen(v: unknown): number {
  if (v === null || v === undefined || v === '') return 0;
  const n = Number(v);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

/** Fen as an amount text with 2 decimals. */
export function yuan(f: number): string {
  const sign = f < 0 ? '-' : '';
  const a = Math.abs(f);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}
