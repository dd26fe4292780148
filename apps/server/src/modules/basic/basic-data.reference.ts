import { inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { ensureGeoData } from './basic-data.geo.service';
import { currency, dictItem, dictType } from './basic-data.schema';

/** A unit's last element is the decimals its quantities take (0 when absent). */
type Item = [code: string, name: string, nameEn: string, nameId: string, precision?: number];
type Dict = { code: string; name: string; nameEn: string; nameId: string; items: Item[] };

/** The dictionaries every installation starts with; a clerk may add, rename or disable items. */
export const STANDARD_DICTS: Dict[] = [
  {
    code: 'UNIT',
    name: '计量单位',
    nameEn: 'Units',
    nameId: 'Satuan',
    items: [
      ['ZHI', '支', 'pcs', 'Batang'],
      ['HE', '盒', 'Box', 'Kotak'],
      ['XIANG', '箱', 'Carton', 'Karton'],
      ['BEN', '本', 'pcs', 'Buku'],
      ['BAO', '包', 'Pack', 'Pak'],
      ['GE', '个', 'pcs', 'Buah'],
      ['TAO', '套', 'Set', 'Set'],
      ['JUAN', '卷', 'Roll', 'Rol'],
      ['ZHANG', '张', 'Sheet', 'Lembar'],
      ['KUAI', '块', 'pcs', 'Buah'],
      ['BA', '把', 'pcs', 'Buah'],
      ['PING', '瓶', 'Bottle', 'Botol'],
      ['TAI', '台', 'Unit', 'Unit'],
      ['KG', '千克', 'kg', 'kg', 3],
    ],
  },
  {
    code: 'CUSTOMER_TYPE',
    name: '客户类型',
    nameEn: 'Customer types',
    nameId: 'Jenis pelanggan',
    items: [
      ['MODEL', '样板店', 'Model shop', 'Toko percontohan'],
      ['OFFICE', '办公客户', 'Office', 'Kantor'],
      ['GENERAL_SHOP', '普通门店', 'General shop', 'Toko umum'],
      ['SCHOOL', '学校', 'School', 'Sekolah'],
    ],
  },
  {
    code: 'PAYMENT_METHOD',
    name: '付款方式',
    nameEn: 'Payment methods',
    nameId: 'Metode pembayaran',
    items: [
      ['CASH', '现金', 'Cash', 'Tunai'],
      ['BANK_TRANSFER', '银行转账', 'Bank transfer', 'Transfer bank'],
      ['WECHAT_PAY', '微信支付', 'WeChat Pay', 'WeChat Pay'],
      ['ALIPAY', '支付宝', 'Alipay', 'Alipay'],
      ['CARD', '刷卡', 'Card', 'Kartu'],
      ['ACCEPTANCE_BILL', '承兑汇票', 'Acceptance bill', 'Wesel aksep'],
    ],
  },
  {
    code: 'AREA',
    name: '销售区域',
    nameEn: 'Sales areas',
    nameId: 'Wilayah penjualan',
    items: [
      ['EAST', '华东', 'East China', 'Tiongkok Timur'],
      ['SOUTH', '华南', 'South China', 'Tiongkok Selatan'],
      ['NORTH', '华北', 'North China', 'Tiongkok Utara'],
      ['CENTRAL', '华中', 'Central China', 'Tiongkok Tengah'],
      ['SOUTHWEST', '西南', 'Southwest China', 'Tiongkok Barat Daya'],
      ['NORTHWEST', '西北', 'Northwest China', 'Tiongkok Barat Laut'],
      ['NORTHEAST', '东北', 'Northeast China', 'Tiongkok Timur Laut'],
    ],
  },
];

/** ISO 4217 currencies an installation starts with. IDR amounts are whole rupiah in practice. */
export const STANDARD_CURRENCIES = [
  { code: 'CNY', name: '人民币', nameEn: 'Chinese Yuan', symbol: '¥', precision: 2 },
  { code: 'USD', name: '美元', nameEn: 'US Dollar', symbol: '$', precision: 2 },
  { code: 'IDR', name: '印尼盾', nameEn: 'Indonesian Rupiah', symbol: 'Rp', precision: 0 },
];

/**
 * Reference data every installation needs, demo or not, run at every start: the geo tree, the
 * standard dictionaries (a dictionary already present is left as the clerks made it) and the
 * standard currencies. Idempotent.
 */
export async function ensureReferenceData(db: Executor): Promise<void> {
  await ensureGeoData(db);
  await db.transaction(async (tx) => {
    const codes = STANDARD_DICTS.map((d) => d.code);
    const present = new Set(
      (await tx.select({ code: dictType.code }).from(dictType).where(inArray(dictType.code, codes))).map((r) => r.code),
    );
    for (const d of STANDARD_DICTS.filter((x) => !present.has(x.code))) {
      const [type] = await tx
        .insert(dictType)
        .values({ code: d.code, name: d.name, nameEn: d.nameEn, nameId: d.nameId })
        .onConflictDoNothing({ target: dictType.code })
        .returning({ id: dictType.id });
      if (!type) continue;
      await tx.insert(dictItem).values(
        d.items.map(([code, name, nameEn, nameId, precision = 0], i) => ({
          dictTypeId: type.id,
          code,
          name,
          nameEn,
          nameId,
          precision,
          sort: (i + 1) * 10,
        })),
      );
    }
    await tx.insert(currency).values(STANDARD_CURRENCIES).onConflictDoNothing({ target: currency.code });
  });
}
