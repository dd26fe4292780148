import type { SupplierSaveBody, SupplierType, SupplierView, TaxpayerType } from '@quire/contracts';

// The supplier form: the tax rate is typed as a percentage in [0, 100) and sent as the
// decimal fraction in [0, 1) with at most four decimals that the server expects (0.13 = 13 %).

export const SUPPLIER_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Largest percentage below 100 with two decimals. */
export const TAX_RATE_PERCENT_MAX = 99.99;

export type SupplierFormValues = {
  supplierCode?: string;
  supplierName?: string;
  mnemonic?: string | null;
  address?: string | null;
  taxNo?: string | null;
  taxpayerType?: TaxpayerType;
  taxRatePercent?: number | null;
  legalRepresentative?: string | null;
  contactName?: string | null;
  contactPhone?: string | null;
  bankName?: string | null;
  bankAccount?: string | null;
  supplierType?: SupplierType;
  remark?: string | null;
};

/** 13 -> "0.13", 6.5 -> "0.065"; outside [0, 100) -> null. */
export function percentToRate(percent: number | null | undefined): string | null {
  if (percent === null || percent === undefined || Number.isNaN(percent) || percent < 0 || percent >= 100) return null;
  const basisPoints = Math.round(percent * 100);
  if (basisPoints >= 10_000) return null;
  const text = (basisPoints / 10_000).toFixed(4).replace(/0+$/, '').replace(/\.$/, '');
  return text;
}

/** "0.1300" -> 13. */
export function rateToPercent(rate: string | null | undefined): number | null {
  if (rate === null || rate === undefined || rate === '') return null;
  const n = Number(rate);
  return Number.isNaN(n) ? null : Math.round(n * 10_000) / 100;
}

/** "0.13" -> "13%". */
export function formatTaxRate(rate: string | null | undefined): string {
  const p = rateToPercent(rate);
  return p === null ? '—' : `${p}%`;
}

const blank = (v: string | null | undefined): string | null => {
  const text = v?.trim() ?? '';
  return text === '' ? null : text;
};

export function toSupplierBody(v: SupplierFormValues, id?: string): SupplierSaveBody {
  return {
    ...(id ? { id } : {}),
    supplierCode: (v.supplierCode ?? '').trim().toUpperCase(),
    supplierName: (v.supplierName ?? '').trim(),
    mnemonic: blank(v.mnemonic)?.toUpperCase() ?? null,
    address: blank(v.address),
    taxNo: blank(v.taxNo),
    taxpayerType: v.taxpayerType ?? 'GENERAL',
    taxRate: percentToRate(v.taxRatePercent) ?? '',
    legalRepresentative: blank(v.legalRepresentative),
    contactName: blank(v.contactName),
    contactPhone: blank(v.contactPhone),
    bankName: blank(v.bankName),
    bankAccount: blank(v.bankAccount),
    supplierType: v.supplierType ?? 'CUSTOM',
    remark: blank(v.remark),
  };
}

export function fromSupplier(s: SupplierView): SupplierFormValues {
  return {
    supplierCode: s.supplierCode,
    supplierName: s.supplierName,
    mnemonic: s.mnemonic,
    address: s.address,
    taxNo: s.taxNo,
    taxpayerType: s.taxpayerType,
    taxRatePercent: rateToPercent(s.taxRate),
    legalRepresentative: s.legalRepresentative,
    contactName: s.contactName,
    contactPhone: s.contactPhone,
    bankName: s.bankName,
    bankAccount: s.bankAccount,
    supplierType: s.supplierType,
    remark: s.remark,
  };
}
