import type { Language } from '@quire/contracts';
import { EXCEL_MESSAGES } from '../excel/excel.messages';
import { FILE_MESSAGES } from '../files/file.messages';

export type Text = Record<Language, string>;

/**
 * Every message the server produces, in the three languages. Keys are namespaced; `{name}`
 * is replaced by the parameter of that name.
 */
const PLATFORM_MESSAGES = {
  'common.success': { 'zh-CN': '操作成功', 'en-US': 'Success', 'id-ID': 'Berhasil' },
  'common.validationFailed': {
    'zh-CN': '提交的数据有误，请检查标红的字段',
    'en-US': 'Some fields are invalid; please check the highlighted fields',
    'id-ID': 'Beberapa isian tidak valid; periksa isian yang ditandai',
  },
  'common.internal': {
    'zh-CN': '系统繁忙，请稍后重试',
    'en-US': 'Something went wrong. Please try again later.',
    'id-ID': 'Terjadi kesalahan. Silakan coba lagi nanti.',
  },
  'common.notFound': {
    'zh-CN': '数据不存在或已被删除',
    'en-US': 'The record does not exist or was deleted',
    'id-ID': 'Data tidak ada atau sudah dihapus',
  },
  'common.routeNotFound': { 'zh-CN': '接口不存在：{url}', 'en-US': 'No such endpoint: {url}', 'id-ID': 'Endpoint tidak ada: {url}' },
  'common.duplicate': {
    'zh-CN': '{field}“{value}”已存在',
    'en-US': '{field} "{value}" already exists',
    'id-ID': '{field} "{value}" sudah ada',
  },
  'common.inUse': {
    'zh-CN': '{name}正在使用中，不能删除',
    'en-US': '{name} is in use and cannot be deleted',
    'id-ID': '{name} sedang digunakan dan tidak dapat dihapus',
  },
  'common.payloadTooLarge': {
    'zh-CN': '请求数据过大，超出本接口允许的大小',
    'en-US': 'The request is larger than this call accepts',
    'id-ID': 'Permintaan lebih besar dari yang diterima panggilan ini',
  },
  'common.badGzip': {
    'zh-CN': '压缩数据无法解析',
    'en-US': 'The compressed body could not be read',
    'id-ID': 'Isi terkompresi tidak dapat dibaca',
  },
  'common.tooDeep': {
    'zh-CN': '请求数据嵌套层级过深（最多 {max} 层）',
    'en-US': 'The request is nested too deeply (at most {max} levels)',
    'id-ID': 'Permintaan bersarang terlalu dalam (paling banyak {max} tingkat)',
  },
  'common.nulCharacter': {
    'zh-CN': '内容含有不允许的空字符',
    'en-US': 'Contains a NUL character, which is not allowed',
    'id-ID': 'Berisi karakter NUL yang tidak diizinkan',
  },
  'common.badCharacter': {
    'zh-CN': '内容含有无法识别的字符',
    'en-US': 'Contains a character that is not valid text',
    'id-ID': 'Berisi karakter yang bukan teks yang valid',
  },
  'common.badJson': {
    'zh-CN': '请求数据格式错误',
    'en-US': 'The request body is not valid JSON',
    'id-ID': 'Isi permintaan bukan JSON yang valid',
  },
  'auth.loginFailed': {
    'zh-CN': '工号或密码错误，或账号已停用、暂时锁定；多次输错请 15 分钟后再试，或联系管理员',
    'en-US':
      'Wrong employee code or password, or the account is disabled or locked for now; after repeated failures wait 15 minutes or contact the administrator',
    'id-ID':
      'Kode karyawan atau kata sandi salah, atau akun dinonaktifkan atau dikunci sementara; setelah beberapa kali gagal tunggu 15 menit atau hubungi administrator',
  },
  'auth.registerThrottled': {
    'zh-CN': '注册过于频繁，请一小时后再试',
    'en-US': 'Too many registrations from this address; try again in an hour',
    'id-ID': 'Terlalu banyak pendaftaran dari alamat ini; coba lagi dalam satu jam',
  },
  'auth.loginFailedRemaining': {
    'zh-CN': '工号或密码错误，再错 {remaining} 次账号将被锁定 {minutes} 分钟',
    'en-US': 'Wrong employee code or password; {remaining} more failures will lock the account for {minutes} minutes',
    'id-ID': 'Kode karyawan atau kata sandi salah; {remaining} kali lagi gagal akun akan dikunci {minutes} menit',
  },
  'auth.locked': {
    'zh-CN': '密码错误次数过多，账号已锁定，请 {minutes} 分钟后再试',
    'en-US': 'Too many wrong passwords: the account is locked; try again in {minutes} minutes',
    'id-ID': 'Terlalu banyak kata sandi salah: akun dikunci; coba lagi dalam {minutes} menit',
  },
  'auth.disabled': {
    'zh-CN': '账号已停用，请联系管理员',
    'en-US': 'This account is disabled; contact the administrator',
    'id-ID': 'Akun ini dinonaktifkan; hubungi administrator',
  },
  'auth.addressThrottled': {
    'zh-CN': '登录尝试过于频繁，请稍后再试',
    'en-US': 'Too many login attempts from this address; try again later',
    'id-ID': 'Terlalu banyak percobaan masuk dari alamat ini; coba lagi nanti',
  },
  'auth.passwordChangeRequired': {
    'zh-CN': '为了账号安全，请先修改密码再继续操作',
    'en-US': 'For your account’s safety, change your password before you continue',
    'id-ID': 'Demi keamanan akun Anda, ubah kata sandi sebelum melanjutkan',
  },
  'auth.tokenMissing': { 'zh-CN': '请先登录', 'en-US': 'Please log in', 'id-ID': 'Silakan masuk' },
  'auth.tokenInvalid': {
    'zh-CN': '登录已失效，请重新登录',
    'en-US': 'Your session has expired; please log in again',
    'id-ID': 'Sesi Anda telah berakhir; silakan masuk kembali',
  },
  'auth.sessionEndedByPasswordChange': {
    'zh-CN': '密码已修改，请使用新密码重新登录',
    'en-US': 'The password was changed; log in again with the new password',
    'id-ID': 'Kata sandi telah diubah; masuk kembali dengan kata sandi baru',
  },
  'auth.signatureMissing': {
    'zh-CN': '请求缺少签名信息',
    'en-US': 'The request is not signed',
    'id-ID': 'Permintaan tidak ditandatangani',
  },
  'auth.signatureInvalid': {
    'zh-CN': '请求签名校验失败',
    'en-US': 'The request signature is invalid',
    'id-ID': 'Tanda tangan permintaan tidak valid',
  },
  'auth.timestampExpired': {
    'zh-CN': '请求已过期，请检查本机时间后重试',
    'en-US': 'The request has expired; check this computer’s clock and retry',
    'id-ID': 'Permintaan kedaluwarsa; periksa jam komputer ini lalu coba lagi',
  },
  'auth.nonceReplayed': {
    'zh-CN': '重复的请求已被拒绝',
    'en-US': 'A repeated request was refused',
    'id-ID': 'Permintaan berulang ditolak',
  },
  'auth.forbidden': {
    'zh-CN': '没有操作权限，请联系管理员',
    'en-US': 'You have no permission for this operation; contact the administrator',
    'id-ID': 'Anda tidak memiliki izin untuk operasi ini; hubungi administrator',
  },
  'auth.belongForbidden': {
    'zh-CN': '您不属于该业务组织',
    'en-US': 'You do not belong to this business group',
    'id-ID': 'Anda bukan anggota unit bisnis ini',
  },
  'password.policy': {
    'zh-CN': '新密码不符合安全规则，请重新输入（8-20位，须包含数字、大写字母、小写字母和特殊字符）',
    'en-US':
      'New password does not meet security rules, retry (8–20 characters with digits, upper case, lower case and special characters)',
    'id-ID':
      'Kata sandi baru tidak memenuhi aturan keamanan, coba lagi (8–20 karakter berisi angka, huruf besar, huruf kecil dan karakter khusus)',
  },
  'password.mismatch': {
    'zh-CN': '两次输入的密码不一致',
    'en-US': 'The two passwords do not match',
    'id-ID': 'Kedua kata sandi tidak sama',
  },
  'password.oldRequired': {
    'zh-CN': '请先输入原密码',
    'en-US': 'Enter the old password first',
    'id-ID': 'Masukkan kata sandi lama terlebih dahulu',
  },
  'password.oldWrong': { 'zh-CN': '原密码错误', 'en-US': 'The old password is wrong', 'id-ID': 'Kata sandi lama salah' },
  'password.sameAsOld': {
    'zh-CN': '新密码不能与原密码相同',
    'en-US': 'The new password must differ from the old one',
    'id-ID': 'Kata sandi baru harus berbeda dari yang lama',
  },
  'register.pending': {
    'zh-CN': '注册已提交，请等待管理员审核启用',
    'en-US': 'Registration submitted; an administrator will enable the account',
    'id-ID': 'Pendaftaran terkirim; administrator akan mengaktifkan akun',
  },
  'field.employeeNo': { 'zh-CN': '工号', 'en-US': 'Employee code', 'id-ID': 'Kode karyawan' },
  'field.code': { 'zh-CN': '编码', 'en-US': 'Code', 'id-ID': 'Kode' },
  'field.name': { 'zh-CN': '名称', 'en-US': 'Name', 'id-ID': 'Nama' },
  'deploy.DAILY_CLOSE': { 'zh-CN': '日结', 'en-US': 'End-of-day updates', 'id-ID': 'Pembaruan akhir hari' },
  'deploy.HOURLY': { 'zh-CN': '小时任务', 'en-US': 'Hourly updates', 'id-ID': 'Pembaruan per jam' },
  'deploy.ONE_KEY': { 'zh-CN': '一键生效', 'en-US': 'All pending updates', 'id-ID': 'Semua pembaruan tertunda' },
} satisfies Record<string, Text>;

