import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

/** The rebate sheet's refusals (返利比例审核单 / 客户返利调整). */
export const REBATE_MESSAGES = {
  'finance.rebateOverAccrued': {
    'zh-CN': '客户未结算的应计返利为{accrued}，本次返利金额{amount}超出可结算金额',
    'en-US': 'The customer has {accrued} of accrued rebate unsettled; {amount} exceeds it',
    'id-ID': 'Rabat terakru pelanggan yang belum diselesaikan {accrued}; jumlah {amount} melebihinya',
  },
  'finance.rebateOverCredited': {
    'zh-CN': '客户已返现的返利为{credited}，本次扣回{amount}超出已返金额',
    'en-US': 'The customer has been credited {credited} of rebate; taking back {amount} exceeds it',
    'id-ID': 'Rabat yang sudah dikreditkan ke pelanggan {credited}; penarikan kembali {amount} melebihinya',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof REBATE_MESSAGES, Text> {}
}
