import type { PageEntry } from '../../kit/lazy-page';
import { lazyPage } from '../../kit/lazy-page';

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
