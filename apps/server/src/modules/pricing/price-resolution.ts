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
import { type SkuPriceFacts, skuPriceFactsJson, skuPriceFactsOf } from '../product/index';
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
type Fact =
  | { k: 'customer'; d: { preset_price_set: number | null } }
  | {
      k: 'config';
      d: { if_enable_promotion: boolean; rounding_mode: Rounding['roundingMode']; rounding_precision: Rounding['roundingPrecision'] };
    }
  | { k: 'sku'; d: unknown }
  /** A line's package: its base units (lines without a package, or whose package is not the SKU's, have none). */
  | { k: 'factor'; d: [n: number, factor: string] }
  | { k: 'policy'; d: Policy }
  | { k: 'special'; d: [skuId: number, price: string] }
  /** A running promotion that applies to the customer, listed once. */
  | { k: 'promotion'; d: [id: number, billNo: string, name: string, kind: 'DISCOUNT' | 'PRICE'] }
  /** A line's promotion: the highest tier its quantity reaches. */
  | { k: 'hit'; d: [n: number, promotionId: number, threshold: string, value: string] }
  | { k: 'flag'; d: [n: number, kind: 'REBATE' | 'NO_DISCOUNT' | 'RETURN_POINTS'] }
  | { k: 'last'; d: [skuId: number, price: string, billNo: string] };

type Extra = Partial<Pick<ResolvedPriceView, 'basePrice' | 'promotion' | 'policy' | 'presetPriceSet' | 'lastPriceBillNo'>>;
type Promotion = { id: number; billNo: string; name: string; kind: 'DISCOUNT' | 'PRICE' };
type PromotionHit = { promotion: Promotion; threshold: string; value: string };

const positive = (v: string | null | undefined): v is string => v !== null && v !== undefined && Number(v) > 0;
/** d > 0 without the Decimal that `gt(0)` makes of its argument (a 50-line order compares hundreds). */
const above0 = (d: Dec) => d.isPositive() && !d.isZero();
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
export function policyPrice({ policy, scope, factor }: AppliedPolicy, sku: SkuPriceFacts): Dec | null {
  if (policy.scope === 'CATEGORY' && !sku.categoryIds.some((c) => scope.has(c))) return null;
  if (policy.scope === 'BRAND' && (sku.brandId === null || !scope.has(sku.brandId))) return null;
  const base = sku.prices[policy.base_price];
  if (!positive(base)) return null;
  const price = roundAmount(new Dec(base).times(factor), { roundingMode: policy.rounding_mode, roundingPrecision: policy.precision });
  return above0(price) ? price : null;
}

/**
 * Everything pricing needs about the lines, in one statement: the customer (its policy, preset
 * price set, last-price sale), the group's configuration, the SKUs' price facts, the lines'
 * package factors, and what the pricing tables say about the lines.
 */
