import type { Language } from '@quire/contracts';
import type { Text } from '../platform/i18n/messages';

type T = Record<Language, string>;

/** Status and operation names (GLOSSARY.md), used as parameters of the messages below. */
const LABELS = {
  'document.status.DRAFT': { 'zh-CN': '草稿', 'en-US': 'draft', 'id-ID': 'draf' },
  'document.status.REVIEWED': { 'zh-CN': '已审核', 'en-US': 'reviewed', 'id-ID': 'sudah ditinjau' },
  'document.status.COMPLETE': { 'zh-CN': '已过账', 'en-US': 'posted', 'id-ID': 'sudah diposting' },
  'document.status.CLOSED': { 'zh-CN': '已关闭', 'en-US': 'closed', 'id-ID': 'ditutup' },
  'document.status.DISCARDED': { 'zh-CN': '已作废', 'en-US': 'voided', 'id-ID': 'dibatalkan' },
  'document.operation.SAVE': { 'zh-CN': '保存', 'en-US': 'save', 'id-ID': 'simpan' },
  'document.operation.REVIEW': { 'zh-CN': '审核', 'en-US': 'review', 'id-ID': 'tinjau' },
  'document.operation.COMPLETE': { 'zh-CN': '过账', 'en-US': 'post', 'id-ID': 'posting' },
  'document.operation.DECLINE': { 'zh-CN': '反审核', 'en-US': 'reverse the review of', 'id-ID': 'membatalkan tinjauan' },
  'document.operation.CLOSE': { 'zh-CN': '关闭', 'en-US': 'close', 'id-ID': 'tutup' },
  'document.operation.SETTLE_CLOSE': { 'zh-CN': '整单关闭', 'en-US': 'close the whole order', 'id-ID': 'tutup seluruh pesanan' },
  'document.operation.START_PICKING': { 'zh-CN': '开始拣货', 'en-US': 'start picking', 'id-ID': 'mulai picking' },
  'document.operation.DISCARD': { 'zh-CN': '作废', 'en-US': 'void', 'id-ID': 'batalkan' },
  'document.operation.REVERSE': { 'zh-CN': '红冲', 'en-US': 'reverse', 'id-ID': 'membalik' },
  'document.operation.DELETE': { 'zh-CN': '删除', 'en-US': 'delete', 'id-ID': 'hapus' },
} satisfies Record<string, T>;

