import type { GeoTreeNode, GeoView } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { GEO_ROWS } from './basic-data.geo-data';
import { geo } from './basic-data.schema';
import { ensureGeoData } from './index';

const t = await startTestApp();
const s = await t.given.session();

async function ok<T>(res: Promise<{ body: { code: number; msg: string; data: T } }>): Promise<T> {
  const r = await res;
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.data;
}
const children = (parent: GeoView) => ok<GeoView[]>(t.call(s, 'GET', `/api/basic/geo/subDistrict?parentId=${parent.geoId}`));
const count = async () => Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(geo))[0].n);

beforeAll(async () => {
  await ensureGeoData(t.db);
});

describe('geo data', () => {
  it('holds China and Indonesia as countries', async () => {
    const countries = await ok<GeoView[]>(t.call(s, 'GET', '/api/basic/geo/country'));
    expect(countries.map((c) => [c.code, c.name, c.nameEn, c.level, c.parentId])).toEqual([
      ['CN', '中国', 'China', 'COUNTRY', null],
      ['ID', '印度尼西亚', 'Indonesia', 'COUNTRY', null],
    ]);
  });

  it("has China's 34 provincial-level divisions with their GB/T 2260 codes and every prefecture-level city", async () => {
    const [cn] = await ok<GeoView[]>(t.call(s, 'GET', '/api/basic/geo/country'));
    const provinces = await children(cn);
    expect(provinces).toHaveLength(34);
    expect(provinces.every((p) => /^\d{2}0000$/.test(p.code) && p.level === 'PROVINCE')).toBe(true);
    const byCode = new Map(provinces.map((p) => [p.code, p]));
    expect(byCode.get('110000')?.name).toBe('北京市');
    expect(byCode.get('440000')?.name).toBe('广东省');
    expect(byCode.get('650000')?.name).toBe('新疆维吾尔自治区');
    expect(byCode.get('710000')?.name).toBe('台湾省');
    expect(byCode.get('810000')?.name).toBe('香港特别行政区');
    expect(byCode.get('820000')?.name).toBe('澳门特别行政区');

    const cities = (code: string) => children(byCode.get(code) as GeoView);
    const guangdong = await cities('440000');
    expect(guangdong).toHaveLength(21);
    expect(guangdong.find((c) => c.code === '440300')).toMatchObject({ name: '深圳市', nameEn: 'Shenzhen', level: 'CITY' });
    const zhejiang = await cities('330000');
    expect(zhejiang.map((c) => c.name)).toEqual([
      '杭州市',
      '宁波市',
      '温州市',
      '嘉兴市',
      '湖州市',
      '绍兴市',
      '金华市',
      '衢州市',
      '舟山市',
      '台州市',
      '丽水市',
    ]);
    expect((await cities('320000')).length).toBe(13);
    expect((await cities('370000')).map((c) => c.code)).not.toContain('371200'); // 莱芜, merged into 济南 in 2019
    expect((await cities('110000')).map((c) => [c.code, c.name])).toEqual([['110100', '北京市']]);
    expect((await cities('420000')).map((c) => c.code)).toContain('429004'); // 仙桃, administered by the province
    expect((await cities('810000')).length).toBe(0);

    const cnRows = GEO_ROWS.filter((r) => /^\d{6}$/.test(r[0]));
    // 34 provinces + 333 prefecture-level divisions + 5 municipal nodes + 32 province-administered county-level ones.
    expect(cnRows.length).toBe(34 + 333 + 5 + 32);
    for (const [code, , , parent] of cnRows) if (parent !== 'CN') expect(code.slice(0, 2)).toBe(parent?.slice(0, 2));
  });

  it("has Indonesia's 38 provinces and 514 kabupaten/kota with their Kemendagri codes", async () => {
    const [, id] = await ok<GeoView[]>(t.call(s, 'GET', '/api/basic/geo/country'));
    const provinces = await children(id);
    expect(provinces).toHaveLength(38);
    const byCode = new Map(provinces.map((p) => [p.code, p]));
    expect(byCode.get('32')).toMatchObject({ name: 'Jawa Barat', nameEn: 'West Java' });
    expect(byCode.get('96')).toMatchObject({ name: 'Papua Barat Daya', nameEn: 'Southwest Papua' });
    const jabar = await children(byCode.get('32') as GeoView);
    expect(jabar).toHaveLength(27);
    expect(jabar.find((r) => r.code === '32.73')).toMatchObject({ name: 'Kota Bandung', nameEn: 'Bandung City' });
    const jakarta = await children(byCode.get('31') as GeoView);
    expect(jakarta.map((r) => r.code)).toEqual(['31.01', '31.71', '31.72', '31.73', '31.74', '31.75']);
    const regencies = GEO_ROWS.filter((r) => /^\d{2}\.\d{2}$/.test(r[0]));
    expect(regencies).toHaveLength(514);
    expect(regencies.filter((r) => r[1].startsWith('Kota ')).length).toBe(98);
    for (const [code, , , parent] of regencies) expect(code.slice(0, 2)).toBe(parent);
  });

  it('answers the whole tree, the same on a second call', async () => {
    const tree = await ok<GeoTreeNode[]>(t.call(s, 'GET', '/api/basic/geo/worldAll'));
    expect(tree.map((c) => c.code)).toEqual(['CN', 'ID']);
    const size = (nodes: GeoTreeNode[]): number => nodes.reduce((n, x) => n + 1 + size(x.children), 0);
    expect(size(tree)).toBe(GEO_ROWS.length);
    const again = await ok<GeoTreeNode[]>(t.call(s, 'GET', '/api/basic/geo/worldAll'));
    expect(again).toEqual(tree);
  });

  it('seeds once: running again adds nothing', async () => {
    const before = await count();
    expect(before).toBe(GEO_ROWS.length);
    await ensureGeoData(t.db);
    expect(await count()).toBe(before);
  });

  it('refuses a subDistrict call without a parent id', async () => {
    const res = await t.call(s, 'GET', '/api/basic/geo/subDistrict?parentId=abc');
    expect(res.body.code).toBe(4000400);
    expect(res.body.errors?.map((e) => e.field)).toEqual(['parentId']);
  });
});
