import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

/** Messages of the basic-data services: dictionaries, currencies, rates, configuration, accounts. */
export const BASIC_DATA_MESSAGES = {
  'basic.field.currencyCode': { 'zh-CN': '币种编码', 'en-US': 'Currency code', 'id-ID': 'Kode mata uang' },
  'basic.field.effectiveDate': {
    'zh-CN': '该币种对在此生效日期的汇率',
    'en-US': 'The rate of this currency pair on',
    'id-ID': 'Kurs pasangan mata uang ini pada tanggal',
  },
  'basic.field.accountNo': { 'zh-CN': '银行账号', 'en-US': 'Account number', 'id-ID': 'Nomor rekening' },

  'basic.dict.unknownType': {
    'zh-CN': '字典类型“{code}”不存在',
    'en-US': 'Dictionary "{code}" does not exist',
    'id-ID': 'Kamus "{code}" tidak ada',
  },
  'basic.currency.unknown': {
    'zh-CN': '币种“{code}”不存在，请先在基础资料中新增',
    'en-US': 'Currency "{code}" does not exist; add it under basic data first',
    'id-ID': 'Mata uang "{code}" tidak ada; tambahkan dulu di data dasar',
  },
  'basic.currency.disabled': {
    'zh-CN': '币种“{code}”已停用，请先启用或选择其他币种',
    'en-US': 'Currency "{code}" is disabled; enable it or choose another currency',
    'id-ID': 'Mata uang "{code}" dinonaktifkan; aktifkan dulu atau pilih mata uang lain',
  },
  'basic.rate.notPositive': {
    'zh-CN': '汇率必须大于 0',
    'en-US': 'The exchange rate must be greater than 0',
    'id-ID': 'Kurs harus lebih besar dari 0',
  },
  'basic.rate.tooLarge': {
    'zh-CN': '汇率过大，整数部分最多 10 位',
    'en-US': 'The exchange rate is too large: at most 10 digits before the decimal point',
    'id-ID': 'Kurs terlalu besar: paling banyak 10 digit sebelum koma',
  },
  'basic.rate.samePair': {
    'zh-CN': '原币种和目标币种不能相同',
    'en-US': 'The two currencies must differ',
    'id-ID': 'Kedua mata uang harus berbeda',
  },
  'basic.rate.notFound': {
    'zh-CN': '未找到 {date} 生效的 {from} 兑 {to} 汇率，请先维护汇率',
    'en-US': 'No {from} to {to} exchange rate is in force on {date}; enter one first',
    'id-ID': 'Tidak ada kurs {from} ke {to} yang berlaku pada {date}; masukkan kurs terlebih dahulu',
  },
  'basic.config.versionConflict': {
    'zh-CN': '业务配置已被其他人修改，请刷新后重新保存',
    'en-US': 'Someone else changed the business configuration; refresh and save again',
    'id-ID': 'Orang lain telah mengubah konfigurasi bisnis; muat ulang lalu simpan lagi',
  },
  'basic.config.ratioRange': {
    'zh-CN': '超订上限比例须在 0 到 1 之间（如 0.10 表示 10%）',
    'en-US': 'The over-order ceiling ratio must be between 0 and 1 (0.10 means 10 %)',
    'id-ID': 'Rasio batas kelebihan pesanan harus antara 0 dan 1 (0,10 berarti 10 %)',
  },
  'basic.config.lowerAboveUpper': {
    'zh-CN': '补货下限天数（{lower}）不能大于上限天数（{upper}）',
    'en-US': 'Replenishment lower days ({lower}) cannot exceed upper days ({upper})',
    'id-ID': 'Hari batas bawah pengisian ({lower}) tidak boleh melebihi hari batas atas ({upper})',
  },
  'basic.config.reviewerRequired': {
    'zh-CN': '审核策略为“指定审核人”时，请至少选择一名审核人',
    'en-US': 'Choose at least one reviewer when the review policy is "designated reviewer"',
    'id-ID': 'Pilih setidaknya satu peninjau jika kebijakan tinjauan adalah "peninjau yang ditunjuk"',
  },
  'basic.config.reviewerNotInGroup': {
    'zh-CN': '员工 {id} 不属于当前业务组织，不能作为审核人',
    'en-US': 'Employee {id} does not belong to this business group and cannot be a reviewer',
    'id-ID': 'Karyawan {id} bukan anggota unit bisnis ini dan tidak dapat menjadi peninjau',
  },
  'basic.account.tooLong': {
    'zh-CN': '银行账号最多 {max} 位，当前 {length} 位',
    'en-US': 'An account number has at most {max} characters; this one has {length}',
    'id-ID': 'Nomor rekening paling banyak {max} karakter; yang ini {length}',
  },
  'basic.account.badCharacters': {
    'zh-CN': '银行账号只能包含数字、字母和“-”',
    'en-US': 'An account number may contain only digits, letters and "-"',
    'id-ID': 'Nomor rekening hanya boleh berisi angka, huruf, dan "-"',
  },
  'basic.accountType.BASIC': { 'zh-CN': '基本户', 'en-US': 'Basic account', 'id-ID': 'Rekening dasar' },
  'basic.accountType.GENERAL': { 'zh-CN': '一般户', 'en-US': 'General account', 'id-ID': 'Rekening umum' },
  'basic.accountType.TEMP': { 'zh-CN': '临时户', 'en-US': 'Temporary account', 'id-ID': 'Rekening sementara' },
  'basic.accountType.DESIGNATED': { 'zh-CN': '专用户', 'en-US': 'Special-purpose account', 'id-ID': 'Rekening khusus' },
  'basic.accountType.OTHER': { 'zh-CN': '其他', 'en-US': 'Other', 'id-ID': 'Lainnya' },
  'basic.status.ENABLE': { 'zh-CN': '已启用', 'en-US': 'Enabled', 'id-ID': 'Aktif' },
  'basic.status.DISABLE': { 'zh-CN': '已停用', 'en-US': 'Disabled', 'id-ID': 'Nonaktif' },
  'basic.export.companyAccount': { 'zh-CN': '公司账户', 'en-US': 'Company accounts', 'id-ID': 'Rekening perusahaan' },
  'basic.export.dictItem': { 'zh-CN': '数据字典', 'en-US': 'Dictionaries', 'id-ID': 'Kamus data' },
  'basic.export.currency': { 'zh-CN': '币种', 'en-US': 'Currencies', 'id-ID': 'Mata uang' },
  'basic.export.exchangeRate': { 'zh-CN': '汇率', 'en-US': 'Exchange rates', 'id-ID': 'Kurs' },
  'basic.export.geo': { 'zh-CN': '行政区划', 'en-US': 'Regions', 'id-ID': 'Wilayah' },
  'basic.geoLevel.COUNTRY': { 'zh-CN': '国家', 'en-US': 'Country', 'id-ID': 'Negara' },
  'basic.geoLevel.PROVINCE': { 'zh-CN': '省/州', 'en-US': 'Province', 'id-ID': 'Provinsi' },
  'basic.geoLevel.CITY': { 'zh-CN': '市', 'en-US': 'City', 'id-ID': 'Kota/Kabupaten' },
  'basic.geoLevel.DISTRICT': { 'zh-CN': '区/县', 'en-US': 'District', 'id-ID': 'Kecamatan' },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof BASIC_DATA_MESSAGES, Text> {}
}
