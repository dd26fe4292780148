import {
  CUSTOMER_LIST_MAX,
  type CustomerAccount,
  type CustomerAddressView,
  type CustomerDetail,
  type CustomerOption,
  type CustomerStatus,
  type CustomerType,
  type CustomerView,
  type customerFilterFields,
  type customerListAccountBody,
  type customerListByQueryBody,
  type customerPageQuery,
  type customerQuickSearchBody,
  type customerValidateUniqueBody,
  type Page,
  type RebateType,
} from '@quire/contracts';
import { and, asc, eq, gt, ilike, inArray, like, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { preparedRows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { employeeNames } from '../system/index';
import { type CustomerCreditFigures, customerCreditPort } from './customer-credit-limit';
import { customerAddress, customerInfo } from './partner.schema';
import { containsPattern, orderOf, prefixPattern, toId, toIds, wireId } from './partner-common';

export type CustomerFilters = { [K in keyof typeof customerFilterFields]?: z.output<(typeof customerFilterFields)[K]> };
export type CustomerPageQuery = z.output<typeof customerPageQuery>;
export type CustomerListByQuery = z.output<typeof customerListByQueryBody>;
export type CustomerQuickSearch = z.output<typeof customerQuickSearchBody>;
export type CustomerListAccountQuery = z.output<typeof customerListAccountBody>;
export type CustomerUniqueCheck = z.output<typeof customerValidateUniqueBody>;

const mainCustomer = alias(customerInfo, 'main_customer');
const defaultAddress = alias(customerAddress, 'default_address');

type CustomerRow = typeof customerInfo.$inferSelect;
type AddressRow = typeof customerAddress.$inferSelect;
type AddressParts = Pick<AddressRow, 'provinceName' | 'cityName' | 'districtName' | 'detail'>;

/** Province, city, district and detail in one line; a municipality's repeated name once. */
export function fullAddress(a: AddressParts): string {
  const parts = [a.provinceName, a.cityName, a.districtName, a.detail].filter((p): p is string => !!p);
  return parts.filter((p, i) => p !== parts[i - 1]).join(' ');
}

export function toAddressView(a: AddressRow): CustomerAddressView {
  return {
    id: String(a.id),
    contactName: a.contactName,
    contactPhone: a.contactPhone,
    provinceCode: a.provinceCode,
    provinceName: a.provinceName,
    cityCode: a.cityCode,
    cityName: a.cityName,
    districtCode: a.districtCode,
    districtName: a.districtName,
    detail: a.detail,
    isDefault: a.isDefault,
    fullAddress: fullAddress(a),
  };
}

/** Customers with their head office and default address, one query; names of salespeople in one more. */
function selectViews(db: Executor) {
  return db
    .select({
      c: customerInfo,
      mainCode: mainCustomer.customerCode,
      mainCustomerName: mainCustomer.customerName,
      provinceName: defaultAddress.provinceName,
      cityName: defaultAddress.cityName,
      districtName: defaultAddress.districtName,
      detail: defaultAddress.detail,
    })
    .from(customerInfo)
    .leftJoin(mainCustomer, eq(mainCustomer.id, customerInfo.mainCustomerId))
    .leftJoin(defaultAddress, and(eq(defaultAddress.customerId, customerInfo.id), eq(defaultAddress.isDefault, true)));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

export async function toViews(db: Executor, rows: ViewRow[]): Promise<CustomerView[]> {
  if (rows.length === 0) return [];
  const belongId = rows[0].c.businessGroupId;
  const ids = rows.map((r) => r.c.id);
  const [names, credit, plans, points] = [
    await employeeNames(
      db,
      rows.map((r) => r.c.salespersonId),
    ),
    await customerCreditPort.creditSummaries(db, belongId, ids),
    await customerCreditPort.clearPlans(db, belongId, ids),
    await customerCreditPort.points(db, belongId, ids),
  ];
  return rows.map((r) => toView(r, names, credit.get(r.c.id), plans.get(r.c.id), points.get(r.c.id) ?? 0));
}

function toView(
  r: ViewRow,
  names: Map<number, string>,
  credit: CustomerCreditFigures | undefined,
  plan: { id: number; name: string } | undefined,
  points: number,
): CustomerView {
  const c: CustomerRow = r.c;
  return {
    id: String(c.id),
    customerInfoId: String(c.id),
    businessGroupId: String(c.businessGroupId),
    customerCode: c.customerCode,
    customerName: c.customerName,
    mnemonic: c.mnemonic,
    mainCode: r.mainCode,
    mainCustomerName: r.mainCustomerName,
    customerType: c.customerType,
    areaCode: c.areaCode,
    areaName: c.areaName,
    contactName: c.contactName,
    contactPhone: c.contactPhone,
    rebateRatio: c.rebateRatio,
    rebateType: c.rebateType,
    ifCreditLimit: c.ifCreditLimit,
    creditLimit: c.creditLimit,
    deferredPayment: c.deferredPayment,
    monthlySettlement: c.monthlySettlement,
    lastPriceSale: c.lastPriceSale,
    pricePolicyId: wireId(c.pricePolicyId),
    presetPriceSet: c.presetPriceSet,
    receivableControlPlanId: plan ? String(plan.id) : null,
    receivableControlPlanName: plan?.name ?? null,
    rewardRatio: c.rewardRatio,
    salespersonId: wireId(c.salespersonId),
    salespersonName: c.salespersonId === null ? null : (names.get(c.salespersonId) ?? null),
    customerStatus: c.customerStatus,
    invoiceTitle: c.invoiceTitle,
    taxNo: c.taxNo,
    bankName: c.bankName,
    bankAccount: c.bankAccount,
    remark: c.remark,
    defaultAddress: r.detail === null ? null : fullAddress({ ...r, detail: r.detail }),
    account: {
      receivableAmt: credit?.receivable ?? '0.00',
      totalCreditAmt: credit?.totalCreditAmt ?? '0.00',
      totalCreditLockAmt: credit?.totalCreditLockAmt ?? '0.00',
      remainingCreditAmt: credit?.remainingCredit ?? '0.00',
    },
    points,
    createTime: c.createdAt.toISOString(),
    updateTime: c.updatedAt.toISOString(),
  };
}

/**
 * The keyword of spec §7's customer searches: code or mnemonic prefix, name substring, phone
 * prefix. Each arm has its own index, so PostgreSQL answers with a bitmap OR.
 */
export function keywordCondition(keyword: string): SQL | undefined {
  const upper = keyword.toUpperCase();
  const arms: SQL[] = [];
  if (/^[A-Za-z0-9]+$/.test(keyword)) {
    arms.push(like(customerInfo.customerCode, prefixPattern(upper)), like(customerInfo.mnemonic, prefixPattern(upper)));
  }
  arms.push(ilike(customerInfo.customerName, containsPattern(keyword)));
  if (/^[0-9+() -]{3,}$/.test(keyword)) arms.push(like(customerInfo.contactPhone, prefixPattern(keyword)));
  return or(...arms);
}

export function customerWhere(belongId: number, f: CustomerFilters): SQL {
  return and(
    eq(customerInfo.businessGroupId, belongId),
    f.keyword ? keywordCondition(f.keyword) : undefined,
    f.status ? eq(customerInfo.customerStatus, f.status) : undefined,
    f.type ? eq(customerInfo.customerType, f.type) : undefined,
    f.areaCode ? eq(customerInfo.areaCode, f.areaCode) : undefined,
    f.salespersonId ? eq(customerInfo.salespersonId, toId(f.salespersonId)) : undefined,
  ) as SQL;
}

const SORT_COLUMNS = {
  customerCode: customerInfo.customerCode,
  customerName: customerInfo.customerName,
  createTime: customerInfo.createdAt,
  updateTime: customerInfo.updatedAt,
};

export async function customerPage(db: Executor, belongId: number, q: CustomerPageQuery): Promise<Page<CustomerView>> {
  const where = customerWhere(belongId, q);
  const [rows, [{ n }]] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(...orderOf(q.sort, SORT_COLUMNS, customerInfo.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(customerInfo).where(where),
  ]);
  return { list: await toViews(db, rows), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

/** The next export batch: customers after `afterId` in id order (keyset, walks the group index). */
export async function customerExportBatch(
  db: Executor,
  belongId: number,
  filters: CustomerFilters,
  afterId: number | undefined,
  limit: number,
): Promise<CustomerView[]> {
  const rows = await selectViews(db)
    .where(and(customerWhere(belongId, filters), afterId === undefined ? undefined : gt(customerInfo.id, afterId)))
    .orderBy(asc(customerInfo.id))
    .limit(limit);
  return toViews(db, rows);
}

export async function countCustomers(db: Executor, belongId: number, filters: CustomerFilters): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(customerInfo).where(customerWhere(belongId, filters));
  return Number(n);
}

/** Filters without paging, at most 500 (spec §7 listByQuery). */
export async function customerListByQuery(db: Executor, belongId: number, q: CustomerListByQuery): Promise<CustomerView[]> {
  const where = and(customerWhere(belongId, q), q.ids ? inArray(customerInfo.id, toIds(q.ids)) : undefined);
  const rows = await selectViews(db).where(where).orderBy(asc(customerInfo.customerCode)).limit(Math.min(q.limit, CUSTOMER_LIST_MAX));
  return toViews(db, rows);
}

const optionColumns = {
  id: customerInfo.id,
  customerCode: customerInfo.customerCode,
  customerName: customerInfo.customerName,
  mnemonic: customerInfo.mnemonic,
  customerStatus: customerInfo.customerStatus,
  ifCreditLimit: customerInfo.ifCreditLimit,
  contactPhone: customerInfo.contactPhone,
};

function toOption(r: {
  id: number;
  customerCode: string;
  customerName: string;
  mnemonic: string;
  customerStatus: CustomerStatus;
  ifCreditLimit: boolean;
  contactPhone: string | null;
}): CustomerOption {
  return { ...r, id: String(r.id), customerInfoId: String(r.id) };
}

/** The picker's list (spec: lists by status ALL or NORMAL), by code; open to anyone signed in, so without the phone. */
export async function customerOptions(db: Executor, belongId: number, status: 'ALL' | 'NORMAL'): Promise<CustomerOption[]> {
  const rows = await db
    .select(optionColumns)
    .from(customerInfo)
    .where(and(eq(customerInfo.businessGroupId, belongId), status === 'NORMAL' ? eq(customerInfo.customerStatus, 'NORMAL') : undefined))
    .orderBy(asc(customerInfo.customerCode));
  return rows.map((r) => toOption({ ...r, contactPhone: null }));
}

/**
 * Quick search for pickers and order entry: an exact code first, then code prefixes,
 * mnemonic prefixes (晨光文具店 by CGWJD or cgw), then names and phones containing the keyword.
 */
export async function searchCustomers(db: Executor, belongId: number, q: CustomerQuickSearch): Promise<CustomerOption[]> {
  const upper = q.keyword.toUpperCase();
  const rank = sql<number>`case
    when ${customerInfo.customerCode} = ${upper} then 0
    when ${customerInfo.customerCode} like ${prefixPattern(upper)} then 1
    when ${customerInfo.mnemonic} like ${prefixPattern(upper)} then 2
    else 3 end`;
  const rows = await db
    .select(optionColumns)
    .from(customerInfo)
    .where(
      and(
        eq(customerInfo.businessGroupId, belongId),
        keywordCondition(q.keyword),
        q.status === 'NORMAL' ? eq(customerInfo.customerStatus, 'NORMAL') : undefined,
      ),
    )
    .orderBy(rank, asc(customerInfo.customerCode))
    .limit(q.limit);
  return rows.map(toOption);
}

/**
 * Customers with their receivables summary (spec §3); the credit summary (total credit with
 * temporary credits valid today, occupied) comes from finance through the customer credit port.
 */
export async function customerAccounts(db: Executor, belongId: number, q: CustomerListAccountQuery): Promise<CustomerAccount[]> {
  const rows = await db
    .select({ ...optionColumns, creditLimit: customerInfo.creditLimit })
    .from(customerInfo)
    .where(
      and(
        eq(customerInfo.businessGroupId, belongId),
        q.ids ? inArray(customerInfo.id, toIds(q.ids)) : undefined,
        q.keyword ? keywordCondition(q.keyword) : undefined,
        q.status === 'NORMAL' ? eq(customerInfo.customerStatus, 'NORMAL') : undefined,
      ),
    )
    .orderBy(asc(customerInfo.customerCode))
    .limit(q.limit);
  const group = String(belongId);
  const credit = await customerCreditPort.creditSummaries(
    db,
    belongId,
    rows.map((r) => r.id),
  );
  return rows.map(({ creditLimit, ...r }) => {
    const c = credit.get(r.id);
    return {
      ...toOption(r),
      creditLimit,
      billSummaryItems: [{ businessGroupId: group, sumNewBalanceAmt: c?.receivable ?? '0.00' }],
      creditSummaryItems: [
        {
          businessGroupId: group,
          totalCreditAmt: c?.totalCreditAmt ?? creditLimit ?? '0.00',
          totalCreditLockAmt: c?.totalCreditLockAmt ?? '0.00',
        },
      ],
    };
  });
}

/** One customer in the group, with its head office and default address; null when not there. */
export async function customerViewById(db: Executor, belongId: number, id: number): Promise<CustomerView | null> {
  const rows = await selectViews(db).where(and(eq(customerInfo.businessGroupId, belongId), eq(customerInfo.id, id)));
  if (rows.length === 0) return null;
  return (await toViews(db, rows))[0];
}

// ---- reads ----------------------------------------------------------------------------------

/** GET itemList/{id}: the customer with its delivery addresses, default first. */
export async function customerDetail(db: Executor, belongId: number, id: number): Promise<CustomerDetail> {
  const view = await customerViewById(db, belongId, id);
  if (!view) throw fail.notFound();
  const addresses = await db
    .select()
    .from(customerAddress)
    .where(eq(customerAddress.customerId, id))
    .orderBy(sql`${customerAddress.isDefault} desc`, asc(customerAddress.sort), asc(customerAddress.id));
  return { ...view, addresses: addresses.map(toAddressView) };
}

/** validateUnique: is this code or name free in the group (apart from excludeId)? */
export async function isCustomerValueUnique(db: Executor, belongId: number, q: CustomerUniqueCheck): Promise<{ unique: boolean }> {
  const column = q.field === 'customerCode' ? customerInfo.customerCode : customerInfo.customerName;
  const value = q.field === 'customerCode' ? q.value.toUpperCase() : q.value;
  const [taken] = await db
    .select({ id: customerInfo.id })
    .from(customerInfo)
    .where(
      and(
        eq(customerInfo.businessGroupId, belongId),
        eq(column, value),
        q.excludeId === undefined ? undefined : ne(customerInfo.id, toId(q.excludeId)),
      ),
    )
    .limit(1);
  return { unique: !taken };
}

/** What a sale needs to know about its customer (DOMAIN.md rules 9–15). */
export type CustomerForSale = {
  id: number;
  businessGroupId: number;
  customerCode: string;
  customerName: string;
  customerType: CustomerType;
  customerStatus: CustomerStatus;
  ifCreditLimit: boolean;
  /** Decimal string, or null when not set. */
  creditLimit: string | null;
  rebateRatio: string;
  rebateType: RebateType | null;
  rewardRatio: string;
  deferredPayment: number;
  monthlySettlement: boolean;
  lastPriceSale: boolean;
  pricePolicyId: number | null;
  presetPriceSet: number | null;
  salespersonId: number | null;
  mainCustomerId: number | null;
  defaultAddress: {
    id: number;
    contactName: string;
    contactPhone: string;
    fullAddress: string;
  } | null;
};

/**
 * The customer of a sale document, in the caller's business group; null when there is no
 * such customer there. Pass the document's transaction to read inside it.
 */
export async function getCustomerForSale(executor: Executor, belongId: number, id: number): Promise<CustomerForSale | null> {
  // Asked by every sale's save, review and posting: one named statement, planned once per connection.
  const [c] = await preparedRows<CustomerForSaleRow>(
    executor,
    sql`select c.id, c.business_group_id, c.customer_code, c.customer_name, c.customer_type, c.customer_status,
               c.if_credit_limit, c.credit_limit, c.rebate_ratio, c.rebate_type, c.reward_ratio, c.deferred_payment,
               c.monthly_settlement, c.last_price_sale, c.price_policy_id, c.preset_price_set, c.salesperson_id,
               c.main_customer_id, a.id as address_id, a.contact_name, a.contact_phone, a.province_name, a.city_name,
               a.district_name, a.detail
        from customer_info c left join customer_address a on a.customer_id = c.id and a.is_default
        where c.business_group_id = ${belongId} and c.id = ${id}`,
  );
  if (!c) return null;
  return {
    id: Number(c.id),
    businessGroupId: Number(c.business_group_id),
    customerCode: c.customer_code,
    customerName: c.customer_name,
    customerType: c.customer_type,
    customerStatus: c.customer_status,
    ifCreditLimit: c.if_credit_limit,
    creditLimit: c.credit_limit,
    rebateRatio: c.rebate_ratio,
    rebateType: c.rebate_type,
    rewardRatio: c.reward_ratio,
    deferredPayment: c.deferred_payment,
    monthlySettlement: c.monthly_settlement,
    lastPriceSale: c.last_price_sale,
    pricePolicyId: optionalId(c.price_policy_id),
    presetPriceSet: c.preset_price_set,
    salespersonId: optionalId(c.salesperson_id),
    mainCustomerId: optionalId(c.main_customer_id),
    defaultAddress:
      c.address_id === null
        ? null
        : {
            id: Number(c.address_id),
            contactName: c.contact_name as string,
            contactPhone: c.contact_phone as string,
            fullAddress: fullAddress({
              provinceName: c.province_name,
              cityName: c.city_name,
              districtName: c.district_name,
              detail: c.detail as string,
            }),
          },
  };
}

const optionalId = (v: number | string | null) => (v === null ? null : Number(v));

type CustomerForSaleRow = {
  id: number;
  business_group_id: number;
  customer_code: string;
  customer_name: string;
  customer_type: CustomerType;
  customer_status: CustomerStatus;
  if_credit_limit: boolean;
  credit_limit: string | null;
  rebate_ratio: string;
  rebate_type: RebateType | null;
  reward_ratio: string;
  deferred_payment: number;
  monthly_settlement: boolean;
  last_price_sale: boolean;
  price_policy_id: number | null;
  preset_price_set: number | null;
  salesperson_id: number | null;
  main_customer_id: number | null;
  address_id: number | null;
  contact_name: string | null;
  contact_phone: string | null;
  province_name: string | null;
  city_name: string | null;
  district_name: string | null;
  detail: string | null;
};

/** The group's customers by code (an import's rows); codes of other groups are absent. One query. */
export async function customersByCodes(
  executor: Executor,
  belongId: number,
  codes: readonly string[],
): Promise<{ id: number; customerCode: string; customerName: string; customerStatus: CustomerStatus }[]> {
  if (codes.length === 0) return [];
  return executor
    .select({
      id: customerInfo.id,
      customerCode: customerInfo.customerCode,
      customerName: customerInfo.customerName,
      customerStatus: customerInfo.customerStatus,
    })
    .from(customerInfo)
    .where(and(eq(customerInfo.businessGroupId, belongId), inArray(customerInfo.customerCode, [...new Set(codes)])));
}

/** Codes and names of the group's customers by id (others are left out). */
export async function customerNames(
  executor: Executor,
  belongId: number,
  ids: number[],
): Promise<Map<number, { code: string; name: string; pricePolicyId: number | null }>> {
  if (ids.length === 0) return new Map();
  const found = await executor
    .select({
      id: customerInfo.id,
      code: customerInfo.customerCode,
      name: customerInfo.customerName,
      pricePolicyId: customerInfo.pricePolicyId,
    })
    .from(customerInfo)
    .where(and(eq(customerInfo.businessGroupId, belongId), inArray(customerInfo.id, ids)));
  return new Map(found.map((r) => [r.id, { code: r.code, name: r.name, pricePolicyId: r.pricePolicyId }]));
}

/** How many of the group's customers each price policy is assigned to. */
export async function customerCountsByPolicy(executor: Executor, belongId: number, policyIds: number[]): Promise<Map<number, number>> {
  if (policyIds.length === 0) return new Map();
  const found = await executor
    .select({ id: customerInfo.pricePolicyId, n: sql<number>`count(*)::int` })
    .from(customerInfo)
    .where(and(eq(customerInfo.businessGroupId, belongId), inArray(customerInfo.pricePolicyId, policyIds)))
    .groupBy(customerInfo.pricePolicyId);
  return new Map(found.map((r) => [Number(r.id), Number(r.n)]));
}

/**
 * SQL of the pricing facts of a customer of the group (its price policy id, whether it buys at
 * the last price, its preset price set 1–4 or null), one row or none, for a pricing statement
 * that must not wait for the customer.
 */
export function customerPricingSql(belongId: number, id: number): SQL {
  return sql`(select c.price_policy_id, c.last_price_sale, c.preset_price_set from customer_info c where c.id = ${id} and c.business_group_id = ${belongId})`;
}
