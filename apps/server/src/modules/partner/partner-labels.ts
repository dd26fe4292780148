import type { CustomerStatus, CustomerType, Language, RebateType, SupplierStatus, SupplierType, TaxpayerType } from '@quire/contracts';
import { z } from 'zod';
import type { Localized } from '../../platform/excel';
import type { MessageKey } from '../../platform/i18n/messages';

// What the clerk reads for each code, in exports and accepted back in imports.

export const L = (zh: string, en: string, id: string): Localized => ({ 'zh-CN': zh, 'en-US': en, 'id-ID': id });

export const CUSTOMER_TYPE_LABELS: Record<CustomerType, Localized> = {
  MODEL: L('样板店', 'Model store', 'Toko model'),
  OFFICE: L('办公', 'Office', 'Kantor'),
  GENERAL_SHOP: L('普通门店', 'General shop', 'Toko umum'),
};
export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, Localized> = {
  NORMAL: L('正常', 'Normal', 'Normal'),
  DISABLED: L('停用', 'Disabled', 'Nonaktif'),
  STOPPED: L('禁止', 'Blocked', 'Diblokir'),
  CLOSED: L('永久关闭', 'Permanently closed', 'Ditutup permanen'),
};
export const REBATE_TYPE_LABELS: Record<RebateType, Localized> = {
  CASH_BACK: L('现返', 'Cash back', 'Cashback'),
  PERIODIC: L('周期返利', 'Periodic', 'Berkala'),
};
export const TAXPAYER_TYPE_LABELS: Record<TaxpayerType, Localized> = {
  GENERAL: L('一般纳税人', 'General taxpayer', 'Wajib pajak umum'),
  MINI: L('小规模纳税人', 'Small-scale taxpayer', 'Wajib pajak skala kecil'),
  SELF_EMPLOYED: L('个体工商户', 'Self-employed business', 'Usaha perorangan'),
  INDIVIDUAL: L('自然人', 'Individual', 'Orang pribadi'),
};
export const SUPPLIER_TYPE_LABELS: Record<SupplierType, Localized> = {
  CUSTOM: L('普通供应商', 'Regular supplier', 'Pemasok biasa'),
  AFFILIATED: L('关联供应商', 'Affiliated supplier', 'Pemasok afiliasi'),
};
export const SUPPLIER_STATUS_LABELS: Record<SupplierStatus, Localized> = {
  ENABLE: L('启用', 'Enabled', 'Aktif'),
  DISABLE: L('停用', 'Disabled', 'Nonaktif'),
};
const YES = L('是', 'Yes', 'Ya');
const NO = L('否', 'No', 'Tidak');

export function labelOf<K extends string>(labels: Record<K, Localized>, code: K | null, lang: Language): string | null {
  return code === null ? null : (labels[code]?.[lang] ?? code);
}

export const yesNoLabel = (value: boolean, lang: Language) => (value ? YES : NO)[lang];

const norm = (v: string) => v.trim().toLowerCase();

/** An import cell holding a code or its label in any language; anything else is refused with `message`. */
export function choiceCell<K extends string>(labels: Record<K, Localized>, message: MessageKey) {
  const byText = new Map<string, K>();
  for (const code of Object.keys(labels) as K[]) {
    byText.set(norm(code), code);
    for (const text of Object.values(labels[code])) byText.set(norm(text), code);
  }
  return z.string().transform((v, ctx) => {
    const code = byText.get(norm(v));
    if (code === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return code;
  });
}

const TRUE_TEXTS = new Set(['是', 'y', 'yes', 'ya', 'true', '1', '√']);
const FALSE_TEXTS = new Set(['否', 'n', 'no', 'tidak', 'false', '0']);

/** An import cell saying yes or no in any of the three languages; empty is no. */
export const yesNoCell = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || TRUE_TEXTS.has(norm(v)) || FALSE_TEXTS.has(norm(v))) return v !== undefined && TRUE_TEXTS.has(norm(v));
    ctx.addIssue({ code: 'custom', message: 'partner.import.yesNo' });
    return z.NEVER;
  });
