import type { PageEntry } from '../../kit/lazy-page';
import { lazyPage } from '../../kit/lazy-page';

/** Pages of the basic domain by menu `component` name (see the server's menu-tree.seed.ts). */
export const BASIC_PAGES: Readonly<Record<string, PageEntry>> = {
  BasicData: { page: lazyPage(() => import('./basic-data-page')) },
  BusinessConfig: { page: lazyPage(() => import('./business-config-page')) },
  ProcessConfig: { page: lazyPage(() => import('./process-config-page')) },
};
