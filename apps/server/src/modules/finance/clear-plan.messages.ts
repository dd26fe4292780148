import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

/** Messages of the receivable control plans and their log. */
export const CLEAR_PLAN_MESSAGES = {
  'finance.clearPlan.field.name': { 'zh-CN': '方案名称', 'en-US': 'Plan name', 'id-ID': 'Nama rencana' },
  'finance.clearPlan.customerUnknown': {
    'zh-CN': '客户不存在或不属于当前业务组织',
    'en-US': 'The customer does not exist or belongs to another business group',
    'id-ID': 'Pelanggan tidak ada atau milik organisasi bisnis lain',
  },
  'finance.clearPlan.customerInOtherPlan': {
    'zh-CN': '客户“{customer}”已在应收管控方案“{plan}”中，一个客户只能属于一个方案',
    'en-US': 'Customer "{customer}" is already in receivable control plan "{plan}"; a customer belongs to one plan only',
    'id-ID': 'Pelanggan "{customer}" sudah ada di rencana kontrol piutang "{plan}"; satu pelanggan hanya dalam satu rencana',
  },
  'finance.clearPlan.customerTaken': {
    'zh-CN': '所选客户刚被其他应收管控方案选用，请刷新后重试',
    'en-US': 'One of the customers was just put in another receivable control plan; refresh and try again',
    'id-ID': 'Salah satu pelanggan baru saja dimasukkan ke rencana kontrol piutang lain; muat ulang lalu coba lagi',
  },
  'finance.clearPlan.logNotStopped': {
    'zh-CN': '管控记录{id}不是禁止发货状态，无需解除',
    'en-US': 'Plan log entry {id} is not a stop (STOP_SEND); there is nothing to lift',
    'id-ID': 'Catatan rencana {id} bukan larangan kirim (STOP_SEND); tidak ada yang perlu dicabut',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof CLEAR_PLAN_MESSAGES, Text> {}
}
