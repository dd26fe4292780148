import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

export const PRICING_MESSAGES = {
  'pricing.field.policyCode': { 'zh-CN': '政策编码', 'en-US': 'Policy code', 'id-ID': 'Kode kebijakan' },
  'pricing.field.policyName': { 'zh-CN': '政策名称', 'en-US': 'Policy name', 'id-ID': 'Nama kebijakan' },
  'pricing.field.listName': { 'zh-CN': '名称', 'en-US': 'Name', 'id-ID': 'Nama' },
  'pricing.skuUnknown': {
    'zh-CN': '商品不存在：{id}',
    'en-US': 'No such goods: {id}',
    'id-ID': 'Barang tidak ada: {id}',
  },
  'pricing.skuDisabled': {
    'zh-CN': '商品{code}已停用',
    'en-US': 'Goods {code} are disabled',
    'id-ID': 'Barang {code} dinonaktifkan',
  },
  'pricing.categoryUnknown': {
    'zh-CN': '商品分类不存在：{id}',
    'en-US': 'No such category: {id}',
    'id-ID': 'Kategori tidak ada: {id}',
  },
  'pricing.brandUnknown': {
    'zh-CN': '品牌不存在：{id}',
    'en-US': 'No such brand: {id}',
    'id-ID': 'Merek tidak ada: {id}',
  },
  'pricing.orgOutside': {
    'zh-CN': '指定组织只能是本组织及其下属经销商',
    'en-US': 'Designated organisations must be this business group or its dealers',
    'id-ID': 'Organisasi yang ditunjuk harus unit bisnis ini atau dealernya',
  },
  'pricing.customerUnknown': {
    'zh-CN': '客户不存在或不属于当前业务组织：{id}',
    'en-US': 'The customer does not exist or belongs to another business group: {id}',
    'id-ID': 'Pelanggan tidak ada atau milik unit bisnis lain: {id}',
  },
  'pricing.promotionNotDraft': {
    'zh-CN': '促销单{billNo}已启用或已终止，不能修改',
    'en-US': 'Promotion {billNo} has been enabled or terminated and can no longer be changed',
    'id-ID': 'Promosi {billNo} sudah diaktifkan atau dihentikan dan tidak dapat diubah',
  },
  'pricing.promotionNotEnableable': {
    'zh-CN': '只有未启用的促销单可以启用：{billNo}',
    'en-US': 'Only a promotion not yet enabled can be enabled: {billNo}',
    'id-ID': 'Hanya promosi yang belum aktif yang dapat diaktifkan: {billNo}',
  },
  'pricing.promotionEnded': {
    'zh-CN': '促销单{billNo}的结束日期已过，不能启用',
    'en-US': 'Promotion {billNo} has already ended and cannot be enabled',
    'id-ID': 'Promosi {billNo} sudah berakhir dan tidak dapat diaktifkan',
  },
  'pricing.promotionNotRunning': {
    'zh-CN': '只有已生效的促销单可以终止：{billNo}',
    'en-US': 'Only an effective promotion can be terminated: {billNo}',
    'id-ID': 'Hanya promosi yang berlaku yang dapat dihentikan: {billNo}',
  },
  'pricing.promotionStale': {
    'zh-CN': '促销单{billNo}已被他人修改，请刷新后重试',
    'en-US': 'Promotion {billNo} was changed by someone else: reload and try again',
    'id-ID': 'Promosi {billNo} diubah orang lain: muat ulang dan coba lagi',
  },
  'pricing.notYetEffective': {
    'zh-CN': '调价单{billNo}的生效日期为{date}，未到生效日期不能过账（到期后系统自动生效）',
    'en-US': 'Price adjustment {billNo} takes effect on {date}: it cannot be posted before (it is posted automatically that day)',
    'id-ID': 'Penyesuaian harga {billNo} berlaku pada {date}: tidak dapat diposting sebelumnya (diposting otomatis pada hari itu)',
  },
  'pricing.effectivePast': {
    'zh-CN': '生效日期不能早于今天',
    'en-US': 'The effective date cannot be before today',
    'id-ID': 'Tanggal berlaku tidak boleh sebelum hari ini',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof PRICING_MESSAGES, Text> {}
}
