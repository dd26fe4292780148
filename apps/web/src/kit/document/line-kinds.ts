import { amountOf, type DocumentLineView } from '@quire/contracts';

/**
 * positive: quantity > 0; signed: quantity ≠ 0 (gain +, loss −); cost: a new unit cost ≥ 0 and
 * no quantity; priced: quantity > 0, tax-inclusive unit price (含税单价), tax rate (税率) and the
 * amount (价税合计 = quantity × price, to the fen); money: an amount of money, no goods (a
 * prepayment's line, or a payment's line settling an open entry: entryId).
 */
export type LineKind = 'positive' | 'signed' | 'cost' | 'priced' | 'money';

/** A line as the grid edits it; the tax rate is in percent (13 is 13 %). */
export type LineValue = {
  key: string;
  skuId?: string;
  qty?: string | null;
  unitCost?: string | null;
  price?: string | null;
  taxPercent?: string | null;
  priceSource?: string | null;
  /** Money lines: the amount, and the open entry a payment line settles. */
  amount?: string | null;
  entryId?: string | null;
  /** The line of another document this one fulfils or returns (an order line, a receipt line). */
  sourceLineId?: string | null;
  remark?: string | null;
};

/** The default tax rate of a priced line when the supplier names none: 13 %. */
export const DEFAULT_TAX_PERCENT = '13';

/** A rate of the server ('0.13') in percent ('13'), exact to the rate's 4 decimals. */
export function rateToPercent(rate: string | null | undefined): string | null {
  if (rate === null || rate === undefined || rate === '') return null;
  const basisPoints = Math.round(Number(rate) * 10_000);
  if (!Number.isFinite(basisPoints)) return null;
  return String(basisPoints / 100);
}

/** A percent ('13', '6.5') as the server's rate ('0.13', '0.065'). */
export function percentToRate(percent: string | number | null | undefined): string {
  const basisPoints = Math.round(Number(percent ?? 0) * 100);
  const text = (basisPoints / 10_000).toFixed(4);
  return text.replace(/0+$/, '').replace(/\.$/, '');
}

/** 价税合计 of a line: quantity × price to the fen, as the server computes it; '' while either is missing. */
export function pricedAmount(qty: string | null | undefined, price: string | null | undefined): string {
  if (!qty || !price || !Number.isFinite(Number(qty)) || !Number.isFinite(Number(price))) return '';
  return amountOf(String(qty), String(price));
}

/** The sum of the lines' amounts, in fen so that it adds exactly. */
export function pricedTotal(lines: readonly (Pick<LineValue, 'qty' | 'price'> | undefined)[]): string {
  let fen = 0n;
  for (const l of lines) {
    const a = pricedAmount(l?.qty, l?.price);
    if (!a) continue;
    const negative = a.startsWith('-');
    const [i, f = '00'] = a.replace('-', '').split('.');
    const n = BigInt(i) * 100n + BigInt(f.padEnd(2, '0'));
    fen += negative ? -n : n;
  }
  const abs = fen < 0n ? -fen : fen;
  return `${fen < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/**
 * What each kind reads from a loaded line and writes into the save body: declared once here,
 * the editor maps every kind through it.
 */
export const LINE_KINDS: Readonly<
  Record<LineKind, { goods: boolean; body: (l: LineValue) => Record<string, unknown>; value: (l: DocumentLineView) => Partial<LineValue> }>
> = {
  positive: {
    goods: true,
    body: (l) => ({ qty: String(l.qty ?? '') }),
    value: (l) => ({ qty: l.qty }),
  },
  signed: {
    goods: true,
    body: (l) => ({ qty: String(l.qty ?? '') }),
    value: (l) => ({ qty: l.qty }),
  },
  cost: {
    goods: true,
    body: (l) => ({ unitCost: String(l.unitCost ?? '') }),
    value: (l) => ({ unitCost: text(l.unitCost) }),
  },
  priced: {
    goods: true,
    body: (l) => ({
      qty: String(l.qty ?? ''),
      price: String(l.price ?? ''),
      taxRate: percentToRate(l.taxPercent ?? DEFAULT_TAX_PERCENT),
      ...(l.priceSource ? { priceSource: l.priceSource } : {}),
      ...(l.sourceLineId ? { sourceLineId: l.sourceLineId } : {}),
    }),
    value: (l) => ({
      qty: l.qty,
      price: text(l.price),
      taxPercent: rateToPercent(text(l.taxRate)),
      priceSource: text(l.priceSource),
      sourceLineId: l.sourceLineId,
    }),
  },
  money: {
    goods: false,
    body: (l) => ({ amount: String(l.amount ?? ''), ...(l.entryId ? { entryId: l.entryId } : {}) }),
    value: (l) => ({ amount: text(l.amount), entryId: text(l.entryId) }),
  },
};

/** The save body's line of a grid line of the kind. */
export function lineBody(kind: LineKind, l: LineValue): Record<string, unknown> {
  return { ...(LINE_KINDS[kind].goods ? { skuId: l.skuId } : {}), ...LINE_KINDS[kind].body(l), remark: l.remark || null };
}

/** The grid line of a loaded document's line. */
export function lineValue(kind: LineKind, l: DocumentLineView): LineValue {
  return {
    key: l.id,
    ...(LINE_KINDS[kind].goods ? { skuId: l.skuId ?? undefined } : {}),
    ...LINE_KINDS[kind].value(l),
    remark: text(l.remark),
  };
}
