import { amountOf, type DocumentLineView, type PurchasePriceSource, SKU_PRICE_FIELDS, type SkuPriceField } from '@quire/contracts';

/**
 * positive: quantity > 0; signed: quantity ≠ 0 (gain +, loss −); cost: a new unit cost ≥ 0 and
 * no quantity; priced: quantity > 0, tax-inclusive unit price (含税单价), tax rate (税率) and the
 * amount (价税合计 = quantity × price, to the fen); supply: a supplier's price of a SKU from a
 * minimum quantity on (供货信息: minimum quantity, tax-inclusive price, tax rate; no quantity,
 * and one SKU may have several lines, one per minimum quantity); money: an amount of money, no
 * goods (a prepayment's line, or a payment's line settling an open entry: entryId); prices: a
 * SKU's new values of any of its nine prices (a price adjustment, 调价单), no quantity; terms: a
 * discount percent for paying within some days or by some method (a payment discount), no goods;
 * points: signed whole points of a customer (a points adjustment, 积分调整单), no goods.
 */
export type LineKind = 'positive' | 'signed' | 'cost' | 'priced' | 'supply' | 'money' | 'prices' | 'terms' | 'points';

/** A SKU's prices by field (a price line's new values, or what they were before posting). */
export type PriceValues = Partial<Record<SkuPriceField, string | null>>;

/** The kinds whose lines carry a quantity (a scanned SKU adds to it). */
export const QTY_KINDS: readonly LineKind[] = ['positive', 'signed', 'priced'];

/** The kinds whose documents have no total quantity to show (the detail and the list leave it out). */
export const NO_TOTAL_QTY: readonly LineKind[] = ['cost', 'money', 'supply', 'prices', 'terms', 'points'];

/** Where a priced line's price came from, as the locale key of its tag: declared once for the editor and the detail. */
export const PRICE_SOURCE_LABELS: Readonly<Record<PurchasePriceSource, string>> = {
  SUPPLY_INFO: 'document:lines.priceSource.SUPPLY_INFO',
  LAST_PURCHASE: 'document:lines.priceSource.LAST_PURCHASE',
  PURCHASE_PRICE: 'document:lines.priceSource.PURCHASE_PRICE',
  MANUAL: 'document:lines.priceSource.MANUAL',
};

