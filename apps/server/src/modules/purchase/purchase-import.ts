// 采购订单导入 (import order creation from .xlsx, spec §1, §6): each row is one order line;
// the rows of one supplier, receiving warehouse and delivery deadline become one draft order.
import { DOCUMENT_SCREENS, type FieldError, type Language } from '@quire/contracts';
import { z } from 'zod';
import { documentConfig } from '../../documents/config.port';
import { parseSaveBody, saveInTx } from '../../documents/document-save';
import type { Executor, Tx } from '../../platform/db/client';
import type { ImportContext, ImportDefinition } from '../../platform/excel';
import { translate } from '../../platform/i18n/messages';
import { Dec } from '../../platform/money';
import { suppliersByCodes } from '../partner/index';
import { skusByCodes } from '../product/index';
import { logicalWarehousesByCodes } from '../warehouse/index';
import { purchaseOrder } from './purchase-documents';

const h = (zh: string, en: string, id: string) => ({ 'zh-CN': zh, 'en-US': en, 'id-ID': id });

/**
 * A deadline as a spreadsheet holds it: `YYYY-MM-DD` (the end of that day) or with a time
 * (`YYYY-MM-DD HH:mm[:ss]`, `/` also accepted), in the server's time zone; null if not a date.
 */
export function parseDeadline(text: string): string | null {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hh, mi, ss] = m[4] === undefined ? [23, 59, 59] : [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  const at = new Date(y, mo - 1, d, hh, mi, ss);
  if (at.getFullYear() !== y || at.getMonth() !== mo - 1 || at.getDate() !== d || hh > 23 || mi > 59 || ss > 59) return null;
  return at.toISOString();
}

/** A tax rate as typed: 0.13, 13% or 13 (a whole percent); null if not a rate from 0 to 99.99 %. */
export function parseTaxRate(text: string): string | null {
  const t = text.trim();
  const percent = t.endsWith('%') ? t.slice(0, -1).trim() : null;
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(percent ?? t)) return null;
  let rate = new Dec(percent ?? t);
  if (percent !== null || rate.gte(1)) rate = rate.div(100);
  if (rate.gte(1) || rate.decimalPlaces() > 4) return null;
  return rate.toFixed();
}

const code = z.string().trim().min(1).max(40);

export const purchaseOrderImportRow = z.object({
  supplierCode: code,
  warehouseCode: code,
  deliveryDeadline: z
    .string()
    .max(30)
    .refine((v) => parseDeadline(v) !== null, 'purchase.importDeadlineFormat')
    .transform((v) => parseDeadline(v) as string),
  skuCode: code,
  qty: z
    .string()
    .refine((v) => /^\d{1,14}(\.\d{1,4})?$/.test(v) && Number(v) > 0, 'purchase.importQtyFormat')
    .transform((v) => new Dec(v).toFixed()),
  price: z
    .string()
    .refine((v) => /^\d{1,12}(\.\d{1,6})?$/.test(v), 'purchase.importPriceFormat')
    .transform((v) => new Dec(v).toFixed()),
  taxRate: z
    .string()
    .refine((v) => parseTaxRate(v) !== null, 'purchase.importTaxRateFormat')
    .transform((v) => parseTaxRate(v) as string),
  remark: z.string().max(200).optional(),
});
export type PurchaseOrderImportRow = z.output<typeof purchaseOrderImportRow>;

type Resolved = {
  suppliers: Map<string, { id: number; supplierName: string; status: string }>;
  warehouses: Map<string, { id: number; name: string; status: string }>;
  skus: Map<string, { id: number; name: string; status: string }>;
};

/** The rows' supplier, warehouse and SKU codes as records of the caller's group. */
async function resolve(db: Executor, businessGroupId: number, rows: readonly PurchaseOrderImportRow[]): Promise<Resolved> {
  const [suppliers, warehouses, skus] = [
    await suppliersByCodes(
      db,
      businessGroupId,
      rows.map((r) => r.supplierCode),
    ),
    await logicalWarehousesByCodes(
      db,
      businessGroupId,
      rows.map((r) => r.warehouseCode),
    ),
    await skusByCodes(
      db,
      rows.map((r) => r.skuCode),
    ),
  ];
  return {
    suppliers: new Map(suppliers.map((s) => [s.supplierCode, s])),
    warehouses: new Map(warehouses.map((w) => [w.code, w])),
    skus: new Map(skus.map((s) => [s.code, s])),
  };
}

