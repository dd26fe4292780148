import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

export const PARTNER_MESSAGES = {
  'customer.codeTaken': {
    'zh-CN': '客户编码“{customerCode}”已存在',
    'en-US': 'Customer code "{customerCode}" already exists',
    'id-ID': 'Kode pelanggan "{customerCode}" sudah ada',
  },
  'customer.nameTaken': {
    'zh-CN': '客户名称“{customerName}”已存在',
    'en-US': 'Customer name "{customerName}" already exists',
    'id-ID': 'Nama pelanggan "{customerName}" sudah ada',
  },
  'customer.mainCodeUnknown': {
    'zh-CN': '主码“{mainCode}”对应的客户不存在',
    'en-US': 'No customer has the main code "{mainCode}"',
    'id-ID': 'Tidak ada pelanggan dengan kode induk "{mainCode}"',
  },
  'customer.mainCodeSelf': {
    'zh-CN': '主码不能填写客户自己的编码',
    'en-US': 'The main code cannot be the customer’s own code',
    'id-ID': 'Kode induk tidak boleh kode pelanggan itu sendiri',
  },
  'customer.mainCodeNested': {
    'zh-CN': '主码客户“{mainCode}”本身隶属于其他总店，请填写总店客户的编码',
    'en-US': 'Customer "{mainCode}" itself belongs to another head office; enter the head office’s code',
    'id-ID': 'Pelanggan "{mainCode}" sendiri termasuk kantor pusat lain; masukkan kode kantor pusatnya',
  },
  'customer.isHeadOffice': {
    'zh-CN': '该客户是其他客户的总店，不能再设置主码',
    'en-US': 'This customer is the head office of other customers and cannot have a main code',
    'id-ID': 'Pelanggan ini adalah kantor pusat pelanggan lain dan tidak boleh memiliki kode induk',
  },
  'customer.pricePolicyUnusable': {
    'zh-CN': '价格政策不存在、不属于当前业务组织或已停用',
    'en-US': 'The price policy does not exist, belongs to another business group or is disabled',
    'id-ID': 'Kebijakan harga tidak ada, milik unit bisnis lain, atau dinonaktifkan',
  },
  'customer.salespersonUnknown': {
    'zh-CN': '业务员不存在或不属于当前业务组织',
    'en-US': 'The salesperson does not exist or does not belong to this business group',
    'id-ID': 'Tenaga penjualan tidak ada atau bukan anggota unit bisnis ini',
  },
  'customer.addressUnknown': {
    'zh-CN': '收货地址不存在或不属于该客户',
    'en-US': 'The delivery address does not exist or belongs to another customer',
    'id-ID': 'Alamat pengiriman tidak ada atau milik pelanggan lain',
  },
  'customer.defaultAddressOne': {
    'zh-CN': '每个客户只能有一个默认收货地址',
    'en-US': 'A customer can have only one default delivery address',
    'id-ID': 'Pelanggan hanya boleh memiliki satu alamat pengiriman utama',
  },
  'customer.closedFinal': {
    'zh-CN': '客户“{name}”已永久关闭，不能修改或重新启用',
    'en-US': 'Customer "{name}" is permanently closed and cannot be changed or reopened',
    'id-ID': 'Pelanggan "{name}" sudah ditutup permanen dan tidak dapat diubah atau dibuka kembali',
  },
  'customer.disabledEnableFirst': {
    'zh-CN': '客户“{name}”已停用，请先启用',
    'en-US': 'Customer "{name}" is disabled; enable it first',
    'id-ID': 'Pelanggan "{name}" dinonaktifkan; aktifkan terlebih dahulu',
  },
  'supplier.codeTaken': {
    'zh-CN': '供应商编码“{supplierCode}”已存在',
    'en-US': 'Supplier code "{supplierCode}" already exists',
    'id-ID': 'Kode pemasok "{supplierCode}" sudah ada',
  },
  'supplier.nameTaken': {
    'zh-CN': '供应商名称“{supplierName}”已存在',
    'en-US': 'Supplier name "{supplierName}" already exists',
    'id-ID': 'Nama pemasok "{supplierName}" sudah ada',
  },
  'supplier.disabledEnableFirst': {
    'zh-CN': '供应商“{name}”已停用，请先启用',
    'en-US': 'Supplier "{name}" is disabled; enable it first',
    'id-ID': 'Pemasok "{name}" dinonaktifkan; aktifkan terlebih dahulu',
  },
  'partner.import.yesNo': {
    'zh-CN': '请填写“是”或“否”',
    'en-US': 'Enter Yes or No',
    'id-ID': 'Isi Ya atau Tidak',
  },
  'partner.import.customerType': {
    'zh-CN': '客户类型须为：样板店、办公、普通门店',
    'en-US': 'The customer type must be Model store, Office or General shop',
    'id-ID': 'Jenis pelanggan harus Toko model, Kantor, atau Toko umum',
  },
  'partner.import.rebateType': {
    'zh-CN': '返利类型须为：现返、周期返利',
    'en-US': 'The rebate type must be Cash back or Periodic',
    'id-ID': 'Jenis rabat harus Cashback atau Berkala',
  },
  'partner.import.taxpayerType': {
    'zh-CN': '纳税人类型须为：一般纳税人、小规模纳税人、个体工商户、自然人',
    'en-US': 'The taxpayer type must be General taxpayer, Small-scale taxpayer, Self-employed business or Individual',
    'id-ID': 'Jenis wajib pajak harus Wajib pajak umum, Wajib pajak skala kecil, Usaha perorangan, atau Orang pribadi',
  },
  'partner.import.supplierType': {
    'zh-CN': '供应商类型须为：普通供应商、关联供应商',
    'en-US': 'The supplier type must be Regular supplier or Affiliated supplier',
    'id-ID': 'Jenis pemasok harus Pemasok biasa atau Pemasok afiliasi',
  },
  'partner.import.addressIncomplete': {
    'zh-CN': '填写收货地址时，收货人、联系电话和详细地址均为必填',
    'en-US': 'A delivery address needs a recipient, a phone and the street address',
    'id-ID': 'Alamat pengiriman memerlukan penerima, telepon, dan alamat jalan',
  },
  'customer.documentAttached': {
    'zh-CN': '该文件已是客户附件，请重新上传',
    'en-US': 'This file is already attached to a customer; upload it again',
    'id-ID': 'Berkas ini sudah dilampirkan ke pelanggan; unggah ulang',
  },
  'customer.documentLimit': {
    'zh-CN': '每个客户最多 {max} 个附件，请先删除不需要的附件',
    'en-US': 'A customer can have at most {max} documents; remove one first',
    'id-ID': 'Satu pelanggan paling banyak {max} dokumen; hapus salah satu terlebih dahulu',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof PARTNER_MESSAGES, Text> {}
}
