// 导入建单 (import order creation from .xlsx, spec §1, §6): each row is one sale order line;
// the rows of one customer and order ref become one draft order, marked origin IMPORT (such
// an order keeps its customer: only manually added orders may switch it).
import { DOCUMENT_SCREENS, type FieldError, type Language, SALE_SOURCES, type SaleSource } from '@quire/contracts';
import { z } from 'zod';
import { documentConfig } from '../../documents/config.port';
import { parseSaveBody, saveInTx } from '../../documents/document-save';
import type { Executor, Tx } from '../../platform/db/client';
import type { ImportContext, ImportDefinition } from '../../platform/excel';
import { translate } from '../../platform/i18n/messages';
import { Dec } from '../../platform/money';
import { customersByCodes } from '../partner/index';
import { resolvePrices } from '../pricing/index';
import { getSkusByIds, skusByScanCodes } from '../product/index';
import { defaultWarehouses, logicalWarehousesByCodes } from '../warehouse/index';
import { saleOrder } from './wholesale-documents';

const h = (zh: string, en: string, id: string) => ({ 'zh-CN': zh, 'en-US': en, 'id-ID': id });

/** At most this many rows per file: one batch of the platform, so every order is validated and saved whole. */
export const SALE_ORDER_IMPORT_MAX_ROWS = 1000;

/** The sale source as typed: the code, or its label in any of the three languages. */
const SOURCE_LABELS: Record<SaleSource, string[]> = {
  IN_STORE: ['门店', 'In store', 'Di toko'],
  TELESALES: ['电销', 'Telesales', 'Penjualan telepon'],
  ONLINE_SELF: ['线上自营', 'Online (self-run)', 'Online (dikelola sendiri)'],
  ONLINE_DELEGATE: ['线上代运营', 'Online (delegated)', 'Online (dikelola mitra)'],
};
const norm = (v: string) => v.trim().toLowerCase().replace(/\s+/g, ' ');
export function parseSaleSource(text: string): SaleSource | null {
  const t = norm(text);
  for (const code of SALE_SOURCES) if (norm(code) === t || SOURCE_LABELS[code].some((l) => norm(l) === t)) return code;
  return null;
}

const YES = new Set(['是', 'y', 'yes', 'ya', 'true', '1']);
const NO = new Set(['否', 'n', 'no', 'tidak', 'false', '0']);
export function parseGift(text: string): boolean | null {
  const t = norm(text);
  return YES.has(t) ? true : NO.has(t) ? false : null;
}

const code = z.string().trim().min(1).max(40);

export const saleOrderImportRow = z.object({
  customerCode: code,
  orderRef: z.string().trim().max(40).optional(),
  saleSource: z
    .string()
    .max(40)
    .optional()
    .refine((v) => v === undefined || parseSaleSource(v) !== null, 'wholesale.importSourceFormat')
    .transform((v) => (v === undefined ? 'IN_STORE' : (parseSaleSource(v) as SaleSource))),
  warehouseCode: code.optional(),
  skuCode: z.string().trim().min(1).max(64),
  qty: z
    .string()
    .refine((v) => /^\d{1,14}(\.\d{1,4})?$/.test(v) && Number(v) > 0, 'wholesale.importQtyFormat')
    .transform((v) => new Dec(v).toFixed()),
  price: z
    .string()
    .optional()
    .refine((v) => v === undefined || /^\d{1,12}(\.\d{1,6})?$/.test(v), 'wholesale.importPriceFormat')
    .transform((v) => (v === undefined ? undefined : new Dec(v).toFixed())),
  gift: z
    .string()
    .max(10)
    .optional()
    .refine((v) => v === undefined || parseGift(v) !== null, 'wholesale.importGiftFormat')
    .transform((v) => (v === undefined ? false : (parseGift(v) as boolean))),
  remark: z.string().max(200).optional(),
});
export type SaleOrderImportRow = z.output<typeof saleOrderImportRow>;

/** A row as it will be saved: ids resolved, quantity in base units, the price settled. */
type Planned = {
  customerId: number;
  warehouseId: number;
  skuId: number;
  qty: string;
  price: string;
  priceSource: string;
};

