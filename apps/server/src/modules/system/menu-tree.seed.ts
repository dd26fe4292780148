import { DOCUMENT_SCREENS, type ScreenDocumentType } from '@quire/contracts';

/**
 * The whole product's permission tree (spec §2, §6), seeded on every start (upsert by name),
 * so a role can be granted screens whose pages come later. A menu's `path` is its route
 * and its permission key; a button's `path` is the permission key routes declare.
 */
export type SeedButton = { name: string; zh: string; en: string; id: string };
export type SeedMenu = {
  name: string;
  path: string;
  component?: string;
  zh: string;
  en: string;
  id: string;
  icon?: string;
  hidden?: boolean;
  externalLink?: string;
  docLink?: string;
  buttons?: SeedButton[];
  children?: SeedMenu[];
};

const B = {
  add: { name: 'add', zh: '新增', en: 'Add', id: 'Tambah' },
  edit: { name: 'edit', zh: '编辑', en: 'Edit', id: 'Ubah' },
  detail: { name: 'detail', zh: '查看', en: 'View', id: 'Lihat' },
  delete: { name: 'delete', zh: '删除', en: 'Delete', id: 'Hapus' },
  status: { name: 'status', zh: '启用/停用', en: 'Enable/Disable', id: 'Aktifkan/Nonaktifkan' },
  export: { name: 'export', zh: '导出', en: 'Export', id: 'Ekspor' },
  import: { name: 'import', zh: '导入', en: 'Import', id: 'Impor' },
  review: { name: 'review', zh: '审核', en: 'Review', id: 'Tinjau' },
  decline: { name: 'decline', zh: '反审核', en: 'Reverse review', id: 'Batalkan tinjauan' },
  complete: { name: 'complete', zh: '过账', en: 'Post', id: 'Posting' },
  close: { name: 'close', zh: '关闭', en: 'Close', id: 'Tutup' },
  settleClose: { name: 'settleClose', zh: '整单关闭', en: 'Close order', id: 'Tutup pesanan' },
  print: { name: 'print', zh: '打印', en: 'Print', id: 'Cetak' },
  grant: { name: 'grant', zh: '分配权限', en: 'Grant permissions', id: 'Atur izin' },
  resetPassword: { name: 'resetPassword', zh: '重置密码', en: 'Reset password', id: 'Atur ulang kata sandi' },
  assignRole: { name: 'assignRole', zh: '分配角色', en: 'Assign role', id: 'Tetapkan peran' },
} satisfies Record<string, SeedButton>;

const master = [B.add, B.edit, B.detail, B.status, B.export];
const masterImport = [...master, B.import];
const documentOps = [B.add, B.edit, B.detail, B.delete, B.review, B.decline, B.complete, B.print, B.export];

function screen(
  group: string,
  key: string,
  component: string,
  zh: string,
  en: string,
  id: string,
  buttons: SeedButton[] = master,
): SeedMenu {
  return { name: `${group}.${key}`, path: `/${group}/${key}`, component, zh, en, id, buttons };
}

/**
 * A document type's screen: its path and component come from its declaration (contracts'
 * DOCUMENT_SCREENS), which the routes' permissions and the web's pages read too.
 */
function documentScreen(type: ScreenDocumentType, zh: string, en: string, id: string, buttons: SeedButton[] = documentOps): SeedMenu {
  const { menu, component } = DOCUMENT_SCREENS[type];
  return { name: menu.slice(1).replaceAll('/', '.'), path: menu, component, zh, en, id, buttons };
}

