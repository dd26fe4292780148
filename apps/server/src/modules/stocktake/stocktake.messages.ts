import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

export const STOCKTAKE_MESSAGES = {
  'stocktake.frozen': {
    'zh-CN': '仓库{warehouse}正在盘点（盘点任务{billNo}，已冻结），商品{sku}不能出入库，请等盘点任务完成后再操作',
    'en-US': 'Warehouse {warehouse} is being counted (stocktaking task {billNo}, frozen): {sku} cannot move until the task is complete',
    'id-ID': 'Gudang {warehouse} sedang dihitung (tugas stock opname {billNo}, dibekukan): {sku} tidak dapat bergerak sampai tugas selesai',
  },
  'stocktake.status': {
    'zh-CN': '盘点任务{billNo}当前为“{status}”，不能{action}',
    'en-US': 'Stocktaking task {billNo} is {status}: it cannot be {action}',
    'id-ID': 'Tugas stock opname {billNo} berstatus {status}: tidak dapat {action}',
  },
  'stocktake.stale': {
    'zh-CN': '{billNo}已被他人修改，请刷新后重试',
    'en-US': '{billNo} was changed by someone else: reload it and try again',
    'id-ID': '{billNo} telah diubah orang lain: muat ulang dan coba lagi',
  },
  'stocktake.outOfScope': {
    'zh-CN': '商品{sku}不在盘点任务{billNo}的盘点范围内',
    'en-US': '{sku} is outside the scope of stocktaking task {billNo}',
    'id-ID': '{sku} di luar cakupan tugas stock opname {billNo}',
  },
  'stocktake.locationOutOfScope': {
    'zh-CN': '库位{location}不在盘点任务{billNo}的盘点范围内',
    'en-US': 'Location {location} is outside the scope of stocktaking task {billNo}',
    'id-ID': 'Lokasi {location} di luar cakupan tugas stock opname {billNo}',
  },
  'stocktake.unknownCode': {
    'zh-CN': '条码或商品编码“{code}”找不到对应商品',
    'en-US': 'No product has the barcode or code “{code}”',
    'id-ID': 'Tidak ada produk dengan barcode atau kode “{code}”',
  },
  'stocktake.noRecheckLines': {
    'zh-CN': '盘点任务{billNo}没有盘点差异，无需复盘',
    'en-US': 'Stocktaking task {billNo} has no differences: there is nothing to recount',
    'id-ID': 'Tugas stock opname {billNo} tidak memiliki selisih: tidak ada yang perlu dihitung ulang',
  },
  'stocktake.recheckOnly': {
    'zh-CN': '复盘单只能录入差异商品，{sku}不在复盘单中',
    'en-US': 'A recount sheet counts only the goods with differences: {sku} is not on it',
    'id-ID': 'Lembar hitung ulang hanya untuk barang yang berselisih: {sku} tidak ada di dalamnya',
  },
  'stocktake.file.columns': {
    'zh-CN': '盘点文件须有“商品编码”或“条码”列以及“数量”列（“库位”可选）',
    'en-US': 'The counting file needs a “SKU code” or “Barcode” column and a “Quantity” column (“Location” optional)',
    'id-ID': 'File hitung memerlukan kolom “Kode SKU” atau “Barcode” dan kolom “Jumlah” (“Lokasi” opsional)',
  },
  'stocktake.file.unknownCode': {
    'zh-CN': '盘点文件第{row}行：条码或商品编码“{code}”找不到对应商品',
    'en-US': 'Counting file row {row}: no product has the barcode or code “{code}”',
    'id-ID': 'File hitung baris {row}: tidak ada produk dengan barcode atau kode “{code}”',
  },
  'stocktake.file.badQty': {
    'zh-CN': '盘点文件第{row}行：数量“{value}”须为不小于0的数字（最多4位小数）',
    'en-US': 'Counting file row {row}: quantity “{value}” must be a number not below 0 (at most 4 decimals)',
    'id-ID': 'File hitung baris {row}: jumlah “{value}” harus angka tidak kurang dari 0 (paling banyak 4 desimal)',
  },
  'stocktake.file.noCode': {
    'zh-CN': '盘点文件第{row}行：缺少商品编码或条码',
    'en-US': 'Counting file row {row}: the SKU code or barcode is missing',
    'id-ID': 'File hitung baris {row}: kode SKU atau barcode tidak ada',
  },
  'stocktake.file.empty': {
    'zh-CN': '盘点文件没有数据行',
    'en-US': 'The counting file has no rows',
    'id-ID': 'File hitung tidak memiliki baris',
  },
  'stocktake.file.unreadable': {
    'zh-CN': '只能上传.xlsx格式的盘点文件',
    'en-US': 'Only .xlsx counting files can be uploaded',
    'id-ID': 'Hanya file hitung .xlsx yang dapat diunggah',
  },
  'stocktake.pda': {
    'zh-CN': '无需安装PDA应用：在浏览器的盘点单中用扫码枪或手机扫码即可盘点，也可上传盘点文件',
    'en-US': 'No PDA app is needed: count with a barcode scanner in the browser’s stocktaking sheet, or upload a counting file',
    'id-ID': 'Tidak perlu aplikasi PDA: hitung dengan pemindai barcode di lembar stock opname pada peramban, atau unggah file hitung',
  },
  'stocktake.action.complete': { 'zh-CN': '完成盘点', 'en-US': 'completed', 'id-ID': 'diselesaikan' },
  'stocktake.action.confirm': { 'zh-CN': '确认差异', 'en-US': 'confirmed', 'id-ID': 'dikonfirmasi' },
  'stocktake.action.terminate': { 'zh-CN': '终止', 'en-US': 'terminated', 'id-ID': 'dihentikan' },
  'stocktake.action.count': { 'zh-CN': '录入盘点数', 'en-US': 'counted', 'id-ID': 'dihitung' },
  'stocktake.status.IN_PROGRESS': { 'zh-CN': '盘点中', 'en-US': 'in progress', 'id-ID': 'sedang berjalan' },
  'stocktake.status.COMPLETE': { 'zh-CN': '盘点完成', 'en-US': 'complete', 'id-ID': 'selesai' },
  'stocktake.status.CONFIRMED': { 'zh-CN': '差异已确认', 'en-US': 'difference confirmed', 'id-ID': 'selisih dikonfirmasi' },
  'stocktake.status.TERMINATED': { 'zh-CN': '已终止', 'en-US': 'terminated', 'id-ID': 'dihentikan' },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof STOCKTAKE_MESSAGES, Text> {}
}
