import type { Language } from '@quire/contracts';
import type { Text } from '../../platform/i18n/messages';

/** Messages of the product module: brands, categories, tax items, SKUs, packages, search. */
export const PRODUCT_MESSAGES = {
  'product.field.barcode': { 'zh-CN': '条码', 'en-US': 'Barcode', 'id-ID': 'Barcode' },
  'product.field.skuCode': { 'zh-CN': '商品编码', 'en-US': 'SKU code', 'id-ID': 'Kode barang' },
  'product.field.brandName': { 'zh-CN': '品牌名称', 'en-US': 'Brand name', 'id-ID': 'Nama merek' },
  'product.field.categoryName': { 'zh-CN': '同级分类名称', 'en-US': 'Category name at this level', 'id-ID': 'Nama kategori di level ini' },

  // ---- brands, categories, tax items --------------------------------------------------------
  'product.unknownBrand': {
    'zh-CN': '品牌 {id} 不存在或已被删除',
    'en-US': 'Brand {id} does not exist or was deleted',
    'id-ID': 'Merek {id} tidak ada atau sudah dihapus',
  },
  'product.brandDisabled': {
    'zh-CN': '品牌“{name}”已停用，请先启用或选择其他品牌',
    'en-US': 'Brand "{name}" is disabled; enable it or choose another brand',
    'id-ID': 'Merek "{name}" dinonaktifkan; aktifkan dulu atau pilih merek lain',
  },
  'product.unknownCategory': {
    'zh-CN': '商品分类 {id} 不存在或已被删除',
    'en-US': 'Category {id} does not exist or was deleted',
    'id-ID': 'Kategori {id} tidak ada atau sudah dihapus',
  },
  'product.categoryDisabled': {
    'zh-CN': '商品分类“{name}”已停用，请先启用或选择其他分类',
    'en-US': 'Category "{name}" is disabled; enable it or choose another category',
    'id-ID': 'Kategori "{name}" dinonaktifkan; aktifkan dulu atau pilih kategori lain',
  },
  'product.categoryTooDeep': {
    'zh-CN': '上级分类（parentId={parentId}）已是第 {max} 级，商品分类最多 {max} 级，不能再添加下级',
    'en-US': 'The parent category (parentId={parentId}) is already at level {max}; categories have at most {max} levels',
    'id-ID': 'Kategori induk (parentId={parentId}) sudah di level {max}; kategori paling banyak {max} level',
  },
  'product.categoryMoveTooDeep': {
    'zh-CN': '移动到上级分类（parentId={parentId}）后，“{name}”的下级将超过 {max} 级',
    'en-US': 'Under the parent category (parentId={parentId}), the subcategories of "{name}" would go beyond level {max}',
    'id-ID': 'Di bawah kategori induk (parentId={parentId}), subkategori "{name}" akan melebihi level {max}',
  },
  'product.categoryParentCycle': {
    'zh-CN': '上级分类不能是自身或自身的下级',
    'en-US': 'A category cannot be placed under itself or one of its subcategories',
    'id-ID': 'Kategori tidak dapat ditempatkan di bawah dirinya sendiri atau subkategorinya',
  },
  'product.categoryParentDisabled': {
    'zh-CN': '上级分类“{name}”已停用，请先启用上级分类',
    'en-US': 'The parent category "{name}" is disabled; enable it first',
    'id-ID': 'Kategori induk "{name}" dinonaktifkan; aktifkan dulu',
  },
  'product.categoryHasEnabledChildren': {
    'zh-CN': '分类“{name}”下还有启用的下级分类，请先停用下级分类',
    'en-US': 'Category "{name}" has enabled subcategories; disable them first',
    'id-ID': 'Kategori "{name}" masih memiliki subkategori aktif; nonaktifkan dulu',
  },
  'product.categoryHasEnabledSkus': {
    'zh-CN': '分类“{name}”下还有 {count} 个启用的商品，请先停用或调整这些商品的分类',
    'en-US': 'Category "{name}" still has {count} enabled SKUs; disable them or move them to another category first',
    'id-ID': 'Kategori "{name}" masih memiliki {count} barang aktif; nonaktifkan atau pindahkan dulu',
  },
  'product.unknownTaxItem': {
    'zh-CN': '税目 {id} 不存在',
    'en-US': 'Tax item {id} does not exist',
    'id-ID': 'Pos pajak {id} tidak ada',
  },
  'product.taxItemDisabled': {
    'zh-CN': '税目“{name}”已停用',
    'en-US': 'Tax item "{name}" is disabled',
    'id-ID': 'Pos pajak "{name}" dinonaktifkan',
  },

  // ---- SKU rules (spec §5) --------------------------------------------------------------
  'product.barcodeInvalid': {
    'zh-CN': '条码无效：须为 8、12、13 或 14 位商品条码且校验位正确（店内码请使用 20–29 开头的 EAN-13）',
    'en-US': 'Invalid barcode: use an 8, 12, 13 or 14-digit GTIN with a correct check digit (in-store codes: EAN-13 starting 20–29)',
    'id-ID':
      'Barcode tidak valid: gunakan GTIN 8, 12, 13 atau 14 digit dengan digit periksa yang benar (kode internal toko: EAN-13 berawalan 20–29)',
  },
  'product.barcodeRepeated': {
    'zh-CN': '条码在本商品中重复填写',
    'en-US': 'This barcode is entered twice for this SKU',
    'id-ID': 'Barcode ini diisi dua kali untuk barang ini',
  },
  'product.barcodeTaken': {
    'zh-CN': '条码“{value}”已被商品 {sku} 使用',
    'en-US': 'Barcode "{value}" is already used by SKU {sku}',
    'id-ID': 'Barcode "{value}" sudah dipakai oleh barang {sku}',
  },
  'product.delistingBeforeListing': {
    'zh-CN': '下市日期不能早于上市日期',
    'en-US': 'The delisting date cannot be before the listing date',
    'id-ID': 'Tanggal berhenti jual tidak boleh sebelum tanggal mulai jual',
  },
  'product.basePackageCount': {
    'zh-CN': '包装中必须有且只有一个换算系数为 1 的基本包装',
    'en-US': 'The packages must include exactly one base package with factor 1',
    'id-ID': 'Kemasan harus memiliki tepat satu kemasan dasar dengan faktor 1',
  },
  'product.baseUnitMismatch': {
    'zh-CN': '基本包装的单位必须与商品单位一致',
    'en-US': 'The base package must use the SKU’s unit',
    'id-ID': 'Kemasan dasar harus memakai satuan barang',
  },
  'product.packageUnitRepeated': {
    'zh-CN': '包装单位重复',
    'en-US': 'This package unit is entered twice',
    'id-ID': 'Satuan kemasan ini diisi dua kali',
  },
  'product.packageUnitTaken': {
    'zh-CN': '商品 {sku} 已有包装单位“{unit}”',
    'en-US': 'SKU {sku} already has a package in "{unit}"',
    'id-ID': 'Barang {sku} sudah memiliki kemasan "{unit}"',
  },
  'product.packageFactorBase': {
    'zh-CN': '换算系数为 1 的是基本包装，每个商品已有，请填写其他换算系数',
    'en-US': 'Factor 1 is the base package, which every SKU already has; enter another factor',
    'id-ID': 'Faktor 1 adalah kemasan dasar yang sudah dimiliki setiap barang; isi faktor lain',
  },
  'product.packageLimit': {
    'zh-CN': '商品 {sku} 最多可有 {max} 个包装',
    'en-US': 'SKU {sku} can have at most {max} packages',
    'id-ID': 'Barang {sku} paling banyak memiliki {max} kemasan',
  },
  'product.skuUnknown': {
    'zh-CN': '商品不存在或已被删除',
    'en-US': 'This SKU does not exist or was deleted',
    'id-ID': 'Barang ini tidak ada atau sudah dihapus',
  },
  'product.packageFactorRepeated': {
    'zh-CN': '两个包装的换算系数相同',
    'en-US': 'Two packages have the same factor',
    'id-ID': 'Dua kemasan memiliki faktor yang sama',
  },
  'product.packageNotOfSku': {
    'zh-CN': '包装 {id} 不属于该商品',
    'en-US': 'Package {id} does not belong to this SKU',
    'id-ID': 'Kemasan {id} bukan milik barang ini',
  },
  'product.componentsRequired': {
    'zh-CN': '组合商品至少需要一个子件商品',
    'en-US': 'A combined product needs at least one component',
    'id-ID': 'Produk gabungan memerlukan setidaknya satu komponen',
  },
  'product.componentsNotCombined': {
    'zh-CN': '只有组合商品才能设置子件商品',
    'en-US': 'Only a combined product can have components',
    'id-ID': 'Hanya produk gabungan yang dapat memiliki komponen',
  },
  'product.componentSelf': {
    'zh-CN': '组合商品不能把自身作为子件',
    'en-US': 'A combined product cannot contain itself',
    'id-ID': 'Produk gabungan tidak dapat berisi dirinya sendiri',
  },
  'product.componentRepeated': {
    'zh-CN': '子件商品重复，请合并数量',
    'en-US': 'This component is listed twice; add up the quantities instead',
    'id-ID': 'Komponen ini tercantum dua kali; jumlahkan kuantitasnya',
  },
  'product.unknownComponent': {
    'zh-CN': '子件商品 {id} 不存在',
    'en-US': 'Component SKU {id} does not exist',
    'id-ID': 'Barang komponen {id} tidak ada',
  },
  'product.componentNested': {
    'zh-CN': '子件“{name}”本身是组合商品，组合商品不能嵌套',
    'en-US': 'Component "{name}" is itself a combined product; combined products cannot be nested',
    'id-ID': 'Komponen "{name}" sendiri adalah produk gabungan; produk gabungan tidak dapat bertingkat',
  },
  'product.componentDisabled': {
    'zh-CN': '子件商品“{name}”已停用',
    'en-US': 'Component SKU "{name}" is disabled',
    'id-ID': 'Barang komponen "{name}" dinonaktifkan',
  },
  'product.combinedHasParents': {
    'zh-CN': '商品“{name}”是组合商品“{combined}”的子件，不能改为组合商品',
    'en-US': 'SKU "{name}" is a component of combined product "{combined}" and cannot become a combined product',
    'id-ID': 'Barang "{name}" adalah komponen produk gabungan "{combined}" dan tidak dapat menjadi produk gabungan',
  },
  'product.notCombined': {
    'zh-CN': '商品“{name}”不是组合商品',
    'en-US': 'SKU "{name}" is not a combined product',
    'id-ID': 'Barang "{name}" bukan produk gabungan',
  },
  'product.isComponentOf': {
    'zh-CN': '商品“{name}”是启用中的组合商品“{combined}”的子件，请先停用该组合商品',
    'en-US': 'SKU "{name}" is a component of the enabled combined product "{combined}"; disable that first',
    'id-ID': 'Barang "{name}" adalah komponen produk gabungan aktif "{combined}"; nonaktifkan itu dulu',
  },
  'product.componentOfDelete': {
    'zh-CN': '商品“{name}”是组合商品“{combined}”的子件，不能删除',
    'en-US': 'SKU "{name}" is a component of combined product "{combined}" and cannot be deleted',
    'id-ID': 'Barang "{name}" adalah komponen produk gabungan "{combined}" dan tidak dapat dihapus',
  },
  'product.skuInUse': {
    'zh-CN': '商品“{name}”已被业务单据或库存使用，不能删除，请改为停用',
    'en-US': 'SKU "{name}" is used by documents or stock and cannot be deleted; disable it instead',
    'id-ID': 'Barang "{name}" sudah dipakai dokumen atau stok dan tidak dapat dihapus; nonaktifkan saja',
  },
  'product.skuVersionConflict': {
    'zh-CN': '商品“{name}”已被他人修改，请刷新后重试',
    'en-US': 'SKU "{name}" was changed by someone else; reload and try again',
    'id-ID': 'Barang "{name}" telah diubah orang lain; muat ulang lalu coba lagi',
  },
  'product.basePackageDelete': {
    'zh-CN': '“{unit}”是基本包装，不能删除',
    'en-US': '"{unit}" is the base package and cannot be deleted',
    'id-ID': '"{unit}" adalah kemasan dasar dan tidak dapat dihapus',
  },
  'product.importCombined': {
    'zh-CN': '商品 {code} 是组合商品，请在组合商品界面维护',
    'en-US': 'SKU {code} is a combined product; maintain it on the combined-product screen',
    'id-ID': 'Barang {code} adalah produk gabungan; kelola di layar produk gabungan',
  },
  'product.keywordTooShort': {
    'zh-CN': '请至少输入 {min} 个字符再搜索',
    'en-US': 'Type at least {min} characters to search',
    'id-ID': 'Ketik minimal {min} karakter untuk mencari',
  },
  'product.listTooLarge': {
    'zh-CN': '一次最多查询 {max} 个商品',
    'en-US': 'At most {max} SKUs per request',
    'id-ID': 'Paling banyak {max} barang per permintaan',
  },
} satisfies Record<string, Record<Language, string>>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof PRODUCT_MESSAGES, Text> {}
}
