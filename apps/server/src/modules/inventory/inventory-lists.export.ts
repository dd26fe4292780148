import { DOCUMENT_TYPES, type Language, movementFilterBody, stockFilterBody } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { defineExport, type ExportColumn, type ExportDefinition, keysetBatches, type Localized, mapBatches } from '../../platform/excel';
import { movementExportBatch, stockExportBatch } from './stock-query.service';

const h = (zh: string, en: string, id: string): Localized => ({ 'zh-CN': zh, 'en-US': en, 'id-ID': id });
const QTY = '#,##0.####';
const MONEY = '#,##0.00';

const STOCK_COLUMNS: ExportColumn[] = [
  { key: 'skuCode', header: h('商品编码', 'SKU code', 'Kode SKU'), width: 14 },
  { key: 'skuName', header: h('商品名称', 'SKU name', 'Nama SKU'), width: 32 },
  { key: 'unit', header: h('单位', 'Unit', 'Satuan'), width: 8 },
  { key: 'warehouseName', header: h('仓库', 'Warehouse', 'Gudang'), width: 18 },
  { key: 'onHand', header: h('现存量', 'On hand', 'Stok fisik'), numFmt: QTY },
  { key: 'locked', header: h('锁定量', 'Locked', 'Dikunci'), numFmt: QTY },
  { key: 'available', header: h('可用量', 'Available', 'Tersedia'), numFmt: QTY },
  { key: 'avgCost', header: h('成本单价', 'Average cost', 'Harga pokok rata-rata'), numFmt: '#,##0.00####', cost: true },
  { key: 'stockValue', header: h('库存金额', 'Stock value', 'Nilai stok'), numFmt: MONEY, cost: true },
  { key: 'updateTime', header: h('更新时间', 'Updated', 'Diperbarui'), width: 20 },
];

/** 库存查询 to the download center: the rows the list's filters select, cost columns only with costPrice. */
export const STOCK_EXPORT: ExportDefinition<typeof stockFilterBody> = {
  bizKey: 'inventory-stock',
  url: '/api/stock/stockQuery/exportExcel',
  permission: 'inventory:stock:export',
  summary: 'Export the stock query (its filters) to the download center; cost columns only with costPrice',
  fileName: (lang) => h('库存查询', 'Stock query', 'Cek stok')[lang],
  filters: stockFilterBody,
  columns: STOCK_COLUMNS,
  rows: (db, { auth, filters }) =>
    mapBatches(
      keysetBatches(
        (after: number | undefined, limit) => stockExportBatch(db, auth.belongId, filters, after, limit),
        (r) => r.id,
      ),
      (r) => ({ ...r, warehouseName: r.warehouseName ?? r.warehouseCode, updateTime: new Date(r.updateTime) }),
    ),
};

const MOVEMENT_COLUMNS: ExportColumn[] = [
  { key: 'movedAt', header: h('发生时间', 'Moved at', 'Waktu mutasi'), width: 20 },
  { key: 'billDate', header: h('单据日期', 'Date', 'Tanggal'), width: 12 },
  { key: 'documentTypeText', header: h('单据类型', 'Document type', 'Jenis dokumen'), width: 16 },
  { key: 'billNo', header: h('单据编号', 'Bill no.', 'No. dokumen'), width: 22 },
  { key: 'warehouseName', header: h('仓库', 'Warehouse', 'Gudang'), width: 18 },
  { key: 'skuCode', header: h('商品编码', 'SKU code', 'Kode SKU'), width: 14 },
  { key: 'skuName', header: h('商品名称', 'SKU name', 'Nama SKU'), width: 32 },
  { key: 'qty', header: h('数量', 'Quantity', 'Jumlah'), numFmt: QTY },
  { key: 'balanceQtyAfter', header: h('结存数量', 'Balance after', 'Saldo setelah'), numFmt: QTY },
  { key: 'unitCost', header: h('成本单价', 'Unit cost', 'Harga pokok satuan'), numFmt: '#,##0.00####', cost: true },
  { key: 'costAmount', header: h('成本金额', 'Cost amount', 'Nilai pokok'), numFmt: MONEY, cost: true },
];

const typeName = (code: string, lang: Language) => {
  const entry = DOCUMENT_TYPES.find((t) => t.code === code);
  if (!entry) return code;
  return lang === 'zh-CN' ? entry.zh : lang === 'id-ID' ? entry.id : entry.en;
};

/** 商品出入库记录 to the download center, newest first, with the list's filters. */
export const MOVEMENT_EXPORT: ExportDefinition<typeof movementFilterBody> = {
  bizKey: 'inventory-movement',
  url: '/api/stock/movement/exportExcel',
  permission: 'inventory:movement:export',
  summary: 'Export the product movements (their filters) to the download center; cost columns only with costPrice',
  fileName: (lang) => h('商品出入库记录', 'Product movements', 'Riwayat mutasi produk')[lang],
  filters: movementFilterBody,
  columns: MOVEMENT_COLUMNS,
  rows: (db, { auth, filters, lang }) =>
    mapBatches(
      keysetBatches(
        (before: number | undefined, limit) => movementExportBatch(db, auth.belongId, filters, before, limit),
        (r) => Number(r.id),
      ),
      (r) => ({ ...r, movedAt: new Date(r.movedAt), documentTypeText: typeName(r.documentType, lang) }),
    ),
};

export function inventoryExportRoutes(app: FastifyInstance): void {
  defineExport(app, STOCK_EXPORT);
  defineExport(app, MOVEMENT_EXPORT);
}
