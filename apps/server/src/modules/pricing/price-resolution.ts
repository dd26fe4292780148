// The one price resolution of a sale line (DOMAIN 15–16): given the business group, customer,
// SKU, package, quantity, order type and day, the unit price and why. First match wins:
//   customer special price (the customer's policy's special price of the SKU)
//   > a running promotion (the highest tier the quantity reaches, on the whole line; promotions
//     never stack: of several, the lowest price)
//   > the customer's price policy (base × (1 ± ratio), rounded by its precision and mode)
//   > the customer's preset price set (预设价1–4)
//   > the last price sold to the customer (customers with last-price sale)
//   > the SKU's wholesale price.
// A promotion's discount is taken off the price the rules below it give. No-discount goods take
// no discount promotion (a promotion price still applies) and no rebate.
// Set-based: one statement reads everything for all lines at once, whatever their number: the
// customer, the group's configuration, the SKUs and the pricing tables (policy, specials,
// promotions, goods lists, last prices); prepared once per connection on PostgreSQL.
import {
  type PriceReason,
  type ResolvedPriceView,
  SALE_PRICE_FIELDS,
  type SalePriceField,
  type SaleSource,
  type skuPricePolicyListBody,
} from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { preparedRows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec, type Rounding, roundAmount } from '../../platform/money';
import { getBusinessConfig, pricingConfigSql } from '../basic/index';
import { customerPricingSql } from '../partner/index';
import { packageFactorSql, type SkuPricingFacts, skuCategoryIdsSql, skuPricingFactsOf, skuPricingFactsSql } from '../product/index';
import { parentGroupSql } from '../system/index';

type Body = z.output<typeof skuPricePolicyListBody>;

type Policy = {
  id: number;
  code: string;
  name: string;
  base_price: SalePriceField;
  method: 'ADD' | 'REDUCE';
  ratio: string;
  precision: Rounding['roundingPrecision'];
  rounding_mode: Rounding['roundingMode'];
  scope: 'ALL' | 'CATEGORY' | 'BRAND';
  scope_ids: number[] | null;
};
type PromotionHit = { n: number; id: number; bill_no: string; name: string; kind: 'DISCOUNT' | 'PRICE'; threshold: string; value: string };
type Fact =
  | { k: 'customer'; d: { preset_price_set: number | null } }
  | {
      k: 'config';
      d: { if_enable_promotion: boolean; rounding_mode: Rounding['roundingMode']; rounding_precision: Rounding['roundingPrecision'] };
    }
  | { k: 'sku'; d: unknown }
  | { k: 'policy'; d: Policy }
  | { k: 'special'; d: { sku_id: number; price: string } }
  | { k: 'promotion'; d: PromotionHit }
  | { k: 'flag'; d: { n: number; kind: 'REBATE' | 'NO_DISCOUNT' | 'RETURN_POINTS' } }
  | { k: 'last'; d: { sku_id: number; price: string; bill_no: string } };

const positive = (v: string | null | undefined): v is string => v !== null && v !== undefined && Number(v) > 0;
const plain = (d: Dec) =>
  d
    .toFixed()
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');

/** A policy as one request applies it to many SKUs: its scope as a set, its factor computed once. */
type AppliedPolicy = { policy: Policy; scope: Set<number>; factor: Dec };

export function applyPolicy(policy: Policy): AppliedPolicy {
  const ratio = new Dec(policy.ratio).div(100);
  return {
    policy,
    scope: new Set((policy.scope_ids ?? []).map(Number)),
    factor: policy.method === 'ADD' ? new Dec(1).plus(ratio) : new Dec(1).minus(ratio),
  };
}

/** The policy's price of a SKU: base × (1 ± ratio %), rounded; null outside its scope or without a base. */
export function policyPrice({ policy, scope, factor }: AppliedPolicy, sku: SkuPricingFacts): Dec | null {
  if (policy.scope === 'CATEGORY' && !sku.categoryIds.some((c) => scope.has(c))) return null;
  if (policy.scope === 'BRAND' && (sku.brandId === null || !scope.has(sku.brandId))) return null;
  const base = sku.prices[policy.base_price];
  if (!positive(base)) return null;
  const price = roundAmount(new Dec(base).times(factor), { roundingMode: policy.rounding_mode, roundingPrecision: policy.precision });
  return price.gt(0) ? price : null;
}

