import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

/** The picking screen's messages (拣货装箱, spec §5 and §8). */
export const PICKING_MESSAGES = {
  'picking.alreadyStarted': {
    'zh-CN': '批发销售单{billNo}已开始拣货',
    'en-US': 'Picking of wholesale sale {billNo} has already started',
    'id-ID': 'Pengambilan barang penjualan grosir {billNo} sudah dimulai',
  },
  'picking.notReviewed': {
    'zh-CN': '批发销售单{billNo}不是已审核状态，不能拣货装箱',
    'en-US': 'Wholesale sale {billNo} is not reviewed: it cannot be picked or boxed',
    'id-ID': 'Penjualan grosir {billNo} belum ditinjau: tidak dapat diambil atau dikemas',
  },
  'picking.notStarted': {
    'zh-CN': '批发销售单{billNo}尚未开始拣货，请先点击“开始拣货”',
    'en-US': 'Picking of wholesale sale {billNo} has not started: start picking first',
    'id-ID': 'Pengambilan barang penjualan grosir {billNo} belum dimulai: mulai ambil barang dulu',
  },
  'picking.alreadyCompleted': {
    'zh-CN': '批发销售单{billNo}已拣货完成',
    'en-US': 'Picking of wholesale sale {billNo} is already complete',
    'id-ID': 'Pengambilan barang penjualan grosir {billNo} sudah selesai',
  },
  'picking.inProgress': {
    'zh-CN': '批发销售单{billNo}正在拣货，请先完成拣货再过账',
    'en-US': 'Wholesale sale {billNo} is being picked: complete picking before posting',
    'id-ID': 'Penjualan grosir {billNo} sedang diambil: selesaikan pengambilan sebelum posting',
  },
  'picking.requiredBeforePosting': {
    'zh-CN': '流程配置要求先拣货装箱：批发销售单{billNo}尚未拣货完成并装箱',
    'en-US': 'The process configuration requires picking and boxing: wholesale sale {billNo} is not yet picked and boxed',
    'id-ID': 'Konfigurasi proses mewajibkan pengambilan dan pengemasan: penjualan grosir {billNo} belum diambil dan dikemas',
  },
  'picking.stale': {
    'zh-CN': '批发销售单{billNo}已被他人修改，请刷新后重试',
    'en-US': 'Wholesale sale {billNo} was changed by someone else: reload and try again',
    'id-ID': 'Penjualan grosir {billNo} diubah orang lain: muat ulang lalu coba lagi',
  },
  'picking.noProduct': {
    'zh-CN': '未找到商品：{code}不是本单的商品',
    'en-US': 'No product found: {code} is not on this sale',
    'id-ID': 'Produk tidak ditemukan: {code} tidak ada di penjualan ini',
  },
  'picking.scanAmountWrong': {
    'zh-CN': '扫码数量不正确：{qty}',
    'en-US': 'Scan code incorrect amount: {qty}',
    'id-ID': 'Jumlah pindai tidak benar: {qty}',
  },
  'picking.lineUnknown': {
    'zh-CN': '该行不属于本单',
    'en-US': 'The line is not on this sale',
    'id-ID': 'Baris ini tidak ada di penjualan ini',
  },
  'picking.lineNotPicked': {
    'zh-CN': '第{line}行拣货数量为0：请拣货，或反审核后删除该行',
    'en-US': 'Line {line} has nothing picked: pick it, or reverse the review and remove the line',
    'id-ID': 'Baris {line} belum diambil sama sekali: ambil barangnya, atau batalkan tinjauan lalu hapus barisnya',
  },
  'picking.needsAuth': {
    'zh-CN': '第{line}行拣货数量{picked}与应拣数量{required}的差异超出您的拣货容差（少拣{under}%，多拣{over}%），需输入拣货授权码',
    'en-US':
      'Line {line}: picked {picked} of {required} is beyond your picking tolerance (under {under}%, over {over}%): a picking authorization code is needed',
    'id-ID':
      'Baris {line}: diambil {picked} dari {required} melebihi toleransi Anda (kurang {under}%, lebih {over}%): perlu kode otorisasi pengambilan',
  },
  'picking.authWrong': {
    'zh-CN': '授权人或拣货授权码不正确',
    'en-US': 'The authorizer or the picking authorization code is wrong',
    'id-ID': 'Pemberi otorisasi atau kode otorisasi pengambilan salah',
  },
  'picking.reasonRequired': {
    'zh-CN': '拣货差异需填写原因',
    'en-US': 'A reason for the picking difference is required',
    'id-ID': 'Alasan selisih pengambilan wajib diisi',
  },
  'picking.boxBeforePicked': {
    'zh-CN': '批发销售单{billNo}尚未拣货完成，不能装箱',
    'en-US': 'Wholesale sale {billNo} is not yet picked: it cannot be boxed',
    'id-ID': 'Penjualan grosir {billNo} belum selesai diambil: tidak dapat dikemas',
  },
  'picking.packingCountsRequired': {
    'zh-CN': '装箱需填写箱数和标签数（大于0的整数）',
    'en-US': 'Boxing needs the box count and the label count (whole numbers above 0)',
    'id-ID': 'Pengemasan memerlukan jumlah kotak dan jumlah label (bilangan bulat lebih dari 0)',
  },
  'picking.labelCountTooMany': {
    'zh-CN': '每箱标签数最多{max}张',
    'en-US': 'At most {max} labels per box',
    'id-ID': 'Paling banyak {max} label per kotak',
  },
  'picking.boxNoBeyondCount': {
    'zh-CN': '箱号{boxNo}超出箱数{boxCount}',
    'en-US': 'Box {boxNo} is beyond the box count {boxCount}',
    'id-ID': 'Kotak {boxNo} melebihi jumlah kotak {boxCount}',
  },
  'picking.boxedNotPicked': {
    'zh-CN': '商品{sku}装箱数量{boxed}与拣货数量{picked}不一致',
    'en-US': 'Goods {sku}: boxed {boxed} differs from picked {picked}',
    'id-ID': 'Barang {sku}: dikemas {boxed} berbeda dari diambil {picked}',
  },
  'picking.notPickedPrint': {
    'zh-CN': '发货单{billNo}未拣货，不能打印',
    'en-US': 'Delivery {billNo} is not yet picked and cannot be printed',
    'id-ID': 'Pengiriman {billNo} belum diambil dan tidak dapat dicetak',
  },
  'picking.notPackedPrint': {
    'zh-CN': '发货单{billNo}尚未装箱，请先装箱（F2）再打印',
    'en-US': 'Delivery {billNo} is not yet boxed: box it (F2) before printing',
    'id-ID': 'Pengiriman {billNo} belum dikemas: kemas dulu (F2) sebelum mencetak',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof PICKING_MESSAGES, Text> {}
}
