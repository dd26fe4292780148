import { type GoodsHit, type goodsSearchBody, type Page, SEARCH_KEYWORD_MIN, type SkuPackageView } from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { doubled, fieldRule, likeContains, likePrefix } from './product.util';
import { decimalText } from './sku-view';

export type GoodsSearchQuery = z.output<typeof goodsSearchBody>;

/** Totals of a picker search stop counting here (DESIGN §3: totals may be capped). */
export const SEARCH_TOTAL_CAP = 200;

/**
 * The name fragment condition: the name's trigram index for three characters and more, the
 * doubled name's for two ('中性' is '%中中性性%' there, exactly the names containing 中性).
 */
function nameContains(keyword: string): SQL {
  // A keyword without cased letters ('中性', '24') needs no ILIKE, whose case folding of every
  // name read is most of a fragment search's time; both use the trigram indexes.
  const like = keyword.toLowerCase() === keyword.toUpperCase() ? sql`like` : sql`ilike`;
  const byName =
    [...keyword].length >= 3 ? sql`s.name ${like} ${likeContains(keyword)}` : sql`s.name_doubled ${like} ${likeContains(doubled(keyword))}`;
  // A mnemonic fragment of 3+ letters or digits (zxb → 中性笔 in DLS01ADZXB05MMLS), through its
  // trigram index; shorter ones stay prefix-only.
  if (/^[A-Za-z0-9]{3,}$/.test(keyword)) return sql`(${byName} or s.mnemonic like ${likeContains(keyword.toUpperCase())})`;
  return byName;
}

/**
 * Whether SKU `s` matches a keyword as the quick search does (code or mnemonic prefix, name or
 * mnemonic fragment, exact barcode), for other modules' lists to join in SQL.
 */
export function skuKeywordMatch(keyword: string): SQL {
  if ([...keyword].length < SEARCH_KEYWORD_MIN) throw fieldRule('keyword', 'product.keywordTooShort', { min: SEARCH_KEYWORD_MIN });
  const prefix = likePrefix(keyword.toUpperCase());
  return sql`(s.code like ${prefix} or s.mnemonic like ${prefix} or ${nameContains(keyword)}
    or s.id = any(array(select sku_id from product_barcode where barcode = ${keyword})))`;
}

type HitRow = {
  id: unknown;
  code: string;
  name: string;
  model: string | null;
  unit: string;
  mnemonic: string;
  category_id: unknown;
  is_combined: boolean;
  status: 'ENABLE' | 'DISABLE';
  brand_name: string | null;
  tax_rate: string;
  retail_price: string;
  wholesale_price: string;
  distribution_price: string;
  member_price: string;
  preset_price1: string;
  preset_price2: string;
  preset_price3: string;
  preset_price4: string;
  purchase_price: string;
  barcodes: string[];
  packages: (Omit<SkuPackageView, 'skuId'> & { factor: string })[];
  matched_package_id: unknown;
  matched_barcode: string | null;
};

/**
 * The ranked ids (`d`: id, rank, k, package_id, barcode) joined to everything a picker shows,
 * barcodes and packages included, in one statement.
 */
function withDetails(ranked: SQL): SQL {
  return sql`
    select s.id, s.code, s.name, s.model, s.unit, s.mnemonic, s.category_id, s.is_combined, s.status,
      br.name as brand_name, t.rate::text as tax_rate,
      s.retail_price::text as retail_price, s.wholesale_price::text as wholesale_price,
      s.distribution_price::text as distribution_price, s.member_price::text as member_price,
      s.preset_price1::text as preset_price1, s.preset_price2::text as preset_price2,
      s.preset_price3::text as preset_price3, s.preset_price4::text as preset_price4,
      s.purchase_price::text as purchase_price,
      d.package_id as matched_package_id, d.barcode as matched_barcode, d.rank, d.k, d.h,
      (select coalesce(json_agg(b.barcode order by b.sort, b.id), '[]'::json)
         from product_barcode b where b.sku_id = s.id and b.package_id is null) as barcodes,
      (select coalesce(json_agg(json_build_object(
           'id', p.id::text, 'unitName', p.unit_name, 'factor', p.factor::text, 'isBase', p.is_base, 'barcode', pb.barcode,
           'length', p.length_mm::text, 'width', p.width_mm::text, 'height', p.height_mm::text, 'weight', p.weight_g::text
         ) order by p.factor, p.id), '[]'::json)
         from product_sku_package p left join product_barcode pb on pb.package_id = p.id where p.sku_id = s.id) as packages
    from (${ranked}) d
    join product_sku s on s.id = d.id
    join product_tax_item t on t.id = s.tax_item_id
    left join product_brand br on br.id = s.brand_id
    order by d.rank, d.k, d.h, d.id`;
}

