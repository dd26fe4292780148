import type { PageEntry } from '../../app/component-registry';
import { lazyPage } from '../../app/lazy-page';

/** Pages of the partner domain by menu `component` name (see the server's menu-tree.seed.ts). */
export const PARTNER_PAGES: Readonly<Record<string, PageEntry>> = {
  CustomerList: {
    page: lazyPage(() => import('./customer/customer-list-page')),
    editor: lazyPage(() => import('./customer/customer-editor-page')),
  },
  SupplierList: {
    page: lazyPage(() => import('./supplier/supplier-list-page')),
    editor: lazyPage(() => import('./supplier/supplier-editor-page')),
  },
};
