import type { CategoryView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { productKit } from './product.test-kit';

const t = await startTestApp();
const kit = productKit(t);
const fields = (res: { body: { errors?: { field: string }[] } }) => res.body.errors?.map((e) => e.field) ?? [];

/** A chain of categories, one under the other, `depth` deep. */
async function chain(depth: number): Promise<CategoryView[]> {
  const out: CategoryView[] = [];
  for (let i = 0; i < depth; i++) out.push(await kit.category({ parentId: out[i - 1]?.id ?? null }));
  return out;
}

describe('brands and categories (error)', () => {
  it('refuses a taken code or name, and a bad logo URL', async () => {
    await kit.brand({ code: 'ZEBRA', name: '斑马' });
    const code = await t.call(await kit.admin(), 'PUT', '/api/product/brand', { code: 'zebra', name: '斑马2' });
    expect(code.body.code).toBe(4000409);
    expect(fields(code)).toEqual(['code']);
    const name = await t.call(await kit.admin(), 'PUT', '/api/product/brand', { code: 'ZEBRA2', name: '斑马' }, { language: 'zh-CN' });
    expect(fields(name)).toEqual(['name']);
    expect(name.body.msg).toBe('品牌名称“斑马”已存在');
    const logo = await t.call(await kit.admin(), 'PUT', '/api/product/brand', { code: 'X1', name: 'X1', logoUrl: 'javascript:alert(1)' });
    expect(fields(logo)).toEqual(['logoUrl']);
  });

  it('refuses a 6th level with a message naming the parentId', async () => {
    const levels = await chain(5);
    const res = await t.call(await kit.admin(), 'PUT', '/api/product/category', { code: 'L6', name: '第六级', parentId: levels[4].id });
    expect(res.body.code).toBe(4000400);
    expect(fields(res)).toEqual(['parentId']);
    expect(res.body.msg).toContain(`parentId=${levels[4].id}`);
    expect(res.body.msg).toContain('at most 5 levels');
  });

  it('refuses disabling a category with enabled SKUs or enabled subcategories; both together are fine', async () => {
    const parent = await kit.category();
    const child = await kit.category({ parentId: parent.id });
    const withSku = await kit.category();
    const sku = await kit.sku({ categoryId: withSku.id });

    const skus = await t.call(await kit.admin(), 'POST', '/api/product/category/disable', { ids: [withSku.id] });
    expect(skus.body.code).toBe(4000422);
    expect(skus.body.msg).toMatch(/1 enabled SKUs/);
    const children = await t.call(await kit.admin(), 'POST', '/api/product/category/disable', { ids: [parent.id] });
    expect(children.body.code).toBe(4000422);
    await kit.ok('POST', '/api/product/category/disable', { ids: [parent.id, child.id] });

    const underDisabled = await t.call(await kit.admin(), 'POST', '/api/product/category/enable', { ids: [child.id] });
    expect(underDisabled.body.code).toBe(4000422);
    await kit.ok('POST', '/api/product/sku/disable', { ids: [sku.id] });
    await kit.ok('POST', '/api/product/category/disable', { ids: [withSku.id] });
    const enableSku = await t.call(await kit.admin(), 'POST', '/api/product/sku/enable', { ids: [sku.id] });
    expect(enableSku.body.code).toBe(4000422);
  });

  it('refuses a taken code and a sibling with the same name; cousins may share it', async () => {
    const a = await kit.category();
    const b = await kit.category();
    await kit.category({ parentId: a.id, name: '中性笔', code: 'ZXB-A' });
    await kit.category({ parentId: b.id, name: '中性笔' });
    const sibling = await t.call(await kit.admin(), 'PUT', '/api/product/category', { code: 'ZXB-A2', name: '中性笔', parentId: a.id });
    expect(sibling.body.code).toBe(4000409);
    expect(fields(sibling)).toEqual(['name']);
    const code = await t.call(await kit.admin(), 'PUT', '/api/product/category', { code: 'zxb-a', name: '其他' });
    expect(fields(code)).toEqual(['code']);
  });
});
