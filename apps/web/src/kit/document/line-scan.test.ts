import type { GoodsHit, SkuPackageView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import type { LineValue } from './line-kinds';
import { addQty, applyScan, scanMatch } from './line-scan';

const pack = (id: string, factor: string, barcode: string | null, isBase = false): SkuPackageView => ({
  id,
  skuId: '7',
  unitName: isBase ? 'PCS' : 'BOX',
  factor,
  isBase,
  barcode,
  length: null,
  width: null,
  height: null,
  weight: null,
});

const hit = (id: string, code: string, barcodes: string[], packages: SkuPackageView[] = []): GoodsHit => ({
  id,
  code,
  name: `goods ${code}`,
  model: null,
  unit: 'PCS',
  mnemonic: '',
  barcode: barcodes[0] ?? null,
  barcodes,
  categoryId: '1',
  brandName: null,
  taxRate: '0.13',
  retailPrice: '0',
  wholesalePrice: '0',
  distributionPrice: '0',
  memberPrice: '0',
  presetPrice1: '0',
  presetPrice2: '0',
  presetPrice3: '0',
  presetPrice4: '0',
  isCombined: false,
  status: 'ENABLE',
  packages,
  matchedPackageId: null,
});

const water = hit(
  '7',
  'SKU0007',
  ['6900000000007', '6900000000014'],
  [pack('70', '1', '6900000000007', true), pack('71', '12.0000', '6900000000014')],
);
const juice = hit('8', 'SKU00071', ['6900000000021']);

let n = 0;
const fresh = (): LineValue => ({ key: `k${n++}`, skuId: undefined, qty: null, unitCost: null, remark: null });

describe('scanMatch: only an exact code or barcode counts', () => {
  it('takes an exact SKU code, letter case aside, before anything else', () => {
    expect(scanMatch('SKU0007', [juice, water])).toEqual({ hit: water, factor: '1' });
    expect(scanMatch(' sku00071 ', [water, juice])).toEqual({ hit: juice, factor: '1' });
  });

  it('counts a package barcode as its factor, the base barcode as 1', () => {
    expect(scanMatch('6900000000014', [water])).toEqual({ hit: water, factor: '12.0000' });
    expect(scanMatch('6900000000007', [water])).toEqual({ hit: water, factor: '1' });
    expect(scanMatch('6900000000021', [water, juice])).toEqual({ hit: juice, factor: '1' });
  });

  it('finds nothing for a prefix, a name or an empty code', () => {
    expect(scanMatch('SKU000', [water, juice])).toBeNull();
    expect(scanMatch('690000000001', [water])).toBeNull();
    expect(scanMatch('goods SKU0007', [water])).toBeNull();
    expect(scanMatch('  ', [water])).toBeNull();
    expect(scanMatch('SKU0007', [])).toBeNull();
  });
});

describe('addQty', () => {
  it('adds decimal texts exactly', () => {
    expect(addQty('1', '1')).toBe('2');
    expect(addQty('1.5', '12.0000')).toBe('13.5');
    expect(addQty('0.1', '0.2')).toBe('0.3');
    expect(addQty(null, '1')).toBe('1');
    expect(addQty('', '12')).toBe('12');
    expect(addQty('-3', '1')).toBe('-2');
    expect(addQty('-0.5', '1')).toBe('0.5');
  });
});

describe('applyScan', () => {
  it('raises the quantity of the line that has the SKU', () => {
    const lines: LineValue[] = [
      { key: 'a', skuId: '8', qty: '2' },
      { key: 'b', skuId: '7', qty: '3', price: '11.3' },
    ];
    const once = applyScan('priced', lines, { hit: water, factor: '1' }, fresh);
    expect(once.outcome).toBe('increased');
    expect(once.index).toBe(1);
    expect(once.lines[1]).toEqual({ key: 'b', skuId: '7', qty: '4', price: '11.3' });
    expect(lines[1].qty).toBe('3'); // the lines given are not changed
    const box = applyScan('priced', once.lines, { hit: water, factor: '12.0000' }, fresh);
    expect(box.lines[1].qty).toBe('16');
  });

  it('fills the empty line with a new SKU at quantity 1 (or the package factor)', () => {
    const lines: LineValue[] = [{ key: 'e', skuId: undefined, qty: null, remark: 'keep' }];
    const result = applyScan('positive', lines, { hit: water, factor: '12' }, fresh);
    expect(result).toMatchObject({ outcome: 'added', index: 0 });
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({ key: 'e', skuId: '7', qty: '12', remark: 'keep' });
  });

  it('adds a line at the end when every line has its SKU', () => {
    const lines: LineValue[] = [{ key: 'a', skuId: '8', qty: '2' }];
    const result = applyScan('signed', lines, { hit: water, factor: '1' }, fresh);
    expect(result).toMatchObject({ outcome: 'added', index: 1 });
    expect(result.lines[1]).toMatchObject({ skuId: '7', qty: '1' });
  });

  it('changes nothing for a kind without quantity whose SKU is already there', () => {
    const lines: LineValue[] = [{ key: 'a', skuId: '7', minQty: '0', price: '10' }];
    const result = applyScan('supply', lines, { hit: water, factor: '12' }, fresh);
    expect(result).toMatchObject({ outcome: 'present', index: 0 });
    expect(result.lines).toEqual(lines);
    const added = applyScan('cost', [], { hit: water, factor: '12' }, fresh);
    expect(added.lines[0]).toMatchObject({ skuId: '7', qty: null });
  });
});
