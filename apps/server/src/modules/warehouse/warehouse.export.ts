import { type Language, locationListBody, logicalWarehouseListBody, physicalWarehouseListBody } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { defineExport, type ExportColumn, type ExportDefinition, keysetBatches, type Localized, mapBatches } from '../../platform/excel';
import { type MessageKey, translate } from '../../platform/i18n/messages';
import { logicalWarehouseBatch } from './logical-warehouse.service';
import { physicalWarehouseBatch } from './physical-warehouse.service';
import { locationBatch } from './warehouse-location.service';

// Exports of the three warehouse lists through the download center, with the list's filters.

const h = (zh: string, en: string, id: string): Localized => ({ 'zh-CN': zh, 'en-US': en, 'id-ID': id });
const t = (lang: Language, key: string) => translate(lang, key as MessageKey);
const yes = (lang: Language, v: boolean) => (v ? t(lang, 'warehouse.export.yes') : null);
const statusText = (lang: Language, s: 'ENABLE' | 'DISABLE') => t(lang, `warehouse.status.${s}`);

const CODE = h('编码', 'Code', 'Kode');
const NAME = h('名称', 'Name', 'Nama');
const STATUS = h('状态', 'Status', 'Status');
const REMARK = h('备注', 'Remark', 'Catatan');
const CREATED = h('创建时间', 'Created', 'Dibuat');

const physicalColumns: ExportColumn[] = [
  { key: 'code', header: CODE },
  { key: 'name', header: NAME, width: 24 },
  { key: 'contactName', header: h('联系人', 'Contact', 'Kontak') },
  { key: 'phone', header: h('电话', 'Phone', 'Telepon') },
  { key: 'address', header: h('地址', 'Address', 'Alamat'), width: 40 },
  { key: 'logicalWarehouseCount', header: h('逻辑仓数', 'Logical warehouses', 'Gudang logis'), width: 12 },
  { key: 'status', header: STATUS, width: 10 },
  { key: 'remark', header: REMARK, width: 24 },
  { key: 'createTime', header: CREATED, width: 20 },
];
export const PHYSICAL_WAREHOUSE_EXPORT: ExportDefinition<typeof physicalWarehouseListBody> = {
  bizKey: 'physicalWarehouse',
  url: '/api/stock/centralWarehouse/exportExcel',
  permission: 'system:physicalWarehouse:export',
  summary: 'Export the physical warehouse list (its filters) to the download center',
  fileName: (lang) => t(lang, 'warehouse.export.physical'),
  filters: physicalWarehouseListBody,
  columns: physicalColumns,
  rows: (db, { auth, filters, lang }) =>
    mapBatches(
      keysetBatches(
        (after: number | undefined, limit: number) => physicalWarehouseBatch(db, auth, filters, after, limit),
        (r) => Number(r.id),
      ),
      (r) => ({ ...r, status: statusText(lang, r.status), createTime: new Date(r.createTime) }),
    ),
};

const logicalColumns: ExportColumn[] = [
  { key: 'code', header: CODE },
  { key: 'name', header: NAME, width: 24 },
  { key: 'type', header: h('类型', 'Type', 'Tipe'), width: 12 },
  { key: 'physicalWarehouseName', header: h('物理仓', 'Physical warehouse', 'Gudang fisik'), width: 24 },
  { key: 'inventoryMode', header: h('库存模式', 'Inventory mode', 'Mode stok'), width: 12 },
  { key: 'isDefaultSale', header: h('默认销售仓', 'Default sale', 'Default penjualan'), width: 12 },
  { key: 'isDefaultPurchase', header: h('默认采购仓', 'Default purchase', 'Default pembelian'), width: 12 },
  { key: 'isDefaultPurchaseReturn', header: h('默认采购退货仓', 'Default purchase return', 'Default retur pembelian'), width: 14 },
  { key: 'isDefaultSaleReturn', header: h('默认销售退货仓', 'Default sale return', 'Default retur penjualan'), width: 14 },
  { key: 'isDefaultDirectShip', header: h('默认直发仓', 'Default direct ship', 'Default kirim langsung'), width: 12 },
  { key: 'locationCount', header: h('库位数', 'Locations', 'Lokasi'), width: 10 },
  { key: 'status', header: STATUS, width: 10 },
  { key: 'remark', header: REMARK, width: 24 },
  { key: 'createTime', header: CREATED, width: 20 },
];
export const LOGICAL_WAREHOUSE_EXPORT: ExportDefinition<typeof logicalWarehouseListBody> = {
  bizKey: 'logicalWarehouse',
  url: '/api/stock/businessCargoWarehouse/exportExcel',
  permission: 'system:logicalWarehouse:export',
  summary: 'Export the logical warehouse list (its filters) to the download center',
  fileName: (lang) => t(lang, 'warehouse.export.logical'),
  filters: logicalWarehouseListBody,
  columns: logicalColumns,
  rows: (db, { auth, filters, lang }) =>
    mapBatches(
      keysetBatches(
        (after: number | undefined, limit: number) => logicalWarehouseBatch(db, auth, filters, after, limit),
        (r) => Number(r.id),
      ),
      (r) => ({
        ...r,
        type: t(lang, `warehouse.type.${r.type}`),
        inventoryMode: t(lang, `warehouse.mode.${r.inventoryMode}`),
        isDefaultSale: yes(lang, r.isDefaultSale),
        isDefaultPurchase: yes(lang, r.isDefaultPurchase),
        isDefaultPurchaseReturn: yes(lang, r.isDefaultPurchaseReturn),
        isDefaultSaleReturn: yes(lang, r.isDefaultSaleReturn),
        isDefaultDirectShip: yes(lang, r.isDefaultDirectShip),
        status: statusText(lang, r.status),
        createTime: new Date(r.createTime),
      }),
    ),
};

const locationColumns: ExportColumn[] = [
  { key: 'code', header: CODE },
  { key: 'name', header: NAME, width: 24 },
  { key: 'logicalWarehouseName', header: h('逻辑仓', 'Logical warehouse', 'Gudang logis'), width: 24 },
  { key: 'sort', header: h('排序', 'Sort', 'Urutan'), width: 8 },
  { key: 'status', header: STATUS, width: 10 },
  { key: 'remark', header: REMARK, width: 24 },
  { key: 'createTime', header: CREATED, width: 20 },
];
export const LOCATION_EXPORT: ExportDefinition<typeof locationListBody> = {
  bizKey: 'warehouseLocation',
  url: '/api/stock/warehouseLocation/exportExcel',
  permission: 'system:location:export',
  summary: 'Export the location list (its filters) to the download center',
  fileName: (lang) => t(lang, 'warehouse.export.location'),
  filters: locationListBody,
  columns: locationColumns,
  rows: (db, { auth, filters, lang }) =>
    mapBatches(
      keysetBatches(
        (after: number | undefined, limit: number) => locationBatch(db, auth, filters, after, limit),
        (r) => Number(r.id),
      ),
      (r) => ({ ...r, status: statusText(lang, r.status), createTime: new Date(r.createTime) }),
    ),
};

/** The three list exports: POST …/exportExcel, each behind its screen's export button. */
export function warehouseExportRoutes(app: FastifyInstance): void {
  defineExport(app, PHYSICAL_WAREHOUSE_EXPORT);
  defineExport(app, LOGICAL_WAREHOUSE_EXPORT);
  defineExport(app, LOCATION_EXPORT);
}
