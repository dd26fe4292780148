import type { GeoTreeNode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { composeAddress, parseAddress, regionOptions } from './region-address';

function node(geoId: string, code: string, name: string, nameEn: string, children: GeoTreeNode[] = []): GeoTreeNode {
  return { geoId, code, name, nameEn, level: 'CITY', parentId: null, children };
}

const TREE: GeoTreeNode[] = [
  node('1', 'CN', '中国', 'China', [
    node('10', '330000', '浙江省', 'Zhejiang', [node('100', '330100', '杭州市', 'Hangzhou'), node('101', '330200', '宁波市', 'Ningbo')]),
    node('11', '310000', '上海市', 'Shanghai', [node('110', '310100', '上海市', 'Shanghai')]),
    node('12', '810000', '香港特别行政区', 'Hong Kong SAR'),
  ]),
  node('2', 'ID', 'Indonesia', 'Indonesia', [
    node('20', '32', 'Jawa Barat', 'West Java', [node('200', '32.73', 'Kota Bandung', 'Bandung')]),
  ]),
];

describe('warehouse address: region plus street in one line', () => {
  it('writes a Chinese address province-city-street without separators', () => {
    expect(composeAddress(TREE, ['1', '10', '100'], '拱墅区莫干山路 666 号')).toBe('浙江省杭州市拱墅区莫干山路 666 号');
  });

  it('names a municipality once', () => {
    expect(composeAddress(TREE, ['1', '11', '110'], '浦东新区川沙路 1288 号')).toBe('上海市浦东新区川沙路 1288 号');
  });

  it('writes other countries street, city, province', () => {
    expect(composeAddress(TREE, ['2', '20', '200'], 'Jl. Asia Afrika 8')).toBe('Jl. Asia Afrika 8, Kota Bandung, Jawa Barat');
  });

  it('keeps the street alone when no province is chosen', () => {
    expect(composeAddress(TREE, [], '  仓库路 1 号 ')).toBe('仓库路 1 号');
    expect(composeAddress(TREE, ['1'], '仓库路 1 号')).toBe('仓库路 1 号');
  });

  it('reads a stored address back into region and street', () => {
    expect(parseAddress(TREE, '浙江省杭州市拱墅区莫干山路 666 号')).toEqual({
      region: ['1', '10', '100'],
      street: '拱墅区莫干山路 666 号',
    });
    expect(parseAddress(TREE, '上海市浦东新区川沙路 1288 号')).toEqual({ region: ['1', '11', '110'], street: '浦东新区川沙路 1288 号' });
    expect(parseAddress(TREE, '香港特别行政区九龙湾 8 号')).toEqual({ region: ['1', '12'], street: '九龙湾 8 号' });
    expect(parseAddress(TREE, 'Jl. Asia Afrika 8, Kota Bandung, Jawa Barat')).toEqual({
      region: ['2', '20', '200'],
      street: 'Jl. Asia Afrika 8',
    });
  });

  it('leaves an address that names no known province in the street line', () => {
    expect(parseAddress(TREE, '火星基地 1 号')).toEqual({ region: [], street: '火星基地 1 号' });
    expect(parseAddress(TREE, null)).toEqual({ region: [], street: '' });
  });

  it('round-trips what it writes', () => {
    for (const path of [
      ['1', '10', '101'],
      ['1', '11', '110'],
      ['2', '20', '200'],
    ]) {
      const line = composeAddress(TREE, path, '1 号库');
      expect(parseAddress(TREE, line)).toEqual({ region: path, street: '1 号库' });
    }
  });

  it('offers countries, provinces and cities in the interface language', () => {
    const zh = regionOptions(TREE, 'zh-CN');
    expect(zh[0].label).toBe('中国');
    expect(zh[0].children?.[0].children?.[0]).toEqual({ value: '100', label: '杭州市' });
    expect(regionOptions(TREE, 'en-US')[0].children?.[0].label).toBe('Zhejiang');
  });
});
