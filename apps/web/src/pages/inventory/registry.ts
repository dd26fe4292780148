import type { PageEntry } from '../../kit/lazy-page';
import { lazyPage } from '../../kit/lazy-page';

/** Pages of the inventory domain by menu `component` name (see the server's menu-tree.seed.ts). */
export const INVENTORY_PAGES: Readonly<Record<string, PageEntry>> = {
  WarehouseTransfer: {
    page: lazyPage(() => import('./transfer/transfer-list-page')),
    editor: lazyPage(() => import('./transfer/transfer-editor-page')),
  },
  StockBreakage: {
    page: lazyPage(() => import('./breakage/breakage-list-page')),
    editor: lazyPage(() => import('./breakage/breakage-editor-page')),
  },
  CostAdjust: {
    page: lazyPage(() => import('./cost-adjust/cost-adjust-list-page')),
    editor: lazyPage(() => import('./cost-adjust/cost-adjust-editor-page')),
  },
  StockQuery: { page: lazyPage(() => import('./stock/stock-query-page')) },
  ProductMovement: { page: lazyPage(() => import('./movement/movement-page')) },
};
