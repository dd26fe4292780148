import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

/** Messages of the warehouse module: physical and logical warehouses, locations. */
export const WAREHOUSE_MESSAGES = {
  'warehouse.physical': { 'zh-CN': '物理仓', 'en-US': 'Physical warehouse', 'id-ID': 'Gudang fisik' },
  'warehouse.logical': { 'zh-CN': '逻辑仓', 'en-US': 'Logical warehouse', 'id-ID': 'Gudang logis' },
  'warehouse.location': { 'zh-CN': '库位', 'en-US': 'Location', 'id-ID': 'Lokasi' },
  'warehouse.field.code': { 'zh-CN': '仓库编码', 'en-US': 'Warehouse code', 'id-ID': 'Kode gudang' },
  'warehouse.field.name': { 'zh-CN': '仓库名称', 'en-US': 'Warehouse name', 'id-ID': 'Nama gudang' },
  'warehouse.field.locationCode': { 'zh-CN': '库位编码', 'en-US': 'Location code', 'id-ID': 'Kode lokasi' },

  'warehouse.type.NORMAL': { 'zh-CN': '正品仓', 'en-US': 'Normal', 'id-ID': 'Normal' },
  'warehouse.type.DEFECTIVE': { 'zh-CN': '残次仓', 'en-US': 'Defective goods', 'id-ID': 'Barang rusak' },
  'warehouse.type.TRANSIT': { 'zh-CN': '在途仓', 'en-US': 'In transit', 'id-ID': 'Dalam perjalanan' },
  'warehouse.type.DIRECT_SHIP': { 'zh-CN': '直发仓', 'en-US': 'Direct shipping', 'id-ID': 'Kirim langsung' },
  'warehouse.mode.INDEPENDENT': { 'zh-CN': '独立核算', 'en-US': 'Independent', 'id-ID': 'Mandiri' },
  'warehouse.mode.DELEGATED': { 'zh-CN': '委托代管', 'en-US': 'Delegated', 'id-ID': 'Dititipkan' },

  'warehouse.kind.SALE': { 'zh-CN': '默认销售仓', 'en-US': 'default sale warehouse', 'id-ID': 'gudang penjualan default' },
  'warehouse.kind.PURCHASE': { 'zh-CN': '默认采购仓', 'en-US': 'default purchase warehouse', 'id-ID': 'gudang pembelian default' },
  'warehouse.kind.PURCHASE_RETURN': {
    'zh-CN': '默认采购退货仓',
    'en-US': 'default purchase-return warehouse',
    'id-ID': 'gudang retur pembelian default',
  },
  'warehouse.kind.SALE_RETURN': {
    'zh-CN': '默认销售退货仓',
    'en-US': 'default sale-return warehouse',
    'id-ID': 'gudang retur penjualan default',
  },
  'warehouse.kind.DIRECT_SHIP': {
    'zh-CN': '默认直发仓',
    'en-US': 'default direct-ship warehouse',
    'id-ID': 'gudang kirim langsung default',
  },

  'warehouse.unknownPhysical': {
    'zh-CN': '物理仓 {id} 不存在或不属于当前业务组织',
    'en-US': 'Physical warehouse {id} does not exist in this business group',
    'id-ID': 'Gudang fisik {id} tidak ada di unit bisnis ini',
  },
  'warehouse.physicalDisabled': {
    'zh-CN': '物理仓“{name}”已停用，请先启用或选择其他物理仓',
    'en-US': 'Physical warehouse "{name}" is disabled; enable it or choose another one',
    'id-ID': 'Gudang fisik "{name}" dinonaktifkan; aktifkan dulu atau pilih yang lain',
  },
  'warehouse.physicalInUse': {
    'zh-CN': '物理仓“{name}”下还有 {count} 个逻辑仓，不能删除',
    'en-US': 'Physical warehouse "{name}" still holds {count} logical warehouses and cannot be deleted',
    'id-ID': 'Gudang fisik "{name}" masih memiliki {count} gudang logis dan tidak dapat dihapus',
  },
  'warehouse.physicalHasEnabled': {
    'zh-CN': '物理仓“{name}”下的逻辑仓“{logical}”仍在启用，请先停用逻辑仓',
    'en-US': 'Logical warehouse "{logical}" in physical warehouse "{name}" is still enabled; disable it first',
    'id-ID': 'Gudang logis "{logical}" di gudang fisik "{name}" masih aktif; nonaktifkan dulu',
  },
  'warehouse.unknownLogical': {
    'zh-CN': '逻辑仓 {id} 不存在或不属于当前业务组织',
    'en-US': 'Logical warehouse {id} does not exist in this business group',
    'id-ID': 'Gudang logis {id} tidak ada di unit bisnis ini',
  },
  'warehouse.logicalDisabled': {
    'zh-CN': '逻辑仓“{name}”已停用，请先启用或选择其他仓库',
    'en-US': 'Logical warehouse "{name}" is disabled; enable it or choose another one',
    'id-ID': 'Gudang logis "{name}" dinonaktifkan; aktifkan dulu atau pilih yang lain',
  },
  'warehouse.logicalHasLocations': {
    'zh-CN': '逻辑仓“{name}”下还有 {count} 个库位，不能删除',
    'en-US': 'Logical warehouse "{name}" still has {count} locations and cannot be deleted',
    'id-ID': 'Gudang logis "{name}" masih memiliki {count} lokasi dan tidak dapat dihapus',
  },
  'warehouse.defaultTypeNotAllowed': {
    'zh-CN': '{type}不能设为{kind}',
    'en-US': 'A warehouse of type "{type}" cannot be the {kind}',
    'id-ID': 'Gudang bertipe "{type}" tidak dapat menjadi {kind}',
  },
  'warehouse.defaultMustBeEnabled': {
    'zh-CN': '停用的仓库不能设为{kind}',
    'en-US': 'A disabled warehouse cannot be the {kind}',
    'id-ID': 'Gudang nonaktif tidak dapat menjadi {kind}',
  },
  'warehouse.defaultCannotClear': {
    'zh-CN': '“{name}”是{kind}，每个业务组织必须有一个{kind}；请在其他仓库上勾选，本仓库会自动取消',
    'en-US': '"{name}" is the {kind} and every business group needs one; mark another warehouse instead and this one is cleared',
    'id-ID': '"{name}" adalah {kind} dan setiap unit bisnis memerlukannya; tandai gudang lain dan gudang ini akan dilepas',
  },
  'warehouse.defaultCannotDisable': {
    'zh-CN': '“{name}”是{kind}，不能停用；请先将其他仓库设为{kind}',
    'en-US': '"{name}" is the {kind} and cannot be disabled; make another warehouse the {kind} first',
    'id-ID': '"{name}" adalah {kind} dan tidak dapat dinonaktifkan; jadikan gudang lain sebagai {kind} terlebih dahulu',
  },
  'warehouse.defaultCannotDelete': {
    'zh-CN': '“{name}”是{kind}，不能删除；请先将其他仓库设为{kind}',
    'en-US': '"{name}" is the {kind} and cannot be deleted; make another warehouse the {kind} first',
    'id-ID': '"{name}" adalah {kind} dan tidak dapat dihapus; jadikan gudang lain sebagai {kind} terlebih dahulu',
  },
  'warehouse.defaultChangedConcurrently': {
    'zh-CN': '默认仓库刚被其他人修改，请刷新后重试',
    'en-US': 'Someone else just changed the default warehouses; refresh and try again',
    'id-ID': 'Orang lain baru saja mengubah gudang default; muat ulang lalu coba lagi',
  },
  'warehouse.inUse': {
    'zh-CN': '{name}已被业务单据或库存使用，不能删除，可以停用',
    'en-US': '{name} is used by documents or stock and cannot be deleted; disable it instead',
    'id-ID': '{name} dipakai oleh dokumen atau stok dan tidak dapat dihapus; nonaktifkan saja',
  },
  'warehouse.export.yes': { 'zh-CN': '是', 'en-US': 'Yes', 'id-ID': 'Ya' },
  'warehouse.status.ENABLE': { 'zh-CN': '启用', 'en-US': 'Enabled', 'id-ID': 'Aktif' },
  'warehouse.status.DISABLE': { 'zh-CN': '停用', 'en-US': 'Disabled', 'id-ID': 'Nonaktif' },
  'warehouse.export.physical': { 'zh-CN': '物理仓', 'en-US': 'Physical warehouses', 'id-ID': 'Gudang fisik' },
  'warehouse.export.logical': { 'zh-CN': '逻辑仓', 'en-US': 'Logical warehouses', 'id-ID': 'Gudang logis' },
  'warehouse.export.location': { 'zh-CN': '库位', 'en-US': 'Warehouse locations', 'id-ID': 'Lokasi gudang' },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof WAREHOUSE_MESSAGES, Text> {}
}