/**
 * Everything pricing needs about the lines, in one statement: the customer (its policy, preset
 * price set, last-price sale), the group's configuration, the SKUs' facts, and what the pricing
 * tables say about the lines (the SKUs' categories and package factors are joined here).
 */
async function pricingFacts(
  executor: Executor,
  g: number,
  q: { customerId: number; billDate: string; orderType: SaleSource | null },
  lines: { n: number; sku_id: number; qty: string; package_id: number | null }[],
): Promise<Fact[]> {
  // w: the lines with their quantity in base units; wk: each line under each key it is listed
  // by (its SKU, its categories from the root), so promotions and goods lists are found through their (kind, ref_id) indexes: each
  // lookup is a lateral subquery fenced by `offset 0`, which the planner cannot flatten into a
  // hash join over the whole table (a CTE's row count is a guess of 1,000; the lines are 50).
  // Its text never varies (every value is a parameter): prepared once per connection.
  // All rows as one JSON array: one value to parse instead of one per row.
  const [found] = await preparedRows<{ facts: Fact[] | null }>(
    executor,
    sql`with w as materialized (
          select w.n, w.sku_id, w.qty * ${packageFactorSql(sql`w.package_id`, sql`w.sku_id`)} as qty,
                 ${skuCategoryIdsSql(sql`w.sku_id`)} as cats
          from json_to_recordset(${JSON.stringify(lines)}::json) as w(n int, sku_id bigint, qty numeric, package_id bigint)
        ),
        wk as materialized (
          select n, 'SKU' as kind, sku_id as ref_id, qty from w
          union all select n, 'CATEGORY', unnest(cats), qty from w
        ),
        cust as materialized ${customerPricingSql(g, q.customerId)},
        pol as (select p.* from price_policy p join cust on p.id = cust.price_policy_id
                where p.business_group_id = ${g} and p.status = 'ENABLE')
      select coalesce(json_agg(f), '[]'::json) as facts from (
      select 'customer' as k, json_build_object('preset_price_set', cust.preset_price_set) as d from cust
      union all
        select 'config', json_build_object('if_enable_promotion', c.if_enable_promotion, 'rounding_mode', c.rounding_mode,
              'rounding_precision', c.rounding_precision)
        from ${pricingConfigSql(g)} c
      union all
        select 'sku', x.d from (${skuPricingFactsSql(sql`(select array_agg(distinct sku_id) from w)::bigint[]`)}) x
      union all
        select 'policy', json_build_object('id', p.id, 'code', p.code, 'name', p.name, 'base_price', p.base_price,
              'method', p.method, 'ratio', p.ratio::text, 'precision', p.precision, 'rounding_mode', p.rounding_mode, 'scope', p.scope,
              'scope_ids', (select json_agg(s.ref_id) from price_policy_scope s where s.policy_id = p.id)) as d
        from pol p
      union all
        select 'special', json_build_object('sku_id', sp.sku_id, 'price', sp.price::text)
        from pol p cross join w
        join lateral (select sku_id, price from price_policy_special sp where sp.policy_id = p.id and sp.sku_id = w.sku_id offset 0) sp on true
      union all
        select 'promotion', json_build_object('n', x.n, 'id', x.id, 'bill_no', x.bill_no, 'name', x.name, 'kind', x.kind,
              'threshold', x.threshold::text, 'value', x.value::text)
        from (
          select distinct on (wk.n, p.id) wk.n, p.id, p.bill_no, p.name, p.kind, t.threshold, t.value
          from wk
          join lateral (
            select i.promotion_id, t.threshold, t.value
            from promotion_item i join promotion_tier t on t.id = i.tier_id
            where i.kind = wk.kind and i.ref_id = wk.ref_id and t.threshold <= wk.qty offset 0
          ) t on true
          join promotion p on p.id = t.promotion_id
          where p.status = 'EFFECTIVE' and p.begin_date <= ${q.billDate}::date and p.end_date >= ${q.billDate}::date
            and (p.business_group_id = ${g} or p.business_group_id = ${parentGroupSql(g)})
            and (
              (p.org_scope = 'ALL')
              or exists (select 1 from promotion_scope s where s.promotion_id = p.id and s.kind = 'ORG' and s.ref_id = ${g})
            )
            and (
              p.customer_scope = 'ALL'
              or exists (select 1 from promotion_scope s where s.promotion_id = p.id and s.kind = 'CUSTOMER' and s.ref_id = ${q.customerId})
            )
            and (jsonb_array_length(p.order_types) = 0 or p.order_types ? ${q.orderType ?? ''})
          order by wk.n, p.id, t.threshold desc
        ) x
      union all
        select 'flag', json_build_object('n', x.n, 'kind', x.kind)
        from (
          select distinct wk.n, l.kind
          from wk
          join lateral (select i.list_id from goods_list_item i where i.kind = wk.kind and i.ref_id = wk.ref_id offset 0) i on true
          join goods_list l on l.id = i.list_id
          where l.business_group_id = ${g} and l.status = 'ENABLE' and l.valid_from <= ${q.billDate}::date and l.valid_to >= ${q.billDate}::date
        ) x
      union all
        select 'last', json_build_object('sku_id', x.sku_id, 'price', x.price, 'bill_no', x.bill_no)
        from (
          select distinct on (l.sku_id) l.sku_id, l.extra ->> 'price' as price, d.bill_no
          from document_line l join document d on d.id = l.document_id
          where exists (select 1 from cust where cust.last_price_sale) and l.business_group_id = ${g} and l.sku_id in (select sku_id from w)
            and d.type = 'WHOLESALE_SALE' and d.status = 'COMPLETE' and d.partner_id = ${q.customerId} and d.reversal_of_id is null
            and l.extra ? 'price'
            and not exists (select 1 from document r where r.reversal_of_id = d.id)
          order by l.sku_id, d.bill_date desc, d.id desc
        ) x
      ) f`,
  );
  return (found?.facts ?? []) as Fact[];
}

