import { documentPages } from '../../kit/document/document-pages';
import type { PageEntry } from '../../kit/lazy-page';
import { lazyPage } from '../../kit/lazy-page';

const goodsList: PageEntry = {
  page: lazyPage(() => import('./goods-list-page')),
  editor: lazyPage(() => import('./goods-list-editor-page')),
};

/**
 * Pages of pricing (价格管理) by menu `component` name (see the server's menu-tree.seed.ts).
 * The three goods lists are one page; it reads its kind from the menu it is open on. 调价单 and
 * 付款折扣单 are document screens: the kit's list and editor made from each type's config file.
 */
export const PRICING_PAGES: Readonly<Record<string, PageEntry>> = {
  ...documentPages('PRICE_ADJUST', () => import('./price-adjust/price-adjust-screen')),
  ...documentPages('PAYMENT_DISCOUNT', () => import('./payment-discount/payment-discount-screen')),
  WholesalePolicy: {
    page: lazyPage(() => import('./policy-list-page')),
    editor: lazyPage(() => import('./policy-editor-page')),
  },
  SinglePromotion: {
    page: lazyPage(() => import('./promotion-list-page')),
    editor: lazyPage(() => import('./promotion-editor-page')),
  },
  RebateGoods: goodsList,
  NoDiscountGoods: goodsList,
  ReturnPoints: goodsList,
};
