import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

export const REPLENISHMENT_MESSAGES = {
  'replenishment.warehouseUnknown': {
    'zh-CN': '仓库不存在或不属于当前业务组织',
    'en-US': 'The warehouse does not exist or belongs to another business group',
    'id-ID': 'Gudang tidak ada atau milik unit bisnis lain',
  },
  'replenishment.categoryUnknown': {
    'zh-CN': '商品分类不存在',
    'en-US': 'The category does not exist',
    'id-ID': 'Kategori tidak ada',
  },
  'replenishment.supplierUnknown': {
    'zh-CN': '供应商不存在或不属于当前业务组织',
    'en-US': 'The supplier does not exist or belongs to another business group',
    'id-ID': 'Pemasok tidak ada atau milik unit bisnis lain',
  },
  'replenishment.duplicateScope': {
    'zh-CN': '该范围（仓库、分类）已有补货建议配置，请编辑原配置',
    'en-US': 'This scope (warehouse, category) already has a replenishment configuration; edit that one instead',
    'id-ID': 'Cakupan ini (gudang, kategori) sudah memiliki konfigurasi pengisian stok; ubah konfigurasi tersebut',
  },
  'replenishment.versionConflict': {
    'zh-CN': '该补货建议配置已被其他人修改，请刷新后重新保存',
    'en-US': 'Someone else changed this replenishment configuration; refresh and save again',
    'id-ID': 'Orang lain telah mengubah konfigurasi pengisian stok ini; muat ulang lalu simpan lagi',
  },
  'replenishment.lineWithoutSupplier': {
    'zh-CN': '第{line}行商品{sku}没有供应商，请在补货建议配置中指定供应商或取消勾选该行',
    'en-US': 'Line {line} ({sku}) has no supplier: set one in the replenishment configuration or leave the line out',
    'id-ID': 'Baris {line} ({sku}) tidak memiliki pemasok: tetapkan di konfigurasi pengisian stok atau jangan pilih baris itu',
  },
  'replenishment.lineSupplierUnknown': {
    'zh-CN': '第{line}行的供应商不存在或不属于当前业务组织',
    'en-US': 'The supplier of line {line} does not exist or belongs to another business group',
    'id-ID': 'Pemasok baris {line} tidak ada atau milik unit bisnis lain',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof REPLENISHMENT_MESSAGES, Text> {}
}
