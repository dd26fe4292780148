import type { CustomerDetail, CustomerSaveBody, CustomerStatus, CustomerType, GeoTreeNode, RebateType } from '@quire/contracts';

// The customer form's rules (spec §5) and its mapping to and from the wire, kept pure.

export type AddressRow = {
  id?: string;
  contactName?: string;
  contactPhone?: string;
  /** Geo codes: country, province, city. */
  region?: string[];
  districtName?: string | null;
  detail?: string;
  isDefault?: boolean;
};

export type CustomerFormValues = {
  customerCode?: string;
  customerName?: string;
  mnemonic?: string | null;
  mainCode?: string | null;
  customerType?: CustomerType;
  /** Geo codes from the country down to the area. */
  area?: string[];
  contactName?: string | null;
  contactPhone?: string | null;
  salespersonId?: string | null;
  ifCreditLimit?: boolean;
  creditLimit?: number | null;
  deferredPayment?: number | null;
  monthlySettlement?: boolean;
  lastPriceSale?: boolean;
  pricePolicyId?: string | null;
  presetPriceSet?: number | null;
  rebateRatio?: number | null;
  rebateType?: RebateType | null;
  rewardRatio?: number | null;
  invoiceTitle?: string | null;
  taxNo?: string | null;
  bankName?: string | null;
  bankAccount?: string | null;
  remark?: string | null;
  addresses?: AddressRow[];
};

export const CUSTOMER_CODE_PATTERN = /^[A-Za-z0-9]+$/;
export const PHONE_PATTERN = /^[0-9+() -]*$/;
export const MNEMONIC_PATTERN = /^[A-Za-z0-9]*$/;
export const TAX_NO_PATTERN = /^[0-9A-Za-z.-]*$/;

/** The statuses a customer can be moved to from `from` (CLOSED is final). */
export function nextStatuses(from: CustomerStatus): CustomerStatus[] {
  if (from === 'CLOSED') return [];
  return (['NORMAL', 'DISABLED', 'STOPPED', 'CLOSED'] as const).filter((s) => s !== from);
}

/** Exactly one default when there are addresses: the marked one (the first marked), else the first. */
export function withOneDefault(rows: readonly AddressRow[]): AddressRow[] {
  if (rows.length === 0) return [];
  const marked = rows.findIndex((r) => r.isDefault);
  const chosen = Math.max(marked, 0);
  return rows.map((r, i) => ({ ...r, isDefault: i === chosen }));
}

/** Makes the row at `index` the default and every other row not. */
export function setDefaultAt(rows: readonly AddressRow[], index: number): AddressRow[] {
  return rows.map((r, i) => ({ ...r, isDefault: i === index }));
}

// ---- geo -----------------------------------------------------------------------------------

export type GeoOption = { value: string; label: string; children?: GeoOption[] };

/** Cascader options (countries → provinces → cities), labelled in the user's language. */
export function geoOptions(tree: readonly GeoTreeNode[], language: string): GeoOption[] {
  const label = (n: GeoTreeNode) => (language === 'zh-CN' ? n.name : n.nameEn || n.name);
  const walk = (nodes: readonly GeoTreeNode[]): GeoOption[] =>
    nodes.map((n) => ({ value: n.code, label: label(n), ...(n.children.length ? { children: walk(n.children) } : {}) }));
  return walk(tree);
}

/** The code path from the root to the node with `code`, or undefined. */
export function geoPathOf(tree: readonly GeoTreeNode[], code: string | null | undefined): string[] | undefined {
  if (!code) return undefined;
  const visit = (nodes: readonly GeoTreeNode[], trail: string[]): string[] | undefined => {
    for (const n of nodes) {
      const path = [...trail, n.code];
      if (n.code === code) return path;
      const hit = visit(n.children, path);
      if (hit) return hit;
    }
    return undefined;
  };
  return visit(tree, []);
}

/** The nodes along a code path. */
export function geoNodesOf(tree: readonly GeoTreeNode[], path: readonly string[] | undefined): GeoTreeNode[] {
  const out: GeoTreeNode[] = [];
  let level: readonly GeoTreeNode[] = tree;
  for (const code of path ?? []) {
    const node = level.find((n) => n.code === code);
    if (!node) break;
    out.push(node);
    level = node.children;
  }
  return out;
}

/** Area code and name from a picked path: the deepest code; province and city names ("浙江省 杭州市", "上海市"). */
export function areaOf(
  tree: readonly GeoTreeNode[],
  path: readonly string[] | undefined,
): { areaCode: string | null; areaName: string | null } {
  const nodes = geoNodesOf(tree, path).filter((n) => n.level !== 'COUNTRY');
  if (nodes.length === 0) return { areaCode: null, areaName: null };
  const names = nodes.map((n) => n.name).filter((name, i, all) => i === 0 || name !== all[i - 1]);
  return { areaCode: nodes[nodes.length - 1].code, areaName: names.join(' ') };
}

