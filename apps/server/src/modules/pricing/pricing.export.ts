// Exports of the pricing lists through the download center (price policies, item promotions,
// the three goods lists), each with its list's filters, behind its screen's export button.
import {
  GOODS_LIST_KINDS,
  type GoodsListKind,
  goodsListPageBody,
  type Language,
  pricePolicyPageBody,
  promotionPageBody,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { defineExport, type ExportColumn, type ExportDefinition, keysetBatches, type Localized, mapBatches } from '../../platform/excel';
import { goodsListBatch } from './goods-list.service';
import { pricePolicyBatch } from './price-policy.service';
import { GOODS_LIST_SCREENS } from './pricing-screens';
import { promotionBatch } from './promotion.service';

const h = (zh: string, en: string, id: string): Localized => ({ 'zh-CN': zh, 'en-US': en, 'id-ID': id });

/** The words of the pricing enumerations, as the screens word them. */
const WORDS: Record<string, Localized> = {
  'policy.method.ADD': h('上浮', 'Up', 'Naik'),
  'policy.method.REDUCE': h('下浮', 'Down', 'Turun'),
  'policy.scopes.ALL': h('全部商品', 'All goods', 'Semua barang'),
  'policy.scopes.BRAND': h('按品牌', 'By brand', 'Per merek'),
  'policy.scopes.CATEGORY': h('按分类', 'By category', 'Per kategori'),
  'precision.FEN': h('分', 'Fen (0.01)', 'Fen (0,01)'),
  'precision.JIAO': h('角', 'Jiao (0.1)', 'Jiao (0,1)'),
  'precision.YUAN': h('元', 'Yuan', 'Yuan'),
  'price.distributionPrice': h('配送价', 'Distribution price', 'Harga distribusi'),
  'price.memberPrice': h('会员价', 'Member price', 'Harga anggota'),
  'price.presetPrice1': h('预设价1', 'Preset price 1', 'Harga preset 1'),
  'price.presetPrice2': h('预设价2', 'Preset price 2', 'Harga preset 2'),
  'price.presetPrice3': h('预设价3', 'Preset price 3', 'Harga preset 3'),
  'price.presetPrice4': h('预设价4', 'Preset price 4', 'Harga preset 4'),
  'price.retailPrice': h('零售价', 'Retail price', 'Harga eceran'),
  'price.wholesalePrice': h('批发价', 'Wholesale price', 'Harga grosir'),
  'promotion.kinds.DISCOUNT': h('折扣', 'Discount', 'Diskon'),
  'promotion.kinds.PRICE': h('促销价', 'Promotion price', 'Harga promosi'),
  'promotion.scopes.ALL': h('全部', 'All', 'Semua'),
  'promotion.scopes.DESIGNATED': h('指定', 'Designated', 'Ditentukan'),
  'promotion.status.DRAFT': h('未启用', 'Not enabled', 'Belum aktif'),
  'promotion.status.EFFECTIVE': h('已生效', 'Effective', 'Berlaku'),
  'promotion.status.TERMINATED': h('已终止', 'Terminated', 'Dihentikan'),
  'rounding.DOWN': h('只舍不入', 'Round down', 'Bulatkan ke bawah'),
  'rounding.HALF_UP': h('四舍五入', 'Round half up', 'Bulatkan setengah ke atas'),
  'rounding.NONE': h('不处理', 'No rounding', 'Tanpa pembulatan'),
  'rounding.UP': h('只入不舍', 'Round up', 'Bulatkan ke atas'),
  ENABLE: h('启用', 'Enabled', 'Aktif'),
  DISABLE: h('停用', 'Disabled', 'Nonaktif'),
};
const word = (lang: Language, key: string) => WORDS[key]?.[lang] ?? key;

const PAGING = { pageNum: true, pageSize: true, sort: true } as const;

const STATUS = h('状态', 'Status', 'Status');
const REMARK = h('备注', 'Remark', 'Catatan');
const CREATED = h('创建时间', 'Created', 'Dibuat');
const GOODS = h('商品/分类', 'Goods / categories', 'Barang / kategori');

const policyFilters = pricePolicyPageBody.omit(PAGING);
const policyColumns: ExportColumn[] = [
  { key: 'code', header: h('政策编码', 'Policy code', 'Kode kebijakan') },
  { key: 'name', header: h('政策名称', 'Policy name', 'Nama kebijakan'), width: 24 },
  { key: 'status', header: STATUS, width: 10 },
  { key: 'formula', header: h('定价公式', 'Formula', 'Rumus'), width: 24 },
  { key: 'rounding', header: h('取整方式', 'Rounding', 'Pembulatan'), width: 18 },
  { key: 'scope', header: h('适用范围', 'Scope', 'Cakupan'), width: 30 },
  { key: 'specialCount', header: h('特价商品数', 'Special prices', 'Harga khusus'), width: 12 },
  { key: 'customerCount', header: h('客户数', 'Customers', 'Pelanggan'), width: 10 },
  { key: 'remark', header: REMARK, width: 24 },
  { key: 'createTime', header: CREATED, width: 20 },
];
export const PRICE_POLICY_EXPORT: ExportDefinition<typeof policyFilters> = {
  bizKey: 'pricePolicy',
  url: '/api/customer/pricePolicy/exportExcel',
  permission: 'pricing:policy:export',
  summary: 'Export the price policies the filters select to the download center',
  fileName: (lang) => h('批发价格政策', 'Wholesale price policies', 'Kebijakan harga grosir')[lang],
  filters: policyFilters,
  columns: policyColumns,
  rows: (db, { auth, filters, lang }) =>
    mapBatches(
      keysetBatches(
        (after: number | undefined, limit: number) => pricePolicyBatch(db, auth, filters, after, limit),
        (r) => Number(r.id),
      ),
      (r) => ({
        ...r,
        status: word(lang, r.status),
        formula: `${word(lang, `price.${r.basePrice}`)} ${word(lang, `policy.method.${r.method}`)} ${r.ratio}%`,
        rounding: `${word(lang, `precision.${r.precision}`)} · ${word(lang, `rounding.${r.roundingMode}`)}`,
        scope:
          r.scope === 'ALL' ? word(lang, 'policy.scopes.ALL') : `${word(lang, `policy.scopes.${r.scope}`)}: ${r.scopeNames.join('、')}`,
        createTime: new Date(r.createTime),
      }),
    ),
};

const promotionFilters = promotionPageBody.omit(PAGING);
const promotionColumns: ExportColumn[] = [
  { key: 'billNo', header: h('促销单号', 'Promotion no.', 'No. promosi'), width: 20 },
  { key: 'name', header: h('促销名称', 'Promotion name', 'Nama promosi'), width: 24 },
  { key: 'status', header: STATUS, width: 10 },
  { key: 'kind', header: h('促销方式', 'Kind', 'Jenis'), width: 12 },
  { key: 'beginDate', header: h('开始日期', 'Begins', 'Mulai'), width: 12 },
  { key: 'endDate', header: h('结束日期', 'Ends', 'Berakhir'), width: 12 },
  { key: 'tiers', header: h('促销档位', 'Tiers', 'Tingkat'), width: 40 },
  { key: 'orgScope', header: h('适用组织', 'Organisations', 'Organisasi'), width: 20 },
  { key: 'customerScope', header: h('适用客户', 'Customers', 'Pelanggan'), width: 20 },
  { key: 'remark', header: REMARK, width: 24 },
  { key: 'createTime', header: CREATED, width: 20 },
];
export const PROMOTION_EXPORT: ExportDefinition<typeof promotionFilters> = {
  bizKey: 'promotion',
  url: '/api/order/promotion/exportExcel',
  permission: 'pricing:promotion:export',
  summary: 'Export the item promotions the filters select to the download center',
  fileName: (lang) => h('单品促销', 'Item promotions', 'Promosi produk')[lang],
  filters: promotionFilters,
  columns: promotionColumns,
  rows: (db, { auth, filters, lang }) =>
    mapBatches(
      keysetBatches(
        (after: number | undefined, limit: number) => promotionBatch(db, auth, filters, after, limit),
        (r) => Number(r.id),
      ),
      (r) => {
        const scope = (kind: 'ALL' | 'DESIGNATED', names: string[]) =>
          kind === 'ALL' ? word(lang, 'promotion.scopes.ALL') : names.join('、');
        return {
          ...r,
          status: word(lang, `promotion.status.${r.status}`),
          kind: word(lang, `promotion.kinds.${r.kind}`),
          // ≥10: 5.5 (A001 铅笔, 办公文具); ≥100: 5 (…)
          tiers: r.tiers
            .map(
              (t) =>
                `≥${t.threshold}: ${t.value}${r.kind === 'DISCOUNT' ? '%' : ''} (${t.items.map((i) => `${i.code} ${i.name}`.trim()).join(', ')})`,
            )
            .join('; '),
          orgScope: scope(r.orgScope, r.orgNames),
          customerScope: scope(r.customerScope, r.customerNames),
          createTime: new Date(r.createTime),
        };
      },
    ),
};

const goodsListFilters = goodsListPageBody.omit(PAGING);
const GOODS_LIST_NAMES: Record<GoodsListKind, Localized> = {
  REBATE: h('返利商品', 'Rebate goods', 'Barang rabat'),
  NO_DISCOUNT: h('不打折商品', 'No-discount goods', 'Barang tanpa diskon'),
  RETURN_POINTS: h('返积分商品', 'Points-earning goods', 'Barang berpoin'),
};
const goodsListColumns: ExportColumn[] = [
  { key: 'name', header: h('名称', 'Name', 'Nama'), width: 24 },
  { key: 'status', header: STATUS, width: 10 },
  { key: 'validFrom', header: h('生效日期', 'Valid from', 'Berlaku dari'), width: 12 },
  { key: 'validTo', header: h('失效日期', 'Valid to', 'Berlaku sampai'), width: 12 },
  { key: 'itemCount', header: h('商品数', 'Items', 'Jumlah item'), width: 10 },
  { key: 'items', header: GOODS, width: 50 },
  { key: 'remark', header: REMARK, width: 24 },
  { key: 'createTime', header: CREATED, width: 20 },
];
function goodsListExport(kind: GoodsListKind): ExportDefinition<typeof goodsListFilters> {
  const screen = GOODS_LIST_SCREENS[kind];
  return {
    bizKey: `goodsList.${kind}`,
    url: `/api/product/${screen.segment}/exportExcel`,
    permission: `${screen.permission}:export`,
    summary: `Export the ${kind} goods lists the filters select to the download center`,
    fileName: (lang) => GOODS_LIST_NAMES[kind][lang],
    filters: goodsListFilters,
    columns: goodsListColumns,
    rows: (db, { auth, filters, lang }) =>
      mapBatches(
        keysetBatches(
          (after: number | undefined, limit: number) => goodsListBatch(db, auth, { ...filters, kind }, after, limit),
          (r) => Number(r.id),
        ),
        (r) => ({
          ...r,
          status: word(lang, r.status),
          items: r.items.map((i) => `${i.code} ${i.name}`.trim()).join('、'),
          createTime: new Date(r.createTime),
        }),
      ),
  };
}

/** The pricing list exports: POST …/exportExcel, each behind its screen's export button. */
export function pricingExportRoutes(app: FastifyInstance): void {
  defineExport(app, PRICE_POLICY_EXPORT);
  defineExport(app, PROMOTION_EXPORT);
  for (const kind of GOODS_LIST_KINDS) defineExport(app, goodsListExport(kind));
}
