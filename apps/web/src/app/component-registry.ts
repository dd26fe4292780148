import { type Lazy, lazyPage, type PageEntry } from '../kit/lazy-page';
import { BASIC_PAGES } from '../pages/basic/registry';
import { DOCUMENT_PAGES } from '../pages/document/registry';
import { EXCEL_PAGES } from '../pages/excel/registry';
import { FINANCE_PAGES } from '../pages/finance/registry';
import { INVENTORY_PAGES } from '../pages/inventory/registry';
import { NOTICE_PAGES } from '../pages/notice/registry';
import { PARTNER_PAGES } from '../pages/partner/registry';
import { PRICING_PAGES } from '../pages/pricing/registry';
import { PRODUCT_PAGES } from '../pages/product/registry';
import { PURCHASE_PAGES } from '../pages/purchase/registry';
import { PRINT_PAGES } from '../pages/system/print-template/registry';
import { WAREHOUSE_PAGES } from '../pages/warehouse/registry';
import { WHOLESALE_PAGES } from '../pages/wholesale/registry';

export type { PageEntry };

/**
 * Menu `component` names (from the server's menu tree) mapped to lazy page entries. A name
 * not here is a screen not built yet: the shell shows the "not available yet" page.
 */
export const COMPONENT_REGISTRY: Readonly<Record<string, PageEntry>> = {
  RoleManagement: {
    page: lazyPage(() => import('../pages/system/role/role-list-page')),
    editor: lazyPage(() => import('../pages/system/role/role-editor-page')),
  },
  EmployeeManagement: {
    page: lazyPage(() => import('../pages/system/employee/employee-list-page')),
    editor: lazyPage(() => import('../pages/system/employee/employee-editor-page')),
  },
  BusinessGroup: {
    page: lazyPage(() => import('../pages/system/business-group/business-group-list-page')),
    editor: lazyPage(() => import('../pages/system/business-group/business-group-editor-page')),
  },
  ...PARTNER_PAGES,
  ...PRODUCT_PAGES,
  ...WAREHOUSE_PAGES,
  ...BASIC_PAGES,
  ...EXCEL_PAGES,
  ...INVENTORY_PAGES,
  ...PURCHASE_PAGES,
  ...FINANCE_PAGES,
  ...DOCUMENT_PAGES,
  ...PRICING_PAGES,
  ...PRINT_PAGES,
  ...NOTICE_PAGES,
  ...WHOLESALE_PAGES,
};

/**
 * Spec §2's add and edit pages watched for unsaved edits, by menu component name. Every
 * editor built with the kit's EditorFrame watches its form; this list is what the spec
 * requires of the pages still to come.
 */
export const WATCHED_EDITOR_COMPONENTS: readonly string[] = [
  'GoodsInfo',
  'RebateGoods',
  'ReturnPoints',
  'NoDiscountGoods',
  'PurchaseReturnApply',
  'Settlement',
  'CostAdjust',
  'PurchaseReceive',
  'WarehouseTransfer',
  'StockCheck',
  'Replenishment',
  'SupplierPrice',
  'PurchaseOrder',
  'WholesaleOrder',
  'WholesaleSale',
  'WholesaleReturn',
  'RetailSale',
  'RetailReturn',
  'Prepayment',
  'PaymentSlip',
  'SinglePromotion',
  'PaymentDiscount',
  'PriceAdjust',
  'WholesalePolicy',
  'PurchaseReturn',
  'StockCheckTask',
  'StockBreakage',
  'MaterialReceive',
  'SkuProcess',
];

/** True when the menu component has a page (the home page links only to these). */
export function isBuilt(component: string | null): boolean {
  return component !== null && component in COMPONENT_REGISTRY;
}

/** Starts loading a screen's page chunk (menu hover, idle time) so the click finds it ready. */
export function preloadPage(component: string | null): Promise<void> {
  const entry = component ? COMPONENT_REGISTRY[component] : undefined;
  return entry ? entry.page.preload() : Promise.resolve();
}

export type ResolvedPage = { kind: 'built'; component: Lazy } | { kind: 'not-available' };

export function resolvePage(component: string | null, kind: 'page' | 'add' | 'edit' | 'detail'): ResolvedPage {
  const entry = component ? COMPONENT_REGISTRY[component] : undefined;
  if (!entry) return { kind: 'not-available' };
  if (kind === 'page') return { kind: 'built', component: entry.page };
  return entry.editor ? { kind: 'built', component: entry.editor } : { kind: 'not-available' };
}
