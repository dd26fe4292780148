import type { BrandView, CategoryNode, CategoryView, Page, TaxItemView } from '@quire/contracts';
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

describe('brands, categories and tax items (happy)', () => {
  it('adds, edits, pages, lists and disables brands', async () => {
    const brand = await kit.ok<BrandView>('PUT', '/api/product/brand', {
      code: 'pilot',
      name: '百乐',
      nameEn: 'Pilot',
      logoUrl: 'https://cdn.example.com/pilot.png',
    });
    expect(brand).toMatchObject({ code: 'PILOT', name: '百乐', nameEn: 'Pilot', status: 'ENABLE' });
    const edited = await kit.ok<BrandView>('POST', '/api/product/brand/edit', {
      id: brand.id,
      code: 'PILOT',
      name: '百乐',
      nameEn: 'PILOT Corp.',
    });
    expect(edited.nameEn).toBe('PILOT Corp.');
    const page = await kit.ok<Page<BrandView>>('POST', '/api/product/brand/page', { keyword: 'pilot', pageNum: 1, pageSize: 10 });
    expect(page.list.map((b) => b.id)).toEqual([brand.id]);
    await kit.ok('POST', '/api/product/brand/disable', { ids: [brand.id] });
    const enabled = await kit.ok<BrandView[]>('POST', '/api/product/brand/list', { status: 'ENABLE' });
    expect(enabled.map((b) => b.id)).not.toContain(brand.id);
    await kit.ok('POST', '/api/product/brand/enable', { ids: [brand.id] });
    expect((await kit.ok<BrandView[]>('POST', '/api/product/brand/list', { status: 'ENABLE' })).map((b) => b.id)).toContain(brand.id);
  });

  it('builds a 5-level tree with paths, levels and full names', async () => {
    const levels = await chain(5);
    expect(levels.map((c) => c.level)).toEqual([1, 2, 3, 4, 5]);
    expect(levels[4].fullName.split(' / ')).toHaveLength(5);
    const tree = await kit.ok<CategoryNode[]>('GET', '/api/product/category/tree');
    let node = tree.find((n) => n.id === levels[0].id);
    for (let depth = 1; depth < 5; depth++) node = node?.children.find((c) => c.id === levels[depth].id);
    expect(node?.id).toBe(levels[4].id);
    const subtree = await kit.ok<Page<CategoryView>>('POST', '/api/product/category/page', {
      ancestorId: levels[1].id,
      pageNum: 1,
      pageSize: 20,
    });
    expect(subtree.list.map((c) => c.id)).toEqual(levels.slice(1).map((c) => c.id));
  });

  it('moves a subtree: levels and paths follow, within 5 levels and never under itself', async () => {
    const [a, b, c] = await chain(3);
    const other = await kit.category();
    const moved = await kit.ok<CategoryView>('POST', '/api/product/category/edit', {
      id: b.id,
      code: b.code,
      name: b.name,
      parentId: other.id,
    });
    expect(moved.fullName).toBe(`${other.name} / ${b.name}`);
    const [child] = (await kit.ok<Page<CategoryView>>('POST', '/api/product/category/page', { parentId: b.id, pageNum: 1, pageSize: 5 }))
      .list;
    expect(child).toMatchObject({ id: c.id, level: 3, fullName: `${other.name} / ${b.name} / ${c.name}` });
    expect(a.level).toBe(1);

    const cycle = await t.call(await kit.admin(), 'POST', '/api/product/category/edit', {
      id: b.id,
      code: b.code,
      name: b.name,
      parentId: c.id,
    });
    expect(fields(cycle)).toEqual(['parentId']);
    const deep = await chain(4);
    const tooDeep = await t.call(await kit.admin(), 'POST', '/api/product/category/edit', {
      id: b.id,
      code: b.code,
      name: b.name,
      parentId: deep[3].id,
    });
    expect(fields(tooDeep)).toEqual(['parentId']);
    expect(tooDeep.body.msg).toContain(`parentId=${deep[3].id}`);
  });

  it('lists the seeded VAT items with rates in [0, 1)', async () => {
    const items = await kit.ok<TaxItemView[]>('POST', '/api/product/taxItems/list', {});
    expect(items.map((i) => i.rate)).toEqual(expect.arrayContaining(['0.13', '0.09', '0.06', '0']));
    expect(items.every((i) => Number(i.rate) >= 0 && Number(i.rate) < 1)).toBe(true);
  });
});
