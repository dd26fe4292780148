import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

/** Texts of the requisition (领用单) and the product processing (商品加工单). */
export const INVENTORY_INTERNAL_MESSAGES = {
  'inventory.receiverUnknown': {
    'zh-CN': '领用人不存在或不属于当前业务组织',
    'en-US': 'The receiving employee does not exist or belongs to another business group',
    'id-ID': 'Karyawan penerima tidak ada atau milik unit bisnis lain',
  },
  'inventory.notCombined': {
    'zh-CN': '商品{sku}不是组合商品，不能加工',
    'en-US': '{sku} is not a combined product, so it cannot be processed',
    'id-ID': '{sku} bukan produk gabungan, jadi tidak dapat diproses',
  },
  'inventory.componentMissing': {
    'zh-CN': '组合商品的子件{sku}不在明细中，请按组合商品的子件重新生成明细',
    'en-US': 'Component {sku} of the combined product is missing from the lines; rebuild the lines from its components',
    'id-ID': 'Komponen {sku} dari produk gabungan tidak ada di rincian; susun ulang rincian dari komponennya',
  },
  'inventory.componentNotInBom': {
    'zh-CN': '商品{sku}不是该组合商品的子件',
    'en-US': '{sku} is not a component of this combined product',
    'id-ID': '{sku} bukan komponen produk gabungan ini',
  },
  'inventory.componentQty': {
    'zh-CN': '子件{sku}的数量应为{expected}（子件数量 × 加工数量）',
    'en-US': 'The quantity of component {sku} must be {expected} (its quantity per set × the quantity processed)',
    'id-ID': 'Jumlah komponen {sku} harus {expected} (jumlah per set × jumlah yang diproses)',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof INVENTORY_INTERNAL_MESSAGES, Text> {}
}
