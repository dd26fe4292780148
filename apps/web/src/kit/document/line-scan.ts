import type { GoodsHit } from '@quire/contracts';
import { type LineKind, type LineValue, QTY_KINDS } from './line-kinds';

/** The SKU a scanned code names exactly, and how many of its base unit one scan counts (a package's factor). */
export type ScanMatch = { hit: GoodsHit; factor: string };

/**
 * The quick search's hit that a scanned (or typed) code names EXACTLY: a SKU code (letter case
 * aside), else a barcode of one of its packages (one scan is the package's factor in base
 * units) or of the SKU itself (1). A prefix or name match is no match: null.
 */
export function scanMatch(code: string, hits: readonly GoodsHit[]): ScanMatch | null {
  const wanted = code.trim();
  if (!wanted) return null;
  const byCode = hits.find((h) => h.code.toLowerCase() === wanted.toLowerCase());
  if (byCode) return { hit: byCode, factor: '1' };
  for (const hit of hits) {
    const pack = hit.packages.find((p) => p.barcode === wanted);
    if (pack) return { hit, factor: Number(pack.factor) > 0 ? pack.factor : '1' };
    if (hit.barcode === wanted || hit.barcodes.includes(wanted)) return { hit, factor: '1' };
  }
  return null;
}

const SCALE = 6;

/** a + b of two decimal texts, exact (up to 6 decimals), trailing zeros dropped: '1.5' + '12.0000' = '13.5'. */
export function addQty(a: string | null | undefined, b: string): string {
  const fixed = (v: string) => {
    const negative = v.trim().startsWith('-');
    const [i = '0', f = ''] = v.trim().replace(/^[-+]/, '').split('.');
    const n = BigInt((i || '0') + f.padEnd(SCALE, '0').slice(0, SCALE));
    return negative ? -n : n;
  };
  const sum = fixed(a && Number.isFinite(Number(a)) ? a : '0') + fixed(b);
  const abs = sum < 0n ? -sum : sum;
  const digits = abs.toString().padStart(SCALE + 1, '0');
  const whole = digits.slice(0, -SCALE);
  const fraction = digits.slice(-SCALE).replace(/0+$/, '');
  return `${sum < 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * What one scan does to the lines: `increased` — the SKU was on a line (the first one), whose
 * quantity grows by the factor; `added` — a new line of the SKU with the factor as quantity (in
 * the grid's empty line if there is one, else at the end; `fresh` makes it); `present` — the
 * kind has no quantity (a cost or supply line) and the SKU is already on a line: nothing changes.
 */
export type ScanOutcome = { outcome: 'increased' | 'added' | 'present'; index: number; lines: LineValue[] };

export function applyScan(kind: LineKind, lines: readonly LineValue[], match: ScanMatch, fresh: () => LineValue): ScanOutcome {
  const withQty = QTY_KINDS.includes(kind);
  const index = lines.findIndex((l) => l?.skuId === match.hit.id);
  if (index >= 0) {
    if (!withQty) return { outcome: 'present', index, lines: [...lines] };
    const next = [...lines];
    next[index] = { ...lines[index], qty: addQty(lines[index].qty, match.factor) };
    return { outcome: 'increased', index, lines: next };
  }
  const line: LineValue = { ...fresh(), skuId: match.hit.id, ...(withQty ? { qty: match.factor } : {}) };
  const empty = lines.findIndex((l) => !l?.skuId);
  if (empty >= 0) {
    const next = [...lines];
    next[empty] = { ...line, key: lines[empty].key, remark: lines[empty].remark ?? null };
    return { outcome: 'added', index: empty, lines: next };
  }
  return { outcome: 'added', index: lines.length, lines: [...lines, line] };
}