export const DOCUMENT_MESSAGES = {
  ...LABELS,
  'document.versionConflict': {
    'zh-CN': '单据{billNo}已被他人修改，请刷新后重试',
    'en-US': 'Document {billNo} was changed by someone else; reload it and try again',
    'id-ID': 'Dokumen {billNo} telah diubah orang lain; muat ulang lalu coba lagi',
  },
  'document.versionRequired': {
    'zh-CN': '请提供单据版本号',
    'en-US': 'The version of the document you edited is required',
    'id-ID': 'Versi dokumen yang Anda ubah wajib diisi',
  },
  'document.alreadyInStatus': {
    'zh-CN': '单据{billNo}已是{status}状态，请勿重复操作',
    'en-US': 'Document {billNo} is already {status}; nothing was done twice',
    'id-ID': 'Dokumen {billNo} sudah {status}; tidak ada yang diproses dua kali',
  },
  'document.operationNotAllowed': {
    'zh-CN': '单据{billNo}当前为{status}状态，不能{operation}',
    'en-US': 'Document {billNo} is {status} and cannot {operation} now',
    'id-ID': 'Dokumen {billNo} berstatus {status} dan tidak dapat di-{operation} sekarang',
  },
  'document.reviewFirst': {
    'zh-CN': '单据{billNo}需先审核才能过账',
    'en-US': 'Document {billNo} must be reviewed before it is posted',
    'id-ID': 'Dokumen {billNo} harus ditinjau sebelum diposting',
  },
  'document.onlyDraftEditable': {
    'zh-CN': '单据{billNo}不是草稿，不能修改',
    'en-US': 'Document {billNo} is not a draft and cannot be edited',
    'id-ID': 'Dokumen {billNo} bukan draf dan tidak dapat diubah',
  },
  'document.onlyDraftDeletable': {
    'zh-CN': '单据{billNo}不是草稿，不能删除',
    'en-US': 'Document {billNo} is not a draft and cannot be deleted',
    'id-ID': 'Dokumen {billNo} bukan draf dan tidak dapat dihapus',
  },
  'document.reviewerIsAuthor': {
    'zh-CN': '审核人不能是制单人：单据{billNo}须由他人审核',
    'en-US': 'The author cannot review their own document {billNo}; another person must review it',
    'id-ID': 'Pembuat tidak boleh meninjau dokumennya sendiri {billNo}; orang lain harus meninjaunya',
  },
  'document.notDesignatedReviewer': {
    'zh-CN': '您不是指定审核人，不能审核单据{billNo}',
    'en-US': 'You are not a designated reviewer and cannot review document {billNo}',
    'id-ID': 'Anda bukan peninjau yang ditunjuk dan tidak dapat meninjau dokumen {billNo}',
  },
  'document.reviewCodeRequired': {
    'zh-CN': '请输入审核权限码',
    'en-US': 'Enter your review authority code',
    'id-ID': 'Masukkan kode otoritas tinjauan Anda',
  },
  'document.reviewCodeWrong': {
    'zh-CN': '审核权限码错误',
    'en-US': 'The review authority code is wrong',
    'id-ID': 'Kode otoritas tinjauan salah',
  },
  'document.noReviewCode': {
    'zh-CN': '您尚未设置审核权限码，请联系管理员',
    'en-US': 'You have no review authority code; ask the administrator to set one',
    'id-ID': 'Anda belum memiliki kode otoritas tinjauan; minta administrator untuk mengaturnya',
  },
  'document.notReversible': {
    'zh-CN': '单据{billNo}不支持红冲',
    'en-US': 'Document {billNo} cannot be reversed',
    'id-ID': 'Dokumen {billNo} tidak dapat dibalik',
  },
  'document.reversalNotReversible': {
    'zh-CN': '单据{billNo}是红冲单，不能再次红冲',
    'en-US': 'Document {billNo} is itself a reversal and cannot be reversed',
    'id-ID': 'Dokumen {billNo} adalah dokumen pembalik dan tidak dapat dibalik lagi',
  },
  'document.alreadyReversed': {
    'zh-CN': '单据{billNo}已红冲（红冲单{reversal}），不能重复红冲',
    'en-US': 'Document {billNo} was already reversed ({reversal})',
    'id-ID': 'Dokumen {billNo} sudah dibalik ({reversal})',
  },
  'document.busy': {
    'zh-CN': '其他用户正在处理相同的商品，请稍后重试',
    'en-US': 'Someone else is posting the same goods right now; try again in a moment',
    'id-ID': 'Orang lain sedang memposting barang yang sama; coba lagi sebentar lagi',
  },
  'document.idempotencyConflict': {
    'zh-CN': '该请求标识（Idempotency-Key）已用于另一次不同内容的提交',
    'en-US': 'This Idempotency-Key was already used for a different request',
    'id-ID': 'Idempotency-Key ini sudah dipakai untuk permintaan yang berbeda',
  },
  'document.idempotencyKeyInvalid': {
    'zh-CN': 'Idempotency-Key 须为 1–128 个可见字符',
    'en-US': 'The Idempotency-Key must be 1–128 visible characters',
    'id-ID': 'Idempotency-Key harus 1–128 karakter terlihat',
  },
  'document.idRequired': {
    'zh-CN': '请指定要修改的单据',
    'en-US': 'Say which document to edit',
    'id-ID': 'Sebutkan dokumen yang akan diubah',
  },
  'document.sourceLineInvalid': {
    'zh-CN': '来源单据行无效：须为本业务组织已审核的来源单据中同一商品的行{billNo}',
    'en-US':
      'The source line is not valid: it must be a line of the same product on a reviewed source document of this business group {billNo}',
    'id-ID':
      'Baris sumber tidak valid: harus baris produk yang sama pada dokumen sumber yang sudah ditinjau di organisasi bisnis ini {billNo}',
  },
  'document.overFulfilled': {
    'zh-CN': '超出来源单据{billNo}第{lineNo}行的可执行数量，剩余可执行{remaining}',
    'en-US': 'More than line {lineNo} of {billNo} allows: {remaining} remain',
    'id-ID': 'Melebihi yang diizinkan baris {lineNo} dari {billNo}: tersisa {remaining}',
  },
  'document.hasDownstreamReverse': {
    'zh-CN': '单据{billNo}已有下游单据{downstream}，不能红冲',
    'en-US': 'Document {billNo} already has a downstream document ({downstream}); it cannot be reversed',
    'id-ID': 'Dokumen {billNo} sudah memiliki dokumen lanjutan ({downstream}); tidak dapat dibatalkan',
  },
  'document.hasDownstream': {
    'zh-CN': '单据{billNo}已有下游单据{downstream}，不能反审核',
    'en-US': 'Document {billNo} already has a downstream document ({downstream}); its review cannot be reversed',
    'id-ID': 'Dokumen {billNo} sudah memiliki dokumen lanjutan ({downstream}); tinjauannya tidak dapat dibatalkan',
  },
  'checkout.dayClosed': {
    'zh-CN': '{last}及之前的日期已日结，不能再新增、修改、审核、红冲或过账日期为{date}的单据',
    'en-US':
      'Days up to {last} are closed (daily checkout): a document dated {date} can no longer be created, changed, reviewed, reversed or posted',
    'id-ID':
      'Hari sampai {last} sudah ditutup (tutup harian): dokumen bertanggal {date} tidak dapat lagi dibuat, diubah, ditinjau, dibalik atau diposting',
  },
  'checkout.futureDay': {
    'zh-CN': '不能日结未来的日期{date}',
    'en-US': 'A future day ({date}) cannot be closed',
    'id-ID': 'Hari yang akan datang ({date}) tidak dapat ditutup',
  },
  'checkout.nothingToReopen': {
    'zh-CN': '没有已日结的日期',
    'en-US': 'No day has been closed',
    'id-ID': 'Belum ada hari yang ditutup',
  },
  'checkout.reopenNotLatest': {
    'zh-CN': '只能从最近的日结日期（{latest}）开始反日结',
    'en-US': 'Days reopen from the latest closed day ({latest}) backwards',
    'id-ID': 'Hari dibuka kembali mulai dari hari terakhir yang ditutup ({latest}) ke belakang',
  },
} satisfies Record<string, T>;

declare module '../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof DOCUMENT_MESSAGES, Text> {}
}
