import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

/** The distribution request's refusals (配货申请单, DOMAIN 5). */
export const DISTRIBUTION_REQUEST_MESSAGES = {
  'distribution.noCentre': {
    'zh-CN': '当前业务组织没有上级配送中心，不能提交配货申请',
    'en-US': 'Your business group has no distribution centre above it: it cannot request goods',
    'id-ID': 'Grup bisnis Anda tidak memiliki pusat distribusi di atasnya: tidak dapat meminta barang',
  },
  'distribution.lineClosed': {
    'zh-CN': '配货申请单{billNo}第{lineNo}行已关闭，不能再配货',
    'en-US': 'Line {lineNo} of distribution request {billNo} is closed: nothing more can be sent for it',
    'id-ID': 'Baris {lineNo} permintaan distribusi {billNo} sudah ditutup: tidak ada lagi yang dapat dikirim',
  },
  'distribution.overFulfilled': {
    'zh-CN': '配货数量超过申请未发数量：配货申请单{billNo}第{lineNo}行还可配{remaining}，多出的数量请另增一行',
    'en-US':
      'The quantity exceeds what distribution request {billNo} line {lineNo} still wants ({remaining} left): an extra line is needed for the rest',
    'id-ID':
      'Jumlah melebihi sisa permintaan distribusi {billNo} baris {lineNo} (sisa {remaining}): diperlukan baris tambahan untuk kelebihannya',
  },
  'distribution.requestLineInvalid': {
    'zh-CN': '第{line}行引用的配货申请明细不存在、未审核或不是向本配送中心申请的',
    'en-US': 'Line {line} names a distribution request line that does not exist, is not reviewed or is not addressed to your group',
    'id-ID': 'Baris {line} merujuk baris permintaan distribusi yang tidak ada, belum ditinjau, atau tidak ditujukan ke grup Anda',
  },
  'distribution.notReviewed': {
    'zh-CN': '配货申请单{billNo}状态为{status}，只有已审核的申请可以配货或关闭',
    'en-US': 'Distribution request {billNo} is {status}: only a reviewed request is fulfilled or closed',
    'id-ID': 'Permintaan distribusi {billNo} berstatus {status}: hanya permintaan yang sudah ditinjau dapat dipenuhi atau ditutup',
  },
  'distribution.lineAlreadyClosed': {
    'zh-CN': '配货申请单{billNo}第{lineNo}行已关闭',
    'en-US': 'Line {lineNo} of distribution request {billNo} is already closed',
    'id-ID': 'Baris {lineNo} permintaan distribusi {billNo} sudah ditutup',
  },
  'distribution.lineFullySent': {
    'zh-CN': '配货申请单{billNo}第{lineNo}行已全部配货，无需关闭',
    'en-US': 'Line {lineNo} of distribution request {billNo} is fully sent: there is nothing to close',
    'id-ID': 'Baris {lineNo} permintaan distribusi {billNo} sudah terkirim penuh: tidak ada yang perlu ditutup',
  },
  'distribution.nothingToFulfil': {
    'zh-CN': '配货申请单{billNo}没有待配货的数量（已配货、已关闭或已在未审核的销售单中）',
    'en-US': 'Distribution request {billNo} has nothing left to send (sent, closed or already in a draft sale)',
    'id-ID': 'Permintaan distribusi {billNo} tidak memiliki sisa untuk dikirim (terkirim, ditutup, atau sudah ada di draf penjualan)',
  },
  'distribution.noCustomerRecord': {
    'zh-CN': '经销商{name}在本配送中心没有客户档案（客户编码应为{code}），请先建立客户档案再配货',
    'en-US': 'Dealer {name} has no customer record in your group (customer code {code}): add the customer first, then fulfil',
    'id-ID': 'Dealer {name} tidak memiliki data pelanggan di grup Anda (kode pelanggan {code}): tambahkan pelanggan dulu, lalu penuhi',
  },
  'distribution.priceMissing': {
    'zh-CN': '第{line}行商品没有可用的批发价格，请先维护价格',
    'en-US': 'Line {line}: the goods have no wholesale price: set a price first',
    'id-ID': 'Baris {line}: barang tidak memiliki harga grosir: tetapkan harga dulu',
  },
  'distribution.hasFulfilment': {
    'zh-CN': '配货申请单{billNo}已有配货的批发销售单{downstream}，不能反审核',
    'en-US': 'Distribution request {billNo} is already fulfilled by wholesale sale {downstream}: it cannot be reverse-reviewed',
    'id-ID': 'Permintaan distribusi {billNo} sudah dipenuhi oleh penjualan grosir {downstream}: tidak dapat dibatalkan tinjauannya',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof DISTRIBUTION_REQUEST_MESSAGES, Text> {}
}
