import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

/** The points adjustment's refusals (积分调整单). */
export const POINTS_MESSAGES = {
  'finance.pointsInsufficient': {
    'zh-CN': '积分不足，当前积分 {balance}，不能兑换 {points} 积分',
    'en-US': 'Not enough points: the customer has {balance} points and cannot redeem {points}',
    'id-ID': 'Poin tidak cukup: pelanggan memiliki {balance} poin dan tidak dapat menukar {points} poin',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof POINTS_MESSAGES, Text> {}
}