/** A line as the grid edits it; the tax rate is in percent (13 is 13 %). */
export type LineValue = {
  key: string;
  skuId?: string;
  qty?: string | null;
  unitCost?: string | null;
  price?: string | null;
  taxPercent?: string | null;
  priceSource?: string | null;
  /** Supply lines: the minimum quantity the price applies from. */
  minQty?: string | null;
  /** Money lines: the amount, and the open entry a payment line settles. */
  amount?: string | null;
  entryId?: string | null;
  /** Collection lines: the payment discount (付款折扣) taken off what this line settles. */
  paymentDiscount?: string | null;
  /** The line of another document this one fulfils or returns (an order line, a receipt line). */
  sourceLineId?: string | null;
  /** The distribution request line a sale or transfer line sends (配货), kept through an edit. */
  requestLineId?: string | null;
  /** Price lines: the new value of each price it changes (empty: unchanged), and the values a posting replaced. */
  newPrices?: PriceValues;
  oldPrices?: PriceValues;
  /** Term lines: within how many days of delivery (or by which payment method) the percent is off. */
  days?: number | null;
  paymentType?: string | null;
  discountPercent?: string | null;
  /** Points lines: signed whole points. */
  points?: string | null;
  /** Sale lines: a gift (赠品, price 0, no discount) and the money off the line (行折扣额). */
  gift?: boolean | null;
  discount?: string | null;
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

/** A sale line's amount: quantity × price less its discount, to the fen, as the server computes it; '' while either is missing. */
export function saleLineAmount(
  qty: string | null | undefined,
  price: string | null | undefined,
  discount: string | null | undefined,
): string {
  const gross = pricedAmount(qty, price);
  if (!gross) return '';
  const off = Number(discount ?? 0);
  if (!off || !Number.isFinite(off)) return gross;
  const cents = Math.round(Number(gross) * 100) - Math.round(off * 100);
  return (cents / 100).toFixed(2);
}

/** The sum of the lines' amounts (less their discounts), in fen so that it adds exactly. */
export function pricedTotal(lines: readonly (Pick<LineValue, 'qty' | 'price' | 'discount'> | undefined)[]): string {
  let fen = 0n;
  for (const l of lines) {
    const a = saleLineAmount(l?.qty, l?.price, l?.discount);
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

/** The prices of a line that have a value ('' and null are unchanged), as texts. */
export function filledPrices(prices: PriceValues | Record<string, unknown> | null | undefined): Partial<Record<SkuPriceField, string>> {
  const out: Partial<Record<SkuPriceField, string>> = {};
  for (const field of SKU_PRICE_FIELDS) {
    const v = (prices as Record<string, unknown> | null | undefined)?.[field];
    if (v !== null && v !== undefined && String(v).trim() !== '') out[field] = String(v).trim();
  }
  return out;
}

type KindSpec = {
  /** Lines of goods (a SKU each). */
  goods: boolean;
  /** Locale key of the lines' section title. */
  section: string;
  body: (l: LineValue) => Record<string, unknown>;
  value: (l: DocumentLineView) => Partial<LineValue>;
};
const GOODS_SECTION = 'document:section.lines';

/** A line's distribution request line (配货), only where it has one: other types' bodies never carry it. */
function requestLineOf(line: LineValue | DocumentLineView): { requestLineId?: string } {
  const l = line as { requestLineId?: unknown };
  return l.requestLineId === undefined || l.requestLineId === null || l.requestLineId === ''
    ? {}
    : { requestLineId: String(l.requestLineId) };
}

/**
 * What each kind reads from a loaded line and writes into the save body: declared once here,
 * the editor maps every kind through it.
 */
export const LINE_KINDS: Readonly<Record<LineKind, KindSpec>> = {
  positive: {
    goods: true,
    section: GOODS_SECTION,
    body: (l) => ({ qty: String(l.qty ?? ''), ...requestLineOf(l) }),
    value: (l) => ({ qty: l.qty, ...requestLineOf(l) }),
  },
  signed: {
    goods: true,
    section: GOODS_SECTION,
    body: (l) => ({ qty: String(l.qty ?? '') }),
    value: (l) => ({ qty: l.qty }),
  },
  cost: {
    goods: true,
    section: GOODS_SECTION,
    body: (l) => ({ unitCost: String(l.unitCost ?? '') }),
    value: (l) => ({ unitCost: text(l.unitCost) }),
  },
  priced: {
    goods: true,
    section: GOODS_SECTION,
    body: (l) => ({
      qty: String(l.qty ?? ''),
      price: String(l.price ?? ''),
      taxRate: percentToRate(l.taxPercent ?? DEFAULT_TAX_PERCENT),
      ...(l.priceSource ? { priceSource: l.priceSource } : {}),
      ...(l.sourceLineId ? { sourceLineId: l.sourceLineId } : {}),
      ...requestLineOf(l),
      // Sale lines only: a purchase line never carries them.
      ...(l.gift ? { gift: true } : {}),
      ...(l.discount && Number(l.discount) !== 0 && !l.gift ? { discount: String(l.discount) } : {}),
    }),
    value: (l) => ({
      qty: l.qty,
      price: text(l.price),
      taxPercent: rateToPercent(text(l.taxRate)),
      priceSource: text(l.priceSource),
      sourceLineId: l.sourceLineId,
      ...requestLineOf(l),
      ...(l.gift === true ? { gift: true } : {}),
      ...(l.discount !== undefined && l.discount !== null && Number(l.discount) !== 0 ? { discount: text(l.discount) } : {}),
    }),
  },
  supply: {
    goods: true,
    section: GOODS_SECTION,
    body: (l) => ({
      minQty: String(l.minQty ?? ''),
      price: String(l.price ?? ''),
      taxRate: percentToRate(l.taxPercent ?? DEFAULT_TAX_PERCENT),
    }),
    value: (l) => ({ minQty: text(l.minQty), price: text(l.price), taxPercent: rateToPercent(text(l.taxRate)) }),
  },
  money: {
    goods: false,
    section: 'document:section.moneyLines',
    body: (l) => ({
      amount: String(l.amount ?? ''),
      ...(l.entryId ? { entryId: l.entryId } : {}),
      ...(l.paymentDiscount && Number(l.paymentDiscount) > 0 ? { paymentDiscount: l.paymentDiscount } : {}),
    }),
    value: (l) => ({
      amount: text(l.amount),
      entryId: text(l.entryId),
      ...(l.paymentDiscount !== undefined && l.paymentDiscount !== null ? { paymentDiscount: text(l.paymentDiscount) } : {}),
    }),
  },
  prices: {
    goods: true,
    section: GOODS_SECTION,
    body: (l) => ({ newPrices: filledPrices(l.newPrices) }),
    value: (l) => ({
      newPrices: filledPrices(l.newPrices as Record<string, unknown> | undefined),
      oldPrices: filledPrices(l.oldPrices as Record<string, unknown> | undefined),
    }),
  },
  terms: {
    goods: false,
    section: 'document:section.termLines',
    body: (l) => ({
      ...(l.days !== null && l.days !== undefined && String(l.days) !== '' ? { days: Number(l.days) } : {}),
      ...(l.paymentType ? { paymentType: l.paymentType } : {}),
      discountPercent: String(l.discountPercent ?? ''),
    }),
    value: (l) => ({
      days: l.days === null || l.days === undefined ? null : Number(l.days),
      paymentType: text(l.paymentType),
      discountPercent: text(l.discountPercent),
    }),
  },
  points: {
    goods: false,
    section: 'points:lines',
    body: (l) => ({ points: String(l.points ?? '') }),
    value: (l) => ({ points: text(l.points) }),
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