export const MENU_TREE: SeedMenu = {
  name: 'root',
  path: '/',
  zh: 'Quire 批发管理',
  en: 'Quire wholesale',
  id: 'Quire grosir',
  children: [
    {
      name: 'wholesale',
      path: '/wholesale',
      zh: '批发业务',
      en: 'Wholesale',
      id: 'Grosir',
      icon: 'ShopOutlined',
      children: [
        screen('wholesale', 'customer', 'CustomerList', '客户档案', 'Customers', 'Pelanggan', masterImport),
        documentScreen('VERBAL_ORDER', '批发订单', 'Wholesale orders', 'Pesanan grosir', [
          ...documentOps,
          B.close,
          { name: 'transfer', zh: '转单', en: 'Transfer', id: 'Alihkan' },
          { name: 'partialTransfer', zh: '部分转单', en: 'Partial transfer', id: 'Alihkan sebagian' },
          { name: 'combineTransfer', zh: '合并转单', en: 'Combine and transfer', id: 'Gabung dan alihkan' },
          { name: 'settleClose', zh: '整单关闭', en: 'Close whole order', id: 'Tutup seluruh pesanan' },
          { name: 'import', zh: '导入建单', en: 'Import orders', id: 'Impor pesanan' },
        ]),
        documentScreen('DISTRIBUTION_REQUEST', '配货申请单', 'Distribution requests', 'Permintaan distribusi', [
          ...documentOps,
          B.close,
          B.settleClose,
          { name: 'fulfil', zh: '配货', en: 'Fulfil', id: 'Penuhi' },
          { name: 'fulfilTransfer', zh: '调拨配货', en: 'Fulfil by transfer', id: 'Penuhi dengan transfer' },
        ]),
        documentScreen('WHOLESALE_SALE', '批发销售单', 'Wholesale sales', 'Penjualan grosir', [
          ...documentOps,
          { name: 'startPicking', zh: '开始拣货', en: 'Start picking', id: 'Mulai ambil barang' },
        ]),
        screen('wholesale', 'picking', 'DeliveryPicking', '拣货装箱', 'Picking and packing', 'Pengambilan dan pengemasan', [
          { name: 'pick', zh: '拣货', en: 'Pick', id: 'Ambil barang' },
          { name: 'box', zh: '装箱', en: 'Box', id: 'Kemas' },
          B.print,
        ]),
        documentScreen('WHOLESALE_RETURN', '批发退货单', 'Wholesale returns', 'Retur grosir'),
        documentScreen('SETTLEMENT', '收款单', 'Collections', 'Penerimaan pembayaran'),
        documentScreen('PRE_RECEIPT', '预收款单', 'Pre-receipts', 'Uang muka pelanggan'),
        documentScreen('DISCOUNT', '折让单', 'Discount sheets', 'Lembar potongan'),
        documentScreen('CUSTOMER_CREDIT', '客户授信单', 'Customer credit', 'Kredit pelanggan'),
        documentScreen('REBATE_RATIO_AUDIT', '客户返利调整', 'Rebate adjustments', 'Penyesuaian rabat'),
        documentScreen('CUSTOMER_REWARD', '积分调整单', 'Points adjustments', 'Penyesuaian poin'),
        documentScreen('RETAIL_SALE', '零售销售', 'Retail sales', 'Penjualan eceran'),
        documentScreen('RETAIL_RETURN', '零售退货', 'Retail returns', 'Retur eceran'),
      ],
    },
    {
      name: 'purchase',
      path: '/purchase',
      zh: '采购业务',
      en: 'Procurement',
      id: 'Pengadaan',
      icon: 'ShoppingCartOutlined',
      children: [
        screen('purchase', 'supplier', 'SupplierList', '供应商档案', 'Suppliers', 'Pemasok', masterImport),
        documentScreen('PURCHASE_ORDER', '采购订单', 'Purchase orders', 'Pesanan pembelian', [
          ...documentOps,
          B.close,
          B.settleClose,
          B.import,
        ]),
        documentScreen('PURCHASE_RECEIVE', '采购入库单', 'Purchase receipts', 'Penerimaan pembelian'),
        documentScreen('PURCHASE_RETURN_APPLY', '采购退货申请单', 'Return applications', 'Pengajuan retur', [
          ...documentOps,
          B.close,
          B.settleClose,
        ]),
        documentScreen('PURCHASE_RETURN', '采购退货单', 'Purchase returns', 'Retur pembelian'),
        documentScreen('SUPPLIER_PRICE', '供货信息单', 'Supply information', 'Informasi pasokan'),
        documentScreen('PAYMENT', '付款单', 'Payment slips', 'Bukti pembayaran'),
        documentScreen('PREPAYMENT', '预付款单', 'Prepayments', 'Uang muka pemasok'),
      ],
    },
    {
      name: 'inventory',
      path: '/inventory',
      zh: '库存管理',
      en: 'Inventory',
      id: 'Persediaan',
      icon: 'DatabaseOutlined',
      children: [
        screen('inventory', 'stock', 'StockQuery', '库存查询', 'Stock query', 'Cek stok', [B.export]),
        screen('inventory', 'checkTask', 'StockCheckTask', '盘点任务', 'Stocktaking tasks', 'Tugas stok opname', documentOps),
        screen('inventory', 'check', 'StockCheck', '盘点单', 'Stocktaking sheets', 'Lembar stok opname', documentOps),
        documentScreen('STOCK_BREAKAGE', '报损报溢单', 'Profit and loss', 'Selisih stok'),
        documentScreen('WAREHOUSE_TRANSFER', '调拨单', 'Warehouse transfers', 'Transfer gudang'),
        documentScreen('MATERIAL_RECEIVE', '领用单', 'Requisitions', 'Permintaan barang'),
        // add: turn suggestions into draft purchase orders; edit and delete: the configuration (补货建议配置).
        screen('inventory', 'replenishment', 'Replenishment', '补货建议', 'Replenishment', 'Saran pengisian stok', [
          B.add,
          B.edit,
          B.delete,
        ]),
        documentScreen('SKU_PROCESS', '商品加工单', 'Product processing', 'Pemrosesan produk'),
        documentScreen('COST_ADJUST', '成本调整单', 'Cost adjustments', 'Penyesuaian biaya'),
        screen('inventory', 'movement', 'ProductMovement', '商品出入库记录', 'Product movements', 'Riwayat mutasi produk', [B.export]),
      ],
    },
    {
      name: 'finance',
      path: '/finance',
      zh: '财务管理',
      en: 'Finance',
      id: 'Keuangan',
      icon: 'AccountBookOutlined',
      children: [
        screen('finance', 'customerLedger', 'CustomerLedger', '客户往来账', 'Customer ledger', 'Buku besar pelanggan', [B.export]),
        screen('finance', 'supplierLedger', 'SupplierLedger', '供应商往来账', 'Supplier ledger', 'Buku besar pemasok', [B.export]),
        documentScreen('RECONCILIATION', '应收对账', 'Receivable reconciliation', 'Rekonsiliasi piutang'),
        screen('finance', 'receivable', 'ReceivableRecord', '应收记录', 'Receivable records', 'Catatan piutang', [B.export]),
        screen('finance', 'clearPlan', 'AccountClearPlan', '应收管控方案', 'Receivable control plans', 'Rencana kontrol piutang', [
          ...master,
          { name: 'cancel', zh: '解除禁止', en: 'Lift stop', id: 'Cabut larangan' },
        ]),
      ],
    },
    {
      name: 'product',
      path: '/product',
      zh: '商品资料',
      en: 'Products',
      id: 'Produk',
      icon: 'AppstoreOutlined',
      children: [
        screen('product', 'sku', 'GoodsInfo', '商品档案', 'Goods', 'Barang', masterImport),
        screen('product', 'brand', 'BrandList', '品牌', 'Brands', 'Merek', masterImport),
        screen('product', 'category', 'CategoryList', '商品分类', 'Categories', 'Kategori', masterImport),
        screen('product', 'goodsPack', 'GoodsPack', '商品包装', 'Packages', 'Kemasan', master),
        screen('product', 'combined', 'CombinedProduct', '组合商品', 'Combined products', 'Produk gabungan', master),
      ],
    },
    {
      name: 'pricing',
      path: '/pricing',
      zh: '价格管理',
      en: 'Pricing',
      id: 'Harga',
      icon: 'TagsOutlined',
      children: [
        documentScreen('PRICE_ADJUST', '调价单', 'Price adjustments', 'Penyesuaian harga'),
        screen('pricing', 'policy', 'WholesalePolicy', '批发价格政策', 'Wholesale price policies', 'Kebijakan harga grosir', master),
        screen('pricing', 'promotion', 'SinglePromotion', '单品促销', 'Item promotions', 'Promosi produk', [...master, B.close]),
        documentScreen('PAYMENT_DISCOUNT', '付款折扣', 'Payment discounts', 'Diskon pembayaran'),
        screen('pricing', 'rebateGoods', 'RebateGoods', '返利商品', 'Rebate goods', 'Barang rabat', master),
        screen('pricing', 'noDiscountGoods', 'NoDiscountGoods', '不打折商品', 'No-discount goods', 'Barang tanpa diskon', master),
        screen('pricing', 'returnPoints', 'ReturnPoints', '返积分商品', 'Points-earning goods', 'Barang berpoin', master),
      ],
    },
    {
      name: 'system',
      path: '/system',
      zh: '系统管理',
      en: 'System',
      id: 'Sistem',
      icon: 'SettingOutlined',
      children: [
        screen('system', 'businessGroup', 'BusinessGroup', '业务组织', 'Business groups', 'Unit bisnis', [
          B.add,
          B.edit,
          B.detail,
          B.status,
        ]),
        screen('system', 'role', 'RoleManagement', '角色管理', 'Roles', 'Peran', [B.add, B.edit, B.detail, B.delete, B.status, B.grant]),
        screen('system', 'employee', 'EmployeeManagement', '员工管理', 'Employees', 'Karyawan', [
          B.add,
          B.edit,
          B.detail,
          B.status,
          B.resetPassword,
          B.assignRole,
        ]),
        screen('system', 'position', 'PositionManagement', '岗位管理', 'Positions', 'Jabatan', [B.add, B.edit, B.delete]),
        screen('system', 'menu', 'MenuManagement', '菜单管理', 'Menus', 'Menu', [B.add, B.edit, B.delete]),
        screen('system', 'logicalWarehouse', 'LogicalWarehouse', '逻辑仓', 'Logical warehouses', 'Gudang logis', master),
        screen('system', 'physicalWarehouse', 'PhysicalWarehouse', '物理仓', 'Physical warehouses', 'Gudang fisik', master),
        screen('system', 'location', 'WarehouseLocation', '库位', 'Warehouse locations', 'Lokasi gudang', master),
        screen('system', 'printTemplate', 'PrintTemplate', '打印模板', 'Print templates', 'Templat cetak', [
          B.add,
          B.edit,
          B.delete,
          { name: 'copy', zh: '复制', en: 'Copy', id: 'Salin' },
        ]),
        screen('system', 'notice', 'NoticeList', '通知公告', 'Notices', 'Pengumuman', [B.add, B.detail, B.delete]),
        screen('system', 'noticeReminder', 'NoticeReminder', '消息提醒', 'Reminders', 'Pengingat', master),
        screen('system', 'businessConfig', 'BusinessConfig', '业务配置', 'Business configuration', 'Konfigurasi bisnis', [B.edit]),
        screen('system', 'processConfig', 'ProcessConfig', '流程配置', 'Process configuration', 'Konfigurasi proses', [B.edit]),
        screen('system', 'basicData', 'BasicData', '基础资料', 'Basic data', 'Data dasar', master),
        screen('system', 'checkout', 'DailyCheckout', '日结', 'Daily checkout', 'Tutup harian', [
          { name: 'close', zh: '日结', en: 'Close day', id: 'Tutup hari' },
          { name: 'reopen', zh: '反日结', en: 'Reopen day', id: 'Buka kembali hari' },
        ]),
        screen('system', 'downloadCenter', 'DownloadCenter', '下载中心', 'Download center', 'Pusat unduhan', []),
        screen('system', 'favorites', 'FavoritesManager', '收藏管理', 'Favorites', 'Favorit', []),
      ],
    },
    {
      name: 'actionBar',
      path: '/actionBar',
      zh: '操作栏',
      en: 'Header toolbar',
      id: 'Bilah alat atas',
      hidden: true,
      buttons: [{ name: 'deploy', zh: '一键生效', en: 'Apply updates', id: 'Terapkan pembaruan' }],
    },
    {
      name: 'field',
      path: '/field',
      zh: '全局字段权限',
      en: 'Field permissions',
      id: 'Izin kolom data',
      hidden: true,
      buttons: [{ name: 'costPrice', zh: '成本价', en: 'Cost price', id: 'Harga pokok' }],
    },
  ],
};

/** Button permission key: `<menu name with ':'>:<button>`, e.g. `system:role:add`, `field:costPrice`. */
export function buttonPath(menuName: string, button: string): string {
  return `${menuName.replace(/\./g, ':')}:${button}`;
}