/** Name and mnemonic matches are first looked for among this many SKUs in code order (see below). */
export const SEARCH_NAME_WALK = 1000;

/**
 * The keyword search as one statement: the page (`d`: id, rank, k, h, package_id, barcode)
 * and `total`, the matches counted up to SEARCH_TOTAL_CAP (each branch gives at most that
 * many, so the union counts exactly up to the cap).
 *
 * Ranks: 0 exact code or barcode, 1 code prefix, 2 name or mnemonic match (a mnemonic
 * prefix, a name or mnemonic fragment); each rank by code. The code prefix range is read in
 * pattern order (`USING ~<~`, product_sku_code_prefix_idx) and stops after the page. Name and
 * mnemonic matches are paged in code order too: a common fragment is found in the first
 * SEARCH_NAME_WALK SKUs by code (`walk`, a bounded read of product_sku_code_uq); only when it
 * is not (a rare fragment, a code typed as a keyword, a deep page) are all the matches read,
 * through the trigram and mnemonic prefix indexes (`everything`), which is cheap exactly then
 * — and both give the same first rows. No plan can walk the whole table looking for a page of
 * matches that do not exist.
 */
function rankedWithTotal(keyword: string, scope: SQL, need: number, pageSize: number, offset: number): SQL {
  const upper = keyword.toUpperCase();
  const prefix = likePrefix(upper);
  const name = sql`(s.mnemonic like ${prefix} or ${nameContains(keyword)})`;
  const cap = Math.max(need, SEARCH_TOTAL_CAP);
  return sql`
    with exact as materialized (
      (select s.id, 0 as rank, s.code as k, null::bigint as package_id, null::text as barcode
         from product_sku s where s.code = ${upper} and ${scope})
      union all
      (select s.id, 0, s.code, b.package_id, b.barcode
         from product_barcode b join product_sku s on s.id = b.sku_id where b.barcode = ${keyword} and ${scope})
    ), by_code as materialized (
      select s.id, s.code as k from product_sku s
       where s.code like ${prefix} and ${scope} order by s.code using ~<~ limit ${cap}
    ), walk as materialized (
      select s.id, s.code as k from (
        select s.id, s.code, s.name, s.name_doubled, s.mnemonic from product_sku s
         where ${scope} order by s.code limit ${SEARCH_NAME_WALK}
      ) s where ${name} order by s.code limit ${need}
    ), enough as materialized (
      select count(*) >= ${need} as yes from walk
    ), everything as materialized (
      select s.id, s.code as k from product_sku s where ${name} and ${scope} and not (select yes from enough)
    ), by_name as materialized (
      (select id, k from walk where (select yes from enough))
      union all
      (select id, k from everything order by k limit ${need})
    ), name_counted as (
      (select s.id from product_sku s where ${name} and ${scope} and (select yes from enough) limit ${SEARCH_TOTAL_CAP})
      union all
      (select id from everything limit ${SEARCH_TOTAL_CAP})
    ), total as (
      select count(*)::int as n from (
        select id from exact union select id from by_code union select id from name_counted
        limit ${SEARCH_TOTAL_CAP}
      ) x
    ), d as (
      select id, rank, k, 0::bigint as h, package_id, barcode from (
        select distinct on (id) id, rank, k, package_id, barcode from (
          select id, rank, k, package_id, barcode from exact
          union all
          (select id, 1, k, null, null from by_code order by k using ~<~ limit ${need})
          union all
          select id, 2, k, null, null from by_name
        ) h order by id, rank
      ) u order by rank, k, id limit ${pageSize} offset ${offset}
    )`;
}

