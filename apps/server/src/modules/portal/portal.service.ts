// The home page (首页): the day's business of the active business group in a handful of
// set-based statements, each section only for a caller who holds the screen it links to.
import { DOCUMENT_TYPES, type DocumentType, documentScreenOf, type PortalFigure, type PortalPage } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { allows } from '../../documents/document-definition';
import { documentDefinition } from '../../documents/document-registry';
import { type AuthContext, can } from '../../platform/access/auth-context';
import { canSeeCost } from '../../platform/access/field-permission';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import { Dec } from '../../platform/money';
import { getConfigWithProcess } from '../basic/index';
import { openAmountsByAge } from '../finance/index';
import { saleCost, skusBelowLowerLimit } from '../inventory/index';
import { catalogNames } from '../product/index';

/** The screens each section links to: the section shows only to holders of its screen. */
export const PORTAL_SCREENS = {
  sales: '/wholesale/wholesaleSale',
  purchases: '/purchase/purchaseReceive',
  collections: '/wholesale/settlement',
  receivables: '/finance/customerLedger',
  payables: '/finance/supplierLedger',
  lowStock: '/inventory/stock',
} as const;

const TREND_DAYS = 30;
const LOW_STOCK_ROWS = 10;

type DayRow = { day: string; sales: string; purchases: string; collections: string };

/**
 * Posted sales, wholesale and retail (less returns), receipts (less returns) and collections per day, from the month's
 * first day or 29 days back, whichever is earlier, to today: one statement over the
 * (group, type, date) index, zero-filled by generate_series.
 */
async function dailyTotals(db: Executor, g: number): Promise<DayRow[]> {
  return rows<DayRow>(
    db,
    sql`with span as (select least(date_trunc('month', current_date)::date, current_date - ${TREND_DAYS - 1}::int) as first),
        v as (
          select bill_date,
                 case when type in ('WHOLESALE_SALE', 'RETAIL_SALE') then total_amount when type in ('WHOLESALE_RETURN', 'RETAIL_RETURN') then -total_amount else 0 end as sales,
                 case type when 'PURCHASE_RECEIVE' then total_amount when 'PURCHASE_RETURN' then -total_amount else 0 end as purchases,
                 case type when 'SETTLEMENT' then total_amount else 0 end as collections
          from document, span
          where business_group_id = ${g} and status = 'COMPLETE'
            and type in ('WHOLESALE_SALE', 'WHOLESALE_RETURN', 'RETAIL_SALE', 'RETAIL_RETURN', 'PURCHASE_RECEIVE', 'PURCHASE_RETURN', 'SETTLEMENT')
            and bill_date between span.first and current_date)
        select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(v.sales), 0)::text as sales,
               coalesce(sum(v.purchases), 0)::text as purchases, coalesce(sum(v.collections), 0)::text as collections
        from span, generate_series(span.first, current_date, interval '1 day') as d(day)
        left join v on v.bill_date = d.day::date
        group by d.day order by d.day`,
  );
}

function figure(days: DayRow[], key: 'sales' | 'purchases' | 'collections', monthStart: string): PortalFigure {
  const month = days.filter((d) => d.day >= monthStart).reduce((sum, d) => sum.plus(d[key]), new Dec(0));
  return { today: new Dec(days[days.length - 1]?.[key] ?? 0).toFixed(2), month: month.toFixed(2) };
}

