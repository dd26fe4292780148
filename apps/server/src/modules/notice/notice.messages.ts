import type { Text } from '../../platform/i18n/messages';

export const NOTICE_MESSAGES = {
  'notice.groupOutside': {
    'zh-CN': '通知范围只能是本组织及其下属经销商',
    'en-US': 'The business groups must be this one or its dealers',
    'id-ID': 'Unit bisnis harus unit ini atau dealernya',
  },
  'notice.roleOutside': {
    'zh-CN': '所选角色不存在或不属于本组织',
    'en-US': 'A chosen role does not exist or belongs to another business group',
    'id-ID': 'Peran yang dipilih tidak ada atau milik unit bisnis lain',
  },
  'notice.attachmentUnknown': {
    'zh-CN': '附件不存在或不属于当前业务组织，请重新上传',
    'en-US': 'An attachment does not exist or belongs to another business group; upload it again',
    'id-ID': 'Lampiran tidak ada atau milik unit bisnis lain; unggah ulang',
  },
  'notice.noRecipients': {
    'zh-CN': '通知范围内没有启用的员工',
    'en-US': 'No enabled employee is in this scope',
    'id-ID': 'Tidak ada karyawan aktif dalam cakupan ini',
  },
  'notice.contentTooLong': {
    'zh-CN': '通知内容过长，请精简后再发布',
    'en-US': 'The notice text is too long; shorten it and publish again',
    'id-ID': 'Isi pengumuman terlalu panjang; persingkat lalu terbitkan lagi',
  },
  'notice.pickNotices': {
    'zh-CN': '请选择要标记为已读的通知',
    'en-US': 'Pick the notices to mark as read',
    'id-ID': 'Pilih pemberitahuan yang akan ditandai sudah dibaca',
  },
  'notice.remind.reviewWaiting.title': {
    'zh-CN': '您有 {count} 张单据待审核',
    'en-US': '{count} documents are waiting for your review',
    'id-ID': '{count} dokumen menunggu tinjauan Anda',
  },
  'notice.remind.reviewWaiting.content': {
    'zh-CN': '有 {count} 张草稿单据由他人创建、等待审核，请在各单据列表中筛选“草稿”状态处理。',
    'en-US': '{count} draft documents written by others are waiting for review; filter the document lists by the Draft status.',
    'id-ID': '{count} dokumen draf buatan orang lain menunggu tinjauan; saring daftar dokumen dengan status Draf.',
  },
  'notice.remind.lowStock.title': {
    'zh-CN': '{count} 个商品库存低于补货下限',
    'en-US': 'SKUs below the replenishment lower limit: {count}',
    'id-ID': 'SKU di bawah batas bawah pengisian ulang: {count}',
  },
  'notice.remind.lowStock.content': {
    'zh-CN': '{count} 个商品的可用库存低于日均销量 × 补货下限天数，请查看补货建议并及时采购。',
    'en-US':
      'For {count} SKUs, available stock is below the average daily sale times the replenishment lower days; see the replenishment suggestions.',
    'id-ID': 'Untuk {count} SKU, stok tersedia di bawah rata-rata penjualan harian dikali hari batas bawah; lihat saran pengisian ulang.',
  },
  'notice.remind.receivableDue.title': {
    'zh-CN': '应收款提醒：逾期 {overdue} 笔，{days} 天内到期 {due} 笔',
    'en-US': 'Receivables: {overdue} overdue, {due} due within {days} days',
    'id-ID': 'Piutang: {overdue} lewat jatuh tempo, {due} jatuh tempo dalam {days} hari',
  },
  'notice.remind.receivableDue.content': {
    'zh-CN': '逾期 {overdue} 笔、{days} 天内到期 {due} 笔，未收金额合计 {amount}，请及时催收。',
    'en-US': '{overdue} overdue and {due} due within {days} days, {amount} open in total; follow up the collections.',
    'id-ID': '{overdue} lewat jatuh tempo dan {due} jatuh tempo dalam {days} hari, total terbuka {amount}; tindak lanjuti penagihan.',
  },
  'notice.remind.customerStopped.title': {
    'zh-CN': '客户“{name}”已停止合作',
    'en-US': 'Customer {name} has been stopped',
    'id-ID': 'Pelanggan {name} telah dihentikan',
  },
  'notice.remind.customerStopped.content': {
    'zh-CN': '客户“{name}”的状态已改为停止或关闭，不能再为其开单。',
    'en-US': 'The status of customer {name} is now stopped or closed; no new sales can be made to it.',
    'id-ID': 'Status pelanggan {name} kini dihentikan atau ditutup; tidak ada penjualan baru yang dapat dibuat.',
  },
  'notice.remind.excelDone.title': {
    'zh-CN': '导入导出任务已完成：{file}',
    'en-US': 'Your import or export has finished: {file}',
    'id-ID': 'Impor atau ekspor Anda selesai: {file}',
  },
  'notice.remind.excelFailed.title': {
    'zh-CN': '导入导出任务失败：{file}',
    'en-US': 'Your import or export has failed: {file}',
    'id-ID': 'Impor atau ekspor Anda gagal: {file}',
  },
  'notice.remind.excelDone.content': {
    'zh-CN': '任务“{file}”已结束，请到下载中心查看结果。',
    'en-US': 'The task {file} has ended; see its result in the download center.',
    'id-ID': 'Tugas {file} telah berakhir; lihat hasilnya di pusat unduhan.',
  },
} satisfies Record<string, Text>;

export type NoticeMessageKey = keyof typeof NOTICE_MESSAGES;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof NOTICE_MESSAGES, Text> {}
}