type PlatformCatalog = Record<keyof typeof PLATFORM_MESSAGES | keyof typeof EXCEL_MESSAGES | keyof typeof FILE_MESSAGES, Text>;

/**
 * The message keys. The platform's are here; each floor above adds its own by declaration
 * merging next to its texts:
 *
 *   declare module '../../platform/i18n/messages' {
 *     interface MessageCatalog extends Record<keyof typeof USER_MESSAGES, Text> {}
 *   }
 *
 * and the composition root registers the texts (src/messages.ts), so the platform never
 * names what stands on it.
 */
export interface MessageCatalog extends PlatformCatalog {}

export type MessageKey = keyof MessageCatalog & string;

const registry: Record<string, Text> = { ...PLATFORM_MESSAGES, ...EXCEL_MESSAGES, ...FILE_MESSAGES };

/** Every registered message, read-only (what `translate` knows). */
export const MESSAGES: Readonly<Record<string, Text>> = registry;

/** Adds a floor's messages; a key registered twice with other texts is a programming error. */
export function registerMessages(messages: Readonly<Record<string, Text>>): void {
  for (const [key, text] of Object.entries(messages)) {
    const known = registry[key];
    if (known && known !== text) throw new Error(`message ${key} registered twice`);
    registry[key] = text;
  }
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(registry, value);
}

export function translate(lang: Language, key: MessageKey, params?: Record<string, unknown>): string {
  const entry = registry[key];
  const text: string = entry ? (entry[lang] ?? entry['zh-CN']) : key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) return `{${name}}`;
    const value = params[name];
    // A parameter that is itself a message key (a field label) is translated too.
    return typeof value === 'string' && isMessageKey(value) ? translate(lang, value) : String(value);
  });
}
