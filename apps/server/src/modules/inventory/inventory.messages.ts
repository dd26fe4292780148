import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

export const INVENTORY_MESSAGES = {
  'inventory.insufficient': {
    'zh-CN': '可用库存不足：商品{sku}在{warehouse}可用{available}，缺少{shortfall}',
    'en-US': 'Available stock insufficient: {sku} in {warehouse} has {available} available, {shortfall} short',
    'id-ID': 'Stok tersedia tidak cukup: {sku} di {warehouse} tersedia {available}, kurang {shortfall}',
  },
  'inventory.noCostRecord': {
    'zh-CN': '商品{sku}没有成本记录（尚未发生出入库），不能调整成本',
    'en-US': '{sku} has no cost record (it has never moved in stock), so its cost cannot be adjusted',
    'id-ID': '{sku} belum memiliki catatan biaya (belum pernah bergerak di stok), jadi biayanya tidak dapat disesuaikan',
  },
  'inventory.warehouseUnknown': {
    'zh-CN': '仓库不存在或不属于当前业务组织',
    'en-US': 'The warehouse does not exist or belongs to another business group',
    'id-ID': 'Gudang tidak ada atau milik unit bisnis lain',
  },
  'inventory.warehouseDisabled': {
    'zh-CN': '仓库{name}已停用',
    'en-US': 'Warehouse {name} is disabled',
    'id-ID': 'Gudang {name} dinonaktifkan',
  },
  'inventory.skuUnknown': {
    'zh-CN': '商品不存在',
    'en-US': 'The product does not exist',
    'id-ID': 'Produk tidak ada',
  },
  'inventory.skuDisabled': {
    'zh-CN': '商品{sku}已停用',
    'en-US': 'Product {sku} is disabled',
    'id-ID': 'Produk {sku} dinonaktifkan',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof INVENTORY_MESSAGES, Text> {}
}
