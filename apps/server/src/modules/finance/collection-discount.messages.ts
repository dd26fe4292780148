import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

/** The payment discount at collection (付款折扣, DOMAIN 17). */
export const COLLECTION_DISCOUNT_MESSAGES = {
  'finance.paymentDiscountNotEarned': {
    'zh-CN': '第{line}行不满足任何付款折扣条件，不能享受付款折扣',
    'en-US': 'Line {line} meets no payment discount’s terms: it cannot take a payment discount',
    'id-ID': 'Baris {line} tidak memenuhi syarat diskon pembayaran mana pun: tidak dapat diberi diskon pembayaran',
  },
  'finance.paymentDiscountMismatch': {
    'zh-CN': '第{line}行付款折扣{amount}与付款折扣单{billNo}（{percent}%）计算的{expected}不一致',
    'en-US': 'Line {line}: payment discount {amount} differs from {expected}, what payment discount {billNo} ({percent}%) gives',
    'id-ID': 'Baris {line}: diskon pembayaran {amount} berbeda dari {expected} yang diberikan diskon pembayaran {billNo} ({percent}%)',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof COLLECTION_DISCOUNT_MESSAGES, Text> {}
}
