import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

/** Messages of the process configuration (流程配置) and of the rules it switches on. */
export const PROCESS_CONFIG_MESSAGES = {
  'basic.process.notConfigurable': {
    'zh-CN': '该单据类型无需审核，不能配置流程',
    'en-US': 'This document type is not reviewed, so it has no process to configure',
    'id-ID': 'Jenis dokumen ini tidak ditinjau, jadi tidak ada proses yang dapat dikonfigurasi',
  },
  'basic.process.versionConflict': {
    'zh-CN': '该单据类型的流程配置已被其他人修改，请刷新后重新保存',
    'en-US': 'Someone else changed the process configuration of this document type; refresh and save again',
    'id-ID': 'Orang lain telah mengubah konfigurasi proses jenis dokumen ini; muat ulang lalu simpan lagi',
  },
  'purchase.receipt.orderRequired': {
    'zh-CN': '流程配置要求采购入库单必须关联采购订单，请从采购订单选择商品后再保存',
    'en-US':
      'The process configuration requires a purchase receipt to come from a purchase order; pick its lines from an order and save again',
    'id-ID':
      'Konfigurasi proses mewajibkan penerimaan pembelian berasal dari pesanan pembelian; ambil barisnya dari pesanan lalu simpan lagi',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof PROCESS_CONFIG_MESSAGES, Text> {}
}
