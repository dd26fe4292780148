import {
  brandAddBody,
  brandEditBody,
  brandListBody,
  brandPageBody,
  categoryAddBody,
  categoryEditBody,
  categoryListBody,
  categoryPageBody,
  categoryTreeQuery,
  goodsSearchBody,
  idText,
  productIdsBody,
  productIdsQuery,
  skuAddBody,
  skuEditBody,
  skuListBody,
  skuPackageAddBody,
  skuPackagePageBody,
  skuPageBody,
  taxItemBody,
  taxItemListBody,
  taxItemStatusBody,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../platform/config';
import { AUTHENTICATED, route } from '../../platform/http/route';
import { addBrand, brandList, brandPage, editBrand, setBrandStatus } from './brand.service';
import { addCategory, categoryList, categoryPage, categoryTree, editCategory, setCategoryStatus } from './category.service';
import { toId } from './product.util';
import { productExcelRoutes } from './product-excel.routes';
import { addSku, deleteSkus, editSku, setSkuStatus } from './sku.service';
import { addSkuPackage, deleteSkuPackages, skuPackagePage } from './sku-package.service';
import { getSkuDetail, skuList, skuPage } from './sku-query.service';
import { searchSkus } from './sku-search.service';
import { saveTaxItem, setTaxItemStatus, taxItemList } from './tax-item.service';

const idParams = z.object({ id: idText });

/**
 * Product service (spec §7). Reads are guarded by the screen ('/product/sku'), writes by its
 * buttons ('product:sku:add' …). Lists that feed pickers and filters on other screens (brands,
 * categories, tax items, the goods quick search) need only a session: every document screen
 * picks goods, and cost fields are stripped for callers without costPrice anyway.
 */
export function productRoutes(app: FastifyInstance, config: Config): void {
  brandRoutes(app);
  categoryRoutes(app);
  skuRoutes(app);
  combinedRoutes(app);
  productExcelRoutes(app, config);
}

function brandRoutes(app: FastifyInstance): void {
  const tags = ['product: brands'];
  route(app, {
    method: 'POST',
    url: '/api/product/brand/page',
    permission: '/product/brand',
    summary: 'Brands, filtered by keyword (code, name, English name) and status',
    tags,
    body: brandPageBody,
    handler: ({ db, body }) => brandPage(db, body),
  });
  route(app, {
    method: 'POST',
    url: '/api/product/brand/list',
    permission: AUTHENTICATED,
    summary: 'All matching brands, for pickers and filters',
    tags,
    body: brandListBody,
    handler: ({ db, body }) => brandList(db, body),
  });
  route(app, {
    method: 'PUT',
    url: '/api/product/brand',
    permission: 'product:brand:add',
    summary: 'Add a brand; code and name are unique',
    tags,
    body: brandAddBody,
    handler: ({ db, body }) => addBrand(db, body),
  });
  route(app, {
    method: 'POST',
    url: '/api/product/brand/edit',
    permission: 'product:brand:edit',
    summary: 'Update a brand',
    tags,
    body: brandEditBody,
    handler: ({ db, body }) => editBrand(db, body),
  });
  for (const status of ['ENABLE', 'DISABLE'] as const) {
    route(app, {
      method: 'POST',
      url: `/api/product/brand/${status === 'ENABLE' ? 'enable' : 'disable'}`,
      permission: 'product:brand:status',
      summary: `${status === 'ENABLE' ? 'Enable' : 'Disable'} brands; SKUs keep a disabled brand, new ones cannot choose it`,
      tags,
      body: productIdsBody,
      handler: async ({ db, body }) => {
        await setBrandStatus(db, body.ids, status);
        return null;
      },
    });
  }
}

function categoryRoutes(app: FastifyInstance): void {
  const tags = ['product: categories'];
  route(app, {
    method: 'GET',
    url: '/api/product/category/tree',
    permission: AUTHENTICATED,
    summary: 'The category tree (at most 5 levels), siblings by sort then code',
    tags,
    query: categoryTreeQuery,
    handler: ({ db, query }) => categoryTree(db, query.status),
  });
  route(app, {
    method: 'POST',
    url: '/api/product/category/page',
    permission: '/product/category',
    summary: 'Categories with their full names, filtered by keyword, status, parent, subtree or level',
    tags,
    body: categoryPageBody,
    handler: ({ db, body }) => categoryPage(db, body),
  });
  route(app, {
    method: 'POST',
    url: '/api/product/category/list',
    permission: AUTHENTICATED,
    summary: 'All matching categories, for pickers and filters',
    tags,
    body: categoryListBody,
    handler: ({ db, body }) => categoryList(db, body),
  });
  route(app, {
    method: 'PUT',
    url: '/api/product/category',
    permission: 'product:category:add',
    summary: 'Add a category under parentId (or a root); a 6th level is refused',
    tags,
    body: categoryAddBody,
    handler: ({ db, body }) => addCategory(db, body),
  });
  route(app, {
    method: 'POST',
    url: '/api/product/category/edit',
    permission: 'product:category:edit',
    summary: 'Update a category; a new parent moves its subtree (within 5 levels)',
    tags,
    body: categoryEditBody,
    handler: ({ db, body }) => editCategory(db, body),
  });
  for (const status of ['ENABLE', 'DISABLE'] as const) {
    route(app, {
      method: 'POST',
      url: `/api/product/category/${status === 'ENABLE' ? 'enable' : 'disable'}`,
      permission: 'product:category:status',
      summary:
        status === 'ENABLE'
          ? 'Enable categories (not under a disabled parent)'
          : 'Disable categories; refused while enabled subcategories or SKUs remain',
      tags,
      body: productIdsBody,
      handler: async ({ db, body }) => {
        await setCategoryStatus(db, body.ids, status);
        return null;
      },
    });
  }
  route(app, {
    method: 'POST',
    url: '/api/product/taxItems/list',
    permission: AUTHENTICATED,
    summary: 'Tax items (税目) with their rates',
    tags,
    body: taxItemListBody,
    handler: ({ db, body }) => taxItemList(db, body.status),
  });
  // Tax items are kept on the basic-data screen (基础资料 › 税目), behind its buttons.
  route(app, {
    method: 'PUT',
    url: '/api/product/taxItems/add',
    permission: 'system:basicData:add',
    summary: 'Add a tax item (税目)',
    tags,
    body: taxItemBody.omit({ id: true }),
    handler: ({ db, body }) => saveTaxItem(db, body),
  });
  route(app, {
    method: 'POST',
    url: '/api/product/taxItems/update',
    permission: 'system:basicData:edit',
    summary: 'Change a tax item: code, name, rate, order, status',
    tags,
    body: taxItemBody.required({ id: true }),
    handler: ({ db, body }) => saveTaxItem(db, body),
  });
  route(app, {
    method: 'PUT',
    url: '/api/product/taxItems/status',
    permission: 'system:basicData:status',
    summary: 'Enable or disable tax items; a disabled one is no longer offered for new SKUs',
    tags,
    body: taxItemStatusBody,
    handler: async ({ db, body }) => {
      await setTaxItemStatus(db, body.ids, body.status);
      return null;
    },
  });
}

function skuRoutes(app: FastifyInstance): void {
  const tags = ['product: SKUs'];
  route(app, {
    method: 'POST',
    url: '/api/product/sku/page',
    permission: '/product/sku',
    summary: 'SKUs: keyword (code, barcode, name, mnemonic), category with subcategories, brand, status, supply mode, listing dates',
    tags,
    body: skuPageBody,
    handler: ({ db, body }) => skuPage(db, body),
  });
  route(app, {
    method: 'POST',
    url: '/api/product/sku/list',
    permission: '/product/sku',
    summary: 'SKUs by ids, codes or the page filters, without paging (at most 1000)',
    tags,
    body: skuListBody,
    handler: ({ db, body }) => skuList(db, body),
  });
  route(app, {
    method: 'GET',
    url: '/api/product/sku/:id',
    permission: '/product/sku',
    summary: 'One SKU with packages, barcodes and components',
    tags,
    params: idParams,
    handler: ({ db, params }) => getSkuDetail(db, toId(params.id)),
  });
  route(app, {
    method: 'PUT',
    url: '/api/product/sku',
    permission: 'product:sku:add',
    summary: 'Add a SKU with its packages, barcodes and components, in one transaction',
    tags,
    body: skuAddBody,
    handler: ({ db, auth, body }) => addSku(db, auth, body),
  });
  route(app, {
    method: 'POST',
    url: '/api/product/sku/edit',
    permission: 'product:sku:edit',
    summary: 'Update a SKU; packages, barcodes and components become those given',
    tags,
    body: skuEditBody,
    handler: ({ db, auth, body }) => editSku(db, auth, body),
  });
  route(app, {
    method: 'DELETE',
    url: '/api/product/sku',
    permission: 'product:sku:edit',
    summary: 'Delete SKUs never used by a document or stock (others must be disabled)',
    tags,
    query: productIdsQuery,
    handler: async ({ db, query }) => {
      await deleteSkus(db, query.ids);
      return null;
    },
  });
  for (const status of ['ENABLE', 'DISABLE'] as const) {
    route(app, {
      method: 'POST',
      url: `/api/product/sku/${status === 'ENABLE' ? 'enable' : 'disable'}`,
      permission: 'product:sku:status',
      summary:
        status === 'ENABLE'
          ? 'Enable SKUs (their category enabled, a combined product’s components enabled)'
          : 'Disable SKUs; refused for components of an enabled combined product',
      tags,
      body: productIdsBody,
      handler: async ({ db, auth, body }) => {
        await setSkuStatus(db, auth, body.ids, status);
        return null;
      },
    });
  }
  route(app, {
    method: 'DELETE',
    url: '/api/product/skuPackage',
    permission: 'product:sku:edit',
    summary: 'Delete packages of SKUs (with their barcodes); a base package stays',
    tags,
    query: productIdsQuery,
    handler: async ({ db, query }) => {
      await deleteSkuPackages(db, query.ids);
      return null;
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/product/skuPackage/add',
    permission: 'product:goodsPack:add',
    summary: 'Add a package to a SKU: a new unit, a factor other than 1, an optional unused barcode, measures',
    tags,
    body: skuPackageAddBody,
    handler: ({ db, body }) => addSkuPackage(db, body),
  });
  route(app, {
    method: 'POST',
    url: '/api/product/skuPackage/page',
    permission: '/product/goodsPack',
    summary: 'Packages of all SKUs, by SKU code, name or package barcode',
    tags,
    body: skuPackagePageBody,
    handler: ({ db, body }) => skuPackagePage(db, body),
  });
  route(app, {
    method: 'POST',
    url: '/api/product/goodsCache/page',
    permission: AUTHENTICATED,
    summary: 'Goods quick search for pickers: exact code or barcode first, then code prefix, mnemonic prefix, name fragment',
    tags,
    body: goodsSearchBody,
    handler: ({ db, body }) => searchSkus(db, body),
  });
}

/** The combined-product screen: the same SKU services, limited to combined products, under its own buttons. */
function combinedRoutes(app: FastifyInstance): void {
  const tags = ['product: combined products'];
  route(app, {
    method: 'POST',
    url: '/api/product/combined/page',
    permission: '/product/combined',
    summary: 'Combined products, with the SKU page filters',
    tags,
    body: skuPageBody,
    handler: ({ db, body }) => skuPage(db, { ...body, isCombined: true }),
  });
  route(app, {
    method: 'GET',
    url: '/api/product/combined/:id',
    permission: '/product/combined',
    summary: 'One combined product with its components',
    tags,
    params: idParams,
    handler: ({ db, params }) => getSkuDetail(db, toId(params.id), 'combined'),
  });
  route(app, {
    method: 'PUT',
    url: '/api/product/combined',
    permission: 'product:combined:add',
    summary: 'Add a combined product (isCombined true) with its components',
    tags,
    body: skuAddBody,
    handler: ({ db, auth, body }) => addSku(db, auth, body, 'combined'),
  });
  route(app, {
    method: 'POST',
    url: '/api/product/combined/edit',
    permission: 'product:combined:edit',
    summary: 'Update a combined product and its components',
    tags,
    body: skuEditBody,
    handler: ({ db, auth, body }) => editSku(db, auth, body, 'combined'),
  });
  for (const status of ['ENABLE', 'DISABLE'] as const) {
    route(app, {
      method: 'POST',
      url: `/api/product/combined/${status === 'ENABLE' ? 'enable' : 'disable'}`,
      permission: 'product:combined:status',
      summary: `${status === 'ENABLE' ? 'Enable' : 'Disable'} combined products`,
      tags,
      body: productIdsBody,
      handler: async ({ db, auth, body }) => {
        await setSkuStatus(db, auth, body.ids, status, 'combined');
        return null;
      },
    });
  }
}