async function pricingFacts(
  executor: Executor,
  g: number,
  q: { customerId: number; billDate: string; orderType: SaleSource | null },
  lines: { n: number; sku_id: number; qty: string; package_id: number | null }[],
): Promise<Fact[]> {
  // w: the lines, their quantity in base units; sk: each SKU once, with its category ids from
  // the root; wk: each line under each key it is listed by (its SKU, its categories); k: each
  // key once (a 50-line order has ~90 keys for ~200 line keys). Promotions and goods lists are
  // looked up per key through their (kind, ref_id) indexes, each lookup a lateral subquery
  // fenced by `offset 0` (the statement runs on a generic plan that guesses 100–1,000 rows of
  // a CTE: unfenced, it scanned every goods list's items once per list, or compared every
  // running promotion with every hit); then the lines take their keys' hits by hash joins (a
  // hit's promotion joined, not `in (select …)`: that became a loop over the promotions per hit).
  // One `= any(array)` index scan per table instead of the per-key lookups was no faster.
  // Its text never varies (every value is a parameter): prepared once per connection.
  // All rows as one JSON array of compact arrays: one value to parse, no repeated keys.
  const [found] = await preparedRows<{ facts: Fact[] | null }>(
    executor,
    sql`with w as materialized (
          select w.n, w.sku_id, f.factor, w.qty * coalesce(f.factor, 1) as qty
          from json_to_recordset(${JSON.stringify(lines)}::json) as w(n int, sku_id bigint, qty numeric, package_id bigint)
          left join lateral (
            select p.factor from product_sku_package p where p.id = w.package_id and p.sku_id = w.sku_id offset 0
          ) f on true
        ),
        sk as materialized (
          select s.id, ${skuPriceFactsJson} as d, array_remove(string_to_array(c.path, '/'), '')::bigint[] as cats
          from product_sku s join product_category c on c.id = s.category_id
          where s.id = any((select array_agg(distinct w.sku_id) from w)::bigint[])
        ),
        wk as materialized (
          select w.n, w.qty, k.kind, k.ref_id
          from w join sk on sk.id = w.sku_id
          cross join lateral (select 'SKU' as kind, w.sku_id as ref_id union all select 'CATEGORY', unnest(sk.cats)) k
        ),
        k as materialized (select distinct kind, ref_id from wk),
        cust as materialized ${customerPricingSql(g, q.customerId)},
        pol as (select p.* from price_policy p join cust on p.id = cust.price_policy_id
                where p.business_group_id = ${g} and p.status = 'ENABLE'),
        tier as materialized (
          select k.kind, k.ref_id, i.promotion_id, t.threshold, t.value
          from k
          join lateral (select i.promotion_id, i.tier_id from promotion_item i where i.kind = k.kind and i.ref_id = k.ref_id offset 0) i on true
          join promotion_tier t on t.id = i.tier_id
        ),
        promo as materialized (
          select p.id, p.bill_no, p.name, p.kind
          from (select distinct promotion_id from tier) h
          join lateral (select p.* from promotion p where p.id = h.promotion_id offset 0) p on true
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
        ),
        listed as materialized (
          select k.kind, k.ref_id, l.kind as flag
          from k
          join lateral (
            select l.kind from goods_list_item i join goods_list l on l.id = i.list_id
            where i.kind = k.kind and i.ref_id = k.ref_id
              and l.business_group_id = ${g} and l.status = 'ENABLE' and l.valid_from <= ${q.billDate}::date and l.valid_to >= ${q.billDate}::date
            offset 0
          ) l on true
        )
      select coalesce(json_agg(f), '[]'::json) as facts from (
      select 'customer' as k, json_build_object('preset_price_set', cust.preset_price_set) as d from cust
      union all
        select 'config', json_build_object('if_enable_promotion', c.if_enable_promotion, 'rounding_mode', c.rounding_mode,
              'rounding_precision', c.rounding_precision)
        from ${pricingConfigSql(g)} c
      union all
        select 'sku', sk.d from sk
      union all
        select 'factor', json_build_array(w.n, w.factor::text) from w where w.factor is not null
      union all
        select 'policy', json_build_object('id', p.id, 'code', p.code, 'name', p.name, 'base_price', p.base_price,
              'method', p.method, 'ratio', p.ratio::text, 'precision', p.precision, 'rounding_mode', p.rounding_mode, 'scope', p.scope,
              'scope_ids', (select json_agg(s.ref_id) from price_policy_scope s where s.policy_id = p.id)) as d
        from pol p
      union all
        select 'special', json_build_array(sp.sku_id, sp.price::text)
        from pol p cross join (select distinct sku_id from w) w
        join lateral (select sku_id, price from price_policy_special sp where sp.policy_id = p.id and sp.sku_id = w.sku_id offset 0) sp on true
      union all
        select 'promotion', json_build_array(p.id, p.bill_no, p.name, p.kind) from promo p
      union all
        select 'hit', json_build_array(x.n, x.promotion_id, x.threshold::text, x.value::text)
        from (
          select distinct on (wk.n, t.promotion_id) wk.n, t.promotion_id, t.threshold, t.value
          from wk join tier t on t.kind = wk.kind and t.ref_id = wk.ref_id and t.threshold <= wk.qty
          join promo p on p.id = t.promotion_id
          order by wk.n, t.promotion_id, t.threshold desc
        ) x
      union all
        select 'flag', json_build_array(x.n, x.flag)
        from (select distinct wk.n, l.flag from wk join listed l on l.kind = wk.kind and l.ref_id = wk.ref_id) x
      union all
        select 'last', json_build_array(x.sku_id, x.price, x.bill_no)
        from (select distinct sku_id from w) w
        join lateral (
          select l.sku_id, l.extra ->> 'price' as price, d.bill_no
          from document_line l join document d on d.id = l.document_id
          where l.business_group_id = ${g} and l.sku_id = w.sku_id
            and d.type = 'WHOLESALE_SALE' and d.status = 'COMPLETE' and d.partner_id = ${q.customerId} and d.reversal_of_id is null
            and l.extra ? 'price'
            and not exists (select 1 from document r where r.reversal_of_id = d.id)
          order by d.bill_date desc, d.id desc
          limit 1
        ) x on true
        where exists (select 1 from cust where cust.last_price_sale)
      ) f`,
  );
  return (found?.facts ?? []) as Fact[];
}

type PricedLine = { sku: SkuPriceFacts; factor: string; packageId: number | null };

