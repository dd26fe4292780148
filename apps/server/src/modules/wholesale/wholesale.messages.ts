import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

export const WHOLESALE_MESSAGES = {
  'wholesale.customerUnknown': {
    'zh-CN': '客户不存在或不属于当前业务组织',
    'en-US': 'The customer does not exist or belongs to another business group',
    'id-ID': 'Pelanggan tidak ada atau milik organisasi bisnis lain',
  },
  'wholesale.zeroPriceForbidden': {
    'zh-CN': '业务配置不允许零单价：第{line}行单价为0（赠品行除外）',
    'en-US': 'The business configuration does not allow a zero price: line {line} has price 0 (gift lines aside)',
    'id-ID': 'Konfigurasi bisnis tidak mengizinkan harga nol: baris {line} berharga 0 (kecuali baris hadiah)',
  },
  'wholesale.otherCustomer': {
    'zh-CN': '第{line}行来源单据{billNo}不是该客户的单据',
    'en-US': 'Line {line}: source document {billNo} belongs to another customer',
    'id-ID': 'Baris {line}: dokumen sumber {billNo} milik pelanggan lain',
  },
  'wholesale.lineClosed': {
    'zh-CN': '批发订单{billNo}第{lineNo}行已关闭，不能再转单',
    'en-US': 'Line {lineNo} of sale order {billNo} is closed: nothing more can be sold from it',
    'id-ID': 'Baris {lineNo} pesanan grosir {billNo} sudah ditutup: tidak dapat dijual lagi',
  },
  'wholesale.overOrder': {
    'zh-CN': '第{line}行销售数量超过订单{billNo}未发数量{remaining}，请另加一行',
    'en-US': 'Line {line}: the sale quantity is above the unsent quantity {remaining} of order {billNo}; an extra line is needed',
    'id-ID': 'Baris {line}: jumlah penjualan melebihi jumlah belum terkirim {remaining} pesanan {billNo}; perlu baris tambahan',
  },
  'wholesale.overTransferred': {
    'zh-CN': '销售数量不能超过订单未发数量：批发订单{billNo}第{lineNo}行还可转{remaining}',
    'en-US': 'The sale quantity must not exceed the unsent order quantity: line {lineNo} of sale order {billNo} has {remaining} left',
    'id-ID':
      'Jumlah penjualan tidak boleh melebihi jumlah pesanan yang belum terkirim: baris {lineNo} pesanan grosir {billNo} tersisa {remaining}',
  },
  'wholesale.overReturned': {
    'zh-CN': '退货数量不能超过已售减已退：批发销售单{billNo}第{lineNo}行还可退{remaining}',
    'en-US': 'The return quantity must not exceed sold less returned: line {lineNo} of wholesale sale {billNo} has {remaining} left',
    'id-ID': 'Jumlah retur tidak boleh melebihi terjual dikurangi diretur: baris {lineNo} penjualan grosir {billNo} tersisa {remaining}',
  },
  'wholesale.saleReversed': {
    'zh-CN': '批发销售单{billNo}已红冲，不能退货',
    'en-US': 'Wholesale sale {billNo} has been reversed: it cannot be returned',
    'id-ID': 'Penjualan grosir {billNo} sudah dibalik: tidak dapat diretur',
  },
  'wholesale.lineCloseNotAllowed': {
    'zh-CN': '批发订单{billNo}当前为{status}状态，只有已审核的订单可以关闭行',
    'en-US': 'Sale order {billNo} is {status}: only a reviewed order can have a line closed',
    'id-ID': 'Pesanan grosir {billNo} berstatus {status}: hanya pesanan yang sudah ditinjau yang barisnya dapat ditutup',
  },
  'wholesale.lineAlreadyClosed': {
    'zh-CN': '批发订单{billNo}第{lineNo}行已关闭',
    'en-US': 'Line {lineNo} of sale order {billNo} is already closed',
    'id-ID': 'Baris {lineNo} pesanan grosir {billNo} sudah ditutup',
  },
  'wholesale.lineFullySent': {
    'zh-CN': '批发订单{billNo}第{lineNo}行已全部转单，无需关闭',
    'en-US': 'Line {lineNo} of sale order {billNo} is fully transferred: nothing to close',
    'id-ID': 'Baris {lineNo} pesanan grosir {billNo} sudah dialihkan seluruhnya: tidak ada yang ditutup',
  },
  'wholesale.transferNotReviewed': {
    'zh-CN': '批发订单{billNo}当前为{status}状态，只有已审核的订单可以转单',
    'en-US': 'Sale order {billNo} is {status}: only a reviewed order can be transferred',
    'id-ID': 'Pesanan grosir {billNo} berstatus {status}: hanya pesanan yang sudah ditinjau yang dapat dialihkan',
  },
  'wholesale.nothingToTransfer': {
    'zh-CN': '批发订单{billNo}没有可转单的数量（已全部转单、关闭，或已在未审核的批发销售单中）',
    'en-US': 'Sale order {billNo} has nothing left to transfer (every line is transferred, closed or already on a draft sale)',
    'id-ID':
      'Pesanan grosir {billNo} tidak memiliki sisa untuk dialihkan (semua baris sudah dialihkan, ditutup, atau sudah ada di draf penjualan)',
  },
  'wholesale.creditInsufficient': {
    'zh-CN': '客户“{name}”信用额度不足：剩余额度{remaining}，本单未发金额{unsent}。是否继续转单？',
    'en-US': 'Customer "{name}" has insufficient credit: {remaining} remaining, {unsent} unsent on this order. Continue the transfer?',
    'id-ID': 'Kredit pelanggan "{name}" tidak cukup: sisa {remaining}, belum terkirim {unsent} pada pesanan ini. Lanjutkan pengalihan?',
  },
  'wholesale.customerStopped': {
    'zh-CN': '客户“{name}”未在{deadline}前按应收管控方案回款（超额未收{amount}），已禁止发货。是否继续转单？',
    'en-US':
      'Customer "{name}" is stopped (prohibited): {amount} above the allowed open amount was not collected by {deadline} under its receivable control plan. Continue the transfer?',
    'id-ID':
      'Pengiriman ke pelanggan "{name}" dilarang: {amount} di atas sisa yang diizinkan tidak tertagih sebelum {deadline} menurut rencana kontrol piutang. Lanjutkan pengalihan?',
  },
  'wholesale.unfinishedCollection': {
    'zh-CN': '客户“{name}”存在未完成的收款单{billNo}，请先完成收款。是否继续转单？',
    'en-US': 'Customer "{name}" has collection {billNo} not yet completed; complete it first. Continue the transfer?',
    'id-ID': 'Pelanggan "{name}" memiliki penerimaan {billNo} yang belum selesai; selesaikan dahulu. Lanjutkan pengalihan?',
  },
  'wholesale.returnDiscountNeedsAuth': {
    'zh-CN': '第{line}行退货折扣{percent}%超过您的退货折扣上限{cap}%，需输入折扣授权码',
    'en-US':
      'Line {line}: a return discount of {percent}% is above your return discount cap of {cap}%; a discount authorization code is needed',
    'id-ID': 'Baris {line}: diskon retur {percent}% melebihi batas diskon retur Anda {cap}%; diperlukan kode otorisasi diskon',
  },
  'wholesale.discountAuthWrong': {
    'zh-CN': '授权人工号或折扣授权码不正确',
    'en-US': 'The authorizer’s employee number or discount authorization code is not correct',
    'id-ID': 'Nomor karyawan pemberi otorisasi atau kode otorisasi diskon salah',
  },
  'wholesale.discountAuthCapTooLow': {
    'zh-CN': '授权人{name}的退货折扣上限为{cap}%，不能授权{percent}%的折扣',
    'en-US': '{name}’s return discount cap is {cap}%: they cannot authorize a discount of {percent}%',
    'id-ID': 'Batas diskon retur {name} adalah {cap}%: tidak dapat mengotorisasi diskon {percent}%',
  },
  'wholesale.discountAboveCap': {
    'zh-CN': '第{line}行折扣{percent}%超过您的销售折扣上限{cap}%',
    'en-US': 'Line {line}: a discount of {percent}% is above your sales discount cap of {cap}%',
    'id-ID': 'Baris {line}: diskon {percent}% melebihi batas diskon penjualan Anda {cap}%',
  },
  'wholesale.noPartialTransfer': {
    'zh-CN': '没有部分转单权限',
    'en-US': 'No partial transfer permission',
    'id-ID': 'Tidak ada izin untuk pengalihan sebagian',
  },
  'wholesale.notALineOfOrder': {
    'zh-CN': '所选行不属于批发订单{billNo}',
    'en-US': 'The line is not a line of sale order {billNo}',
    'id-ID': 'Baris tersebut bukan baris pesanan grosir {billNo}',
  },
  'wholesale.transferAboveRemaining': {
    'zh-CN': '批发订单{billNo}第{lineNo}行本次转单数量{qty}超过未转数量{remaining}',
    'en-US': 'Sale order {billNo} line {lineNo}: {qty} is more than the {remaining} still to transfer',
    'id-ID': 'Pesanan grosir {billNo} baris {lineNo}: {qty} melebihi sisa {remaining} yang belum dialihkan',
  },
  'wholesale.combineNotReviewed': {
    'zh-CN': '批发订单{billNo}当前为{status}状态，已关闭或未审核的订单不能合并转单',
    'en-US': 'Sale order {billNo} is {status}: closed or unreviewed orders cannot be combined and transferred',
    'id-ID': 'Pesanan grosir {billNo} berstatus {status}: pesanan yang ditutup atau belum ditinjau tidak dapat digabung dan dialihkan',
  },
  'wholesale.combineCustomers': {
    'zh-CN': '所选订单属于多个客户，只能合并同一客户的订单',
    'en-US': 'The orders belong to more than one customer: only orders of one customer can be combined',
    'id-ID': 'Pesanan milik lebih dari satu pelanggan: hanya pesanan dari satu pelanggan yang dapat digabung',
  },
  'wholesale.combineWarehouses': {
    'zh-CN': '所选订单的发货仓库不同，不能合并转单',
    'en-US': 'The orders ship from different warehouses and cannot be combined into one sale',
    'id-ID': 'Pesanan dikirim dari gudang yang berbeda dan tidak dapat digabung menjadi satu penjualan',
  },
  'wholesale.customerSwitchManualOnly': {
    'zh-CN': '仅手工新增的订单可以更换客户',
    'en-US': 'Only manually added orders may change the customer',
    'id-ID': 'Hanya pesanan yang ditambahkan secara manual yang dapat mengganti pelanggan',
  },
  'wholesale.importCustomerUnknown': {
    'zh-CN': '客户编码{code}不存在或不属于当前业务组织',
    'en-US': 'Customer code {code} does not exist in this business group',
    'id-ID': 'Kode pelanggan {code} tidak ada di organisasi bisnis ini',
  },
  'wholesale.importCustomerDisabled': {
    'zh-CN': '客户{name}不是正常状态，请先启用',
    'en-US': 'Customer {name} is not active: enable it first',
    'id-ID': 'Pelanggan {name} tidak aktif: aktifkan terlebih dahulu',
  },
  'wholesale.importWarehouseUnknown': {
    'zh-CN': '仓库编码{code}不存在或不属于当前业务组织',
    'en-US': 'Warehouse code {code} does not exist in this business group',
    'id-ID': 'Kode gudang {code} tidak ada di organisasi bisnis ini',
  },
  'wholesale.importWarehouseDisabled': {
    'zh-CN': '仓库{name}已停用',
    'en-US': 'Warehouse {name} is disabled',
    'id-ID': 'Gudang {name} dinonaktifkan',
  },
  'wholesale.importNoDefaultWarehouse': {
    'zh-CN': '未填写仓库编码，且当前业务组织没有默认销售仓库',
    'en-US': 'No warehouse code, and this business group has no default sale warehouse',
    'id-ID': 'Kode gudang kosong, dan organisasi bisnis ini tidak memiliki gudang penjualan bawaan',
  },
  'wholesale.importSkuUnknown': {
    'zh-CN': '商品编码或条码{code}不存在',
    'en-US': 'No goods with SKU code or barcode {code}',
    'id-ID': 'Tidak ada barang dengan kode SKU atau barcode {code}',
  },
  'wholesale.importSkuDisabled': {
    'zh-CN': '商品{code}（{name}）已停用',
    'en-US': 'SKU {code} ({name}) is disabled',
    'id-ID': 'SKU {code} ({name}) dinonaktifkan',
  },
  'wholesale.importQtyFormat': {
    'zh-CN': '数量须为大于0的数字，最多4位小数',
    'en-US': 'The quantity must be a number above 0 with at most 4 decimals',
    'id-ID': 'Jumlah harus berupa angka di atas 0 dengan paling banyak 4 desimal',
  },
  'wholesale.importPriceFormat': {
    'zh-CN': '单价须为0或以上的数字，最多6位小数',
    'en-US': 'The price must be a number of 0 or more with at most 6 decimals',
    'id-ID': 'Harga harus berupa angka 0 atau lebih dengan paling banyak 6 desimal',
  },
  'wholesale.importGiftFormat': {
    'zh-CN': '是否赠品须填"是"或"否"',
    'en-US': 'Gift must be yes or no',
    'id-ID': 'Hadiah harus ya atau tidak',
  },
  'wholesale.importSourceFormat': {
    'zh-CN': '销售来源须为门店、电销、线上自营或线上代运营之一',
    'en-US': 'The sale source must be one of In store, Telesales, Online (self-run), Online (delegated)',
    'id-ID': 'Sumber penjualan harus salah satu dari Di toko, Penjualan telepon, Online (dikelola sendiri), Online (dikelola mitra)',
  },
  'wholesale.importGiftPrice': {
    'zh-CN': '赠品行单价须为0',
    'en-US': 'A gift line is priced at 0',
    'id-ID': 'Baris hadiah berharga 0',
  },
  'wholesale.importPriceMissing': {
    'zh-CN': '商品{code}没有可用的销售价格，请填写单价',
    'en-US': 'Nothing prices SKU {code} for this customer: fill in the price',
    'id-ID': 'Tidak ada harga untuk SKU {code} bagi pelanggan ini: isi harganya',
  },
  'wholesale.importZeroPrice': {
    'zh-CN': '业务配置不允许零单价（赠品除外）',
    'en-US': 'The business configuration does not allow a zero price (gifts aside)',
    'id-ID': 'Konfigurasi bisnis tidak mengizinkan harga nol (kecuali hadiah)',
  },
  'wholesale.importOrderMixed': {
    'zh-CN': '同一客户同一订单号的行须为同一销售来源和仓库',
    'en-US': 'The rows of one customer and order ref must have the same sale source and warehouse',
    'id-ID': 'Baris dari satu pelanggan dan referensi pesanan harus memiliki sumber penjualan dan gudang yang sama',
  },
  'wholesale.importDuplicateSku': {
    'zh-CN': '同一订单中商品{code}重复',
    'en-US': 'SKU {code} appears twice in one order',
    'id-ID': 'SKU {code} muncul dua kali dalam satu pesanan',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof WHOLESALE_MESSAGES, Text> {}
}
