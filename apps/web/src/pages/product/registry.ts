import type { PageEntry } from '../../kit/lazy-page';
import { lazyPage } from '../../kit/lazy-page';

/** Pages of the product domain by menu `component` name (see the server's menu-tree.seed.ts). */
export const PRODUCT_PAGES: Readonly<Record<string, PageEntry>> = {
  BrandList: {
    page: lazyPage(() => import('./brand/brand-list-page')),
    editor: lazyPage(() => import('./brand/brand-editor-page')),
  },
  CategoryList: {
    page: lazyPage(() => import('./category/category-list-page')),
    editor: lazyPage(() => import('./category/category-editor-page')),
  },
  GoodsInfo: {
    page: lazyPage(() => import('./sku/sku-list-page')),
    editor: lazyPage(() => import('./sku/sku-editor-page')),
  },
  GoodsPack: {
    page: lazyPage(() => import('./pack/goods-pack-list-page')),
  },
  CombinedProduct: {
    page: lazyPage(() => import('./combined/combined-list-page')),
    editor: lazyPage(() => import('./combined/combined-editor-page')),
  },
};