/** A line's answer for a unit price and its reason. */
function answerOf(line: PricedLine, lineFlags: Set<string> | undefined, noDiscount: boolean) {
  const { sku, factor, packageId } = line;
  return (unit: Dec | null, reason: PriceReason | null, extra: Extra = {}): ResolvedPriceView => {
    const unitPrice = unit === null ? null : plain(unit);
    return {
      skuId: String(sku.id),
      packageId: packageId === null ? null : String(packageId),
      factor: String(Number(factor)),
      unitPrice,
      price:
        unit === null
          ? null
          : factor === '1' && unit.decimalPlaces() <= 6
            ? unitPrice
            : plain((factor === '1' ? unit : unit.times(factor)).toDecimalPlaces(6)),
      reason,
      basePrice: null,
      promotion: null,
      policy: null,
      presetPriceSet: null,
      lastPriceBillNo: null,
      ...extra,
      giftAllowed: !noDiscount && reason !== 'PROMOTION',
      noDiscount,
      rebateGoods: (lineFlags?.has('REBATE') ?? false) && !noDiscount,
      returnPoints: lineFlags?.has('RETURN_POINTS') ?? false,
    };
  };
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
  const skus = new Map<number, SkuPriceFacts>();
  const factors = new Map<number, string>();
  const specials = new Map<number, string>();
  const running = new Map<number, Promotion>();
  const hits: Extract<Fact, { k: 'hit' }>['d'][] = [];
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
      const sku = skuPriceFactsOf(f.d);
      skus.set(sku.id, sku);
    } else if (f.k === 'factor') factors.set(Number(f.d[0]), f.d[1]);
    else if (f.k === 'policy') applied = applyPolicy(f.d);
    else if (f.k === 'special') specials.set(Number(f.d[0]), f.d[1]);
    else if (f.k === 'promotion') {
      const id = Number(f.d[0]);
      running.set(id, { id, billNo: f.d[1], name: f.d[2], kind: f.d[3] });
    } else if (f.k === 'hit') hits.push(f.d);
    else if (f.k === 'flag') {
      const n = Number(f.d[0]);
      const set = flags.get(n);
      if (set) set.add(f.d[1]);
      else flags.set(n, new Set([f.d[1]]));
    } else last.set(Number(f.d[0]), { price: f.d[1], billNo: f.d[2] });
  }
  // A line's hits, each with its promotion (the statement lists a hit only of a listed promotion).
  const promotions = new Map<number, PromotionHit[]>();
  for (const d of hits) {
    const promotion = running.get(Number(d[1]));
    if (!promotion) continue;
    const n = Number(d[0]);
    const hit = { promotion, threshold: d[2], value: d[3] };
    const list = promotions.get(n);
    if (list) list.push(hit);
    else promotions.set(n, [hit]);
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
    const factor = l.packageId ? factors.get(n) : '1';
    if (factor === undefined) throw fail.field(`lines.${n}.packageId`, 'common.notFound');
    return { n, sku, factor, packageId: l.packageId ?? null };
  });
  const policy = applied?.policy ?? null;
  const policyView = policy && { id: String(policy.id), code: policy.code, name: policy.name };
  const { rounding, ifEnablePromotion } = config;
  const presetPriceSet = customer.presetPriceSet;
  const presetField = presetPriceSet ? SALE_PRICE_FIELDS[presetPriceSet - 1] : null;

  // Each distinct promotion value as a Decimal once per call: a price, or a discount's rate
  // (value / 100, exact: u × (v / 100) = u × v / 100 within the 48 digits).
  const prices = new Map<string, Dec>();
  const rates = new Map<string, Dec>();
  const promotionPrice = (value: string) => prices.get(value) ?? prices.set(value, new Dec(value)).get(value)!;
  const discountRate = (value: string) => rates.get(value) ?? rates.set(value, new Dec(value).div(100)).get(value)!;

  return lines.map((line) => {
    const { n, sku } = line;
    const lineFlags = flags.get(n);
    const noDiscount = lineFlags?.has('NO_DISCOUNT') ?? false;
    const answer = answerOf(line, lineFlags, noDiscount);

    const special = specials.get(sku.id);
    if (positive(special) && policy) return answer(new Dec(special), 'SPECIAL_PRICE', { policy: policyView });

    // What the customer pays without a promotion: the rules below promotions, in order.
    const fromPolicy = applied ? policyPrice(applied, sku) : null;
    const preset = presetField ? sku.prices[presetField] : null;
    const lastSold = last.get(sku.id);
    const underlying: { unit: Dec; reason: PriceReason; extra: Extra } | null = fromPolicy
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
        const { kind } = hit.promotion;
        if (kind === 'DISCOUNT' && (noDiscount || !underlying)) continue;
        const unit =
          kind === 'PRICE'
            ? promotionPrice(hit.value)
            : roundAmount((underlying as { unit: Dec }).unit.times(discountRate(hit.value)), rounding);
        if (!above0(unit)) continue;
        const order = best ? unit.cmp(best.unit) : -1;
        if (!best || order < 0 || (order === 0 && hit.promotion.id > best.hit.promotion.id)) best = { unit, hit };
      }
      if (best) {
        const { hit } = best;
        const { promotion } = hit;
        return answer(best.unit, 'PROMOTION', {
          basePrice: underlying ? plain(underlying.unit) : null,
          promotion: {
            id: String(promotion.id),
            billNo: promotion.billNo,
            name: promotion.name,
            kind: promotion.kind,
            threshold: String(Number(hit.threshold)),
            value: String(Number(hit.value)),
          },
        });
      }
    }
    return underlying ? answer(underlying.unit, underlying.reason, underlying.extra) : answer(null, null);
  });
}