/**
 * The pickers' quick search (goodsCache/page). Ranked: exact code or barcode (SKU or package)
 * first, then code prefix, then name and mnemonic matches (mnemonic prefix, name or mnemonic
 * fragment); within each rank by code (see rankedWithTotal).
 * Every branch is an index range cut to the rows the page needs and a keyword's total (up to
 * SEARCH_TOTAL_CAP) comes in the same statement. It stays fast at 200k SKUs.
 */
export async function searchSkus(db: Executor, q: GoodsSearchQuery): Promise<Page<GoodsHit>> {
  const keyword = q.keyword ?? '';
  if (keyword && [...keyword].length < SEARCH_KEYWORD_MIN)
    throw fieldRule('keyword', 'product.keywordTooShort', { min: SEARCH_KEYWORD_MIN });
  const offset = (q.pageNum - 1) * q.pageSize;
  const need = offset + q.pageSize;
  const scope = sql.join(
    [
      q.includeDisabled ? sql`true` : sql`s.status = 'ENABLE'`,
      q.isCombined === undefined ? sql`true` : sql`s.is_combined = ${q.isCombined}`,
    ],
    sql` and `,
  );

  if (keyword) {
    // One row even for an empty page (its id null), carrying the total.
    const rows = rowsOf<HitRow & { total: unknown }>(
      await db.execute(sql`${rankedWithTotal(keyword, scope, need, q.pageSize, offset)}
        select total.n as total, p.* from total left join (${withDetails(sql`select * from d`)}) p on true
        order by p.rank, p.k, p.h, p.id`),
    );
    const list = rows.filter((r) => r.id !== null);
    return {
      list: list.map(toHit),
      total: Math.max(Number(rows[0].total), offset + list.length),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  const ranked = sql`select s.id, 4 as rank, s.code as k, 0::bigint as h, null::bigint as package_id, null::text as barcode
    from product_sku s where ${scope} order by s.code limit ${q.pageSize} offset ${offset}`;
  const rows = rowsOf<HitRow>(await db.execute(withDetails(ranked)));
  // A short first page is the whole answer; otherwise count, up to the cap.
  let total = offset + rows.length;
  if (rows.length === q.pageSize || (rows.length === 0 && offset > 0)) {
    const counted = rowsOf<{ n: unknown }>(
      await db.execute(sql`select count(*)::int as n from (select 1 from product_sku s where ${scope} limit ${SEARCH_TOTAL_CAP}) x`),
    );
    total = Math.max(Number(counted[0].n), total);
  }
  return { list: rows.map(toHit), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const optional = (v: string | null) => (v === null ? null : decimalText(v));

function toHit(r: HitRow): GoodsHit {
  const id = String(r.id);
  const barcodes = typeof r.barcodes === 'string' ? (JSON.parse(r.barcodes) as string[]) : r.barcodes;
  const packages = typeof r.packages === 'string' ? (JSON.parse(r.packages) as HitRow['packages']) : r.packages;
  return {
    id,
    code: r.code,
    name: r.name,
    model: r.model,
    unit: r.unit,
    mnemonic: r.mnemonic,
    barcode: r.matched_barcode ?? barcodes[0] ?? null,
    barcodes,
    categoryId: String(r.category_id),
    brandName: r.brand_name,
    taxRate: decimalText(r.tax_rate),
    retailPrice: decimalText(r.retail_price),
    wholesalePrice: decimalText(r.wholesale_price),
    distributionPrice: decimalText(r.distribution_price),
    memberPrice: decimalText(r.member_price),
    presetPrice1: decimalText(r.preset_price1),
    presetPrice2: decimalText(r.preset_price2),
    presetPrice3: decimalText(r.preset_price3),
    presetPrice4: decimalText(r.preset_price4),
    purchasePrice: decimalText(r.purchase_price),
    isCombined: r.is_combined,
    status: r.status,
    packages: packages.map((p) => ({
      ...p,
      skuId: id,
      factor: decimalText(p.factor),
      length: optional(p.length),
      width: optional(p.width),
      height: optional(p.height),
      weight: optional(p.weight),
    })),
    matchedPackageId: r.matched_package_id === null ? null : String(r.matched_package_id),
  };
}
