import {
  type CurrencyView,
  type currencyAddBody,
  type currencyListBody,
  type currencyUpdateBody,
  ErrorCode,
  type ExchangeRateQuote,
  type ExchangeRateView,
  type exchangeRateAddBody,
  type exchangeRatePageBody,
  type exchangeRateUpdateBody,
  type Page,
} from '@quire/contracts';
import { Decimal } from 'decimal.js';
import { and, asc, desc, eq, gt, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Executor } from '../../platform/db/client';
import { pageOf } from '../../platform/db/group-rows';
import { AppError, fail } from '../../platform/http/errors';
import { currency, exchangeRate } from './basic-data.schema';
import { duplicate, likePattern, orderBy, toId, toIds, uniqueViolation } from './basic-data.support';

type CurrencyRow = typeof currency.$inferSelect;
type RateRow = typeof exchangeRate.$inferSelect;

/** numeric(18,8): at most 10 digits before the point. */
const RATE_MAX = new Decimal('9999999999.99999999');

// ---- currencies -----------------------------------------------------------------------------

function toCurrencyView(r: CurrencyRow): CurrencyView {
  return { id: String(r.id), code: r.code, name: r.name, nameEn: r.nameEn, symbol: r.symbol, precision: r.precision, status: r.status };
}

export async function currencyList(db: Executor, q: z.output<typeof currencyListBody>): Promise<CurrencyView[]> {
  const pattern = q.keyword ? likePattern(q.keyword) : undefined;
  const rows = await db
    .select()
    .from(currency)
    .where(
      and(
        q.includeDisabled ? undefined : eq(currency.status, 'ENABLE'),
        pattern ? or(ilike(currency.code, pattern), ilike(currency.name, pattern), ilike(currency.nameEn, pattern)) : undefined,
      ),
    )
    .orderBy(asc(currency.code));
  return rows.map(toCurrencyView);
}

export async function currencyByCode(db: Executor, code: string): Promise<CurrencyView> {
  const [row] = await db.select().from(currency).where(eq(currency.code, code.trim().toUpperCase()));
  if (!row) throw fail.notFound();
  return toCurrencyView(row);
}

async function currencyById(db: Executor, id: number): Promise<CurrencyView> {
  const [row] = await db.select().from(currency).where(eq(currency.id, id));
  if (!row) throw fail.notFound();
  return toCurrencyView(row);
}

export async function addCurrency(db: Executor, body: z.output<typeof currencyAddBody>): Promise<CurrencyView> {
  const id = await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: currency.id }).from(currency).where(eq(currency.code, body.code));
    if (taken) throw duplicate('code', 'basic.field.currencyCode', body.code);
    try {
      const [row] = await tx
        .insert(currency)
        .values({
          code: body.code,
          name: body.name,
          nameEn: body.nameEn,
          symbol: body.symbol,
          precision: body.precision,
          status: body.status,
        })
        .returning({ id: currency.id });
      return row.id;
    } catch (err) {
      if (uniqueViolation(err) !== null) throw duplicate('code', 'basic.field.currencyCode', body.code);
      throw err;
    }
  });
  return currencyById(db, id);
}

/** The code is the currency's identity (documents and rates carry it), so it cannot change. */
export async function updateCurrency(db: Executor, body: z.output<typeof currencyUpdateBody>): Promise<CurrencyView> {
  const id = toId(body.id);
  const updated = await db
    .update(currency)
    .set({ name: body.name, nameEn: body.nameEn, symbol: body.symbol, precision: body.precision, updatedAt: new Date() })
    .where(eq(currency.id, id))
    .returning({ id: currency.id });
  if (updated.length === 0) throw fail.notFound();
  return currencyById(db, id);
}