/** Drafts the caller may review, per type: its review button, and not its own under SECOND_REVIEWER or another's DESIGNATED. */
async function waitingForReview(
  db: Executor,
  auth: AuthContext,
  policyOf: (type: DocumentType) => { reviewPolicy: string; designatedReviewerIds: number[] },
): Promise<PortalPage['waitingReview']> {
  const anyAuthor: DocumentType[] = [];
  const notMine: DocumentType[] = [];
  for (const { code } of DOCUMENT_TYPES) {
    const screen = documentScreenOf(code);
    if (!screen || !can(auth, `${screen.permission}:review`) || !allows(documentDefinition(code), 'DRAFT', 'REVIEW')) continue;
    const policy = policyOf(code);
    if (
      policy.reviewPolicy === 'DESIGNATED' &&
      policy.designatedReviewerIds.length > 0 &&
      !policy.designatedReviewerIds.includes(auth.employeeId)
    ) {
      continue;
    }
    (policy.reviewPolicy === 'SECOND_REVIEWER' ? notMine : anyAuthor).push(code);
  }
  if (anyAuthor.length + notMine.length === 0) return [];
  const found = await rows<{ type: DocumentType; n: number | string }>(
    db,
    sql`select type, count(*) as n from document
        where business_group_id = ${auth.belongId} and status = 'DRAFT'
          and (type = any(${`{${anyAuthor.join(',')}}`}::text[])
               or (type = any(${`{${notMine.join(',')}}`}::text[]) and created_by is distinct from ${auth.employeeId}))
        group by type`,
  );
  return found
    .map((r) => ({ documentType: r.type, count: Number(r.n), menu: documentScreenOf(r.type)?.menu ?? '' }))
    .sort(
      (a, b) => DOCUMENT_TYPES.findIndex((t) => t.code === a.documentType) - DOCUMENT_TYPES.findIndex((t) => t.code === b.documentType),
    );
}

export async function portalPage(db: Executor, auth: AuthContext): Promise<PortalPage> {
  const g = auth.belongId;
  const sees = (screen: keyof typeof PORTAL_SCREENS) => can(auth, PORTAL_SCREENS[screen]);
  const [{ config, process }, days] = await Promise.all([getConfigWithProcess(db, g), dailyTotals(db, g)]);
  const today = days[days.length - 1].day;
  const monthStart = `${today.slice(0, 8)}01`;
  const policyOf = (type: DocumentType) =>
    process.get(type) ?? { reviewPolicy: config.reviewPolicy, designatedReviewerIds: config.designatedReviewerIds.map(Number) };

  const [receivables, payables, waitingReview, low, cost] = await Promise.all([
    sees('receivables') ? openAmountsByAge(db, g, 'CUSTOMER', today) : null,
    sees('payables') ? openAmountsByAge(db, g, 'SUPPLIER', today) : null,
    waitingForReview(db, auth, policyOf),
    sees('lowStock')
      ? skusBelowLowerLimit(db, g, {
          asOf: today,
          salesDays: config.averageSalesDays,
          lowerDays: config.replenishmentLowerDays,
          limit: LOW_STOCK_ROWS,
        })
      : null,
    sees('sales') && canSeeCost(auth) ? saleCost(db, g, monthStart, today) : null,
  ]);
  const names = low?.length ? (await catalogNames(db, { skuIds: low.map((l) => l.skuId) })).skus : new Map();

  const sales = sees('sales') ? figure(days, 'sales', monthStart) : null;
  const page: PortalPage = {
    today,
    monthStart,
    sales,
    purchases: sees('purchases') ? figure(days, 'purchases', monthStart) : null,
    collections: sees('collections') ? figure(days, 'collections', monthStart) : null,
    trend: days.slice(-TREND_DAYS).map((d) => ({
      date: d.day,
      sales: sees('sales') ? new Dec(d.sales).toFixed(2) : null,
      purchases: sees('purchases') ? new Dec(d.purchases).toFixed(2) : null,
    })),
    receivables,
    payables,
    waitingReview,
    lowStock:
      low?.map((l) => ({
        skuId: String(l.skuId),
        skuCode: names.get(l.skuId)?.code ?? '',
        skuName: names.get(l.skuId)?.name ?? '',
        available: new Dec(l.available).toFixed(),
        lowerLimit: new Dec(l.lowerLimit).toFixed(),
      })) ?? null,
  };
  if (sales && cost) {
    page.grossMargin = {
      today: new Dec(sales.today).minus(cost.day).toFixed(2),
      month: new Dec(sales.month).minus(cost.period).toFixed(2),
    };
  }
  return page;
}
