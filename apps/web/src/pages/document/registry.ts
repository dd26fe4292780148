import type { PageEntry } from '../../app/component-registry';
import { lazyPage } from '../../app/lazy-page';

/** Pages of the document domain by menu `component` name (see the server's menu-tree.seed.ts). */
export const DOCUMENT_PAGES: Readonly<Record<string, PageEntry>> = {
  DailyCheckout: { page: lazyPage(() => import('./checkout/daily-checkout-page')) },
};