/** What is wrong with each row against the database and the business configuration, worded in the task's language. */
async function validateRows(db: Executor, rows: PurchaseOrderImportRow[], ctx: ImportContext): Promise<FieldError[][]> {
  const group = ctx.auth.belongId;
  const found = await resolve(db, group, rows);
  const config = await documentConfig(db, group);
  const say = (lang: Language, key: Parameters<typeof translate>[1], params?: Record<string, unknown>) => translate(lang, key, params);
  const now = Date.now();
  return rows.map((r) => {
    const errors: FieldError[] = [];
    const add = (field: string, key: Parameters<typeof translate>[1], params?: Record<string, unknown>) =>
      errors.push({ field, message: say(ctx.lang, key, params) });
    const supplier = found.suppliers.get(r.supplierCode);
    if (!supplier) add('supplierCode', 'purchase.importSupplierUnknown', { code: r.supplierCode });
    else if (supplier.status !== 'ENABLE') add('supplierCode', 'purchase.importSupplierDisabled', { name: supplier.supplierName });
    const warehouse = found.warehouses.get(r.warehouseCode);
    if (!warehouse) add('warehouseCode', 'purchase.importWarehouseUnknown', { code: r.warehouseCode });
    else if (warehouse.status !== 'ENABLE') add('warehouseCode', 'purchase.importWarehouseDisabled', { name: warehouse.name });
    const sku = found.skus.get(r.skuCode);
    if (!sku) add('skuCode', 'purchase.importSkuUnknown', { code: r.skuCode });
    else if (sku.status !== 'ENABLE') add('skuCode', 'purchase.importSkuDisabled', { code: r.skuCode, name: sku.name });
    if (!(Date.parse(r.deliveryDeadline) > now)) add('deliveryDeadline', 'purchase.deadlinePassed');
    if (!config.ifZeroPrice && new Dec(r.price).isZero()) add('price', 'purchase.importZeroPrice');
    return errors;
  });
}

const localDay = (at: Date) => `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

/**
 * One draft order per (supplier, warehouse, deadline) of the batch, its lines in file order,
 * dated today, through the engine's own save (the order's rules run again there).
 */
async function commit(tx: Tx, rows: PurchaseOrderImportRow[], ctx: ImportContext): Promise<void> {
  const found = await resolve(tx, ctx.auth.belongId, rows);
  const orders = new Map<string, { supplierId: number; warehouseId: number; deliveryDeadline: string; rows: PurchaseOrderImportRow[] }>();
  for (const r of rows) {
    const supplierId = found.suppliers.get(r.supplierCode)?.id as number;
    const warehouseId = found.warehouses.get(r.warehouseCode)?.id as number;
    const key = `${supplierId}|${warehouseId}|${r.deliveryDeadline}`;
    const order = orders.get(key) ?? { supplierId, warehouseId, deliveryDeadline: r.deliveryDeadline, rows: [] };
    order.rows.push(r);
    orders.set(key, order);
  }
  const actor = { employeeId: ctx.auth.employeeId, businessGroupId: ctx.auth.belongId };
  for (const order of orders.values()) {
    const body = parseSaveBody(purchaseOrder, {
      billDate: localDay(new Date()),
      supplierId: String(order.supplierId),
      warehouseId: String(order.warehouseId),
      deliveryDeadline: order.deliveryDeadline,
      lines: order.rows.map((r) => ({
        skuId: String(found.skus.get(r.skuCode)?.id),
        qty: r.qty,
        price: r.price,
        taxRate: r.taxRate,
        remark: r.remark ?? null,
        priceSource: 'MANUAL',
      })),
    });
    await saveInTx(tx, actor, purchaseOrder, body);
  }
}

const ORDER = DOCUMENT_SCREENS.PURCHASE_ORDER;

export const purchaseOrderImport: ImportDefinition<typeof purchaseOrderImportRow> = {
  bizKey: 'purchase-order',
  templateUrl: `${ORDER.base}/importTemplate`,
  uploadUrl: `${ORDER.base}/importExcel`,
  permission: `${ORDER.permission}:import`,
  summary: 'Import purchase orders (.xlsx): one draft order per supplier, warehouse and delivery deadline, one line per row',
  fileName: (lang) => h('采购订单导入', 'Purchase order import', 'Impor pesanan pembelian')[lang],
  columns: [
    { key: 'supplierCode', header: h('供应商编码', 'Supplier code', 'Kode pemasok'), required: true, example: 'S0001', width: 14 },
    { key: 'warehouseCode', header: h('收货仓库编码', 'Warehouse code', 'Kode gudang'), required: true, example: 'WH01', width: 14 },
    {
      key: 'deliveryDeadline',
      header: h('交货期限', 'Delivery deadline', 'Batas pengiriman'),
      required: true,
      example: '2030-12-31 17:00',
      width: 18,
    },
    { key: 'skuCode', header: h('商品编码', 'SKU code', 'Kode SKU'), required: true, example: 'SKU0001', width: 16 },
    { key: 'qty', header: h('数量', 'Quantity', 'Jumlah'), required: true, example: '100', width: 10 },
    { key: 'price', header: h('含税单价', 'Price (tax incl.)', 'Harga (termasuk pajak)'), required: true, example: '11.30', width: 14 },
    { key: 'taxRate', header: h('税率', 'Tax rate', 'Tarif pajak'), required: true, example: '13%', width: 10 },
    { key: 'remark', header: h('备注', 'Remark', 'Catatan'), width: 24 },
  ],
  row: purchaseOrderImportRow,
  // A SKU once per order: the same SKU for the same supplier, warehouse and deadline twice is refused.
  unique: ['skuCode', 'supplierCode', 'warehouseCode', 'deliveryDeadline'],
  validateRows,
  commit,
};
