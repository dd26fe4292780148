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
  'purchase.overReceived': {
    'zh-CN': '入库数量不能超过来源订单数量：采购订单{billNo}第{lineNo}行最多可入库{ceiling}（含超订比例），还可入库{remaining}',
    'en-US':
      'Received quantity must not exceed the source order quantity: line {lineNo} of purchase order {billNo} takes at most {ceiling} (over-order ratio included), {remaining} remain',
    'id-ID':
      'Jumlah diterima tidak boleh melebihi jumlah pesanan sumber: baris {lineNo} pesanan pembelian {billNo} paling banyak {ceiling} (termasuk rasio kelebihan pesanan), tersisa {remaining}',
  },
  'purchase.lineClosed': {
    'zh-CN': '采购订单{billNo}第{lineNo}行已关闭，不能再入库',
    'en-US': 'Line {lineNo} of purchase order {billNo} is closed: nothing more can be received on it',
    'id-ID': 'Baris {lineNo} pesanan pembelian {billNo} sudah ditutup: tidak ada lagi yang dapat diterima',
  },
  'purchase.lineCloseNotAllowed': {
    'zh-CN': '采购订单{billNo}当前为{status}状态，只有已审核的订单可以关闭行',
    'en-US': 'Purchase order {billNo} is {status}: only a reviewed order can have a line closed',
    'id-ID': 'Pesanan pembelian {billNo} berstatus {status}: hanya pesanan yang sudah ditinjau yang barisnya dapat ditutup',
  },
  'purchase.orderFullyReceived': {
    'zh-CN': '采购订单{billNo}已全部入库，没有可关闭的行',
    'en-US': 'Purchase order {billNo} is fully received: no line is left to close',
    'id-ID': 'Pesanan pembelian {billNo} sudah diterima seluruhnya: tidak ada baris yang dapat ditutup',
  },
  'purchase.lineAlreadyClosed': {
    'zh-CN': '采购订单{billNo}第{lineNo}行已关闭',
    'en-US': 'Line {lineNo} of purchase order {billNo} is already closed',
    'id-ID': 'Baris {lineNo} pesanan pembelian {billNo} sudah ditutup',
  },
  'purchase.lineFullyReceived': {
    'zh-CN': '采购订单{billNo}第{lineNo}行已全部入库，无需关闭',
    'en-US': 'Line {lineNo} of purchase order {billNo} is fully received: there is nothing to close',
    'id-ID': 'Baris {lineNo} pesanan pembelian {billNo} sudah diterima seluruhnya: tidak ada yang perlu ditutup',
  },
  'purchase.lineDeleteNotDraft': {
    'zh-CN': '采购退货申请单{billNo}不是草稿，不能删除明细行',
    'en-US': 'Return application {billNo} is not a draft: its lines cannot be deleted',
    'id-ID': 'Permohonan retur {billNo} bukan draf: barisnya tidak dapat dihapus',
  },
  'purchase.lastLine': {
    'zh-CN': '第{lineNo}行是单据{billNo}的最后一行，不能删除；如不再需要，请删除整张单据',
    'en-US': 'Line {lineNo} is the last line of {billNo} and cannot be deleted: delete the whole document instead',
    'id-ID': 'Baris {lineNo} adalah baris terakhir {billNo} dan tidak dapat dihapus: hapus seluruh dokumen',
  },
  'purchase.importSupplierUnknown': {
    'zh-CN': '供应商编码{code}不存在或不属于当前业务组织',
    'en-US': 'Supplier code {code} does not exist in this business group',
    'id-ID': 'Kode pemasok {code} tidak ada di organisasi bisnis ini',
  },
  'purchase.importSupplierDisabled': {
    'zh-CN': '供应商{name}已停用',
    'en-US': 'Supplier {name} is disabled',
    'id-ID': 'Pemasok {name} dinonaktifkan',
  },
  'purchase.importWarehouseUnknown': {
    'zh-CN': '仓库编码{code}不存在或不属于当前业务组织',
    'en-US': 'Warehouse code {code} does not exist in this business group',
    'id-ID': 'Kode gudang {code} tidak ada di organisasi bisnis ini',
  },
  'purchase.importWarehouseDisabled': {
    'zh-CN': '仓库{name}已停用',
    'en-US': 'Warehouse {name} is disabled',
    'id-ID': 'Gudang {name} dinonaktifkan',
  },
  'purchase.importSkuUnknown': {
    'zh-CN': '商品编码{code}不存在',
    'en-US': 'SKU code {code} does not exist',
    'id-ID': 'Kode SKU {code} tidak ada',
  },
  'purchase.importSkuDisabled': {
    'zh-CN': '商品{code} {name}已停用',
    'en-US': 'SKU {code} {name} is disabled',
    'id-ID': 'SKU {code} {name} dinonaktifkan',
  },
  'purchase.importZeroPrice': {
    'zh-CN': '业务配置不允许零单价',
    'en-US': 'The business configuration does not allow a zero price',
    'id-ID': 'Konfigurasi bisnis tidak mengizinkan harga nol',
  },
  'purchase.importDeadlineFormat': {
    'zh-CN': '交货期限格式不正确，应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm',
    'en-US': 'The delivery deadline must be YYYY-MM-DD or YYYY-MM-DD HH:mm',
    'id-ID': 'Batas pengiriman harus YYYY-MM-DD atau YYYY-MM-DD HH:mm',
  },
  'purchase.importQtyFormat': {
    'zh-CN': '数量须为大于0的数字，最多4位小数',
    'en-US': 'The quantity must be a number greater than 0 with at most 4 decimals',
    'id-ID': 'Jumlah harus angka lebih dari 0 dengan paling banyak 4 desimal',
  },
  'purchase.importPriceFormat': {
    'zh-CN': '含税单价须为不小于0的数字，最多6位小数',
    'en-US': 'The price must be a number of 0 or more with at most 6 decimals',
    'id-ID': 'Harga harus angka 0 atau lebih dengan paling banyak 6 desimal',
  },
  'purchase.importTaxRateFormat': {
    'zh-CN': '税率格式不正确，可填 13% 或 0.13',
    'en-US': 'The tax rate must be like 13% or 0.13',
    'id-ID': 'Tarif pajak harus seperti 13% atau 0.13',
  },
  'purchase.overApplied': {
    'zh-CN': '退货数量不能超过入库数量减已退数量：采购入库单{billNo}第{lineNo}行入库{ceiling}，还可退{remaining}',
    'en-US':
      'A return must not exceed what was received less what is already returned: line {lineNo} of receipt {billNo} received {ceiling}, {remaining} remain returnable',
    'id-ID':
      'Retur tidak boleh melebihi yang diterima dikurangi yang sudah diretur: baris {lineNo} penerimaan {billNo} menerima {ceiling}, tersisa {remaining} yang dapat diretur',
  },
  'purchase.overReturned': {
    'zh-CN': '退货数量不能超过申请数量：退货申请单{billNo}第{lineNo}行申请{ceiling}，还可退{remaining}',
    'en-US':
      'A return must not exceed the applied quantity: line {lineNo} of application {billNo} applied for {ceiling}, {remaining} remain',
    'id-ID':
      'Retur tidak boleh melebihi jumlah yang diajukan: baris {lineNo} permohonan {billNo} mengajukan {ceiling}, tersisa {remaining}',
  },
  'purchase.paymentTotalMismatch': {
    'zh-CN': '付款金额合计{total}与明细金额之和{sum}不一致',
    'en-US': 'The payment total {total} differs from the sum of its lines {sum}',
    'id-ID': 'Total pembayaran {total} berbeda dari jumlah barisnya {sum}',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof PURCHASE_MESSAGES, Text> {}
}
