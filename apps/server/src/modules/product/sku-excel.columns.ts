import { h } from './product-excel.common';

// The SKU sheet's columns, shared by the export and the import: the export writes what the
// import reads back.

/** Package column groups in the sheet besides the base unit: 包装1单位 / 包装1换算 / 包装1条码 … */
export const PACKAGE_GROUPS = 3;
export const PACKAGE_NUMBERS = Array.from({ length: PACKAGE_GROUPS }, (_, i) => i + 1);

export const SKU_HEADERS = {
  code: h('商品编码', 'SKU code', 'Kode barang'),
  name: h('商品名称', 'Name', 'Nama'),
  categoryCode: h('分类编码', 'Category code', 'Kode kategori'),
  brandCode: h('品牌编码', 'Brand code', 'Kode merek'),
  articleNo: h('货号', 'Article no.', 'No. artikel'),
  model: h('规格型号', 'Model', 'Model'),
  unit: h('基本单位', 'Base unit', 'Satuan dasar'),
  taxItemCode: h('税目编码', 'Tax item code', 'Kode pos pajak'),
  packageFactor: h('件装数', 'Units per case', 'Isi per karton'),
  barcodes: h('条码', 'Barcodes', 'Barcode'),
  length: h('长(mm)', 'Length (mm)', 'Panjang (mm)'),
  width: h('宽(mm)', 'Width (mm)', 'Lebar (mm)'),
  height: h('高(mm)', 'Height (mm)', 'Tinggi (mm)'),
  weight: h('重量(g)', 'Weight (g)', 'Berat (g)'),
  supplyMode: h('默认供货方式', 'Supply mode', 'Cara pasok'),
  listingDate: h('上市日期', 'Listing date', 'Tanggal mulai jual'),
  delistingDate: h('下市日期', 'Delisting date', 'Tanggal berhenti jual'),
  presetPrice1: h('预设价1', 'Preset price 1', 'Harga preset 1'),
  presetPrice2: h('预设价2', 'Preset price 2', 'Harga preset 2'),
  presetPrice3: h('预设价3', 'Preset price 3', 'Harga preset 3'),
  presetPrice4: h('预设价4', 'Preset price 4', 'Harga preset 4'),
  retailPrice: h('零售价', 'Retail price', 'Harga eceran'),
  wholesalePrice: h('批发价', 'Wholesale price', 'Harga grosir'),
  distributionPrice: h('配送价', 'Distribution price', 'Harga distribusi'),
  memberPrice: h('会员价', 'Member price', 'Harga member'),
  purchasePrice: h('采购价', 'Purchase price', 'Harga beli'),
  mnemonic: h('助记码', 'Mnemonic', 'Kode singkat'),
  status: h('状态', 'Status', 'Status'),
  remark: h('备注', 'Remark', 'Catatan'),
};
export const packageHeaders = (g: number) => ({
  unit: h(`包装${g}单位`, `Package ${g} unit`, `Kemasan ${g} satuan`),
  factor: h(`包装${g}换算`, `Package ${g} factor`, `Kemasan ${g} faktor`),
  barcode: h(`包装${g}条码`, `Package ${g} barcode`, `Kemasan ${g} barcode`),
});
export const PRICE_KEYS = [
  'presetPrice1',
  'presetPrice2',
  'presetPrice3',
  'presetPrice4',
  'retailPrice',
  'wholesalePrice',
  'distributionPrice',
  'memberPrice',
] as const;
export const MEASURE_KEYS = ['length', 'width', 'height', 'weight'] as const;
