import type { PageEntry } from '../../kit/lazy-page';
import { lazyPage } from '../../kit/lazy-page';

/** Pages of the warehouse domain by menu `component` name (see the server's menu-tree.seed.ts). */
export const WAREHOUSE_PAGES: Readonly<Record<string, PageEntry>> = {
  LogicalWarehouse: {
    page: lazyPage(() => import('./logical-warehouse-list-page')),
    editor: lazyPage(() => import('./logical-warehouse-editor-page')),
  },
  PhysicalWarehouse: {
    page: lazyPage(() => import('./physical-warehouse-list-page')),
    editor: lazyPage(() => import('./physical-warehouse-editor-page')),
  },
  WarehouseLocation: {
    page: lazyPage(() => import('./location-list-page')),
    editor: lazyPage(() => import('./location-editor-page')),
  },
};
