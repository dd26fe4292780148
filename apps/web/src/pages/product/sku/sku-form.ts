import type { FieldError, ProductStatus, SkuAddBody, SkuDetail, SupplyMode } from '@quire/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { ApiError, isApiError } from '../../../api/errors';
import { DATE_FORMAT } from '../../../core/constants';

/** The four preset prices and the selling prices every caller sees (spec §3). */
export const PRICE_KEYS = [
  'presetPrice1',
  'presetPrice2',
  'presetPrice3',
  'presetPrice4',
  'retailPrice',
  'wholesalePrice',
  'distributionPrice',
  'memberPrice',
] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];
export const MEASURE_KEYS = ['length', 'width', 'height', 'weight'] as const;
export type MeasureKey = (typeof MEASURE_KEYS)[number];

type Decimal = string | number | null | undefined;

export type PackageValues = {
  id?: string;
  unitName?: string;
  factor?: Decimal;
  barcode?: string | null;
} & Partial<Record<MeasureKey, Decimal>>;

/** A component line; code, name and unit are only shown. */
export type ComponentValues = { skuId?: string; quantity?: Decimal; code?: string; name?: string; unit?: string };

export type SkuFormValues = {
  code?: string;
  name?: string;
  mnemonic?: string | null;
  articleNo?: string | null;
  categoryId?: string;
  brandId?: string | null;
  model?: string | null;
  unit?: string;
  taxItemId?: string;
  supplyMode: SupplyMode;
  listingDate?: Dayjs | null;
  delistingDate?: Dayjs | null;
  status: ProductStatus;
  isCombined: boolean;
  remark?: string | null;
  /** The base unit's barcodes; the first is the main one. */
  barcodes: string[];
  /** Row 0 is the base package (factor 1, the SKU's unit). */
  packages: PackageValues[];
  packageFactor?: Decimal;
  purchasePrice?: Decimal;
  components: ComponentValues[];
} & Partial<Record<MeasureKey | PriceKey, Decimal>>;

export function emptySkuValues(isCombined: boolean): SkuFormValues {
  return {
    supplyMode: 'PROCURED',
    status: 'ENABLE',
    isCombined,
    barcodes: [],
    packages: [{ factor: '1' }],
    components: [],
  };
}

const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
const decimal = (v: Decimal) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim());
const date = (v: Dayjs | null | undefined) => (v ? v.format(DATE_FORMAT) : null);

/** Whether a package row is the base package (factor 1). */
export function isBasePackage(p: PackageValues): boolean {
  return p.factor !== null && p.factor !== undefined && Number(p.factor) === 1;
}

/**
 * The save body of the form. The purchase price is sent only by a caller who holds
 * field:costPrice (absent keeps the stored one); components only for a combined product.
 */
export function toSkuBody(v: SkuFormValues, opts: { withCost: boolean }): SkuAddBody {
  const body: SkuAddBody = {
    code: (v.code ?? '').trim(),
    name: (v.name ?? '').trim(),
    mnemonic: text(v.mnemonic),
    articleNo: text(v.articleNo),
    categoryId: v.categoryId ?? '',
    brandId: v.brandId ?? null,
    model: text(v.model),
    unit: v.unit ?? '',
    taxItemId: v.taxItemId ?? '',
    supplyMode: v.supplyMode,
    listingDate: date(v.listingDate),
    delistingDate: date(v.delistingDate),
    status: v.status,
    isCombined: v.isCombined,
    remark: text(v.remark),
    barcodes: v.barcodes,
    packageFactor: decimal(v.packageFactor),
    packages: v.packages.map((p, i) => ({
      ...(p.id ? { id: p.id } : {}),
      unitName: i === 0 ? (v.unit ?? '') : (p.unitName ?? ''),
      factor: i === 0 ? '1' : (decimal(p.factor) ?? ''),
      barcode: text(p.barcode),
      length: decimal(p.length),
      width: decimal(p.width),
      height: decimal(p.height),
      weight: decimal(p.weight),
    })),
    components: v.isCombined ? v.components.map((c) => ({ skuId: c.skuId ?? '', quantity: decimal(c.quantity) ?? '' })) : [],
  };
  for (const k of MEASURE_KEYS) body[k] = decimal(v[k]);
  for (const k of PRICE_KEYS) body[k] = decimal(v[k]) ?? '0';
  if (opts.withCost) body.purchasePrice = decimal(v.purchasePrice) ?? '0';
  return body;
}

/** The form values of a saved SKU; the base package first, the others by factor. */
export function fromSkuDetail(d: SkuDetail): SkuFormValues {
  const packages = [...d.packages].sort((a, b) => Number(b.isBase) - Number(a.isBase) || Number(a.factor) - Number(b.factor));
  const values: SkuFormValues = {
    code: d.code,
    name: d.name,
    mnemonic: d.mnemonic,
    articleNo: d.articleNo,
    categoryId: d.categoryId,
    brandId: d.brandId,
    model: d.model,
    unit: d.unit,
    taxItemId: d.taxItemId,
    supplyMode: d.supplyMode,
    listingDate: d.listingDate ? dayjs(d.listingDate) : null,
    delistingDate: d.delistingDate ? dayjs(d.delistingDate) : null,
    status: d.status,
    isCombined: d.isCombined,
    remark: d.remark,
    barcodes: [...d.barcodes],
    packageFactor: d.packageFactor,
    packages: packages.length
      ? packages.map((p) => ({
          id: p.id,
          unitName: p.unitName,
          factor: p.factor,
          barcode: p.barcode,
          length: p.length,
          width: p.width,
          height: p.height,
          weight: p.weight,
        }))
      : [{ unitName: d.unit, factor: '1' }],
    components: d.components.map((c) => ({ skuId: c.skuId, quantity: c.quantity, code: c.code, name: c.name, unit: c.unit })),
    purchasePrice: d.purchasePrice,
  };
  for (const k of MEASURE_KEYS) values[k] = d[k];
  for (const k of PRICE_KEYS) values[k] = d[k];
  return values;
}

/**
 * The server names a barcode by its place (`barcodes.2`); the tag list is one form field, so
 * such errors move onto `barcodes` and say which barcode. Other errors stay as they are.
 */
export function remapSkuFieldErrors(error: unknown, values: Pick<SkuFormValues, 'barcodes'>): unknown {
  if (!isApiError(error) || error.fieldErrors.length === 0) return error;
  const moved: FieldError[] = error.fieldErrors.map((e) => {
    const barcode = /^barcodes\.(\d+)$/.exec(e.field);
    if (barcode) {
      const value = values.barcodes[Number(barcode[1])];
      return { ...e, field: 'barcodes', message: value && !e.message.includes(value) ? `${value}: ${e.message}` : e.message };
    }
    if (/^packages\.\d+\.id$/.test(e.field)) return { ...e, field: 'packages' };
    return e;
  });
  return new ApiError({
    message: error.message,
    code: error.code,
    httpStatus: error.httpStatus,
    requestId: error.requestId,
    fieldErrors: moved,
    notified: error.notified,
  });
}
