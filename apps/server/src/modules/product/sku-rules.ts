import { isValidGtin, type skuAddBody } from '@quire/contracts';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { Issue } from './product.util';

export type SkuInput = z.output<typeof skuAddBody>;

/**
 * The rules of spec §5 a SKU form can break by itself, checked before any database work
 * (the form, the import and the API share them): GTIN check digits, barcodes not repeated,
 * delisting ≥ listing, exactly one base package (factor 1, the SKU's unit), package units not
 * repeated, combined products with components (no self, no repeats), others without.
 */
export function skuInputIssues(body: SkuInput, selfId?: number): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  const checkBarcode = (barcode: string, field: string) => {
    if (!isValidGtin(barcode)) issues.push({ field, key: 'product.barcodeInvalid' });
    else if (seen.has(barcode)) issues.push({ field, key: 'product.barcodeRepeated' });
    seen.add(barcode);
  };
  for (const [i, b] of body.barcodes.entries()) checkBarcode(b, `barcodes.${i}`);
  body.packages.forEach((p, i) => {
    if (p.barcode) checkBarcode(p.barcode, `packages.${i}.barcode`);
  });

  if (body.listingDate && body.delistingDate && body.delistingDate < body.listingDate) {
    issues.push({ field: 'delistingDate', key: 'product.delistingBeforeListing' });
  }

  if (body.packages.length) {
    const bases = body.packages.map((p, i) => ({ p, i })).filter(({ p }) => new Decimal(p.factor).eq(1));
    if (bases.length !== 1) issues.push({ field: 'packages', key: 'product.basePackageCount' });
    else if (bases[0].p.unitName !== body.unit) {
      issues.push({ field: `packages.${bases[0].i}.unitName`, key: 'product.baseUnitMismatch' });
    }
    const units = new Set<string>();
    body.packages.forEach((p, i) => {
      if (units.has(p.unitName)) issues.push({ field: `packages.${i}.unitName`, key: 'product.packageUnitRepeated' });
      units.add(p.unitName);
    });
  }

  if (body.isCombined && body.components.length === 0) issues.push({ field: 'components', key: 'product.componentsRequired' });
  if (!body.isCombined && body.components.length > 0) issues.push({ field: 'components', key: 'product.componentsNotCombined' });
  const components = new Set<string>();
  body.components.forEach((c, i) => {
    if (selfId !== undefined && c.skuId === String(selfId)) issues.push({ field: `components.${i}.skuId`, key: 'product.componentSelf' });
    else if (components.has(c.skuId)) issues.push({ field: `components.${i}.skuId`, key: 'product.componentRepeated' });
    components.add(c.skuId);
  });
  return issues;
}

/** Packages as saved: the given ones, or the base package alone (the SKU's unit, factor 1). */
export function packagesOf(body: SkuInput): SkuInput['packages'] {
  if (body.packages.length) return body.packages;
  return [
    { unitName: body.unit, factor: '1', barcode: null, length: body.length, width: body.width, height: body.height, weight: body.weight },
  ];
}

/** Base units per shipping case: as given, else the largest package's factor. */
export function packageFactorOf(body: SkuInput): string {
  if (body.packageFactor) return body.packageFactor;
  return packagesOf(body)
    .reduce((max, p) => Decimal.max(max, p.factor), new Decimal(1))
    .toFixed();
}
