import type { SkuDetail } from '@quire/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { emptySkuValues, fromSkuDetail, remapSkuFieldErrors, type SkuFormValues, toSkuBody } from './sku-form';

function values(extra: Partial<SkuFormValues> = {}): SkuFormValues {
  return {
    ...emptySkuValues(false),
    code: ' sp001 ',
    name: '中性笔 0.5mm',
    categoryId: '11',
    unit: '支',
    taxItemId: '1',
    barcodes: ['6901234567892'],
    packages: [{ factor: '1' }, { unitName: '盒', factor: '12', barcode: '16901234567899' }, { unitName: '箱', factor: 240 }],
    retailPrice: '1.5',
    purchasePrice: '0.8',
    listingDate: dayjs('2026-03-01'),
    ...extra,
  };
}

const detail: SkuDetail = {
  id: '9',
  code: 'SP001',
  name: '中性笔',
  articleNo: null,
  categoryId: '11',
  categoryCode: '0101',
  categoryName: '笔类',
  categoryFullName: '书写工具 / 笔类',
  brandId: null,
  brandCode: null,
  brandName: null,
  model: null,
  unit: '支',
  taxItemId: '1',
  taxItemName: 'VAT13',
  taxRate: '0.13',
  packageFactor: '240',
  barcodes: ['6901234567892'],
  length: null,
  width: null,
  height: null,
  weight: '12.5',
  supplyMode: 'PROCURED',
  listingDate: '2026-03-01',
  delistingDate: null,
  presetPrice1: '0',
  presetPrice2: '0',
  presetPrice3: '0',
  presetPrice4: '0',
  retailPrice: '1.5',
  wholesalePrice: '1.05',
  distributionPrice: '0',
  memberPrice: '0',
  mnemonic: 'ZXB',
  isCombined: false,
  status: 'ENABLE',
  remark: null,
  version: 3,
  createTime: '2026-03-01T00:00:00Z',
  updateTime: '2026-03-01T00:00:00Z',
  packages: [
    {
      id: '31',
      skuId: '9',
      unitName: '箱',
      factor: '240',
      isBase: false,
      barcode: null,
      length: null,
      width: null,
      height: null,
      weight: null,
    },
    {
      id: '30',
      skuId: '9',
      unitName: '支',
      factor: '1',
      isBase: true,
      barcode: null,
      length: null,
      width: null,
      height: null,
      weight: null,
    },
  ],
  components: [],
};

describe('the goods form and its save body', () => {
  it('makes the first package the base package in the SKU unit, factor 1', () => {
    const body = toSkuBody(values(), { withCost: true });
    expect(body.packages?.map((p) => [p.unitName, p.factor, p.barcode])).toEqual([
      ['支', '1', null],
      ['盒', '12', '16901234567899'],
      ['箱', '240', null],
    ]);
    expect(body).toMatchObject({ code: 'sp001', listingDate: '2026-03-01', delistingDate: null, retailPrice: '1.5', memberPrice: '0' });
  });

  it('sends the purchase price only for a caller with the cost permission', () => {
    expect(toSkuBody(values(), { withCost: true }).purchasePrice).toBe('0.8');
    expect('purchasePrice' in toSkuBody(values(), { withCost: false })).toBe(false);
  });

  it('sends components only for a combined product', () => {
    const components = [{ skuId: '5', quantity: '2', code: 'X', name: 'x' }];
    expect(toSkuBody(values({ components }), { withCost: false }).components).toEqual([]);
    expect(toSkuBody(values({ components, isCombined: true }), { withCost: false }).components).toEqual([{ skuId: '5', quantity: '2' }]);
  });

  it('reads a saved SKU with the base package first and keeps package ids', () => {
    const v = fromSkuDetail(detail);
    expect(v.packages.map((p) => [p.id, p.unitName, p.factor])).toEqual([
      ['30', '支', '1'],
      ['31', '箱', '240'],
    ]);
    expect(v.listingDate?.format('YYYY-MM-DD')).toBe('2026-03-01');
    expect(toSkuBody(v, { withCost: false }).packages?.map((p) => p.id)).toEqual(['30', '31']);
  });

  it('moves a server error on barcodes.N onto the barcode list, naming the barcode once', () => {
    const error = new ApiError({
      message: 'invalid',
      code: 4000400,
      httpStatus: 400,
      requestId: null,
      notified: false,
      fieldErrors: [
        { field: 'barcodes.1', message: 'taken by SP002' },
        { field: 'barcodes.0', message: 'Barcode "6901234567892" is already used by SKU SP003' },
        { field: 'packages.1.barcode', message: 'bad' },
      ],
    });
    const moved = remapSkuFieldErrors(error, { barcodes: ['6901234567892', '96385074'] }) as ApiError;
    expect(moved.fieldErrors).toEqual([
      { field: 'barcodes', message: '96385074: taken by SP002' },
      { field: 'barcodes', message: 'Barcode "6901234567892" is already used by SKU SP003' },
      { field: 'packages.1.barcode', message: 'bad' },
    ]);
  });
});
