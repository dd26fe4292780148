import type { PageEntry } from '../../kit/lazy-page';
import { lazyPage } from '../../kit/lazy-page';

/** Pages of the excel domain by menu `component` name (see the server's menu-tree.seed.ts). */
export const EXCEL_PAGES: Readonly<Record<string, PageEntry>> = {
  DownloadCenter: { page: lazyPage(() => import('./download-center-page')) },
  FavoritesManager: { page: lazyPage(() => import('./favorites-manager-page')) },
};
