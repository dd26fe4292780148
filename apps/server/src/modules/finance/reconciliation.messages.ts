import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

/** The reconciliation statement's refusals (应收对账). */
export const RECONCILIATION_MESSAGES = {
  'finance.reconciliationOverlap': {
    'zh-CN': '对账期间与该客户已审核的对账单{billNo}（{from}至{to}）重叠，请调整对账期间',
    'en-US': 'The period overlaps the customer’s reviewed statement {billNo} ({from} to {to}); choose another period',
    'id-ID':
      'Periode tumpang tindih dengan laporan rekonsiliasi pelanggan yang sudah ditinjau {billNo} ({from} s.d. {to}); pilih periode lain',
  },
  'finance.reconciliationStale': {
    'zh-CN': '保存后该客户的往来账已变动（期末应收由{saved}变为{now}），请重新计算并保存后再审核',
    'en-US':
      'The customer’s ledger changed since the statement was saved (closing receivable {saved}, now {now}): recompute and save it before reviewing',
    'id-ID':
      'Buku besar pelanggan berubah sejak laporan disimpan (piutang akhir {saved}, sekarang {now}): hitung ulang dan simpan sebelum ditinjau',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof RECONCILIATION_MESSAGES, Text> {}
}
