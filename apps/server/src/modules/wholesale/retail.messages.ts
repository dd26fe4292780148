import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

/** Retail sales (零售单) and returns (零售退货单). */
export const RETAIL_MESSAGES = {
  'retail.receivedBelowTotal': {
    'zh-CN': '实收金额不能小于应收金额：实收{received}，应收{total}',
    'en-US': 'The payment amount cannot be less than the receivable: received {received}, receivable {total}',
    'id-ID': 'Jumlah pembayaran tidak boleh kurang dari tagihan: diterima {received}, tagihan {total}',
  },
  'retail.receivedNotTotal': {
    'zh-CN': '非现金收款的实收金额须等于应收金额：实收{received}，应收{total}',
    'en-US': 'A payment other than cash must equal the receivable: received {received}, receivable {total}',
    'id-ID': 'Pembayaran selain tunai harus sama dengan tagihan: diterima {received}, tagihan {total}',
  },
  'retail.overReturned': {
    'zh-CN': '退货数量不能超过已售减已退：零售单{billNo}第{lineNo}行还可退{remaining}',
    'en-US': 'The return quantity must not exceed sold less returned: line {lineNo} of retail sale {billNo} has {remaining} left',
    'id-ID': 'Jumlah retur tidak boleh melebihi terjual dikurangi diretur: baris {lineNo} penjualan eceran {billNo} tersisa {remaining}',
  },
  'retail.saleReversed': {
    'zh-CN': '零售单{billNo}已红冲，不能退货',
    'en-US': 'Retail sale {billNo} has been reversed: it cannot be returned',
    'id-ID': 'Penjualan eceran {billNo} sudah dibalik: tidak dapat diretur',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof RETAIL_MESSAGES, Text> {}
}