export async function setCurrencyStatus(db: Executor, wireIds: string[], status: 'ENABLE' | 'DISABLE'): Promise<void> {
  const ids = toIds(wireIds);
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: currency.id })
      .from(currency)
      .where(inArray(currency.id, ids))
      .orderBy(asc(currency.id))
      .for('update');
    if (rows.length !== ids.length) throw fail.notFound();
    await tx.update(currency).set({ status, updatedAt: new Date() }).where(inArray(currency.id, ids));
  });
}

/** Refuses, naming the field, a currency code that is unknown or disabled. */
export async function assertCurrencyUsable(db: Executor, code: string, field: string): Promise<void> {
  const [row] = await db.select({ status: currency.status }).from(currency).where(eq(currency.code, code));
  if (!row) throw fail.field(field, 'basic.currency.unknown', { code });
  if (row.status !== 'ENABLE') throw fail.field(field, 'basic.currency.disabled', { code });
}

// ---- exchange rates -------------------------------------------------------------------------

/** Spec §5: an exchange rate is > 0 (and fits numeric(18,8)); the message names the field. */
function checkedRate(text: string): string {
  const rate = new Decimal(text);
  if (rate.lte(0)) throw fail.field('rate', 'basic.rate.notPositive');
  if (rate.gt(RATE_MAX)) throw fail.field('rate', 'basic.rate.tooLarge');
  return rate.toFixed();
}

function toRateView(r: RateRow): ExchangeRateView {
  return {
    id: String(r.id),
    fromCurrency: r.fromCurrency,
    toCurrency: r.toCurrency,
    rate: new Decimal(r.rate).toFixed(),
    effectiveDate: r.effectiveDate,
    remark: r.remark,
    createTime: r.createdAt.toISOString(),
  };
}

type RatePageQuery = z.output<typeof exchangeRatePageBody>;

function rateWhere(q: RatePageQuery): SQL | undefined {
  return and(
    q.fromCurrency ? eq(exchangeRate.fromCurrency, q.fromCurrency) : undefined,
    q.toCurrency ? eq(exchangeRate.toCurrency, q.toCurrency) : undefined,
    q.dateFrom ? gte(exchangeRate.effectiveDate, q.dateFrom) : undefined,
    q.dateTo ? lte(exchangeRate.effectiveDate, q.dateTo) : undefined,
  );
}

const RATE_SORTS = {
  effectiveDate: exchangeRate.effectiveDate,
  fromCurrency: exchangeRate.fromCurrency,
  toCurrency: exchangeRate.toCurrency,
};

export async function exchangeRatePage(db: Executor, q: RatePageQuery): Promise<Page<ExchangeRateView>> {
  const where = rateWhere(q);
  return pageOf(db, exchangeRate, where, q, toRateView, (limit, offset) =>
    db
      .select()
      .from(exchangeRate)
      .where(where)
      .orderBy(...orderBy(q.sort, RATE_SORTS, exchangeRate.id, [desc(exchangeRate.effectiveDate), desc(exchangeRate.id)]))
      .limit(limit)
      .offset(offset),
  );
}

/** One export batch of the filtered exchange rates, by id (a keyset walk). */
export async function exchangeRateBatch(
  db: Executor,
  q: Omit<RatePageQuery, 'pageNum' | 'pageSize'>,
  after: number | undefined,
  limit: number,
): Promise<ExchangeRateView[]> {
  const rows = await db
    .select()
    .from(exchangeRate)
    .where(and(rateWhere(q as RatePageQuery), after === undefined ? undefined : gt(exchangeRate.id, after)))
    .orderBy(asc(exchangeRate.id))
    .limit(limit);
  return rows.map(toRateView);
}

async function rateById(db: Executor, id: number): Promise<ExchangeRateView> {
  const [row] = await db.select().from(exchangeRate).where(eq(exchangeRate.id, id));
  if (!row) throw fail.notFound();
  return toRateView(row);
}