/** Prices the lines of a sale to a customer of the active group (spec §7 skuPricePolicy/list). */
export async function resolvePrices(executor: Executor, businessGroupId: number, body: Body): Promise<ResolvedPriceView[]> {
  const g = businessGroupId;
  const facts = await pricingFacts(
    executor,
    g,
    { customerId: body.customerId, billDate: body.billDate, orderType: body.orderType ?? null },
    body.lines.map((l, n) => ({ n, sku_id: l.skuId, qty: l.qty, package_id: l.packageId ?? null })),
  );
  let customer: { presetPriceSet: number | null } | null = null;
  let config: { ifEnablePromotion: boolean; rounding: Rounding } | null = null;
  let applied: AppliedPolicy | null = null;
  const skus = new Map<number, SkuPricingFacts>();
  const specials = new Map<number, string>();
  const promotions = new Map<number, PromotionHit[]>();
  const flags = new Map<number, Set<string>>();
  const last = new Map<number, { price: string; billNo: string }>();
  for (const f of facts) {
    if (f.k === 'customer') customer = { presetPriceSet: f.d.preset_price_set === null ? null : Number(f.d.preset_price_set) };
    else if (f.k === 'config')
      config = {
        ifEnablePromotion: f.d.if_enable_promotion,
        rounding: { roundingMode: f.d.rounding_mode, roundingPrecision: f.d.rounding_precision },
      };
    else if (f.k === 'sku') {
      const sku = skuPricingFactsOf(f.d);
      skus.set(sku.id, sku);
    } else if (f.k === 'policy') applied = applyPolicy(f.d);
    else if (f.k === 'special') specials.set(Number(f.d.sku_id), f.d.price);
    else if (f.k === 'promotion') {
      const n = Number(f.d.n);
      const hits = promotions.get(n);
      if (hits) hits.push(f.d);
      else promotions.set(n, [f.d]);
    } else if (f.k === 'flag') {
      const n = Number(f.d.n);
      const set = flags.get(n);
      if (set) set.add(f.d.kind);
      else flags.set(n, new Set([f.d.kind]));
    } else last.set(Number(f.d.sku_id), { price: f.d.price, billNo: f.d.bill_no });
  }
  if (!customer) throw fail.field('customerId', 'pricing.customerUnknown', { id: body.customerId });
  if (!config) {
    // The group's first configuration read creates it with the defaults.
    const created = await getBusinessConfig(executor, g);
    config = {
      ifEnablePromotion: created.ifEnablePromotion,
      rounding: { roundingMode: created.roundingMode, roundingPrecision: created.roundingPrecision },
    };
  }
  const lines = body.lines.map((l, n) => {
    const sku = skus.get(l.skuId);
    if (!sku) throw fail.field(`lines.${n}.skuId`, 'pricing.skuUnknown', { id: l.skuId });
    const factor = l.packageId ? sku.packages.get(l.packageId) : '1';
    if (factor === undefined) throw fail.field(`lines.${n}.packageId`, 'common.notFound');
    return { n, sku, factor, packageId: l.packageId ?? null };
  });
  const policy = applied?.policy ?? null;
  const policyView = policy && { id: String(policy.id), code: policy.code, name: policy.name };
  const { rounding, ifEnablePromotion } = config;
  const presetPriceSet = customer.presetPriceSet;
  const presetField = presetPriceSet ? SALE_PRICE_FIELDS[presetPriceSet - 1] : null;

  return lines.map(({ n, sku, factor, packageId }) => {
    const lineFlags = flags.get(n) ?? new Set<string>();
    const noDiscount = lineFlags.has('NO_DISCOUNT');
    const answer = (
      unit: Dec | null,
      reason: PriceReason | null,
      extra: Partial<Pick<ResolvedPriceView, 'basePrice' | 'promotion' | 'policy' | 'presetPriceSet' | 'lastPriceBillNo'>> = {},
    ): ResolvedPriceView => ({
      skuId: String(sku.id),
      packageId: packageId === null ? null : String(packageId),
      factor: String(Number(factor)),
      unitPrice: unit === null ? null : plain(unit),
      price: unit === null ? null : plain((factor === '1' ? unit : unit.times(factor)).toDecimalPlaces(6)),
      reason,
      basePrice: null,
      promotion: null,
      policy: null,
      presetPriceSet: null,
      lastPriceBillNo: null,
      ...extra,
      giftAllowed: !noDiscount && reason !== 'PROMOTION',
      noDiscount,
      rebateGoods: lineFlags.has('REBATE') && !noDiscount,
      returnPoints: lineFlags.has('RETURN_POINTS'),
    });

    const special = specials.get(sku.id);
    if (positive(special) && policy) return answer(new Dec(special), 'SPECIAL_PRICE', { policy: policyView });

    // What the customer pays without a promotion: the rules below promotions, in order.
    const fromPolicy = applied ? policyPrice(applied, sku) : null;
    const preset = presetField ? sku.prices[presetField] : null;
    const lastSold = last.get(sku.id);
    const underlying: { unit: Dec; reason: PriceReason; extra: Parameters<typeof answer>[2] } | null = fromPolicy
      ? {
          unit: fromPolicy,
          reason: 'PRICE_POLICY',
          extra: { policy: policyView },
        }
      : positive(preset)
        ? { unit: new Dec(preset), reason: 'PRESET_PRICE', extra: { presetPriceSet } }
        : lastSold && positive(lastSold.price)
          ? { unit: new Dec(lastSold.price), reason: 'LAST_PRICE', extra: { lastPriceBillNo: lastSold.billNo } }
          : positive(sku.prices.wholesalePrice)
            ? { unit: new Dec(sku.prices.wholesalePrice), reason: 'WHOLESALE_PRICE', extra: {} }
            : null;

    if (ifEnablePromotion) {
      let best: { unit: Dec; hit: PromotionHit } | null = null;
      for (const hit of promotions.get(n) ?? []) {
        if (hit.kind === 'DISCOUNT' && (noDiscount || !underlying)) continue;
        const unit =
          hit.kind === 'PRICE' ? new Dec(hit.value) : roundAmount((underlying as { unit: Dec }).unit.times(hit.value).div(100), rounding);
        if (!unit.gt(0)) continue;
        if (!best || unit.lt(best.unit) || (unit.eq(best.unit) && hit.id > best.hit.id)) best = { unit, hit };
      }
      if (best) {
        const { hit } = best;
        return answer(best.unit, 'PROMOTION', {
          basePrice: underlying ? plain(underlying.unit) : null,
          promotion: {
            id: String(hit.id),
            billNo: hit.bill_no,
            name: hit.name,
            kind: hit.kind,
            threshold: String(Number(hit.threshold)),
            value: String(Number(hit.value)),
          },
        });
      }
    }
    return underlying ? answer(underlying.unit, underlying.reason, underlying.extra) : answer(null, null);
  });
}
