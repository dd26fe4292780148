import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

/** 款到发货 (ifDepositReceived). */
export const DEPOSIT_CHECK_MESSAGES = {
  'wholesale.depositInsufficient': {
    'zh-CN':
      '已启用预收定金：客户{name}须先收款后发货。预收余额{downPayment}，扣除未收应收{owing}后可用{available}，本次转单金额{amount}，请先录入预收款单',
    'en-US':
      'Deposits are required: {name} must pay before goods are sent. Down payment {downPayment}, less {owing} still owed, leaves {available}; this transfer is {amount}. Take a pre-receipt first',
    'id-ID':
      'Uang muka wajib: {name} harus membayar sebelum barang dikirim. Uang muka {downPayment}, dikurangi piutang {owing}, tersisa {available}; pengalihan ini {amount}. Catat penerimaan uang muka terlebih dahulu',
  },
  'wholesale.depositInsufficientSale': {
    'zh-CN':
      '已启用预收定金：客户{name}须先收款后发货。预收余额{downPayment}，扣除未收应收{owing}后可用{available}，本单及已审核未过账的销售单合计{amount}，请先录入预收款单',
    'en-US':
      'Deposits are required: {name} must pay before goods are sent. Down payment {downPayment}, less {owing} still owed, leaves {available}; this sale and the reviewed sales not yet posted come to {amount}. Take a pre-receipt first',
    'id-ID':
      'Uang muka wajib: {name} harus membayar sebelum barang dikirim. Uang muka {downPayment}, dikurangi piutang {owing}, tersisa {available}; penjualan ini dan penjualan yang sudah ditinjau tetapi belum diposting berjumlah {amount}. Catat penerimaan uang muka terlebih dahulu',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof DEPOSIT_CHECK_MESSAGES, Text> {}
}
