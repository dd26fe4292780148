import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

export const FINANCE_MESSAGES = {
  'finance.overSettled': {
    'zh-CN': '{billNo}未结金额为{open}，本次核销{amount}超出未结金额',
    'en-US': '{billNo} has {open} open; settling {amount} would exceed it',
    'id-ID': '{billNo} memiliki sisa terbuka {open}; pelunasan {amount} melebihinya',
  },
  'finance.entryUnknown': {
    'zh-CN': '第{line}行核销的往来记录不存在或不属于该往来单位',
    'en-US': 'Line {line}: the entry to settle does not exist or belongs to another partner',
    'id-ID': 'Baris {line}: catatan yang akan dilunasi tidak ada atau milik mitra lain',
  },
  'finance.downPaymentInsufficient': {
    'zh-CN': '预付余额不足：可用{available}，本次使用{amount}',
    'en-US': 'Down payment balance insufficient: {available} available, {amount} to use',
    'id-ID': 'Saldo uang muka tidak cukup: tersedia {available}, akan dipakai {amount}',
  },
  'finance.settledFirst': {
    'zh-CN': '该单据的往来款已核销{settled}，请先红冲核销它的付款或收款单据',
    'en-US': '{settled} of this document has been settled: reverse the payment or collection that settled it first',
    'id-ID': '{settled} dari dokumen ini sudah dilunasi: batalkan dahulu pembayaran atau penerimaan yang melunasinya',
  },
  'finance.accountUnknown': {
    'zh-CN': '账户不存在或不属于当前业务组织',
    'en-US': 'The account does not exist or belongs to another business group',
    'id-ID': 'Rekening tidak ada atau milik organisasi bisnis lain',
  },
  'finance.accountDisabled': {
    'zh-CN': '账户{name}已停用',
    'en-US': 'Account {name} is disabled',
    'id-ID': 'Rekening {name} dinonaktifkan',
  },
  'finance.collectionTotalMismatch': {
    'zh-CN': '本次收款合计{total}与明细金额之和{sum}不一致',
    'en-US': 'The collection total {total} differs from the sum of its lines {sum}',
    'id-ID': 'Total penerimaan {total} berbeda dari jumlah barisnya {sum}',
  },
  'finance.customerUnknown': {
    'zh-CN': '客户不存在或不属于当前业务组织',
    'en-US': 'The customer does not exist or belongs to another business group',
    'id-ID': 'Pelanggan tidak ada atau milik organisasi bisnis lain',
  },
  'finance.downPaymentOverBalance': {
    'zh-CN': '使用预收{amount}超过客户预收余额{available}',
    'en-US': 'Down payment used {amount} exceeds the customer’s pre-receipt balance {available}',
    'id-ID': 'Uang muka yang dipakai {amount} melebihi saldo uang muka pelanggan {available}',
  },
  'finance.statusChangeUnknown': {
    'zh-CN': '单据不能从{from}改为{to}',
    'en-US': 'The document cannot go from {from} to {to}',
    'id-ID': 'Dokumen tidak dapat diubah dari {from} ke {to}',
  },
  'finance.clearedQueryNarrow': {
    'zh-CN': '查询已结清的应收，请输入单据编号或选择完整的结清时间范围',
    'en-US': 'To query cleared receivables, enter a bill no or choose a completion time range (both dates)',
    'id-ID': 'Untuk mencari piutang yang sudah lunas, isi nomor dokumen atau pilih rentang waktu pelunasan (kedua tanggal)',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof FINANCE_MESSAGES, Text> {}
}