const localDay = (at: Date) => `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
const orderKey = (customerId: number, r: SaleOrderImportRow) => `${customerId}|${r.orderRef ?? ''}`;

/**
 * Checks every row against the database (customer, warehouse, goods of the caller's group;
 * the price by the price resolution when the cell is empty; one source and warehouse per
 * order, a SKU once per order) and plans it. Errors are in the task's language.
 */
async function plan(db: Executor, rows: readonly SaleOrderImportRow[], ctx: ImportContext) {
  const group = ctx.auth.belongId;
  const lang: Language = ctx.lang;
  const [customers, warehouses, defaults, scanned, config] = await Promise.all([
    customersByCodes(
      db,
      group,
      rows.map((r) => r.customerCode),
    ),
    logicalWarehousesByCodes(
      db,
      group,
      rows.flatMap((r) => (r.warehouseCode ? [r.warehouseCode] : [])),
    ),
    defaultWarehouses(db, group),
    skusByScanCodes(
      db,
      rows.map((r) => r.skuCode),
    ),
    documentConfig(db, group),
  ]);
  const customerBy = new Map(customers.map((c) => [c.customerCode, c]));
  const warehouseBy = new Map(warehouses.map((w) => [w.code, w]));
  const skuBy = new Map(
    (
      await getSkusByIds(
        db,
        [...scanned.values()].map((s) => s.skuId),
      )
    ).map((s) => [Number(s.id), s]),
  );

  const errors: FieldError[][] = rows.map(() => []);
  const planned: (Planned | null)[] = rows.map(() => null);
  const add = (i: number, field: string, key: Parameters<typeof translate>[1], params?: Record<string, unknown>) =>
    errors[i].push({ field, message: translate(lang, key, params) });

  // Per row: the references.
  const partial = rows.map((r, i) => {
    const customer = customerBy.get(r.customerCode);
    if (!customer) add(i, 'customerCode', 'wholesale.importCustomerUnknown', { code: r.customerCode });
    else if (customer.customerStatus !== 'NORMAL')
      add(i, 'customerCode', 'wholesale.importCustomerDisabled', { name: customer.customerName });
    let warehouseId: number | null = null;
    if (r.warehouseCode) {
      const w = warehouseBy.get(r.warehouseCode);
      if (!w) add(i, 'warehouseCode', 'wholesale.importWarehouseUnknown', { code: r.warehouseCode });
      else if (w.status !== 'ENABLE') add(i, 'warehouseCode', 'wholesale.importWarehouseDisabled', { name: w.name });
      else warehouseId = w.id;
    } else if (defaults.SALE) warehouseId = defaults.SALE.id;
    else add(i, 'warehouseCode', 'wholesale.importNoDefaultWarehouse');
    const hit = scanned.get(r.skuCode);
    const sku = hit ? skuBy.get(hit.skuId) : undefined;
    if (!hit || !sku) add(i, 'skuCode', 'wholesale.importSkuUnknown', { code: r.skuCode });
    else if (sku.status !== 'ENABLE') add(i, 'skuCode', 'wholesale.importSkuDisabled', { code: sku.code, name: sku.name });
    if (r.gift && r.price !== undefined && !new Dec(r.price).isZero()) add(i, 'price', 'wholesale.importGiftPrice');
    if (!r.gift && r.price !== undefined && new Dec(r.price).isZero() && !config.ifZeroPrice) add(i, 'price', 'wholesale.importZeroPrice');
    return {
      customerId: customer?.id ?? null,
      warehouseId,
      skuId: hit?.skuId ?? null,
      // A package barcode counts its factor of base units (1 box = 12 pens).
      qty: hit ? new Dec(r.qty).times(hit.factor).toFixed() : r.qty,
    };
  });

  // Per order: one sale source and warehouse, a SKU once (a gift line may repeat it).
  const firstOf = new Map<string, number>();
  const skusOf = new Map<string, Set<string>>();
  rows.forEach((r, i) => {
    const p = partial[i];
    if (p.customerId === null) return;
    const key = orderKey(p.customerId, r);
    const first = firstOf.get(key);
    if (first === undefined) firstOf.set(key, i);
    else {
      if (rows[first].saleSource !== r.saleSource) add(i, 'saleSource', 'wholesale.importOrderMixed');
      if (partial[first].warehouseId !== null && p.warehouseId !== null && partial[first].warehouseId !== p.warehouseId)
        add(i, 'warehouseCode', 'wholesale.importOrderMixed');
    }
    if (p.skuId === null) return;
    const seen = skusOf.get(key) ?? new Set<string>();
    const skuKey = `${p.skuId}:${r.gift ? 'g' : ''}`;
    if (seen.has(skuKey)) add(i, 'skuCode', 'wholesale.importDuplicateSku', { code: r.skuCode });
    seen.add(skuKey);
    skusOf.set(key, seen);
  });

  // Empty prices: the price resolution of the order's customer and source, one call per customer and source.
  const billDate = localDay(new Date());
  const toPrice = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const p = partial[i];
    if (errors[i].length > 0 || r.gift || r.price !== undefined) return;
    const key = `${p.customerId}|${r.saleSource}`;
    toPrice.set(key, [...(toPrice.get(key) ?? []), i]);
  });
  const resolved = new Map<number, { price: string; reason: string } | null>();
  for (const [key, idx] of toPrice) {
    const [customerId, source] = key.split('|');
    const prices = await resolvePrices(db, group, {
      customerId: Number(customerId),
      billDate,
      orderType: source as SaleSource,
      lines: idx.map((i) => ({ skuId: partial[i].skuId as number, qty: partial[i].qty })),
    });
    idx.forEach((i, n) => {
      const found = prices[n];
      resolved.set(i, found?.unitPrice ? { price: found.unitPrice, reason: found.reason ?? 'MANUAL' } : null);
    });
  }
  rows.forEach((r, i) => {
    const p = partial[i];
    let price = r.gift ? '0' : r.price;
    let priceSource = 'MANUAL';
    if (price === undefined && errors[i].length === 0) {
      const found = resolved.get(i);
      if (!found) add(i, 'price', 'wholesale.importPriceMissing', { code: r.skuCode });
      else if (new Dec(found.price).isZero() && !config.ifZeroPrice) add(i, 'price', 'wholesale.importZeroPrice');
      else [price, priceSource] = [found.price, found.reason];
    }
    if (errors[i].length > 0 || price === undefined) return;
    planned[i] = {
      customerId: p.customerId as number,
      warehouseId: p.warehouseId as number,
      skuId: p.skuId as number,
      qty: p.qty,
      price,
      priceSource,
    };
  });
  return { errors, planned };
}

/**
 * One draft order per (customer, order ref), its lines in file order, dated today, through
 * the engine's own save (the order's rules run again there), marked origin IMPORT.
 */
async function commit(tx: Tx, rows: SaleOrderImportRow[], ctx: ImportContext): Promise<void> {
  const { errors, planned } = await plan(tx, rows, ctx);
  const bad = errors.findIndex((e) => e.length > 0);
  if (bad >= 0) throw new Error(`sale order import: row ${bad + 1} changed between validation and commit`);
  const orders = new Map<string, { first: SaleOrderImportRow; plan: Planned; lines: { row: SaleOrderImportRow; plan: Planned }[] }>();
  rows.forEach((row, i) => {
    const p = planned[i] as Planned;
    const key = orderKey(p.customerId, row);
    const order = orders.get(key) ?? { first: row, plan: p, lines: [] };
    order.lines.push({ row, plan: p });
    orders.set(key, order);
  });
  const actor = { employeeId: ctx.auth.employeeId, businessGroupId: ctx.auth.belongId };
  for (const order of orders.values()) {
    const body = parseSaveBody(saleOrder, {
      billDate: localDay(new Date()),
      customerId: String(order.plan.customerId),
      warehouseId: String(order.plan.warehouseId),
      saleSource: order.first.saleSource,
      lines: order.lines.map(({ row, plan: p }) => ({
        skuId: String(p.skuId),
        qty: p.qty,
        price: p.price,
        gift: row.gift,
        priceSource: p.priceSource,
        remark: row.remark ?? null,
      })),
    });
    // Only the server names the origin: a save body from a client never carries it.
    await saveInTx(tx, actor, saleOrder, {
      ...body,
      origin: 'IMPORT',
      importRef: order.first.orderRef ?? null,
      // The task that made it: the import dialog lists the orders a task made (…/importResult).
      importTaskId: String(ctx.taskId),
    });
  }
}

const ORDER = DOCUMENT_SCREENS.VERBAL_ORDER;

export const saleOrderImport: ImportDefinition<typeof saleOrderImportRow> = {
  bizKey: 'sale-order',
  templateUrl: `${ORDER.base}/importTemplate`,
  uploadUrl: `${ORDER.base}/importExcel`,
  permission: `${ORDER.permission}:import`,
  summary:
    'Import sale orders (导入建单, .xlsx, all or nothing): one draft order (origin IMPORT) per customer and order ref, one line per row; an empty price takes the price resolution’s',
  fileName: (lang) => h('批发订单导入', 'Wholesale order import', 'Impor pesanan grosir')[lang],
  columns: [
    { key: 'customerCode', header: h('客户编码', 'Customer code', 'Kode pelanggan'), required: true, example: 'C0001', width: 14 },
    { key: 'orderRef', header: h('订单参考号', 'Order ref', 'Referensi pesanan'), example: 'A1', width: 14 },
    { key: 'saleSource', header: h('销售来源', 'Sale source', 'Sumber penjualan'), example: '门店', width: 14 },
    { key: 'warehouseCode', header: h('发货仓库编码', 'Warehouse code', 'Kode gudang'), example: 'WH01', width: 14 },
    {
      key: 'skuCode',
      header: h('商品编码或条码', 'SKU code or barcode', 'Kode SKU atau barcode'),
      required: true,
      example: 'SKU0001',
      width: 18,
    },
    { key: 'qty', header: h('数量', 'Quantity', 'Jumlah'), required: true, example: '10', width: 10 },
    { key: 'price', header: h('单价', 'Price', 'Harga'), example: '2.50', width: 12 },
    { key: 'gift', header: h('是否赠品', 'Gift', 'Hadiah'), example: '否', width: 10 },
    { key: 'remark', header: h('备注', 'Remark', 'Catatan'), width: 24 },
  ],
  row: saleOrderImportRow,
  maxRows: SALE_ORDER_IMPORT_MAX_ROWS,
  // Orders are made whole or not at all: a failed row would otherwise leave its order short of a line.
  modes: ['ALL_OR_NOTHING'],
  validateRows: async (db, rows, ctx) => (await plan(db, rows, ctx)).errors,
  commit,
};
