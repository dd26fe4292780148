import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

export const PURCHASE_MESSAGES = {
  'purchase.supplierUnknown': {
    'zh-CN': '供应商不存在或不属于当前业务组织',
    'en-US': 'The supplier does not exist or belongs to another business group',
    'id-ID': 'Pemasok tidak ada atau milik organisasi bisnis lain',
  },
  'purchase.deadlinePassed': {
    'zh-CN': '要求到货日期已过，请修改交货期限',
    'en-US': 'The requested delivery date has passed: change the delivery deadline',
    'id-ID': 'Tanggal pengiriman yang diminta sudah lewat: ubah batas waktu pengiriman',
  },
  'purchase.zeroPriceForbidden': {
    'zh-CN': '业务配置不允许零单价：第{line}行单价为0',
    'en-US': 'The business configuration does not allow a zero price: line {line} has price 0',
    'id-ID': 'Konfigurasi bisnis tidak mengizinkan harga nol: baris {line} berharga 0',
  },
  'purchase.otherSupplier': {
    'zh-CN': '第{line}行来自{billNo}，该订单的供应商与本单不同',
    'en-US': 'Line {line} comes from {billNo}, an order of another supplier',
    'id-ID': 'Baris {line} berasal dari {billNo}, pesanan pemasok lain',
  },
  'purchase.otherWarehouse': {
    'zh-CN': '第{line}行来自{billNo}，该订单的收货仓库与本单不同',
    'en-US': 'Line {line} comes from {billNo}, an order for another receiving warehouse',
    'id-ID': 'Baris {line} berasal dari {billNo}, pesanan untuk gudang penerima lain',
  },
  'purchase.accountUnknown': {
    'zh-CN': '付款账户不存在或不属于当前业务组织',
    'en-US': 'The account does not exist or belongs to another business group',
    'id-ID': 'Rekening tidak ada atau milik organisasi bisnis lain',
  },
  'purchase.accountDisabled': {
    'zh-CN': '账户{name}已停用',
    'en-US': 'Account {name} is disabled',
    'id-ID': 'Rekening {name} dinonaktifkan',
  },
  'purchase.returnPriceMismatch': {
    'zh-CN': '第{line}行的单价或税率与来源单据{billNo}不一致（应为{price}）',
    'en-US': 'Line {line}: price or tax rate differs from {billNo} (it is {price} there)',
    'id-ID': 'Baris {line}: harga atau tarif pajak berbeda dari {billNo} (di sana {price})',
  },
  'purchase.receiptReversed': {
    'zh-CN': '采购入库单{billNo}已红冲，不能退货',
    'en-US': 'Purchase receipt {billNo} has been reversed: nothing of it can be returned',
    'id-ID': 'Penerimaan pembelian {billNo} sudah dibatalkan: tidak ada yang dapat diretur',
  },
  'purchase.oneReceipt': {
    'zh-CN': '一张退货单只能关联一张采购入库单',
    'en-US': 'Only one purchase receipt may be linked to a return',
    'id-ID': 'Hanya satu penerimaan pembelian yang boleh ditautkan ke satu retur',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof PURCHASE_MESSAGES, Text> {}
}