/** Province and city (codes and names) of an address's picked path. */
export function regionOf(tree: readonly GeoTreeNode[], path: readonly string[] | undefined) {
  const nodes = geoNodesOf(tree, path);
  const province = nodes.find((n) => n.level === 'PROVINCE');
  const city = nodes.find((n) => n.level === 'CITY');
  return {
    provinceCode: province?.code ?? null,
    provinceName: province?.name ?? null,
    cityCode: city?.code ?? null,
    cityName: city?.name ?? null,
  };
}

// ---- wire ----------------------------------------------------------------------------------

const blank = (v: string | null | undefined): string | null => {
  const text = v?.trim() ?? '';
  return text === '' ? null : text;
};

/** Decimal text without trailing zeros (2 -> "2", 12.5 -> "12.5"). */
export function decimalText(value: number | null | undefined, digits = 2): string | null {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  return String(Number(value.toFixed(digits)));
}

/** The save body of the form (ids added by the caller). */
export function toCustomerBody(v: CustomerFormValues, tree: readonly GeoTreeNode[], id?: string): CustomerSaveBody {
  const { areaCode, areaName } = areaOf(tree, v.area);
  const rebateRatio = decimalText(v.rebateRatio) ?? '0';
  return {
    ...(id ? { id } : {}),
    customerCode: (v.customerCode ?? '').trim().toUpperCase(),
    customerName: (v.customerName ?? '').trim(),
    mnemonic: blank(v.mnemonic)?.toUpperCase() ?? null,
    mainCode: blank(v.mainCode),
    customerType: v.customerType ?? 'GENERAL_SHOP',
    areaCode,
    areaName,
    contactName: blank(v.contactName),
    contactPhone: blank(v.contactPhone),
    rebateRatio,
    rebateType: v.rebateType ?? null,
    ifCreditLimit: Boolean(v.ifCreditLimit),
    creditLimit: v.ifCreditLimit ? decimalText(v.creditLimit) : null,
    deferredPayment: v.deferredPayment ?? 0,
    monthlySettlement: Boolean(v.monthlySettlement),
    lastPriceSale: Boolean(v.lastPriceSale),
    pricePolicyId: v.pricePolicyId ?? null,
    presetPriceSet: v.presetPriceSet ?? null,
    rewardRatio: decimalText(v.rewardRatio) ?? '0',
    salespersonId: v.salespersonId ?? null,
    invoiceTitle: blank(v.invoiceTitle),
    taxNo: blank(v.taxNo),
    bankName: blank(v.bankName),
    bankAccount: blank(v.bankAccount),
    remark: blank(v.remark),
    addresses: withOneDefault(v.addresses ?? []).map((a) => ({
      ...(a.id ? { id: a.id } : {}),
      contactName: (a.contactName ?? '').trim(),
      contactPhone: (a.contactPhone ?? '').trim(),
      ...regionOf(tree, a.region),
      districtCode: null,
      districtName: blank(a.districtName),
      detail: (a.detail ?? '').trim(),
      isDefault: Boolean(a.isDefault),
    })),
  };
}

const num = (v: string | null | undefined): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

/** The form values of a saved customer. */
export function fromCustomerDetail(c: CustomerDetail, tree: readonly GeoTreeNode[]): CustomerFormValues {
  return {
    customerCode: c.customerCode,
    customerName: c.customerName,
    mnemonic: c.mnemonic,
    mainCode: c.mainCode,
    customerType: c.customerType,
    area: geoPathOf(tree, c.areaCode),
    contactName: c.contactName,
    contactPhone: c.contactPhone,
    salespersonId: c.salespersonId,
    ifCreditLimit: c.ifCreditLimit,
    creditLimit: num(c.creditLimit),
    deferredPayment: c.deferredPayment,
    monthlySettlement: c.monthlySettlement,
    lastPriceSale: c.lastPriceSale,
    pricePolicyId: c.pricePolicyId,
    presetPriceSet: c.presetPriceSet,
    rebateRatio: num(c.rebateRatio),
    rebateType: c.rebateType,
    rewardRatio: num(c.rewardRatio),
    invoiceTitle: c.invoiceTitle,
    taxNo: c.taxNo,
    bankName: c.bankName,
    bankAccount: c.bankAccount,
    remark: c.remark,
    addresses: c.addresses.map((a) => ({
      id: a.id,
      contactName: a.contactName,
      contactPhone: a.contactPhone,
      region: geoPathOf(tree, a.cityCode ?? a.provinceCode),
      districtName: a.districtName,
      detail: a.detail,
      isDefault: a.isDefault,
    })),
  };
}

/** An amount with thousands separators and two decimals ("30000" -> "30,000.00"). */
export function formatAmount(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  if (Number.isNaN(n)) return String(value);
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A ratio as a percentage ("2.50" -> "2.5%"). */
export function formatPercent(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  return `${Number(Number(value).toFixed(2))}%`;
}
