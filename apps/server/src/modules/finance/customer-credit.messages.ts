import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

/** The customer credit sheet's refusals (客户授信单). */
export const CUSTOMER_CREDIT_MESSAGES = {
  'finance.creditValidityOver': {
    'zh-CN': '临时额度的有效期已于{validTo}结束，请修改有效期',
    'en-US': 'The temporary credit’s validity ended on {validTo}: change the validity period',
    'id-ID': 'Masa berlaku kredit sementara berakhir pada {validTo}: ubah masa berlakunya',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof CUSTOMER_CREDIT_MESSAGES, Text> {}
}
