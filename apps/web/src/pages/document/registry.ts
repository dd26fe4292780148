import type { PageEntry } from '../../kit/lazy-page';
import { lazyPage } from '../../kit/lazy-page';

/** Pages of the document domain by menu `component` name (see the server's menu-tree.seed.ts). */
export const DOCUMENT_PAGES: Readonly<Record<string, PageEntry>> = {
  DailyCheckout: { page: lazyPage(() => import('./checkout/daily-checkout-page')) },
};
