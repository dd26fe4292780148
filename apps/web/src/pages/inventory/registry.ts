import { documentPages } from '../../kit/document/document-pages';
import type { PageEntry } from '../../kit/lazy-page';
import { lazyPage } from '../../kit/lazy-page';

/**
 * Pages of the inventory domain by menu `component` name (see the server's menu-tree.seed.ts);
 * a document screen's list and editor are the kit's, made from the type's one config file.
 */
export const INVENTORY_PAGES: Readonly<Record<string, PageEntry>> = {
  ...documentPages('WAREHOUSE_TRANSFER', () => import('./transfer/transfer-screen')),
  ...documentPages('STOCK_BREAKAGE', () => import('./breakage/breakage-screen')),
  ...documentPages('COST_ADJUST', () => import('./cost-adjust/cost-adjust-screen')),
  ...documentPages('MATERIAL_RECEIVE', () => import('./requisition/requisition-screen')),
  ...documentPages('SKU_PROCESS', () => import('./processing/processing-screen')),
  StockQuery: { page: lazyPage(() => import('./stock/stock-query-page')) },
  ProductMovement: { page: lazyPage(() => import('./movement/movement-page')) },
  StockCheckTask: { page: lazyPage(() => import('./stocktake/check-task-page')) },
  StockCheck: { page: lazyPage(() => import('./stocktake/check-sheet-page')) },
  Replenishment: { page: lazyPage(() => import('./replenishment/replenishment-page')) },
};
