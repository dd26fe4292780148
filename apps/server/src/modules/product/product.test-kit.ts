import { type BrandView, type CategoryView, gtinCheckDigit, type SkuAddBody, type SkuDetail, type TaxItemView } from '@quire/contracts';
import type { Session, TestApp } from '../../../test/harness';

/** A valid EAN-13 in the GS1 China range, different on every call within a test file. */
export function nextEan13(): string {
  const body = `693${String(++eanCounter).padStart(9, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}
let eanCounter = 0;

/** The same digits with the check digit off by one. */
export function withWrongCheckDigit(code: string): string {
  const last = Number(code[code.length - 1]);
  return `${code.slice(0, -1)}${(last + 1) % 10}`;
}

/**
 * Factories for product tests, through the API as the web calls it (an administrator session):
 * `await kit.sku({ name: '得力中性笔' })`.
 */
export function productKit(t: TestApp) {
  let counter = 0;
  let admin: Promise<Session> | undefined;
  let taxItems: Promise<TaxItemView[]> | undefined;
  const next = (prefix: string) => `${prefix}${++counter}`;

  const kit = {
    admin: () => {
      admin ??= t.given.admin();
      return admin;
    },

    async ok<T>(method: string, url: string, body?: unknown, session?: Session): Promise<T> {
      const res = await t.call<T>(session ?? (await kit.admin()), method, url, body);
      if (res.body.code !== 200)
        throw new Error(`${method} ${url}: ${res.body.code} ${res.body.msg} ${JSON.stringify(res.body.errors ?? [])}`);
      return res.body.data;
    },

    async taxItem(code = 'VAT13'): Promise<TaxItemView> {
      taxItems ??= kit.ok<TaxItemView[]>('POST', '/api/product/taxItems/list', {});
      const found = (await taxItems).find((x) => x.code === code);
      if (!found) throw new Error(`no tax item ${code}`);
      return found;
    },

    brand: (values: Partial<{ code: string; name: string; status: 'ENABLE' | 'DISABLE' }> = {}) =>
      kit.ok<BrandView>('PUT', '/api/product/brand', { code: next('B'), name: next('品牌'), ...values }),

    category: (values: Partial<{ code: string; name: string; parentId: string | null; status: 'ENABLE' | 'DISABLE' }> = {}) =>
      kit.ok<CategoryView>('PUT', '/api/product/category', { code: next('C'), name: next('分类'), ...values }),

    /** A valid SKU body: its own category and code, one barcode, 支/盒/箱 packages. */
    async skuBody(values: Partial<SkuAddBody> = {}): Promise<SkuAddBody> {
      const categoryId = values.categoryId ?? (await kit.category()).id;
      return {
        code: next('SKU'),
        name: next('测试商品'),
        categoryId,
        unit: '支',
        taxItemId: (await kit.taxItem()).id,
        barcodes: [nextEan13()],
        packages: [
          { unitName: '支', factor: '1' },
          { unitName: '盒', factor: '12', barcode: nextEan13() },
          { unitName: '箱', factor: '144' },
        ],
        purchasePrice: '0.80',
        wholesalePrice: '1.00',
        retailPrice: '1.50',
        ...values,
      };
    },

    sku: async (values: Partial<SkuAddBody> = {}) => kit.ok<SkuDetail>('PUT', '/api/product/sku', await kit.skuBody(values)),
  };
  return kit;
}