export async function addExchangeRate(
  db: Executor,
  auth: AuthContext,
  body: z.output<typeof exchangeRateAddBody>,
): Promise<ExchangeRateView> {
  if (body.fromCurrency === body.toCurrency) throw fail.field('toCurrency', 'basic.rate.samePair');
  const rate = checkedRate(body.rate);
  const id = await db.transaction(async (tx) => {
    await assertCurrencyUsable(tx, body.fromCurrency, 'fromCurrency');
    await assertCurrencyUsable(tx, body.toCurrency, 'toCurrency');
    const [taken] = await tx
      .select({ id: exchangeRate.id })
      .from(exchangeRate)
      .where(
        and(
          eq(exchangeRate.fromCurrency, body.fromCurrency),
          eq(exchangeRate.toCurrency, body.toCurrency),
          eq(exchangeRate.effectiveDate, body.effectiveDate),
        ),
      );
    if (taken) throw duplicate('effectiveDate', 'basic.field.effectiveDate', body.effectiveDate);
    try {
      const [row] = await tx
        .insert(exchangeRate)
        .values({
          fromCurrency: body.fromCurrency,
          toCurrency: body.toCurrency,
          rate,
          effectiveDate: body.effectiveDate,
          remark: body.remark,
          createdBy: auth.employeeId,
        })
        .returning({ id: exchangeRate.id });
      return row.id;
    } catch (err) {
      if (uniqueViolation(err) !== null) throw duplicate('effectiveDate', 'basic.field.effectiveDate', body.effectiveDate);
      throw err;
    }
  });
  return rateById(db, id);
}

export async function updateExchangeRate(db: Executor, body: z.output<typeof exchangeRateUpdateBody>): Promise<ExchangeRateView> {
  const id = toId(body.id);
  const rate = checkedRate(body.rate);
  const updated = await db
    .update(exchangeRate)
    .set({ rate, remark: body.remark, updatedAt: new Date() })
    .where(eq(exchangeRate.id, id))
    .returning({ id: exchangeRate.id });
  if (updated.length === 0) throw fail.notFound();
  return rateById(db, id);
}

export async function deleteExchangeRates(db: Executor, wireIds: string[]): Promise<void> {
  const ids = toIds(wireIds);
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: exchangeRate.id }).from(exchangeRate).where(inArray(exchangeRate.id, ids)).for('update');
    if (rows.length !== ids.length) throw fail.notFound();
    await tx.delete(exchangeRate).where(inArray(exchangeRate.id, ids));
  });
}

async function latestRate(db: Executor, from: string, to: string, date: string): Promise<RateRow | undefined> {
  const [row] = await db
    .select()
    .from(exchangeRate)
    .where(and(eq(exchangeRate.fromCurrency, from), eq(exchangeRate.toCurrency, to), lte(exchangeRate.effectiveDate, date)))
    .orderBy(desc(exchangeRate.effectiveDate))
    .limit(1);
  return row;
}

/**
 * The rate in force on `date` (default today): the latest effective on or before it. When only
 * the opposite pair was entered, its reciprocal (8 decimals, half up). The same currency is 1.
 */
export async function exchangeRateOn(db: Executor, from: string, to: string, date?: string): Promise<ExchangeRateQuote> {
  if (from === to) return { from, to, rate: '1', effectiveDate: null, inverse: false };
  const on = date ?? String((await db.execute(sql`select to_char(current_date, 'YYYY-MM-DD') as d`)).rows[0].d);
  const direct = await latestRate(db, from, to, on);
  if (direct) return { from, to, rate: new Decimal(direct.rate).toFixed(), effectiveDate: direct.effectiveDate, inverse: false };
  const opposite = await latestRate(db, to, from, on);
  if (opposite) {
    const rate = new Decimal(1).div(opposite.rate).toDecimalPlaces(8, Decimal.ROUND_HALF_UP);
    return { from, to, rate: rate.toFixed(), effectiveDate: opposite.effectiveDate, inverse: true };
  }
  throw new AppError(ErrorCode.DATA_NOT_FOUND, 'basic.rate.notFound', { from, to, date: on });
}
